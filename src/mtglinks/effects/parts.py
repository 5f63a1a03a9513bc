"""What the rule methods of the effect Transformer share: spans of children, the parts they pass up
(a subject, a detail, a determiner or post-modifier), and how an action is made of its children."""

from __future__ import annotations

from typing import Any

from mtglinks.effects.lexer import Token
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Duration, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference

Span = tuple[int, int]
Part = tuple[str, str, Span]  # a determiner or a post-modifier of an object phrase: (field, value, span)
Related = tuple[str, str, Span, Any]  # a qualifier and the object it names ("from among cards exiled with ~")


class Subject(list[Effect]):
    """The subject of a clause: its objects, the first one the actor and any others beside it."""

    @property
    def span(self) -> Span:
        """From the first object to the last."""
        return (self[0].span[0], self[-1].span[1])


def set_actor(action: Action, subject: Subject) -> None:
    """The clause's subject as the action's actor (and any others beside it), the span grown to hold it."""
    action.actor, action.other_actors = subject[0], list(subject[1:])
    action.span = (min(action.span[0], subject.span[0]), action.span[1])
    if action.verb == Verb.PUT_INTO_GRAVEYARD and _on_the_battlefield(action.actor):
        action.verb = Verb.DIE  # "When enchanted creature is put into a graveyard": it dies (rule 700.4)


def choice_done(children: list[Any]) -> list[Action]:
    """The actions of a predicate ("~ attacks"), or when it is a choice the action of choosing, as "You cannot choose
    an artifact card." reads (`act_cant`): its objects the choice's ("your opponent chooses a creature in play"), or
    what is chosen in its detail when that is no object ("If you can't choose an opponent this way": `what:opponent`).
    A choice is no Action, and the rules that wrap a predicate want one."""
    actions = [c for c in children if isinstance(c, Action)]
    if actions:
        return actions
    choices = [c for c in children if isinstance(c, Choice)]
    return [
        Action(EffectKind.ACTION, "", c.span, verb=Verb.CHOOSE, objects=list(c.objects), detail=_chosen(c))
        for c in choices
    ]


def _chosen(choice: Choice) -> list[str]:
    return [] if choice.objects or not choice.what else [f"what:{choice.what}"]


def _on_the_battlefield(actor: Effect) -> bool:
    """Whether the actor can only be a permanent: a creature or permanent (not a card or a spell), or what an
    Aura or Equipment is attached to."""
    if isinstance(actor, ObjectPhrase):
        kinds = set(actor.types)
        return bool(kinds & {"creature", "permanent"}) and not kinds & {"card", "spell"}
    return isinstance(actor, Reference) and actor.refers == "attached"  # "enchanted creature", "la criatura equipada"


class Detail(list[str]):
    """What a predicate says beside its objects (mana, counters, keywords granted), with the span of its words."""

    def __init__(self, values: list[str], span: Span) -> None:
        """The value of rule `__init__` (grammar/effects.lark)."""
        super().__init__(values)
        self.span = span


def span_of(children: list[Any]) -> Span:
    """The offsets from the first child to the last: tokens, nodes, lists of them, (field, value, span) parts."""
    # one pass keeping the least start and the greatest end (every rule method calls this); a token and a part,
    # the commonest children, told by their exact type first
    low = high = -1
    for child in children:
        kind = type(child)
        if kind is Token:
            start, end = child.start_pos, child.end_pos
        elif kind is tuple:
            start, end = child[2]
        elif isinstance(child, _SPANNED):  # a node, the next commonest: its span without a call
            start, end = child.span
        else:
            found = _span_of_other(child)
            if found is None:
                continue
            start, end = found
        if low < 0:
            low, high = start, end
        else:
            if start < low:
                low = start
            if end > high:
                high = end
    return (low, high) if low >= 0 else (0, 0)


def _span_of_other(child: Any) -> Span | None:
    """The span of a child of `span_of` that is not a token or a part by its exact type; None for one that
    has none (a list of words)."""
    if isinstance(child, Token):
        return child.start_pos, child.end_pos
    if isinstance(child, _SPANNED):
        return child.span
    if isinstance(child, tuple):
        return child[2]  # type: ignore[no-any-return]
    if isinstance(child, list) and any(not isinstance(c, str) for c in child):
        return span_of(child)
    return None


_SPANNED = (Effect, Detail, Subject)


def tokens_of(children: list[Any], *types: str) -> list[Token]:
    """The children that are tokens of these terminals."""
    return [c for c in children if isinstance(c, Token) and c.type in types]


def value_of(children: list[Any], *types: str) -> str | None:
    """The value of the first child token of these terminals, or None."""
    for child in children:  # the first one found: no list of them all
        if isinstance(child, Token) and child.type in types:
            return child.value
    return None


