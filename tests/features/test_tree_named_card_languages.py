"""Old printed "the named card" (rule 607.2d) in Spanish, French and Russian, read by the effect tree: the sentences
that hold it are typed with a reference `named_card`, the `named_ref` half is the tree's (the patterns read it no
longer: FROM_TREE), and the cards keep their link, on real printed card text."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries, patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.kinds import ReferenceKind, Verb
from mtglinks.tree import Ability, Action, EffectCondition, ObjectPhrase, Reference


def _named_halves(ability: Ability) -> list[str | None]:
    return [half.value for half in cost_queries.halves(ability) if half.kind == K.NAMED_REF]


def _effects(lang: str, name: str, text: str) -> list[object]:
    card = mtglinks.parse(text, lang=lang, name=name)
    return [effect for ability in card.iter_abilities() for effect in ability.effects]


@pytest.mark.parametrize(
    ("lang", "name", "text", "verb"),
    [
        # Meddling Mage (printed Spanish, 8th Edition; Nevermore, Avacyn Restored): "se" joined to the verb
        ("es", "Mago entrometido", "La carta nombrada no puede jugarse.", Verb.CAST),
        ("es", "Nunca más", "La carta nombrada no puede lanzarse.", Verb.CAST),
        # Meddling Mage (printed French: "jouer", as the printed English "can't be played"); Voidstone Gargoyle (printed
        # Russian): "сыграна", of a card in the singular
        ("fr", "Ingérence du mage", "La carte nommée ne peut pas être jouée.", Verb.PLAY),
        ("ru", "Опустошающая Гаргулья", "Названная карта не может быть сыграна.", Verb.CAST),
    ],
)
def test_the_named_card_cant_be_cast(lang: str, name: str, text: str, verb: Verb) -> None:
    (action,) = _effects(lang, name, text)
    assert isinstance(action, Action) and action.verb == verb and action.negated
    assert isinstance(action.actor, Reference) and action.actor.refers == ReferenceKind.NAMED_CARD


def test_for_a_time_the_named_card_cant_be_played_conjurers_ban() -> None:
    # Conjurer's Ban (printed Spanish): "Until your next turn, the named card can't be played."
    card = mtglinks.parse(
        "Nombra una carta. Hasta tu próximo turno, la carta nombrada no puede jugarse.\nRoba una carta.",
        lang="es",
        name="Edicto del conjurador",
    )
    cast = card.abilities[0].effects[1]
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.duration is not None
    assert _named_halves(card.abilities[0]) == ["card_name"]


def test_activated_abilities_of_the_named_card_pithing_needle() -> None:
    # Pithing Needle (printed Spanish): "Activated abilities of the named card can't be played unless they're mana
    # abilities." ("de" before the named card is "of": `of:named_card`, as English reads it)
    text = "Las habilidades activadas de la carta nombrada no pueden jugarse a menos que sean habilidades de maná."
    (action,) = _effects("es", "Aguja medular", text)
    assert isinstance(action, Action) and action.verb == Verb.ACTIVATE and action.negated
    assert isinstance(action.actor, ObjectPhrase) and action.actor.qualifiers == ["of:named_card"]
    assert action.condition is not None and action.condition.test == "unless:is"


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Magus of the Scroll (printed Spanish, French, Russian): "If it's the named card, Magus of the Scroll deals 2
        # damage to target creature or player."
        (
            "es",
            "Mago del pergamino",
            "{3}, {T}: Nombra una carta. Muestra una carta al azar de tu mano. Si es la carta nombrada, el Mago del "
            "pergamino hace 2 puntos de daño a la criatura o jugador objetivo.",
        ),
        (
            "fr",
            "Mage du Parchemin",
            "{3}, {T} : Nommez une carte. Révélez au hasard une carte de votre main. Si c'est la carte nommée, le Mage "
            "du Parchemin inflige 2 blessures à une cible, créature ou joueur.",
        ),
        (
            "ru",
            "Волхв Свитка",
            "{3}, {T}: Назовите карту. Покажите случайную карту из вашей руки. Если это названная карта, Волхв Свитка "
            "наносит 2 повреждения целевому существу или игроку.",
        ),
    ],
)
def test_if_its_the_named_card(lang: str, name: str, text: str) -> None:
    card = mtglinks.parse(text, lang=lang, name=name)
    (ability,) = card.abilities
    assert all(effect.kind != "untyped" for effect in ability.effects)
    condition = ability.effects[-1].condition  # type: ignore[attr-defined]
    assert isinstance(condition, EffectCondition) and condition.test == "is"
    assert _named_halves(ability) == ["card_name"]


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        (
            "es",
            "Mago entrometido",
            "En cuanto el Mago entrometido entre en juego, nombra una carta que no sea tierra.\n"
            "La carta nombrada no puede jugarse.",
        ),
        (
            "fr",
            "Ingérence du mage",
            "Au moment où l'Ingérence du mage arrive en jeu, nommez une carte non-terrain.\n"
            "La carte nommée ne peut pas être jouée.",
        ),
        (
            "ru",
            "Вмешивающаяся Волшебница",
            "При входе Вмешивающейся Волшебницы в игру назовите карту, не являющуюся землей.\n"
            "Названная карта не может быть разыграна.",
        ),
    ],
)
def test_meddling_mage_keeps_its_link_read_from_the_tree(lang: str, name: str, text: str) -> None:
    assert "named_ref" in tree.tree_kinds(lang)
    assert not [p for p in patterns.language_data(lang).patterns if p.kind == "named_ref"]
    card = mtglinks.analyze(text, lang=lang, name=name)
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2d", 0, 1)]
    assert _named_halves(card.abilities[1]) == ["card_name"]
