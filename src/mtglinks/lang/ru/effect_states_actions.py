"""Russian words of the effect grammar, as data: a state said with a short participle ("Пока ~ зачарован") or the
present tense ("Пока ~ атакует"), keyword actions said with "используйте" ("используйте Содействие 2") or whole
("повторите этот процесс"), "в этом бою" and a keyword's cost ("Стоимость Воспоминания равна ее мана-стоимости").
Merged into the tables of `effects.py` by `effect_sentences.py`, as `effect_clauses.py` is (effects.py is at its
size limit).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import table

STATE_ACTION_WORDS: dict[str, dict[str, str]] = {
    # "Пока ~ зачарован, он получает способность полета": English "as long as ~ is enchanted" (effects-ru.lark
    # `cond_state_ru`, "is" unsaid); the short forms only ("зачарованное существо" is the enchanted creature)
    "STATUS": {"зачарован": "enchanted", "зачарована": "enchanted", "зачаровано": "enchanted"},
    "V_NUM": table(
        {
            # "Когда ~ выходит на поле битвы, используйте Содействие 2": support 2 (the keyword action, rule 701.35)
            "<использовать> содействие": str(Verb.SUPPORT),
            # "Если вы это делаете, повторите этот процесс": repeat this process
            "<повторить>|<повторять> этот процесс": str(Verb.REPEAT),
        }
    ),
    # "То существо не может блокировать в этом бою": this combat
    "DURATION": {"в этом бою": "this_combat"},
    # "Стоимость Воспоминания равна ее мана-стоимости": the keyword's cost set to the card's own mana cost (English
    # "The flashback cost is equal to its mana cost"; effects-ru.lark `keyword_cost_equal_ru`)
    "COST_OF": {"стоимость": "cost"},
    "OWN_MANA_COST": table({"его|ее|её|их мана-стоимости": "mana_cost"}),
}

# "Пока ~ атакует, он имеет Первый удар", "Активируйте эту способность, только если ~ атакует": the present tense after
# "пока" and "только если" is the state, English "as long as ~ is attacking" (effects-ru.lark `cond_self_state_ru`);
# elsewhere "~ атакует" is the attack ("Каждый раз, когда ~ атакует")
_SELF_STATE = {"SELF_STATE": {"~ атакует": "attacking", "~ блокирует": "blocking"}}
STATE_ACTION_AFTER: dict[str, dict[str, dict[str, str]]] = {"AS_LONG_AS": _SELF_STATE, "ACTIVATE_ONLY_IF": _SELF_STATE}
