"""Paragraph -> ability: the Lark grammar of `grammar/<lang>.lark` and its Transformer.

The grammar (LALR, contextual lexer) finds the structure every language shares: a bullet, labels
before "—" (ability words, anchor words, chapters, "Choose one"), an activation cost before ":",
a trigger clause, intervening "if", and sentences made of comma-separated chunks. The
Transformer's methods are named after the rules; `ParagraphParser._build` then reads the
language's tables to say which kind of ability the structure is.
"""

from __future__ import annotations

import hashlib
import importlib
import marshal
import os
import re
import sys
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, NamedTuple

import lark
from lark import Token, Transformer

from mtglinks.lang import Language
from mtglinks.text.normalize import NormalizedText
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Ability, Condition, CostPart, Keyword, Sentence, Trigger


def grammar_dir() -> Path:
    """The folder of .lark files: inside the installed package, or the checkout's grammar/."""
    packaged = resources.files("mtglinks") / "grammar"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[3] / "grammar"


def _accelerator() -> Any:
    """lark-cython (Lark's LALR parser and lexer compiled; the same parses) when it is installed
    and MTGLINKS_PURE_LARK is not set; None otherwise. Not a dependency: `pip install mtglinks[fast]`."""
    if os.environ.get("MTGLINKS_PURE_LARK"):
        return None
    try:
        return importlib.import_module("lark_cython")
    except ImportError:
        return None


_CYTHON = _accelerator()
# The token classes a parse is made of: lark's, and lark-cython's (which is not a str).
TOKEN_TYPES: tuple[type, ...] = (Token,) if _CYTHON is None else (Token, _CYTHON.Token)


def _token_text(token: Any) -> str:
    return str(token.value)


