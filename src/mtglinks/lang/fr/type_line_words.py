"""French words of a type line (rule 205): the card types and supertypes, read by `syntax/stray_faces.py` with the
subtypes of `subtypes.txt` to tell another face's type line printed inside a card's text ("…\nTerrain\n{T} : Ajoutez
{U}.") from rules text."""

from __future__ import annotations

# Card types (rule 205.2a).
CARD_TYPES = frozenset(
    {"artefact", "créature", "enchantement", "éphémère", "rituel", "terrain", "planeswalker", "bataille", "tribal"}
)
# Supertypes (rule 205.4a) as type lines print them ("Terrain de base", "Créature légendaire"): "de base" is two words.
SUPERTYPES = frozenset({"légendaire", "de", "base", "neige", "mondial"})
