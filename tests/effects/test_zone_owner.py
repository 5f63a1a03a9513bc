"""Whose a zone is: the player named before a library, a hand or a graveyard, kept on the node that names the zone
(`ObjectPhrase.zone_owner`, `Action.zone_from_owner` / `zone_to_owner`; effects/zone_owners.py)."""

from __future__ import annotations

from helpers import original

import mtglinks
from mtglinks.schema.tree_io import ability_from_dict
from mtglinks.tree import Action, Card, Effect, ObjectPhrase, PlayerPhrase


def _owner(card: Card, node: Effect | None) -> tuple[str, str]:
    assert isinstance(node, PlayerPhrase), node
    return node.who, original(card, node)


def test_the_chosen_players_graveyard() -> None:
    card = mtglinks.parse(
        "As this creature enters, choose a player.\nSewer Nemesis's power and toughness are each equal to the number "
        "of cards in the chosen player's graveyard.\nWhenever the chosen player casts a spell, that player mills a "
        "card.",
        name="Sewer Nemesis",
    )
    (equal,) = card.abilities[1].effects
    counted = [n for n in _walk(equal) if isinstance(n, ObjectPhrase) and n.zone == "graveyard"]
    assert counted and _owner(card, counted[0].zone_owner) == ("chosen_player", "the chosen player's")


def test_the_chosen_players_graveyard_with_colors() -> None:
    card = mtglinks.parse(
        "Flying\nAs this creature enters, choose an opponent.\nHaunting Apparition's power is equal to 1 plus the "
        "number of green creature cards in the chosen player's graveyard.",
        name="Haunting Apparition",
    )
    (power,) = card.abilities[2].effects
    counted = [n for n in _walk(power) if isinstance(n, ObjectPhrase) and n.zone == "graveyard"]
    assert counted and counted[0].colors == ["green"], power.to_dict()
    assert _owner(card, counted[0].zone_owner) == ("chosen_player", "the chosen player's")


def test_from_your_graveyard_to_your_hand() -> None:
    card = mtglinks.parse("Return target creature card from your graveyard to your hand.", name="Raise Dead")
    (ret,) = card.abilities[0].effects
    assert isinstance(ret, Action) and ret.zone_from == "graveyard" and ret.zone_to == "hand"
    assert _owner(card, ret.zone_from_owner) == ("you", "your")
    assert _owner(card, ret.zone_to_owner) == ("you", "your")
    (card_in,) = ret.objects
    assert isinstance(card_in, ObjectPhrase) and _owner(card, card_in.zone_owner) == ("you", "your")
    # the zone reached is the second "your", not the first
    assert ret.zone_to_owner is not None and ret.zone_from_owner is not None
    assert ret.zone_to_owner.span[0] > ret.zone_from_owner.span[0]


def test_its_owners_hand() -> None:
    card = mtglinks.parse("Return target permanent to its owner's hand.", name="Boomerang")
    (ret,) = card.abilities[0].effects
    assert isinstance(ret, Action) and ret.zone_to == "hand"
    assert _owner(card, ret.zone_to_owner) == ("its_owner", "its owner's")
    assert ret.zone_from_owner is None


def test_target_players_hand_and_library() -> None:
    card = mtglinks.parse(
        "Look at target player's hand and choose X cards from it. That player discards those cards.", name="Mind Warp"
    )
    look = card.abilities[0].effects[0]
    assert isinstance(look, Action) and look.verb == "look_at", look.to_dict()
    (hand,) = look.objects
    assert isinstance(hand, ObjectPhrase) and _owner(card, hand.zone_owner) == ("target_player", "target player's")
    card = mtglinks.parse(
        "Search target player's library for a card and exile it. Then that player shuffles.", name="Extract"
    )
    search = card.abilities[0].effects[0]
    assert isinstance(search, Action) and search.zone_from == "library"
    assert _owner(card, search.zone_from_owner) == ("target_player", "target player's")


def test_a_zone_of_no_one() -> None:
    # "a graveyard" names no owner: none is made up
    card = mtglinks.parse("Exile target card from a graveyard.", name="Probe")
    (exile,) = card.abilities[0].effects
    assert isinstance(exile, Action) and exile.zone_from == "graveyard"
    assert exile.zone_from_owner is None
    assert all(n.zone_owner is None for n in _walk(exile) if isinstance(n, ObjectPhrase))


def test_the_owner_in_json_and_back() -> None:
    card = mtglinks.parse("Return target permanent to its owner's hand.", name="Boomerang")
    data = card.abilities[0].effects[0].to_dict()
    assert data["zone_to_owner"] == {"kind": "player", "text": "its owner's", "span": [27, 38], "who": "its_owner"}
    assert "zone_owner" not in data["objects"][0]  # an empty field stays out of the JSON
    ability = card.abilities[0].to_dict()
    assert ability_from_dict(ability).to_dict() == ability  # read back from its JSON, owner and all


def _walk(node: Effect) -> list[Effect]:
    out = [node]
    for value in node.__dict__.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Effect):
                out.extend(_walk(item))
    return out
