"""The French nouns "cette carte" points back to (`Language.template_antecedent`, lang/template_anaphora.py).

A card or a creature named before it in the paragraph, introduced by an article or "chaque" (not a demonstrative,
which may itself name the card: "Quand cette créature meurt, renvoyez cette carte dans votre main"): "une carte de
créature", "la carte du dessus de votre bibliothèque", "une carte non-terrain", "une créature non-jeton", "l'autre
carte", "la créature enchantée". Searched in the text before the template, case-insensitively."""

from __future__ import annotations

ANTECEDENT = r"(?i)(?:\b(?:une?|la|le|chaque)\s+|\bl')(?:[\w-]+\s+)?(?:carte|créature)\b(?!-)"
