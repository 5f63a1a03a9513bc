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
   - `role` is "acting" or "referring"; a few kinds are "marker" (facts about the ability the
     linker reads, such as `before_game` or `transforms`).
   - When two matches of the same (kind, role, value) overlap, the earlier entry in PATTERNS
     wins, so put specific entries before general ones.
   A match maps back through the tokens to normalized offsets and then, through the ability's
   TrackedText (kept by the parser as `ability._tracked`), to a span of the original card text.
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
  triggered (an ability word printed without its dash before a trigger: "Imprint When …"),
  cda (a sentence defining the object's own characteristic by a choice: "~ is the chosen color"),
  continuous / one_shot (words of a lasting effect, "as long as", and of a one-shot one, "until end
  of turn": old static "Choose a color. As long as … that color …" is a choice and its use).
"""

from __future__ import annotations

import importlib
import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from mtglinks.text import lexicon
from mtglinks.tree import Ability, Feature

# canonical keyword -> features (kind, role, value) its own definition gives the ability.
KEYWORD_FEATURES: dict[str, tuple[tuple[str, str, str | None], ...]] = {
    "kicker": (("additional_cost", "acting", "kicker"),),
    "multikicker": (("additional_cost", "acting", "multikicker"),),
    "buyback": (("additional_cost", "acting", "buyback"),),
    "replicate": (("additional_cost", "acting", "replicate"),),
    "conspire": (("additional_cost", "acting", "conspire"),),
    "casualty": (("additional_cost", "acting", "casualty"),),
    "squad": (("additional_cost", "acting", "squad"),),
    "offspring": (("additional_cost", "acting", "offspring"),),
    "bargain": (("additional_cost", "acting", "bargain"),),
    "gift": (("additional_cost", "acting", "gift"),),
    "champion": (("champion", "acting", "champion"),),
    "madness": (("linked_keyword", "acting", "madness"),),
    "miracle": (("linked_keyword", "acting", "miracle"),),
    "hideaway": (("exile", "acting", "hideaway"),),
    "tribute": (("pay_as_enters", "acting", "tribute"),),
    "devour": (("pay_as_enters", "acting", "devour"),),
    "delve": (("cast_exile", "acting", "delve"),),
    "escape": (("cast_exile", "acting", "escape"),),
    "hidden agenda": (("choose", "acting", "card_name"),),
    "double agenda": (("choose", "acting", "card_name"),),
    "daybound": (("transforms", "marker", None),),
    "nightbound": (("transforms", "marker", None),),
    "disturb": (("transforms", "marker", None),),
    "more than meets the eye": (("transforms", "marker", None),),
}


@dataclass(frozen=True)
class Pattern:
    kind: str
    role: str
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


@cache
def _compiled(source: str) -> re.Pattern[str]:
    return re.compile(source)


# A pattern match in normalized-text offsets (shared by every ability with the same text):
# (kind, role, value, start, end). A plain tuple of strings and ints, so that the cache of matches
# holds nothing the garbage collector tracks (it never untracks a tuple subclass).
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


def _clauses(items: list[tuple[Any, Any]]) -> list[frozenset[str]]:
    """The literal clauses a sequence of parsed regex items requires (each: one of these occurs)."""
    out: list[frozenset[str]] = []
    run: list[str] = []

    def flush() -> None:
        if run:
            out.append(frozenset({"".join(run)}))
            run.clear()

    for op, av in items:
        if op is _sre.LITERAL:
            assert isinstance(av, int)
            run.append(chr(av))
            continue
        if op is _sre.SUBPATTERN:
            assert isinstance(av, tuple)
            _group, add_flags, _del_flags, sub = av
            if add_flags & re.IGNORECASE:
                flush()
                continue
            inner = list(sub)
            if all(o is _sre.LITERAL for o, _ in inner):  # "(?P<at>that)": part of the run
                run.extend(chr(a) for _, a in inner)
                continue
            flush()
            out.extend(_clauses(inner))
            continue
        flush()
        if op is _sre.BRANCH:
            assert isinstance(av, tuple)
            alternatives = [_best(_clauses(list(alt))) for alt in av[1]]
            if alternatives and all(alt is not None for alt in alternatives):
                out.append(frozenset().union(*(alt for alt in alternatives if alt is not None)))
        elif op in _REPEATS:
            assert isinstance(av, tuple)
            low, _high, sub = av
            if low >= 1:
                out.extend(_clauses(list(sub)))
        elif op is getattr(_sre, "ATOMIC_GROUP", None):
            out.extend(_clauses(list(av)))
        # Anything else (a class, any character, an anchor, a lookaround, a back reference) only
        # ends the current run of literals: requiring nothing of it is always safe.
    flush()
    return out


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
    if parsed.state.flags & re.IGNORECASE:
        return ()
    clauses = [c for c in _clauses(list(parsed)) if c and all(c)]
    clauses.sort(key=_strength, reverse=True)
    unique: list[frozenset[str]] = []
    for clause in clauses:
        if clause not in unique:
            unique.append(clause)
    return tuple(unique[:_CLAUSES])


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


@cache
def _language_data(code: str) -> _LanguageData:
    try:
        module = importlib.import_module(f"mtglinks.lang.{code}.patterns")
    except ModuleNotFoundError:
        return _LanguageData((), (), frozenset(), None, re.compile(r"(?!)"))
    patterns = tuple(
        Pattern(entry[0], entry[1], entry[2], entry[3] if len(entry) > 3 else None, required_literals(entry[2]))
        for entry in module.PATTERNS
    )
    words = getattr(module, "OPTION_WORDS", None)
    by_word: dict[str, set[str]] = {}
    for kind, gate in getattr(module, "GATES", {}).items():
        for word in gate:
            by_word.setdefault(word, set()).add(kind)
    return _LanguageData(
        patterns,
        tuple((word, frozenset(kinds)) for word, kinds in by_word.items()),
        frozenset(getattr(module, "GATES", {})),
        re.compile(words) if words else None,
        re.compile(getattr(module, "OPTION_SEPARATOR", r"(?!)")),
        *_gate_masks(patterns),
    )


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


def option_words(code: str) -> re.Pattern[str] | None:
    """The language's regex of choice words that have a rules meaning (see module docstring)."""
    return _language_data(code).option_words


_SYMBOL_GAP = re.compile(r"(?<=\}) (?=\{)")
_QUOTED = re.compile(r'"[^"]*"')


# Texts longer than this are not cached: real paragraphs are far shorter, and a huge text read once
# would only hold memory.
_CACHED_TEXT = 2048


def _matches(code: str, text: str) -> tuple[_Match, ...]:
    """Pattern matches of one normalized text; cached because many abilities read the same."""
    if len(text) > _CACHED_TEXT:
        return _find_matches(code, text)
    return _cached_matches(code, text)


@lru_cache(maxsize=65536)
def _cached_matches(code: str, text: str) -> tuple[_Match, ...]:
    return _find_matches(code, text)


# Whether patterns are skipped when the literals they require are missing (tests turn it off
# to check that the output does not change).
USE_GATES = True


def _find_matches(code: str, text: str) -> tuple[_Match, ...]:
    """Every pattern's matches, in O(n log n) of the text once the regexes have run: offsets map
    back by binary search, and overlaps are checked against the matches of the same key only."""
    data = _language_data(code)
    if not data.patterns or not text:
        return ()
    low = text.lower()
    opened: set[str] = set()
    for word, kinds in data.gates:
        if word in low:
            opened |= kinds
    if not opened and len(data.gated) == len({p.kind for p in data.patterns}):
        return ()  # nothing to look for: skip tokenizing
    spans, lemmas = lexicon.lemmas(text, code)
    lemma_text = " ".join(lemmas)
    if USE_GATES:
        satisfied = 0
        for literal, bits in data.literals:
            if literal in lemma_text:
                satisfied |= bits
        runs = [
            p
            for p, mask in zip(data.patterns, data.masks, strict=True)
            if mask & satisfied == mask and (p.kind in opened or p.kind not in data.gated)
        ]
    else:
        runs = [p for p in data.patterns if p.kind in opened or p.kind not in data.gated]
    if not runs:
        return ()
    starts: list[int] = []  # lemma-text offset of each word
    pos = 0
    for lemma in lemmas:
        starts.append(pos)
        pos += len(lemma) + 1
    ends = [s + len(lemma) for s, lemma in zip(starts, lemmas, strict=True)]

    def to_text(a: int, b: int) -> tuple[int, int] | None:
        """Lemma-text offsets -> normalized offsets of the words they cover (the first word that
        ends after a, the last that starts before b; both lists are increasing)."""
        first = bisect_right(ends, a)
        last = bisect_left(starts, b) - 1
        if first >= len(ends) or last < 0 or last < first:
            return None
        return spans[first][0], spans[last][1]

    pieces = _pieces(lemma_text)
    # Quoted abilities are granted children with features of their own (rule 607.1a).
    quoted = [q.span() for q in _QUOTED.finditer(text)]
    quote_starts = [a for a, _ in quoted]

    def in_quotes(at: int) -> bool:
        i = bisect_right(quote_starts, at) - 1  # quotes do not overlap: only the last one opened can hold it
        return i >= 0 and at < quoted[i][1]

    found: list[_Match] = []
    # (kind, role, value) -> the spans kept so far, sorted; they never overlap one another.
    kept: dict[tuple[str, str, str | None], tuple[list[int], list[int]]] = {}
    for pattern in runs:
        located = "at" in pattern.regex.groupindex
        for m in (m for a, b in pieces for m in pattern.regex.finditer(lemma_text, a, b)):
            where = to_text(*(m.span("at") if located and m.group("at") is not None else m.span()))
            if where is None or in_quotes(where[0]):
                continue
            value = pattern.value
            named = [name for name, text in m.groupdict().items() if name.startswith("v_") and text is not None]
            if named:
                value = named[0][2:]
            elif "value" in pattern.regex.groupindex:
                group = m.group("value")
                if pattern.value == "words" and group is not None:
                    value = _options(code, group)
                elif pattern.value is not None and pattern.value.endswith(":"):  # a prefix: "other:artist"
                    value = pattern.value + group.strip() if group is not None else None
                elif pattern.value is not None:  # a fixed value stands for "the group matched"
                    value = pattern.value if group is not None else None
                elif group is not None:
                    value = _SYMBOL_GAP.sub("", group.strip())
            same = kept.setdefault((pattern.kind, pattern.role, value), ([], []))
            # The kept spans are disjoint, so sorted by start they are sorted by end too: only the
            # last one starting before this match ends can overlap it.
            i = bisect_left(same[0], where[1]) - 1
            if i >= 0 and same[1][i] > where[0]:
                continue
            same[0].insert(i + 1, where[0])
            same[1].insert(i + 1, where[1])
            found.append((pattern.kind, pattern.role, value, where[0], where[1]))
    found.sort(key=lambda f: (f[3], f[4]))
    return tuple(found)


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
        end = start + PIECE
        half = start + PIECE // 2
        cut = -1
        for mark in (" . ", " ; ", " , ", " "):  # a sentence's end, else a clause's, else any word's
            at = lemma_text.rfind(mark, half, end)
            if at >= 0:
                cut = at + len(mark)  # the next piece starts with the next word
                break
        if cut < 0:
            cut = end
        out.append((start, cut))
        start = cut
    out.append((start, n))
    return out


def _options(code: str, group: str) -> str:
    """ "island or swamp" -> "options:island|swamp" (rules words) or "words:left|right" (others)."""
    data = _language_data(code)
    parts = [p.strip() for p in data.option_separator.split(group) if p.strip()]
    rules_words = data.option_words
    meaningful = rules_words is not None and all(rules_words.fullmatch(p) for p in parts)
    return ("options:" if meaningful else "words:") + "|".join(parts)


def lemma_of(text: str, code: str) -> str:
    """The lemma text of a short phrase (an anchor word, a choice word)."""
    return lexicon.lemma_text(text, code)


def extract(ability: Ability) -> list[Feature]:
    """The acting and referring halves found in one ability (not in its nested abilities)."""
    out: list[Feature] = []
    for keyword in ability.keywords:
        if keyword.canonical == "partner with":
            break  # the partner's name runs to the end of the line: "Partner with Trynn, Champion of Freedom"
        for kind, role, value in KEYWORD_FEATURES.get(keyword.canonical, ()):
            out.append(Feature(kind, keyword.text, keyword.span, value=value, role=role))
    if ability.label and ability.label_kind == "anchor_word":
        out.append(
            Feature(
                "anchor_ref",
                ability.label,
                ability.label_span or ability.span,
                value=lemma_of(ability.label, ability.lang),
                role="referring",
            )
        )
    text = ability.normalized or ""
    if not text or ability.kind == "reminder":
        return out
    tracked = getattr(ability, "_tracked", None)
    from_keywords = {(f.kind, f.value) for f in out}
    for kind, role, value, start, end in _matches(ability.lang, text):
        if (kind, value) in from_keywords:
            continue  # a pattern for a keyword line the keyword reader missed; here it did not
        if tracked is not None and len(tracked.text) == len(text):
            span = tracked.span(start, end)
        else:
            span = ability.span
        out.append(Feature(kind, text[start:end], span, value=value, role=role))
    return out


def find(features: Sequence[Feature], *kinds: str) -> list[Feature]:
    """The features of the given kinds, in text order."""
    return [f for f in features if f.kind in kinds]
