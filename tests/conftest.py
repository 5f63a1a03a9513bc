"""Fixtures shared by every test folder (plain helpers are in helpers.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import SHARED


@pytest.fixture
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip("../shared is not beside the checkout")
    return SHARED
