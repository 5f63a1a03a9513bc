"""The object phrases of a sentence the grammar stopped in read from the tokens its parse had (effects/build.py hands
them to effects/partial.py), not lexed a second time: the same phrases, and the sentence lexed again where a rule's
method changed a token's value in place."""

from __future__ import annotations

from typing import Any

import pytest

from mtglinks.effects.build import _Failed, _parse_or_stop, lexicon
from mtglinks.effects.lexer import Lexicon, Token
from mtglinks.effects.lexer_tokens import changed, changes
from mtglinks.effects.parser import EffectParser, effect_parser
from mtglinks.effects.partial import lenient_tokens, phrases

# Duplicant (Oracle): the grammar stops at its commas, every word known to the lexicon
STOPPED = (
    "As long as a card exiled with this creature is a creature card, this creature has the power, toughness, and "
    "creature types of the last creature card exiled with it."
)


def _english() -> Lexicon:
    words = lexicon("en")
    assert words is not None
    return words


def _fields(tokens: list[Token]) -> list[tuple[str, str, str, int, int]]:
    return [(t.type, t.value, t.text, t.start_pos, t.end_pos) for t in tokens]


def test_a_stopped_parse_hands_its_tokens_and_they_read_as_lexed_again() -> None:
    words = _english()
    failed = _parse_or_stop(words, STOPPED, "sentence")
    assert isinstance(failed, _Failed) and failed.stop is None and failed.read is not None
    given = phrases(words, STOPPED, None, failed.read)
    assert [p.to_dict() for p in given] == [p.to_dict() for p in phrases(words, STOPPED)] != []
    assert _fields(lenient_tokens(words, STOPPED, None, failed.read)) == _fields(lenient_tokens(words, STOPPED))


def test_a_token_changed_by_a_rule_is_lexed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    words = _english()
    parse = EffectParser.parse

    def changing(self: EffectParser, tokens: list[Token], start: str = "sentence") -> Any:
        changed(tokens[0], tokens[0].value)  # as a rule's method changes one, before the grammar stops
        return parse(self, tokens, start)

    effect_parser("en")
    before = changes()
    monkeypatch.setattr(EffectParser, "parse", changing)
    failed = _parse_or_stop(words, STOPPED, "sentence")
    assert changes() == before + 1
    assert isinstance(failed, _Failed) and failed.read is None