def nodes_of(children: list[Any]) -> list[Effect]:
    """The children that are effect nodes."""
    return [c for c in children if isinstance(c, Effect)]


def objects_of(children: list[Any]) -> list[Effect]:
    """The object phrases of a predicate: an `objects` list is flattened, a lone node kept."""
    out: list[Effect] = []
    for child in children:
        if isinstance(child, list):
            out.extend(c for c in child if isinstance(c, Effect))
        elif isinstance(child, Effect) and not isinstance(child, Duration):
            out.append(child)
    return out


def current_verb(verb: str, objects: list[Effect], zones: list[Token]) -> str:
    """The verb under its current name where older printed text says it with a word since renamed, the
    rules meaning unchanged: a token put onto the battlefield is created (rule 701.7a; "put … token onto
    the battlefield" before 2016), a spell (or a card that can only be a spell) played is cast (rule 601;
    "play a spell" before 2009), an activated ability played is activated (rule 602), the top cards of a library
    put into a graveyard are milled (rule 701.13a)."""
    if verb not in _RENAMED:  # most verbs: none of the renamings below is about them
        return verb
    typed = [o for o in objects if isinstance(o, ObjectPhrase)]
    if not typed or len(typed) != len(objects):
        return verb
    if verb == Verb.PUT and zones and zones[-1].value == "battlefield" and all("token" in o.types for o in typed):
        return str(Verb.CREATE)
    if verb == Verb.PLAY and all(_cast_only(o) for o in typed):
        return str(Verb.CAST)
    if verb == Verb.CAST and all("land" in o.types and set(o.types) <= {"land", "card"} for o in typed):
        return str(Verb.PLAY)  # rule 305.1: a land is played, never cast (Russian printed "разыграть землю")
    # rule 602: an activated ability is activated (Russian printed text "разыгрывает активируемую способность",
    # "play an ability" before 2009)
    if verb in (Verb.PLAY, Verb.CAST) and all(o.types[:1] == ["activated_ability"] for o in typed):
        return str(Verb.ACTIVATE)
    # rule 701.13a: to mill is to put cards from the top of one's library into one's graveyard
    if verb != Verb.PUT or not zones or zones[-1].value != "graveyard":
        return verb
    on_top = all(
        o.zone == "library" and (o.determiner in ("top", "the") or "top" in o.qualifiers) and "card" in o.types
        for o in typed
    )  # "the top card", "верхнюю карту" (Russian says "top" as an adjective: a qualifier)
    return str(Verb.MILL) if on_top else verb


# The verbs `current_verb` may rename (put, play, cast), by their values.
_RENAMED = frozenset({str(Verb.PUT), str(Verb.PLAY), str(Verb.CAST)})


def _cast_only(found: ObjectPhrase) -> bool:
    """Whether an object played can only be cast: a spell, an instant or sorcery card, a nonland card."""
    return bool({"spell", "instant", "sorcery"} & set(found.types)) or "land" in found.not_types


def any_counters(verb: str, about: list[Effect]) -> str | None:
    """The test of "if ~ has counters on it", "if it had counters on it": counters of any kind (or of the kind
    named), one or more, read as an object of the condition; None when it names no counters."""
    counted = [o for o in about if isinstance(o, ObjectPhrase) and o.types == ["counter"]]
    return f"{verb}:counter:{''.join(counted[0].qualifiers)}:1:or_more" if counted else None


# Each verb by its value (its member's own too, a StrEnum being equal to its value and hashed as it).
_VERB_OF: dict[str, Verb] = {str(verb): verb for verb in Verb}


def make_action(verb: str, children: list[Any], **fields: Any) -> Action:
    """An action of this verb from a predicate's children: its objects, zones and amount."""
    objects = objects_of(children)
    zones = [c for c in children if isinstance(c, Token) and c.type == "ZONE"]  # `tokens_of`, without its call
    verb = current_verb(verb, objects, zones)
    member = _VERB_OF.get(verb) or Verb(verb)  # one lookup for every verb there is (an Enum's call goes through two)
    action = Action(EffectKind.ACTION, "", span_of(children), verb=member, objects=objects, **fields)
    for part in children:  # "equal to its power", "equal to the number of creatures you control"
        if isinstance(part, tuple) and part[0] == "amount":
            action.amount, action.per = part[1], part[3]
    if zones and "zone_to" not in fields and "zone_from" not in fields:
        if _after_from(children, zones[-1]):  # "Exile ~ from your graveyard", "Cast ~ from exile": where it comes from
            action.zone_from = zones[-1].value
        else:
            action.zone_to = zones[-1].value
    for obj in objects:  # "exile target card from a graveyard": the action takes its object's zone
        if isinstance(obj, ObjectPhrase) and obj.zone and action.zone_from is None:
            action.zone_from = obj.zone
        if isinstance(obj, ObjectPhrase) and obj.action_detail:  # "…, без уплаты их мана-стоимости"
            action.detail.extend(obj.action_detail)
    return action


