"""Russian words of the effect grammar, as data: a state said with a short participle ("Пока ~ зачарован") or the
present tense ("Пока ~ атакует"), keyword actions said with "используйте" ("используйте Содействие 2") or whole
("повторите этот процесс"), "в этом бою" and a keyword's cost ("Стоимость Воспоминания равна ее мана-стоимости").
Merged into the tables of `effects.py` by `effect_sentences.py`, as `effect_clauses.py` is (effects.py is at its
size limit).
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.ru.effect_forms import table

_MAY_ACTIVATE = "вы можете разыграть|разыгрывать|активировать|использовать|играть|сыграть эту способность"
# the types "не являющийся ни …, ни …" names
_NOT = {"<существо>": "not:creature", "<земля>": "not:land", "<артефакт>": "not:artifact", "чарами": "not:enchantment"}

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
    # "Вы можете разыгрывать одну дополнительную землю в каждом из ваших ходов": on each of your turns
    "DURATION": {"в этом бою": "this_combat"}
    | table({"в каждом из ваших ходов": "each_of_your_turns", "в каждом из своих|его|их ходов": "each_of_their_turns"}),
    # "Стоимость Воспоминания равна ее мана-стоимости": the keyword's cost set to the card's own mana cost (English
    # "The flashback cost is equal to its mana cost"; effects-ru.lark `keyword_cost_equal_ru`)
    "COST_OF": {"стоимость": "cost"},
    "OWN_MANA_COST": table({"его|ее|её|их мана-стоимости": "mana_cost"}),
    # "карту, не являющуюся ни существом, ни землей": neither a creature nor a land (English "a noncreature, nonland
    # card"), the second "ни" after its comma (below)
    # "Вы можете не разворачивать ~ во время вашего шага разворота": during whose step (English "during your untap
    # step", value "<whose>:<step>")
    "DURING": table(
        {
            "во время <ваш>|своего шага|этапа разворота": "your:untap_step",
            "во время своих шагов|этапов разворота": "their:untap_step",
            "во время <ваш>|своего шага|этапа поддержки": "your:upkeep",
        }
    ),
    # "Вы можете разыграть эту способность только во время вашего этапа поддержки": Activate only during your upkeep
    # (the bound said as a permission; the imperative's forms are effects.py's)
    "TIMING": table(
        {
            f"{_MAY_ACTIVATE} только во время <ваш> шага|этапа поддержки": "your_upkeep",
            "активируйте|используйте|разыгрывайте|играйте эту способность только во время <ваш> этапа поддержки": (
                "your_upkeep"
            ),
            f"{_MAY_ACTIVATE} только во время вашего хода": "your_turn",
            f"{_MAY_ACTIVATE} только как волшебство": "sorcery",
            # "Играйте эту способность только во время шага конца боя": Activate only during the end of combat step
            "активируйте|используйте|разыгрывайте|играйте эту способность только во время шага|этапа конца боя": (
                "end_of_combat"
            ),
        }
    ),
    # "существом с базовыми силой и выносливостью 5/5": with base power and toughness (English's STAT)
    "STAT": table(
        {
            "<базовый> силой и выносливостью": "base_power_toughness",
            # "Зачарованное существо имеет базовую силу и выносливость 0/2": has base power and toughness
            "<базовый> силу и выносливость": "base_power_toughness",
        }
    ),
    # "Вы можете разыграть одну дополнительную землю в этом ходу": an additional land ("одну" said beside it)
    "DET_A": table({"<один> <дополнительный>": "additional"}),
    "SET_OFF": table({f"не <являющийся> ни {noun}": value for noun, value in _NOT.items()}),
}

# "Пока ~ атакует, он имеет Первый удар", "Активируйте эту способность, только если ~ атакует": the present tense after
# "пока" and "только если" is the state, English "as long as ~ is attacking" (effects-ru.lark `cond_self_state_ru`);
# elsewhere "~ атакует" is the attack ("Каждый раз, когда ~ атакует")
_SELF_STATE = {"SELF_STATE": {"~ атакует": "attacking", "~ блокирует": "blocking"}}
STATE_ACTION_AFTER: dict[str, dict[str, dict[str, str]]] = {
    "AS_LONG_AS": _SELF_STATE,
    "ACTIVATE_ONLY_IF": _SELF_STATE,
    "ONLY_IF_SET_OFF": _SELF_STATE,  # "…, только если ~ атакует" (the comma dropped: effect_sentences.py)
    # "…, ни землей": the second type of "не являющийся ни …, ни …" (SET_OFF, whose comma the lexer drops)
    "_COMMA": {"SET_OFF": table({f"ни {noun}": value for noun, value in _NOT.items()})},
    # "то существо получает дополнительно +2/+2": an additional bonus (English "gets an additional +2/+2"), the adverb
    # read as "дополнительные +1/+0" is (effects-ru.lark `act_modify_pt` of GAIN DET_A PT)
    "GAIN": {"DET_A": {"дополнительно": "additional"}},
    # "входят в игру с жетоном дротика на себе": on it (the reflexive, as "на нем")
    "ON": {"REF": {"себе": "anaphora"}},
    # "целевую карту существа с Инфекцией из вашего кладбища": where the card is, after the keyword (there "из" is
    # otherwise the "from" of protection)
    "KEYWORD": {"ZONE": table({"из вашего|своего кладбища": "graveyard"})},
}
