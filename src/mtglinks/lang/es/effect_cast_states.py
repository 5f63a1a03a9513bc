"""Spanish words of the effect grammar for a state of the game as a spell was cast ("si mostraste una carta de Dragón o
controlabas un Dragón al lanzar ~", the English "if you revealed a Dragon card or controlled a Dragon as you cast this
spell"), merged at the end of `effects.py`."""

from __future__ import annotations

CAST_STATE_WORDS: dict[str, dict[str, str]] = {
    # "Si mostraste una carta de Dragón o controlabas un Dragón al lanzar el Rugido dracónico, …" (Draconic Roar, the
    # Dragons of Tarkir cycle): whether the optional additional cost was paid (607.2i), read whole as the English
    # (lang/en/effect_words_links.py); the current wording "… mientras lanzabas este hechizo" likewise
    "FIXED_COND": {
        f"mostraste una carta de dragón o controlabas un dragón {when} ~": "paid:additional"
        for when in ("al lanzar", "mientras lanzabas")
    },
}