def _cache_file(code: str, folder: Path, accelerated: bool) -> tuple[Path, Path] | None:
    """(the compiled grammar's cache file, a private temporary name beside it), in the user cache
    folder ($MTGLINKS_CACHE_DIR if set); None when no folder can be written. The name holds a hash
    of every grammar file, the Lark and Python versions and the accelerator: a file once written
    never needs rewriting."""
    digest = hashlib.sha256(f"{lark.__version__} {sys.version_info[:2]} {accelerated} {code}".encode())
    for path in sorted(folder.glob("*.lark")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    name = f"grammar-{code}-{digest.hexdigest()[:20]}.lark-cache"
    try:
        import platformdirs

        where = Path(os.environ.get("MTGLINKS_CACHE_DIR") or platformdirs.user_cache_dir("mtglinks"))
        where.mkdir(parents=True, exist_ok=True)
        if not os.access(where, os.W_OK | os.X_OK):
            return None
    except Exception:  # noqa: BLE001 - no cache folder: the grammar is compiled in memory
        return None
    return where / name, where / f".{name}.{os.getpid()}.tmp"


@cache
def parser_for(code: str) -> lark.Lark:
    """The language's LALR parser, with lark-cython when it is installed."""
    return build_parser(code, _CYTHON)


def build_parser(code: str, accelerator: Any = None) -> lark.Lark:
    """A language's LALR parser (with `accelerator`'s plugins, lark-cython, if given). Compiled once
    per installation: the compiled parser is saved (`Lark.save`, as Lark's own grammar cache does)
    in the user cache folder, under a temporary name then renamed, so that processes starting
    together never read half a file; without a writable folder it is compiled in memory."""
    folder = grammar_dir()
    source = (folder / f"{code}.lark").read_text(encoding="utf-8")
    options: dict[str, Any] = {
        "parser": "lalr",
        "lexer": "contextual",
        "import_paths": [str(folder)],
        "start": "start",
        "transformer": ParagraphTransformer(),
        "maybe_placeholders": False,
    }
    if accelerator is not None:
        options["_plugins"] = accelerator.plugins
    files = _cache_file(code, folder, accelerator is not None)
    if files is None:
        return lark.Lark(source, **options)
    final, temporary = files
    # What a saved parser does not hold (Lark's own grammar cache passes the same on loading).
    at_load = {k: v for k, v in options.items() if k in ("transformer", "_plugins")}
    try:
        with final.open("rb") as f:
            loaded: lark.Lark = lark.Lark.__new__(lark.Lark)._load(f, **at_load)
            return loaded
    except Exception:  # noqa: BLE001 - missing or unreadable: compiled again (and saved) below
        pass
    parser = lark.Lark(source, **options)
    try:
        with temporary.open("wb") as f:
            parser.save(f, exclude_options=at_load)
        os.replace(temporary, final)
    except Exception:  # noqa: BLE001 - a cache that cannot be written is only slower next time
        temporary.unlink(missing_ok=True)
    return parser


# ---- what the Transformer builds: positions are in the normalized paragraph ---------------
# Immutable tuples of ints and strings only (no lark Token is kept). The parse cache stores each
# one packed into plain tuples (`_pack`) and marshalled to bytes: one object per paragraph that the
# garbage collector never tracks (nested tuples it would untrack only one level per collection),
# so a long-lived process does not walk the cache in its full collections.


class Chunk(NamedTuple):
    start: int
    end: int
    size: int  # how many tokens


class ConditionSpan(NamedTuple):
    start: int
    end: int


class TriggerClause(NamedTuple):
    start: int
    end: int
    word_start: int
    word: str
    event: Chunk
    condition: ConditionSpan | None
    rest: tuple[Chunk, ...]


class RawSentence(NamedTuple):
    start: int
    end: int
    trigger: TriggerClause | None
    chunks: tuple[Chunk, ...]
    has_period: bool


class RawLabel(NamedTuple):
    start: int
    end: int
    chunks: tuple[Chunk, ...]


class RawParagraph(NamedTuple):
    bullet: bool = False
    labels: tuple[RawLabel, ...] = ()
    cost: tuple[Chunk, ...] | None = None
    sentences: tuple[RawSentence, ...] = ()


def _start(x: Any) -> int:
    return int(x.start_pos) if isinstance(x, TOKEN_TYPES) else int(x.start)  # type: ignore[attr-defined]


def _end(x: object) -> int:
    if isinstance(x, list):
        return _end(x[-1])
    if isinstance(x, TOKEN_TYPES):
        return int(x.end_pos)  # type: ignore[attr-defined]
    assert isinstance(x, (Chunk, ConditionSpan, TriggerClause, RawSentence, RawLabel))
    return x.end


class ParagraphTransformer(Transformer[Token, RawParagraph]):
    """One method per grammar rule, building the raw paragraph structure."""

    def chunk(self, items: list[Token]) -> Chunk:
        return Chunk(_start(items[0]), _end(items[-1]), len(items))

    def chunks(self, items: list[object]) -> list[Chunk]:
        return [c for c in items if isinstance(c, Chunk)]

    def event(self, items: list[Chunk]) -> Chunk:
        return items[0]

    def condition(self, items: list[object]) -> ConditionSpan:
        first = items[0]
        assert isinstance(first, (*TOKEN_TYPES, Chunk, ConditionSpan, TriggerClause))
        return ConditionSpan(_start(first), _end(items[1]))

    def trigger_clause(self, items: list[object]) -> TriggerClause:
        word, event = items[0], items[1]
        condition = next((i for i in items if isinstance(i, ConditionSpan)), None)
        rest = [c for i in items[2:] if isinstance(i, list) for c in i]
        assert isinstance(word, TOKEN_TYPES) and isinstance(event, Chunk)
        return TriggerClause(
            _start(word),
            max(_end(items[-1]), rest[-1].end),
            _start(word),
            _token_text(word),
            event,
            condition,
            tuple(rest),
        )

    def _sentence(self, items: list[object]) -> RawSentence:
        body = items[0]
        period = items[1] if len(items) > 1 else None
        if period is not None:
            end = _end(period)
        else:
            end = body.end if isinstance(body, TriggerClause) else _end(body)
        if isinstance(body, TriggerClause):
            end = max(end, body.end)
        if isinstance(body, TriggerClause):
            return RawSentence(body.start, end, body, body.rest, period is not None)
        assert isinstance(body, list)
        return RawSentence(body[0].start, end, None, tuple(body), period is not None)

    sentence = _sentence
    last_sentence = _sentence

    def sentences(self, items: list[RawSentence]) -> list[RawSentence]:
        return list(items)

    def modal_effect(self, items: list[object]) -> list[RawSentence]:
        chunks = [c for i in items if isinstance(i, list) for c in i]
        return [RawSentence(chunks[0].start, _end(items[-1]), None, tuple(chunks), False)]

    def cost(self, items: list[list[Chunk]]) -> list[Chunk]:
        return items[0]

    def activated(self, items: list[object]) -> RawParagraph:
        cost = items[0]
        sentences = items[2] if len(items) > 2 else []
        assert isinstance(cost, list) and isinstance(sentences, list)
        return RawParagraph(cost=tuple(cost), sentences=tuple(sentences))

    def label(self, items: list[object]) -> RawLabel:
        chunks = items[0]
        assert isinstance(chunks, list)
        return RawLabel(chunks[0].start, _end(items[1]), tuple(chunks))

    def bullet(self, items: list[Token]) -> bool:
        return True

    def paragraph(self, items: list[object]) -> RawParagraph:
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
        return RawParagraph(bullet, tuple(labels), cost, sentences)

    def start(self, items: list[RawParagraph]) -> RawParagraph:
        return items[0]


Packed = tuple[Any, ...]


def _pack_chunks(chunks: tuple[Chunk, ...]) -> Packed:
    return tuple([tuple(c) for c in chunks])


def _unpack_chunks(packed: Packed) -> tuple[Chunk, ...]:
    return tuple(Chunk._make(c) for c in packed)


def _pack_clause(t: TriggerClause) -> Packed:
    condition = tuple(t.condition) if t.condition is not None else None
    return (t.start, t.end, t.word_start, t.word, tuple(t.event), condition, _pack_chunks(t.rest))


def _unpack_clause(p: Packed) -> TriggerClause:
    condition = ConditionSpan._make(p[5]) if p[5] is not None else None
    return TriggerClause(p[0], p[1], p[2], p[3], Chunk._make(p[4]), condition, _unpack_chunks(p[6]))


def _pack(raw: RawParagraph) -> Packed:
    """A parse as plain nested tuples of ints, strings, bools and None."""
    labels = tuple([(label.start, label.end, _pack_chunks(label.chunks)) for label in raw.labels])
    cost = _pack_chunks(raw.cost) if raw.cost is not None else None
    sentences = tuple(
        [
            (
                s.start,
                s.end,
                _pack_clause(s.trigger) if s.trigger is not None else None,
                _pack_chunks(s.chunks),
                s.has_period,
            )
            for s in raw.sentences
        ]
    )
    return (raw.bullet, labels, cost, sentences)


def _unpack(packed: Packed) -> RawParagraph:
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


# ---- from raw structure to a typed ability -----------------------------------------------

_ROMAN = re.compile(r"^(?:I|II|III|IV|V|VI|VII|VIII|IX|X)(?:\s*,\s*(?:I|II|III|IV|V|VI|VII|VIII|IX|X))*$")


# The parse cache keeps paragraphs up to this long (the longest real one is 645 characters) ...
CACHED_PARAGRAPH = 2048
# ... and at most this many of them per language; past it the cache starts again.
CACHE_ENTRIES = 200_000


@cache
def paragraph_parser(code: str) -> ParagraphParser:
    from mtglinks.lang import get_language

    return ParagraphParser(get_language(code))


class ParagraphParser:
    """Parses one normalized paragraph of one language into an Ability."""

    def __init__(self, lang: Language) -> None:
        self.lang = lang
        self.parser = parser_for(lang.code)
        self._restriction = re.compile(lang.restriction, re.I)
        self._modal = re.compile(lang.modal_label, re.I)
        self._level = re.compile(lang.level_band, re.I)
        self._conjunction = re.compile(lang.list_conjunction, re.I)
        self._kinds = [(kind, re.compile(p, re.I)) for kind, p in lang.kind_patterns]
        self._costs = [(kind, re.compile(p, re.I)) for kind, p in lang.cost_parts.items()]
        # Raw parses by normalized text: positions are relative, so one parse serves every card
        # whose paragraph reads the same ("Flying", "{T}: Add {G}."). Bounded: at most
        # CACHE_ENTRIES paragraphs of at most CACHED_PARAGRAPH characters each (a few MB for
        # the ~40,000 distinct paragraphs of a language's real cards).
        self._cache: dict[str, bytes | str] = {}

    def parse(self, normalized: NormalizedText, spell_card: bool | None) -> Ability:
        """`normalized` is one normalized paragraph (or granted ability) without reminder text."""
        text = normalized.tracked
        source = text.text
        span = text.span(0, len(source))
        cached = self._cache.get(source)
        raw: RawParagraph | str
        if cached is None:
            try:
                raw = self.parser.parse(source)  # type: ignore[assignment]
            except lark.exceptions.LarkError as err:
                raw = _reason(err)
            except Exception as err:  # noqa: BLE001 - card text must never crash the parser
                raw = f"internal error: {type(err).__name__}: {err}"
            if len(source) <= CACHED_PARAGRAPH:
                if len(self._cache) >= CACHE_ENTRIES:
                    self._cache.clear()
                self._cache[source] = raw if isinstance(raw, str) else marshal.dumps(_pack(raw))
        else:
            raw = cached if isinstance(cached, str) else _unpack(marshal.loads(cached))
        if isinstance(raw, str):
            return Ability("unparsed", source, span, lang=self.lang.code, reason=raw, normalized=source)
        try:
            ability = self._build(raw, text, spell_card)
            self._granted(ability, normalized)
            return ability
        except Exception as err:  # noqa: BLE001 - card text must never crash the parser
            reason = f"internal error: {type(err).__name__}: {err}"
            return Ability("unparsed", source, span, lang=self.lang.code, reason=reason, normalized=source)

    def _build(self, raw: RawParagraph, text: TrackedText, spell_card: bool | None) -> Ability:
        src = text.text
        ability = Ability("static", src, text.span(0, len(src)), lang=self.lang.code, normalized=src)
        ability.bullet = raw.bullet

        def sub(a: int, b: int) -> str:
            return src[a:b]

        def node_span(a: int, b: int) -> tuple[int, int]:
            return text.span(a, b)

        body_start = raw.labels[-1].end if raw.labels else (raw.sentences[0].start if raw.sentences else 0)
        if raw.labels:
            label = raw.labels[0]
            label_text = sub(label.start, label.end).rstrip("—• ").strip()
            ability.label = label_text
            label_end = label.start + len(sub(label.start, label.end).rstrip("—• "))
            ability.label_span = node_span(label.start, label_end)
            ability.label_kind = self._label_kind(label_text, raw)
            if len(raw.labels) > 1:  # "Khans — Choose one —": keep the rest with the body
                body_start = raw.labels[0].end

        for extra in raw.labels[1:]:  # "I, II — Choose one —": the later label opens the effect
            ability.effect.append(Sentence("sentence", sub(extra.start, extra.end), node_span(extra.start, extra.end)))

        sentences = raw.sentences
        if raw.cost is not None:
            ability.kind = "activated"
            for chunk in raw.cost:
                part_text = sub(chunk.start, chunk.end)
                ability.cost.append(CostPart(self._cost_kind(part_text), part_text, node_span(chunk.start, chunk.end)))
        elif sentences and sentences[0].trigger is not None:
            ability.kind = "triggered"
            clause = self._mend_listed_event(sentences[0].trigger, src)
            ability.trigger = _trigger_node(clause, text)
            if clause.condition:
                a, b = clause.condition
                ability.condition = Condition("condition", sub(a, b).rstrip(",").strip(), node_span(a, b))

        for n, sentence in enumerate(sentences):
            a = sentence.start
            if n == 0 and ability.kind == "triggered" and sentence.trigger is not None:
                a = clause.rest[0].start if clause.condition is None else clause.condition[1]
                a = max(a, clause.event.end + 1)
                while a < len(src) and src[a] in " ,":
                    a += 1
            node = Sentence("sentence", sub(a, sentence.end), node_span(a, sentence.end))
            if sentence.trigger is not None and not (n == 0 and ability.kind == "triggered"):
                clause = sentence.trigger
                node.trigger = _trigger_node(clause, text)
            if ability.kind == "activated" and self._restriction.search(node.text):
                node.kind = "restriction"
                ability.restrictions.append(node)
            else:
                ability.effect.append(node)

        body_text = sub(body_start, len(src)).strip()
        if ability.kind == "static":
            ability.kind = self._static_kind(raw, ability, body_text, spell_card, text)
        return ability

    def _mend_listed_event(self, clause: TriggerClause, src: str) -> TriggerClause:
        """ "Whenever an artifact, creature, or enchantment enters, …": the commas of a list
        end the event too early for an LALR(1) grammar; join the list back into the event."""
        rest = clause.rest
        event = clause.event
        while len(rest) >= 3 and rest[0].size <= 3 and self._conjunction.match(src[rest[1].start : rest[1].end]):
            event = Chunk(event.start, rest[1].end, event.size + rest[0].size + rest[1].size)
            rest = rest[2:]
        if event is clause.event:
            return clause
        return clause._replace(event=event, rest=rest)

    def _label_kind(self, label: str, raw: RawParagraph) -> str:
        if _ROMAN.match(label):
            return "chapter"
        if self._modal.search(label):
            return "modal"
        if self.lang.keyword_pattern.match(label):
            return "keyword_cost"
        return "anchor_word" if raw.bullet else "ability_word"

    def _cost_kind(self, part: str) -> str:
        for kind, pattern in self._costs:
            if pattern.search(part):
                return kind
        return "cost:other"

    def _static_kind(
        self, raw: RawParagraph, ability: Ability, body: str, spell_card: bool | None, text: TrackedText
    ) -> str:
        if ability.label_kind == "chapter":
            return "chapter"
        if ability.label_kind == "modal" and not body:
            return "modal"
        if ability.label_kind == "keyword_cost":
            ability.keywords = [self._keyword(ability.label or "", body, ability.span, ability.label or "")]
            return "keyword"
        if self._level.match(body):
            ability.level = self._level.match(body).group(1)  # type: ignore[union-attr]
            return "level"
        if raw.sentences and (not raw.sentences[-1].has_period or self.lang.keyword_line_period) and not ability.label:
            keywords = self._keyword_line(raw, ability, text)
            if keywords is not None:
                ability.keywords = keywords
                ability.effect = []
                return "keyword"
        for kind, pattern in self._kinds:
            if pattern.search(body):
                return kind
        return "spell" if spell_card else "static"

    def _keyword_line(self, raw: RawParagraph, ability: Ability, text: TrackedText) -> list[Keyword] | None:
        src = ability.text
        found: list[Keyword] = []
        sentence = raw.sentences[-1]
        if len(raw.sentences) != 1:
            return None
        for chunk in sentence.chunks:
            part = src[chunk.start : chunk.end]
            m = self.lang.keyword_pattern.match(part)
            if not m:
                if found and not part[:1].isupper() and found[-1].canonical in _LIST_PARAMETER:
                    # "Protection from black, from red": the parameter goes on.
                    found[-1].parameter = f"{found[-1].parameter}, {part}"
                    found[-1].span = (found[-1].span[0], text.span(chunk.start, chunk.end)[1])
                    found[-1].text = f"{found[-1].text}, {part}"
                    continue
                return None
            name = m.group(0)
            parameter = part[m.end() :].strip() or None
            found.append(
                Keyword(
                    "keyword",
                    part,
                    text.span(chunk.start, chunk.end),
                    name=name,
                    canonical=self.lang.keywords.get(name.lower(), name.lower()),
                    parameter=parameter,
                )
            )
        return found

    def _keyword(self, name: str, parameter: str, span: tuple[int, int], text: str) -> Keyword:
        m = self.lang.keyword_pattern.match(name)
        canonical = self.lang.keywords.get(m.group(0).lower(), name.lower()) if m else name.lower()
        return Keyword(
            "keyword",
            f"{name} — {parameter}".strip(" —"),
            span,
            name=name,
            canonical=canonical,
            parameter=parameter or None,
        )

    def _granted(self, ability: Ability, normalized: NormalizedText) -> None:
        """Quoted abilities granted by this one become its children (rule 607.1a)."""
        for part in normalized.granted:
            inner = part.tracked
            child = self.parse(part, spell_card=False)
            if child.kind in ("static", "unparsed") and inner.text[:1].islower() and not inner.text.endswith("."):
                # Quoted words, not an ability: a counter's name (« temps »), "legend rule", a choice
                # ("земля"). They stay in the sentence that quotes them.
                continue
            child.normalized_text = part
            child.granted = True
            child.reminder = list(part.reminders)
            ability.children.append(child)


def _trigger_node(clause: TriggerClause, text: TrackedText) -> Trigger:
    """ "When ~ enters" of a trigger clause: its word and its event."""
    a, b = clause.word_start, clause.event.end
    return Trigger(
        "trigger",
        text.text[a:b],
        text.span(a, b),
        word=clause.word,
        event=text.text[clause.event.start : clause.event.end],
    )


_LIST_PARAMETER = {"protection", "landwalk", "enchant", "affinity"}


def _reason(err: Exception) -> str:
    if isinstance(err, lark.exceptions.UnexpectedCharacters):
        return f"unexpected character {err.char!r} at column {err.column}"
    if isinstance(err, lark.exceptions.UnexpectedToken):
        # Terminals imported from common.lark are named "common__DASH": the reader wants "DASH".
        expected = ", ".join(sorted({_terminal(name) for name in err.expected})[:6])
        token = err.token
        where = f"Token({_terminal(token.type)!r}, {_token_text(token)!r}) at column {err.column}"
        found = f"unexpected {where if token.type != '$END' else 'end of text'}"
        return f"{found}; expected {expected}" if expected else found
    if isinstance(err, lark.exceptions.UnexpectedEOF):
        return "text ended too soon"
    return f"{type(err).__name__}: {err}"


def _terminal(name: str) -> str:
    return name.rsplit("__", 1)[-1]
