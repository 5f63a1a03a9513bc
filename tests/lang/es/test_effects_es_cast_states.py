"""Spanish: the Dragons of Tarkir cycle's "si mostraste una carta de Dragón o controlabas un Dragón al lanzar ~" (words
in lang/es/effect_cast_states.py), whether the optional additional cost was paid, as the English reads it."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action


def test_revealed_or_controlled_a_dragon_foul_tongue_invocation() -> None:
    # Foul-Tongue Invocation: "Target player sacrifices a creature. If you revealed a Dragon card or controlled a Dragon
    # as you cast this spell, you gain 4 life."
    text = (
        "El jugador objetivo sacrifica una criatura. Si mostraste una carta de Dragón o controlabas un Dragón al "
        "lanzar la Invocación en lenguainfame, ganas 4 vidas."
    )
    sacrifice, gain = effects(mtglinks.parse(text, lang="es", name="Invocación en lenguainfame"))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.condition is not None
    assert gain.condition.test == "paid:additional"
