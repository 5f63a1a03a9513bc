"""The relations of rule 607.2, written once: which acting kind pairs with which referring kind, under which
clause, whether the reference lasts, and which values fit.

Both sides read this table: the clauses of `links/` take their acting and referring kinds from it
(`acting_kinds`, `referring_kinds`, `lasting_kinds`, `fitting_values`), and the review flags of
`links/review.py` take from it, for a referring cue left unlinked, the rules that would have resolved it
and the acting halves that could have started the link (`cue`). A pairing added here is seen by both.

A `Topic` groups the relations about one thing referred to ("the exiled cards": exiled by an activated
or triggered ability, by a replacement effect, while casting, by champion): a cue is resolved by a link
of any rule of its topic, and any acting half of its topic could have been its source.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from mtglinks.kinds import FeatureKind as K
from mtglinks.links.base import Rule


class Topic(StrEnum):
    """What a group of relations is about (the thing an ability refers to)."""

    EXILED_CARDS = "exiled cards"
    EXILED_BEFORE_GAME = "cards exiled before the game"
    PUT_ONTO_BATTLEFIELD = "objects put onto the battlefield"
    CREATED_TOKENS = "tokens created"
    CHOSEN_VALUE = "a chosen value"
    ANCHOR_WORD = "an anchor word"
    NOTED_INFORMATION = "noted information"
    PAID_AS_ENTERED = "a cost paid as the object entered"
    ADDITIONAL_COST = "an additional cost paid"
    PAID_AS_CAST = "a variable cost paid as the spell was cast"
    REVEALED_THIS_WAY = "the first card drawn, revealed"
    STATIC_THIS_WAY = "what a static ability did this way"
    BOTH_HALVES = "a keyword that holds both halves"


@dataclass(frozen=True)
class Relation:
    """One pairing of a 607.2 clause: an acting half of one of `acting`'s kinds and a referring half of
    one of `referring`'s kinds are linked by `rule`."""

    rule: Rule
    topic: Topic
    acting: tuple[K, ...]
    # () when the acting half's own definition holds both halves (champion, madness, buyback, …): the
    # ability is linked to itself
    referring: tuple[K, ...]
    # referring kinds that name the object ("exiled with ~"): linked to every source, their own ability's
    # too (607.1c); the others are anaphora when their own ability acted first
    lasting: tuple[K, ...] = ()
    # the acting values that fit (None: any value)
    values: tuple[str, ...] | None = None


# Categories of value a reference to a choice may name without naming the choice's own category
# ("the chosen type" fits "choose a creature type").
COMPATIBLE_VALUES = frozenset(
    {
        ("type", "creature_type"),
        ("type", "land_type"),
        ("type", "card_type"),
        ("type", "planeswalker_type"),
        ("player", "opponent"),
        ("card", "card_name"),
        ("creature", "permanent"),
    }
)

# Additional costs whose own keyword definition holds both halves: linked to themselves.
SELF_LINKED_COSTS = ("buyback", "replicate", "conspire", "casualty", "squad", "offspring")

RELATIONS: tuple[Relation, ...] = (
    Relation(Rule.R2A, Topic.EXILED_CARDS, (K.EXILE,), (K.EXILED_WITH_SELF, K.THE_EXILED_CARD), (K.EXILED_WITH_SELF,)),
    Relation(Rule.R2B, Topic.EXILED_CARDS, (K.EXILE,), (K.EXILED_WITH_SELF, K.THE_EXILED_CARD), (K.EXILED_WITH_SELF,)),
    Relation(Rule.R2Q, Topic.EXILED_CARDS, (K.CAST_EXILE,), (K.EXILED_WITH_SELF,)),
    # champion's second ability returns "the exiled card": both halves are the keyword's
    Relation(Rule.R2K, Topic.EXILED_CARDS, (K.CHAMPION,), ()),
    Relation(
        Rule.R2N,
        Topic.EXILED_BEFORE_GAME,
        (K.EXILE_BEFORE_GAME,),
        (K.EXILED_WITH_NAMED_REF,),
        (K.EXILED_WITH_NAMED_REF,),
    ),
    # the first acting kind is the one the reference is about; "created with ~" also fits an object its
    # own ability put onto the battlefield
    Relation(Rule.R2C, Topic.PUT_ONTO_BATTLEFIELD, (K.PUT_ONTO_BATTLEFIELD,), (K.PUT_WITH_SELF,), (K.PUT_WITH_SELF,)),
    Relation(
        Rule.R2C,
        Topic.CREATED_TOKENS,
        (K.CREATE_TOKEN, K.PUT_ONTO_BATTLEFIELD),
        (K.CREATED_WITH_SELF,),
        (K.CREATED_WITH_SELF,),
    ),
    Relation(Rule.R2D, Topic.CHOSEN_VALUE, (K.CHOOSE,), (K.CHOSEN_REF, K.NAMED_REF)),
    Relation(Rule.R2F, Topic.CHOSEN_VALUE, (K.CHOOSE,), (K.CHOSEN_REF, K.NAMED_REF)),
    Relation(Rule.R2P, Topic.CHOSEN_VALUE, (K.CHOOSE,), (K.CHOSEN_REF, K.NAMED_REF)),
    Relation(Rule.R2M, Topic.ANCHOR_WORD, (K.CHOOSE,), (K.ANCHOR_REF,)),
    Relation(Rule.R2E, Topic.NOTED_INFORMATION, (K.NOTE,), (K.NOTED_REF,)),
    Relation(Rule.R2G, Topic.PAID_AS_ENTERED, (K.PAY_AS_ENTERS,), (K.PAID_AS_ENTERED_REF,)),
    Relation(Rule.R2I, Topic.ADDITIONAL_COST, (K.ADDITIONAL_COST,), (K.KICKED_REF,), values=("kicker", "multikicker")),
    Relation(Rule.R2I, Topic.ADDITIONAL_COST, (K.ADDITIONAL_COST,), (K.BARGAINED_REF,), values=("bargain",)),
    Relation(Rule.R2I, Topic.ADDITIONAL_COST, (K.ADDITIONAL_COST,), (K.GIFT_PROMISED_REF,), values=("gift",)),
    Relation(
        Rule.R2I, Topic.ADDITIONAL_COST, (K.ADDITIONAL_COST,), (K.ADDITIONAL_COST_PAID_REF,), values=("optional",)
    ),
    Relation(Rule.R2I, Topic.BOTH_HALVES, (K.ADDITIONAL_COST,), (), values=SELF_LINKED_COSTS),
    Relation(Rule.R2J, Topic.PAID_AS_CAST, (K.ADDITIONAL_COST,), (K.PAID_AS_CAST_REF,)),
    Relation(Rule.R2H, Topic.REVEALED_THIS_WAY, (K.REVEAL_STATIC,), (K.THIS_WAY_REF,)),
    # the acting half is the paragraph's first sentence, a static ability (the linker makes it a feature)
    Relation(Rule.R2H, Topic.STATIC_THIS_WAY, (K.STATIC,), (K.THIS_WAY,)),
    # madness and miracle: a static and a triggered ability by their own definition
    Relation(Rule.R2H, Topic.BOTH_HALVES, (K.LINKED_KEYWORD,), ()),
)

