"""Russian words of the effect grammar, as data: phrases set off by their comma ("за каждый Усилитель, полученный ~",
"существо, отличное от ~"), the caster after a relative pronoun ("которую вы разыграете"), amounts ("где X равняется
его силе", "1 плюс …", "тринадцать"), counters put said with "помещается", and a few more words of older printings
("Пока длится ваш ход", "в одиночку", "снаряжен", "новые цели для", "типы существ"). Merged into the tables of
`effects.py` by `effect_sentences.py`, as `effect_passives.py` is (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

SET_OFF_AMOUNT_WORDS: dict[str, dict[str, str]] = {
    # "за каждый Усилитель, полученный ~" (multikicker, older printings): the kicker before the participle set off by
    # its comma (the lexer drops that comma before KICKED_SET_OFF: effects/lexer_neighbours.py `_SET_OFF_AS`)
    "FOR_EACH_KICKER": table({"за каждый усилитель|мультиусилитель": "times_kicked"}),
    "KICKED_SET_OFF": {"полученный ~": "self"},
    # "где X равняется его силе", "где X равно …": English "where X is" (the verb for the dash)
    "WHERE_X": table({"где x|х равняется|равно|равен|равна": "x"}),
    # "где X равняется силе ~": ~'s power, the dative ("сила ~" is the nominative, in effect_quantities.py)
    # "равное его здоровью", "здоровью ~": "здоровье", older printings' word for toughness
    "QUANTITY": table({"силе ~": "power", "его|ее|её|своему здоровью": "toughness", "здоровью ~": "toughness"}),
    # "где X равно 1 плюс количество карт с названием ~ на всех кладбищах": a sum (English "1 plus the number of …")
    "PLUS": {"плюс": "plus"},
    # "Пока длится ваш ход", "Пока длится не ваш ход": English "as long as it's (not) your turn" ("это" elsewhere)
    "IT_IS": {"длится": "is", "длится не": "is_not"},
    # "~ не может атаковать или блокировать в одиночку": alone
    "ALONE": {"в одиночку": "alone"},
    # "Вы можете выбрать новые цели для целевого заклинания": new targets for an object said after "для" (English
    # "choose new targets for target spell", rule 115.7; "для копии" is a CHOICE whole in effect_phrases.py)
    # "Каждый раз, когда на ~ помещается жетон +1/+1": counters put, the subject after the verb (effects-ru.lark)
    "PUT_ON": {"помещается": "put_on", "помещаются": "put_on", "кладется": "put_on", "кладутся": "put_on"},
    # "теряет все свои типы существ": English "loses all creature types" (rule 205.3m)
    "NOUN": table({"свои типы существ": "creature_type", "типы существ": "creature_type"}),
    # "Пока ~ снаряжен, он получает +1/+1": English "as long as ~ is equipped" (as "зачарован", effect_states_actions)
    "STATUS": {"снаряжен": "equipped", "снаряжена": "equipped", "снаряжено": "equipped", "снаряжены": "equipped"},
    # "верните контролируемую вами землю в руку владельца": a land you control, the controller before the noun
    "CAST_BY": table({"<контролируемый> вами": "you"}),
    # "Отмените целевое заклинание, нацеленное на вас или на перманент под вашим контролем": that targets
    "THAT_TARGETS": table({"<нацеленный> на": "targets"}),
    # "тринадцать верхних карт", "двадцать или более карт": numbers the base table leaves out
    "NUM": {"восемь": "8", "девять": "9", "двенадцать": "12", "тринадцать": "13", "двадцать": "20"},
    # "Целевое существо наносит самому себе повреждения, равные своей силе": English "deals damage to itself"
    "REF": {"самому себе": "anaphora", "самой себе": "anaphora"},
    # "контролировавший его игрок кладет на поле битвы одну фишку": its controller (the past participle, the object
    # gone: English "its controller creates …")
    "PLAYER": table({"контролировавший его|ее|её игрок": "its_controller"}),
    # "В качестве дополнительной стоимости ~ уплатите Х жизней": the card's name right after, "разыгрывания" unsaid
    "ADDITIONAL_COST": {"в качестве дополнительной стоимости ~": "spell"},
    # "Если вы не можете это сделать, пожертвуйте ~", "Если это невозможно, …": English "If you can't"
    "IF_YOU_DO": {
        "если вы не можете это сделать": "you_cant",
        "если вы не можете этого сделать": "you_cant",
        "если это невозможно": "you_cant",
    },
    "STAT_IS": {"сила и здоровье": "power_toughness"},
    # "Сила и здоровье ~ равняются числу Иллюзий в игре": are equal to (the verb for "равны")
    "EQUAL_TO": {"равняется": "equal_to", "равняются": "equal_to"},
    "NEW_TARGETS_FOR": {"новые цели для": "targets", "новую цель для": "targets"},
    # "целевое существо отличное от ~": English "other than ~" (after its comma: OTHER_THAN_SET_OFF, below)
    "OTHER_THAN": table({"<отличный> от": "other_than"}),
}

SET_OFF_AMOUNT_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "Следующая карта волшебства, которую вы разыграете в этом ходу": English "the next sorcery card you cast this
    # turn" (the caster after the relative pronoun, as "которые вы контролируете" is the controller)
    "RELATIVE": {"CONTROLLER": table({"вы разыграете|разыгрываете": "cast_by_you"})},
    # "Сила и здоровье ~ равны …" at the start of a sentence (as "Сила и выносливость ~ равны …")
    "": {"STAT_IS": {"сила и здоровье": "power_toughness"}},
    # "целевое существо не может быть уничтожено в этом ходу", "существа под вашим контролем не могут быть
    # уничтожены": older printings' words for indestructible (rule 702.12b), the keyword the Oracle text grants
    # (effects-ru.lark); right after the subject, or after "и" that joins it as a clause of its own ("~ имеет
    # Порчеустойчивость и не может быть уничтожен": English "has hexproof and indestructible")
    **{
        subject: {"CANT_BE_DESTROYED": table({"не может|могут быть <уничтоженный>": "indestructible"})}
        for subject in ("TYPE", "NOUN", "SUBTYPE", "SELF", "CONTROLLER", "REF", "ALSO", "AND")
    },
    # "пожертвуйте существо, отличное от ~": the comma before "other than" is dropped by the lexer (`_SET_OFF_AS`)
    "_COMMA": {"OTHER_THAN_SET_OFF": table({"<отличный> от": "other_than"})},
}
