"""A self-reference template that names the object just mentioned, not the card itself.

Older French printed text says "cette carte" ("this card") both for the card itself ("Renvoyez cette carte dans
votre main") and for a card the same ability has just named: "vous y choisissez une carte non-terrain. Retirez cette
carte de la partie." (Mesmeric Fiend), "À chaque fois qu'une créature non-jeton est mise dans un cimetière depuis le
champ de bataille, vous pouvez exiler cette carte." (Mimic Vat). A demonstrative points back to the nearest noun
that fits it: where a card or creature has been named earlier in the paragraph, the template is that anaphora and
keeps its words (the grammar reads it as a reference to what was just named); else it names the card ("~").
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TemplateAnaphora:
    """A language's templates that may point back (`Language.anaphoric_templates`), and the antecedent they point
    back to (`Language.template_antecedent`, searched in the paragraph before the template)."""

    templates: frozenset[str]
    antecedent: re.Pattern[str]

    def points_back(self, text: str, start: int, words: str) -> bool:
        """Whether the template `words`, found at `start` in `text`, names what the text mentioned before it."""
        return " ".join(words.lower().split()) in self.templates and self.antecedent.search(text, 0, start) is not None
