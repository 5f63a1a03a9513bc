"""Spanish words for mana of an object's colour in older printed text: "{T}: Agrega un maná de uno de los colores de la
carta estampada a tu reserva de maná." (Mox de cromo; the English "Add one mana of any of the exiled card's colors"),
the object after the words (`grammar/effects-es/7-mana-colors.lark`, `effects/mana_colors_shapes.py`)."""

from __future__ import annotations

MANA_COLORS_WORDS: dict[str, dict[str, str]] = {
    "MANA_OF_ANY_OF": {
        "maná de uno de los colores de": "colors_of",
        "maná de cualquiera de los colores de": "colors_of",
    },
}
