"""French words of printed card text the English Oracle says otherwise (issue #23): an ability word printed with no
dash, a determiner negated with "au moins", a token put onto the battlefield "engagé et attaquant". Merged into the
tables of `effects.py` by `extend`; each entry says the card text it reads and the English Oracle wording."""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.fr.effect_older import merge_words

_TAPPED_ATTACKING = {
    f"{tapped} et {attacking}": "tapped_attacking"
    for tapped, attacking in (
        ("engagé", "attaquant"),
        ("engagée", "attaquante"),
        ("engagés", "attaquants"),
        ("engagées", "attaquantes"),
    )
}

_WORDS: dict[str, dict[str, str]] = {
    # "Irradiance ~ inflige 2 blessures à la créature ciblée et à chaque autre créature qui partage une couleur avec
    # elle.", "Empreinte Quand ~ arrive en jeu, …": an ability word printed with no dash (rule 207.2c), no rules
    # meaning: the sentence is read after it (`effects-fr.lark`), as the English "Radiance", "Imprint"
    "ABILITY_WORD": {"irradiance": "radiance", "empreinte": "imprint"},
    # "mettez sur le champ de bataille, engagé et attaquant, un jeton de créature 1/1 blanche Soldat", "qui est
    # engagé et attaquant": tapped and attacking, one state (the English "create … token that's tapped and attacking")
    "TAPPED": _TAPPED_ATTACKING,
    # "La créature ciblée perd toutes ses capacités et devient 0/1 jusqu'à la fin du tour.", "… perdent toutes leurs
    # capacités": the English "loses all abilities" (as "toutes les capacités")
    "KEYWORD": {"toutes ses capacités": "all_abilities", "toutes leurs capacités": "all_abilities"},
    # "vous pouvez le dégager et le retirer du combat": the English "untap ~ and remove it from combat"
    "REMOVE": {f"{it} retirer": str(Verb.REMOVE_COUNTER) for it in ("le", "la", "les")},
    "FROM_COMBAT": {"du combat": "combat"},
    # "Si un sort ou une capacité qu'un adversaire contrôle vous contraint à vous défausser de ~, …": the English "If a
    # spell or ability an opponent controls causes you to discard ~", the player the pronoun names (as the Spanish "te
    # hace descartar", whose terminal and rules it shares: `effects-fr.lark`)
    "CAUSES_DISCARD_ES": {"vous contraint à vous défausser de": "you"},
    # "Si ~ devait être mis dans un cimetière d'où qu'il vienne, …": the English "would be put into a graveyard from
    # anywhere" (as "depuis n'importe où", `effect_clauses.py`)
    "EVENT_VERB": {
        f"être {put} dans {where} d'où {that} vienne": str(Verb.PUT_INTO_GRAVEYARD)
        for put in ("mis", "mise", "mises")
        for where in ("un cimetière", "votre cimetière", "le cimetière de son propriétaire")
        for that in ("qu'il", "qu'elle")
    },
    # "Si ce joueur ne le fait pas, vous pouvez piocher une carte.": the English "If that player doesn't" (as "Si un
    # joueur fait ainsi" is "If a player does")
    "CANT": {"ne le fait pas": "dont", "ne le font pas": "dont"},
    # "lancer un sort de permanent d'une valeur de mana inférieure ou égale à 3": the English "with mana value 3 or
    # less", "de" elided into the article (as "avec une valeur de mana", `effect_phrases.py`)
    "WITH_STAT": {
        "d'une valeur de mana": "mana_value",
        "d'un coût converti de mana": "mana_value",
        "d'une force": "power",
        "d'une endurance": "toughness",
    },
    # "Si une source devait infliger des blessures au joueur enchanté, elle inflige le double de ces blessures à ce
    # joueur à la place.": the English "deals double that damage"
    "DAMAGE": {"le double de ces blessures": "double", "le triple de ces blessures": "triple"},
    # "~ gagne -2/-2 tant que le noir est la couleur la plus fréquente parmi tous les permanents.": the English "as long
    # as black is the most common color among all permanents or is tied for most common" (rule 105.1)
    "MOST_COMMON": {"est la couleur la plus fréquente parmi tous les permanents": "most_common"},
    # "Une fois par tour, vous pouvez lancer un sort …", "Une fois pendant chacun de vos tours, vous pouvez jouer un
    # terrain depuis votre cimetière …": the English "Once each turn", "Once during each of your turns"
    "ONCE": {
        "une fois par tour": "each_turn",
        "une fois pendant chacun de vos tours": "each_of_your_turns",
        "une fois par combat": "each_combat",
    },
    # "Si vous faites ainsi, répétez ce processus.": the English "repeat this process"
    "V_OBJ": {f"répétez {this}": str(Verb.REPEAT) for this in ("ce processus", "cette procédure")},
    "QUALIFIER": {f"qui {be} {state}": value for be in ("est", "sont") for state, value in _TAPPED_ATTACKING.items()}
    # "met ensuite sur le champ de bataille toutes les cartes qu'il a exilées de cette manière": the English "puts all
    # cards they exiled this way onto the battlefield"
    | {
        f"{that} {exiled} de cette manière": "exiled_this_way:by:they"
        for that in ("qu'il a", "qu'elle a", "qu'ils ont")
        for exiled in ("exilé", "exilée", "exilés", "exilées")
    },
}


def extend(
    words: dict[str, dict[str, str]], more: dict[str, dict[str, str]], after: dict[str, dict[str, dict[str, str]]]
) -> None:
    """Adds these phrases to the lexicon's tables in place (a phrase already held keeps its reading)."""
    merge_words(words, more, _WORDS)
    # "sacrifiez une créature si vous ne contrôlez pas au moins un ogre": the English "if you don't control an Ogre"
    # (the determiner "no" after "vous ne contrôlez", as "pas d'ogre", `effect_phrases.py`)
    no = after.setdefault("CONTROLLER", {}).setdefault("DET_A", {})
    for phrase in ("pas au moins un", "pas au moins une"):
        no.setdefault(phrase, "no")
    # after "qu'un adversaire contrôle", where "vous" alone is whom the next verb acts on (`effect_phrases.py` AFTER)
    after["CONTROLLER"].setdefault("CAUSES_DISCARD_ES", {}).update(_WORDS["CAUSES_DISCARD_ES"])
    # "Tant que vous contrôlez exactement une créature, …": after "exactement", "une" is the number one (the English
    # "exactly one creature", as "exactement deux créatures")
    after.setdefault("AT_LEAST", {}).setdefault("NUM", {}).update({"un": "1", "une": "1"})
    # but right after "si" the words stay one piece the grammar does not read there: "Si exactement une créature
    # attaque" is the state "If exactly one creature is attacking", not an attack (`effect_fixed.py`)
    whole = {"exactement un": "exactly", "exactement une": "exactly"}
    after.setdefault("IF", {}).setdefault("AT_LEAST", {}).update(whole)
