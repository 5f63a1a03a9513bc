"""A clause opened by "instead" ("If …, instead exile it", Spanish "en vez de eso, …", French "à la place, …",
Russian "Вместо этого …"): the shared clause rule (grammar/effects.lark `clause`) reads the word, and the clause's
action carries it as its detail `instead`, as "… instead" at the end gives it; an exile so replacing another event
is the acting half of 607.2b (`features/queries.py`), on real card text."""

from __future__ import annotations

import mtglinks
from mtglinks.features import queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action, Card


def _actions(card: Card) -> list[Action]:
    return [e for a in card.iter_abilities() for e in a.effects if isinstance(e, Action)]


def _exile_values(card: Card) -> list[str | None]:
    return [h.value for a in card.iter_abilities() for h in queries.halves(a) if h.kind == K.EXILE]


def test_instead_exile_it_in_english() -> None:
    # Darigaaz Reincarnated (Oracle)
    card = mtglinks.analyze(
        "Flying, trample, haste\nIf Darigaaz Reincarnated would die, instead exile it with three egg counters on it.",
        name="Darigaaz Reincarnated",
    )
    (exile,) = [a for a in _actions(card) if a.verb == "exile"]
    assert "instead" in exile.detail and exile.condition is not None
    assert _exile_values(card) == ["replacement"]


def test_instead_before_the_subject_in_english() -> None:
    # Arrow Storm (Oracle): the raid's damage replaces the first one
    card = mtglinks.analyze(
        "Arrow Storm deals 4 damage to any target.\nRaid — If you attacked this turn, instead Arrow Storm deals 5 "
        "damage to that permanent or player and the damage can't be prevented.",
        name="Arrow Storm",
    )
    first, second = [a for a in _actions(card) if a.verb == "deal_damage"]
    assert "instead" not in first.detail and "instead" in second.detail
    assert second.detail.count("instead") == 1


def test_en_vez_de_eso_exile_in_spanish() -> None:
    # Máscara de uba (Uba Mask, printed es, CHK): the exile replaces the draw (607.2b)
    card = mtglinks.analyze(
        "Si un jugador fuera a robar una carta, en vez de eso, ese jugador remueve del juego esa carta boca arriba.\n"
        "Cada jugador puede jugar las cartas que removió del juego con la Máscara de uba este turno.",
        lang="es",
        name="Máscara de uba",
    )
    (exile,) = [a for a in _actions(card) if a.verb == "exile"]
    assert "instead" in exile.detail and "face_up" in exile.detail
    assert _exile_values(card)[0] == "replacement"


def test_en_vez_de_eso_damage_in_spanish() -> None:
    # Tormenta de flechas (Arrow Storm, printed es)
    card = mtglinks.analyze(
        "La Tormenta de flechas hace 4 puntos de daño a la criatura o jugador objetivo.\nIncursión — Si atacaste con "
        "una criatura este turno, en vez de eso, la Tormenta de flechas hace 5 puntos de daño a la criatura o "
        "jugador objetivo y el daño no puede ser prevenido.",
        lang="es",
        name="Tormenta de flechas",
    )
    damages = [a for a in _actions(card) if a.verb == "deal_damage"]
    assert ["instead" in a.detail for a in damages] == [False, True]


def test_a_la_place_in_french() -> None:
    # Orage de flèches (Arrow Storm, printed fr)
    card = mtglinks.analyze(
        "L'Orage de flèches inflige 4 blessures à une cible, créature ou joueur.\nSaccage — Si vous avez attaqué "
        "avec une créature ce tour-ci, à la place, l'Orage de flèches inflige 5 blessures à cette créature ou ce "
        "joueur et les blessures ne peuvent pas être prévenues.",
        lang="fr",
        name="Orage de flèches",
    )
    damages = [a for a in _actions(card) if a.verb == "deal_damage"]
    assert ["instead" in a.detail for a in damages] == [False, True]


def test_vmesto_etogo_in_russian() -> None:
    # Серный Залп (Brimstone Volley, printed ru)
    card = mtglinks.analyze(
        "Серный Залп наносит 3 повреждения целевому существу или игроку.\nБолезненность — Вместо этого Серный Залп "
        "наносит 5 повреждений тому существу или игроку, если в этом ходу умерло существо.",
        lang="ru",
        name="Серный Залп",
    )
    damages = [a for a in _actions(card) if a.verb == "deal_damage"]
    assert ["instead" in a.detail for a in damages] == [False, True]
