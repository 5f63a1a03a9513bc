"""The grammar's Transformer and the plain structure it builds: one method per rule of `common.lark`.

Positions are offsets into the normalized paragraph. The structure is immutable tuples of ints and
strings only (no lark Token is kept). The parse cache stores each one packed into plain tuples
(`pack`) and marshalled to bytes: one object per paragraph that the garbage collector never tracks
(nested tuples it would untrack only one level per collection), so a long-lived process does not
walk the cache in its full collections.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from lark import Token, Transformer


class Chunk(NamedTuple):
    """A run of words between commas, semicolons and periods (rule `chunk`)."""

    start: int
    end: int


class ConditionSpan(NamedTuple):
    """An intervening "if" clause: "if you control a Forest," (rule `condition`)."""

    start: int
    end: int


class TriggerClause(NamedTuple):
    """ "When ~ enters, [if …,] draw a card": the trigger word, its event and what follows (rule `trigger_clause`)."""

    start: int
    end: int
    word_start: int
    word: str
    event: Chunk
    condition: ConditionSpan | None
    rest: tuple[Chunk, ...]


class RawSentence(NamedTuple):
    """One sentence: its chunks, the trigger clause that opens it if any, and whether a period ends it."""

    start: int
    end: int
    trigger: TriggerClause | None
    chunks: tuple[Chunk, ...]
    has_period: bool


class RawLabel(NamedTuple):
    """The words before a dash: "Ferocious —", "I, II —", "Choose one —" (rule `label`); `end` is past the dash."""

    start: int
    end: int
    chunks: tuple[Chunk, ...]


class RawParagraph(NamedTuple):
    """What the grammar found in one paragraph (rule `paragraph`)."""

    bullet: bool = False
    labels: tuple[RawLabel, ...] = ()
    cost: tuple[Chunk, ...] | None = None
    sentences: tuple[RawSentence, ...] = ()


# The structures built while parsing, made by `tuple.__new__` with their fields in order: what a NamedTuple's own
# constructor does, less its call (a chunk and a sentence are made for every few words parsed).
_new = tuple.__new__


# The parse's items are tokens (lark's, or the lean driver's, which is not a str) or the tuples above:
# telling them apart by `tuple` needs no knowledge of which token class the parser made.
def _start(x: Any) -> int:
    return int(x[0]) if isinstance(x, tuple) else int(x.start_pos)  # every tuple above starts with `start`


def _end(x: Any) -> int:
    if isinstance(x, list):
        return _end(x[-1])
    return int(x.end) if isinstance(x, tuple) else int(x.end_pos)  # type: ignore[attr-defined]


def passes_child(method: Any) -> Any:
    """Marks a rule method that gives its one child back as it is: the lean driver (lalr.py) then calls nothing."""
    method.passes_child = True
    return method


class ParagraphTransformer(Transformer[Token, RawParagraph]):
    """One method per grammar rule, building the raw paragraph structure."""

    def chunk(self, items: list[Token]) -> Chunk:
        """Rule `chunk`: its span."""
        first: Any = items[0]  # most often tokens (`_start`, `_end` read here: a chunk is a few words)
        last: Any = items[-1]
        start = first[0] if isinstance(first, tuple) else first.start_pos
        end = last.end_pos if not isinstance(last, (tuple, list)) else _end(last)
        return _new(Chunk, (int(start), int(end)))

    def chunks(self, items: list[object]) -> list[Chunk]:
        """Rule `chunks`: the chunks without their separators."""
        return [c for c in items if isinstance(c, Chunk)]

    @passes_child
    def event(self, items: list[Chunk]) -> Chunk:
        """Rule `event`: the one chunk of a trigger's event."""
        return items[0]

    def condition(self, items: list[object]) -> ConditionSpan:
        """Rule `condition`: from "if" to its comma."""
        return ConditionSpan(_start(items[0]), _end(items[1]))

    def trigger_clause(self, items: list[object]) -> TriggerClause:
        """Rule `trigger_clause`: the trigger word, the event, the condition and the chunks after them."""
        word, event = items[0], items[1]
        condition = next((i for i in items if isinstance(i, ConditionSpan)), None)
        rest = [c for i in items[2:] if isinstance(i, list) for c in i]
        assert not isinstance(word, tuple) and isinstance(event, Chunk)
        return TriggerClause(
            _start(word),
            max(_end(items[-1]), rest[-1].end),
            _start(word),
            str(word.value),  # type: ignore[attr-defined]
            event,
            condition,
            tuple(rest),
        )

    def trigger_half(self, items: list[object]) -> list[RawSentence]:
        """Rule `trigger_half`: a paragraph that is a trigger clause without an effect (an augment card's, rule
        702.145), one sentence whose trigger clause has no chunks after its event and condition."""
        word, event = items[0], items[1]
        condition = next((i for i in items if isinstance(i, ConditionSpan)), None)
        assert not isinstance(word, tuple) and isinstance(event, Chunk)
        start, end = _start(word), _end(items[-1])
        clause = TriggerClause(start, end, start, str(word.value), event, condition, ())  # type: ignore[attr-defined]
        return [RawSentence(start, end, clause, (), False)]

    def sentence(self, items: list[object]) -> RawSentence:
        """Rules `sentence` and `last_sentence`: a trigger clause or chunks, and the period if any."""
        body = items[0]
        period = items[1] if len(items) > 1 else None
        if isinstance(body, TriggerClause):
            end = body.end if period is None else max(_end(period), body.end)
            return _new(RawSentence, (body.start, end, body, body.rest, period is not None))
        assert isinstance(body, list)
        end = _end(body) if period is None else _end(period)
        return _new(RawSentence, (body[0].start, end, None, tuple(body), period is not None))

    last_sentence = sentence

    def sentences(self, items: list[RawSentence | list[RawSentence]]) -> list[RawSentence]:
        """Rule `sentences` (a dashed last sentence comes as `modal_effect`'s list)."""
        return [s for item in items for s in (item if isinstance(item, list) else [item])]

    def modal_effect(self, items: list[object]) -> list[RawSentence]:
        """Rule `modal_effect`: "{T}: Choose one —" read as one sentence."""
        chunks = [c for i in items if isinstance(i, list) for c in i]
        return [RawSentence(chunks[0].start, _end(items[-1]), None, tuple(chunks), False)]

    @passes_child
    def cost(self, items: list[list[Chunk]]) -> list[Chunk]:
        """Rule `cost`: its parts."""
        return items[0]

    def activated(self, items: list[object]) -> RawParagraph:
        """Rule `activated`: the cost and the effect after the colon."""
        cost = items[0]
        sentences = items[2] if len(items) > 2 else []
        assert isinstance(cost, list) and isinstance(sentences, list)
        return RawParagraph(cost=tuple(cost), sentences=tuple(sentences))

    def label(self, items: list[object]) -> RawLabel:
        """Rule `label`: the chunks before the dash; the span ends with the dash."""
        chunks = items[0]
        assert isinstance(chunks, list)
        return RawLabel(chunks[0].start, _end(items[1]), tuple(chunks))

    def bullet(self, items: list[Token]) -> bool:
        """Rule `bullet`."""
        return True

    def paragraph(self, items: list[object]) -> RawParagraph:
        """Rule `paragraph`: bullet, labels and body together."""
        bullet = False
        labels: list[RawLabel] = []
        cost: tuple[Chunk, ...] | None = None
        sentences: tuple[RawSentence, ...] = ()
        for item in items:
            if item is True:
                bullet = True
            elif isinstance(item, RawLabel):
                labels.append(item)
            elif isinstance(item, RawParagraph):
                cost, sentences = item.cost, item.sentences
            elif isinstance(item, list):
                sentences = tuple(item)
        return _new(RawParagraph, (bullet, tuple(labels), cost, sentences))

    @passes_child
    def start(self, items: list[RawParagraph]) -> RawParagraph:
        """Rule `start`."""
        return items[0]


