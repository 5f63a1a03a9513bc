"""More French words of the modern sample printed-fr-modern (issue #23), in current and recent card wording: combat
damage assigned otherwise ("attribue ses blessures de combat comme si elle n'était pas bloquée"), the player with the
most life, totals ("sa valeur de mana totale"), players by what they control or did ("qui contrôle le plus de", "qui
s'est défaussé", "qui n'a pas fait ainsi"), past events ("est morte", "a quitté le champ de bataille"), newer verbs
(déboursez, subit une mutation, incitée, passer en phase) and the sides of the Sieges. Merged into the tables of
`effects.py` by `effect_set_off.extend`; each entry says the card text it reads and the English Oracle wording it
stands for.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

# whose combat damage: the singular "ses", the plural "leurs" (the English "its", "their")


def _agreeing(participle: str) -> list[tuple[str, str]]:
    """ "est incité", "est incitée", "sont incités", "sont incitées": a participle after "être" agreeing with its
    subject."""
    return [("est", participle), ("est", participle + "e"), ("sont", participle + "s"), ("sont", participle + "es")]


_SUBJUNCTIVE = {"est": "soit", "sont": "soient"}

# the verbs "ensuite" may follow with a pronoun object before them, and those pronouns
_THEN_AFTER = ("V_OBJ", "PUT", "RETURN", "REMOVE")
_PRONOUNS = frozenset({"la", "le", "les", "lui", "leur"})

_OWN = {"attribue": "ses", "attribuent": "leurs"}
_BY_TOUGHNESS = {"attribue": "son", "attribuent": "leur"}

LAST_WORDS: dict[str, dict[str, str]] = {
    # "Vous pouvez faire que cette créature attribue ses blessures de combat comme si elle n'était pas bloquée." (the
    # English "assign its combat damage as though it weren't blocked"), "… que les créatures sans capacité que vous
    # contrôlez attribuent leurs blessures de combat comme si …", "elle attribue un nombre de blessures de combat égal à
    # son endurance à la place de sa force" ("assigns combat damage equal to its toughness rather than its power"):
    # combat damage assigned otherwise than by power (rule 510.1a), as the English ASSIGN_DAMAGE reads
    "ASSIGN_DAMAGE": {f"{verb} {whose} blessures de combat": "own" for verb, whose in _OWN.items()}
    | {
        f"{verb} {amount} {whose} endurance à la place de {whose[:-1] if whose == 'leur' else 'sa'} force": "toughness"
        for verb, whose in _BY_TOUGHNESS.items()
        for amount in ("un nombre de blessures de combat égal à", "des blessures de combat égales à")
    },
    # "attaque le joueur qui a le total de points de vie le plus élevé ou qui partage le total de points de vie le plus
    # élevé" (the English "the player with the most life or tied for most life"), "choisissez un adversaire avec le
    # total de points de vie le plus élevé parmi vos adversaires" ("an opponent with the highest life total among your
    # opponents"): the player with the most life, as `with_the_most` reads the English (qualifier "most:life")
    "QUALIFIER": {
        f"{having} le total de points de vie le plus élevé{tied}{among}": f"most:life{value}"
        for having in ("qui a", "avec", "ayant")
        for tied, value in (("", ""), (" ou qui partage le total de points de vie le plus élevé", ":or_tied"))
        for among in ("", " parmi vos adversaires", " parmi ses adversaires")
    }
    # "si vous contrôlez au moins trois créatures avec des forces différentes" (the English "with different powers"),
    # "au moins sept terrains avec des noms différents" ("with different names"): the qualifier English gives them
    | {
        "avec des forces différentes": "with:different:power",
        "avec des endurances différentes": "with:different:toughness",
        "avec des noms différents": "with:different:name",
        "avec des valeurs de mana différentes": "with:different:mana_value",
        # "X étant le nombre de créatures dans votre groupe." (the English "in your party", rule 700.8)
        "dans votre groupe": "in_party",
    },
    # "~ inflige un nombre de blessures égal à sa valeur de mana totale à n'importe quelle cible." (the English "equal
    # to their total mana value"): the sum of the values, "totale" after them (as "sa valeur de mana" is `mana_value`)
    "QUANTITY": {
        f"{whose} {stat} totale": f"total_{value}"
        for whose in ("sa", "leur")
        for stat, value in (("valeur de mana", "mana_value"), ("force", "power"))
    }
    | {f"{whose} endurance totale": "total_toughness" for whose in ("son", "leur")}
    # "… un nombre de marqueurs +1/+1 égal à la quantité de mana dépensée pour le lancer." (the English "equal to the
    # amount of mana spent to cast it"): the amount after "égal à la", which holds the article (as "la quantité de mana
    # dépensée pour le lancer" is read after "X étant", lang/fr/effect_counts.py)
    | {
        f"quantité de mana {spent} pour {cast}": "mana_spent_to_cast"
        for spent in ("dépensé", "dépensée")
        for cast in ("le lancer", "la lancer", "lancer ~", "le jouer", "la jouer")
    }
    # "X étant le nombre de fois où vous êtes descendu ce tour-ci." (the English "the number of times you descended this
    # turn", rule 700.11)
    | {
        f"le nombre de fois {where} vous êtes {descended} ce tour-ci": "times_descended_this_turn"
        for where in ("où", "que")
        for descended in ("descendu", "descendue", "descendus")
    },
    # "X étant l'endurance totale des créatures que vous contrôlez" (the English "the total toughness of creatures you
    # control"), as "la force totale des" is read (lang/fr/effect_amounts.py)
    "NUMBER_OF": {
        f"{stat} totale {of}": f"total_{value}"
        for stat, value in (("l'endurance", "toughness"), ("la valeur de mana", "mana_value"))
        for of in ("de", "des")
    },
    # "Si vous avez sacrifié un permanent de cette manière, …" (the English "If you sacrificed a permanent this way"),
    # "Chaque joueur qui s'est défaussé d'une carte de cette manière peut chercher …" (the English "Each player who
    # discarded a card this way"): the reflexive verb's past, as "se défausse" is read (lang/fr/effect_verbs.py)
    "V_OBJ": {
        f"{be} {discarded}{of}": str(Verb.DISCARD)
        for be, discarded in (
            ("s'est", "défaussé"),
            ("s'est", "défaussée"),
            ("se sont", "défaussés"),
            ("se sont", "défaussées"),
            ("vous êtes", "défaussé"),
        )
        for of in ("", " de")
    }
    | {"avez sacrifié": str(Verb.SACRIFICE)},
    # "Il ne peut pas passer en phase tant que vous contrôlez ~." (the English "It can't phase in for as long as you
    # control this Saga"): the infinitive after "ne peut pas", as "passe en phase" is read (lang/fr/effect_older.py)
    "V_NUM": {"passer en phase": str(Verb.PHASE_IN), "passer hors phase": str(Verb.PHASE_OUT)}
    # "À chaque fois que vous déboursez 4, …" (the English "Whenever you expend 4", rule 700.14): the verb, its number
    # after it
    | dict.fromkeys(("déboursez", "débourse", "déboursent"), str(Verb.EXPEND))
    # "À chaque fois que ~ subit une mutation, …" (the English "Whenever this creature mutates", rule 702.140)
    | dict.fromkeys(("subit une mutation", "subissent une mutation"), str(Verb.MUTATE)),
    # "La créature enchantée gagne +2/+2 et est incitée." (the English "and is goaded", rule 701.38)
    "EVENT_VERB": {f"{be} {goaded}": str(Verb.GOAD) for be, goaded in _agreeing("incité")},
    # "les créatures Hors-la-loi que vous contrôlez" (the English "outlaw creatures you control", rule 700.12)
    "STATUS": {"hors-la-loi": "outlaw"},
    # "Prévenez, ce tour-ci, la prochaine 1 blessure qui devrait être infligée par ~." (the English "the next 1 damage
    # that would be dealt by ~ this turn"): the damage by a source, "par" after it (as "qui devrait être infligée à" is
    # read, lang/fr/effect_phrases.py)
    "WOULD_BE_DEALT": {"qui devrait être infligée": "dealt", "qui devraient être infligées": "dealt"},
    # "Pour chaque créature choisie de cette manière, …" (the English "For each creature chosen this way"): the
    # participle after its noun, "de cette manière" after it
    "PARTICIPLE": dict.fromkeys(("choisi", "choisie", "choisis", "choisies"), "choose"),
    # "si un permanent que vous contrôliez a quitté le champ de bataille ce tour-ci" (the English "if a permanent left
    # the battlefield under your control this turn", revolt)
    "LEAVE": dict.fromkeys(("a quitté le champ de bataille", "ont quitté le champ de bataille"), "leaves_battlefield"),
    # "… cartes de créature Allié ciblées avec un coût converti de mana total inférieur ou égal à 8" (the English "with
    # total mana value 8 or less"): the sum of the values, "total" after them
    "WITH_STAT": dict.fromkeys(
        ("avec un coût converti de mana total", "avec une valeur de mana totale"), "total_mana_value"
    ),
    # "À chaque fois que vous lancez un sort depuis autre part que votre main, …" (the English "from anywhere other
    # than your hand")
    "ZONE": {"autre part que votre main": "anywhere_but_hand", "ailleurs que dans votre main": "anywhere_but_hand"},
    # "créez un jeton qui en est une copie", "créez autant de jetons qui en sont des copies" (the English "that's a copy
    # of it"): "en" (of it) inside the relative (grammar/effects-fr/5-modern-last.lark `copy_of_it_fr`)
    "COPY_OF_IT_FR": {"qui en est une copie": "copy", "qui en sont des copies": "copy"},
    # "vous pouvez lancer un sort de créature parmi les cartes exilées par ~." (the English "from among cards exiled
    # with ~"): the cards ~ exiled, as "les cartes exilées" is read (REF `exiled_with`, lang/fr/effects.py)
    "REF": {
        f"{cards} {exiled} par ~": "exiled_with"
        for cards, exiled in (
            ("les cartes", "exilées"),
            ("la carte", "exilée"),
        )
    },
    # "Quand ~ meurt, si elle n'avait pas de marqueur « temps » sur elle, …" (the English "if it had no time counters on
    # it"): what the object had as it left, "pas de" after the verb the determiner "no" (below)
    "HAD": dict.fromkeys(("avait", "avaient", "n'avait", "n'avaient"), "had"),
    # "Tant que ~ restent engagés" (a name in the plural: the English "for as long as ~ remains tapped")
    "DURATION": {f"tant que ~ restent {tapped}": "remains_tapped" for tapped in ("engagés", "engagées")},
    # "Quand ~ est mise dans un cimetière depuis le jeu pendant le combat, …" (the English "dies during combat")
    "DURING": {"pendant le combat": "combat"},
    # "Vous piochez …, et vous gagnez ensuite un nombre de points de vie égal à son endurance." (the English "then you
    # gain life equal to its toughness"): "ensuite" after the verb, as "perd ensuite" is read (lang/fr/effect_verbs.py)
    "GAIN": {"gagnez ensuite": "gain", "gagne ensuite": "gain"},
    # "Au moment où ~ arrive, choisissez Abzan ou Mardu." (the English "choose Abzan or Mardu", as English reads the
    # sides the Sieges name, lang/en/effect_words_sides.py)
    "CHOICE": {
        f"{a} ou {b}": f"{a}_or_{b}"
        for a, b in (("khans", "dragons"), ("abzan", "mardu"), ("mardu", "jeskai"), ("temur", "sultai"))
    },
    # "Chaque joueur qui contrôle le plus de créatures enquête." (the English "Each player who controls the most
    # creatures investigates"): a player by what they control (`player_who_controls`), the most or the fewest of it
    "WHO_CONTROLS": {"qui contrôle": "control", "qui contrôlent": "control"},
    "MOST": {"le plus de": "most", "le moins de": "fewest", "le plus d'": "most", "le moins d'": "fewest"},
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, LAST_WORDS)
    # "Chaque joueur qui a cherché dans sa bibliothèque de cette manière la mélange ensuite." (the English "Then each
    # player who searched their library this way shuffles"): "ensuite" (then) after a verb with its pronoun before it,
    # read with it as "mélange ensuite" is (lang/fr/effect_verbs.py)
    # "Détruisez toutes les créatures et tous les planeswalkers à l'exception des commandants." (the English "except
    # for commanders"), as "excepté les" is read after the objects' noun or type (lang/fr/effect_except_for.py)
    for before in ("NOUN", "TYPE"):
        after.setdefault(before, {}).setdefault("EXCEPT_FOR", {}).update(
            dict.fromkeys(("à l'exception des", "à l'exception de"), "except_for")
        )
    # "si une créature est morte sous votre contrôle ce tour-ci" (the English "if a creature died under your control
    # this turn"): the past event after its noun, as English reads "died" (EVENT_VERB, whose rule takes "under your
    # control" after it)
    for before in ("NOUN", "TYPE", "SUBTYPE"):
        after.setdefault(before, {}).setdefault("EVENT_VERB", {}).update(
            {
                f"{be} {dead}": str(Verb.DIE)
                for be, dead in (*_agreeing("mort")[:1], ("est", "morte"), ("sont", "morts"))
            }
            | {"sont mortes": str(Verb.DIE)}
            # "à moins qu'une créature ne soit morte sous votre contrôle ce tour-ci" (the English "unless a creature
            # died"): the subjunctive after "à moins que", its "ne" no negation
            | {f"ne {be} {dead}": str(Verb.DIE) for be, dead in _agreeing("mort") for be in (_SUBJUNCTIVE[be],)}
        )
    # "si elle n'avait pas de marqueur « temps » sur elle": "pas de" after the verb is "no" (as after "vous ne
    # contrôlez", lang/fr/effect_phrases.py)
    after.setdefault("HAD", {}).setdefault("DET_A", {}).update({"pas de": "no", "pas d'": "no"})
    # "~ a l'initiative tant qu'un autre chevalier est arrivé sur le champ de bataille sous votre contrôle ce tour-ci"
    # (the English "as long as another Knight entered the battlefield under your control this turn"): "que" elided
    after.setdefault("AS_LONG_AS", {}).setdefault("ANOTHER", {}).update(
        {"qu'un autre": "another", "qu'une autre": "another"}
    )
    # "Puis si vous contrôlez au moins six terrains, répétez ce processus une fois." (the English "repeat this process
    # once"): the number of times after the verb, as "deux fois" is read
    after.setdefault("V_OBJ", {}).setdefault("TIMES", {}).update({"une fois": "1"})
    # "Si vous avez 5 points de vie ou moins, mettez sur le champ de bataille cinq de ces jetons à la place." (the
    # English "create five of those tokens instead"): the tokens named before, after a number (grammar/effects-fr/
    # 5-modern-last.lark; "un de ces jetons" stays "one of them")
    after.setdefault("NUM", {}).setdefault("SUCH_TOKENS", {}).update({"de ces jetons": "anaphora"})
    # "Quand au moins une autre créature légendaire attaquante que vous contrôlez meurt, …" (the English "one or more
    # other attacking legendary creatures"): "une" after "au moins" the number, "autre" after it, as "au moins deux
    # autres créatures" reads
    after.setdefault("OR_MORE", {}).setdefault("NUM", {}).update({"une": "1", "un": "1"})
    for terminal in _THEN_AFTER:
        for table in (words.get(terminal, {}), more.get(terminal, {})):
            for form, verb in list(table.items()):
                pronoun, _, rest = form.partition(" ")
                if pronoun in _PRONOUNS and rest and " " not in rest and "-" not in rest:
                    table.setdefault(f"{form} ensuite", verb)
