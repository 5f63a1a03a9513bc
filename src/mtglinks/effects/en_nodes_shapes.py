"""Shapes of grammar/effects.lark for English card text (its block "en-nodes"): stickers put on permanents, a choice
made secretly, cards separated into piles, a number added to a die's result, a row of keywords, damage named by its
source, entering or turning face up as one condition. A mixin of the effect Transformer (`transformer.py`), whose
methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.action_object_shapes import ActionObjectShapeRules
from mtglinks.effects.choice_shapes import ChoiceShapeRules
from mtglinks.effects.chosen2_shapes import Chosen2ShapeRules
from mtglinks.effects.chosen_ref_shapes import ChosenRefShapeRules
from mtglinks.effects.cost_copy_shapes import CostCopyShapeRules
from mtglinks.effects.count_control_shapes import CountControlShapeRules
from mtglinks.effects.en_more_shapes import EnMoreShapeRules
from mtglinks.effects.en_state_shapes import EnStateShapeRules
from mtglinks.effects.enpat_shapes import EnpatShapeRules
from mtglinks.effects.exiled_ref_shapes import ExiledRefShapeRules
from mtglinks.effects.exself_shapes import ExselfShapeRules
from mtglinks.effects.frame_shapes import FrameShapeRules
from mtglinks.effects.grama_shapes import GramaShapeRules
from mtglinks.effects.gramb_shapes import GrambShapeRules
from mtglinks.effects.gramc_shapes import GramcShapeRules
from mtglinks.effects.gramd_shapes import GramdShapeRules
from mtglinks.effects.grame_shapes import GrameShapeRules
from mtglinks.effects.grammar_stop_shapes import GrammarStopShapeRules
from mtglinks.effects.grammar_tail2_shapes import GrammarTail2ShapeRules
from mtglinks.effects.grammar_tail_shapes import GrammarTailShapeRules
from mtglinks.effects.kept_shapes import KeptShapeRules
from mtglinks.effects.last_six_shapes import LastSixShapeRules
from mtglinks.effects.lex_ak_shapes import LexAkShapeRules
from mtglinks.effects.lex_group_shapes import LexGroupShapeRules
from mtglinks.effects.lex_lz_shapes import LexLzShapeRules
from mtglinks.effects.lex_word_shapes import LexWordShapeRules
from mtglinks.effects.lexa_shapes import LexaShapeRules
from mtglinks.effects.lexb_shapes import LexbShapeRules
from mtglinks.effects.lexd_shapes import LexdShapeRules
from mtglinks.effects.lexer import Token
from mtglinks.effects.object_more_shapes import ObjectMoreShapeRules
from mtglinks.effects.objects_costs_shapes import ObjectsCostsShapeRules
from mtglinks.effects.old_verb_shapes import OldVerbShapeRules
from mtglinks.effects.parts import Part, Span, Subject, make_action, prevented_deal, set_actor, span_of, tokens_of
from mtglinks.effects.passive_shapes import PassiveShapeRules
from mtglinks.effects.planes_half_shapes import PlanesHalfRules
from mtglinks.effects.restriction_shapes import RestrictionShapeRules
from mtglinks.effects.round21_shapes import Round21ShapeRules
from mtglinks.effects.sentence_tail_shapes import SentenceTailShapeRules
from mtglinks.effects.stop_last_shapes import StopLastShapeRules
from mtglinks.effects.stop_shapes import StopShapeRules
from mtglinks.effects.targets_shapes import TargetsShapeRules
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, Reference


class NodeShapeRules(
    EnMoreShapeRules,
    EnStateShapeRules,
    PlanesHalfRules,
    TargetsShapeRules,
    CountControlShapeRules,  # ride here: transformer.py is full
    FrameShapeRules,
    ActionObjectShapeRules,
    RestrictionShapeRules,
    ObjectMoreShapeRules,
    PassiveShapeRules,
    CostCopyShapeRules,
    ObjectsCostsShapeRules,
    StopShapeRules,
    StopLastShapeRules,
    LastSixShapeRules,
    LexGroupShapeRules,
    GrammarStopShapeRules,
    KeptShapeRules,
    OldVerbShapeRules,
    SentenceTailShapeRules,
    ChoiceShapeRules,
    LexWordShapeRules,
    GrammarTailShapeRules,
    ChosenRefShapeRules,
    GrammarTail2ShapeRules,
    LexLzShapeRules,
    LexAkShapeRules,
    ExiledRefShapeRules,
    Round21ShapeRules,
    GramaShapeRules,
    GrambShapeRules,
    GramcShapeRules,
    GrameShapeRules,
    GramdShapeRules,
    LexaShapeRules,
    LexbShapeRules,
    LexdShapeRules,
    EnpatShapeRules,
    ExselfShapeRules,
    Chosen2ShapeRules,
):
    """The methods of the rules of the block "en-nodes" (see the module docstring)."""

    def act_put_sticker(self, children: list[Any]) -> Action:
        """ "put a name sticker on it": the sticker's kind (`sticker:name`, `sticker:any` for "a sticker") in the
        detail, the object it goes on the action's object."""
        kinds = [f"sticker:{t.value}" for t in tokens_of(children, "STICKER")]
        return make_action(Verb.PUT_STICKER, children, detail=kinds)

    def act_secretly(self, children: list[Any]) -> Effect:
        """ "secretly choose an opponent": the choice (or action), marked `secretly` (its options or its detail);
        "simultaneously untap …" marked `simultaneously` (the word's value)."""
        node: Effect = children[-1]
        mark = children[0].value if isinstance(children[0], Token) else "secretly"
        if isinstance(node, Choice):
            node.options.append(mark)
        elif isinstance(node, Action):
            node.detail.append(mark)
        node.span = span_of(children)
        return node

    def act_separate(self, children: list[Any]) -> Action:
        """ "separates those cards into two piles": the objects separated, the piles (`piles:two`,
        `piles:face_down_and_face_up`) in the detail."""
        piles = next(t for t in children if isinstance(t, Token) and t.type == "PILES")
        return make_action(children[0].value, children, detail=[f"piles:{piles.value}"])

    def act_add_to_roll(self, children: list[Any]) -> Action:
        """ "… and add the number of cards in your hand" (after a die is rolled): a number added to the result,
        the verb `roll` with detail `add` and the amount (as "equal to the number of …" reads)."""
        rest = children[1:]
        is_stat = isinstance(rest[0], Token) and rest[0].type == "THE"
        amount = self.stat_of(rest) if is_stat else self.quantity(rest)  # type: ignore[attr-defined]
        return make_action(Verb.ROLL, [children[0], amount], detail=["add"])

    def keyword_line(self, children: list[Any]) -> list[Effect]:
        """ "Deathtouch", "Exalted, exalted" alone as a sentence (a sticker's or a level's row): the object has
        them, as "~ has deathtouch" reads (its actor the object the row is printed on, unsaid)."""
        keywords = children[0]
        return [make_action(Verb.GAIN_ABILITY, children, detail=list(keywords))]

    def cond_as_either(self, children: list[Any]) -> EffectCondition:
        """ "As ~ enters or is turned face up,": the condition `as` about both actions, each done by the subject."""
        subject = next(c for c in children if isinstance(c, Subject))
        actions = [c for c in children if isinstance(c, Action)]
        for action in actions:
            own = action.span
            set_actor(action, subject)
            if action is not actions[0]:
                action.span = own  # the second keeps its own words, as an alternative's verb does
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="as", about=list(actions))

    def with_sticker(self, children: list[Any]) -> Part:
        """ "with a name sticker on it": the object's qualifier `with_sticker:name` (as `with_counter:+1/+1`)."""
        return ("qualifier", f"with_sticker:{children[1].value}", span_of(children))

    def by_paying(self, children: list[Any]) -> Part:
        """ "by paying {W}{U}{B}{R}{G}", "by paying 2 life", "by paying life equal to its mana value": the cost paid,
        the action's detail `by_paying:<mana>` or `by_paying:life:<amount>`."""
        paid = children[1]
        if isinstance(paid, Token) and paid.type == "SYMBOLS":
            return ("detail", f"by_paying:{paid.value}", span_of(children))
        amount = next((c[1] for c in children if isinstance(c, tuple) and c[0] == "amount"), None)
        if amount is None:  # "2 life": the amount rule gives the number's token
            amount = next((c.value for c in children[1:] if isinstance(c, Token) and c.type != "LIFE"), "")
        return ("detail", f"by_paying:life:{amount}", span_of(children))

    def in_addition_costs(self, children: list[Any]) -> Part:
        """ "in addition to paying its other costs": the cost said before is added, detail `in_addition:other_costs`."""
        return ("detail", f"in_addition:{children[0].value}", span_of(children))

    def except_all(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "…, except its name is ~, it's 4/4, and it has this ability": a copy's exceptions, each a condition (a
        predicate with no subject, "and has haste", the condition `did` about its action), the action's condition
        `except:all` about them (as "except it has haste" is `except:<its test>`)."""
        about: list[Effect] = [
            c if isinstance(c, EffectCondition) else EffectCondition(EffectKind.CONDITION, "", c.span, "did", [c])
            for c in children
            if isinstance(c, EffectCondition | Action)
        ]
        node = EffectCondition(EffectKind.CONDITION, "", span_of(children), test="except:all", about=about)
        return ("condition", node, node.span)

    def act_gain_ability_and_self(self, children: list[Any]) -> Action:
        """ "has vigilance and this ability" (a copy's exceptions): the keywords in the detail, as "has vigilance"
        reads, and the ability itself its object, as "has this ability" reads."""
        action = make_action(Verb.GAIN_ABILITY, children[:2], detail=list(children[1]))
        action.objects.append(Reference(EffectKind.REFERENCE, "", span_of(children[-1:]), refers="self"))
        action.span = span_of(children)
        return action

    def x_is_sentence(self, children: list[Any]) -> list[Effect]:
        """ "X is the mana value of the exiled card.": the value X must take, a condition of the ability (its test
        `x_is:<the amount>`, about what is counted when the amount counts objects)."""
        quantity = children[2]
        about: list[Effect] = [quantity[3]] if len(quantity) > 3 and isinstance(quantity[3], Effect) else []
        test = f"{children[0].value}_is:{quantity[1]}".lower()
        return [EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=about)]

    def act_create_under_control(self, children: list[Any]) -> Action:
        """ "would create one or more tokens under your control": the tokens made, `under_your_control` in the
        detail (as the passive "would be created under your control" reads)."""
        action = make_action(Verb.CREATE, children, zone_to="battlefield", detail=["under_your_control"])
        action.span = span_of(children)
        return action

    def doubled_instead(self, children: list[Any]) -> Action:
        """ "…, it creates twice that many of those tokens instead", "…, it puts twice that many of those counters on
        that permanent instead": the event's own tokens (or counters, on the objects), made twice over in its place,
        the amount `2*that_many`, detail `instead`, the condition the event replaced."""
        twice, many = tokens_of(children, "TWICE")[0], tokens_of(children, "THAT_MANY")[0]
        subject = next((c for c in children if isinstance(c, Subject)), None)
        if tokens_of(children, "CREATE"):
            that = self.reference(tokens_of(children, "REF")[-1:])
            action = make_action(Verb.CREATE, [that], zone_to="battlefield", detail=["instead"])
        else:
            on = [c for c in children[children.index(tokens_of(children, "ON")[0]) :] if not isinstance(c, Token)]
            action = make_action(Verb.PUT_COUNTER, on, detail=["instead"])
        action.amount = f"{twice.value}*{many.value}"
        if subject is not None:
            set_actor(action, subject)
        action.condition = children[0]
        action.span = span_of(children)
        return action

    def cond_would_and(self, children: list[Any]) -> EffectCondition:
        """ "If a nontoken creature would enter and it wasn't cast, …": the event replaced (`would`, as "If ~ would
        die" reads) and the other condition (either of two when "or" joins them), both to hold (`and`)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "AND")
        would: EffectCondition = self.cond_would(children[:at])  # type: ignore[attr-defined]
        others: list[Effect] = [c for c in children[at:] if isinstance(c, EffectCondition)]
        other = others[0]
        if len(others) > 1:
            other = EffectCondition(EffectKind.CONDITION, "", span_of(children[at + 1 : -1]), test="any", about=others)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=[would, other])

    def act_prevent_dealt_to(self, children: list[Any]) -> Action:
        """ "Prevent all damage a source of your choice would deal to you this turn": the prevention (amount `all`,
        detail `dealt_by` as "… target creature would deal" reads), its object the damage the source would deal to
        the objects after "to" (an action `deal_damage`, its actor the source)."""
        at = children.index(tokens_of(children, "TO")[0])
        lasting = tokens_of(children, "DURATION")
        source = next(c for c in children[:at] if isinstance(c, list))
        return prevented_deal(children, source, children[at : len(children) - len(lasting)], lasting)

    def with_stat_either(self, children: list[Any]) -> Part:
        """ "with mana value 1 or 2", "with power 4, 5, or 6": any of the numbers listed, the qualifier
        `<stat>:<n>_or_<m>:exactly` (as "with mana value 3" is `mana_value:3:exactly`)."""
        numbers = "_or_".join(str(t.value) for t in tokens_of(children, "NUM"))
        return ("qualifier", f"{children[0].value}:{numbers}:exactly", span_of(children))
