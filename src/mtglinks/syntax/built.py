"""The abilities built from paragraphs met again, kept: a copy is made for each later card instead of a build.

`ParagraphParser` keeps the parse of a paragraph's normalized text (`paragraph.PARSES`), but building the
ability's nodes from it (its label, cost, trigger, sentences, keywords and kind) took about 25 µs a paragraph,
for "Flying" as for any other. A paragraph read a second time is built once more against its normalized text
alone (`TrackedText.of`: each character its own offset) and kept; that build and every later one are a copy
of it, each span mapped through the card's own offsets (`TrackedText.span`, as the build made it). Only a
paragraph met again is kept: most are met once, and their build stays the only one.

A build whose span is not one the text's offsets give (a keyword's cost in words, whose sentence's span is
counted back from the end of another: `keyword_sentence.cost_in_words`) is not kept.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Container
from typing import Any

from mtglinks.span import Span
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Ability, TreeNode

# The builds kept, by (language, normalized text, whether the card is a spell), the least recently used going
# first. Each is a few nodes (about 2 KB): 4,096 of them hold the paragraphs distinct cards share.
Key = tuple[str, str, bool | None]
BUILT: OrderedDict[Key, Ability] = OrderedDict()
BUILT_ENTRIES = 4096
# What builds a paragraph's ability for its text (`ParagraphParser._build`, its parse given).
Builder = Callable[[TrackedText], Ability]


def kept(
    code: str, text: TrackedText, spell_card: bool | None, parses: Container[tuple[str, str]]
) -> tuple[Ability | None, Key | None]:
    """A copy of the build kept for this text, its spans in the card's text, or else (None, and the key to keep
    its build by where the text was parsed before: its (language, text) in `parses`, else None)."""
    key = (code, text.text, spell_card)
    template = BUILT.get(key)
    if template is None:
        return None, key if (code, text.text) in parses else None
    BUILT.move_to_end(key)
    return _placed(template, text, {}), None


def build(key: Key | None, text: TrackedText, build: Builder) -> Ability:
    """The paragraph's ability: `build(text)`, or where it was parsed before (`key`), a copy of its build kept."""
    return (keep(key, text, build) if key is not None else None) or build(text)


def keep(key: Key, text: TrackedText, build: Builder) -> Ability | None:
    """The paragraph built by `build` against its normalized text alone, kept, and its copy for `text`; None (nothing
    kept) where the build fails (the caller builds it for its text, and says why) or one of its spans is not the
    text's offsets of its characters (see the module docstring)."""
    try:
        template = build(TrackedText.of(text.text))
    except Exception:  # noqa: BLE001 - built again by the caller, whose failure is the paragraph's
        return None
    if template.keywords and template.effect:
        return None  # a keyword's cost in words: its sentence's span is counted, not mapped
    if len(BUILT) >= BUILT_ENTRIES:
        BUILT.popitem(last=False)
    BUILT[key] = template
    copied: Ability = _placed(template, text, {})
    return copied


def _mapped(span: Span, text: TrackedText) -> Span:
    """A span of the normalized text's own offsets as `text.span` gives it in the card's text."""
    start, end = span
    if end > start:
        return (text.starts[start], text.ends[end - 1])
    return text.span(start, end)


def _placed(node: Any, text: TrackedText, copies: dict[int, Any]) -> Any:
    """A copy of the node and of every node in it (their own lists), each span mapped into the card's text."""
    done = copies.get(id(node))
    if done is not None:
        return done
    copy = object.__new__(type(node))
    held = copy.__dict__
    held.update(node.__dict__)
    copies[id(node)] = copy
    held["span"] = _mapped(node.span, text)
    for name, value in held.items():
        if type(value) is list:
            held[name] = [_placed(v, text, copies) if isinstance(v, TreeNode) else v for v in value]
        elif isinstance(value, TreeNode):
            held[name] = _placed(value, text, copies)
    label_span = held.get("label_span")
    if label_span is not None:
        held["label_span"] = _mapped(label_span, text)
    return copy
