"""Russian words of the cards another ability of the card exiled (rule 607.2a), as the English tables read "cards
exiled with ~": merged by `effect_sentences.py` beside the words of `effect_life_totals.py` ("изгнанные ~")."""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

EXILED_WITH_WORDS: dict[str, dict[str, str]] = {
    # older "выведенные из игры им" beside "изгнанные им" (the English "exiled with it")
    "QUALIFIER": table({"<выведенный> из игры им|ею|ими|~": "exiled_with_self"}),
}

# "Переверните рубашкой вниз все карты, удаленные из игры с помощью ~." (Manuscript Thief; the English "Turn face up
# all cards exiled with ~"): the card's back down is its face up, the verb `turn` with how the cards lie
EXILED_WITH_WORDS["TURN_FACE_RU"] = table(
    {
        "<перевернуть>|<переворачивать> рубашкой_вниз|лицом_вверх": "face_up",
        "<перевернуть>|<переворачивать> рубашкой_вверх|лицом_вниз": "face_down",
    }
)

# cards exiled with the object counted: "В конце хода, если три или более карт были удалены из игры через способность
# Погребальной Урны Колфенора, пожертвуйте ее." (the English "if three or more cards have been exiled with ~")
EXILED_WITH_WORDS["FIXED_COND"] = {
    f"{number} или более карт были {removed} {by} ~": "exiled_with_self"
    for number in ("две", "три", "четыре", "пять", "шесть", "семь")
    for removed in ("удалены из игры", "выведены из игры", "изгнаны")
    for by in ("через способность", "с помощью")
}

EXILED_WITH_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # older "выведенные из игры ~" beside "удаленные из игры ~", set off by its comma: "верните в свою руку все карты,
    # выведенные из игры Монастырем в бутылке, …", "Поместите карту, выведенную из игры с помощью Пасти пустоты, на
    # кладбище ее владельца:" (the English "a card exiled with ~")
    "_COMMA": {"SET_OFF": table({"<выведенный> из игры ~|с_помощью_~": "exiled_with_self"})},
}
# "До конца хода вы можете разыгрывать … карты, изгнанные ~ в этом ходу, без уплаты их мана-стоимости" (the English
# "cards exiled with ~ this turn"): the turn belongs to the participle, set off with it before the comma that closes it
EXILED_WITH_AFTER["_COMMA"]["SET_OFF"] |= table({"<изгнанный> ~ в_этом_ходу": "exiled_with_self:this_turn"})
# "каждый игрок переворачивает рубашкой вниз все изгнанные ~ карты, владельцем которых является, затем …" (Pyxis of
# Pandemonium; the English "all cards they own exiled with ~"): whose owner the subject is, set off by its comma
EXILED_WITH_AFTER["_COMMA"]["SET_OFF"]["владельцем которых является"] = "owner:they"
# "Оппоненты не могут разыгрывать карты с такими же именами, как у карт, изгнанных ~." (Godsend; the English "spells
# with the same name as a card exiled with ~"): the same names in the plural, "как у" (as) after the comma as "что у"
EXILED_WITH_WORDS["SAME"] = table({"такими|теми же именами|названиями": "name"})
EXILED_WITH_AFTER["_COMMA"]["AS"] = {"как у": "as"}
# "… с тем же названием, что и карты, которые ~ вывел из игры." (Circu, Dimir Lobotomist; the English "cards exiled
# with ~"): a clause of "который" whose subject is the card, set off by its comma
_BY_SELF = "вывел|вывела|вывело|удалил|удалила|удалило из_игры"
EXILED_WITH_AFTER["_COMMA"]["SET_OFF"] |= table(
    {f"<который> ~ {_BY_SELF}": "exiled_with_self", "<который> ~ изгнал|изгнала|изгнало": "exiled_with_self"}
)
# "Положите карту существа, изгнанную ~ на поле битвы под свой контроль." (Sisters of Stone Death,
# an older printing): under your control in the accusative (where to), as "под вашим контролем"
EXILED_WITH_WORDS["CONTROLLER"] = {"под свой контроль": "you", "под ваш контроль": "you"}
