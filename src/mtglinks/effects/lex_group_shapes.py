"""Shapes of grammar/effects-en/4-lex-groups.lark: the English words the lexicon lacked that needed a shape of their
own: an Alchemy card that specializes from a zone, a payment that ends the effect it is part of ("You may pay {W} to end
this effect."), the result of a die the player rolled ("If you rolled 7, …"). A mixin of the effect Transformer
(`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import make_action, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition


class LexGroupShapeRules:
    """The methods of the rules of grammar/effects-en/4-lex-groups.lark (see the module docstring)."""

    def act_specialize_from(self, children: list[Any]) -> Action:
        """ "~ specializes from your graveyard": the verb and the zone it specialized from (only specialize is read
        so: no other verb alone takes "from" a zone)."""
        if children[0].value != Verb.SPECIALIZE:
            refuse(f"{children[0].value!r} from a zone")
        return make_action(Verb.SPECIALIZE, children, zone_from=value_of(children, "ZONE"))

    def act_pay_to_end(self, children: list[Any]) -> Action:
        """ "pay {W} to end this effect": the mana paid, and what paying it does (`to_end:this_effect`)."""
        end = tokens_of(children, "PAY_TO_END")[0]
        return make_action(
            Verb.PAY, children, amount=value_of(children, "SYMBOLS"), detail=["mana", f"to_end:{end.value}"]
        )

    def cond_rolled(self, children: list[Any]) -> EffectCondition:
        """ "if you rolled 6 or higher": the result compared, as "if the result is 6 or higher" reads
        (`compare:result:or_more:6`)."""
        bound = value_of(children, "OR_MORE") or "exactly"
        test = f"compare:{children[0].value}:{bound}:{value_of(children, 'NUM')}"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test)

    def cond_rolled_any(self, children: list[Any]) -> EffectCondition:
        """ "if you rolled 2, 3, or 12": the result one of the numbers (`any`, each an exact comparison)."""
        result = children[0].value
        either: list[Effect] = [
            EffectCondition(EffectKind.CONDITION, "", span_of([n]), test=f"compare:{result}:exactly:{n.value}")
            for n in tokens_of(children, "NUM")
        ]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="any", about=either)

    def cond_for_each_times(self, children: list[Any]) -> EffectCondition:
        """ "For each odd result, …": the action done once per time counted (`for_each:odd_results`)."""
        return EffectCondition(EffectKind.CONDITION, "", span_of(children[:1]), test=f"for_each:{children[0].value}")
