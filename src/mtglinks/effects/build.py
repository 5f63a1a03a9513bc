"""Each ability's `effects`: its trigger event, its intervening "if", and one node per clause of each sentence.

A sentence is read whole or not at all: when the lexicon has no category for a word, or the grammar
cannot go on at a token, the sentence becomes one `untyped` node with its words, its span and the
reason; nothing is dropped and nothing raises. A sentence is *typed* when it gave no untyped node.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import OrderedDict
from dataclasses import fields
from functools import cache
from typing import Any

from mtglinks.effects.lexer import Lexicon, UnknownWord
from mtglinks.effects.parser import NotRead, effect_parser
from mtglinks.effects.partial import phrases
from mtglinks.effects.zone_owners import fill_zone_owners
from mtglinks.kinds import AbilityKind, EffectKind
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Ability, Card, Effect, TreeNode, Untyped


@cache
def lexicon(code: str) -> Lexicon | None:
    """The language's lexicon of the effect grammar, or None when it has none yet (each of its
    sentences is then an untyped node). Built once per installation and saved (`saved_lexicon`)."""
    from mtglinks.effects import saved_lexicon
    from mtglinks.lang import effect_words, get_language

    saved = saved_lexicon.load(code)
    if saved is not None:
        return saved
    words = effect_words(code)
    if words is None:
        return None
    made = Lexicon(
        words.WORDS | words.MORE_WORDS,
        keywords=get_language(code).keywords,
        subtypes=words.subtypes(),
        after=words.AFTER,
        code=code,
    )
    saved_lexicon.save(code, made)
    return made


def load(code: str) -> None:
    """Compile the effect grammar and build the language's lexicon now, before any card is read."""
    if lexicon(code) is not None:
        effect_parser(code)


def add_effects(card: Card) -> None:
    """Fills `effects` of every ability of the card (see the module docstring)."""
    words = lexicon(card.lang)
    for ability in card.iter_abilities():
        ability.effects = ability_effects(ability, words)


def ability_effects(ability: Ability, words: Lexicon | None) -> list[Effect]:
    """The effect nodes of one ability, in text order."""
    if ability.kind == AbilityKind.UNPARSED:
        return [Untyped(EffectKind.UNTYPED, ability.text, ability.span, reason="the ability was not parsed")]
    tracked = ability.normalized_text.tracked if ability.normalized_text is not None else None
    out: list[Effect] = []
    for text, span, start in sentences(ability):
        out.extend(_read(text, span, tracked, words, start))
    return out


def sentences(ability: Ability) -> list[tuple[str, tuple[int, int], str]]:
    """What of the ability the grammar reads, one unit each (text, span, start rule): its trigger event,
    its intervening "if", each effect sentence and each restriction. A unit not read whole is one
    untyped node, so coverage counts these units as its sentences."""
    units: list[tuple[str, tuple[int, int], str]] = []
    if ability.trigger is not None and ability.trigger.event:
        units.append((ability.trigger.event, ability.trigger.span, "event"))
    if ability.condition is not None:
        units.append((ability.condition.text, ability.condition.span, "if_condition"))
    tracked = ability.normalized_text.tracked if ability.normalized_text is not None else None
    for sentence in [*ability.effect, *ability.restrictions]:
        if _ONLY_QUOTES.fullmatch(sentence.text):
            continue  # the closing mark of a quote in a quote, cut off after its period: no words to read
        if '" ' in sentence.text:
            parts = _after_quotes(sentence.text, sentence.span, tracked)
            units.extend((text, span, "sentence") for text, span in parts)
        else:
            units.append((sentence.text, sentence.span, "sentence"))
    return units


# What the paragraph's sentences may leave after a period that is no sentence: the closing mark of an ability quoted
# inside a quote ('You get an emblem with "Mountains you control have '{T}: This land deals 1 damage to any target.'"':
# the inner ability's last sentence is followed by a "'" of its own).
_ONLY_QUOTES = re.compile(r"""[\s'"‘’“”«»]+""")

# A quoted ability whose period ends inside its quotes ends the sentence too when a capital opens the next one: "…
# creature with "Whenever ~ attacks, put a +1/+1 counter on it." It's still a land." is two sentences. French quotes
# keep a space inside them (« … du tour. » C'est toujours un terrain.) and its capitals may bear an accent.
_AFTER_QUOTE = re.compile(r'(?:(?<=[.!?]")|(?<=[.!?] ")) (?=[A-ZÀ-ÖØ-Ý~])')


