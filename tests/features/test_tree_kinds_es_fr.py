"""Spanish and French kinds moved from the patterns to the effect tree, on real printed card text: tokens created
with the card, the permanent it put onto the battlefield (607.2c) and the card a static ability reveals as it is drawn
(607.2h), each read from a qualifier or an object the lexicon reads whole; the links are those the patterns made."""

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


def _texts(card: mtglinks.Card, kind: K) -> list[str]:
    return [f.text for a in card.iter_abilities() for f in a.features if f.kind == kind]


@pytest.mark.parametrize("code", ["es", "fr"])
@pytest.mark.parametrize("kind", [K.CREATED_WITH_SELF, K.PUT_WITH_SELF, K.REVEAL_STATIC])
def test_the_kind_is_read_from_the_tree(code: str, kind: K) -> None:
    assert kind in tree.tree_kinds(code)
    assert kind not in {p.kind for p in patterns.language_data(code).patterns}


# Faerie Artisans, printed in Spanish and French
ARTISANS = {
    "es": (
        "Hadas artesanas",
        "Vuela.\nSiempre que una criatura que no sea ficha entre al campo de batalla bajo el control de un oponente, "
        "crea una ficha que es una copia de esa criatura, excepto que es un artefacto además de sus otros tipos. Luego "
        "exilia todas las demás fichas creadas con las Hadas artesanas.",
        "todas las demás fichas creadas con ~",
    ),
    "fr": (
        "Artisans færies",
        "Vol\nÀ chaque fois qu'une créature non-jeton arrive sur le champ de bataille sous le contrôle d'un "
        "adversaire, créez un jeton qui est une copie de cette créature, excepté que c'est un artefact en plus de ses "
        "autres types. Exilez ensuite tous les autres jetons créés par les Artisans færies.",
        "tous les autres jetons créés par ~",
    ),
}


@pytest.mark.parametrize("code", ["es", "fr"])
def test_tokens_created_with_the_card(code: str) -> None:
    name, text, half = ARTISANS[code]
    card = mtglinks.analyze(text, lang=code, name=name)
    assert _texts(card, K.CREATED_WITH_SELF) == [half]
    assert _links(card) == {("607.2c", 1, 1)}


# Diabolic Servitude, printed in Spanish and French
SERVITUDE = {
    "es": (
        "Servidumbre diabólica",
        "Cuando la Servidumbre diabólica entre al campo de batalla, regresa la carta de criatura objetivo de tu "
        "cementerio al campo de batalla.\nCuando la criatura que se puso en el campo de batalla con la Servidumbre "
        "diabólica muera, exíliala y regresa la Servidumbre diabólica a la mano de su propietario.\nCuando la "
        "Servidumbre diabólica deje el campo de batalla, exilia la criatura que se puso en el campo de batalla con la "
        "Servidumbre diabólica.",
        "la criatura que se puso en el campo de batalla con ~",
    ),
    "fr": (
        "Servitude diabolique",
        "Quand la Servitude diabolique arrive sur le champ de bataille, renvoyez sur le champ de bataille une carte "
        "de créature ciblée depuis votre cimetière.\nQuand la créature mise sur le champ de bataille par la Servitude "
        "diabolique meurt, exilez-la et renvoyez la Servitude diabolique dans la main de son propriétaire.\nQuand la "
        "Servitude diabolique quitte le champ de bataille, exilez la créature mise sur le champ de bataille par la "
        "Servitude diabolique.",
        "la créature mise sur le champ de bataille par ~",
    ),
}


@pytest.mark.parametrize("code", ["es", "fr"])
def test_the_permanent_the_card_put_onto_the_battlefield(code: str) -> None:
    name, text, half = SERVITUDE[code]
    card = mtglinks.analyze(text, lang=code, name=name)
    assert _texts(card, K.PUT_WITH_SELF) == [half, half]
    assert _links(card) == {("607.2c", 0, 1), ("607.2c", 0, 2)}


# Keranos, God of Storms, printed in Spanish and French
KERANOS = {
    "es": (
        "Keranos, dios de las tormentas",
        "Indestructible.\nMientras tu devoción al azul y al rojo sea menor que siete, Keranos no es una criatura.\n"
        "Muestra la primera carta que robes en cada uno de tus turnos. Siempre que muestres una carta de tierra de "
        "esta manera, roba una carta. Siempre que muestres una carta que no sea tierra de esta manera, Keranos hace 3 "
        "puntos de daño a la criatura o jugador objetivo.",
        "Muestra la primera carta que robes en cada uno de tus turnos",
    ),
    "fr": (
        "Kéranos, dieu des Tempêtes",
        "Indestructible\nTant que votre dévotion au bleu et au rouge est inférieure à sept, Kéranos n'est pas une "
        "créature.\nRévélez la première carte que vous piochez à chacun de vos tours. À chaque fois que vous révélez "
        "une carte de terrain de cette manière, piochez une carte. À chaque fois que vous révélez une carte "
        "non-terrain de cette manière, Kéranos inflige 3 blessures à une cible, créature ou joueur.",
        "Révélez la première carte que vous piochez à chacun de vos tours",
    ),
}


@pytest.mark.parametrize("code", ["es", "fr"])
def test_the_card_a_static_ability_reveals_as_it_is_drawn(code: str) -> None:
    name, text, half = KERANOS[code]
    card = mtglinks.analyze(text, lang=code, name=name)
    assert _texts(card, K.REVEAL_STATIC) == [half]
    assert _links(card) == {("607.2h", 2, 2)}


def test_french_reads_the_optional_additional_cost_from_the_tree() -> None:
    assert K.ADDITIONAL_COST in tree.tree_kinds("fr")
    assert K.ADDITIONAL_COST not in {p.kind for p in patterns.language_data("fr").patterns}
    # Dragonlord's Prerogative, printed in French: the optional reveal is an action whose condition is the cost
    name = "Privilège du seigneur-dragon"
    text = (
        "En tant que coût supplémentaire pour lancer le Privilège du seigneur-dragon, vous pouvez révéler une carte de "
        "dragon de votre main.\nSi vous avez révélé une carte de dragon ou si vous contrôliez un dragon au moment où "
        "vous avez lancé le Privilège du seigneur-dragon, le Privilège du seigneur-dragon ne peut pas être "
        "contrecarré.\nPiochez quatre cartes."
    )
    card = mtglinks.analyze(text, lang="fr", name=name)
    costs = [(f.value, f.role) for a in card.iter_abilities() for f in a.features if f.kind == K.ADDITIONAL_COST]
    assert costs == [("optional", "acting")]
    assert _links(card) == {("607.2i", 0, 1)}
