"""The acting half of 607.2a/b (`exile`) read from the effect tree instead of the patterns (#22, #23), on real card
text: Spanish's older "remueve del juego" and "en vez de eso, … exilia" (a replacement, 607.2b), an exile cost that
exiles more than the object itself; and what stays out (the object alone, a delayed clean-up)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    """The card's links as (rule, source paragraph, target paragraph)."""
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def test_spanish_exile_is_read_from_the_tree() -> None:
    assert K.EXILE in tree.tree_kinds("es")
    assert K.EXILE not in {p.kind for p in patterns.language_data("es").patterns}


def test_uba_mask_keeps_its_replacement() -> None:
    # Máscara de uba (Uba Mask, printed es, CHK): the exile replaces the draw, "en vez de eso," before its subject
    card = mtglinks.analyze(
        "Si un jugador fuera a robar una carta, en vez de eso, ese jugador remueve del juego esa carta boca arriba.\n"
        "Cada jugador puede jugar las cartas que removió del juego con la Máscara de uba este turno.",
        lang="es",
        name="Máscara de uba",
    )
    assert _links(card) == {("607.2b", 0, 1)}


@pytest.mark.parametrize(
    ("name", "text", "links"),
    [
        # Duplicante (Duplicant, printed es, MRD): older "remover del juego", and "estampada en" refers to it
        (
            "Duplicante",
            "Estampa Cuando el Duplicante entre en juego, puedes remover del juego la criatura objetivo que no sea una "
            "ficha. (La carta removida es estampada en este artefacto.)\nCuando una carta de criatura esté estampada "
            "en el Duplicante, éste tiene la fuerza, resistencia y tipo de criatura de esa carta. Aún se considera un "
            "metamorfo.",
            {("607.2a", 0, 1)},
        ),
        # Ángel de serenidad (Angel of Serenity, printed es, RTR)
        (
            "Ángel de serenidad",
            "Vuela.\nCuando el Ángel de serenidad entre al campo de batalla, puedes exiliar hasta tres otras criaturas "
            "del campo de batalla y/o cartas de criatura objetivo de cementerios.\nCuando el Ángel de serenidad deje "
            "el campo de batalla, regresa las cartas exiliadas a las manos de sus propietarios.",
            {("607.2a", 1, 2)},
        ),
    ],
)
def test_spanish_exiles_link_as_before(name: str, text: str, links: set[tuple[str, int, int]]) -> None:
    assert _links(mtglinks.analyze(text, lang="es", name=name)) == links


def test_the_object_exiling_itself_keeps_nothing() -> None:
    # Cuchilla arqueada (Arc Blade, printed es): suspend's exile of the card itself links nothing
    card = mtglinks.analyze(
        "La Cuchilla arqueada hace 2 puntos de daño a la criatura o jugador objetivo. Remueve del juego la Cuchilla "
        "arqueada con tres contadores de tiempo sobre ella.\nSuspender 3—{2}{R} (En lugar de jugar esta carta de tu "
        "mano, puedes pagar {2}{R} y removerla del juego con tres contadores de tiempo sobre ella. Al comienzo de tu "
        "mantenimiento, remueve un contador de tiempo. Cuando se remueva el último, juégala sin pagar su coste de "
        "maná.)",
        lang="es",
        name="Cuchilla arqueada",
    )
    assert not any(str(link.rule).startswith("607.2a") for link in card.links)