def _after_quotes(text: str, span: tuple[int, int], tracked: TrackedText | None) -> list[tuple[str, tuple[int, int]]]:
    """The sentence cut after each quoted ability that ends one (`_AFTER_QUOTE`), each part with its span in the card
    text; the sentence whole where there is none, or where its place in the ability's text is not known."""
    cuts = [m.start() for m in _AFTER_QUOTE.finditer(text)]
    if not cuts:
        return [(text, span)]
    found, at, _ = _locate(text, span, tracked)
    if found is None:
        return [(text, span)]
    bounds = [0, *(c + 1 for c in cuts)]
    ends = [*cuts, len(text)]
    return [(text[a:b], found.span(at + a, at + b)) for a, b in zip(bounds, ends, strict=True)]


def _read(
    text: str, span: tuple[int, int], tracked: TrackedText | None, words: Lexicon | None, start: str
) -> list[Effect]:
    """The nodes of one sentence (or event, or condition), spans in the card text; untyped when not read whole."""
    if words is None:
        return [Untyped(EffectKind.UNTYPED, text, span, reason="no effect grammar for this language")]
    read = _reading(words, text, start)
    where = _locate(text, span, tracked)
    copies: dict[int, Any] = {}  # a subject two clauses share stays one node
    if isinstance(read, _Unread):
        found = [_placed(node, text, where, copies) for node in read.phrases]
        return [Untyped(EffectKind.UNTYPED, text, span, reason=read.reason, phrases=found)]
    return [_placed(node, text, where, copies) for node in read]


class _Unread:
    """Why a sentence cannot be read whole, and the object phrases read inside it (`effects/partial.py`)."""

    __slots__ = ("phrases", "reason")

    def __init__(self, reason: str, phrases: tuple[Effect, ...]) -> None:
        self.reason = reason
        self.phrases = phrases


# Sentences repeat across cards ("Draw a card."): what a sentence reads as (its nodes, with offsets
# in the sentence), or why it cannot be read, is kept; each card gets its own copy of the nodes.
# 8,192 readings (about 2 KB each) bound a worker's memory: on the 500 MB dumps at -j 2, 16,384 took the
# process tree's peak PSS to 417/399 MB and 8,192 to 397/372 MB (the bound is 400); CPU a record 155/181 against
# 151/184 µs, the same within the machine's drift. When full, the reading used longest ago goes (least recently
# used): the common sentences stay. Emptying it whole instead read 28,110 of oracle-en's 51,178 sentences
# (45% found kept) and 12,607 of printed-es's 22,761 (45%); this reads 24,358 (52%) and 11,432 (50%).
_CACHE_SIZE = 1 << 13
_READ: OrderedDict[tuple[int, str, str], tuple[Effect, ...] | _Unread] = OrderedDict()


def _reading(words: Lexicon, text: str, start: str) -> tuple[Effect, ...] | _Unread:
    """The sentence's nodes (offsets in the sentence, never handed out), or why it cannot be read."""
    key = (id(words), text, start)
    found = _READ.get(key)
    if found is None:
        parsed = _parse_or_stop(words, text, start)
        found = _Unread(parsed.reason, phrases(words, text, parsed.stop)) if isinstance(parsed, _Failed) else parsed
        if len(_READ) >= _CACHE_SIZE:
            _READ.popitem(last=False)
        _READ[key] = found
    else:
        _READ.move_to_end(key)
    return found


class _Failed:
    """Why a sentence is not read whole, and the lexer's stop at an unknown word if that was why (the object phrases
    of `effects/partial.py` then lex the sentence from the words after it, not the whole sentence a second time)."""

    __slots__ = ("reason", "stop")

    def __init__(self, reason: str, stop: UnknownWord | None = None) -> None:
        self.reason = reason
        self.stop = stop


def _parse(words: Lexicon, text: str, start: str) -> tuple[Effect, ...] | str:
    """The sentence's nodes (offsets in the sentence), or why it cannot be read."""
    parsed = _parse_or_stop(words, text, start)
    return parsed.reason if isinstance(parsed, _Failed) else parsed


