"""Spanish "de allí" (the words of `lang/es/effect_places.py`): older text's "from it", read as "de ahí" is (the
English Oracle's "from it" / "from among them"). Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Choice, ObjectPhrase


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_you_choose_an_artifact_card_from_it_shattered_dreams() -> None:
    # Sueños destrozados (Shattered Dreams): "Target opponent reveals their hand. You choose an artifact card from
    # it. That player discards that card."
    text = (
        "El oponente objetivo muestra su mano. Tú eliges una carta de artefacto de allí. Ese jugador descarta esa "
        "carta."
    )
    _reveal, choice, discard = effects(parse(text, name="Sueños destrozados"))
    assert isinstance(choice, Choice)
    (card,) = choice.objects
    assert isinstance(card, ObjectPhrase) and card.types == ["card", "artifact"] and card.qualifiers == ["from_among"]
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD


def test_you_may_cast_from_it_mindclaw_shaman() -> None:
    # Chamán garra mental (Mindclaw Shaman): "… you may cast an instant or sorcery spell from among them without
    # paying its mana cost."
    text = (
        "El oponente objetivo muestra su mano. Puedes lanzar una carta de instantáneo o de conjuro de allí sin "
        "pagar su coste de maná."
    )
    _reveal, cast = effects(parse(text, name="Chamán garra mental"))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    (card,) = cast.objects
    assert isinstance(card, ObjectPhrase) and "from_among" in card.qualifiers