# Kinds no language's patterns give: the reader of labels makes anchor references of every language, and
# the linker makes the static sentence of 607.2h.
MADE_FOR_EVERY_LANGUAGE = frozenset({K.ANCHOR_REF, K.STATIC})


def _of(rule: Rule) -> tuple[Relation, ...]:
    return tuple(r for r in RELATIONS if r.rule == rule)


def _unique(kinds: list[K]) -> tuple[K, ...]:
    return tuple(dict.fromkeys(kinds))


@cache
def relation(rule: Rule, topic: Topic) -> Relation:
    """The rule's one relation about `topic`."""
    [found] = [r for r in _of(rule) if r.topic == topic]
    return found


@cache
def acting_kinds(rule: Rule) -> tuple[K, ...]:
    """The acting kinds the rule's relations pair."""
    return _unique([kind for r in _of(rule) for kind in r.acting])


@cache
def referring_kinds(rule: Rule) -> tuple[K, ...]:
    """The referring kinds the rule's relations pair."""
    return _unique([kind for r in _of(rule) for kind in r.referring])


@cache
def lasting_kinds(rule: Rule) -> tuple[K, ...]:
    """The rule's referring kinds that last (607.1c: linked to their own ability too)."""
    return _unique([kind for r in _of(rule) for kind in r.lasting])


@cache
def wanted_acting(rule: Rule, referring: K) -> K:
    """The acting kind a reference of the rule is about: the first of its relation."""
    return next(r.acting[0] for r in _of(rule) if referring in r.referring)


@cache
def fitting_values(rule: Rule) -> dict[str, tuple[K, ...]]:
    """acting value -> the referring kinds that ask about it, for the rule's relations that name values."""
    out: dict[str, list[K]] = {}
    for r in _of(rule):
        if not r.referring:
            continue
        for value in r.values or ():
            out.setdefault(value, []).extend(r.referring)
    return {value: _unique(kinds) for value, kinds in out.items()}


@cache
def self_linked_values(rule: Rule) -> tuple[str, ...]:
    """The acting values whose own definition holds both halves of the rule's link."""
    return tuple(v for r in _of(rule) if not r.referring for v in r.values or ())


@dataclass(frozen=True)
class Cue:
    """What the review needs of a referring kind: the rules that resolve it, the acting kinds that could
    be its source and the values that fit (None: any), and whether it lasts."""

    topic: Topic
    rules: tuple[Rule, ...]
    acting: tuple[K, ...]
    values: tuple[str, ...] | None
    lasting: bool


@cache
def cue(referring: K) -> Cue | None:
    """The cue of a referring kind (None for a kind no relation refers by)."""
    own = [r for r in RELATIONS if referring in r.referring]
    if not own:
        return None
    topic = own[0].topic
    group = [r for r in RELATIONS if r.topic == topic]
    values: tuple[str, ...] | None = None
    if all(r.values is not None for r in own):
        values = tuple(dict.fromkeys(v for r in own for v in r.values or ()))
    return Cue(
        topic,
        tuple(dict.fromkeys(r.rule for r in group)),
        _unique([kind for r in group for kind in r.acting]),
        values,
        any(referring in r.lasting for r in own),
    )


def referring_cues() -> tuple[K, ...]:
    """Every referring kind some relation refers by."""
    return _unique([kind for r in RELATIONS for kind in r.referring])


def relation_kinds() -> frozenset[K]:
    """Every acting and referring kind of the table."""
    return frozenset(kind for r in RELATIONS for kind in (*r.acting, *r.referring))
