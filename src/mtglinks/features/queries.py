"""Queries over the effect tree: the acting and referring halves of rule 607 read from typed nodes.

The link rules read `tree.Feature` halves that the feature patterns (`lang/<code>/patterns.py`) find in an
ability's lemma text. Here the same halves are read from the effect tree instead: one small query per
kind, over nodes whose vocabulary is the same in every language (a Spanish "exilia" and a Russian
"изгоните" are both `Action(verb="exile")`), so the queries are written once for the four languages.

The linker reads them for the kinds a language lists in `FROM_TREE` (`features/tree.py`), whose patterns
are retired; for the others it still reads the patterns. `benchmarks/tree_halves.py` measures, over the
abilities the grammar reads whole, how often these halves agree with the patterns', and
`benchmarks/tree_kinds.py` whether the links stay the same when a kind moves to the tree.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from mtglinks.features import chosen_queries as chosen_q
from mtglinks.features import walks
from mtglinks.features.choice_queries import LISTED, action_value, choice_value, from_verb, option_value
from mtglinks.features.chosen_queries import chose_within, chosen_marks, chosen_values, that_choice_refs
from mtglinks.features.exile_cost_words import not_only_self
from mtglinks.features.exile_marks import exiled_with_marks, participle_with, the_exiled
from mtglinks.features.mark_memo import kept_marks, mark_halves
from mtglinks.features.walks import _tests as _tests
from mtglinks.kinds import AbilityKind, CostKind, EffectKind, ReferenceKind
from mtglinks.kinds import FeatureKind as K
from mtglinks.span import Span
from mtglinks.tree import (
    Ability,
    Action,
    Choice,
    Duration,
    Effect,
    EffectCondition,
    Note,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)


@dataclass(frozen=True)
class Half:
    """One half of a possible link read from the tree: its feature kind, value and the node's span."""

    kind: K
    value: str | None
    span: Span
    text: str = ""


def read_whole(ability: Ability) -> bool:
    """Whether the grammar read every sentence of the ability into typed nodes."""
    return ability.kind != AbilityKind.UNPARSED and all(node.kind != EffectKind.UNTYPED for node in ability.effects)


def halves(ability: Ability, kinds: frozenset[str] | None = None) -> list[Half]:
    """The halves the ability's own effect tree and cost show (not its granted abilities': they have their
    own), in text order, each (kind, value) once at its first node. With `kinds`, those of other kinds may be left
    out (a query that finds only those is not asked: its halves would be dropped)."""
    found: dict[tuple[K, str | None], Half] = {}
    for part in ability.cost:
        # "Exile ~:" keeps nothing to refer to ("Exile ~ and four other artifact creatures …:" does); "Collect evidence
        # 6:" exiles cards from the graveyard
        if (part.kind == CostKind.EXILE and not_only_self(part.text)) or part.kind == CostKind.COLLECT_EVIDENCE:
            found.setdefault((K.EXILE, None), Half(K.EXILE, None, part.span, part.text))
    marks = kinds is None or not MARK_KINDS.isdisjoint(kinds)
    _node_halves(ability, found, kinds is None or K.CHOSEN_REF in kinds, marks)
    for node in _paid_when_it_enters(ability.effects):
        found.setdefault((K.PAY_AS_ENTERS, "life"), Half(K.PAY_AS_ENTERS, "life", node.span, node.text))
    for node in _exiled_before_game(ability.effects):
        found.setdefault((K.EXILE_BEFORE_GAME, None), Half(K.EXILE_BEFORE_GAME, None, node.span, node.text))
    return sorted(found.values(), key=lambda half: (half.span, half.kind, half.value or ""))


