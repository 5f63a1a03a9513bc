"""Spanish: another player's life total as a number ("el total de vidas del jugador objetivo", words in
lang/es/effect_life_totals.py) and a life total that "es" a number in older printings (the block at the end of
grammar/effects-es.lark), each on a real printed card's text, read as its English Oracle text reads."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_life_total_is_ten_sorin_markov() -> None:
    # Sorin Markov: "−3: Target opponent's life total becomes 10."
    (action,) = effects(parse("-3: El total de vidas del oponente objetivo es 10.", name="Sorin Markov"))
    assert isinstance(action, Action) and action.verb == Verb.BECOME
    assert action.amount == "10" and action.detail == ["set:life_total:target_opponent"]


def test_each_players_life_total_is_one_worldfire() -> None:
    # Worldfire: "… Each player's life total becomes 1."
    text = (
        "Exilia todos los permanentes. Exilia todas las cartas de todas las manos y cementerios. "
        "El total de vidas de cada jugador es 1."
    )
    *_, action = effects(parse(text, name="Llamas globales"))
    assert isinstance(action, Action) and action.verb == Verb.BECOME
    assert action.amount == "1" and action.detail == ["set:life_total:each_player"]


def test_that_players_life_total_becomes_one_master_of_cruelties() -> None:
    # Master of Cruelties: "Whenever Master of Cruelties attacks a player and isn't blocked, that player's life total
    # becomes 1."
    (action,) = effects(parse("El total de vidas de ese jugador se convierte en 1.", name="Maestro de crueldades"))
    assert isinstance(action, Action) and action.verb == Verb.BECOME
    assert action.detail == ["set:life_total:that_player"]


def test_double_target_players_life_total_beacon_of_immortality() -> None:
    # Beacon of Immortality: "Double target player's life total. Shuffle Beacon of Immortality into its owner's
    # library."
    card = parse(
        "Duplica el total de vidas del jugador objetivo. Baraja el Faro de inmortalidad en la biblioteca de su "
        "propietario.",
        name="Faro de inmortalidad",
    )
    double = effects(card)[0]
    assert isinstance(double, Action) and double.verb == Verb.DOUBLE and double.amount == "life_total:target_player"


def test_life_total_is_ten_on_a_trigger_magister_sphinx() -> None:
    # Magister Sphinx: "When Magister Sphinx enters, target player's life total becomes 10."
    text = "Cuando la Esfinge magíster entre en juego, el total de vidas del jugador objetivo es 10."
    _, action = effects(parse(text, name="Esfinge magíster"))
    assert isinstance(action, Action) and action.verb == Verb.BECOME
    assert action.detail == ["set:life_total:target_player"]
