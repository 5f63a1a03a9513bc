"""French words of current templates and of recent and supplemental sets read by the effect grammar, from the modern
sample printed-fr-modern: a scheme set in motion ("Quand vous mettez cette machination à exécution"). Merged by
`effect_set_off.extend`."""

from __future__ import annotations

from mtglinks.kinds import Verb

MODERN_TEMPLATE_WORDS: dict[str, dict[str, str]] = {
    # "Cette créature arrive préparée." (the English "This creature enters prepared"): a state it enters in, as
    # "engagée" is
    "TAPPED": {form: "prepared" for form in ("préparé", "préparée", "préparés", "préparées")},
    # "qui cible une ou plusieurs créatures" (the English "one or more"): after "un" / "une" (grammar/effects-fr.lark)
    "OR_MORE": {"ou plusieurs": "or_more"},
    # "vous lancez votre premier sort d'éphémère ou de rituel à chaque tour" (the English "your first instant or
    # sorcery spell each turn"), as "votre deuxième sort à chaque tour" (lang/fr/effect_amounts.py)
    "OBJ_PHRASE": {
        f"{whose} {nth} sort {kind} à chaque tour": f"spell:{value}_each_turn"
        for whose in ("votre", "son", "leur")
        for nth, value in (("premier", "first"), ("deuxième", "second"), ("second", "second"))
        for kind in ("d'éphémère ou de rituel", "de créature", "non-créature", "d'éphémère", "de rituel", "d'artefact")
    },
    # "Quand vous mettez cette machination à exécution, …" (Archenemy schemes; the English "When you set this scheme in
    # motion", rule 701.25): the scheme's own name is "~"
    "V_NUM": dict.fromkeys(
        ("mettez ~ à exécution", "met ~ à exécution", "mettre ~ à exécution"), str(Verb.SET_IN_MOTION)
    ),
}