def _node_halves(
    ability: Ability, found: dict[tuple[K, str | None], Half], that_choice: bool = True, marks_read: bool = True
) -> None:
    """The halves the nodes of the ability's effect tree show, added to `found` (the references "that color" to a
    choice only with `that_choice`, those its nodes' marks name only with `marks_read`)."""
    other = _casts_other_spell(ability.effects)
    chosen: set[str] = set()  # the values chosen so far ("Choose a color. … of that color")
    walked = _marked(ability.effects)
    values_named = _named_once(walked)  # read at the first "that …" that asks for it
    for node, done, marks in walked:
        for kind, read in _read(node, done, marks if marks_read else []):
            value = option_value(ability.lang, read.removeprefix(LISTED)) if read and read.startswith(LISTED) else read
            if other and kind in _PAID_REFS and (_about_anaphora(node) or not isinstance(node, EffectCondition)):
                continue  # "Whenever you cast a spell, if that spell was kicked, …": that spell's cost, not this card's
                # (as "… equal to the number of times that spell was kicked", an amount about that spell)
            values: list[str | None] = [value]
            if kind == K.CHOSEN_REF and not value:  # "del color elegido": a color
                values = [*chosen_values(ability.lang, node, marks)] or values
            for one in values:
                found.setdefault((kind, one), _half(kind, one, node))
            if kind == K.CHOOSE and value:
                chosen.add(value)
        if not that_choice or (not chosen and not isinstance(node, (ObjectPhrase, Action))):
            continue  # no "that color" to read (`that_choice_values`), and no choice made before it
        for that in that_choice_refs(ability.lang, node, chosen, values_named):  # "Choose a color. … of that color"
            found.setdefault((K.CHOSEN_REF, that), _half(K.CHOSEN_REF, that, node))


def _named_once(walked: list[tuple[Effect, bool, list[str]]]) -> Callable[[], tuple[tuple[int, str], ...]]:
    """`chosen_q.values_named(walked)`, read at its first call and kept (a closure: `functools.cache` of a `partial`,
    made for every ability, cost more than the few readings it spared)."""
    named: list[tuple[tuple[int, str], ...]] = []

    def values_named() -> tuple[tuple[int, str], ...]:
        if not named:
            named.append(chosen_q.values_named(walked))
        return named[0]

    return values_named


def _half(kind: K, value: str | None, node: Effect) -> Half:
    """The half a node shows, at the node; a test of a cost paid at the words that ask it, from the object asked
    about ("if it was kicked" at "it was kicked", as a review of a half no ability answers quotes it)."""
    verb = from_verb(node) if isinstance(node, Choice) and kind == K.CHOOSE else None
    if verb is not None:  # "Target opponent chooses a card …": the choice from its verb
        return Half(kind, value, *verb)
    about = node.about if isinstance(node, EffectCondition) and kind in _PAID_REFS else []
    start = about[0].span[0] if about else node.span[0]
    at = node.text.find(about[0].text) if about else -1
    if node.span[0] < start < node.span[1] and at > 0:  # (the node's text is normalized: "if ~ was kicked")
        return Half(kind, value, (start, node.span[1]), node.text[at:])
    return Half(kind, value, node.span, node.text)


def _casts_other_spell(tops: list[Effect]) -> bool:
    """Whether the ability triggers on a spell being cast that is not the object itself ("Whenever you cast a
    spell, …"), whose conditions "if that spell was kicked" ask about that spell."""
    if not tops or not isinstance(tops[0], TriggerEvent):
        return False
    return any(
        event.verb == "cast" and event.objects and not any(_is_self(thing) for thing in event.objects)
        for event in tops[0].actions
    )


def _about_anaphora(node: Effect) -> bool:
    """A condition about an object named before ("if that spell was kicked"), not the object itself."""
    about = node.about if isinstance(node, EffectCondition) else []
    return bool(about) and all(isinstance(a, Reference) and a.refers == ReferenceKind.ANAPHORA for a in about)


def _nodes(tops: list[Effect], done: bool) -> list[tuple[Effect, bool]]:
    """Every node below `tops` (each before the nodes it holds, in field order), with whether the ability does it:
    an action inside a trigger event ("is put into exile") or a condition ("if a card was exiled") is what it waits
    for or tests, not what it does. A list built by one call per node: the generators nested as deep as the tree
    passed each node up through every level above it."""
    kept = walks.kept  # (read once: another thread may keep another tree's walk meanwhile)
    if done and tops is kept[0]:  # the walk `tree.tree_features` keeps while its queries read this tree
        return kept[1]  # type: ignore[no-any-return]
    out: list[tuple[Effect, bool]] = []
    for top in tops:
        walks.add_walk(top, done, out)
    return out


