"""Effect-level features: the typed acting and referring halves the link rules read.

`extract(ability)` returns `tree.Feature` nodes for one ability (granted abilities get their own,
since the parser calls it for every ability). Two sources, both language-independent here:

1. Keywords. `ability.keywords[*].canonical` is the English keyword name of rule 702 in every
   language, so keyword halves (kicker, champion, madness, hideaway, …) come from the table
   `KEYWORD_FEATURES` below and need no per-language patterns.
2. Patterns. Each language supplies `mtglinks.lang.<code>.patterns.PATTERNS`, a sequence of
   entries `(kind, role, regex)` or `(kind, role, regex, value)`:
   - `regex` runs (`re.finditer`) over the ability's *lemma text*: the normalized ability text
     (the card's own name already "~", reminder text removed) cut by `lexicon.lemmas(text, code)`
     and joined by single spaces as lower-case lemmas ("Cards exiled with ~" -> "card exile
     with ~"). Write regexes that also accept the surface form where a lemma table might lack it.
   - a named group `value` sets `Feature.value` (its lemma text, with spaces between mana
     symbols removed: "{2}{b}"); otherwise the entry's fixed `value` (or None) is used.
   - `kind` is a `kinds.FeatureKind` and `role` a `kinds.Role` (written as their strings):
     "acting" or "referring"; a few kinds are "marker" (facts about the ability the linker reads,
     such as `before_game` or `transforms`).
   - When two matches of the same (kind, role, value) overlap, the earlier entry in PATTERNS
     wins, so put specific entries before general ones.
   A match maps back through the tokens to normalized offsets and then, through the ability's
   normalized text (`Ability.normalized_text`, a `NormalizedText`), to a span of the original card
   text. A match inside one of its quoted parts (`NormalizedText.quoted`) is left to the granted
   ability those words are (rule 607.1a).
   An entry of kind `choose` with fixed value "words" captures a list of options in `value`
   ("island or swamp"): the language's `OPTION_SEPARATOR` regex splits it, and `OPTION_WORDS`
   (a regex matched in full against each option) says which words have a rules meaning
   (colors, card types, basic land types). The value becomes "options:island|swamp" when every
   option has one (607.2d), else "words:left|right" (607.2f, or 607.2m when bullets carry them).
   A fixed value ending in ":" is a prefix for the group's lemma text ("other:" + "artist").
   Otherwise a fixed value with a `value` group means "set the value if the group matched".
   Groups named `v_<name>` (alternatives of one regex) set the value to `<name>` when they match:
   one regex can then stand for several categories ("(?P<v_color>colors?)|(?P<v_number>…)").
   A group named `at` sets the feature's span (the rest of the match is context, as a lookbehind
   of any length would be: "^choose a color . … (?P<at>that color)").
   Every pattern is gated by the literal text its regex requires (`required_literals`, read from
   the regex's parse tree, nothing to keep by hand): it runs only when the lemma text contains it,
   so most patterns never run on most texts. A regex that requires no literal always runs.
   `GATES` (optional) maps a kind to literal strings: that kind's patterns run only when one of
   them occurs in the lower-cased normalized text (checked before lemmatizing, so use stems that
   every inflected form contains: "exile", "chose", "kick"), which spares tokenizing altogether.

Kinds (the vocabulary shared by all languages; `value` in brackets):
- acting: exile [replacement: exile "instead"; hideaway], put_onto_battlefield, create_token,
  choose [color, creature_type, land_type, card_type, card_name (old "name a card" too), number,
  player, opponent, creature, permanent, card, ability, word, "options:a|b" (a rules-meaning
  list: "Island or Swamp"), "words:a|b" (words without rules meaning: "left or right", "Khans or
  Dragons"), "other:<noun>" (any other value: "choose an artist", fits only the same noun)],
  note, pay_as_enters [life, sacrifice, tribute, devour], variable_cost_as_cast,
  additional_cost [kicker, multikicker, buyback, replicate, conspire, casualty, squad, bargain,
  gift, offspring, optional], reveal_static, exile_before_game, champion, linked_keyword
  [madness, miracle], cast_exile [delve, escape, additional_cost].
- referring: exiled_with_self, the_exiled_card, put_with_self, created_with_self,
  chosen_ref [as choose, plus "type" for any type; "that color" in old text too], named_ref, noted_ref,
  kicked_ref [the kicker cost if named: "{w}"], paid_as_entered_ref [life, tribute, devour],
  paid_as_cast_ref, this_way_ref, exiled_with_named_ref, gift_promised_ref, bargained_ref,
  additional_cost_paid_ref, anchor_ref [the anchor word, from `Ability.label`].
- marker: before_game ("at the beginning of the game"), transforms (the card transforms),
  cda (a sentence defining the object's own characteristic by a choice: "~ is the chosen color"),
  continuous / one_shot (words of a lasting effect, "as long as", and of a one-shot one, "until end
  of turn": old static "Choose a color. As long as … that color …" is a choice and its use).
"""

