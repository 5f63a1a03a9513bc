"""Spanish keywords told in other words (the words of `lang/es/effect_keyword_wordings.py`): "no pueden tener ni ganar
esa habilidad" (the English "can't have or gain trample"), "no se giran al atacar" (the Oracle's "have vigilance"),
what a creature devoured, cards "removidas del juego con ~" (the English "exiled with ~"). Each case quotes a real
printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import AbilityKind, EffectKind, Verb
from mtglinks.tree import Action, Card, ObjectPhrase


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def actions(card: Card) -> list[Action]:
    return [e for e in effects(card) if isinstance(e, Action)]


def test_cant_have_or_gain_that_ability_archetype_of_aggression() -> None:
    # Prototipo de agresión (Archetype of Aggression): "Creatures your opponents control lose trample and can't have or
    # gain trample."
    text = (
        "Las criaturas que controlan tus oponentes pierden la habilidad de arrollar y no pueden tener ni ganar esa "
        "habilidad."
    )
    lose, gain = actions(parse(text, name="Prototipo de agresión"))
    assert (lose.verb, gain.verb) == (Verb.LOSE_ABILITY, Verb.GAIN_ABILITY)
    assert gain.negated and gain.detail == ["keyword:that_ability"]


def test_cant_have_keywords_arcane_lighthouse() -> None:
    # Faro arcano (Arcane Lighthouse): "Until end of turn, creatures your opponents control lose hexproof and shroud and
    # can't have hexproof or shroud."
    text = (
        "Hasta el final del turno, las criaturas que controlan tus oponentes pierden las habilidades de antimaleficio "
        "y velo y no pueden tener las habilidades de antimaleficio o velo."
    )
    _, have = actions(parse(text))
    assert have.verb == Verb.GAIN_ABILITY and have.negated
    assert have.detail == ["keyword:hexproof", "keyword:shroud"]


def test_tener_alone_is_not_gain_tatterkite() -> None:
    # Barrilete de harapos (Tatterkite): "can't have counters put on it", not a keyword had: left unread
    (found,) = effects(parse("~ no puede tener contadores sobre él."))
    assert found.kind == EffectKind.UNTYPED


def test_no_tap_when_attacking_is_vigilance_akromas_devoted() -> None:
    # Devoto de Akroma (Akroma's Devoted): the Oracle's "Cleric creatures have vigilance."
    (have,) = actions(parse("Los Clérigos no se giran al atacar."))
    assert have.verb == Verb.GAIN_ABILITY and have.detail == ["keyword:vigilance"]
    assert isinstance(have.actor, ObjectPhrase) and have.actor.subtypes == ["Clérigo"]


def test_no_tap_after_a_bonus_leonin_den_guard() -> None:
    # Vigilante de la guarida leonina (Leonin Den-Guard): "As long as ~ is equipped, it gets +1/+1 and has vigilance."
    text = "Mientras la Vigilante de la guarida leonina esté equipada, obtiene +1/+1 y no se gira al atacar."
    found = actions(parse(text, name="Vigilante de la guarida leonina"))
    assert [a.verb for a in found] == [Verb.MODIFY_PT, Verb.GAIN_ABILITY]


def test_the_cards_own_no_tap_line_stays_a_keyword_line_cantivore() -> None:
    # Cantívoro (Cantivore): the Oracle prints "Vigilance" alone; no action is read
    card = parse("El Cantívoro no se gira al atacar.", name="Cantívoro")
    assert card.abilities[0].kind == AbilityKind.KEYWORD and not actions(card)


def test_if_it_devoured_a_creature_hellkite_hatchling() -> None:
    # Cría de engendro (Hellkite Hatchling): "This creature has flying and trample if it devoured a creature."
    text = "La Cría de engendro tiene las habilidades de volar y arrollar si devoró una criatura."
    (have,) = actions(parse(text, name="Cría de engendro"))
    assert have.condition is not None and have.condition.test == "devoured"


def test_for_each_creature_it_devoured_skullmulcher() -> None:
    # Cubrecalaveras (Skullmulcher): "When this creature enters, draw a card for each creature it devoured."
    text = "Cuando el Cubrecalaveras entre en juego, roba una carta por cada criatura que devoró."
    draw = actions(parse(text, name="Cubrecalaveras"))[-1]
    assert draw.verb == Verb.DRAW and draw.per is not None
    assert draw.per.qualifiers == ["devoured_by_it"]


def test_card_removed_from_the_game_with_self_you_own_endless_horizons() -> None:
    # Horizontes interminables (Endless Horizons): "At the beginning of your upkeep, you may put a card you own exiled
    # with Endless Horizons into your hand."
    text = (
        "Al comienzo de tu mantenimiento, puedes poner en tu mano una carta removida del juego con Horizontes "
        "interminables de la cual eres propietario."
    )
    found = effects(parse(text, name="Horizontes interminables"))
    assert is_typed(found)
    (put,) = [e for e in found if isinstance(e, Action)]
    (card,) = put.objects
    assert isinstance(card, ObjectPhrase)
    assert card.qualifiers == ["exiled_with_self"] and card.controller == "owner_you"


def test_two_or_fewer_other_lands_razorverge_thicket() -> None:
    # Maleza Bordenavaja (Razorverge Thicket): "This land enters tapped unless you control two or fewer other lands."
    text = "La Maleza Bordenavaja entra al campo de batalla girada a menos que controles otras dos o menos tierras."
    (enter,) = actions(parse(text, name="Maleza Bordenavaja"))
    assert enter.condition is not None and enter.condition.test == "unless:control"
    lands = enter.condition.about[-1]
    assert isinstance(lands, ObjectPhrase) and lands.count == "2" and lands.types == ["land"]


def test_each_gain_keywords_phalanx_formation() -> None:
    # Formación de falange (Phalanx Formation): "Any number of target creatures each gain double strike until end of
    # turn."
    text = (
        "Cualquier cantidad de criaturas objetivo ganan cada una la habilidad de dañar dos veces hasta el final del "
        "turno."
    )
    (gain,) = actions(parse(text))
    assert gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:double strike"]


def test_from_a_single_graveyard_decompose() -> None:
    # Descomponerse (Decompose): "Exile up to three target cards from a single graveyard."
    (exile,) = actions(parse("Remueve del juego hasta tres cartas objetivo de un solo cementerio."))
    assert exile.verb == Verb.EXILE and exile.zone_from == "graveyard"