Packed = tuple[Any, ...]


def _pack_chunks(chunks: tuple[Chunk, ...]) -> Packed:
    return tuple([tuple(c) for c in chunks])


def _unpack_chunks(packed: Packed) -> tuple[Chunk, ...]:
    return tuple([_new(Chunk, c) for c in packed])


def _pack_clause(t: TriggerClause) -> Packed:
    condition = tuple(t.condition) if t.condition is not None else None
    return (t.start, t.end, t.word_start, t.word, tuple(t.event), condition, _pack_chunks(t.rest))


def _unpack_clause(p: Packed) -> TriggerClause:
    condition = ConditionSpan._make(p[5]) if p[5] is not None else None
    return TriggerClause(p[0], p[1], p[2], p[3], Chunk._make(p[4]), condition, _unpack_chunks(p[6]))


def _pack_sentence(s: RawSentence) -> Packed:
    clause = _pack_clause(s.trigger) if s.trigger is not None else None
    return (s.start, s.end, clause, _pack_chunks(s.chunks), s.has_period)


def pack(raw: RawParagraph) -> Packed:
    """A parse as plain nested tuples of ints, strings, bools and None."""
    labels = tuple([(label.start, label.end, _pack_chunks(label.chunks)) for label in raw.labels])
    cost = _pack_chunks(raw.cost) if raw.cost is not None else None
    return (raw.bullet, labels, cost, tuple([_pack_sentence(s) for s in raw.sentences]))


def unpack(packed: Packed) -> RawParagraph:
    """The parse that `pack` packed."""
    bullet, labels, cost, sentences = packed
    return RawParagraph(
        bullet,
        tuple(RawLabel(a, b, _unpack_chunks(c)) for a, b, c in labels),
        _unpack_chunks(cost) if cost is not None else None,
        tuple(
            RawSentence(a, b, _unpack_clause(t) if t is not None else None, _unpack_chunks(c), period)
            for a, b, t, c, period in sentences
        ),
    )