from __future__ import annotations

import importlib
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from typing import Any

from mtglinks.kinds import AbilityKind, FeatureKind, LabelKind, Role
from mtglinks.lang import LanguageError
from mtglinks.text import lexicon
from mtglinks.tree import Ability, Feature, Span

_ACTING, _MARKER = Role.ACTING, Role.MARKER
_ADDITIONAL_COST, _TRANSFORMS = FeatureKind.ADDITIONAL_COST, FeatureKind.TRANSFORMS

# canonical keyword -> features (kind, role, value) its own definition gives the ability.
KEYWORD_FEATURES: dict[str, tuple[tuple[FeatureKind, Role, str | None], ...]] = {
    "kicker": ((_ADDITIONAL_COST, _ACTING, "kicker"),),
    "multikicker": ((_ADDITIONAL_COST, _ACTING, "multikicker"),),
    "buyback": ((_ADDITIONAL_COST, _ACTING, "buyback"),),
    "replicate": ((_ADDITIONAL_COST, _ACTING, "replicate"),),
    "conspire": ((_ADDITIONAL_COST, _ACTING, "conspire"),),
    "casualty": ((_ADDITIONAL_COST, _ACTING, "casualty"),),
    "squad": ((_ADDITIONAL_COST, _ACTING, "squad"),),
    "offspring": ((_ADDITIONAL_COST, _ACTING, "offspring"),),
    "bargain": ((_ADDITIONAL_COST, _ACTING, "bargain"),),
    "gift": ((_ADDITIONAL_COST, _ACTING, "gift"),),
    "champion": ((FeatureKind.CHAMPION, _ACTING, "champion"),),
    "madness": ((FeatureKind.LINKED_KEYWORD, _ACTING, "madness"),),
    "miracle": ((FeatureKind.LINKED_KEYWORD, _ACTING, "miracle"),),
    "hideaway": ((FeatureKind.EXILE, _ACTING, "hideaway"),),
    "tribute": ((FeatureKind.PAY_AS_ENTERS, _ACTING, "tribute"),),
    "devour": ((FeatureKind.PAY_AS_ENTERS, _ACTING, "devour"),),
    "delve": ((FeatureKind.CAST_EXILE, _ACTING, "delve"),),
    "escape": ((FeatureKind.CAST_EXILE, _ACTING, "escape"),),
    "hidden agenda": ((FeatureKind.CHOOSE, _ACTING, "card_name"),),
    "double agenda": ((FeatureKind.CHOOSE, _ACTING, "card_name"),),
    "daybound": ((_TRANSFORMS, _MARKER, None),),
    "nightbound": ((_TRANSFORMS, _MARKER, None),),
    "disturb": ((_TRANSFORMS, _MARKER, None),),
    "more than meets the eye": ((_TRANSFORMS, _MARKER, None),),
}
# The partner's name runs to the end of its line ("Partner with Trynn, Champion of Freedom"): no
# keyword after it on that line is read.
_ENDS_THE_LINE = "partner with"


