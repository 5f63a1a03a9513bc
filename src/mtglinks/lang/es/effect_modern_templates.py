"""Spanish words of current templates (2017-2026) read by the effect grammar, from the modern sample
printed-es-modern: Role and Powerstone tokens ("una ficha de Papel de Majestad", "una ficha de Piedra de poder"),
counters named by a noun, "surja el caos", "de artefacto y/o de criatura", "entra preparada", "molida de esta manera",
"hasta el final de tu próximo turno", "que hayas lanzado". Merged at the end of `effects.py`, after the subtype table
is built (so these phrases are not replaced by it)."""

from __future__ import annotations

# The Role tokens of rule 111.10g ("Crea una ficha de Papel de Majestad anexada a esa criatura.": the English "Create a
# Royal Role token attached to that creature"): a subtype of two or three words, named with its English name.
_ROLES = {
    "maldito": "Cursed Role",
    "majestad": "Royal Role",
    "mago": "Sorcerer Role",
    "monstruo": "Monster Role",
    "virtuoso": "Virtuous Role",
    "malvado": "Wicked Role",
    "joven héroe": "Young Hero Role",
}

# Card types after "de" ("una carta de artefacto"), with their English names.
_CARD_TYPES = {
    "artefacto": "artifact",
    "criatura": "creature",
    "encantamiento": "enchantment",
    "tierra": "land",
    "planeswalker": "planeswalker",
    "batalla": "battle",
}

MODERN_TEMPLATE_WORDS: dict[str, dict[str, str]] = {
    # "Crea una ficha de Piedra de poder girada." (the English "Create a tapped Powerstone token"): a subtype of three
    # words
    "SUBTYPE": {f"{lead}{name}": role for name, role in _ROLES.items() for lead in ("papel de ", "de papel de ")}
    | {"piedra de poder": "Powerstone", "de piedra de poder": "Powerstone"},
    # "Pon un contador de entrenamiento sobre la criatura objetivo." (the English "a training counter"), "con dos
    # contadores de agotamiento sobre él" ("depletion counters"), "tres contadores de presagio" ("omen counters")
    "COUNTER_KIND": {"de entrenamiento": "training", "de agotamiento": "depletion", "de presagio": "omen"},
    # "Siempre que surja el caos, …" (Planechase, rule 901.9: the English "Whenever chaos ensues"), as "lances caos"
    "PHASE": {"surja el caos": "chaos_ensues", "surge el caos": "chaos_ensues"},
    # "Puedes jugar esa carta hasta el final de tu próximo turno." (impulse draw: the English "until the end of your
    # next turn", read as "until your next turn" is)
    "DURATION": {
        "hasta el final de tu próximo turno": "your_next_turn",
        "hasta el final de tu siguiente turno": "your_next_turn",
    },
    # "Roba una carta por cada otro hechizo de instantáneo y de conjuro que hayas lanzado este turno." (the English
    # "… spell you've cast this turn"), as "que lances" (lang/es/effect_states_except.py)
    "CONTROLLER": {
        f"que {done}": "cast_by_you" for done in ("hayas lanzado", "has lanzado", "lanzaste", "hayas jugado", "jugaste")
    },
    # "Mueve un contador +1/+1 de la criatura objetivo a una segunda criatura objetivo." (the English "Move a +1/+1
    # counter from target creature onto a second target creature", `act_move_counter`)
    "MOVE": dict.fromkeys(("mueve", "mueves", "mueva", "muevas", "mover"), "move"),
    # "… a una segunda criatura objetivo": a second target is another one (the English "a second target", `TARGET`)
    "ANOTHER": {"una segunda": "another", "un segundo": "another"},
    # "Esta criatura entra preparada." (the English "This creature enters prepared", a state it enters in, as "girada")
    "TAPPED": {form: "prepared" for form in ("preparado", "preparada", "preparados", "preparadas")},
}
# "por cada carta de artefacto y/o de criatura en tu cementerio": either type, one object (the English "artifact
# and/or creature card"), as "de instantáneo o de conjuro" (lang/es/effect_printed.py)
MODERN_TEMPLATE_WORDS["TYPE"] = {
    f"de {first} {join} {of}{second}": f"{one}_or_{other}"
    for first, one in _CARD_TYPES.items()
    for second, other in _CARD_TYPES.items()
    if first != second
    for join in ("o", "y/o")
    for of in ("", "de ")
}
# "Muele cinco cartas y luego regresa una carta de criatura molida de esta manera a tu mano." (the keyword action
# mill, rule 701.13: the English "milled this way"), as "exiliada de esta manera" (lang/es/effect_relatives.py)
_MILLED = ("molido", "molida", "molidos", "molidas")
MODERN_TEMPLATE_WORDS["QUALIFIER"] = {
    f"{form} de esta {way}": "milled_this_way" for form in _MILLED for way in ("manera", "forma")
}
MODERN_TEMPLATE_WORDS["PARTICIPLE"] = dict.fromkeys(_MILLED, "mill")
MODERN_TEMPLATE_WORDS["OBJ_PHRASE"] = {
    f"{the} {form} de esta {way}": "card:milled_this_way"
    for the, form in (("la carta", "molida"), ("las cartas", "molidas"))
    for way in ("manera", "forma")
}
# "las cartas de instantáneo y de conjuro en tu cementerio" (the English "instant and sorcery cards in your graveyard")
MODERN_TEMPLATE_WORDS["TYPE"] |= {"de instantáneo y de conjuro": "instant_or_sorcery"}
