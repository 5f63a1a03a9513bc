"""French: the Dragons of Tarkir cycle's "si vous avez révélé une carte de dragon ou si vous contrôliez un dragon au
moment où vous avez lancé ~" (words in lang/fr/effect_cast_states.py), whether the optional additional cost was paid, as
the English reads it; "~ peut être votre commandant." (lang/fr/effect_commander_line.py), "si ~ est en suspension"
(lang/fr/effect_suspended.py)."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition


def test_revealed_or_controlled_a_dragon_foul_tongue_invocation() -> None:
    # Foul-Tongue Invocation: "Target player sacrifices a creature. If you revealed a Dragon card or controlled a Dragon
    # as you cast this spell, you gain 4 life."
    text = (
        "Le joueur ciblé sacrifie une créature. Si vous avez révélé une carte de dragon ou si vous contrôliez "
        "un dragon au moment où vous avez lancé l'Invocation de vicelangue, vous gagnez 4 points de vie."
    )
    sacrifice, gain = effects(mtglinks.parse(text, lang="fr", name="Invocation de vicelangue"))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.condition is not None
    assert gain.condition.test == "paid:additional"


def test_can_be_your_commander_daretti() -> None:
    # Daretti, Scrap Savant: "Daretti, Scrap Savant can be your commander." (lang/fr/effect_commander_line.py)
    name = "Daretti, savant ferrailleur"
    (action,) = effects(mtglinks.parse(f"{name} peut être votre commandant.", lang="fr", name=name))
    assert isinstance(action, Action) and action.verb == Verb.BE_COMMANDER


def test_is_suspended_deep_sea_kraken() -> None:
    # Deep-Sea Kraken: "Whenever an opponent casts a spell, if Deep-Sea Kraken is suspended, remove a time counter from
    # it." (lang/fr/effect_suspended.py)
    text = (
        "À chaque fois qu'un adversaire lance un sort, si le Kraken des abîmes est en suspension, retirez-lui un "
        "marqueur « temps »."
    )
    _, condition, action = effects(mtglinks.parse(text, lang="fr", name="Kraken des abîmes"))
    assert isinstance(condition, EffectCondition) and condition.test == "is:suspended"
    assert isinstance(action, Action) and action.verb == Verb.REMOVE_COUNTER