@dataclass(frozen=True)
class Pattern:
    """One entry of a language's PATTERNS: what its regex finds, and what the regex needs to match."""

    kind: FeatureKind
    role: Role
    source: str
    value: str | None = None
    # What the lemma text must contain for the regex to match: every clause is a set of literal
    # strings one of which must occur (derived from the regex by `required_literals`); () means
    # the pattern always runs.
    needs: tuple[frozenset[str], ...] = ()

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled regex, compiled on first use (a gated pattern may never be needed)."""
        return _compiled(self.source)

    @cached_property
    def plain_kind_and_role(self) -> tuple[str, str]:
        """The kind and the role as plain strings (what a `_Match` holds)."""
        return self.kind.value, self.role.value


@cache
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source)


@cache
def _value_groups(source: str) -> tuple[str, ...]:
    """The regex's groups named `v_<name>`, in the order they appear."""
    return tuple(name for name in _compiled(source).groupindex if name.startswith("v_"))


# A pattern match in normalized-text offsets (shared by every ability with the same text):
# (kind, role, value, start, end). A plain tuple of strings and ints (the kind and role as plain
# strings, not enum members), so that the cache of matches holds nothing the garbage collector
# tracks (it never untracks a tuple subclass, nor a tuple that holds an enum member).
_Match = tuple[str, str, str | None, int, int]