def _parse_or_stop(words: Lexicon, text: str, start: str) -> tuple[Effect, ...] | _Failed:
    """`_parse`, a sentence not read whole with the lexer's error where that was why (`_Failed`)."""
    try:
        tokens = words.tokens(text)
    except UnknownWord as err:
        return _Failed(str(err), err)
    except Exception as err:  # noqa: BLE001 - a bug of the lexer: said, never a crash of the card
        return _Failed(f"internal error: {type(err).__name__}: {err}")
    try:
        value = effect_parser(words.code).parse(tokens, start)
    except (UnknownWord, NotRead) as err:  # a rule's refusal is an UnknownWord too (`noun_shapes.Refused`)
        return _Failed(str(err))
    except Exception as err:  # noqa: BLE001 - a bug of a rule's method: said, never a crash of the card
        return _Failed(f"internal error: {type(err).__name__}: {err}")
    nodes = tuple(value) if isinstance(value, list) else (value,)
    fill_zone_owners(words.code, text, tokens, nodes)
    return nodes


def _locate(text: str, span: tuple[int, int], tracked: TrackedText | None) -> tuple[TrackedText | None, int, int]:
    """Where `text` starts in the ability's normalized text (to map offsets back), and its original start."""
    if tracked is None:
        return (None, 0, span[0])
    at = bisect_left(tracked.starts, span[0])
    if tracked.text.startswith(text, at):
        return (tracked, at, span[0])
    found = tracked.text.find(text)
    return (tracked, found, span[0]) if found >= 0 else (None, 0, span[0])


def _placed(node: Any, text: str, where: tuple[TrackedText | None, int, int], copies: dict[int, Any]) -> Any:
    """A copy of the node and of everything in it, with its words and its span moved into the card text."""
    done = copies.get(id(node))
    if done is not None:
        return done
    tracked, at, base = where
    cls = type(node)
    copy = object.__new__(cls)
    # its fields in one copy of the node's dictionary, handed to the copy whole: filling the copy's own dictionary
    # key by key (`update`) took a quarter more of this function's time
    held = copy.__dict__ = node.__dict__.copy()
    copies[id(node)] = copy
    start, end = node.span
    held["text"] = text[start:end]
    if tracked is None:
        held["span"] = (base + start, base + end)
    elif end > start and tracked.starts:  # `tracked.span`, written out: it runs for every node of every card
        held["span"] = (tracked.starts[at + start], tracked.ends[at + end - 1])
    else:
        held["span"] = tracked.span(at + start, at + end)
    lists, words, singles = _HOLDERS.get(cls) or _holders(cls)
    for name in lists:  # each card gets its own lists, of its own nodes
        value: Any = held[name]
        held[name] = [_placed(v, text, where, copies) if isinstance(v, TreeNode) else v for v in value] if value else []
    for name in words:  # and its own lists of words (the strings themselves are shared)
        held[name] = held[name][:]
    for name in singles:
        value = held[name]
        if value is not None and isinstance(value, TreeNode):
            held[name] = _placed(value, text, where, copies)
    return copy


_HOLDERS: dict[type, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}
# Field types whose values a copy shares (strings, numbers, flags) or copies as a plain list (a list of words).
_SHARED_TYPES = frozenset({"str", "str | None", "int", "int | None", "float", "bool"})
_WORD_LISTS = frozenset({"list[str]"})


def _holders(cls: type) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The fields of a node class that may hold a list of nodes, those that hold a list of words, and those
    that may hold a node, once per class (by their declared types): a field that holds a string, a number or
    a flag is shared by a copy."""
    found = _HOLDERS.get(cls)
    if found is None:
        skipped = ("kind", "text", "span")
        holders = [f for f in fields(cls) if f.name not in skipped and str(f.type) not in _SHARED_TYPES]
        lists = [f for f in holders if f.default_factory is list]
        found = _HOLDERS[cls] = (
            tuple(f.name for f in lists if str(f.type) not in _WORD_LISTS),
            tuple(f.name for f in lists if str(f.type) in _WORD_LISTS),
            tuple(f.name for f in holders if f.default_factory is not list),
        )
    return found


def is_typed(nodes: list[Effect]) -> bool:
    """Whether no node (nested ones included) is untyped."""
    return not any(node.kind == EffectKind.UNTYPED for node in nodes)
