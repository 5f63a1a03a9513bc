"""Sentences of the 2026 Oracle text whose reading stopped in the grammar at a token before O after round 22 (issue #22,
round 23, lane gramd), on real card text: the shapes of grammar/effects-en/9-gramd.lark (effects/gramd_shapes.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from helpers import typed_card

import mtglinks
from mtglinks.effects.build import is_typed, lexicon


def _nodes(text: str, name: str) -> list[dict[str, Any]]:
    """Every node (as its dict) of the card, which must be read whole."""
    _, found = typed_card(text, name)
    return list(_walk([node.to_dict() for node in found]))


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for inner in value.values():
            yield from _walk(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _walk(inner)


def _verbs(nodes: list[dict[str, Any]], verb: str) -> list[dict[str, Any]]:
    return [n for n in nodes if n.get("kind") == "action" and n.get("verb") == verb]


def test_another_counter_of_that_kind() -> None:
    # Quarry Hauler: as "put a counter of that kind on it" reads
    nodes = _nodes(
        "When this creature enters, for each kind of counter on target permanent, put another counter of that kind "
        "on it or remove one from it.",
        "Quarry Hauler",
    )
    (put,) = _verbs(nodes, "put_counter")
    assert put["detail"] == ["counter:that_kind"] and put["condition"]["test"] == "for_each"
    assert [a["verb"] for a in put["alternatives"]] == ["remove_counter"]


def test_exact_amount() -> None:
    # Mijo, the Bull: the number said exact
    nodes = _nodes(
        "From Downtown — If a source you control would deal exactly 2 damage to a permanent or player, it deals 3 "
        "damage instead.",
        "Mijo, the Bull",
    )
    assert sorted(n["amount"] for n in _verbs(nodes, "deal_damage")) == ["3", "exactly:2"]
    # Ob Nixilis, Captive Kingpin: the life lost, exactly 1
    nodes = _nodes(
        "Flying, trample\nWhenever one or more opponents each lose exactly 1 life, put a +1/+1 counter on Ob Nixilis. "
        "Exile the top card of your library. Until your next end step, you may play that card.",
        "Ob Nixilis, Captive Kingpin",
    )
    assert [n["amount"] for n in _verbs(nodes, "lose_life")] == ["exactly:1"]


def test_a_count_of_a_quality() -> None:
    # Visitor from Planet Q; Nethergoyf (the group's count); Meeting of the Five (exactly, and "from among them" after
    # it the object's own)
    nodes = _nodes(
        "Whenever you cast another spell with two or more card types, you may draw a card, then discard a card.",
        "Visitor from Planet Q",
    )
    (cast,) = _verbs(nodes, "cast")
    assert cast["objects"][0]["qualifiers"] == ["with:2:or_more:card_type"]
    card = mtglinks.parse(
        "Escape—{2}{B}, Exile any number of other cards from your graveyard with four or more card types among them.",
        name="Nethergoyf",
    )
    found = [node.to_dict() for ability in card.iter_abilities() for node in ability.effects]
    (exile,) = _verbs(list(_walk(found)), "exile")
    assert "with:4:or_more:card_type:among:anaphora" in exile["objects"][0]["qualifiers"]
    nodes = _nodes(
        "Exile the top ten cards of your library. You may cast spells with exactly three colors from among them this "
        "turn. Add {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}. Spend this mana only to cast spells with exactly three colors.",
        "Meeting of the Five",
    )
    casts = _verbs(nodes, "cast")
    assert casts[0]["objects"][0]["qualifiers"] == ["with:exactly:3:color", "among"]
    assert casts[1]["objects"][0]["qualifiers"] == ["with:exactly:3:color"]


def test_loyalty_after_a_possessive() -> None:
    # Nissa, Ascended Animist; Nahiri, the Unforgiving: a number of the planeswalker, as "~'s power"
    nodes = _nodes(
        "[+1]: Create an X/X green Phyrexian Horror creature token, where X is Nissa's loyalty.",
        "Nissa, Ascended Animist",
    )
    assert _verbs(nodes, "create")[0]["amount"] == "loyalty"
    nodes = _nodes(
        "[0]: Exile target creature or Equipment card with mana value less than Nahiri's loyalty from your graveyard.",
        "Nahiri, the Unforgiving",
    )
    assert "mana_value:loyalty:less" in _verbs(nodes, "exile")[0]["objects"][1]["qualifiers"]
    # its loyalty abilities stay the noun (Comet, Stellar Pup: "6 — [+1], and you may activate Comet's loyalty
    # ability two more times this turn.")
    words = lexicon("en")
    assert words is not None
    tokens = words.tokens("you may activate ~'s loyalty ability two more times this turn.")
    assert [t.value for t in tokens if t.type == "NOUN"] == ["loyalty_ability"]


def test_attack_not_blocked() -> None:
    # Master of Cruelties; Coveted Jewel
    nodes = _nodes(
        "Whenever this creature attacks a player and isn't blocked, that player's life total becomes 1.",
        "Master of Cruelties",
    )
    (attack,) = _verbs(nodes, "attack")
    assert attack["detail"] == ["not_blocked"] and attack["objects"][0]["types"] == ["player"]
    nodes = _nodes(
        "Whenever one or more creatures an opponent controls attack you and aren't blocked, that player draws three "
        "cards and gains control of this artifact. Untap it.",
        "Coveted Jewel",
    )
    assert _verbs(nodes, "attack")[0]["detail"] == ["not_blocked"]


def test_transforms_into() -> None:
    # Norn's Inquisitor; Cult of the Waxing Moon
    nodes = _nodes(
        "Whenever a permanent you control transforms into a Phyrexian, put a +1/+1 counter on it.", "Norn's Inquisitor"
    )
    (transform,) = _verbs(nodes, "transform")
    assert transform["condition"]["test"] == "into"
    assert transform["condition"]["about"][0]["subtypes"] == ["Phyrexian"]
    nodes = _nodes(
        "Whenever a permanent you control transforms into a non-Human creature, create a 2/2 green Wolf creature "
        "token.",
        "Cult of the Waxing Moon",
    )
    assert _verbs(nodes, "transform")[0]["condition"]["about"][0]["not_types"] == ["Human"]


def test_count_noted() -> None:
    # Invincible Hymn; Touch of the Eternal
    nodes = _nodes("Count the number of cards in your library. Your life total becomes that number.", "Invincible Hymn")
    assert [n["what"] for n in nodes if n.get("kind") == "note"] == ["number_of:card:library"]
    nodes = _nodes(
        "At the beginning of your upkeep, count the number of permanents you control. Your life total becomes that "
        "number.",
        "Touch of the Eternal",
    )
    assert [n["what"] for n in nodes if n.get("kind") == "note"] == ["number_of:permanent"]
    # Rumbling Ruin: counters, their kind
    card = mtglinks.parse(
        "When this creature enters, count the number of +1/+1 counters on creatures you control. Creatures your "
        "opponents control with power less than or equal to that number can't block this turn.",
        name="Rumbling Ruin",
    )
    found = [node.to_dict() for ability in card.iter_abilities() for node in ability.effects]
    assert [n["what"] for n in _walk(found) if n.get("kind") == "note"] == ["number_of:counter:+1/+1"]


def test_counters_said_of_the_event() -> None:
    # Darigaaz Reincarnated: exiled with a counter on it
    nodes = _nodes(
        "At the beginning of your upkeep, if this card is exiled with an egg counter on it, remove an egg counter "
        "from it. Then if this card has no egg counters on it, return it to the battlefield.",
        "Darigaaz Reincarnated",
    )
    assert _verbs(nodes, "exile")[0]["detail"] == ["with_counter:egg"]
    # Fairgrounds Trumpeter; Wakka, Devoted Guardian: a counter put, said of the counter
    nodes = _nodes(
        "At the beginning of each end step, if a +1/+1 counter was put on a permanent under your control this turn, "
        "put a +1/+1 counter on this creature.",
        "Fairgrounds Trumpeter",
    )
    put = _verbs(nodes, "put_counter")[0]
    assert put["detail"] == ["counter:+1/+1", "under_your_control"] and put["duration"]["until"] == "this_turn"
    nodes = _nodes(
        "Blitzball Captain — At the beginning of your end step, if a counter was put on Wakka this turn, put a +1/+1 "
        "counter on each other creature you control.",
        "Wakka, Devoted Guardian",
    )
    assert _verbs(nodes, "put_counter")[0]["objects"][0]["refers"] == "self"
    # Coiling Stalker: "that doesn't have" a counter, as "without" one
    nodes = _nodes(
        "Whenever this creature deals combat damage to a player, put a +1/+1 counter on target creature you control "
        "that doesn't have a +1/+1 counter on it.",
        "Coiling Stalker",
    )
    assert _verbs(nodes, "put_counter")[0]["objects"][0]["qualifiers"] == ["without_counter:+1/+1"]


def test_each_of_them_narrowed() -> None:
    # Winter Blast; Lost in the Maze
    nodes = _nodes(
        "Tap X target creatures. Winter Blast deals 2 damage to each of those creatures with flying.", "Winter Blast"
    )
    assert _verbs(nodes, "deal_damage")[0]["objects"][0]["qualifiers"] == ["of:anaphora", "with:flying"]
    nodes = _nodes(
        "When this enchantment enters, tap X target creatures. Put a stun counter on each of those creatures you "
        "don't control.",
        "Lost in the Maze",
    )
    assert _verbs(nodes, "put_counter")[0]["objects"][0]["controller"] == "not_you"


def test_attacking_one_of_your_opponents() -> None:
    # Oviya, Automech Artisan; Martial Impetus
    nodes = _nodes("Each creature that's attacking one of your opponents has trample.", "Oviya, Automech Artisan")
    assert _verbs(nodes, "gain_ability")[0]["actor"]["qualifiers"] == ["attacking_opponent"]
    nodes = _nodes(
        "Whenever enchanted creature attacks, each other creature that's attacking one of your opponents gets +1/+1 "
        "until end of turn.",
        "Martial Impetus",
    )
    assert _verbs(nodes, "modify_pt")[0]["actor"]["qualifiers"] == ["attacking_opponent"]


def test_counts_bounded_by_a_comparison() -> None:
    # Proft's Eidetic Memory: "more than one card", as "two or more cards" reads
    nodes = _nodes(
        "At the beginning of combat on your turn, if you've drawn more than one card this turn, put X +1/+1 counters "
        "on target creature you control, where X is the number of cards you've drawn this turn minus one.",
        "Proft's Eidetic Memory",
    )
    assert "1:more" in [n.get("amount") for n in _verbs(nodes, "draw")]
    # Lolth, Spider Queen (its emblem's ability): "less than 8 life", as "8 or more life" reads
    card = mtglinks.parse(
        "Whenever an opponent is dealt combat damage by one or more creatures you control, if that player lost less "
        "than 8 life this turn, they lose life equal to the difference.",
        name="Lolth, Spider Queen",
    )
    found = [node.to_dict() for ability in card.iter_abilities() for node in ability.effects]
    assert "8:less" in [n.get("amount") for n in _verbs(list(_walk(found)), "lose_life")]


def test_the_shapes_stay_narrow() -> None:
    # "isn't" after an event other than an attack, "from among" after a count: not read (no catch-all)
    card = mtglinks.parse("Whenever this creature blocks and isn't blocked, draw a card.", name="Test Blocker")
    assert not is_typed([node for ability in card.iter_abilities() for node in ability.effects])
