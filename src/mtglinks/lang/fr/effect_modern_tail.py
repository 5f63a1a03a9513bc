"""French words of the modern sample's tail (printed-fr-modern, issue #23): a state in the imperfect, one word for the
English "was attacking" ("si elle attaquait"), "au moins un adversaire contrôle" (an opponent controls), an activation
bound to the declare blockers step, "cible" the verb after "s'il". Merged into the tables of `effects.py` by
`effect_set_off.extend`; each entry says the card text it reads and the English Oracle wording it stands for. The
shapes that read them are in `grammar/effects-fr/6-modern-tail.lark`.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

TAIL_WORDS: dict[str, dict[str, str]] = {
    # "À chaque fois qu'un jeton de créature que vous contrôlez quitte le champ de bataille, piochez une carte si elle
    # attaquait." (the English "draw a card if it was attacking"): the imperfect of "attaquer" is the state "was
    # attacking" in one word, as Spanish "si estaba atacando" reads BE and the status (`cond_state`)
    "WAS_STATUS_FR": dict.fromkeys(("attaquait", "attaquaient"), "attacking"),
    # "Ne jouez cette capacité que si au moins un adversaire contrôle plus de terrains que vous." (Voyageur hâlé, the
    # English "only if an opponent controls more lands than you"): "at least one opponent controls" is "an opponent
    # controls" (the opponent who controls, as "un adversaire contrôle" reads, effects.py)
    "CONTROLLER": {"au moins un adversaire contrôle": "opponent"},
    # "N'activez cette capacité que pendant l'étape de déclaration des bloqueurs." (Lesser Werewolf, the English
    # "Activate only during the declare blockers step"), "Ne jouez cette capacité que pendant l'étape de déclaration
    # des bloqueurs." (printed-fr): the step an activation is bound to, as "que pendant votre tour" reads (effects.py,
    # TIMING)
    # "Quand Aang arrive, maîtrisez l'Air sur jusqu'à un autre permanent non-terrain ciblé." (the English "airbend up
    # to one other target nonland permanent"), "vous pouvez maîtriser l'Air sur cette créature" ("you may airbend that
    # creature"): the keyword action and the preposition before what it is done to, as Spanish reads
    # "controla el aire en torno a" (lang/es/effect_modern_actions.py)
    "V_OBJ": dict.fromkeys(("maîtrisez l'air sur", "maîtriser l'air sur"), str(Verb.AIRBEND)),
    "TIMING": {
        f"{lead} que pendant l'étape de déclaration des bloqueurs": "declare_blockers"
        for lead in ("ne jouez cette capacité", "n'activez cette capacité", "n'activez")
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Add the tail's words to the lexicon's tables (`effect_set_off.extend`)."""
    merge_words(words, more, TAIL_WORDS)
    # "Ce sort coûte {2} de plus à lancer s'il cible un dragon." (the English "if it targets a Dragon"): right after
    # "s'il" (IF, "si" and its subject "il" in one word), "cible" is the verb, not the noun "a target"
    after.setdefault("IF", {}).setdefault("V_OBJ", {}).update({"cible": str(Verb.TARGET)})
