"""French players joined by "et" as one subject ("Ce joueur et vous piochez chacun trois cartes", the English "You and
that player each draw three cards"): the lexer's `_compound_subjects` (`effects/lexer_neighbours.py`) keeps that "et"
the players' "and", not a join of two clauses. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, PlayerPhrase


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_that_player_and_you_each_draw_intellectual_offering() -> None:
    # Offrande intellectuelle (Intellectual Offering): "Choose an opponent. You and that player each draw three
    # cards."
    text = "Choisissez un adversaire. Ce joueur et vous piochez chacun trois cartes."
    _choose, draw = effects(parse("Offrande intellectuelle", text))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.amount == "3"
    assert isinstance(draw.actor, PlayerPhrase) and draw.actor.who == "that_player"
    assert [p.who for p in draw.other_actors if isinstance(p, PlayerPhrase)] == ["you"]


def test_after_a_trigger_diviner_spirit() -> None:
    # Esprit devineur (Diviner Spirit): "Whenever ~ deals combat damage to a player, you and that player each draw
    # that many cards."
    text = (
        "À chaque fois que l'Esprit devineur inflige des blessures de combat à un joueur, ce joueur et vous piochez "
        "chacun autant de cartes."
    )
    (draw,) = [e for e in effects(parse("Esprit devineur", text)) if isinstance(e, Action)]
    assert draw.verb == Verb.DRAW and [p.who for p in draw.other_actors if isinstance(p, PlayerPhrase)] == ["you"]


def test_a_player_ending_a_clause_then_you_is_two_clauses_sorins_vengeance() -> None:
    # Vengeance selon Sorin (Sorin's Vengeance): "~ deals 10 damage to target player and you gain 10 life." The
    # player before "et" ends the first clause, it does not start one: two actions, as before.
    text = "La Vengeance selon Sorin inflige 10 blessures à un joueur ciblé et vous gagnez 10 points de vie."
    damage, life = effects(parse("Vengeance selon Sorin", text))
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert isinstance(life, Action) and life.verb == Verb.GAIN_LIFE
