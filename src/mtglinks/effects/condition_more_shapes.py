"""Shapes of English conditions said first, more of them (grammar/effects-en/2-conditions-more.lark, issue #22): either
of two events, each with its subject. A mixin of the effect Transformer (`transformer.py`), whose methods Lark finds by
the rules' names."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.parts import Span, Subject, listed_condition, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Effect, EffectCondition, ObjectPhrase, Reference


def _either(about: list[Effect], children: list[Any]) -> EffectCondition:
    """Either condition holds (test `any`, as "if you do or if …" reads)."""
    return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="any", about=about)


def _listed(children: list[Any]) -> tuple[EffectCondition, list[Any]]:
    """ "If you control six or more lands, …", "As long as there are …, …": the condition on the objects before the
    comma (`control`, who first in `about`; `there_are`; "as long as" said in the test, as `clause_after_listed` makes
    it), and the words after it."""
    head, verb, listed, *after = children
    condition = listed_condition(verb, listed, span_of([head, listed]))
    if head.type == "AS_LONG_AS":
        condition.test = f"as_long_as:{condition.test}"
    return condition, after


# the words that name what an object is of: the first of two kinds without one shares the second's ("a Locus or Sphere
# land": a Locus land)
_HEAD_WORDS = frozenset({"TYPE", "NOUN"})


def _shared_head(first: list[Token], second: list[Token]) -> list[Token]:
    """The first kind's words, the second's type and noun after them when it has none ("a creature or Vehicle card":
    a creature card)."""
    if any(t.type in _HEAD_WORDS for t in first):
        return first
    tail: list[Token] = []
    for token in reversed(second):
        if token.type not in _HEAD_WORDS:
            break
        tail.insert(0, token)
    return first + tail if len(tail) < len(second) else first


class ConditionMoreShapeRules:
    """The methods of the rules of grammar/effects-en/2-conditions-more.lark (see the module docstring)."""

    if TYPE_CHECKING:

        def cond_did(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/phrases.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def rule_not_applied(self, children: list[Any]) -> Action:
            """The Transformer's own (`effects/targets_shapes.py`)."""

        def fixed_clause_if(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/link_shapes.py`)."""

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`effects/nouns.py`)."""

        def cond_spent_objects(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/noun_shapes.py`)."""

        def cond_you_do_verb(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/clauses.py`)."""

        def fixed_object(self, children: list[Any]) -> ObjectPhrase:
            """The Transformer's own (`effects/phrases.py`)."""

        def determiner(self, children: list[Any]) -> tuple[str, str, Span]:
            """The Transformer's own (`effects/nouns.py`)."""

    def cond_did_or_event(self, children: list[Any]) -> EffectCondition:
        """ "if it entered from your graveyard or you cast it from your graveyard": either event happened, each with
        its subject (two conditions `did`)."""
        split = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_EVENT")
        first, second = self.cond_did(children[:split]), self.cond_did(children[split + 1 :])
        return _either([first, second], children)

    def cond_did_or_cast(self, children: list[Any]) -> EffectCondition:
        """ "if one or more of them entered from a graveyard or was cast from a graveyard": the event, or the same
        subject cast from the zone (the condition `paid:cast:from:<zone>`, as "if ~ was cast from your hand" reads)."""
        subject = next(c for c in children if isinstance(c, Subject))
        split = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_CLAUSE")
        first = self.cond_did(children[:split])
        paid, zone = children[split + 1], children[-1]
        test = f"paid:{paid.value}:from:{zone.value}"
        second = EffectCondition(
            EffectKind.CONDITION, "", span_of(children[split + 1 :]), test=test, about=list(subject)
        )
        assert isinstance(first.about[0], Action)
        return _either([first, second], children)

    def clause_listed_bare(self, children: list[Any]) -> Effect:
        """ "If you control six or more lands, choose both instead.": the clause under the condition on the objects
        listed before the comma, its verb first."""
        condition, after = _listed(children)
        node = self.clause([condition, *after])
        node.span = span_of(children)
        return node

    def rule_not_applied_listed(self, children: list[Any]) -> Action:
        """'If you control exactly two legendary permanents named ~, the "legend rule" doesn't apply to them.': the
        rule not applied (`rule_not_applied`), under the condition on the objects listed before the comma."""
        condition, after = _listed(children)
        action = self.rule_not_applied([condition, *after])
        action.span = span_of(children)
        return action

    def fixed_clause_listed(self, children: list[Any]) -> list[Effect]:
        """ "If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1
        instead.": the fixed clause (`fixed_clause_if`) under the condition on the objects listed before the comma."""
        condition, after = _listed(children)
        nodes = self.fixed_clause_if([condition, *after])
        nodes[0].span = span_of(children)
        return nodes

    def cond_is_either_kind(self, children: list[Any]) -> EffectCondition:
        """ "If it's a creature or Vehicle card, …", "If that card is a Goblin or an artifact card, …": the object is
        one of two kinds (test `any` of the two tests `is`, each about one kind); "If it isn't a creature or Vehicle,
        …": it is neither (`and` of the two `is_not`)."""
        split = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR")
        head = children[0]
        subject: list[Effect] = list(head) if isinstance(head, Subject) else []
        test = str(children[1].value if subject else head.value)
        start = 2 if subject else 1
        left, right = children[start:split], children[split + 1 :]
        left, right = [self._determined(part) for part in (left, right)]
        first_words, second_words = left[-1], right[-1]
        left[-1] = _shared_head(first_words, second_words)
        kinds = [self.object_phrase(left), self.object_phrase(right)]
        kinds[0].span = span_of(children[start:split])
        each: list[Effect] = [
            EffectCondition(EffectKind.CONDITION, "", kind.span, test=test, about=[*subject, kind]) for kind in kinds
        ]
        either = "and" if test.endswith("_not") else "any"
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=either, about=each)

    def _determined(self, part: list[Any]) -> list[Any]:
        """One kind's parts for `object_phrase`: its determiner (a DET_A word made one), then its words in one list."""
        words = [c for c in part if isinstance(c, Token) and c.type != "DET_A"]
        said = [
            self.determiner([c]) if isinstance(c, Token) else c
            for c in part
            if not isinstance(c, Token) or c.type == "DET_A"
        ]
        return [*said, words]

    def cond_damage_dealt_to(self, children: list[Any]) -> EffectCondition:
        """ "if 4 or more damage was dealt to it this turn": the event `dealt_damage` of the object the damage was dealt
        to, its amount and bound (as "if it was dealt 4 or more damage this turn" reads, `act_dealt`)."""
        number, bound = children[0], children[1]
        subject = Subject(next(c for c in children if isinstance(c, list)))
        action = make_action(Verb.DEALT_DAMAGE, children[:5], amount=str(number.value), detail=[str(bound.value)])
        when = [c for c in children if isinstance(c, Token) and c.type == "DURATION"]
        return self.cond_did([subject, action, *when])

    def cond_spent_activate(self, children: list[Any]) -> EffectCondition:
        """ "If mana from a Treasure was spent to activate this ability, …": the mana paid for the ability, told as
        objects (test `spent:mana`, as "… was spent to cast it" reads, `cond_spent_objects`), the ability last."""
        node = self.cond_spent_objects([children[0], children[-1]])
        node.span = span_of(children)
        return node

    def clause_listed_many(self, children: list[Any]) -> Effect:
        """ "As long as you control six or more lands, ~ and land creatures you control get +2/+2.": the clause whose
        subject is the objects after the comma, under the condition on the objects listed before it."""
        condition, (first, _, second, *after) = _listed(children)
        node = self.clause([condition, Subject([first, second]), *after])
        node.span = span_of(children)
        return node

    def cond_you_do_this_way(self, children: list[Any]) -> EffectCondition:
        """ "If you don't draw a card this way, …": whether you did the action named (`cond_you_do_verb`), done "this
        way" (the action's detail `this_way`, as "if you search your library this way" reads)."""
        node = self.cond_you_do_verb([c for c in children if not (isinstance(c, Token) and c.type == "THIS_WAY")])
        action = node.about[0]
        assert isinstance(action, Action)
        action.detail.append("this_way")
        node.span = span_of(children)
        return node

    def act_become_choice(self, children: list[Any]) -> Action:
        """ "it becomes your choice of a 3/3 creature, a 2/2 creature with flying, or a 1/6 creature with defender":
        one of the objects, its chooser in the detail (`choice_of:you`, as "Create your choice of …" reads)."""
        return make_action(Verb.BECOME, children, detail=[f"choice_of:{children[1].value}"])

    def cond_is_phrase(self, children: list[Any]) -> EffectCondition:
        """ "if it was the second spell you cast this turn": the object is the one the lexicon's phrase names (test
        `is` or `was`, about the subject when said and the object, as "if it's a creature card" reads)."""
        head, phrase = children[0], self.fixed_object(children[-1:])
        subject: list[Effect] = list(head) if isinstance(head, Subject) else []
        test = str(children[1].value if subject else head.value)
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=test, about=[*subject, phrase])
