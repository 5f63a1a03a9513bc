"""Shapes of grammar/effects-en/9-grama.lark: English constructions of the 2026 Oracle text whose reading stopped in
the grammar at a token whose name sorts before O (issue #22, round 22, lane grama). A mixin of the effect Transformer
(`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Span, Subject, apply_suffix, make_action, set_actor, span_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, ObjectPhrase, TriggerEvent


class GramaShapeRules:
    """The methods of the rules of grammar/effects-en/9-grama.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def event(self, children: list[Any]) -> TriggerEvent:
            """The phrase rules' own (`phrases.py`)."""

        def event_next(self, children: list[Any]) -> TriggerEvent:
            """The sentence rules' own (`sentences.py`)."""

        def act_object(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def counters(self, children: list[Any]) -> Detail:
            """The phrase rules' own (`phrases.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def player(self, children: list[Any]) -> Effect:
            """The Transformer's own."""

        def act_choose_object(self, children: list[Any]) -> Choice:
            """The Transformer's own (`transformer.py`)."""

        def act_put(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def self_reference(self, children: list[Any]) -> Any:
            """The Transformer's own."""

        def reference(self, children: list[Any]) -> Any:
            """The Transformer's own."""

    def grama_for_keyword_cost(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "… for its warp cost": the keyword whose cost casts the spell (detail `using:warp`, as "using its madness
        ability" reads)."""
        return ("detail", f"using:{children[0].value}", span_of(children))

    def grama_using_keyword(self, children: list[Any]) -> tuple[str, str, Span]:
        """ "… using teamwork": the keyword used to cast the spell (detail `using:teamwork`)."""
        return ("detail", f"using:{children[1].value}", span_of(children))

    def grama_cond_cast_for(self, children: list[Any]) -> EffectCondition:
        """ "if that creature was cast for its warp cost", "if ~ was cast using teamwork": the keyword's cost paid
        (`paid:warp`, as "if ~'s evoke cost was paid" reads `paid:evoke`), about the spell."""
        first = children[0]
        about = self.self_reference([first]) if first.type == "SELF" else self.reference([first])
        keyword = children[-1]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"paid:{keyword.value}", about=[about])

    def grama_gain_or_lose_life(self, children: list[Any]) -> Action:
        """ "gain or lose life": either, the loss the gain's alternative (as "gained or lost life" reads)."""
        action = make_action(Verb.GAIN_LIFE, children)
        action.alternatives.append(make_action(Verb.LOSE_LIFE, [children[2], children[3]]))
        return action

    def grama_event_either_then(self, children: list[Any]) -> TriggerEvent:
        """ "~ saddles a Mount or crews a Vehicle during your main phase": either event, what follows them (a
        suffix) said of both."""
        suffixes = [c for c in children if isinstance(c, tuple)]
        event = self.event([c for c in children if not isinstance(c, tuple)])
        for action in event.actions:
            for part in suffixes:
                apply_suffix(action, part)
        event.span = span_of(children)
        return event

    def grama_event_your_next(self, children: list[Any]) -> TriggerEvent:
        """ "you cast your next creature spell": the event, only its next time counting (detail `next`, as "you next
        cast a creature spell" reads)."""
        subject, verb, _, nxt, what, *after = children
        return self.event_next([subject, nxt, self.act_object([verb, what]), *after])

    def grama_bare_counter(self, children: list[Any]) -> Detail:
        """ "deathtouch counter" after "an additional +1/+1 counter and": a counter of the kind, its count the first
        one's (`grama_enter_counters_shared`)."""
        return self.counters(children)

    def grama_enter_counters_shared(self, children: list[Any]) -> Action:
        """ "enters with an additional +1/+1 counter and deathtouch counter on it": each counter in the detail, those
        after the first with its count ("counter:deathtouch:additional")."""
        first, *rest = [c for c in children if isinstance(c, Detail)]
        head = first[0].split(":")
        count = f":{head[2]}" if len(head) > 2 else ""
        detail = [*first, *(f"{v}{count}" for d in rest for v in d)]
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=detail)

    def grama_put_one_each(self, children: list[Any]) -> Action:
        """ "Put one of those cards into your hand, one into your graveyard, and one on the bottom of your library":
        one put each (`act_put`'s groups, joined by "and"), each "one" counted `of:anaphora`."""
        parts: list[Any] = []
        for child in children:
            if isinstance(child, Token) and child.type == "NUM":
                one = ObjectPhrase(EffectKind.OBJECT, "", span_of([child]), determiner="of", count=str(child.value))
                one.qualifiers = ["of:anaphora"]
                parts.extend([Token("AND", "and", "", child.start_pos, child.start_pos), one])
            elif not (isinstance(child, Token) and child.type == "AND"):
                parts.append(child)
        action = self.act_put(parts)
        action.span = span_of(children)
        return action

    def grama_counters_additional(self, children: list[Any]) -> Detail:
        """ "an additional X +1/+1 counters": the counters' kind, the number, `additional`."""
        det, number, *rest = children
        if det.value != "additional":
            refuse(f'"{det.text}" before a number of counters')
        kind = next((t.value for t in rest if t.type in ("COUNTER_KIND", "KEYWORD")), "")
        return Detail([f"counter:{kind}:{number.value}:additional"], span_of(children))

    def grama_half_counters(self, children: list[Any]) -> Detail:
        """ "half X rad counters": the counters' kind, `half` and the number halved (rounded by the predicate)."""
        _, number, *rest = children
        kind = next((t.value for t in rest if t.type in ("COUNTER_KIND", "KEYWORD")), "")
        return Detail([f"counter:{kind}:half:{number.value}"], span_of(children))

    def grama_get_half_counters(self, children: list[Any]) -> Action:
        """ "you get half X rad counters, rounded up" (get_counter, the counters rounded as said)."""
        counters, rounded = children[1], children[-1]
        return make_action(Verb.GET_COUNTER, children, detail=[f"{counters[0]}:{rounded.value}"])

    def grama_enter_half_counters(self, children: list[Any]) -> Action:
        """ "enters with half that many +1/+1 counters on it, rounded down" (enter, the counters rounded as said)."""
        counters, rounded = children[2], children[-1]
        return make_action(Verb.ENTER, children, zone_to="battlefield", detail=[f"{counters[0]}:{rounded.value}"])

    def grama_cond_gained_and_lost(self, children: list[Any]) -> EffectCondition:
        """ "if you gained and lost life this turn": both happened (test `and` of two `did`, each about its action)."""
        subject, gained, _, lost, *when = children
        done: list[Effect] = []
        for verb in (gained, lost):
            action = make_action(verb.value, [verb])
            set_actor(action, subject)
            if when:
                action.duration = Duration(EffectKind.DURATION, "", span_of(when), until=when[0].value)
            done.append(EffectCondition(EffectKind.CONDITION, "", span_of([verb]), test="did", about=[action]))
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="and", about=done)

    def grama_pair(self, children: list[Any]) -> Subject:
        """ "~ and that creature", "you and ~": both subjects."""
        found: list[Effect] = []
        for child in (children[0], children[-1]):
            if child.type == "SELF":
                found.append(self.self_reference([child]))
            elif child.type == "REF":
                found.append(self.reference([child]))
            else:
                found.append(self.player([child]))
        return Subject(found)

    def grama_clause_pair(self, children: list[Any]) -> Effect:
        """ "~ and that creature phase out", "During your turn, you and ~ have hexproof": the clause, both subjects
        its actors (the duration first, as `clause_lasting`, the same method, reads it)."""
        return self.clause(children)

    def grama_choose_from_among(self, children: list[Any]) -> Choice:
        """ "chooses from among the permanents they control an artifact, a creature, …": the choice of the objects
        after the first (`act_choose_object`), each `among` the first (its qualifier and related object, as "an
        artifact from among the permanents they control" reads)."""
        choose, _, source, chosen = children
        choice = self.act_choose_object([choose, chosen])
        for node in choice.objects:
            if isinstance(node, ObjectPhrase):
                node.qualifiers.append("among")
                node.related.append(source)
        choice.span = span_of(children)
        return choice