def _marked(tops: list[Effect]) -> list[tuple[Effect, bool, list[str]]]:
    """`_nodes(tops, done=True)`, each node with its marks (`_marks`): kept with the walk (`walks.keep`)."""
    kept = walks.marked(tops)
    return kept if kept is not None else [(node, done, _marks(node)) for node, done in _nodes(tops, done=True)]


def _read(node: Effect, done: bool, marks: list[str] | None = None) -> list[tuple[K, str | None]]:
    """The halves a node shows (a list, not a generator: most show none): its query's (only the referring ones where
    the ability does not do it) and those of its `marks` (`_marks(node)` if not given)."""
    query = _QUERIES.get(type(node))
    out = [] if query is None else [half for half in query(node) if done or half[0] in REFERRING]
    for mark in _marks(node) if marks is None else marks:
        out += mark_halves(mark, _read_mark)  # kept by the mark (`mark_memo`)
    return out


def _read_mark(mark: str) -> Iterator[tuple[K, str | None]]:
    """The referring halves one canonical mark names, whole ("exiled_with_self") or as one of its parts: a
    qualifier "share:card_type:with:exiled_with" ("that shares a card type with the exiled card") or an amount
    "2*times_kicked" ("twice the number of times it was kicked") refers through its parts."""
    parts = _WORD_SPLIT.split(mark)
    words = [mark, *parts]
    for at, word in enumerate(words):
        # a part "exiled_with" of a longer mark is the reference "the exiled card" it names ("of:exiled_with")
        found = (K.THE_EXILED_CARD, None) if at and len(parts) > 1 and word == "exiled_with" else _MARKS.get(word)
        if found is not None:
            yield found
    if any(word == "chosen" or word.startswith("chosen_") for word in words) or (
        "chose" in mark and chose_within(words)
    ):
        yield K.CHOSEN_REF, None  # "protection from the chosen color", "the chosen player's upkeep"
    if "noted" in words:
        yield K.NOTED_REF, None
    if any(word.endswith("this_way") for word in words):  # "discarded this way": what this ability did (607.2h)
        yield K.THIS_WAY, None
    paid = _paid(words)
    if paid is not None:  # "paid:kicked:{1}{G}": which kicker cost, as the value ("{1}{g}")
        cost = words[3] if paid == K.KICKED_REF and len(words) > 3 and words[1] == "paid" else None
        yield paid, cost.lower().replace(" ", "") if cost and cost.startswith("{") else None


_WORD_SPLIT = re.compile(r"[:*]")


def _paid(words: list[str]) -> K | None:
    """The reference a test of a paid cost makes: "paid:kicked", "paid:kicked:{2}{U}" ("if it was kicked with its
    {2}{U} kicker"), "paid:not_gift" ("if the gift wasn't promised"); the Spanish and Russian trees name the
    tribute test "tribute_not_paid" / "tribute_paid" (a condition read whole); "unless:paid:kicked" ("sacrifice ~
    unless the kicker cost was paid") asks the same."""
    if len(words) > 3 and words[1] == "unless":
        words = [words[0], *words[2:]]
    if len(words) > 2 and words[1] == "paid":
        what = words[2]
    elif words[0].endswith("_paid"):
        what = words[0].removesuffix("_paid").removesuffix("_not")
    else:
        return None
    return _PAID.get(what.removeprefix("not_"))


# The referring halves of a cost paid as the spell was cast, which a condition may ask of another spell.
_PAID_REFS = frozenset({K.KICKED_REF, K.BARGAINED_REF, K.GIFT_PROMISED_REF, K.ADDITIONAL_COST_PAID_REF})

# What a paid cost refers to (607.2i, and tribute's cost paid as the object entered, 607.2g).
_PAID: dict[str, K] = {
    "kicked": K.KICKED_REF,
    "bargained": K.BARGAINED_REF,
    "gift": K.GIFT_PROMISED_REF,
    "tribute": K.PAID_AS_ENTERED_REF,
    "additional": K.ADDITIONAL_COST_PAID_REF,
    "collected_evidence": K.ADDITIONAL_COST_PAID_REF,  # "if evidence was collected" (701.59, an optional cost)
}


