"""French words for a card that can be a commander ("~ peut être votre commandant.", the English "~ can be your
commander", one verb of the lexicon as in English and Spanish). Merged by `effect_set_off.extend`."""

from __future__ import annotations

COMMANDER_LINE_WORDS: dict[str, dict[str, str]] = {
    # "Daretti, savant de la ferraille peut être votre commandant." (Daretti, Scrap Savant), as the Spanish "puede ser
    # tu comandante" (lang/es/effect_possessives.py)
    "V_NUM": {"peut être votre commandant": "be_commander"},
}
