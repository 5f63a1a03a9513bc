"""Whose a zone is: the player the words of a ZONE phrase name before the zone's noun ("your graveyard", "target
opponent's hand", "the chosen player's hand", "the top of its owner's library"), kept on the node that names the zone
(`ObjectPhrase.zone_owner`, `Action.zone_from_owner` and `zone_to_owner`) as a `PlayerPhrase`.

The lexicon reads such a phrase as one ZONE token whose value is the zone alone; the language's words of an owner
(`lang/<code>/zone_owner_words.py`: `ZONE_OWNERS`, the owner's words -> the player as a controller's `who`, and
`ZONE_NOUNS`) name the player inside the token's words. A node takes the owner of a zone token of its own words with
its zone's value, not one inside a node it holds ("cards in target opponent's hand" inside an amount); an action's
zone left is the first such token, its zone reached the last. A language without those words keeps no owner. It runs
once per sentence read (`build._parse`, whose readings are kept), and only when a zone token names an owner.
"""

from __future__ import annotations

import importlib
import re
from functools import cache
from typing import NamedTuple

from mtglinks.effects.lexer_tokens import Token
from mtglinks.kinds import EffectKind
from mtglinks.tree import Action, Effect, ObjectPhrase, PlayerPhrase, child_fields

# The zones a player has (rule 400.1 and 400.2: a library, a hand, a graveyard each player's own).
_OWNED = frozenset({"hand", "graveyard", "library"})


class _Owned(NamedTuple):
    """A zone token of the sentence that names its owner: where it is, its zone, the owner's words and who."""

    start: int
    end: int
    zone: str
    owner: tuple[int, int]
    who: str


@cache
def _words(code: str) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """The language's owners before a zone noun, as one regex (longest words first) and the owner's `who`."""
    try:
        module = importlib.import_module(f"mtglinks.lang.{code}.zone_owner_words")
    except ModuleNotFoundError:
        return None
    owners: dict[str, str] = module.ZONE_OWNERS
    nouns: tuple[str, ...] = module.ZONE_NOUNS
    alternatives = "|".join(re.escape(owner) for owner in sorted(owners, key=len, reverse=True))
    regex = re.compile(rf"(?<![\w'])(?P<owner>{alternatives}) (?:{'|'.join(nouns)})(?!\w)")
    return regex, owners


def fill_zone_owners(code: str, text: str, tokens: list[Token], nodes: tuple[Effect, ...]) -> None:
    """Give the nodes of a sentence read (`text`, its `tokens`) the owners of the zones they name."""
    words = _words(code)
    if words is None:
        return
    owned: list[_Owned] = []
    for token in tokens:
        if token.type != "ZONE" or token.value not in _OWNED:
            continue
        found = _owner_in(code, words, text[token.start_pos : token.end_pos].lower())
        if found is not None:
            start, end, who = found
            owned.append(
                _Owned(
                    token.start_pos, token.end_pos, token.value, (token.start_pos + start, token.start_pos + end), who
                )
            )
    if owned:
        for node in nodes:
            _fill(node, owned)


def _owner_in(code: str, words: tuple[re.Pattern[str], dict[str, str]], low: str) -> tuple[int, int, str] | None:
    """Where the owner's words are in a zone token's words (in lower case) and who the owner is, or None; kept by
    the words: the same few zone phrases ("your graveyard", "its owner's hand") come back in sentence after sentence,
    and the regex of every owner's words need not run again."""
    key = (code, low)
    found = _OWNERS_IN.get(key, _NOT_KEPT)
    if found is not _NOT_KEPT:
        return found  # type: ignore[return-value]
    regex, owners = words
    m = regex.search(low)
    found = None if m is None else (m.start("owner"), m.end("owner"), owners[m.group("owner")])
    if len(_OWNERS_IN) < _OWNERS_ENTRIES:
        _OWNERS_IN[key] = found
    return found


# The owners found in a zone token's words (`_owner_in`), by the language and the words, up to _OWNERS_ENTRIES of them.
_OWNERS_IN: dict[tuple[str, str], tuple[int, int, str] | None] = {}
_OWNERS_ENTRIES = 1 << 12
_NOT_KEPT = object()


def _fill(node: Effect, owned: list[_Owned]) -> None:
    """The owners of the zones `node` and the nodes below it name."""
    held = _held(node)
    if isinstance(node, ObjectPhrase) and node.zone in _OWNED and node.zone_owner is None:
        own = _own(node, owned, held)
        found = [o for o in own if o.zone == node.zone]
        node.zone_owner = _player(found[-1]) if found else None
    elif isinstance(node, Action) and (node.zone_from in _OWNED or node.zone_to in _OWNED):
        own = _own(node, owned, _not_objects(held, node.objects))
        left = [o for o in own if o.zone == node.zone_from]
        if left and node.zone_from_owner is None:  # "from your graveyard", the object's own "in your graveyard"
            node.zone_from_owner = _player(left[0])
        reached = [o for o in _own(node, owned, held) if o.zone == node.zone_to]
        if reached and node.zone_to_owner is None and not (left and reached[-1] is left[0]):
            node.zone_to_owner = _player(reached[-1])
    for inner in held:
        _fill(inner, owned)


def _own(node: Effect, owned: list[_Owned], held: list[Effect]) -> list[_Owned]:
    """The zone tokens inside the node's words and inside none of the nodes `held`."""
    # loops, not a comprehension with a generator per token: this runs for every node of a sentence naming an owner
    start, end = node.span
    out: list[_Owned] = []
    for o in owned:
        if start <= o.start and o.end <= end:
            for h in held:
                if h.span[0] <= o.start and o.end <= h.span[1]:
                    break
            else:
                out.append(o)
    return out


def _not_objects(held: list[Effect], objects: list[Effect]) -> list[Effect]:
    """The nodes `held` that are none of an action's `objects` (by identity: equal nodes may be different ones)."""
    out: list[Effect] = []
    for h in held:
        for o in objects:
            if h is o:
                break
        else:
            out.append(h)
    return out


def _player(found: _Owned) -> PlayerPhrase:
    return PlayerPhrase(EffectKind.PLAYER, "", found.owner, who=found.who)


def _held(node: Effect) -> list[Effect]:
    """The nodes a node holds, one or in a list, in field order."""
    out: list[Effect] = []
    held = node.__dict__
    cls = type(node)
    for name in child_fields(cls):
        value = held[name]
        if isinstance(value, Effect):
            out.append(value)
        elif value and isinstance(value, list):  # most lists of a node are empty
            for item in value:
                if isinstance(item, Effect):
                    out.append(item)
    return out
