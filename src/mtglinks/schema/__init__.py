"""The JSON Schema of the tag record (schema_version 2: each ability has `effects`, its effect tree), shipped.

>>> from mtglinks.schema import load_schema
>>> load_schema()["properties"]["schema_version"]["const"]
2
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 2
SCHEMA_FILE = Path(__file__).resolve().parent / "tag-record.schema.json"


def schema_text() -> str:
    """The schema file's text, as shipped."""
    return SCHEMA_FILE.read_text(encoding="utf-8")


def load_schema() -> dict[str, Any]:
    """The schema as a JSON object."""
    value = json.loads(schema_text())
    if not isinstance(value, dict):
        raise ValueError(f"{SCHEMA_FILE} is not a JSON object")
    return value
