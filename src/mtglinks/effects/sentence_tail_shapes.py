"""Shapes of grammar/effects-en/5-sentence-tail.lark: English constructions that kept sentences of the 2026 Oracle text
untyped after the lanes before (issue #22): the creatures a player attacks with, named after who is attacked. A mixin of
the effect Transformer (`transformer.py`, through `NodeShapeRules`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.grammar_stop_shapes import cast_during
from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import file_part, refuse
from mtglinks.effects.parts import Part, make_action, objects_of, set_actor, span_of, tokens_of, under_control
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


class SentenceTailShapeRules:
    """The methods of the rules of grammar/effects-en/5-sentence-tail.lark (see the module docstring)."""

    if TYPE_CHECKING:  # the Transformer's own methods, which these call

        def x_is_sentence(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`effects/en_nodes_shapes.py`)."""

        def clause(self, children: list[Any]) -> Effect:
            """The Transformer's own (`transformer.py`)."""

        def reference(self, children: list[Any]) -> Reference:
            """The Transformer's own (`effects/nouns.py`)."""

        def player(self, children: list[Any]) -> PlayerPhrase:
            """The Transformer's own (`effects/nouns.py`)."""

        def cond_does(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`effects/clauses.py`)."""

        def act_return(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

        def except_for_objects(self, children: list[Any]) -> tuple[Any, ...]:
            """The Transformer's own (`effects/series_shapes.py`)."""

        def equal_to(self, children: list[Any]) -> tuple[Any, ...]:
            """The Transformer's own (`effects/phrases.py`)."""

        def repeat_times(self, children: list[Any]) -> Part:
            """The Transformer's own (`effects/clauses.py`)."""

    def act_attack_with_attackers(self, children: list[Any]) -> Action:
        """ "attacks you with one or more creatures", "attack a player or planeswalker with one or more creatures with
        power 1 or less": who is attacked the action's first objects, then the creatures attacked with (one or more,
        with their qualifiers), as "you attack with one or more creatures" reads them; detail `with`."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "ATTACKERS_WITH")
        least, kind = str(children[at].value).split(":")
        attackers = ObjectPhrase(
            EffectKind.OBJECT, "", span_of(children[at:]), determiner="number", count=f"{least}:or_more", types=[kind]
        )
        for post in children[at + 1 :]:
            file_part(attackers, post)
        action = make_action(Verb.ATTACK, children[:at], detail=["with"])
        action.objects.append(attackers)
        action.span = span_of(children)
        return action

    def x_is_held(self, children: list[Any]) -> list[Effect]:
        """ "Otherwise, X is the number of snow lands its controller controls.", "If you do, X is 5.": X set as
        `x_is_sentence` reads it, held by the condition before (the condition's own `about`)."""
        condition, rest = children[0], children[1:]
        (node,) = self.x_is_sentence(rest)
        if isinstance(node, EffectCondition) and isinstance(condition, Effect):
            node.about.append(condition)
            node.span = span_of(children)
        return [node]

    def x_is_during(self, children: list[Any]) -> list[Effect]:
        """ "X is the number of spells you've cast this turn.": the duration the counted objects' (`during:this_turn`,
        as `cond_for_each_during` files it on objects cast by a player)."""
        duration = next(c for c in children if isinstance(c, Token) and c.type == "DURATION")
        (node,) = self.x_is_sentence([c for c in children if c is not duration])
        if isinstance(node, EffectCondition):
            node.about = cast_during(node.about, duration)
            node.span = span_of(children)
        return [node]

    def there_are_alone(self, children: list[Any]) -> list[Effect]:
        """ "There are nine or more cards in your graveyard.": a state alone (a Case's condition to solve), the
        condition `there_are` about the objects, as "if there are …" reads it."""
        objects = objects_of(children)
        return [EffectCondition(EffectKind.CONDITION, "", span_of(children), test="there_are", about=objects)]

    def act_pay_mana_or_life(self, children: list[Any]) -> Action:
        """ "pay {R}{R} or 2 life": the mana paid (detail `mana`), the life its alternative (detail `life`)."""
        symbols = next(c for c in children if isinstance(c, Token) and c.type == "SYMBOLS")
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR")
        action = make_action(Verb.PAY, children[:at], amount=symbols.value, detail=["mana"])
        life = children[at + 1 :]
        amount = life[0].value if isinstance(life[0], Token) else None
        other = Action(EffectKind.ACTION, "", span_of(life), verb=Verb.PAY, amount=amount, detail=["life"])
        action.alternatives.append(other)
        action.span = span_of(children)
        return action

    def act_put_zone_first(self, children: list[Any]) -> Action:
        """ "Put onto the battlefield under your control all creature cards in all graveyards …": a put (`act_put`),
        its zone said before its objects."""
        action = make_action(Verb.PUT, children)
        action.detail.extend(under_control(children))
        return action

    def act_return_zone_first(self, children: list[Any]) -> Action:
        """ "Return to the battlefield tapped all … cards in your graveyard …": a return (`act_return`), its zone
        said before its objects."""
        zone = next(c for c in children if isinstance(c, Token) and c.type == "ZONE")
        action = make_action(Verb.RETURN, children, zone_to=zone.value)
        action.detail.extend(t.value for t in tokens_of(children, "TAPPED"))
        action.detail.extend(under_control(children))
        return action

    def clause_times_first(self, children: list[Any]) -> Effect:
        """ "As many times as you choose, you may exile the top card of your library.": the clause after, done that
        many times (the detail `times:any_number`, as `repeat_times` files it after the action)."""
        times = children[0]
        return self.clause([*children[2:], self.repeat_times([times])])

    def act_flips_counted(self, children: list[Any]) -> Action:
        """ "win three or more flips": coin flips won (or lost) counted, the amount `3:or_more`, as "win the flip"
        reads its verb. Only the verbs of flips take the noun "flips" so."""
        verb, number = children[0], children[1]
        noun = children[-1]
        if verb.value not in (Verb.WIN_FLIP, Verb.LOSE_FLIP) or noun.value != "flip":
            refuse(f'"{verb.text} … {noun.text}"')
        bound = "".join(f":{t.value}" for t in tokens_of(children, "OR_MORE"))
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb(verb.value), amount=f"{number.value}{bound}")

    def act_choose_counter_on(self, children: list[Any]) -> Choice:
        """ "Choose a counter on target permanent.": the choice of an object, a counter (as `counter_object` reads
        one), related to the objects it is on (qualifier `on`)."""
        on = objects_of(children)
        counter = ObjectPhrase(
            EffectKind.OBJECT,
            "",
            span_of(children[1:]),
            determiner="a",
            types=["counter"],
            qualifiers=["on"],
            related=on,
        )
        return Choice(EffectKind.CHOICE, "", span_of(children), what="object", objects=[counter])

    def act_put_counters_equal(self, children: list[Any]) -> Action:
        """ "put +1/+1 counters on it equal to its power": counters with no determiner, their number the quantity's
        (detail `counter:+1/+1:X`, the amount the quantity's), as "put a number of +1/+1 counters on it equal to …"
        reads them."""
        kind = next((t.value for t in tokens_of(children, "COUNTER_KIND", "KEYWORD")), None)
        on = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "ON")
        amount = self.equal_to(children[on + 2 :])
        detail = [f"counter:{kind}:X" if kind else "counter:X"]
        action = make_action(Verb.PUT_COUNTER, [children[0], children[on + 1], amount], detail=detail)
        action.span = span_of(children)
        return action

    def cond_paid_life_this_way(self, children: list[Any]) -> EffectCondition:
        """ "if you paid life this way": a pay of life the ability made (test `did_this_way`, about the pay, its
        actor the subject, as `cond_this_way` reads "If you search your library this way").
        Only "paid" takes life so."""
        participle = children[1]
        if participle.value != "pay":
            refuse(f'"{participle.text} life"')
        pay = Action(EffectKind.ACTION, "", span_of(children[:3]), verb=Verb.PAY, detail=["life", "this_way"])
        pay.actor = self.player(children[:1])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did_this_way", about=[pay])

    def act_pay_its_cost(self, children: list[Any]) -> Action:
        """ "pay its mana cost": the cost of the object the pronoun refers to paid (detail `mana_cost`). Only a cost
        is paid so."""
        noun = children[-1]
        if noun.value != "mana_cost":
            refuse(f'"pay … {noun.text}"')
        whose = self.reference(children[1:2])
        return Action(EffectKind.ACTION, "", span_of(children), verb=Verb.PAY, objects=[whose], detail=["mana_cost"])

    def event_subject_does(self, children: list[Any]) -> TriggerEvent:
        """ "When they do, …": a reflexive trigger on what the subject was asked to do (the event `does`, its
        condition the one "If they do, …" reads)."""
        condition = self.cond_does(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="does", condition=condition)

    def cond_you_pay(self, children: list[Any]) -> EffectCondition:
        """ "If you pay, …": whether the subject paid what the sentence before asked (test `did`, about the pay)."""
        pay = Action(EffectKind.ACTION, "", span_of(children[1:3]), verb=Verb.PAY)
        set_actor(pay, children[1])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="did", about=[pay])

    def act_return_except(self, children: list[Any]) -> Action:
        """ "Return all creatures to their owners' hands except for Krakens, …": `act_return`, the objects left out
        filed on the first returned object (qualifier `except_for`, as `except_for_objects` files them after it)."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "EXCEPT_FOR")
        action = self.act_return(children[:at])
        first = action.objects[0] if action.objects else None
        if not isinstance(first, ObjectPhrase):
            refuse('"except for" after no object phrase')
        else:
            file_part(first, self.except_for_objects(children[at:]))
        action.span = span_of(children)
        return action

    def without_keywords_either(self, children: list[Any]) -> Part:
        """ "without flying or islandwalk": lacking each keyword named (qualifier `without:flying|islandwalk`)."""
        keywords = [t.value for t in tokens_of(children, "KEYWORD")]
        return ("qualifier", "without:" + "|".join(keywords), span_of(children))

    def drawn_by(self, children: list[Any]) -> Part:
        """ "(each card) they draw", "(cards) you drew this turn": who draws them (qualifier `drawn_by:they`), within
        the time said (`…:during:this_turn`)."""
        who = children[0].value
        during = "".join(f":during:{t.value}" for t in tokens_of(children, "DURATION"))
        return ("qualifier", f"drawn_by:{who}{during}", span_of(children))
