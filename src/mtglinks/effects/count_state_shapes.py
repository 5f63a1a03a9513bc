"""Shapes of grammar/effects.lark for more English card text (its blocks "counts and states"): counters and types lost,
counters moved all at once, attacking as a past event, one counter or another, every colour as a state. A mixin of
the effect Transformer (`transformer.py`), whose methods Lark finds by the rules' names.
"""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.effects.noun_shapes import refuse
from mtglinks.effects.parts import Detail, Part, Span, Subject, make_action, objects_of, span_of, tokens_of, value_of
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Duration,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)


class CountStateShapeRules:
    """The methods of the rules of the blocks "counts and states" (see the module docstring)."""

    def act_lose_all_counters(self, children: list[Any]) -> Action:
        """ "Target player loses all poison counters.", "Each opponent loses all counters.": every counter (of the
        kind said) removed from the subject (rule 122.8: a player's counters too)."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or "any"
        return make_action(Verb.REMOVE_COUNTER, children, amount="all", detail=[f"counter:{kind}"])

    def act_lose_all_types(self, children: list[Any]) -> Action:
        """ "loses all creature types", "loses all other card types", "lose all land types and abilities": the subject
        no longer has those types (a type-changing effect, rule 613.1d), and no ability when "abilities" follows."""
        nouns = tokens_of(children, "NOUN")
        kind = value_of(children, "TYPE", "SUBTYPE")
        if nouns[0].value not in ("type", "creature_type", "card_type", "land_type") or (
            kind and nouns[0].value != "type"
        ):
            refuse(f'"{nouns[0].text}" lost')
        if len(nouns) > 1 and nouns[1].value != "ability":
            refuse(f'"{nouns[1].text}" lost')
        what = f"{kind}_type" if kind else nouns[0].value
        other = "other_" if tokens_of(children, "OTHER") else ""
        detail = [f"lose_all:{other}{what}"]
        action = make_action(Verb.BECOME, children, detail=detail)
        if len(nouns) > 1:  # "… and abilities": every ability lost too
            action.detail.append("lose_all:ability")
        return action

    def act_move_all_counters(self, children: list[Any]) -> Action:
        """ "Move all counters from target creature onto another target creature.": every counter (of the kind said),
        from the first object onto the second."""
        kind = value_of(children, "COUNTER_KIND", "KEYWORD") or "any"
        return make_action(Verb.MOVE_COUNTER, children, amount="all", detail=[f"counter:{kind}"])

    def act_attacked_with(self, children: list[Any]) -> Action:
        """ "(you) attacked with two or more creatures": the player attacked, the creatures they attacked with its
        objects (detail `with`). Only "attacked" takes "with" so."""
        verb = children[0]
        if verb.value != Verb.ATTACK:
            refuse(f'"{verb.text} with"')
        return make_action(Verb.ATTACK, children, detail=["with"])

    def act_put_counter_or(self, children: list[Any]) -> Action:
        """ "Put a +1/+1 counter or a loyalty counter on it.": one kind or the other, the second an alternative."""
        first, second = (c for c in children if isinstance(c, Detail))
        objects = objects_of(children)
        action = make_action(Verb.PUT_COUNTER, [children[0], first, *children[3:]], detail=list(first))
        other = Action(EffectKind.ACTION, "", second.span, verb=Verb.PUT_COUNTER, objects=objects, detail=list(second))
        action.alternatives.append(other)
        return action

    def all_state(self, children: list[Any]) -> Part:
        """ "that's all colors": every colour (the noun must be "colors")."""
        _every_color(children[1])
        return ("state", "all_colors", span_of(children))

    def act_be_all(self, children: list[Any]) -> Action:
        """ "~ is all colors.": the object has every colour (rule 105.2)."""
        _every_color(children[2])
        return make_action(Verb.BECOME, children, detail=["is", "all_colors"])

    def life_changed(self, children: list[Any]) -> Action:
        """ "you gained", "your opponents have lost this turn", "lost this way": the gain or loss of life, its player
        (if said) the actor."""
        changed = next(c for c in children if isinstance(c, Token) and c.type == "LIFE_CHANGED")
        action = Action(EffectKind.ACTION, "", span_of(children), verb=Verb(changed.value))
        for token in tokens_of(children, "PLAYER"):
            action.actor = self.player([token])  # type: ignore[attr-defined]
        for token in tokens_of(children, "DURATION"):
            action.duration = Duration(EffectKind.DURATION, "", span_of([token]), until=token.value)
        if tokens_of(children, "THIS_WAY"):
            action.detail.append("this_way")
        return action

    def scale_life(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """ "… for each 1 life you gained": the action done once per life gained or lost."""
        return ("per", _life_changed(children[1:]), span_of(children))

    def cond_for_each_life(self, children: list[Any]) -> EffectCondition:
        """ "For each 1 life you lost, exile a permanent you control …": the action is done once per life lost."""
        life = _life_changed(children[1:-1])
        return EffectCondition(EffectKind.CONDITION, "", span_of(children), test="for_each", about=[life])

    def quantity_life(self, children: list[Any]) -> tuple[Any, ...]:
        """ "equal to the life you've lost this turn": the amount of life gained or lost, `per` the gain or loss."""
        changed: Action = children[2]
        value = "life_gained" if changed.verb == Verb.GAIN_LIFE else "life_lost"
        return ("amount", value, span_of(children), changed)

    def event_either(self, children: list[Any]) -> TriggerEvent:
        """ "~ enters or the creature it haunts dies": one trigger waiting for either subject's event."""
        at = next(i for i, c in enumerate(children) if isinstance(c, Token) and c.type == "OR")
        first: TriggerEvent = self.event(children[:at])  # type: ignore[attr-defined]
        second: TriggerEvent = self.event(children[at + 1 :])  # type: ignore[attr-defined]
        return TriggerEvent(
            EffectKind.EVENT, "", span_of(children), event=first.event, actions=[*first.actions, *second.actions]
        )

    def player_with(self, children: list[Any]) -> Subject:
        """ "Each opponent with no cards in hand", "Target player with exactly seven poison counters" (a subject): a
        player and what they have, a `have` condition about it in `relative`."""
        node: PlayerPhrase = self.player(children[:1])  # type: ignore[attr-defined]
        had = children[-1]
        if isinstance(had, Detail):  # counters: "with exactly seven poison counters"
            condition = EffectCondition(EffectKind.CONDITION, "", had.span, test=f"have:{had[0]}")
        else:
            condition = EffectCondition(EffectKind.CONDITION, "", span_of(children[1:]), test="have", about=list(had))
        node.relative.append(condition)
        node.span = span_of(children)
        return Subject([node])

    def same_is_true(self, children: list[Any]) -> list[Effect]:
        """ "The same is true for first strike, double strike, and vigilance.": the rule of the sentence before applies
        again to these keywords or objects (verb `repeat`, detail `same_is_true`; the keywords in `detail`, the objects
        in `objects`)."""
        said = children[1]
        if isinstance(said, Detail):
            action = make_action(Verb.REPEAT, children[:1], detail=["same_is_true", *said])
            action.span = span_of(children)
            return [action]
        return [make_action(Verb.REPEAT, children, detail=["same_is_true"])]

    def act_pay_rather_than_for(self, children: list[Any]) -> Action:
        """ "pay {0} rather than pay the mana cost for Zombie creature spells you cast": an alternative cost (detail
        `rather_than:<cost>`), the spells it is paid for its objects."""
        mana, rather = children[1], children[2]
        action = make_action(Verb.PAY, children, amount=mana.value, detail=["mana", f"rather_than:{rather.value}"])
        action.zone_from = (
            None  # "a creature spell you cast from exile": the spell's zone, not where the payment is from
        )
        return action

    def state_qualifier(self, children: list[Any]) -> Part:
        """ "that aren't on the battlefield": a state the lexicon reads whole (where the object is)."""
        return ("state", str(children[0].value), span_of(children))

    def act_returned_to(self, children: list[Any]) -> Action:
        """ "is returned to a player's hand", "are returned to hand from the battlefield": the subject returned there
        (its actor), a passive. Only "returned" is read so."""
        verb = tokens_of(children, "EVENT_VERB", "PARTICIPLE")[0]
        if verb.value != Verb.RETURN:
            refuse(f'"{verb.text} to"')
        zones = [str(t.value) for t in tokens_of(children, "ZONE")]
        origin = zones[1] if len(zones) > 1 else None
        return make_action(Verb.RETURN, children, zone_to=zones[0], zone_from=origin, detail=["passive"])

    def act_spend_either(self, children: list[Any]) -> Action:
        """ "Spend this mana only to cast a colorless spell or to activate an ability.": spending the mana, on the
        condition of either use (the second purpose an alternative of the first's condition)."""
        first, second = (c for c in children if isinstance(c, Action))
        only = EffectCondition(EffectKind.CONDITION, "", span_of([first, second]), test=str(children[0].value))
        only.about = [first, second]
        return Action(
            EffectKind.ACTION, "", span_of(children), verb=Verb.SPEND, detail=["mana", "either"], condition=only
        )

    def cond_either_place(self, children: list[Any]) -> EffectCondition:
        """ "if ~ is in the command zone or on the battlefield": the subject is in either zone (test `is:<a>_or_<b>` of
        the values `cond_state` gives each, "is:command_or_on_battlefield"). Only places: "on the battlefield" and "in
        <zone>"."""
        places: list[str] = []
        for token in tokens_of(children, "ZONE", "QUALIFIER"):
            if token.type == "QUALIFIER" and token.value != "on_battlefield":
                refuse(f'"{token.text}" as a place')
            places.append(str(token.value))
        about = list(children[0])
        return EffectCondition(
            EffectKind.CONDITION, "", span_of(children), test=f"is:{'_or_'.join(places)}", about=about
        )

    def keyword_cost_equal(self, children: list[Any]) -> list[Effect]:
        """ "The flashback cost is equal to its mana cost.": the cost of the keyword granted before is set to the
        object's own cost (verb `modify_cost`, detail `keyword:<name>` and `set:<cost>`, the object the reference)."""
        keyword, pronoun, noun = children[1], children[5], children[6]
        if not str(noun.value).endswith("cost"):
            refuse(f'"{noun.text}" as a cost')
        whose = Reference(EffectKind.REFERENCE, "", span_of([pronoun]), refers="anaphora")
        detail = [f"keyword:{keyword.value}", f"set:{noun.value}"]
        return [make_action(Verb.MODIFY_COST, [*children[:5], whose, noun], amount=str(noun.value), detail=detail)]

    def act_pay_more(self, children: list[Any]) -> Action:
        """ "(if you) pay {2} more to cast it": the mana paid beside the spell's cost, the spell its object."""
        change = children[2]
        if change.value != "more":
            refuse(f'"{change.text}" after a payment')
        holder = children[3]
        spell = (
            Reference(EffectKind.REFERENCE, "", span_of([holder]), refers="self")
            if holder.type == "SELF"
            else Reference(EffectKind.REFERENCE, "", span_of([holder]), refers=str(holder.value))
        )
        return make_action(Verb.PAY, [*children[:3], spell], amount=children[1].value, detail=["mana", "more_to_cast"])

    def in_cost_of(self, children: list[Any]) -> tuple[str, str, Span, Any]:
        """ "(mana symbols) in the mana costs of permanents you control": a quality of the symbols ("in_mana_cost", as
        "in those cards' mana costs" reads), the object whose costs hold them related. Only a mana cost holds them."""
        noun = children[2]
        if noun.value != "mana_cost":
            refuse(f'"in the {noun.text} of"')
        return ("qualifier", "in_mana_cost", span_of(children), children[-1])

    def keyword_cost_the(self, children: list[Any]) -> list[Effect]:
        """ "The flashback cost is equal to the card's mana cost.": as `keyword_cost_equal` reads "its mana cost", "the
        card" the card given the keyword (only "card" is read so)."""
        card = children[6]
        if card.value != "card":
            refuse(f'"the {card.text}\'s" cost')
        return self.keyword_cost_equal([*children[:5], card, children[8]])

    def counter_choice(self, children: list[Any]) -> Detail:
        """ "your choice of a flying counter or a hexproof counter": the counters chosen among ("choice_of:you" and
        each counter, as `keywords` reads "your choice of flying or trample")."""
        chooser = value_of(children, "CHOICE_OF")
        values = [v for c in children if isinstance(c, Detail) for v in c]
        return Detail([f"choice_of:{chooser}", *values], span_of(children))

    def act_put_counter_each(self, children: list[Any]) -> Action:
        """ "put a +1/+1 counter on it and a +1/+1 counter on ~": a put per group (its counters, "on", its object),
        the others after the first in the sentence (as `act_put` leaves them), so each object keeps its counters."""
        groups: list[list[Any]] = [[]]
        for child in children[1:]:
            if isinstance(child, Token) and child.type in ("_COMMA", "AND") and groups[-1] and _has_on(groups[-1]):
                groups.append([])
            elif not (isinstance(child, Token) and child.type in ("_COMMA", "AND") and not groups[-1]):
                groups[-1].append(child)
        puts = [
            make_action(Verb.PUT_COUNTER, group, detail=[v for c in group if isinstance(c, Detail) for v in c])
            for group in groups
        ]
        first = puts[0]
        first.span = span_of(children[: 1 + len(groups[0])])
        self._also_put[id(first)] = (first, puts[1:])  # type: ignore[attr-defined]
        return first

    def colored_state(self, children: list[Any]) -> Part:
        """ "that's one or more colors": colored (rule 105.2c), as "that's colored" reads. Only "one or more colors"."""
        number, noun = children[0], children[2]
        if number.value != "1" or noun.value != "color":
            refuse(f'"{number.text} or more {noun.text}" as a state')
        return ("state", "colored", span_of(children))

    def top_typed_card(self, children: list[Any]) -> ObjectPhrase:
        """ "the top creature card of your graveyard": as `top_cards` reads "the top card of …", the type before
        "card" its first type. Only "card" is read so."""
        kind, noun = children[1], children[2]
        if noun.value != "card":
            refuse(f'"the top {kind.text} {noun.text}"')
        node: ObjectPhrase = self.top_cards([children[0], *children[2:]])  # type: ignore[attr-defined]
        node.types.insert(0, str(kind.value))
        node.span = span_of(children)
        return node


def _every_color(noun: Token) -> None:
    """Refuses a noun other than "colors" after "all" ("is all creatures" says nothing read here)."""
    if noun.value != "color":
        refuse(f'"all {noun.text}"')


def _life_changed(children: list[Any]) -> ObjectPhrase:
    """ "1 life you gained", "1 life lost this way": life as what is counted, the gain or loss (and who, and when) its
    relative action."""
    changed: Action = next(c for c in children if isinstance(c, Action))
    count = value_of(children, "NUM")
    return ObjectPhrase(
        EffectKind.OBJECT, "", span_of(children), determiner="each", count=count, types=["life"], relative=[changed]
    )


def _has_on(group: list[Any]) -> bool:
    """Whether a group of `act_put_counter_each` has its object yet (an "and" before it joins two counters)."""
    return any(isinstance(c, Token) and c.type == "ON" for c in group)
