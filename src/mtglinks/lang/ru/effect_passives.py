"""Russian words of the effect grammar, as data: passives with "быть" ("может быть разыграна", "должны быть нанесены
повреждения"), a duration set off by its comma ("…, пока вы контролируете ~"), the keyword shadow in the cases "с"
and "без" take ("с тенью", "без тени") and the owner of ~ ("владелец ~"). Merged into the tables of `effects.py` by
`effect_sentences.py`, as `effect_clauses.py` is (effects.py is at its size limit).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import table

PASSIVE_WORDS: dict[str, dict[str, str]] = {
    # "Названная карта не может быть разыграна", "может быть разыграна, как будто у нее есть Миг": cast, done to the
    # subject (English "can't be cast"); "Названная карта не может быть сыграна" too, in the singular only: older
    # printings say the plural "сыграны" of abilities ("Активируемые способности … не могут быть сыграны", "activated":
    # old printed "played" of an ability, every use of the plural in printed-ru)
    "PASSIVE": table({"быть <разыгранный>": str(Verb.CAST), "быть сыграна|сыгран|сыграно": str(Verb.CAST)})
    | {"быть сыграны": str(Verb.ACTIVATE)},
    # "Если ~ должны быть нанесены повреждения", "Если повреждения должны быть нанесены вам": would be dealt
    # (effects-ru.lark `cond_would_dealt_ru`)
    "BE_DEALT": table({"быть <нанесенный>": "dealt"}),
    # "Повреждения не могуть быть предотвращены" (Everlasting Torment, Leyline of Punishment, Unstable Footing): the
    # printed misspelling of "не могут"
    "CANT": {"не могуть": "cant"},
    # "Названная карта не может быть разыграна", "Если это названная карта, …", "Если та карта является названной
    # картой, …": old printed "the named card" (rule 607.2d), a reference of its own as in English (`named_card`)
    "REF": table({"<названный> карта|карту|карты|картой": "named_card"}),
    # "владелец ~ втасовывает его в свою библиотеку": ~'s owner (effects-ru.lark `owner_before_ru`; alone, "владелец" is
    # the PLAYER its_owner, and a possessor after it would collide with a second object)
    "OWNER_OF_SELF": {"владелец ~": "owner"},
    # "Каждый раз, когда с ~ удаляется жетон +1/+1", "Когда временной жетон удаляется с ~": English "Whenever a +1/+1
    # counter is removed from ~" (the shared `event_counters_removed`; "с" before ~, in either order)
    "REMOVED_FROM": {"удаляется": "removed_from", "удаляются": "removed_from"},
}

PASSIVE_AFTER: dict[str, dict[str, dict[str, str]]] = {
    # "другой целевой перманент не может быть уничтожен, пока вы контролируете ~": the duration set off by its comma,
    # which the lexer drops before DURATION_SET_OFF and reads it as DURATION (effects/lexer_neighbours.py)
    "_COMMA": {"DURATION_SET_OFF": {"пока вы контролируете ~": "you_control"}},
    # "удалите другое целевое существо с тенью из игры", "существа без тени": the keyword shadow, not the subtype Shade
    "WITH": {"KEYWORD": {"тенью": "shadow"}},
    "WITHOUT": {"KEYWORD": {"тени": "shadow"}},
}
