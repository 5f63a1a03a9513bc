"""Fixtures of the packaging tests: one wheel, built and installed once for all of them."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import install_wheel


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The python of a fresh venv with the checkout's wheel installed."""
    return install_wheel(tmp_path_factory.mktemp("install"))