def _marks(node: Effect) -> list[str]:
    """`_marks_of`, kept for the node while the walk of its tree is (`mark_memo.kept_marks`)."""
    return kept_marks(node, _marks_of)


def _marks_of(node: Effect) -> list[str]:
    """The canonical words a node carries: an object's qualifiers, an action's details, a condition's test."""
    if isinstance(node, ObjectPhrase):
        chosen = chosen_marks(node)  # "the chosen player's", "the chosen permanent"
        done = [*participle_with(node.qualifiers), *exiled_with_marks(node.qualifiers)]
        return [*node.qualifiers, *done, *the_exiled(node), *chosen]
    if isinstance(node, Action):
        return [*node.detail, *([node.amount] if node.amount else [])]
    if isinstance(node, PlayerPhrase):
        return [node.who]
    if isinstance(node, EffectCondition):
        return [node.test]
    if isinstance(node, TriggerEvent):
        return [node.event]
    if isinstance(node, Duration):
        return [node.until]
    if isinstance(node, Note):  # what is noted, once each: "a creature type that hasn't been noted for ~"
        return [node.what] if node.what else []
    if isinstance(node, Choice):  # how many are chosen: "for each time ~ was kicked" ("per:times_kicked")
        return [option for option in node.options if option.startswith(("per:", "amount:"))]
    return []


def _action(node: Effect) -> Iterator[tuple[K, str | None]]:
    assert isinstance(node, Action)
    if node.verb == "reveal":
        yield from _reveal(node)
    if node.negated:
        return
    value = action_value(node) if node.verb == "choose" else None
    if value is not None:
        yield K.CHOOSE, value
    yield from _moves(node)
    if node.condition is not None and node.condition.test == "additional_cost":
        if node.verb in _EXILING and not node.negated:
            yield K.CAST_EXILE, "additional_cost"  # exiled while casting: "cards exiled with it" (607.2q)
        if node.optional:
            yield K.ADDITIONAL_COST, "optional"
    paid = _paid_as_enters(node)
    if paid is not None:
        yield K.PAY_AS_ENTERS, paid


def _moves(node: Action) -> Iterator[tuple[K, str | None]]:
    """What an action does that later abilities refer to: exile cards, create tokens, put objects onto the
    battlefield."""
    if (node.verb in _EXILING and not _only_cleanup(node)) or _kept_on_self(node) or _conjured_into_exile(node):
        yield K.EXILE, _replacing(node)
    elif node.verb == "create" or (node.verb == "put" and node.zone_to == "battlefield" and _tokens(node)):
        yield K.CREATE_TOKEN, None  # "put a 1/1 creature token onto the battlefield": the older wording of create
        yield K.PUT_ONTO_BATTLEFIELD, None  # to create a token is to put it onto the battlefield (701.7a)
    elif node.verb in ("put", "return") and node.zone_to == "battlefield":
        yield K.PUT_ONTO_BATTLEFIELD, None


# Verbs that exile cards: "exile", and the keyword action "collect evidence N" (701.59: exile cards from your
# graveyard), whose cards "exiled with ~" may name.
_EXILING = frozenset({"exile", "collect_evidence"})


def _kept_on_self(action: Action) -> bool:
    """ "put the top five cards of your library face down on Duplicity", "put them face down under Mangara's Tome": old
    printed text kept the cards on or under the object itself, which its other abilities name ("the cards on ~") as
    today's text names the cards exiled with it (607.2a)."""
    return action.verb in ("put", "exile") and any(mark.startswith("kept:") for mark in action.detail)


def _conjured_into_exile(action: Action) -> bool:
    """ "conjure a duplicate of target nontoken creature into exile" (a digital card): the new card is put into exile,
    where "cards exiled with this creature" finds it."""
    return action.verb == "conjure" and action.zone_to == "exile"


