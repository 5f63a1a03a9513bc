"""The token patterns of the known-words figure, on the examples written beside them."""

from __future__ import annotations

import pytest

from mtglinks.text import known_words


@pytest.mark.parametrize(
    "symbol",
    ["{2}", "{10}", "{W}", "{g}", "{C}", "{X}", "{T}", "{Q}", "{E}", "{½}", "{CHAOS}", "{HW}", "{W/U}", "{2/W}"]
    + ["{G/P}", "{G/U/P}"],
)
def test_card_symbols_are_symbols(symbol: str) -> None:
    assert known_words._SYMBOL.fullmatch(symbol)


@pytest.mark.parametrize("symbol", ["{K}", "{WU}", "{G/U/P/R}", "{}", "{ }"])
def test_other_braces_are_not(symbol: str) -> None:
    assert not known_words._SYMBOL.fullmatch(symbol)


@pytest.mark.parametrize("token", ["3", "X", "+1", "-2", "*", "+1/+1", "*/*", "-2/-0", "−1/−1", "2-6"])
def test_numbers_power_toughness_and_level_ranges_are_numbers(token: str) -> None:
    assert known_words._NUMBER.match(token)


@pytest.mark.parametrize("token", ["1/", "+", "3-", "a", "1/2/3"])
def test_broken_numbers_are_not(token: str) -> None:
    assert not known_words._NUMBER.match(token)
