"""French words of the effect grammar for a state of the game as a spell was cast ("si vous avez révélé une carte de
dragon ou si vous contrôliez un dragon au moment où vous avez lancé ~", the English "if you revealed a Dragon card or
controlled a Dragon as you cast this spell"). Merged by `effect_set_off.extend`."""

from __future__ import annotations

CAST_STATE_WORDS: dict[str, dict[str, str]] = {
    # "Si vous avez révélé une carte de dragon ou si vous contrôliez un dragon au moment où vous avez lancé le
    # Rugissement draconique, …" (Draconic Roar, the Dragons of Tarkir cycle): whether the optional additional cost was
    # paid (607.2i), read whole as the English (lang/en/effect_words_links.py)
    "FIXED_COND": {
        "vous avez révélé une carte de dragon ou si vous contrôliez un dragon au moment où vous avez lancé ~": (
            "paid:additional"
        )
    },
}
