"""Shapes of grammar/effects-en/9-gramd.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar at a token whose name sorts before O after round 22 (issue #22, round 23, lane gramd). A mixin of the
effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Span, make_action, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, EffectCondition, Note, ObjectPhrase, PlayerPhrase, TriggerEvent


class GramdShapeRules:
    """The methods of the rules of grammar/effects-en/9-gramd.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def event(self, children: list[Any]) -> TriggerEvent:
            """The phrase rules' own (`phrases.py`)."""

        def act_object(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def each_of(self, children: list[Any]) -> ObjectPhrase:
            """The noun rules' own (`nouns.py`)."""

        def with_keyword(self, children: list[Any]) -> tuple[str, str, Span]:
            """The phrase rules' own (`phrases.py`)."""

    def gramd_amount_exactly(self, children: list[Any]) -> Token:
        """ "exactly 2": the number, said exact (`exactly:2`; "at least 2" `at_least:2`), as one NUM token (what the
        predicates read)."""
        word, number = children
        span = span_of(children)
        return Token("NUM", f"{word.value}:{number.value}", "", span[0], span[1])

    def gramd_with_counted(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "with two or more card types", "with exactly three colors", "with four or more card types among them":
        the qualifier `with:<count>:<noun>` (`with:2:or_more:card_type`, `with:exactly:3:color`), `:among:<whose>`
        where the count is the group's."""
        words = [str(c.value) for c in children[1:] if c.type not in ("AMONG", "REF")]
        if children[1].type == "AT_LEAST":  # "exactly three": the bound first, as `amount` reads it
            words = [f"{words[0]}:{words[1]}", *words[2:]]
        among = [f"among:{c.value}" for c in children if c.type == "REF"]
        if any(c.type == "AMONG" and c.text.lower().startswith("from") for c in children):
            refuse('"from among" after a count of a quality (where from, not whose count)')
        return ("qualifier", ":".join(["with", *words, *among]), span_of(children))

    def gramd_event_not_blocked(self, children: list[Any]) -> TriggerEvent:
        """ "~ attacks a player and isn't blocked": the attack, not blocked (detail `not_blocked`); only "blocked"
        after "isn't"."""
        event: TriggerEvent = children[0]
        verb = children[-1]
        if verb.value != Verb.BLOCK or event.event != Verb.ATTACK or event.joined:
            refuse(f'"isn\'t {verb.text}" after an event other than an attack')
        event.actions[-1].detail.append("not_blocked")
        event.span = span_of(children)
        return event

    def gramd_event_transform_into(self, children: list[Any]) -> TriggerEvent:
        """ "a permanent you control transforms into a Phyrexian": the event transform, the face it turns to its
        condition (`into`, about the objects)."""
        subject, verb, into, objects = children
        if verb.value != Verb.TRANSFORM:
            refuse(f'"{verb.text} into" (only a permanent transforms into a face)')
        event = self.event([subject, self.act_object([verb])])
        action = event.actions[0]
        action.condition = EffectCondition(
            EffectKind.CONDITION, "", span_of([into, objects]), test="into", about=list(objects)
        )
        event.span = action.span = span_of(children)
        return event

    def gramd_note_number_of(self, children: list[Any]) -> Note:
        """ "count the number of permanents you control": the count noted for later (rule 607.2e), what is noted
        `number_of:<types>` (`number_of:permanent`; `number_of:card:library` where the zone says which cards;
        `number_of:counter:+1/+1` the counters' kind)."""
        words: list[str] = []
        for node in children[2]:
            if not isinstance(node, ObjectPhrase):
                refuse('"the number of" what is no object')
            words.append("_".join([*node.types, *node.subtypes]) or "object")
            if node.types == ["counter"]:  # "the number of +1/+1 counters on …": their kind
                words.extend(node.qualifiers)
            if node.zone:
                words.append(node.zone)
        return Note(EffectKind.NOTE, "", span_of(children), what=":".join(["number_of", *words]))

    def gramd_done_with_counter(self, children: list[Any]) -> Action:
        """ "is exiled with an egg counter on it": the event's action, the counter on its object in the detail
        (`with_counter:egg`)."""
        verb, _, counters, *_ = children
        return make_action(verb.value, children, detail=[f"with_{value}" for value in counters])

    def gramd_cond_counter_put(self, children: list[Any]) -> EffectCondition:
        """ "if a +1/+1 counter was put on a permanent under your control this turn": a counter put (put_counter, the
        counters in the detail, where in the objects, `under_your_control` where said), no one its actor."""
        counters, be, put, _, objects, *rest = children
        if be.value not in ("was", "were"):
            refuse(f'"{be.text} put" (only a counter that was put)')
        action = make_action(Verb.PUT_COUNTER, children, detail=list(counters))
        action.objects = list(objects)
        for token in rest:
            if token.type == "UNDER_YOUR_CONTROL":
                action.detail.append("under_your_control")
            else:
                action.duration = Duration(EffectKind.DURATION, "", span_of([token]), until=token.value)
        del put
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])

    def gramd_that_has_no_counter(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "that doesn't have a +1/+1 counter on it": the qualifier `without_counter:+1/+1` (as "without a +1/+1
        counter on it" reads); only "doesn't"."""
        _, cant, _, counters, *_ = children
        if cant.value != "dont":
            refuse(f'"that {cant.text} have" a counter (only "doesn\'t")')
        return ("qualifier", f"without_{counters[0]}", span_of(children))

    def gramd_each_of_narrowed(self, children: list[Any]) -> ObjectPhrase:
        """ "each of those creatures with flying", "each of those creatures you don't control": `each_of`, with the
        keywords' qualifier (`with:flying`) or the controller (`not_you`)."""
        node = self.each_of(children[:3])
        if children[3].type == "CONTROLLER":
            node.controller = children[3].value
        else:
            node.qualifiers.append(self.with_keyword(children[3:])[1])
        node.span = span_of(children)
        return node

    def gramd_life_compared(self, children: list[Any]) -> Action:
        """ "lost less than 8 life": life lost (or gained), the amount bounded (`8:less`)."""
        changed, compare, number, _ = children
        return make_action(changed.value, children, amount=f"{number.value}:{compare.value}")

    def gramd_cond_drawn_compared(self, children: list[Any]) -> EffectCondition:
        """ "if you've drawn more than one card this turn": the draw done (`did`, as "if you've drawn two or more cards
        this turn" reads), its amount bounded (`1:more`), its player the actor."""
        player, verb, compare, number, noun, *lasting = children
        if verb.value != Verb.DRAW or noun.value != "card":
            refuse(f'"{verb.text} … {noun.text}" (only cards drawn)')
        action = make_action(Verb.DRAW, children, amount=f"{number.value}:{compare.value}")
        action.actor = PlayerPhrase(EffectKind.PLAYER, "", span_of([player]), who=str(player.value))
        for token in lasting:  # "this turn"
            action.duration = Duration(EffectKind.DURATION, "", span_of([token]), until=str(token.value))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[action])