def _replacing(action: Action) -> str | None:
    """ "If another creature would die, exile it instead", "exile it instead of putting it into a graveyard": an exile
    that replaces another event, which 607.2b links ("replacement"), else none."""
    if any(mark == "instead" or mark.startswith("instead_of:") for mark in action.detail):
        return "replacement"
    return None


def _paid_as_enters(action: Action) -> str | None:
    """ "As ~ enters, sacrifice any number of Forests" / "… pay any amount of life": a cost paid as the object
    enters (607.2g), the value saying what is paid."""
    if action.verb not in _PAID_AS_ENTERS or action.condition is None or action.condition.test != "as":
        return None
    if action.verb == "pay" and (action.amount not in ("any", "x") or "life" not in action.detail):
        return None
    for event in action.condition.about:
        if isinstance(event, Action) and event.verb == "enter" and _is_self(event.actor):
            return _PAID_AS_ENTERS[action.verb]
    return None


_PAID_AS_ENTERS = {"sacrifice": "sacrifice", "pay": "life"}


def _paid_when_it_enters(tops: list[Effect]) -> Iterator[Action]:
    """ "When you play ~, pay any amount of life" (old printed text): a trigger on the object's own entering or
    casting whose first action pays an amount of life chosen then, which later abilities refer to as "that
    amount" (607.2g, as "As ~ enters, pay any amount of life" does)."""
    if len(tops) < 2 or not isinstance(tops[0], TriggerEvent) or not isinstance(tops[1], Action):
        return
    own = any(
        event.verb in ("enter", "play", "cast") and any(_is_self(thing) for thing in (event.actor, *event.objects))
        for event in tops[0].actions
    )
    pay = tops[1]
    if own and pay.verb == "pay" and pay.amount == "any" and "life" in pay.detail and not pay.negated:
        yield pay


def _reveal(action: Action) -> Iterator[tuple[K, str | None]]:
    """ "if a land card is revealed this way" refers to what the ability revealed; "Reveal the first card you draw
    each turn." is a static ability whose triggers refer to the card it reveals as "revealed this way" (607.2h), also
    with the player who reveals it as the subject and "this way" after the card ("Whenever you reveal a land card this
    way", French "À chaque fois que vous révélez une carte de terrain de cette manière")."""
    if "this_way" in action.detail or any(_this_way_object(thing) for thing in action.objects):
        yield K.THIS_WAY_REF, None
    if not action.negated and any(_first_drawn(thing) for thing in action.objects):
        yield K.REVEAL_STATIC, None


def _this_way_object(thing: Effect) -> bool:
    """An object revealed "this way": a qualifier of the object ("a land card this way")."""
    return isinstance(thing, ObjectPhrase) and "this_way" in thing.qualifiers


def _first_drawn(thing: Effect) -> bool:
    """The first card a player draws (each turn, on each of their turns), which a static ability reveals."""
    return isinstance(thing, ObjectPhrase) and any(q.startswith("first_drawn") for q in thing.qualifiers)


def _exiled_before_game(tops: list[Effect]) -> Iterator[Action]:
    """ "Before you shuffle your deck to start the game, you may reveal ~ from your deck and exile a creature card you
    drafted that isn't in your deck.": what a sentence done before the game begins exiles, which a later ability
    refers to as the cards "exiled with cards named ~" (607.2n)."""
    before = [top for top in tops if isinstance(top, Action) and top.condition is not None]
    if not any(action.condition is not None and action.condition.test == "before_game" for action in before):
        return
    for top in tops:
        if isinstance(top, Action) and top.verb in _EXILING and not top.negated:
            yield top


def _tokens(action: Action) -> bool:
    """Whether what the action puts is a token."""
    return any(isinstance(thing, ObjectPhrase) and "token" in thing.types for thing in action.objects[:1])


def _is_self(node: Effect | None) -> bool:
    return isinstance(node, Reference) and node.refers == ReferenceKind.SELF


def _only_cleanup(action: Action) -> bool:
    """An exile that keeps nothing to refer to: the card itself ("Exile ~"), a token, or a delayed clean-up
    of what the ability just made ("Exile it at the beginning of the next end step"; in Spanish and French the
    object of such a clean-up is a pronoun joined to the verb, "Exílialas", "Exilez-les", which the tree keeps
    no node for)."""
    delayed = any(mark.startswith("at:") for mark in action.detail)
    if not action.objects:
        return delayed
    for thing in action.objects:
        if _is_self(thing):
            continue
        if isinstance(thing, ObjectPhrase) and "token" in thing.types:
            continue
        if isinstance(thing, Reference) and delayed:
            continue
        return False
    return True


