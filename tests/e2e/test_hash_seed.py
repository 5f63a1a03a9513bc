"""The same input gives the same output in every process: nothing may depend on the order Python's hash seed
gives a set (two subtypes that differ only in case, a Spanish subtype and its plural)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

# Crosis's Catacombs (printed English, 2001) and a Spanish text naming a subtype in its plural.
TEXTS = (
    (
        "en",
        "Crosis's Catacombs",
        "When Crosis's Catacombs comes into play, sacrifice it unless you return a "
        "non-Lair land you control to its owner's hand.",
    ),
    ("es", "Rey trasgo", "Los Trasgos que controlas obtienen +1/+1 y tienen la habilidad de cruzar montañas."),
)
SCRIPT = """
import json, sys, mtglinks
texts = json.loads(sys.argv[1])
print(json.dumps([mtglinks.parse(text, lang=lang, name=name).to_dict() for lang, name, text in texts], sort_keys=True))
"""


def run(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(TEXTS)], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout


def test_the_tree_does_not_depend_on_the_hash_seed() -> None:
    outputs = {run(seed) for seed in ("1", "2", "3", "4", "5", "6")}
    assert len(outputs) == 1
    assert "LaIR" not in outputs.pop()
