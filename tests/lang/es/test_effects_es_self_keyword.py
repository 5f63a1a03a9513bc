"""Spanish "~ es indestructible" with a bound after it (the block "the card's keyword in older words with a bound after
it" of `grammar/effects-es.lark`), read as the English Oracle's "~ has indestructible as long as …"; with no bound the
sentence stays the keyword line. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Card


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_indestructible_as_long_as_a_divinity_counter_myojin() -> None:
    # Myojin del fuego purificador (Myojin of Cleansing Fire): "~ has indestructible as long as it has a divinity
    # counter on it."
    name = "Myojin del fuego purificador"
    text = "El Myojin del fuego purificador es indestructible mientras tenga un contador de divinidad sobre él."
    (gain,) = effects(parse(text, name=name))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:indestructible"]
    assert gain.condition is not None and gain.condition.test == "as_long_as:have:counter:divinity"


def test_indestructible_this_turn_thornling() -> None:
    # Espinoide (Thornling): "{G}: ~ gains indestructible until end of turn." (older "es indestructible este turno")
    (gain,) = effects(parse("{G}: El Espinoide es indestructible este turno.", name="Espinoide"))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert gain.duration is not None and gain.duration.until == "this_turn"


def test_with_no_bound_it_is_no_action_darksteel_juggernaut() -> None:
    # Destructor de acero oscuro (Darksteel Juggernaut): the Oracle prints "Indestructible" as a keyword line, so
    # "es indestructible y ataca …" gets no gain_ability action
    text = "El Destructor de acero oscuro es indestructible y ataca cada turno si puede."
    found = effects(parse(text, name="Destructor de acero oscuro"))
    assert not any(isinstance(e, Action) and e.verb == Verb.GAIN_ABILITY for e in found)
    assert any(e.kind == EffectKind.UNTYPED for e in found)
