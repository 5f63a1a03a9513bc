"""The card's own keyword ability said as a sentence in older printed text: "~ is indestructible.", "~ es
indestructible.", "~ est indestructible.", "~ не может быть уничтожен." Its Oracle text prints the keyword alone
("Indestructible"), so the paragraph is read as that keyword line, and printed and Oracle text say the same thing.

Only a paragraph that says this and nothing else: no label, cost, trigger or condition, one sentence that is one of
the language's `keyword_sentences` about the card itself ("~"); "~ is indestructible as long as …", "Equipped
creature is indestructible." stay sentences of the effect grammar.
"""

from __future__ import annotations

from mtglinks.kinds import NodeKind
from mtglinks.lang import Language
from mtglinks.syntax.transformer import RawParagraph
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Keyword


def keyword_sentence(lang: Language, raw: RawParagraph, text: TrackedText) -> list[Keyword] | None:
    """The keyword a paragraph says the card has in a sentence of its own, else None."""
    if not lang.keyword_sentences or raw.labels or raw.cost is not None or len(raw.sentences) != 1:
        return None
    sentence = raw.sentences[0]
    if sentence.trigger is not None:
        return None
    said = text.text[sentence.start : sentence.end].strip()
    said = said.removesuffix(".").rstrip()
    canonical = lang.keyword_sentences.get(" ".join(said.lower().split()))
    if canonical is None:
        return None
    start = text.text.index(said, sentence.start)
    span = text.span(start, start + len(said))
    return [Keyword(NodeKind.KEYWORD, said, span, name=said, canonical=canonical)]
