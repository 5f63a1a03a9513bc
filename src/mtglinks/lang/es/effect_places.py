"""Spanish words of the effect grammar for where something is taken from, as an adverb of place ("de allí", the English
"from it" / "from among them"), merged by `effects.py`."""

from __future__ import annotations

PLACE_WORDS: dict[str, dict[str, str]] = {
    # "Tú eliges una carta de artefacto de allí." (Sueños destrozados; the English "You choose an artifact card from
    # it"): older text writes "allí" where current text writes "ahí" (lang/es/effect_modern.py)
    "QUALIFIER": {"de allí": "from_among"},
}