def _note(node: Effect) -> Iterator[tuple[K, str | None]]:
    assert isinstance(node, Note)
    yield K.NOTE, node.what or None


def _condition(node: Effect) -> Iterator[tuple[K, str | None]]:
    """ "If a Dragon was beheld": a test that a keyword action offered as an optional additional cost was done, whose
    only doing is paying the cost ("As an additional cost to cast this spell, you may behold a Dragon"), asks whether
    the cost was paid (607.2i)."""
    assert isinstance(node, EffectCondition)
    if node.test == "did" and any(
        isinstance(event, Action) and event.verb in _COST_ACTIONS and not event.negated for event in node.about
    ):
        yield K.ADDITIONAL_COST_PAID_REF, None


# Keyword actions (rule 701) the cards offer only as an additional cost to cast them: behold, collect evidence.
_COST_ACTIONS = frozenset({"behold", "collect_evidence"})

_REFERENCES: dict[str, K] = {
    ReferenceKind.EXILED_WITH: K.THE_EXILED_CARD,
    ReferenceKind.CREATED_WITH: K.CREATED_WITH_SELF,
    ReferenceKind.CHOSEN: K.CHOSEN_REF,
    ReferenceKind.NOTED: K.NOTED_REF,
    ReferenceKind.THIS_WAY: K.THIS_WAY_REF,
}


def _reference(node: Effect) -> Iterator[tuple[K, str | None]]:
    assert isinstance(node, Reference)
    kind = _REFERENCES.get(node.refers)  # a StrEnum member is looked up by its string
    if kind is not None:
        yield kind, None


# The kinds of referring halves (every other kind a query yields is an acting half).
REFERRING = frozenset(
    {K.EXILED_WITH_SELF, K.THE_EXILED_CARD, K.CREATED_WITH_SELF, K.PUT_WITH_SELF, K.CHOSEN_REF, K.NOTED_REF}
    | {K.KICKED_REF, K.BARGAINED_REF, K.GIFT_PROMISED_REF, K.THIS_WAY_REF, K.THIS_WAY}
    | {K.PAID_AS_ENTERED_REF, K.ADDITIONAL_COST_PAID_REF, K.EXILED_WITH_NAMED_REF, K.NAMED_REF, K.PAID_AS_CAST_REF}
)

_QUERIES: dict[type[Effect], Callable[[Effect], Iterator[tuple[K, str | None]]]] = {
    Action: _action,
    Choice: choice_value,
    EffectCondition: _condition,
    Note: _note,
    Reference: _reference,
}

# The canonical marks (qualifiers, details, tests; the same in every language) that are references.
_MARKS: dict[str, tuple[K, str | None]] = {
    "exiled_with_self": (K.EXILED_WITH_SELF, None),
    "exiled_with": (K.EXILED_WITH_SELF, None),
    "the_exiled_card": (K.THE_EXILED_CARD, None),
    "exiled_with_named": (K.EXILED_WITH_NAMED_REF, None),  # "a card you exiled with cards named ~" (607.2n)
    "revealed_this_way": (K.THIS_WAY_REF, None),
    "put_onto_battlefield_with_self": (K.PUT_WITH_SELF, None),
    "created_with_self": (K.CREATED_WITH_SELF, None),
    "put_with_self": (K.PUT_WITH_SELF, None),
    "times_kicked": (K.KICKED_REF, None),
    "did_this_way": (K.THIS_WAY, None),
}

# Every kind a mark may name (`_read_mark`): the nodes' marks need not be read for other kinds.
MARK_KINDS = frozenset(
    {kind for kind, _ in _MARKS.values()}
    | set(_PAID.values())
    | {K.THE_EXILED_CARD, K.CHOSEN_REF, K.NOTED_REF, K.THIS_WAY}
)
