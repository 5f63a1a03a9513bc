"""Fixtures shared by every test folder (plain helpers are in helpers.py, the English patterns retired last, which
the fixture `retired_english` installs, in retired_patterns.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import retired_patterns
from helpers import SHARED

from mtglinks import features
from mtglinks.features.patterns import LanguageData


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the checkout")
    return SHARED


@pytest.fixture
def retired_english(monkeypatch: pytest.MonkeyPatch) -> Iterator[LanguageData]:
    """The pattern engine with English's last patterns, those of `exiled_with_self` and `chosen_ref` before they
    retired (tests/retired_patterns.py): no language has a pattern of its own left."""
    data = retired_patterns.install(monkeypatch)
    yield data
    features.clear_caches()  # no English match of theirs is left for later tests
