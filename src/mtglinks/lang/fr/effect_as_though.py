"""More French "comme si …" (the English "as though …", `lang/en/effect_words.py`), each read as its card's English
Oracle text reads: "comme si ces créatures avaient la célérité", "comme si leur source avait l'infection",
"comme si elles n'avaient pas ces capacités", "comme s'il n'était pas un mur"; beside them "si c'était une créature"
(the English "if it was a creature") and "ce sont toujours des terrains" ("they're still lands")."""

from __future__ import annotations

from mtglinks.lang.fr.effect_older import merge_words

_NOT_HAD = (("il", "n'avait"), ("elle", "n'avait"), ("ils", "n'avaient"), ("elles", "n'avaient"))
# "comme si elles n'avaient pas la distorsion" is left out: its one card (Aether Web) also says "peut bloquer comme si
# elle avait le vol", read as "block" where its Oracle now says "has reach" (the verbs would not agree)
_KEYWORDS = {
    "le défenseur": "defender",
    "défenseur": "defender",
    "le vol": "flying",
}


def _lead(it: str) -> str:
    return f"comme s'{it}" if it.startswith("i") else f"comme si {it}"


_WORDS: dict[str, dict[str, str]] = {
    "AS_THOUGH": {
        f"{_lead(it)} {had} pas {keyword}": f"no_{value}"
        for it, had in _NOT_HAD
        for keyword, value in _KEYWORDS.items()
    }
    | {f"{_lead(it)} {had} pas ces capacités": "no_those_abilities" for it, had in _NOT_HAD}
    | {
        f"comme si {who} {had} la célérité": "haste"
        for who, had in (("ces créatures", "avaient"), ("cette créature", "avait"))
    }
    | {
        "comme si leur source avait la flétrissure": "source_wither",
        "comme si sa source avait la flétrissure": "source_wither",
        "comme si leur source avait l'infection": "source_infect",
        "comme si sa source avait l'infection": "source_infect",
        "comme s'il n'était pas un mur": "no_defender",
        "comme si elle n'était pas un mur": "no_defender",
    },
    # "si c'était une créature" (the English "if it was a creature", `effects-fr/1-more.lark`)
    "IT_WAS_FR": {"c'était": "was"},
    # "Ce sont toujours des terrains." (the English "They're still lands.", `effects-fr/1-more.lark`); the older "Elle
    # est toujours un enchantement." after "devient une créature 4/4" is left out: the Oracle now says "in addition to
    # its other types" within the one sentence, and a second action "become" would not agree with it
    "STILL_IS_FR": {"sont toujours des": "still"},
}


def extend(words: dict[str, dict[str, str]], more: dict[str, dict[str, str]]) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
