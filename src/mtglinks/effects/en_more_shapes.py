"""Shapes of grammar/effects-en.lark for more English card text (its blocks that name this module): a colour or
supertype an object is, what an object is with keywords, the damage the card itself would deal prevented, the keyword
"bands with other" with its objects, damage not removed in cleanup steps, a cumulative upkeep paid, either of two events
with their own subjects, a cost paid by an action. A mixin of the effect Transformer (`transformer.py`, through
`en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Part, Span, Subject, make_action, set_actor, span_of, tokens_of
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import (
    Action,
    Duration,
    Effect,
    EffectCondition,
    ObjectPhrase,
    Reference,
    TreeNode,
    TriggerEvent,
    node_fields,
)


class EnMoreShapeRules:
    """The methods of the rules of the blocks naming this module (see the module docstring)."""

    if TYPE_CHECKING:

        def object_phrase(self, children: list[Any]) -> ObjectPhrase | Reference:
            """The Transformer's own (`nouns.py`)."""

        def event_either_object_ru(self, children: list[Any]) -> TriggerEvent:
            """The Transformer's own (`ru_event_shapes.py`)."""

        def sentence(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`transformer.py`)."""

    def sentence_list_follows(self, children: list[Any]) -> list[Effect]:
        """ "create a random token that's a copy of one of the following:": the clause, whose object "one of the
        following" names the cards listed after the colon (in the paragraph after it). The colon ends no other
        clause: what it would open is not read."""
        clause = children[0]
        if not _holds(clause, "one_of_following"):
            refuse("a colon after a clause that names no list after it")
        return self.sentence([clause])

    def sentence_be_color(self, children: list[Any]) -> list[Effect]:
        """ "All creatures are black.", "~ is colorless.": the colour the subject is while the effect lasts (as
        "becomes black" reads, the detail `is`). Not the card's own colour alone ("Ancestral Vision is blue.", printed
        2006-2007 before colour indicators, rule 204): a characteristic the Oracle text prints as an indicator, no
        effect."""
        color = [c for c in children if isinstance(c, Token) and c.type in ("COLOR", "SUPERTYPE")]
        subject = next(c for c in children if isinstance(c, Subject))
        itself = len(subject) == 1 and getattr(subject[0], "refers", None) == ReferenceKind.SELF
        if itself and color[0].type == "COLOR" and color[0].value != "colorless":
            refuse("the card's own colour, written as a sentence before colour indicators (rule 204)")
        what = self.object_phrase([color])
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])
        set_actor(action, subject)
        return [action]

    def act_be_color(self, children: list[Any]) -> Action:
        """ "…, is black, and has …": the colour the subject of the sentence is (detail `is`, as "becomes black")."""
        what = self.object_phrase([[children[1]]])
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.BECOME, objects=[what], detail=["is"])

    def act_prevent_that_dealt_to(self, children: list[Any]) -> Action:
        """ "Prevent all damage that ~ would deal to red creatures.": the prevention (amount `all`, detail `dealt_by`),
        its objects the card that would deal the damage, then those it would be dealt to, as "Prevent all combat
        damage that would be dealt by ~" and the Spanish "Prevén todo el daño que ~ fuera a hacer a …" read."""
        itself = Reference(EffectKind.REFERENCE, "", span_of(children[4:5]), refers=ReferenceKind.SELF)
        lasting = tokens_of(children, "DURATION")
        action = make_action(Verb.PREVENT, children, amount="all", detail=["dealt_by"])
        action.objects = [itself, *action.objects]
        if lasting:
            action.duration = Duration(EffectKind.DURATION, "", span_of(lasting), until=lasting[0].value)
        return action

    def keyword_bands_with_other(self, children: list[Any]) -> list[Effect]:
        """ "bands with other legendary creatures" (a granted ability's sentence, rule 702.22c): the keyword the
        object has, as a keyword row reads (`keyword_line`), its objects those it may band with."""
        return [make_action(Verb.GAIN_ABILITY, children, detail=["keyword:bands_with_other"])]

    def damage_not_removed(self, children: list[Any]) -> list[Effect]:
        """ "Damage isn't removed from ~ during cleanup steps.": the rule of damage removal (514.2) not applied to the
        objects, as "The "legend rule" doesn't apply to …" reads (`apply_rule` negated, `rule:damage_removal`,
        `during:cleanup`), under the condition before it if any."""
        condition = children[0] if isinstance(children[0], EffectCondition) else None
        rest = children[1:] if condition is not None else children
        action = make_action(Verb.APPLY_RULE, rest, negated=True, detail=["rule:damage_removal", "during:cleanup"])
        action.condition, action.span = condition, span_of(children)
        return [action]

    def act_pay_cumulative_upkeep(self, children: list[Any]) -> Action:
        """ "pay ~'s cumulative upkeep", "pay cumulative upkeep costs": the verb `pay`, the cost in the detail
        (`cost:cumulative_upkeep`); the card's own upkeep its object (a reference to itself)."""
        upkeep = children[1]
        action = make_action(Verb.PAY, children, detail=["cost:cumulative_upkeep"])
        if upkeep.value == "self":
            action.objects = [Reference(EffectKind.REFERENCE, "", span_of([upkeep]), refers=ReferenceKind.SELF)]
        return action

    def event_either_object(self, children: list[Any]) -> TriggerEvent:
        """ "you cast a black spell or a Swamp you control enters": one trigger waiting for either event, the first a
        verb and its one object, the second the object after "or" as its subject (as Russian reads it)."""
        return self.event_either_object_ru(children)

    def by_doing(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "by discarding a card", "and sacrificing two creatures" (after "by paying …"): the cost paid by an action,
        a condition `by_paying` about that action (its verb and objects), as "by paying {B}" is a detail."""
        span = span_of(children)
        paid = make_action(str(children[0].value), children)
        condition = EffectCondition(EffectKind.CONDITION, "", span, test="by_paying", about=[paid])
        return ("condition", condition, span)

    def cast_as_face(self, children: list[Any]) -> Part:
        """ "as an Adventure": the card cast as its Adventure (rule 715.3), a detail of the cast."""
        return ("detail", f"cast_as:{children[0].value}", span_of(children))

    def act_incorporate(self, children: list[Any]) -> Action:
        """ "perpetually incorporates {U}{R}": the symbols added to the card's mana cost, a detail `mana:`."""
        symbols = tokens_of(children, "SYMBOLS")[0].value
        return make_action(Verb.INCORPORATE, children, detail=[f"mana:{symbols}"])

    def sentence_either(self, children: list[Any]) -> list[Effect]:
        """ "They lose 4 life, or you create a token …": the clauses before ", or" (read as a sentence), the first of
        them an action whose alternative is what the clauses after it do (one action, or the first of them with the
        others after it as they are read)."""
        at = next(n for n, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_JOIN")
        before, after = self.sentence(children[:at]), self.sentence(children[at + 1 :])
        if len(before) != 1 or not isinstance(before[0], Action) or len(after) != 1:
            refuse("more than one clause on a side of ', or'")
        first = before[0]
        assert isinstance(first, Action)
        first.alternatives.append(after[0])
        first.span = span_of(children)
        return [first]

    def sentence_villainous(self, children: list[Any]) -> list[Effect]:
        """ "Target opponent faces a villainous choice — They lose 4 life, or you create a token …": the verb
        `face_a_villainous_choice` (rule 701.56), the player its actor, each option (a clause) one of its objects."""
        subject = next(c for c in children if isinstance(c, Subject))
        face = next(c for c in children if isinstance(c, Token) and c.type == "FACE_CHOICE")
        at = next(n for n, c in enumerate(children) if isinstance(c, Token) and c.type == "OR_JOIN")
        first, second = self.sentence(children[at - 1 : at]), self.sentence(children[at + 1 :])
        action = make_action(str(face.value), children)
        set_actor(action, subject)
        action.objects = [*first, *second]
        return [action]


def _holds(node: object, quality: str) -> bool:
    """Whether an object phrase of the node, or of the nodes inside it, has the qualifier."""
    if isinstance(node, list):
        return any(_holds(item, quality) for item in node)
    if not isinstance(node, TreeNode):
        return False
    if isinstance(node, ObjectPhrase) and quality in node.qualifiers:
        return True
    return any(_holds(getattr(node, name), quality) for name in node_fields(type(node)))
