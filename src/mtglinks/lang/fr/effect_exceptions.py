"""French words of the effect grammar for the exceptions of a copy ("excepté que c'est un artefact en plus de ses
autres types"), the initiative taken and what a permanent did before ("chaque créature qu'il a dévorée"), merged into
the tables of `effects.py` by `extend`; each entry says the card text it
reads and the English Oracle wording it stands for."""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

_WORDS: dict[str, dict[str, str]] = {
    # "…, excepté que c'est une illusion en plus de ses autres types", "…, excepté qu'il acquiert « … »": how the copy
    # differs, before a clause (the English "…, except it's an Illusion in addition to its other types")
    "EXCEPT": dict.fromkeys(("excepté que", "excepté qu'", "sauf que", "sauf qu'", "excepté"), "except"),
    # "piochez une carte pour chaque créature qu'il a dévorée": the creatures its devour ability sacrificed (the
    # English "for each creature it devoured", rule 702.82b)
    # "vous prenez l'initiative", "si vous détenez l'initiative": the designation (rule 725), not the keyword first
    # strike that "l'initiative" also is (the English "you take the initiative", "if you have the initiative")
    "V_NUM": {f"{take} l'initiative": str(Verb.TAKE_INITIATIVE) for take in ("prenez", "prend", "prennent", "prendre")},
    "FIXED_COND": {"vous détenez l'initiative": "initiative", "vous avez l'initiative": "initiative"}
    # "~ a le vol et le piétinement si elle a dévoré une créature": what it devoured as it entered (607.2g, the
    # English "if it devoured a creature")
    | {f"{it} a dévoré une créature": "devoured" for it in ("il", "elle")}
    # "si cette capacité a été activée au moins quatre fois ce tour-ci" (the older "jouée"): the English "if this
    # ability has been activated four or more times this turn"
    | {
        f"cette capacité a été {done} {times} ce tour-ci": "activated:4:or_more_this_turn"
        for done in ("activée", "jouée")
        for times in ("au moins quatre fois", "quatre fois ou plus")
    },
    # "Répartissez deux marqueurs +1/+1 entre une ou deux créatures ciblées": the English "Distribute two +1/+1
    # counters among one or two target creatures"
    "DISTRIBUTE": {"répartissez": "distribute", "répartit": "distribute"},
    # "choisit une carte dans sa main et se défausse du reste", "et le reste dans votre cimetière": the cards not
    # chosen (the English "discards the rest", "the rest")
    "REF": {"du reste": "anaphora", "le reste": "anaphora"},
    # "à moins que le contrôleur de la créature ne choisisse que ~ lui inflige 5 blessures", "… ne fasse que ~ …",
    # "… ne laisse ~ lui infliger 4 blessures": the English "unless that creature's controller has ~ deal 5 damage to
    # them" (the player has the action done)
    "HAVE_DONE": dict.fromkeys(("ne choisisse que", "ne fasse que", "ne laisse"), "have"),
    # "~ inflige 2 blessures à chacune des deux créatures ciblées": the English "each of two target creatures"
    "EACH": {"chacune": "each", "chacun": "each"},
    # "si un adversaire a perdu des points de vie ce tour-ci": the English "if an opponent lost life this turn"
    "EVENT_VERB": {f"{have} perdu des points de vie": "lose_life" for have in ("a", "avez", "ont")},
    # "Si vous avez fait arriver un terrain sur le champ de bataille sous votre contrôle ce tour-ci": the English "If
    # you had a land enter the battlefield under your control this turn" (`effects-fr.lark`)
    # "un nombre de blessures égal au double du nombre de gobelins qu'il a dévorés": the English "twice the number of
    # Goblins it devoured"
    "TWICE": {"double du": "2"},
    "HAD": {f"{have} fait": "had" for have in ("a", "avez", "ont")},
    "QUALIFIER": {
        f"qu'{it} a dévoré{ending}": "devoured_by_it" for it in ("il", "elle") for ending in ("", "e", "s", "es")
    }
    # "Mettez ensuite toutes les cartes exilées de cette manière qui n'ont pas été lancées dans votre cimetière": the
    # English "that weren't cast"
    | {
        f"qui {have} pas été {cast}{ending}": "not_cast"
        for have in ("n'a", "n'ont")
        for cast in ("lancé", "joué")
        for ending in ("", "e", "s", "es")
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "…, excepté qu'il a X marqueurs +1/+1 supplémentaires sur lui": "que" elided into the subject (one word), read
    # after "excepté" as after "ou" (the English "except it has X additional +1/+1 counters on it")
    after.setdefault("EXCEPT", {}).setdefault("REF", {}).update(
        dict.fromkeys(("qu'il", "qu'elle", "qu'ils", "qu'elles"), "anaphora")
    )
    # "Répartissez deux marqueurs +1/+1 entre une ou deux créatures ciblées": after the counters' kind, "entre" is
    # "among", not the verb "enter"
    for kind in ("PT", "COUNTER_KIND"):
        after.setdefault(kind, {}).setdefault("AMONG", {}).setdefault("entre", "among")
    # "… entre une, deux ou trois créatures ciblées": after "entre", "une" is the first number offered (the English
    # "among one, two, or three target creatures")
    after.setdefault("AMONG", {}).setdefault("NUM", {}).update({"une": "1", "un": "1"})
    after.setdefault("EACH", {}).setdefault("OF", {}).setdefault("des", "of")
