"""Russian words of the sentences that refer to the cards another ability exiled and that the grammar did not read
(rule 607.2a, issue #23: `the_exiled_card` to be read from the effect tree; grammar/effects-ru/9-exiled3.lark, nodes in
effects/exiled3_shapes.py). As data, merged by `effect_sentences.py`."""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

EXILED3_WORDS: dict[str, dict[str, str]] = {
    # older "убранную карту" (the card removed from the game) beside "удаленную карту": "Когда Безликий Мясник покидает
    # игру, верните убранную карту в игру под контролем владельца." (Faceless Butcher; the English "the exiled card")
    "REF": table({"|<тот> <убранный> <карта>": "exiled_with"}),
    # the verb "turn" with its object before how the card will lie (as TURN_FACE_RU reads it before the object; the
    # card's back down is its face up): "переверните изгнанную карту рубашкой вниз" (Clone Shell)
    "TURN_RU": table({"<перевернуть>|<переворачивать>": "turn"}),
    "FACE_RU": table({"рубашкой_вниз|лицом_вверх": "face_up", "рубашкой_вверх|лицом_вниз": "face_down"}),
    # a number of the card exiled before, a reference the number names (`mana_value:of:exiled_with`, as the Spanish "el
    # coste de maná convertido de la carta exiliada" reads): "Сила и выносливость Живой Летописи равны конвертированной
    # мана-стоимости изгнанной карты." (Живая Летопись), "равные силе изгнанной карты"
    "QUANTITY": table(
        {
            "<конвертированный> мана-стоимости|мана-стоимость изгнанной карты": "mana_value:of:exiled_with",
            "<сила> изгнанной карты": "power:of:exiled_with",
            "<выносливость> изгнанной карты": "toughness:of:exiled_with",
        }
    ),
}

EXILED3_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # damage dealt to a player counted, the player in the dative before the passive "было нанесено" (as the Spanish
    # "recibió" reads, act_dealt_bound_es): "если в этом ходу оппоненту было нанесено 7 или более повреждений"
    # (Spinerock Knoll; the English "if an opponent was dealt 7 or more damage this turn")
    "PLAYER": {"DEALT": {"было нанесено": "dealt", "были нанесены": "dealt"}},
}
