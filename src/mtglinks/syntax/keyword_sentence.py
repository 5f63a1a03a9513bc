"""The card's own keyword ability said as a sentence in older printed text: "~ is indestructible.", "~ es
indestructible.", "~ est indestructible.", "~ не может быть уничтожен." Its Oracle text prints the keyword alone
("Indestructible"), so the paragraph is read as that keyword line, and printed and Oracle text say the same thing.

Only a paragraph that says this and nothing else: no label, cost, trigger or condition, one sentence that is one of
the language's `keyword_sentences` about the card itself ("~"); "~ is indestructible as long as …", "Equipped
creature is indestructible." stay sentences of the effect grammar.

The other way round, a keyword line whose cost is an action in words printed without its dash ("Union Sacrifiez trois
terrains.") keeps that sentence (`cost_in_words`), as the dashed English line does.
"""

from __future__ import annotations

from mtglinks.kinds import NodeKind
from mtglinks.lang import Language
from mtglinks.syntax.transformer import RawParagraph
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Keyword, Sentence


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


# Keywords whose cost may be an action in words ("Entwine—Sacrifice three lands.", "Buyback—Discard two cards.").
_COST_KEYWORDS = {"entwine", "buyback", "kicker", "echo", "flashback", "cumulative upkeep", "madness", "morph", "ward"}


def cost_in_words(keywords: list[Keyword], effect: list[Sentence]) -> list[Sentence]:
    """A keyword line's cost in words, a sentence with its period, printed without the dash ("Union Sacrifiez trois
    terrains.", "Выкуп Сбросьте две карты."): the sentence after the keyword's name, as "Entwine—Sacrifice three lands."
    reads the words after its dash; any other keyword line has no sentence."""
    if len(keywords) != 1 or len(effect) != 1 or keywords[0].canonical not in _COST_KEYWORDS:
        return []
    parameter, sentence = keywords[0].parameter or "", effect[0]
    opens_with_a_capital = parameter[:1].isupper() and parameter[:2].isalpha()
    if not opens_with_a_capital or "{" in parameter or not sentence.text.endswith(parameter + "."):
        return []
    start = sentence.span[1] - len(parameter) - 1
    return [Sentence(NodeKind.SENTENCE, parameter + ".", (start, sentence.span[1]))]
