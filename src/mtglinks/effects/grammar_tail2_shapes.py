"""Shapes of grammar/effects-en/7-grammar-tail2.lark: more English constructions of the 2026 Oracle text whose
reading stopped in the grammar (issue #22, after `grammar_tail_shapes.py`). A mixin of the effect Transformer
(`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Span, make_action, span_of, tokens_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, Reference

# what wasn't done to the exiled cards, as the lexicon's QUALIFIER values read ("not cast this way", "that weren't cast
# this way", "that weren't cast")
_NOT_CAST = frozenset({"not_cast_this_way", "not_cast"})


class GrammarTail2ShapeRules:
    """The methods of the rules of grammar/effects-en/7-grammar-tail2.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`effects/nouns.py`)."""

        def x_bound(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/verb_shapes.py`)."""

        def act_draw(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

    def keyword_of_kind(self, children: list[Any]) -> Detail:
        """ "Fox offering", "snow forestwalk", "artifact landwalk": the keyword, the kind said before it its quality
        (`keyword:offering:of:Fox`)."""
        kind, keyword = children
        return Detail([f"keyword:{keyword.value}:of:{kind.value}"], span_of(children))

    def act_be_keywords_also(self, children: list[Any]) -> Action:
        """ "~ is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types.": what the object
        is (`act_be`), the qualifier after it (`in_addition`) the object's, as `act_be_also` files it."""
        qualifier = children[-1]
        if qualifier.value != "in_addition":
            refuse(f'"{qualifier.text}" after what an object is')
        what = self.object_phrase([*children[1:-1], ("qualifier", qualifier.value, span_of([qualifier]))])
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])

    def x_bound_when(self, children: list[Any]) -> list[Effect]:
        """ "If you cast ~ this way, X can't be 0.": the bound (`x_bound`), the condition before it the action's."""
        (action,) = self.x_bound(children[1:])
        assert isinstance(action, Action)
        action.condition, action.span = children[0], span_of(children)
        return [action]

    def act_passive_done_to(self, children: list[Any]) -> Action:
        """ "can't be enchanted", "can't be equipped", "can't be goaded", "can't be enchanted by other Auras": what
        is done to the subject (the verb attach or goad, detail `passive` and for attach what would be attached;
        "by" what would do it the objects)."""
        done = str(children[0].value)
        verb, _, what = done.partition(":")
        return make_action(Verb(verb), children, detail=["passive", *([f"attached:{what}"] if what else [])])

    def exiled_cards_but(self, children: list[Any]) -> ObjectPhrase:
        """ "the exiled cards not cast this way", "the exiled cards that weren't cast this way": the cards exiled
        (`past:exile`, as "the revealed cards not cast this way" reads `past:reveal`), the qualifier after them theirs;
        only the exiled cards and what was or wasn't cast of them."""
        ref, qualifier = children
        if ref.value != "exiled_with" or qualifier.value not in _NOT_CAST:
            refuse(f'"{qualifier.text}" after "{ref.text}"')
        node = ObjectPhrase(EffectKind.OBJECT, "", span_of(children), determiner="the", types=["card"])
        node.qualifiers = ["past:exile", str(qualifier.value)]
        return node

    def after_only(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "Cast ~ only after combat": the only time the action is allowed (`only_after:combat`, as `before_only`
        files `only_before:…`)."""
        span = span_of(children)
        node = EffectCondition(EffectKind.CONDITION, "", span, test=f"only_after:{children[-1].value}")
        return ("condition", node, span)

    def objects_or_object(self, children: list[Any]) -> list[Effect]:
        """ "… a 2/2 creature with flying, or a 1/6 creature with defender": the objects before, then the one after
        "or" (the choice among them is the predicate's, `CHOICE_OF`)."""
        return [*children[0], children[-1]]

    def counter_kinds_pt(self, children: list[Any]) -> Detail:
        """ "your choice of a +1/+1, first strike, or trample counter": one counter of one of the kinds, as
        `counter_kinds` files them (the powers and toughnesses before the last read as kinds too)."""
        kinds = [f"counter:{t.value}" for t in tokens_of(children, "PT", "COUNTER_KIND", "KEYWORD")]
        chooser = tokens_of(children, "CHOICE_OF")
        return Detail([f"choice_of:{chooser[0].value}" if chooser else "choice_of:one", *kinds], span_of(children))

    def the_other_object(self, children: list[Any]) -> ObjectPhrase | Reference:
        """ "the other cards exiled this way": the object (`object_phrase`), its determiner `the_other`, its noun the
        word after "the other"."""
        head = children[0]
        span = span_of([head])
        noun = Token("NOUN", head.value, head.text.split()[-1], span[0], span[1])
        return self.object_phrase([("determiner", "the_other", span), [noun], *children[1:]])

    def act_draw_from(self, children: list[Any]) -> Action:
        """ "draw a card from that player's library": the draw (`act_draw`), the zone after "from" its `zone_from`."""
        action = self.act_draw(children[:-2])
        action.zone_from, action.span = str(children[-1].value), span_of(children)
        return action

    def clause_only_subject(self, children: list[Any]) -> Effect:
        """ "Only ~ can attack during that combat phase.": the clause after "only" (`clause`), detail `only_subject`;
        only an action may be so bounded."""
        node = self.clause(children[1:])
        if isinstance(node, Action):
            node.detail.append("only_subject")
        else:
            refuse('"only" before what is not an action')
        node.span = span_of(children)
        return node

    def act_play_revealed(self, children: list[Any]) -> Action:
        """ "plays with their hand revealed": the verb reveal, detail the zone kept revealed (`hand`)."""
        return make_action(Verb.REVEAL, children, detail=[str(children[0].value)])

    def ability_cant_cause(self, children: list[Any]) -> list[Effect]:
        """ "This ability can't cause the total number of +1/+0 counters on ~ to be greater than four.": the bound the
        number counted may not pass (`cause_be:greater_than:4`, as `x_bound_compared` files "X can't be greater
        than …"), what it counts the action's `per`."""
        quantity, compare, number = children[1], children[4], children[5]
        bound = make_action(Verb.CANT, [quantity])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.CANT, amount=bound.amount)
        action.detail, action.per = [f"cause_be:{compare.value}_than:{number.value}"], bound.per
        return [action]

    def act_change_target_to(self, children: list[Any]) -> Action:
        """ "change the target to ~": the verb change_target, the new target its object, whose target it is the spell
        named before (detail `of:it`)."""
        return make_action(Verb.CHANGE_TARGET, children, detail=["of:it"])

    def relative_dealt_damage_to(self, children: list[Any]) -> tuple[str, Action, Span]:
        """ "that dealt damage to ~ this turn": the relative the action deal_damage, its object whom it was dealt to,
        its duration when; only "dealt damage"."""
        participle = children[1]
        if participle.value != "dealt_damage":
            refuse(f'"that {participle.text} to" after a noun')
        span = span_of(children)
        action = Action(EffectKind.ACTION, "", span, verb=Verb.DEAL_DAMAGE, objects=[children[3]])
        lasting = tokens_of(children, "DURATION")
        if lasting:
            action.duration = Duration(EffectKind.DURATION, "", span_of(lasting), until=str(lasting[0].value))
        return ("relative", action, span)

    def keyword_from_subtypes(self, children: list[Any]) -> Detail:
        """ "protection from Rogues and from Clerics": the keyword, each subtype it is from (`from:Rogue,Cleric`)."""
        kinds = ",".join(str(t.value) for t in tokens_of(children, "SUBTYPE"))
        return Detail([f"keyword:{children[0].value}:from:{kinds}"], span_of(children))
