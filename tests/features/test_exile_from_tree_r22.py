"""The acting half of 607.2a/b (`exile`) read from the effect tree instead of the patterns (#22, #23), on real card
text: Spanish's older "remueve del juego" and "en vez de eso, … exilia" (a replacement, 607.2b), an exile cost that
exiles more than the object itself; and what stays out (the object alone, a delayed clean-up)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action


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


def test_english_exile_is_read_from_the_tree() -> None:
    assert K.EXILE in tree.tree_kinds("en")
    assert K.EXILE not in {p.kind for p in patterns.language_data("en").patterns}


def test_knowledge_vault_takes_a_card_unseen_and_keeps_it_under_itself() -> None:
    # Knowledge Vault (printed en, Legends): old printed "Take … without looking at it and place it … under ~"
    text = (
        "{2}{T}: Take a card from your library without looking at it and place it face down under Knowledge Vault. "
        "Sacrifice Knowledge Vault to discard entire hand and take the cards under the vault into your hand. If "
        "Knowledge Vault leaves play, put all cards under it in your graveyard."
    )
    card = mtglinks.analyze(text, name="Knowledge Vault")
    taken, kept = card.abilities[0].effects[:2]
    assert isinstance(taken, Action) and taken.verb == "put" and taken.detail == ["unseen"]
    assert taken.zone_from == "library" and card.text[slice(*taken.span)].endswith("without looking at it")
    assert isinstance(kept, Action) and kept.verb == "exile" and "kept:under_self" in kept.detail
    assert _links(card) == {("607.2a", 0, 0)}


@pytest.mark.parametrize(
    ("name", "text", "links"),
    [
        # Gisa, Glorious Resurrector (Oracle): "exile it instead" replaces the dying (607.2b)
        (
            "Gisa, Glorious Resurrector",
            "If a creature an opponent controls would die, exile it instead.\nAt the beginning of your upkeep, put all "
            "creature cards exiled with Gisa, Glorious Resurrector onto the battlefield under your control. They gain "
            "decayed. (A creature with decayed can't block. When it attacks, sacrifice it at end of combat.)",
            {("607.2b", 0, 1)},
        ),
        # Kheru Mind-Eater (the 2020 Oracle text of the silver labels, "his or hand" misprinted for "his or her hand")
        (
            "Kheru Mind-Eater",
            "Whenever Kheru Mind-Eater deals combat damage to a player, that player exiles a card from his or hand "
            "face down.\nYou may look at and play cards exiled with Kheru Mind-Eater.",
            {("607.2a", 0, 1)},
        ),
        # Mangara's Tome (printed en, Mirage): cards kept under the object, named "cards under it" (the retired pattern
        # also read "the top card from under ~")
        (
            "Mangara's Tome",
            "When Mangara's Tome comes into play, search your library and choose any five cards. Shuffle these cards "
            "and put them face down under Mangara's Tome. Shuffle your library afterwards.\nIf you lose control of "
            "Mangara's Tome, remove all cards under it from the game.\n{2}: Instead of drawing a card, put the top "
            "card from under Mangara's Tome into your hand.",
            {("607.2a", 0, 1)},  # as labelled in dev-printed-en: "the top card from under ~" names no card kept
        ),
    ],
)
def test_english_exiles_link_as_before(name: str, text: str, links: set[tuple[str, int, int]]) -> None:
    assert _links(mtglinks.analyze(text, name=name)) == links
