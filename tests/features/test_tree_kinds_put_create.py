"""Objects put onto the battlefield and tokens created (607.2c's acting halves) read from the effect tree in Spanish,
French and Russian, and the tests of a cost paid their patterns read (Spanish gift, French bargain), on real printed
card text: the links are those the patterns made."""

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


def _kinds(card: mtglinks.Card, paragraph: int) -> set[K]:
    return {f.kind for a in card.iter_abilities() if a.paragraph == paragraph for f in a.features}


@pytest.mark.parametrize(
    ("code", "kind"),
    [
        ("es", K.PUT_ONTO_BATTLEFIELD),
        ("es", K.CREATE_TOKEN),
        ("es", K.GIFT_PROMISED_REF),
        ("fr", K.PUT_ONTO_BATTLEFIELD),
        ("fr", K.CREATE_TOKEN),
        ("fr", K.BARGAINED_REF),
        ("ru", K.PUT_ONTO_BATTLEFIELD),
    ],
)
def test_the_kind_is_read_from_the_tree(code: str, kind: K) -> None:
    assert kind in tree.tree_kinds(code)
    assert kind not in {p.kind for p in patterns.language_data(code).patterns}


@pytest.mark.parametrize(
    ("code", "name", "text"),
    [
        (
            "es",
            "Servidumbre diabólica",
            "Cuando la Servidumbre diabólica entre al campo de batalla, regresa la carta de criatura objetivo de tu "
            "cementerio al campo de batalla.\nCuando la criatura que se puso en el campo de batalla con la Servidumbre "
            "diabólica muera, exíliala y regresa la Servidumbre diabólica a la mano de su propietario.",
        ),
        (
            "fr",
            "Servitude diabolique",
            "Quand la Servitude diabolique arrive sur le champ de bataille, renvoyez sur le champ de bataille une "
            "carte de créature ciblée depuis votre cimetière.\nQuand la créature mise sur le champ de bataille par la "
            "Servitude diabolique meurt, exilez-la et renvoyez la Servitude diabolique dans la main de son "
            "propriétaire.",
        ),
    ],
)
def test_a_creature_returned_to_the_battlefield_and_referred_to(code: str, name: str, text: str) -> None:
    card = mtglinks.analyze(text, lang=code, name=name)
    assert K.PUT_ONTO_BATTLEFIELD in _kinds(card, 0)
    assert _links(card) == {("607.2c", 0, 1)}


@pytest.mark.parametrize(
    ("code", "name", "text"),
    [
        (
            "es",
            "Hadas artesanas",
            "Vuela.\nSiempre que una criatura que no sea ficha entre al campo de batalla bajo el control de un "
            "oponente, crea una ficha que es una copia de esa criatura, excepto que es un artefacto además de sus "
            "otros tipos. Luego exilia todas las demás fichas creadas con las Hadas artesanas.",
        ),
        (
            "fr",
            "Artisans færies",
            "Vol\nÀ chaque fois qu'une créature non-jeton arrive sur le champ de bataille sous le contrôle d'un "
            "adversaire, créez un jeton qui est une copie de cette créature, excepté que c'est un artefact en plus de "
            "ses autres types. Exilez ensuite tous les autres jetons créés par les Artisans færies.",
        ),
    ],
)
def test_tokens_created_and_referred_to_in_one_ability(code: str, name: str, text: str) -> None:
    card = mtglinks.analyze(text, lang=code, name=name)
    assert {K.CREATE_TOKEN, K.CREATED_WITH_SELF} <= _kinds(card, 1)
    assert _links(card) == {("607.2c", 1, 1)}


def test_russian_cards_returned_to_the_battlefield() -> None:
    card = mtglinks.analyze(
        "Когда Ангел Предостережения покидает поле битвы, верните все изгнанные им карты на поле битвы под контролем "
        "их владельцев.",
        lang="ru",
        name="Ангел Предостережения",
    )
    assert K.PUT_ONTO_BATTLEFIELD in _kinds(card, 0)


def test_old_spanish_tokens_put_into_play_are_created() -> None:
    # Old printed "pon en juego una ficha", the older wording of create (701.7a), which the pattern ("crear") missed
    card = mtglinks.analyze(
        "Cuando el Roble embajador entre en juego, pon en juego una ficha de criatura Guerrero Elfo verde 1/1.",
        lang="es",
        name="Roble embajador",
    )
    assert {K.CREATE_TOKEN, K.PUT_ONTO_BATTLEFIELD} <= _kinds(card, 0)


@pytest.mark.parametrize(
    ("code", "text"),
    [
        # the Spanish template of the gift cards (Wear Down: "If the gift was promised, instead destroy two target …")
        (
            "es",
            "Destruye el artefacto o encantamiento objetivo. Si el regalo fue prometido, en vez de eso roba una carta.",
        ),
        ("es", "Exilia la criatura objetivo que no sea ficha. Si no se prometió el regalo, roba una carta."),
        # the French template of the bargain cards ("If this spell was bargained, …")
        ("fr", "Piochez une carte. Si ce sort a été négocié, piochez une carte supplémentaire."),
    ],
)
def test_a_test_of_the_cost_paid_is_read_from_the_tree(code: str, text: str) -> None:
    card = mtglinks.analyze(text, lang=code, name="Carta")
    kinds = _kinds(card, 0)
    assert kinds & {K.GIFT_PROMISED_REF, K.BARGAINED_REF}
