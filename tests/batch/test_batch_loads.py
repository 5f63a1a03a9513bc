"""A batch builds every scanner of a language's paragraph grammar while it loads (`analysis.prepare`), so the
paragraphs of its first few thousand cards do not build them one by one; a one-card run builds only those its card
meets, and starts no slower for it."""

from __future__ import annotations

import json
import subprocess
import sys

# Prints how many of the run grammar's states have a scanner built: after one card, then after a batch's loading.
_COUNT = """
import json
import mtglinks
from mtglinks.batch.analysis import prepare
from mtglinks.batch.limits import DEFAULT_LIMITS
from mtglinks.syntax.grammar import lean_parser_for

mtglinks.analyze("Flying\\nWhen Fiend Hunter enters, exile another target creature.", lang="en", name="Fiend Hunter")
lean = lean_parser_for("en")
one_card = len(lean._matchers)
prepare("en", DEFAULT_LIMITS)
print(json.dumps([one_card, len(lean._matchers), len(lean._lexers)]))
"""


def test_a_batch_builds_every_scanner_and_one_card_only_its_own() -> None:
    done = subprocess.run([sys.executable, "-c", _COUNT], capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    one_card, prepared, states = json.loads(done.stdout.strip().splitlines()[-1])
    assert 0 < one_card < states  # Fiend Hunter's paragraphs meet a few states, not all of them
    assert prepared == states
