"""Shapes of grammar/effects-en.lark for English card text (its blocks "lane en" that name this module): counters a
subject has (as a trigger's state, fewer than a number, denied, a player's relative, put on it denied), tokens listed
after one's keywords, the keyword "partner with" and its card, a look and a play in one clause, a rule said whole for a
while, a number of the game set to a count, a symbol in a spell's mana cost, a status after the controller, mana of a
colour its adder chooses, one base stat had. A mixin of the effect Transformer (`transformer.py`, through
`en_nodes_shapes.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Subject, make_action, set_actor, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


class EnStateShapeRules:
    """The methods of the rules of the blocks naming this module (see the module docstring)."""

    if TYPE_CHECKING:

        def cond_have_counters(self, children: list[Any]) -> EffectCondition:
            """The Transformer's own (`clauses.py`)."""

        def player(self, children: list[Any]) -> PlayerPhrase:
            """The Transformer's own (`nouns.py`)."""

        def sentence(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`transformer.py`)."""

        def fixed_clause(self, children: list[Any]) -> list[Effect]:
            """The Transformer's own (`clauses.py`)."""

        def quantity(self, children: list[Any]) -> tuple[Any, ...]:
            """The Transformer's own (`phrases.py`)."""

        def act_quantity_becomes_amount(self, children: list[Any]) -> Action:
            """The Transformer's own (`tally_shapes.py`)."""

        def act_add_mana(self, children: list[Any]) -> Action:
            """The Transformer's own (`transformer.py`)."""

    def event_have_counters(self, children: list[Any]) -> TriggerEvent:
        """ "When ~ has three or more plague counters on it": the counters on their holder (`has:counter:…`), a
        state the trigger waits for (rule 603.8), as "When there are four or more page counters on ~" reads."""
        condition = self.cond_have_counters(children)
        return TriggerEvent(EffectKind.EVENT, "", span_of(children), event="state", condition=condition)

    def fewer_counters(self, children: list[Any]) -> Detail:
        """ "fewer than three +1/+1 counters": the counters' kind, their number and the bound (`…:3:fewer`), as "three
        or more" is `…:3:or_more`."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or ""
        return Detail([f"counter:{kind}:{children[1].value}:{children[0].value}"], span_of(children))

    def cond_not_have_counters(self, children: list[Any]) -> EffectCondition:
        """ "if ~ doesn't have a +1/+1 counter on it": the counters the holder after them lacks (`not_have:counter:…`,
        as "if you don't control" is `not_control`)."""
        counted = next(c for c in children if isinstance(c, Detail))
        holder = children[-1]
        refers = "self" if holder.type == "SELF" else holder.value
        about: list[Effect] = [Reference(EffectKind.REFERENCE, "", span_of([holder]), refers=refers)]
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test=f"not_have:{counted[0]}", about=about)

    def player_who_has_counters(self, children: list[Any]) -> PlayerPhrase:
        """ "each opponent who has three or more poison counters": the players, their relative the condition `have`
        with the counters (as "if an opponent has three or more poison counters" reads)."""
        node = self.player(children[:1])
        counted = next(c for c in children if isinstance(c, Detail))
        node.relative.append(EffectCondition(EffectKind.CONDITION, "", span_of(children[1:]), test=f"has:{counted[0]}"))
        node.span = span_of(children)
        return node

    def objects_and_object_listed(self, children: list[Any]) -> list[Effect]:
        """ "…token with vigilance, and a 3/3 … token": the objects before, then the one after ", and"."""
        return [*children[0], *(c for c in children[1:] if isinstance(c, Effect))]

    def keyword_partner_with(self, children: list[Any]) -> list[Effect]:
        """ "Partner with Krav, the Unredeemed": the keyword the card has (`keyword:partner_with`, as a keyword row
        reads), its object the card of that name (`named:<the name>`, as "a card named …" reads)."""
        name = children[1]
        card = ObjectPhrase(EffectKind.OBJECT, "", span_of([name]), types=["card"], qualifiers=[f"named:{name.value}"])
        action = make_action(Verb.GAIN_ABILITY, children, detail=[f"keyword:{children[0].value}"])
        action.objects = [card]
        return [action]

    def look_at_and(self, children: list[Any]) -> list[Effect]:
        """ "You may look at and play those cards for as long as they remain exiled": the look (`look_at`) at the
        objects of the clause after "and", done by the same player, as optional and for as long as it; then that
        clause and those after it as a sentence reads them."""
        at = next(n for n, c in enumerate(children) if isinstance(c, Token) and c.type == "LOOK_AT")
        clauses = self.sentence(children[at + 2 :])
        after = clauses[0]
        if not isinstance(after, Action) or after.actor is not None or not after.objects:
            refuse('the clause after "look at and" with its own subject or no object')
        assert isinstance(after, Action)
        # the subject said, or only in the verb ("Puedes mirar y jugar …": as "Puedes jugar …" reads, no actor)
        subject = next((c for c in children if isinstance(c, Subject)), None)
        optional = any(isinstance(c, Token) and c.type == "MAY" for c in children[:at])
        look = Action(EffectKind.ACTION, "", span_of(children[: at + 1]), verb=Verb.LOOK_AT, optional=optional)
        look.objects, look.duration = list(after.objects), after.duration
        own = after.span
        if subject is not None:
            set_actor(look, subject)
            set_actor(after, subject)
        after.span = own  # "play those cards for as long as …": its own words, as an alternative's verb keeps them
        after.optional = after.optional or optional
        return [look, *clauses]

    def fixed_clause_lasting(self, children: list[Any]) -> list[Effect]:
        """ "Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.": the
        rule `fixed_clause` reads, for as long as the duration before it says."""
        (action,) = self.fixed_clause(tokens_of(children, "FIXED_CLAUSE"))
        assert isinstance(action, Action)
        lasting = children[0]
        action.duration = Duration(EffectKind.DURATION, "", span_of([lasting]), until=lasting.value)
        action.span = span_of(children)
        return [action]

    def act_quantity_becomes_count(self, children: list[Any]) -> Action:
        """ "Each player's life total becomes the number of creatures they control.": the number set (`set:life_total`),
        its new value the count (`number_of`, its `per` the objects counted), as "becomes equal to …" reads."""
        at = next(n for n, c in enumerate(children) if isinstance(c, Token) and c.type == "NUMBER_OF")
        counted = self.quantity(children[at:])
        return self.act_quantity_becomes_amount([*children[:at], counted])

    def with_symbol_in(self, children: list[Any]) -> Part:
        """ "a spell with {X} in its mana cost": a symbol its mana cost holds (`mana_cost_with:{X}`, as "with {T} in
        their costs" is `cost_with:{T}`); another place the symbol is in, by its word (`with:{X}:<where>`)."""
        symbols, where = children[1], children[2]
        if where.value == "in_mana_cost":
            return ("qualifier", f"mana_cost_with:{symbols.value}", span_of(children))
        return ("qualifier", f"with:{symbols.value}:{where.value}", span_of(children))

    def base_stat_had(self, children: list[Any]) -> Detail:
        """ "has base power 0", "have base toughness 1": the base stat the object has (`base_power:0`, as "has base
        power and toughness 1/1" reads), or the loyalty a copy enters with ("has starting loyalty X"); not another stat
        ("has mana value 2 or less" is no ability it has)."""
        stat, number = children
        if not str(stat.value).startswith("base_") and stat.value != "starting_loyalty":
            refuse("a stat had that is not a base power or toughness")
        return Detail([f"{stat.value}:{number.value}"], span_of(children))

    def status_after(self, children: list[Any]) -> Part:
        """ "a creature you control attacking": the object's status said after its controller, its qualifier as
        "attacking creature" has it (`attacking`)."""
        return ("qualifier", str(children[0].value), span_of(children))

    def act_add_mana_chosen(self, children: list[Any]) -> Action:
        """ "adds one mana of any color they choose": the mana added (as `act_add_mana` reads), who chooses its colour
        in the detail (`chosen_by:they`)."""
        player = tokens_of(children, "PLAYER")[0]
        action = self.act_add_mana(children[:-2])
        action.detail.append(f"chosen_by:{player.value}")
        action.span = span_of(children)
        return action

    def act_have_counters_put(self, children: list[Any]) -> Action:
        """ "(can't) have +1/+1 counters put on them": counters put on the subject (`put_counter`, `passive`, the kind
        `counter:+1/+1`, any kind `counter:any`), the "can't" of the clause denying it."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or "any"
        return Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.PUT_COUNTER, detail=[f"counter:{kind}", "passive"]
        )
