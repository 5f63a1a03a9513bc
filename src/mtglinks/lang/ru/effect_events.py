"""Russian words of trigger events, as data: the step of the player who controls an enchanted permanent, that player
named by a participle set off by its comma ("шага поддержки игрока, контролирующего зачарованное существо"), and a
second trigger word after "или" ("…, или когда …"); and of where a card is put: "attached to" after the zone,
"transformed"; "на активацию" after the spending of mana, and "таких фишек". Merged into the tables of `effects.py` by
`effect_sentences.py` (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

EVENT_WORDS: dict[str, dict[str, str]] = {
    # "В начале шага поддержки игрока, контролирующего зачарованное существо, …": English "At the beginning of the
    # upkeep of enchanted creature's controller" (value "enchanted_controller:upkeep"): the step of a player, then
    # who that player is, after a comma the lexer drops (effects/lexer_neighbours.py `_SET_OFF_AS`)
    "PLAYERS_STEP": table({"шага|этапа|фазы поддержки игрока": "upkeep", "шага взятия карты игрока": "draw_step"}),
    "WHOSE_STEP_SET_OFF": table(
        {
            "контролирующего зачарованное существо": "enchanted_controller",
            "контролирующего зачарованный перманент|артефакт": "enchanted_controller",
            "контролирующего зачарованную землю": "enchanted_controller",
        }
    ),
    # "Когда вы совершаете цикл ~, или когда они попадают из игры на кладбище, …": a second trigger word after "или"
    # (English "When you cycle ~ or it dies"), one token so that the comma before it is not an object list's (the
    # lexer drops it: effects/lexer_neighbours.py `_SET_OFF`)
    "OR_WHEN": {"или когда": "or_when", "либо когда": "or_when"},
    # "верните его на поле битвы трансформированным под вашим контролем": English "return it to the battlefield
    # transformed under your control" (a state it enters in, as "повернутым" is)
    "TAPPED": table({"<трансформированный>": "transformed"}),
    # "Тратьте эту ману только на разыгрывание заклинаний артефактов или на активацию способностей артефактов": English
    # "… or activate abilities of artifacts" (the verb a noun after the spending, as "на разыгрывание" is)
    "V_OBJ": {"на активацию": "activate"},
    # "положите на поле битвы двенадцать таких фишек вместо этого": English "create twelve of those tokens instead"
    # (those the sentence before made: the anaphora)
    "SUCH_TOKENS": {"таких фишек": "anaphora"},
}

# Read first right after the terminal named: "на поле битвы прикрепленным к целевому существу", "в игру прикрепленной к
# ~": English "onto the battlefield attached to …" (after the zone only, so that "Аура, прикрепленная к существу" stays
# a relative)
EVENT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "ZONE": {"ATTACHED_TO": {"прикрепленным к": "attached_to", "прикрепленной к": "attached_to"}},
}