def _after_from(children: list[Any], zone: Token) -> bool:
    """Whether the zone word follows "from" among the predicate's children (a zone left, not reached)."""
    at = next(i for i, child in enumerate(children) if child is zone)
    return at > 0 and getattr(children[at - 1], "type", None) == "FROM"


def apply_suffix(action: Action, part: tuple[Any, ...]) -> None:
    """Files what follows a predicate ("for each …", "where X is …", "unless …", "at random") on its action."""
    name, value = part[0], part[1]
    if name == "per":
        action.per = value
    elif name == "amount":
        action.amount, action.per = value, part[3]
    elif name == "condition" and action.condition is not None:  # "If you do, … unless …": both, neither lost
        both = (action.condition.span[0], value.span[1])
        action.condition = EffectCondition(EffectKind.CONDITION, "", both, test="both", about=[action.condition, value])
    elif name == "condition":
        if action.condition is None:
            action.condition = value
        else:  # "If you do, reveal cards … until you reveal …": both hold, the first one kept first
            both = (min(action.condition.span[0], value.span[0]), max(action.condition.span[1], value.span[1]))
            action.condition = EffectCondition(
                EffectKind.CONDITION, "", both, test="and", about=[action.condition, value]
            )
    elif name == "duration":
        action.duration = value
    elif name == "details":  # "with a hexproof counter and an indestructible counter on it": one value each
        action.detail.extend(value)
    else:
        action.detail.append(value)


def is_word(child: Any) -> bool:
    """Whether the child is a trigger word or a comma (no node of its own)."""
    return isinstance(child, Token) and child.type in ("TRIGGER_WORD", "_COMMA")


def file_word(node: ObjectPhrase, token: Token) -> None:
    """Files one word of an object phrase under its field."""
    if token.type in ("TYPE", "NOUN"):
        node.types.extend(token.value.split())  # one word may be two types: French "créature-artefact"
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


def prefixed_condition(children: list[Any], prefix: str) -> tuple[str, EffectCondition, Span]:
    """A suffix's condition ("unless …", "as long as …", "except …", "while …"): the condition read after
    its word, its test prefixed by that word, its span the whole suffix, filed as the action's condition."""
    node: EffectCondition = children[1]
    node.test = f"{prefix}:{node.test}"
    node.span = span_of(children)
    return ("condition", node, node.span)


def under_control(children: list[Any]) -> list[str]:
    """Whose control an object is put or returned under: "under_your_control", or "under:<who>" for another player
    ("under its owner's control" is "under:owner")."""
    return [
        "under_your_control" if token.value == "you" else f"under:{token.value}"
        for token in tokens_of(children, "UNDER_YOUR_CONTROL")
    ]


def prevented_deal(children: list[Any], source: list[Any], dealt_to: list[Any], lasting: list[Token]) -> Action:
    """ "Prevent all damage <source> would deal to <dealt_to> [<duration>]": the prevention (amount `all`, detail
    `dealt_by`), its object the damage the source would deal (an action `deal_damage`, its actor the source); the
    words of `children` from the third on, less the duration, are that damage's span (English and Russian alike)."""
    deal = make_action(Verb.DEAL_DAMAGE, dealt_to, detail=["would"])
    deal.actor, deal.other_actors = source[0], list(source[1:])
    deal.span = span_of(children[2 : len(children) - len(lasting)])
    action = make_action(Verb.PREVENT, children[:1], amount="all", detail=["dealt_by"])
    action.objects = [deal]
    if lasting:
        action.duration = Duration(EffectKind.DURATION, "", span_of(lasting), until=lasting[0].value)
    action.span = span_of(children)
    return action


def listed_condition(verb: Token, listed: Effect, span: Span) -> EffectCondition:
    """The condition on objects listed before a comma ("As long as you control seven or more enchantments, …",
    "If there are …, …"): `control`, who first in `about`, or `there_are`."""
    about: list[Effect] = [listed]
    if verb.type == "CONTROLLER":
        about.insert(0, PlayerPhrase(EffectKind.PLAYER, "", span_of([verb]), who=verb.value))
    test = "control" if verb.type == "CONTROLLER" else "there_are"
    return EffectCondition(EffectKind.CONDITION, "", span, test=test, about=about)