# Pattern gates. A regex over the lemma text can only match where the literal text it spells out
# occurs: "\\bexiliado (?:con|por) ~" needs "exiliado" and one of "con", "por". The required literals
# are read from the regex's parse tree, so they follow every edit of a pattern; a pattern whose
# regex requires no literal (or cannot be read) simply always runs. At most `_CLAUSES` clauses
# per pattern, the longest literals first: each costs a substring test per text.
_CLAUSES = 2
# The parser of the `re` module (private, untyped, stable in its opcodes since Python 3.11).
_sre: Any = importlib.import_module("re._constants")
_sre_parse: Any = importlib.import_module("re._parser")
_REPEATS = (_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", _sre.MAX_REPEAT))


class _Literals:
    """The literal clauses of a sequence of parsed regex items, read item by item."""

    def __init__(self) -> None:
        self.clauses: list[frozenset[str]] = []
        self.run: list[str] = []  # the literal characters read since the last item that is not one

    def flush(self) -> None:
        """End the current run of literals: it is one clause."""
        if self.run:
            self.clauses.append(frozenset({"".join(self.run)}))
            self.run.clear()

    def read(self, items: list[tuple[Any, Any]]) -> list[frozenset[str]]:
        """Every clause the items require, in order."""
        for op, av in items:
            if op is _sre.LITERAL:
                assert isinstance(av, int)
                self.run.append(chr(av))
            elif op is _sre.SUBPATTERN:
                self._group(av)
            else:
                self.flush()
                self.clauses.extend(_other_clauses(op, av))
        self.flush()
        return self.clauses

    def _group(self, av: Any) -> None:
        """A group: its literals continue the run when it holds only literals ("(?P<at>that)")."""
        assert isinstance(av, tuple)
        _group, add_flags, _del_flags, sub = av
        inner = list(sub)
        if not add_flags & re.IGNORECASE and all(o is _sre.LITERAL for o, _ in inner):
            self.run.extend(chr(a) for _, a in inner)
            return
        self.flush()
        if not add_flags & re.IGNORECASE:
            self.clauses.extend(_clauses(inner))


def _clauses(items: list[tuple[Any, Any]]) -> list[frozenset[str]]:
    """The literal clauses a sequence of parsed regex items requires (each: one of these occurs)."""
    return _Literals().read(items)


def _other_clauses(op: Any, av: Any) -> list[frozenset[str]]:
    """The clauses of an item that is neither a literal nor a group: an alternation needs one of the
    literals each alternative needs, a repeat at least once needs its body's; anything else (a class,
    any character, an anchor, a lookaround, a back reference) requires nothing, which is always safe."""
    if op is _sre.BRANCH:
        assert isinstance(av, tuple)
        alternatives = [_best(_clauses(list(alt))) for alt in av[1]]
        if alternatives and all(alt is not None for alt in alternatives):
            return [frozenset().union(*(alt for alt in alternatives if alt is not None))]
        return []
    if op in _REPEATS:
        assert isinstance(av, tuple)
        low, _high, sub = av
        return _clauses(list(sub)) if low >= 1 else []
    if op is getattr(_sre, "ATOMIC_GROUP", None):
        return _clauses(list(av))
    return []


def _strength(clause: frozenset[str]) -> tuple[int, int]:
    return (min(len(s) for s in clause), -len(clause))


def _best(clauses: list[frozenset[str]]) -> frozenset[str] | None:
    useful = [c for c in clauses if c and all(c)]
    return max(useful, key=_strength) if useful else None


def required_literals(source: str) -> tuple[frozenset[str], ...]:
    """What a regex's matches must contain: clauses of literal strings, each satisfied when one
    of its strings occurs in the searched text. () when nothing is required (a regex that ignores
    case, one the parser of `re` cannot read, one made of classes only): the pattern always runs."""
    try:
        parsed = _sre_parse.parse(source)
    except Exception:  # noqa: BLE001 - an unreadable regex is simply never gated
        return ()
    return _literals_of(parsed)


def _literals_of(parsed: Any) -> tuple[frozenset[str], ...]:
    """`required_literals` of a regex the parser of `re` has read."""
    if parsed.state.flags & re.IGNORECASE:
        return ()
    clauses = [c for c in _clauses(list(parsed)) if c and all(c)]
    clauses.sort(key=_strength, reverse=True)
    unique: list[frozenset[str]] = []
    for clause in clauses:
        if clause not in unique:
            unique.append(clause)
    return tuple(unique[:_CLAUSES])


# A literal, the mask of the clauses it satisfies, and the literals that contain it (see below).
_LiteralNode = tuple[str, int, tuple[Any, ...]]
# A gate word, the kinds it opens, and the gate words that contain it.
_GateNode = tuple[str, frozenset[str], tuple[Any, ...]]


@dataclass(frozen=True)
class _LanguageData:
    patterns: tuple[Pattern, ...]
    gates: tuple[tuple[str, frozenset[str]], ...]  # gate word -> the kinds it opens
    gated: frozenset[str]  # kinds that have a gate
    option_words: re.Pattern[str] | None
    option_separator: re.Pattern[str]
    # The gates as bit masks: each clause of each pattern is one bit; a literal's mask has the bits
    # of the clauses it satisfies, a pattern's mask the bits of its own clauses.
    literals: tuple[tuple[str, int], ...] = ()
    masks: tuple[int, ...] = ()
    # The literals as a forest by containment (see `_literal_forest`): a literal is looked for only
    # where the longest other literal it contains was found.
    literal_forest: tuple[_LiteralNode, ...] = ()
    # per pattern: the pattern, its mask, and its kind when that kind has a gate (else None)
    gate_rows: tuple[tuple[Pattern, int, str | None], ...] = ()
    # per gated kind: the forest of the literals its patterns need (only those bits)
    kind_forests: Mapping[str, tuple[_LiteralNode, ...]] = field(default_factory=dict)
    # the gate words as a forest by containment, each with the kinds it opens
    gate_forest: tuple[_GateNode, ...] = ()
    # each kind of pattern has a gate: then a text that opens none needs no tokenizing
    every_kind_gated: bool = False


@cache
def _language_data(code: str) -> _LanguageData:
    try:
        module = importlib.import_module(f"mtglinks.lang.{code}.patterns")
    except ModuleNotFoundError:
        return _LanguageData((), (), frozenset(), None, re.compile(r"(?!)"))
    patterns = tuple(_pattern(code, n, entry) for n, entry in enumerate(module.PATTERNS))
    words = getattr(module, "OPTION_WORDS", None)
    return language_data_of(
        patterns,
        getattr(module, "GATES", {}),
        re.compile(words) if words else None,
        re.compile(getattr(module, "OPTION_SEPARATOR", r"(?!)")),
    )


def language_data_of(
    patterns: tuple[Pattern, ...],
    gates: Mapping[str, Iterable[str]],
    option_words: re.Pattern[str] | None = None,
    option_separator: re.Pattern[str] = re.compile(r"(?!)"),
) -> _LanguageData:
    """A language's patterns with their gates (kind -> gate words) and what is derived from them."""
    literals, masks = _gate_masks(patterns)
    by_word: dict[str, set[str]] = {}
    for kind, gate in gates.items():
        for word in gate:
            by_word.setdefault(word, set()).add(kind)
    gate_words = tuple((word, frozenset(kinds)) for word, kinds in by_word.items())
    kind_bits: dict[str, int] = {}
    for p, mask in zip(patterns, masks, strict=True):
        if p.kind in gates:
            kind_bits[p.kind] = kind_bits.get(p.kind, 0) | mask
    return _LanguageData(
        patterns,
        gate_words,
        frozenset(gates),
        option_words,
        option_separator,
        literals,
        masks,
        _containment_forest(literals),
        tuple((p, mask, p.kind if p.kind in gates else None) for p, mask in zip(patterns, masks, strict=True)),
        {
            kind: _containment_forest([(lit, bits & kind_mask) for lit, bits in literals if bits & kind_mask])
            for kind, kind_mask in kind_bits.items()
        },
        _containment_forest(gate_words),
        every_kind_gated={p.kind for p in patterns} <= set(gates),
    )


def _pattern(code: str, n: int, entry: Sequence[Any]) -> Pattern:
    """A PATTERNS entry, (kind, role, regex) or (kind, role, regex, value), as a Pattern; a regex that
    does not compile is an error naming the language and the entry."""
    kind, role, source, *value = entry
    try:
        parsed = _sre_parse.parse(source)
    except re.error as err:
        raise LanguageError(f"language {code!r}: PATTERNS[{n}]: {err}") from err
    return Pattern(FeatureKind(kind), Role(role), source, value[0] if value else None, _literals_of(parsed))


def _gate_masks(patterns: Sequence[Pattern]) -> tuple[tuple[tuple[str, int], ...], tuple[int, ...]]:
    literal_masks: dict[str, int] = {}
    masks: list[int] = []
    bit = 0
    for pattern in patterns:
        mask = 0
        for clause in pattern.needs:
            mask |= 1 << bit
            for literal in clause:
                literal_masks[literal] = literal_masks.get(literal, 0) | 1 << bit
            bit += 1
        masks.append(mask)
    return tuple(sorted(literal_masks.items())), tuple(masks)


def _containment_forest(literals: Sequence[tuple[str, Any]]) -> tuple[Any, ...]:
    """The literals (each with its payload: clause bits, or the kinds a gate word opens) as trees:
    each one under the longest other literal it contains, since where that one does not occur it
    cannot occur either. Most texts hold few literals, so most trees end at their root: a third to
    a half of the substring tests of testing every literal."""
    names = [literal for literal, _ in literals]
    children: dict[str | None, list[str]] = {}
    for literal in names:
        inside = [other for other in names if other != literal and other in literal]
        children.setdefault(max(inside, key=lambda o: (len(o), o)) if inside else None, []).append(literal)
    payloads = dict(literals)

    def node(literal: str) -> tuple[str, Any, tuple[Any, ...]]:
        return (literal, payloads[literal], tuple(node(child) for child in children.get(literal, ())))

    return tuple(node(root) for root in children.get(None, ()))


def _found_in(forest: Sequence[tuple[str, Any, tuple[Any, ...]]], text: str) -> list[Any]:
    """The payloads of the forest's literals that occur in `text` (a literal is tested only where
    the one it is under was found)."""
    found: list[Any] = []
    todo = list(forest)
    while todo:
        literal, payload, contained_in = todo.pop()
        if literal in text:
            found.append(payload)
            todo.extend(contained_in)
    return found


def _satisfied(forest: Sequence[_LiteralNode], text: str) -> int:
    """The clause bits of the literals that occur in `text`."""
    satisfied = 0
    for bits in _found_in(forest, text):
        satisfied |= bits
    return satisfied


def option_words(code: str) -> re.Pattern[str] | None:
    """The language's regex of choice words that have a rules meaning (see module docstring)."""
    return _language_data(code).option_words


_SYMBOL_GAP = re.compile(r"(?<=\}) (?=\{)")


# Texts longer than this are not cached: real paragraphs are far shorter, and a huge text read once
# would only hold memory.
_CACHED_TEXT = 2048


def _matches(code: str, text: str, quoted: tuple[Span, ...] = ()) -> tuple[_Match, ...]:
    """Pattern matches of one normalized text outside its `quoted` parts; cached because many
    abilities read the same."""
    if len(text) > _CACHED_TEXT:
        return _find_matches(code, text, quoted)
    return _cached_matches(code, text, quoted)


# Bounded as the parse cache is (syntax/paragraph.py): what it adds is the texts distinct cards share.
@lru_cache(maxsize=4096)
def _cached_matches(code: str, text: str, quoted: tuple[Span, ...]) -> tuple[_Match, ...]:
    return _find_matches(code, text, quoted)


# Whether patterns are skipped when the literals they require are missing (tests turn it off
# to check that the output does not change).
USE_GATES = True


def _find_matches(code: str, text: str, quoted: Sequence[Span] = ()) -> tuple[_Match, ...]:
    """Every pattern's matches outside the `quoted` parts, in O(n log n) of the text once the
    regexes have run: offsets map back by binary search, and overlaps are checked against the
    matches of the same key only."""
    data = _language_data(code)
    if not data.patterns or not text:
        return ()
    opened = _opened_kinds(data, text.lower())
    if not opened and data.every_kind_gated:
        return ()  # nothing to look for: skip tokenizing
    spans, lemmas = lexicon.lemmas(text, code)
    lemma_text = " ".join(lemmas)
    runs = _patterns_to_run(data, opened, lemma_text)
    if not runs:
        return ()
    words = _Words(spans, lemmas)
    # Quoted abilities are granted children with features of their own (rule 607.1a).
    in_quotes = _in_quotes(quoted)
    kept = _Kept()
    for pattern in runs:
        for m in _pattern_matches(pattern, lemma_text):
            where = words.to_text(*_match_span(pattern, m))
            if where is None or in_quotes(where[0]):
                continue
            kept.add(pattern, _value(code, pattern, m), where)
    return kept.in_text_order()


def _opened_kinds(data: _LanguageData, low: str) -> set[str]:
    """The gated kinds whose gate words occur in the lower-cased normalized text."""
    opened: set[str] = set()
    for kinds in _found_in(data.gate_forest, low):
        opened |= kinds
    return opened


def _patterns_to_run(data: _LanguageData, opened: set[str], lemma_text: str) -> list[Pattern]:
    """The patterns whose kind's gate is open (or that have none) and, with USE_GATES, whose
    required literals all occur in the lemma text."""
    if not USE_GATES:
        return [p for p in data.patterns if p.kind in opened or p.kind not in data.gated]
    if data.every_kind_gated:  # only the opened kinds' patterns can run: only their literals matter
        satisfied = 0
        for kind in opened:
            satisfied |= _satisfied(data.kind_forests.get(kind, ()), lemma_text)
    else:
        satisfied = _satisfied(data.literal_forest, lemma_text)
    return [p for p, mask, gate in data.gate_rows if mask & satisfied == mask and (gate is None or gate in opened)]


class _Words:
    """The tokens of a normalized text and where their lemmas sit in the lemma text."""

    def __init__(self, spans: list[tuple[int, int]], lemmas: list[str]) -> None:
        self.spans = spans
        self.starts: list[int] = []  # lemma-text offset of each word
        pos = 0
        for lemma in lemmas:
            self.starts.append(pos)
            pos += len(lemma) + 1
        self.ends = [s + len(lemma) for s, lemma in zip(self.starts, lemmas, strict=True)]

    def to_text(self, a: int, b: int) -> Span | None:
        """Lemma-text offsets -> normalized offsets of the words they cover (the first word that
        ends after a, the last that starts before b; both lists are increasing)."""
        first = bisect_right(self.ends, a)
        last = bisect_left(self.starts, b) - 1
        if first >= len(self.ends) or last < 0 or last < first:
            return None
        return self.spans[first][0], self.spans[last][1]


def _in_quotes(quoted: Sequence[Span]) -> Callable[[int], bool]:
    """Whether a normalized offset lies in a quoted part, its opening mark included."""
    quote_starts = [a for a, _ in quoted]

    def inside(at: int) -> bool:
        i = bisect_right(quote_starts, at) - 1  # quotes do not overlap: only the last one opened can hold it
        return i >= 0 and at < quoted[i][1]

    return inside


def _pattern_matches(pattern: Pattern, lemma_text: str) -> Iterator[re.Match[str]]:
    """The regex's matches in the lemma text, piece by piece (see `_pieces`)."""
    regex = pattern.regex
    for a, b in _pieces(lemma_text):
        yield from regex.finditer(lemma_text, a, b)


def _match_span(pattern: Pattern, m: re.Match[str]) -> Span:
    """Where the feature is: the group `at` when the regex has one and it matched, else the match."""
    if "at" in pattern.regex.groupindex and m.group("at") is not None:
        return m.span("at")
    return m.span()


def _value(code: str, pattern: Pattern, m: re.Match[str]) -> str | None:
    """The feature's value (see the module docstring): a `v_<name>` group's name, what the `value`
    group says, or the entry's fixed value."""
    for name in _value_groups(pattern.source):
        if m.group(name) is not None:
            return name[2:]
    if "value" not in pattern.regex.groupindex:
        return pattern.value
    group = m.group("value")
    if group is None:
        return None
    fixed = pattern.value
    if fixed is None:
        return _SYMBOL_GAP.sub("", group.strip())
    if fixed == "words":
        return _options(code, group)
    if fixed.endswith(":"):  # a prefix: "other:artist"
        return fixed + group.strip()
    return fixed  # a fixed value stands for "the group matched"


class _Kept:
    """The matches kept so far; of two overlapping matches with the same (kind, role, value), the
    earlier pattern's."""

    def __init__(self) -> None:
        self.found: list[_Match] = []
        # (kind, role, value) -> the starts and ends of its kept spans, sorted; they never overlap.
        self.spans: dict[tuple[str, str, str | None], tuple[list[int], list[int]]] = {}

    def add(self, pattern: Pattern, value: str | None, where: Span) -> None:
        """Keep a match unless one kept with the same key overlaps it."""
        kind, role = pattern.plain_kind_and_role
        starts, ends = self.spans.setdefault((kind, role, value), ([], []))
        # The kept spans are disjoint, so sorted by start they are sorted by end too: only the
        # last one starting before this match ends can overlap it.
        i = bisect_left(starts, where[1]) - 1
        if i >= 0 and ends[i] > where[0]:
            return
        starts.insert(i + 1, where[0])
        ends.insert(i + 1, where[1])
        self.found.append((kind, role, value, where[0], where[1]))

    def in_text_order(self) -> tuple[_Match, ...]:
        """The kept matches by start, then end."""
        self.found.sort(key=lambda f: (f[3], f[4]))
        return tuple(self.found)


# A lemma text longer than LONG_TEXT characters (no real ability comes near: the longest paragraph
# of the shared corpora has 645) is searched in pieces of at most PIECE characters, cut after a
# sentence's period or semicolon where there is one in the piece's second half, else after a comma,
# else between two words. A regex such as "choose [^.;]*? and …" retries from every "choose" up to the end of the
# sentence, which costs the square of the sentence's length ("choose a color, " * 20000 took
# 99 s); in pieces it costs at most PIECE times the length. A match that would run across two
# pieces is not found.
LONG_TEXT = 4096
PIECE = 1024


def _pieces(lemma_text: str) -> list[tuple[int, int]]:
    """(start, end) of the pieces a long lemma text is searched in; the whole text if it is short.
    Searching the whole string between pos and endpos keeps lookbehinds and '^' as in the whole."""
    n = len(lemma_text)
    if n <= LONG_TEXT:
        return [(0, n)]
    out: list[tuple[int, int]] = []
    start = 0
    while n - start > PIECE:
        cut = _cut(lemma_text, start)
        out.append((start, cut))
        start = cut
    out.append((start, n))
    return out


def _cut(lemma_text: str, start: int) -> int:
    """Where the piece that starts at `start` ends: after a sentence's end in its second half, else
    after a clause's, else after any word's; at PIECE characters when it has no space at all."""
    end = start + PIECE
    half = start + PIECE // 2
    for mark in (" . ", " ; ", " , ", " "):
        at = lemma_text.rfind(mark, half, end)
        if at >= 0:
            return at + len(mark)  # the next piece starts with the next word
    return end


def _options(code: str, group: str) -> str:
    """ "island or swamp" -> "options:island|swamp" (rules words) or "words:left|right" (others)."""
    data = _language_data(code)
    parts = [p.strip() for p in data.option_separator.split(group) if p.strip()]
    rules_words = data.option_words
    meaningful = rules_words is not None and all(rules_words.fullmatch(p) for p in parts)
    return ("options:" if meaningful else "words:") + "|".join(parts)


def extract(ability: Ability) -> list[Feature]:
    """The acting and referring halves found in one ability (not in its nested abilities)."""
    out = _keyword_features(ability)
    if ability.label and ability.label_kind == LabelKind.ANCHOR_WORD:
        label = ability.label
        anchor_span = ability.label_span or ability.span
        anchor = lexicon.lemma_text(label, ability.lang)
        out.append(Feature(FeatureKind.ANCHOR_REF, label, anchor_span, value=anchor, role=Role.REFERRING))
    normalized = ability.normalized_text
    if normalized is None or not normalized.text or ability.kind == AbilityKind.REMINDER:
        return out
    from_keywords = {(f.kind, f.value) for f in out}
    text, tracked = normalized.text, normalized.tracked
    for kind, role, value, start, end in _matches(ability.lang, text, normalized.quoted):
        if (kind, value) in from_keywords:
            continue  # a pattern for a keyword line the keyword reader missed; here it did not
        out.append(Feature(kind, text[start:end], tracked.span(start, end), value=value, role=role))
    return out


def _keyword_features(ability: Ability) -> list[Feature]:
    """The features the keywords of a keyword line give by their own definition."""
    out: list[Feature] = []
    for keyword in ability.keywords:
        if keyword.canonical == _ENDS_THE_LINE:
            break
        for kind, role, value in KEYWORD_FEATURES.get(keyword.canonical, ()):
            out.append(Feature(kind, keyword.text, keyword.span, value=value, role=role))
    return out
