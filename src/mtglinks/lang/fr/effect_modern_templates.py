"""French words of current templates and of recent and supplemental sets read by the effect grammar, from the modern
sample printed-fr-modern: a scheme set in motion ("Quand vous mettez cette machination à exécution"), "une ou
plusieurs", "votre premier sort … à chaque tour", "arrive préparée", "jusqu'à la fin de votre prochain tour", "que vous
avez lancés", "À la fin du tour de chaque joueur". Merged by `effect_set_off.extend`."""

from __future__ import annotations

from mtglinks.kinds import Verb

MODERN_TEMPLATE_WORDS: dict[str, dict[str, str]] = {
    # "parmi les sorts que vous avez lancés ce tour-ci" (the English "spells you've cast this turn"), as "que vous
    # lancez" (lang/fr/effects.py)
    "CONTROLLER": {f"que vous avez {cast}": "cast_by_you" for cast in ("lancé", "lancée", "lancés", "lancées")},
    # "Jusqu'à la fin de votre prochain tour, vous pouvez jouer cette carte." (the English "until the end of your next
    # turn", read as "jusqu'à votre prochain tour" is)
    "DURATION": {"jusqu'à la fin de votre prochain tour": "your_next_turn"},
    # "À la fin du tour de chaque joueur, …" (older wording of "At the beginning of each player's end step"), as "À la
    # fin du tour" is the end step (lang/fr/effect_phrases.py)
    "PHASE": {
        "tour de chaque joueur": "each:end_step",
        "tour de chaque adversaire": "opponent:end_step",
        "tour de ce joueur": "that_player:end_step",
    },
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
