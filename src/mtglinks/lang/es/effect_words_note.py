"""Spanish words of notes (rule 607.2e: "note the number/name …", issue #23) and of what refers to the value noted,
as `lang/en/effect_words_links.py` holds the English ones (its `_NOTE_PHRASES`): merged into the tables of `effects.py`.

No Spanish text of the corpora prints a note (the draft-matters cards were printed in English only); the words are
those of the Spanish translations of the rules and cards: "anota" (note), "el número anotado" (the noted number), "el
nombre anotado" (the noted name), as "elige" / "el nombre elegido" read for a choice (effect_choices.py)."""

from __future__ import annotations

NOTE_WORDS: dict[str, dict[str, str]] = {
    # the note (a value kept for later), the English "note": "… y anota su nombre." (the English "… and note its name.")
    "NOTE": dict.fromkeys(("anota", "anotar", "anotas", "anote", "anotan"), "note"),
    # what is noted, the English "its name" ("anota tu total de vidas", the English "note your life total", is the
    # lexicon's QUANTITY after NOTE: grammar/effects-es/9-note.lark)
    "NOTED": {"su nombre": "name"},
    # the value noted referred to: "igual al número anotado" (the English "equal to the noted number"), "una carta con
    # el nombre anotado" (the English "a card with the noted name"), "la carta con el nombre anotado" (the English "the
    # card with the noted name", Magar of the Magic Strings)
    "QUANTITY": {"el número anotado": "noted:number", "número anotado": "noted:number"},  # "igual al" before it
    "QUALIFIER": {"con el nombre anotado": "with:noted:name"},
    "REF": {"el nombre anotado": "noted", "la carta con el nombre anotado": "noted"},
}
