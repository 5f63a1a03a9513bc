"""Spanish and French tests of a cost paid, on real printed card text: the optional additional cost of the Dragons of
Tarkir cycle and collect evidence (607.2i; Spanish and French read it from the effect tree) and the cost paid as the
object entered, tribute and devour (607.2g, Spanish, from the tree); the links are those the patterns made."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


@pytest.mark.parametrize(
    ("code", "kind"),
    [("es", K.ADDITIONAL_COST_PAID_REF), ("es", K.PAID_AS_ENTERED_REF), ("fr", K.ADDITIONAL_COST_PAID_REF)],
)
def test_the_kind_is_read_from_the_tree(code: str, kind: K) -> None:
    assert kind in tree.tree_kinds(code)
    assert kind not in {p.kind for p in patterns.language_data(code).patterns}


@pytest.mark.parametrize(
    ("code", "name", "text"),
    [
        (
            "es",
            "Invocación en lenguainfame",
            "Como coste adicional para lanzar la Invocación en lenguainfame, puedes mostrar una carta de Dragón de tu "
            "mano.\nEl jugador objetivo sacrifica una criatura. Si mostraste una carta de Dragón o controlabas un "
            "Dragón al lanzar la Invocación en lenguainfame, ganas 4 vidas.",
        ),
        (
            "fr",
            "Mépris selon Silumgar",
            "En tant que coût supplémentaire pour lancer le Mépris selon Silumgar, vous pouvez révéler une carte de "
            "dragon de votre main.\nContrecarrez le sort ciblé à moins que son contrôleur ne paie {1}. Si vous avez "
            "révélé une carte de dragon ou si vous contrôliez un dragon au moment où vous avez lancé le Mépris selon "
            "Silumgar, contrecarrez ce sort à la place.",
        ),
    ],
)
def test_a_dragon_revealed_or_controlled_as_the_spell_was_cast(code: str, name: str, text: str) -> None:
    card = mtglinks.analyze(text, lang=code, name=name)
    assert [f.kind for f in card.abilities[1].features if f.kind == K.ADDITIONAL_COST_PAID_REF] == [
        K.ADDITIONAL_COST_PAID_REF
    ]
    assert _links(card) == {("607.2i", 0, 1)}


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        (
            "Fanático de Xenagos",
            "Arrolla.\nTributo 1. (En cuanto esta criatura entre al campo de batalla, el oponente de tu elección puede "
            "colocar un contador +1/+1 sobre ella.)\nCuando el Fanático de Xenagos entre al campo de batalla, si no se "
            "pagó tributo, obtiene +1/+1 y gana la habilidad de prisa hasta el final del turno.",
            "tribute",
        ),
        (
            "Masticamédulas",
            "Devorar 2. (En cuanto esto entra en juego puedes sacrificar cualquier cantidad de criaturas. Esta "
            "criatura entra en juego con el doble de esa cantidad de contadores +1/+1 sobre ella.)\nCuando el "
            "Masticamédulas entre en juego, ganas 2 vidas por cada criatura que devoró.",
            "devour",
        ),
    ],
)
def test_spanish_tribute_not_paid_and_creatures_devoured(name: str, text: str, value: str) -> None:
    card = mtglinks.analyze(text, lang="es", name=name)
    refs = [f.value for a in card.iter_abilities() for f in a.features if f.kind == K.PAID_AS_ENTERED_REF]
    assert refs == [value]
    assert {link[0] for link in _links(card)} == {"607.2g"}


def test_french_evidence_collected_is_read_from_the_tree() -> None:
    # "réunir des preuves N" offered as an optional additional cost, as Karlov Manor cards print it; the condition
    # "Si des preuves ont été réunies" is typed (the English "if evidence was collected")
    text = (
        "En tant que coût supplémentaire pour lancer ce sort, vous pouvez réunir des preuves 6.\n"
        "Piochez une carte. Si des preuves ont été réunies, piochez deux cartes à la place."
    )
    card = mtglinks.analyze(text, lang="fr", name="X")
    drawn = card.abilities[1]
    assert all(e.kind != "untyped" for e in drawn.effects)
    assert [f.kind for f in drawn.features if f.kind == K.ADDITIONAL_COST_PAID_REF] == [K.ADDITIONAL_COST_PAID_REF]
    assert _links(card) == {("607.2i", 0, 1)}
