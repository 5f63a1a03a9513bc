"""Spanish older printed exile of cards laid face down, "boca abajo" between the verb and the objects
(grammar/effects-es/5-exiled-face-down.lark): an exile whose detail says how the cards lie, on real card text."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action


def _exiles(ability: Ability) -> list[Action]:
    return [e for e in ability.effects if isinstance(e, Action) and e.verb == "exile"]


def test_removed_from_the_game_face_down_before_the_cards() -> None:
    # Planes de Cólfenor (Colfenor's Plans, printed es)
    card = mtglinks.analyze(
        "Cuando los Planes de Cólfenor entren en juego, remueve del juego boca abajo las primeras siete cartas de tu "
        "biblioteca.\nPuedes mirar y jugar las cartas removidas del juego con los Planes de Cólfenor.\nSáltate tu "
        "paso de robar.\nNo puedes jugar más de un hechizo cada turno.",
        lang="es",
        name="Planes de Cólfenor",
    )
    (exile,) = _exiles(card.abilities[0])
    assert exile.detail == ["face_down"] and exile.zone_from == "library"
    assert [h.kind for h in cost_queries.halves(card.abilities[0])] == [K.EXILE]


def test_an_optional_exile_face_down_from_the_hand() -> None:
    # Huevo del invocador (Summoner's Egg, printed es)
    card = mtglinks.analyze(
        "Estampa Cuando el Huevo del invocador entre en juego, puedes remover del juego boca abajo una carta de tu "
        "mano.\nCuando el Huevo del invocador vaya a un cementerio desde el juego, voltea la carta estampada boca "
        "arriba. Si es una carta de criatura, ponla en juego bajo tu control.",
        lang="es",
        name="Huevo del invocador",
    )
    (exile,) = _exiles(card.abilities[0])
    assert exile.detail == ["face_down"] and exile.optional and exile.zone_from == "hand"


def test_the_object_in_the_verb_keeps_its_state_as_a_suffix() -> None:
    # Urianger Augurelt (printed es, modern): "Puedes exiliarla boca abajo." read as before the rule
    card = mtglinks.analyze(
        "Siempre que juegues una tierra desde el exilio o lances un hechizo desde el exilio, ganas 2 vidas.\nRobar "
        "arcanum — {T}: Mira la primera carta de tu biblioteca. Puedes exiliarla boca abajo.\nJugar arcanum — {T}: "
        "Hasta el final del turno, puedes jugar cartas exiliadas con Urianger Augurelt. Te cuesta {2} menos lanzar "
        "hechizos de esta manera.",
        lang="es",
        name="Urianger Augurelt",
    )
    (exile,) = _exiles(card.abilities[1])
    assert exile.detail == ["face_down"] and exile.optional and not exile.objects
    assert all(e.kind != "untyped" for e in card.abilities[1].effects)
