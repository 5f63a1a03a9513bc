"""One typed node per rule of grammar/effects.lark: the Transformer's methods are named after the rules.

Spans are offsets into the sentence while parsing; `build.py` moves them into the card's text and
fills each node's `text` afterwards, so every rule here only says what its node is.
"""

from __future__ import annotations

from typing import Any

from lark import Transformer

from mtglinks.effects.lexer import Token
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Choice,
    Duration,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)

Span = tuple[int, int]
Part = tuple[str, str, Span]  # a determiner or a post-modifier of an object phrase: (field, value, span)


class Subject(list[Effect]):
    """The subject of a clause: its objects, the first one the actor and any others beside it."""

    @property
    def span(self) -> Span:
        """From the first object to the last."""
        return (self[0].span[0], self[-1].span[1])


def _set_actor(action: Action, subject: Subject) -> None:
    action.actor, action.other_actors = subject[0], list(subject[1:])
    action.span = (min(action.span[0], subject.span[0]), action.span[1])


class Detail(list[str]):
    """What a predicate says beside its objects (mana, counters, keywords granted), with the span of its words."""

    def __init__(self, values: list[str], span: Span) -> None:
        """The value of rule `__init__` (grammar/effects.lark)."""
        super().__init__(values)
        self.span = span


def _span(children: list[Any]) -> Span:
    """The offsets from the first child to the last: tokens, nodes, lists of them, (field, value, span) parts."""
    starts: list[int] = []
    ends: list[int] = []
    for child in children:
        if isinstance(child, Token):
            starts.append(child.start_pos)
            ends.append(child.end_pos)
        elif isinstance(child, Effect | Detail | Subject):
            starts.append(child.span[0])
            ends.append(child.span[1])
        elif isinstance(child, tuple):
            starts.append(child[2][0])
            ends.append(child[2][1])
        elif isinstance(child, list) and any(not isinstance(c, str) for c in child):
            inner = _span(child)
            starts.append(inner[0])
            ends.append(inner[1])
    return (min(starts), max(ends)) if starts else (0, 0)


def _tokens(children: list[Any], *types: str) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and c.type in types]


def _value(children: list[Any], *types: str) -> str | None:
    found = _tokens(children, *types)
    return found[0].value if found else None


def _nodes(children: list[Any]) -> list[Effect]:
    return [c for c in children if isinstance(c, Effect)]


def _objects(children: list[Any]) -> list[Effect]:
    """The object phrases of a predicate: an `objects` list is flattened, a lone node kept."""
    out: list[Effect] = []
    for child in children:
        if isinstance(child, list):
            out.extend(c for c in child if isinstance(c, Effect))
        elif isinstance(child, Effect) and not isinstance(child, Duration):
            out.append(child)
    return out


def _action(verb: str, children: list[Any], **fields: Any) -> Action:
    objects = _objects(children)
    zones = _tokens(children, "ZONE")
    action = Action(EffectKind.ACTION, "", _span(children), verb=Verb(verb), objects=objects, **fields)
    for part in children:  # "equal to its power", "equal to the number of creatures you control"
        if isinstance(part, tuple) and part[0] == "amount":
            action.amount, action.per = part[1], part[3]
    if zones and "zone_to" not in fields and "zone_from" not in fields:
        action.zone_to = zones[-1].value
    for obj in objects:  # "exile target card from a graveyard": the action takes its object's zone
        if isinstance(obj, ObjectPhrase) and obj.zone and action.zone_from is None:
            action.zone_from = obj.zone
    return action


