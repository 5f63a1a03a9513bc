"""Normalization: plain punctuation, reminder text set aside, the card's own name as "~".

Each paragraph is normalized once (`normalize_paragraph`), and what normalization finds in it is
carried along in a `NormalizedText`: the quoted parts (granted abilities), the reminder text, and
where "~" stands for the card. The grammar and the features read those instead of looking again.
Every rewrite keeps, for each character of the new text, the span of original characters it stands
for (`TrackedText`), so any node built from normalized text can point back into the original text.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtglinks.span import Span
from mtglinks.text.characters import SPACE_RUNS
from mtglinks.text.cleave import unbracket
from mtglinks.text.nested_quotes import nested_parts, nested_quotes
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Reminder

if TYPE_CHECKING:
    from mtglinks.lang.template_anaphora import TemplateAnaphora
    from mtglinks.text.names import NameMatcher

# Reminder text: one level of parentheses may nest inside it.
_REMINDER = re.compile(
    r"""
    \(
      (                                 # the reminder's words:
        [^()]*                          #   without parentheses,
        (?: \( [^()]* \) [^()]* )*      #   or with some inside: "(π is … diameter. (It's a smidgen more than 3.))"
      )
    \)
    """,
    re.VERBOSE,
)
_SPACE_BEFORE_MARK = re.compile(r"\s+(?=[.,;:])")


@dataclass(slots=True)
class NormalizedText:
    """One paragraph, or one ability granted in quotes, as the grammar reads it, and what normalization found.

    `quoted` holds [start, end) offsets into `tracked.text` (`tracked.span` maps them, and any other
    offsets, back to the original text); `names` holds spans of the original text, the words each "~"
    stands for. Built by `normalize_paragraph` and only read after.
    """

    tracked: TrackedText
    # each quoted part, its quotation marks included: '"{T}: Add {C}."'
    quoted: tuple[Span, ...] = ()
    # the original words that became "~", in text order: the card's name (with the article a
    # contraction keeps: "del Ángel" -> "de ~") or a self-reference template ("this creature")
    names: tuple[Span, ...] = ()
    # reminder text set aside (spans in the original text); inside quotes it is the granted ability's
    reminders: tuple[Reminder, ...] = ()
    # the quoted parts that hold words, normalized in turn: the abilities this text grants (607.1a)
    granted: tuple[NormalizedText, ...] = ()

    @property
    def text(self) -> str:
        """The normalized text itself."""
        return self.tracked.text


def normalize_paragraph(
    cleaned: TrackedText,
    matchers: Sequence[NameMatcher],
    self_reference: re.Pattern[str] | None,
    self_grant: re.Pattern[str] | None = None,
    missing_stop: re.Pattern[str] | None = None,
    anaphora: TemplateAnaphora | None = None,
) -> NormalizedText:
    """A paragraph whose characters are clean (`clean_characters`): reminder text set aside, the card's
    names and self-reference templates made "~", trimmed; with its quoted parts and granted abilities.

    A self-reference template inside quotes names the object the quoted ability is granted to; it is the
    card ("~") only where `self_grant` says the card grants it to itself (`granted_to_itself`); a template that points
    back to a card the paragraph has just named keeps its words (`anaphora`,
    lang/template_anaphora.py). Where the language reads `missing_stop`, a full stop is put back at each place older
    printed text lost one.
    The quotation marks are found once, here, and followed through every rewrite by their original
    offsets: no rewrite makes or changes a quotation mark, so the marks that remain are the text's.
    """
    if "[" in cleaned.text:  # a cleave spell's bracketed words, read as printed (`cleave.unbracket`)
        cleaned = unbracket(cleaned)
    marks = _quotation_marks(cleaned) if '"' in cleaned.text else []
    body, reminders = split_reminders(cleaned, _quoted(cleaned, marks) if marks else ())
    if missing_stop is not None:  # a full stop older printed text lost (Language.missing_stop), outside reminders
        body = body.sub(missing_stop, ". ")
    names: list[Span] = []  # the original words each "~" stands for
    for matcher in matchers:
        body = replace_card_name(body, matcher, names)
    body = replace_self_references(body, self_reference, _quoted(body, marks) if marks else (), names, anaphora)
    if marks and self_grant is not None and self_reference is not None:
        quoted = _quoted(body, marks)
        own = granted_to_itself(body.text, quoted, self_grant, self_reference)
        if own:
            owned = set(own)
            others = tuple(part for part in quoted if part not in owned)
            body = replace_self_references(body, self_reference, others, names, anaphora)
    body = body.strip()
    names.sort()
    if not marks:  # most paragraphs: no quoted part to follow
        return NormalizedText(body, (), tuple(names), tuple(reminders))
    quoted = _quoted(body, marks)
    if ":" in body.text:
        body = _drop_colons_before_quotes(body, quoted)
        quoted = _quoted(body, marks)
    return NormalizedText(body, quoted, tuple(names), tuple(reminders), _granted_parts(body, quoted, names))


# A colon before the quote that opens a granted ability ('La criatura encantada tiene: "{B}: …"', 'et a : « {T} :
# … »', 'имеет способность: «…»'): punctuation of the sentence, never a cost's colon.
_COLON_BEFORE_QUOTE = re.compile(r"\s?:(?=\s*\")")


def _drop_colons_before_quotes(body: TrackedText, quoted: Sequence[Span]) -> TrackedText:
    """The text without the colons that stand, outside quotes, right before a quoted part."""
    openings = {start for start, _ in quoted}
    inside = _inside_quotes(quoted)

    def drop(m: re.Match[str]) -> str:
        opening = body.text.find('"', m.end())
        return "" if opening in openings and not inside(m.start()) else m.group()

    return body.sub(_COLON_BEFORE_QUOTE, drop)


# How much of the sentence before a quote the grant is read in (the subject and verb stand close to the
# quote); a bound keeps a text of many quotes linear.
_GRANT_WINDOW = 240


def granted_to_itself(
    text: str, quoted: Sequence[Span], self_grant: re.Pattern[str], self_reference: re.Pattern[str]
) -> list[Span]:
    """The quoted parts of a normalized text that hold a self-reference template and are abilities the card
    grants to itself: `self_grant` matches the end of the sentence before the quote, earlier quoted parts
    read as '""' ("When ~ enters, if it's on the battlefield, it loses "…" and gains "…"", "~ escapes
    with "…"")."""
    own: list[Span] = []
    sentence = ""
    at = 0
    for start, end in quoted:
        gap = text[at:start]
        cut = gap.rfind(". ")
        sentence = (gap[cut + 1 :] if cut >= 0 else sentence + gap)[-_GRANT_WINDOW:]
        if self_reference.search(text, start, end) and self_grant.search(sentence):
            own.append((start, end))
        sentence += '""'
        at = end
    return own


def _quotation_marks(text: TrackedText) -> list[Span]:
    """The original span of each quotation mark of a clean text, in order."""
    marks: list[Span] = []
    at = text.text.find('"')
    while at >= 0:
        marks.append((text.starts[at], text.ends[at]))
        at = text.text.find('"', at + 1)
    return marks


def _quoted(text: TrackedText, marks: Sequence[Span]) -> tuple[Span, ...]:
    """The quoted parts of `text`: its remaining quotation marks, paired in order (as '"[^"]*"' would)."""
    if not marks:
        return ()
    positions = [where[0] for where in (text.locate(mark) for mark in marks) if where is not None]
    return tuple((positions[i], positions[i + 1] + 1) for i in range(0, len(positions) - 1, 2))


def _granted_parts(body: TrackedText, quoted: Sequence[Span], names: Sequence[Span]) -> tuple[NormalizedText, ...]:
    """The quoted parts as normalized texts of their own: their reminder text set aside, and without the
    comma American punctuation puts inside the quotes ('"{T}: Add {C}," and')."""
    parts: list[NormalizedText] = []
    for start, end in quoted:
        inner, reminders = split_reminders(body.slice(start + 1, end - 1))
        if "'" in inner.text:
            inner = nested_quotes(inner)
        if inner.text.endswith(","):
            inner = inner.slice(0, len(inner.text) - 1).strip()
        if inner.text:
            within = inner.span(0, len(inner.text))
            inner_names = tuple(n for n in names if within[0] <= n[0] and n[1] <= within[1])
            nested = nested_parts(inner.text)  # an ability quoted in this one, in single quotes made double
            granted = _granted_parts(inner, nested, inner_names) if nested else ()
            parts.append(NormalizedText(inner, nested, inner_names, tuple(reminders), granted))
    return tuple(parts)


def _inside_quotes(quoted: Sequence[Span]) -> Callable[[int], bool]:
    """Whether an offset lies inside a quoted part (after its opening mark), by binary search over the
    parts (they never overlap), so that checking every match of a long text stays n log n."""
    ends = [b for _, b in quoted]

    def inside(at: int) -> bool:
        i = bisect_left(ends, at + 1)  # the first quote that ends after `at`
        return i < len(quoted) and quoted[i][0] < at

    return inside


def split_reminders(text: TrackedText, quoted: Sequence[Span] = ()) -> tuple[TrackedText, list[Reminder]]:
    """Remove parenthesized reminder text from the rules text and keep it aside.

    Parentheses inside the `quoted` parts belong to the quoted ability and are left for it.
    """
    reminders: list[Reminder] = []
    if "(" in text.text:  # without a parenthesis there is no reminder
        inside = _inside_quotes(quoted)

        def take(m: re.Match[str]) -> str:
            if inside(m.start()):
                return m.group()
            reminders.append(Reminder("reminder", m.group(1).strip(), text.span(*m.span(1))))
            return " "

        rest = text.sub(_REMINDER, take)
    else:
        rest = text
    # Each rewrite only where its pattern can match (most paragraphs: neither), by substring tests. The ends are
    # stripped first: a run of spaces there goes either way (the space a reminder left before the line's end).
    rest = rest.strip()
    if "  " in rest.text:
        rest = rest.sub(SPACE_RUNS, " ")
    if _may_space_before_mark(rest.text):
        rest = rest.sub(_SPACE_BEFORE_MARK, "")
    return rest, reminders


def _may_space_before_mark(text: str) -> bool:
    """Whether `_SPACE_BEFORE_MARK` may match: a space before a mark, or any other white space (every white
    space character but the space is unprintable)."""
    return " ." in text or " ," in text or " ;" in text or " :" in text or not text.isprintable()


def replace_self_references(
    text: TrackedText,
    pattern: re.Pattern[str] | None,
    quoted: Sequence[Span] = (),
    names: list[Span] | None = None,
    anaphora: TemplateAnaphora | None = None,
) -> TrackedText:
    """Every match of a self-reference pattern ("this creature", "esta criatura") becomes "~".

    Inside the `quoted` parts the template names the object that gets the quoted ability (a token,
    the equipped creature), not the card, so quoted text keeps its words, as does a template that points back to
    what the text named before it (`anaphora`). The original span of each replaced match is added to `names`.
    """
    if pattern is None:
        return text
    inside = _inside_quotes(quoted) if quoted else None

    def replace(m: re.Match[str]) -> str:
        if inside is not None and inside(m.start()):
            return m.group()
        if anaphora is not None and anaphora.points_back(m.string, m.start(), m.group()):
            return m.group()
        if names is not None:
            names.append(text.span(*m.span()))
        return "~"

    return text.sub(pattern, replace)


def replace_card_name(text: TrackedText, matcher: NameMatcher | None, names: list[Span] | None = None) -> TrackedText:
    """The card's own name, in whatever form the language gives it, becomes "~".

    A contraction keeps its preposition: "del Ángel" -> "de ~", "au Gardien" -> "à ~". The original
    span of each replaced name is added to `names`.
    """
    if matcher is None:
        return text
    spans = matcher.spans(text.text)
    if names is not None and spans:
        names.extend([text.span(a, b) for a, b, _ in spans])
    return text.replace_spans(spans)
