"""French words of current templates and of recent and supplemental sets read by the effect grammar, from the modern
sample printed-fr-modern: a scheme set in motion ("Quand vous mettez cette machination à exécution"). Merged by
`effect_set_off.extend`."""

from __future__ import annotations

from mtglinks.kinds import Verb

MODERN_TEMPLATE_WORDS: dict[str, dict[str, str]] = {
    # "Quand vous mettez cette machination à exécution, …" (Archenemy schemes; the English "When you set this scheme in
    # motion", rule 701.25): the scheme's own name is "~"
    "V_NUM": dict.fromkeys(
        ("mettez ~ à exécution", "met ~ à exécution", "mettre ~ à exécution"), str(Verb.SET_IN_MOTION)
    ),
}