class EffectTransformer(Transformer[Token, Any]):
    """Builds the effect nodes (see the module docstring)."""

    def __default__(self, data: Any, children: list[Any], meta: Any) -> Any:
        if str(data).startswith("_"):  # Lark's own expansions of ()* and ()+, inlined into their rule
            return super().__default__(data, children, meta)  # type: ignore[no-untyped-call]
        raise TypeError(f"the effect grammar's rule {data} has no method in EffectTransformer")

    # ---- sentences and clauses ---------------------------------------------------------
    def sentence(self, children: list[Any]) -> list[Effect]:
        """The clauses; a clause with no subject of its own ("… and gains flying") takes the one before's,
        and clauses joined by "and" share the last one's duration ("gets +2/+2 and gains flying until …")."""
        clauses = [c for c in children if isinstance(c, Effect)]
        joins = [c.value for c in children if isinstance(c, Token) and c.type == "JOIN"]
        for before, after in zip(clauses, clauses[1:], strict=False):
            if isinstance(before, Action) and isinstance(after, Action) and after.actor is None:
                after.actor, after.other_actors = before.actor, before.other_actors
        for n in range(len(clauses) - 2, -1, -1):
            before, after = clauses[n], clauses[n + 1]
            shared = joins[n].strip() == "and" and isinstance(after, Action)
            if shared and isinstance(before, Action) and isinstance(after, Action) and before.duration is None:
                before.duration = after.duration
        return clauses

    def timing(self, children: list[Any]) -> list[Effect]:
        """The value of rule `timing` (grammar/effects.lark)."""
        token = children[0]
        return [Action(EffectKind.ACTION, "", _span(children), verb=Verb.ACTIVATE, detail=[f"only:{token.value}"])]

    def clause(self, children: list[Any]) -> Effect:
        """The value of rule `clause` (grammar/effects.lark)."""
        action = next(c for c in children if isinstance(c, (Action, Choice)))
        for child in children:
            if isinstance(child, EffectCondition):
                action.condition = child
            elif isinstance(child, Subject):
                if isinstance(action, Action):
                    _set_actor(action, child)
                else:
                    action.chooser = child[0]
            elif isinstance(child, tuple) and isinstance(action, Action):  # a suffix: "for each …", "unless …"
                _suffix(action, child)
            elif isinstance(child, Token) and child.type == "MAY" and isinstance(action, Action):
                action.optional = True
            elif isinstance(child, Token) and child.type == "DURATION" and isinstance(action, Action):
                action.duration = Duration(EffectKind.DURATION, "", _span([child]), until=child.value)
        action.span = _span(children)
        return action

    clause_lasting = clause

    def cond_as(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_as` (grammar/effects.lark)."""
        action = next(c for c in children if isinstance(c, Action))
        _set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="as", about=[action])

    def where_x(self, children: list[Any]) -> tuple[Any, ...]:
        """X defined after the clause: "…, where X is its power"."""
        quantity = next(c for c in children if isinstance(c, tuple))
        return quantity

    def delayed(self, children: list[Any]) -> Part:
        """ "… at the beginning of the next end step": when the action happens."""
        return ("detail", f"at:{children[1].value}", _span(children))

    def unless(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… unless you control two or more other lands"."""
        node: EffectCondition = children[1]
        node.test = f"unless:{node.test}"
        node.span = _span(children)
        return ("condition", node, node.span)

    def as_long_as(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "… for as long as …"."""
        node: EffectCondition = children[1]
        node.test = f"as_long_as:{node.test}"
        node.span = _span(children)
        return ("condition", node, node.span)

    def at_random(self, children: list[Any]) -> Part:
        """ "discards a card at random"."""
        return ("detail", "at_random", _span(children))

    def instead(self, children: list[Any]) -> Part:
        """ "… instead": the action replaces another."""
        return ("detail", "instead", _span(children))

    def quantity(self, children: list[Any]) -> tuple[Any, ...]:
        """A number the text computes: "its power", "the number of creatures you control", "X"."""
        objects = next((c for c in children if isinstance(c, list)), None)
        per = objects[0] if objects else None
        value = "number_of" if per is not None else children[0].value
        return ("amount", value, _span(children), per)

    def cond_as_long_as(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_as_long_as` (grammar/effects.lark)."""
        node: EffectCondition = children[1]
        node.test = f"as_long_as:{node.test}"
        node.span = _span(children)
        return node

    def cond_additional_cost(self, children: list[Any]) -> EffectCondition:
        """ "As an additional cost to cast ~, …": what follows is a cost of the spell."""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="additional_cost")

    def cond_would(self, children: list[Any]) -> EffectCondition:
        """ "If ~ would die, …": a replacement effect's event."""
        action = next(c for c in children if isinstance(c, Action))
        _set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="would", about=[action])

    def cond_state(self, children: list[Any]) -> EffectCondition:
        """ "if ~ is tapped", "if it's in your graveyard"."""
        about = [c for c in children[0]] if isinstance(children[0], Subject) else []
        state = _value(children, "TAPPED", "STATUS", "ZONE") or ""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test=f"is:{state}", about=about)

    def act_event(self, children: list[Any]) -> Action:
        """The action of rule `act_event` (grammar/effects.lark)."""
        return _action(children[0].value, children)

    def act_no_untap(self, children: list[Any]) -> Action:
        """The action of rule `act_no_untap` (grammar/effects.lark)."""
        return _action(Verb.UNTAP, children, negated=True)

    def act_remove_counter(self, children: list[Any]) -> Action:
        """The action of rule `act_remove_counter` (grammar/effects.lark)."""
        return _action(Verb.REMOVE_COUNTER, children, detail=list(children[1]))

    def act_cost(self, children: list[Any]) -> Action:
        """ "costs {1} less to cast"."""
        return _action(Verb.MODIFY_COST, children, amount=children[1].value, detail=[children[2].value])

    def keyword(self, children: list[Any]) -> Detail:
        """One keyword granted, with its "from" ("protection from red"), or a quoted ability."""
        if children[0].type == "QUOTED":
            return Detail(["granted_ability"], _span(children))
        quality = f":from:{children[-1].value}" if len(children) > 1 else ""
        return Detail([f"keyword:{children[0].value}{quality}"], _span(children))

    def zone_object(self, children: list[Any]) -> ObjectPhrase:
        """A zone as what is acted on: "reveals their hand"."""
        return ObjectPhrase(EffectKind.OBJECT, "", _span(children), types=["zone"], zone=children[0].value)

    def part_of(self, children: list[Any]) -> ObjectPhrase:
        """ "one of them"."""
        return ObjectPhrase(EffectKind.OBJECT, "", _span(children), determiner="of", count=children[0].value)

    def from_among(self, children: list[Any]) -> Part:
        """ "from among them"."""
        return ("qualifier", "from_among", _span(children))

    def copy_of(self, children: list[Any]) -> Part:
        """ "a token that's a copy of target creature"."""
        return ("qualifier", "copy_of", _span(children))

    def of_choice(self, children: list[Any]) -> Part:
        """ "a creature of their choice"."""
        return ("qualifier", f"choice:{children[0].value}", _span(children))

    def scale(self, children: list[Any]) -> tuple[str, Effect, Span]:
        """The value of rule `scale` (grammar/effects.lark)."""
        return ("per", children[1], _span(children))

    def reflexive(self, children: list[Any]) -> list[Effect]:
        """A trigger inside an effect ("When you do, …"): its event, then its clauses."""
        event = next(c for c in children if isinstance(c, TriggerEvent))
        return [event, *self.sentence([c for c in children if c is not event and not _is_word(c)])]

    def condition(self, children: list[Any]) -> EffectCondition:
        """The value of rule `condition` (grammar/effects.lark)."""
        inner = next((c for c in children if isinstance(c, EffectCondition)), None)
        if inner is not None:
            inner.span = _span(children)
            return inner
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test=str(children[0].value))

    def subject(self, children: list[Any]) -> Subject:
        """Who or what does the clause's action: one or more objects ("~ or another creature you control")."""
        return Subject(children[0])

    # ---- predicates ----------------------------------------------------------------------
    def act_object(self, children: list[Any]) -> Action:
        """The action of rule `act_object` (grammar/effects.lark)."""
        return _action(children[0].value, children)

    def act_number(self, children: list[Any]) -> Action:
        """The action of rule `act_number` (grammar/effects.lark)."""
        return _action(children[0].value, children, amount=_value(children, "NUM", "DET_A"))

    def act_draw(self, children: list[Any]) -> Action:
        """The action of rule `act_draw` (grammar/effects.lark)."""
        return _action(Verb.DRAW, children, amount=_value(children, "NUM", "DET_A"))

    def act_create(self, children: list[Any]) -> Action:
        """The action of rule `act_create` (grammar/effects.lark)."""
        return _action(Verb.CREATE, children, zone_to="battlefield")

    def act_damage(self, children: list[Any]) -> Action:
        """The action of rule `act_damage` (grammar/effects.lark)."""
        return _action(Verb.DEAL_DAMAGE, children, amount=_value(children, "NUM", "DET_A", "THAT_MANY"))

    def act_gain_life(self, children: list[Any]) -> Action:
        """The action of rule `act_gain_life` (grammar/effects.lark)."""
        return _action(Verb.GAIN_LIFE, children, amount=_value(children, "NUM", "DET_A"))

    def act_lose_life(self, children: list[Any]) -> Action:
        """The action of rule `act_lose_life` (grammar/effects.lark)."""
        return _action(Verb.LOSE_LIFE, children, amount=_value(children, "NUM", "DET_A"))

    def act_gain_ability(self, children: list[Any]) -> Action:
        """The action of rule `act_gain_ability` (grammar/effects.lark)."""
        return _action(Verb.GAIN_ABILITY, children, detail=list(children[1]))

    def act_gain_control(self, children: list[Any]) -> Action:
        """The action of rule `act_gain_control` (grammar/effects.lark)."""
        return _action(Verb.GAIN_CONTROL, children)

    def act_modify_pt(self, children: list[Any]) -> Action:
        """The action of rule `act_modify_pt` (grammar/effects.lark)."""
        return _action(Verb.MODIFY_PT, children, amount=_value(children, "PT"))

    def act_add_mana(self, children: list[Any]) -> Action:
        """The action of rule `act_add_mana` (grammar/effects.lark)."""
        return _action(Verb.ADD_MANA, children, detail=list(children[1]))

    def act_put_counter(self, children: list[Any]) -> Action:
        """The action of rule `act_put_counter` (grammar/effects.lark)."""
        return _action(Verb.PUT_COUNTER, children, detail=list(children[1]))

    def act_put(self, children: list[Any]) -> Action:
        """The action of rule `act_put` (grammar/effects.lark)."""
        action = _action(Verb.PUT, children)
        action.detail.extend(t.value for t in _tokens(children, "TAPPED"))
        if _tokens(children, "UNDER_YOUR_CONTROL"):
            action.detail.append("under_your_control")
        return action

    def act_return(self, children: list[Any]) -> Action:
        """The action of rule `act_return` (grammar/effects.lark)."""
        zones = _tokens(children, "ZONE")
        action = _action(Verb.RETURN, children, zone_to=zones[-1].value)
        action.detail.extend(t.value for t in _tokens(children, "TAPPED"))
        if len(zones) > 1:
            action.zone_from = zones[0].value
        if _tokens(children, "UNDER_YOUR_CONTROL"):
            action.detail.append("under_your_control")
        return action

    def act_become(self, children: list[Any]) -> Action:
        """The action of rule `act_become` (grammar/effects.lark)."""
        return _action(Verb.BECOME, children)

    def act_counter(self, children: list[Any]) -> Action:
        """The action of rule `act_counter` (grammar/effects.lark)."""
        return _action(Verb.COUNTER, children)

    def act_search(self, children: list[Any]) -> Action:
        """The action of rule `act_search` (grammar/effects.lark)."""
        return _action(Verb.SEARCH, children, zone_from=_value(children, "ZONE"), zone_to=None)

    def act_pay(self, children: list[Any]) -> Action:
        """The action of rule `act_pay` (grammar/effects.lark)."""
        life = _tokens(children, "LIFE")
        return _action(
            Verb.PAY,
            children,
            amount=_value(children, "SYMBOLS", "NUM", "DET_A"),
            detail=["life"] if life else ["mana"],
        )

    def act_enter(self, children: list[Any]) -> Action:
        """The action of rule `act_enter` (grammar/effects.lark)."""
        detail = [t.value for t in _tokens(children, "TAPPED")]
        counters = next((c for c in children if isinstance(c, Detail)), Detail([], (0, 0)))
        return _action(Verb.ENTER, children, zone_to="battlefield", detail=detail + list(counters))

    def act_choose_object(self, children: list[Any]) -> Choice:
        """ "Choose target creature": the choice of an object."""
        return Choice(EffectKind.CHOICE, "", _span(children), what="object", objects=_objects(children))

    def act_choose_part(self, children: list[Any]) -> Choice:
        """ "chooses two of those cards": the choice of some of the objects referred to."""
        among = self.reference([children[-1]])
        part = ObjectPhrase(EffectKind.OBJECT, "", _span(children[1:]), determiner="of", count=children[1].text)
        return Choice(EffectKind.CHOICE, "", _span(children), what="object", objects=[part, among])

    def act_get_energy(self, children: list[Any]) -> Action:
        """ "you get {E}{E}"."""
        return _action(Verb.GET_ENERGY, children, amount=children[1].value)

    def act_prevent(self, children: list[Any]) -> Action:
        """ "Prevent the next 3 damage that would be dealt to any target this turn"."""
        return _action(Verb.PREVENT, children, amount=_value(children, "NUM", "ALL"))

    def without_paying(self, children: list[Any]) -> Part:
        """ "… without paying its mana cost"."""
        return ("detail", "without_paying", _span(children))

    def that_targets(self, children: list[Any]) -> Part:
        """ "a spell that targets ~"."""
        return ("qualifier", "targets", _span(children))

    def with_counters(self, children: list[Any]) -> Part:
        """ "… with a +1/+1 counter on it"."""
        return ("detail", f"with_{children[1][0]}", _span(children))

    def named(self, children: list[Any]) -> Part:
        """ "a creature named ~"."""
        return ("qualifier", "named:self" if children[1].type == "SELF" else "named", _span(children))

    def cond_during(self, children: list[Any]) -> EffectCondition:
        """ "During your turn, …"."""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test=f"during:{children[0].value}")

    def cond_there_are(self, children: list[Any]) -> EffectCondition:
        """ "if there are seven or more cards in your graveyard"."""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="there_are", about=_objects(children))

    def fixed_qualifier(self, children: list[Any]) -> Part:
        """ "a creature that died this turn": a qualifier the lexicon reads whole."""
        return ("qualifier", children[0].value, _span(children))

    def fixed_object(self, children: list[Any]) -> ObjectPhrase:
        """ "your second spell each turn": an object phrase the lexicon reads whole."""
        kind, quality = children[0].value.split(":", 1)
        return ObjectPhrase(EffectKind.OBJECT, "", _span(children), types=[kind], qualifiers=[quality])

    def cond_it_is(self, children: list[Any]) -> EffectCondition:
        """ "if it's attacking", "if it's a creature card", "if it's your turn"."""
        words = next((c for c in children if isinstance(c, list)), None)
        if words is not None:
            phrase = self.object_phrase(children[1:])
            return EffectCondition(EffectKind.CONDITION, "", _span(children), test=children[0].value, about=[phrase])
        return EffectCondition(
            EffectKind.CONDITION, "", _span(children), test=f"{children[0].value}:{children[1].value}"
        )

    def equal_to(self, children: list[Any]) -> tuple[Any, ...]:
        """ "… equal to its power": the amount of the action."""
        quantity: tuple[Any, ...] = children[1]
        return quantity

    def if_suffix(self, children: list[Any]) -> tuple[str, EffectCondition, Span]:
        """ "destroy that creature if it attacked this turn"."""
        node: EffectCondition = children[1]
        node.span = _span(children)
        return ("condition", node, node.span)

    def cond_for_each(self, children: list[Any]) -> EffectCondition:
        """ "For each creature token you control, …": the action is done once per object."""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="for_each", about=[children[1]])

    def act_control(self, children: list[Any]) -> Action:
        """ "You control enchanted creature."."""
        return _action(Verb.GAIN_CONTROL, children, detail=[f"controller:{children[0].value}"])

    def act_get_counter(self, children: list[Any]) -> Action:
        """ "you get an experience counter"."""
        return _action(Verb.GET_COUNTER, children, detail=list(children[1]))

    def act_be(self, children: list[Any]) -> Action:
        """ "Enchanted land is the chosen type", "~ is a Wall": what an object is."""
        words = next((c for c in children if isinstance(c, list)), None)
        objects: list[Effect] = [
            self.object_phrase(children[1:]) if words is not None else self.reference(children[1:])
        ]
        return Action(EffectKind.ACTION, "", _span(children), verb=Verb.BECOME, objects=objects, detail=["is"])

    def with_counter(self, children: list[Any]) -> Part:
        """ "each creature you control with a +1/+1 counter on it"."""
        return ("qualifier", f"with_{children[1][0]}", _span(children))

    def of_reference(self, children: list[Any]) -> Part:
        """ "creatures of the chosen type"."""
        return ("qualifier", f"of:{children[1].value}", _span(children))

    def if_able(self, children: list[Any]) -> Part:
        """ "attacks each combat if able"."""
        return ("detail", "if_able", _span(children))

    def act_remove(self, children: list[Any]) -> Action:
        """ "Remove target creature from the game." (older printed wording of exile)."""
        zone = _value(children, "ZONE")
        return _action(Verb.EXILE if zone == "exile" else Verb.PUT, children, zone_to=zone)

    def act_emblem(self, children: list[Any]) -> Action:
        """ "You get an emblem with "…"": the quoted ability is the emblem's."""
        return _action(Verb.GET_EMBLEM, children, detail=["granted_ability"])

    def act_it_is(self, children: list[Any]) -> Action:
        """ "It's still a land.": what the object it refers to is."""
        start = 2 if children[1].type == "STILL" else 1
        about = Reference(EffectKind.REFERENCE, "", _span(children[:1]), refers="anaphora")
        thing = self.object_phrase(children[start:])
        detail = ["is", "still"] if start == 2 else ["is"]
        return Action(
            EffectKind.ACTION, "", _span(children), verb=Verb.BECOME, actor=about, objects=[thing], detail=detail
        )

    def cond_otherwise(self, children: list[Any]) -> EffectCondition:
        """ "Otherwise, …": the other branch of the condition before."""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="otherwise")

    def cond_did(self, children: list[Any]) -> EffectCondition:
        """ "if you cast it", "if a creature died this turn": an event that happened."""
        action = next(c for c in children if isinstance(c, Action))
        _set_actor(action, next(c for c in children if isinstance(c, Subject)))
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="did", about=[action])

    def act_die(self, children: list[Any]) -> Action:
        """The action of rule `act_die` (grammar/effects.lark)."""
        return _action(Verb.DIE, children, zone_from="battlefield", zone_to="graveyard")

    def act_attack(self, children: list[Any]) -> Action:
        """The action of rule `act_attack` (grammar/effects.lark)."""
        return _action(Verb.ATTACK, children)

    def act_block(self, children: list[Any]) -> Action:
        """The action of rule `act_block` (grammar/effects.lark)."""
        return _action(Verb.BLOCK, children)

    def act_blocked(self, children: list[Any]) -> Action:
        """The action of rule `act_blocked` (grammar/effects.lark)."""
        return _action(Verb.BLOCK, children, detail=["becomes_blocked"])

    def act_leave(self, children: list[Any]) -> Action:
        """The action of rule `act_leave` (grammar/effects.lark)."""
        return _action(Verb.LEAVE_BATTLEFIELD, children, zone_from="battlefield")

    def act_cant(self, children: list[Any]) -> Action:
        """ "can't block", "can't be countered", "You can't cast creature spells."."""
        if children[1].type == "V_OBJ":
            return _action(children[1].value, children, negated=True)
        verb = {"ATTACK": Verb.ATTACK, "BLOCK": Verb.BLOCK, "BE_BLOCKED": Verb.BLOCK}.get(children[1].type)
        which = {"countered": Verb.COUNTER, "regenerated": Verb.REGENERATE}.get(children[1].value)
        passive = children[1].type in ("BE_BLOCKED", "BE_COUNTERED")
        return _action(verb or which or Verb.BLOCK, children, negated=True, detail=["passive"] if passive else [])

    def act_choose(self, children: list[Any]) -> Choice:
        """The action of rule `act_choose` (grammar/effects.lark)."""
        return Choice(EffectKind.CHOICE, "", _span(children), what=children[1].value)

    # ---- the parts of predicates ---------------------------------------------------------
    def amount(self, children: list[Any]) -> Token:
        """The value of rule `amount` (grammar/effects.lark)."""
        token: Token = children[0]
        return token

    def mana(self, children: list[Any]) -> Detail:
        """The value of rule `mana` (grammar/effects.lark)."""
        return Detail([f"mana:{c.value}" for c in children if c.type != "OR"], _span(children))

    def counters(self, children: list[Any]) -> Detail:
        """The value of rule `counters` (grammar/effects.lark)."""
        kind = _value(children, "PT", "COUNTER_KIND", "KEYWORD") or ""
        count = _value(children, "NUM", "DET_A") or ""
        return Detail([f"counter:{kind}" + (f":{count}" if count not in ("a", "1") else "")], _span(children))

    def keywords(self, children: list[Any]) -> Detail:
        """The value of rule `keywords` (grammar/effects.lark)."""
        return Detail([v for c in children if isinstance(c, Detail) for v in c], _span(children))

    def objects(self, children: list[Any]) -> list[Effect]:
        """The value of rule `objects` (grammar/effects.lark)."""
        return _nodes(children)

    # ---- object phrases --------------------------------------------------------------------
    def object_phrase(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `object_phrase` (grammar/effects.lark)."""
        node = ObjectPhrase(EffectKind.OBJECT, "", _span(children))
        for child in children:
            if isinstance(child, tuple):  # a determiner or a post-modifier: (field, value)
                name, value = child[0], child[1]
                if name == "qualifier":
                    node.qualifiers.append(value)
                elif name == "determiner" and ":" in value:
                    node.determiner, node.count = value.split(":", 1)
                else:
                    setattr(node, name, value)
            elif isinstance(child, list):  # the words
                for token in child:
                    _word(node, token)
        return node

    def determiner(self, children: list[Any]) -> Part:
        """The value of rule `determiner` (grammar/effects.lark)."""
        kinds = [c.type for c in children]
        count = _value(children, "NUM")
        if "UP_TO" in kinds:
            return ("determiner", "up_to" + (f":{count}" if count else ""), _span(children))
        if "ANY_NUMBER" in kinds:
            return ("determiner", "any_number", _span(children))
        if "TARGET" in kinds:
            return ("determiner", "target" + (f":{count}" if count else ""), _span(children))
        if count is not None:
            return ("determiner", f"number:{count}", _span(children))
        return ("determiner", children[0].value, _span(children))

    def words(self, children: list[Any]) -> list[Token]:
        """The value of rule `words` (grammar/effects.lark)."""
        return list(children)

    def controlled(self, children: list[Any]) -> Part:
        """The value of rule `controlled` (grammar/effects.lark)."""
        return ("controller", children[0].value, _span(children))

    def in_zone(self, children: list[Any]) -> Part:
        """The value of rule `in_zone` (grammar/effects.lark)."""
        return ("zone", children[-1].value, _span(children))

    def with_keyword(self, children: list[Any]) -> Part:
        """The value of rule `with_keyword` (grammar/effects.lark)."""
        return ("qualifier", f"with:{children[1].value}", _span(children))

    def with_stat(self, children: list[Any]) -> Part:
        """The value of rule `with_stat` (grammar/effects.lark)."""
        bound = _value(children, "OR_LESS") or "exactly"
        return ("qualifier", f"{children[0].value}:{children[1].value}:{bound}", _span(children))

    def without_keyword(self, children: list[Any]) -> Part:
        """The value of rule `without_keyword` (grammar/effects.lark)."""
        return ("qualifier", f"without:{children[1].value}", _span(children))

    def top_cards(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `top_cards` (grammar/effects.lark)."""
        count = _value(children, "NUM")
        node = ObjectPhrase(EffectKind.OBJECT, "", _span(children), determiner=children[0].value, count=count)
        node.types.append("card")
        node.zone = _value(children, "ZONE")
        return node

    def any_target(self, children: list[Any]) -> ObjectPhrase:
        """The value of rule `any_target` (grammar/effects.lark)."""
        return ObjectPhrase(EffectKind.OBJECT, "", _span(children), determiner="target", types=["any"])

    def player(self, children: list[Any]) -> PlayerPhrase:
        """The value of rule `player` (grammar/effects.lark)."""
        return PlayerPhrase(EffectKind.PLAYER, "", _span(children), who=children[0].value)

    def reference(self, children: list[Any]) -> Reference:
        """The value of rule `reference` (grammar/effects.lark)."""
        return Reference(EffectKind.REFERENCE, "", _span(children), refers=children[0].value)

    def self_reference(self, children: list[Any]) -> Reference:
        """The value of rule `self_reference` (grammar/effects.lark)."""
        return Reference(EffectKind.REFERENCE, "", _span(children), refers="self")

    # ---- conditions and events -------------------------------------------------------------
    def cond_paid(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_paid` (grammar/effects.lark)."""
        about: list[Effect] = [
            self.self_reference([children[0]]) if children[0].type == "SELF" else self.reference([children[0]])
        ]
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test=f"paid:{children[1].value}", about=about)

    def cond_control(self, children: list[Any]) -> EffectCondition:
        """The condition of rule `cond_control` (grammar/effects.lark)."""
        return EffectCondition(EffectKind.CONDITION, "", _span(children), test="control", about=_objects(children))

    def if_condition(self, children: list[Any]) -> EffectCondition:
        """The value of rule `if_condition` (grammar/effects.lark)."""
        node: EffectCondition = children[-1]
        node.span = _span(children)
        return node

    def event(self, children: list[Any]) -> TriggerEvent:
        """What a trigger waits for: its subject's action(s) ("~ enters or attacks")."""
        actions = [c for c in children if isinstance(c, Action)]
        subject = next(c for c in children if isinstance(c, Subject))
        for action in actions:
            _set_actor(action, subject)
        return TriggerEvent(EffectKind.EVENT, "", _span(children), event=actions[0].verb, actions=actions)

    def event_phase(self, children: list[Any]) -> TriggerEvent:
        """The value of rule `event_phase` (grammar/effects.lark)."""
        return TriggerEvent(EffectKind.EVENT, "", _span(children), event=children[0].value)


def _suffix(action: Action, part: tuple[Any, ...]) -> None:
    """Files what follows a predicate ("for each …", "where X is …", "unless …", "at random") on its action."""
    name, value = part[0], part[1]
    if name == "per":
        action.per = value
    elif name == "amount":
        action.amount, action.per = value, part[3]
    elif name == "condition":
        action.condition = value
    else:
        action.detail.append(value)


def _is_word(child: Any) -> bool:
    return isinstance(child, Token) and child.type in ("TRIGGER_WORD", "_COMMA")


def _word(node: ObjectPhrase, token: Token) -> None:
    """Files one word of an object phrase under its field."""
    if token.type in ("TYPE", "NOUN"):
        node.types.append(token.value)
    elif token.type == "SUBTYPE":
        node.subtypes.append(token.value)
    elif token.type == "SUPERTYPE":
        node.supertypes.append(token.value)
    elif token.type == "COLOR":
        node.colors.append(token.value)
    elif token.type == "NONTYPE":
        node.not_types.append(token.value)
    else:  # STATUS, TAPPED, PT
        node.qualifiers.append(token.value)
