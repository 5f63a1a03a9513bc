"""Whether an exile cost exiles more than the object itself, in every language (`queries.halves`):
"Exile ~ and four other artifact creatures and/or Vehicles you control:", the Spanish "exiliar el Núcleo del
Mechagigante y otras cuatro criaturas artefacto y/o Vehículos que controlas:" (Mechtitan Core), the French "et", the
Russian "и"."""

from __future__ import annotations

# "and" joining the object to others, with the spaces around it
_AND = (" and ", " y ", " et ", " и ")


def not_only_self(text: str) -> bool:
    """Whether an exile cost exiles more than the object itself: "Exile ~ and four other artifact creatures and/or
    Vehicles you control" does ("~ y …" in Spanish), "Exile ~ from your graveyard" does not."""
    return "~" not in text or any(word in text for word in _AND)
