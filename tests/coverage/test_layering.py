"""Known words sit below coverage: tagging with the known-words count does not load the coverage report."""

from __future__ import annotations

import subprocess
import sys


def test_tagging_with_known_words_loads_no_coverage_module() -> None:
    code = (
        "import sys\n"
        "from mtglinks.batch.runner import Limits, analyze_input\n"
        "from mtglinks.schema.input_record import read_record\n"
        "card = read_record({'id': 1, 'name': 'Lorem', 'lang': 'en', 'text': 'Flying\\nLorem ipsum dolor.'})\n"
        "analysis = analyze_input(card, Limits(known_words=True))\n"
        "print(analysis.unknown_words, 'mtglinks.coverage' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["1", "False"]
