"""French states a permanent enters in, of current templates (`lang/fr/effect_modern_templates.py`): "arrive
préparée" (the English "enters prepared"). Quotes a real card of printed-fr-modern."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action


def test_this_creature_enters_prepared_infirmary_healer() -> None:
    # Guérisseuse de l'infirmerie: "This creature enters prepared." (its reminder text is left aside)
    text = (
        "Cette créature arrive préparée. (Tant qu'elle est préparée, vous pouvez lancer une copie de son sort. Faire "
        "ainsi déprépare la créature.)"
    )
    (enter,) = effects(mtglinks.parse(text, lang="fr", name="Guérisseuse de l'infirmerie"))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["prepared"]
