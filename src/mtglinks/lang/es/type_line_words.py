"""Spanish words of a type line (rule 205): the card types and supertypes, read by `syntax/stray_faces.py` with the
subtypes of `subtypes.txt` to tell another face's type line printed inside a card's text ("…\nTierra\n{T}: Agrega
{G}.") from rules text."""

from __future__ import annotations

# Card types (rule 205.2a), masculine and feminine where a type line prints either.
CARD_TYPES = frozenset(
    {"artefacto", "criatura", "encantamiento", "instantáneo", "conjuro", "tierra", "planeswalker", "batalla", "tribal"}
)
# Supertypes (rule 205.4a) as type lines print them after the type ("Tierra básica", "Criatura legendaria").
SUPERTYPES = frozenset({"legendario", "legendaria", "básico", "básica", "nevado", "nevada", "mundial"})
