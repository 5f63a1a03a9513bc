"""English effect-level features: kinds, roles, values, and spans into the original card text."""

from __future__ import annotations

from helpers import features_of as feats

import mtglinks
from mtglinks import features
from mtglinks.tree import Card


def card(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="en", name=name)


def test_exile_and_exiled_with_self_spans_point_at_original_text() -> None:
    c = card(
        "Whenever a player casts an instant or sorcery card, exile it. Then that player copies each instant or "
        "sorcery card exiled with Eye of the Storm.",
        "Eye of the Storm",
    )
    (ability,) = c.abilities
    (exile,) = feats(ability, "exile")
    (ref,) = feats(ability, "exiled_with_self")
    assert exile.role == "acting" and ref.role == "referring"
    assert c.text[slice(*exile.span)] == "exile it"
    # the evidence is the node of the tree that holds the reference: the object phrase
    assert ref.text == "each instant or sorcery card exiled with ~"
    assert c.text[slice(*ref.span)] == "each instant or sorcery card exiled with Eye of the Storm"


def test_current_template_self_reference() -> None:
    c = card("{4}, {T}, Sacrifice this land: Return each creature card exiled with this land to the battlefield.")
    (ref,) = feats(c.abilities[0], "exiled_with_self")
    assert c.text[slice(*ref.span)] == "each creature card exiled with this land"


def test_the_exiled_card_and_old_removed_from_the_game() -> None:
    c = card(
        "When Realm Razer comes into play, remove all lands from the game.\n"
        "When Realm Razer leaves play, return the removed cards to play tapped under their owners' control.",
        "Realm Razer",
    )
    (exile,) = feats(c.abilities[0], "exile")
    assert c.text[slice(*exile.span)] == "remove all lands from the game"
    (ref,) = feats(c.abilities[1], "the_exiled_card")
    assert c.text[slice(*ref.span)] == "the removed cards"


def test_participles_are_not_instructions_to_exile() -> None:
    c = card(
        "Whenever an exiled card is put into your graveyard, draw a card. Cards exiled this way can't be cast.\n"
        "If Foo would be exiled, put it into your hand instead."
    )
    assert all(not feats(a, "exile") for a in c.abilities)


def test_replacement_exile_value() -> None:
    c = card("If another creature would die, exile it instead.")
    (exile,) = feats(c.abilities[0], "exile")
    assert exile.value == "replacement"


def test_choice_values() -> None:
    c = card(
        "As Foo enters the battlefield, choose a creature type.\n"
        "As Foo enters the battlefield, choose an opponent and a card name other than a basic land card name.\n"
        "As Foo enters the battlefield, choose Island or Swamp.\n"
        "As Foo enters the battlefield, choose left or right.\n"
        "Creatures of the chosen type get +1/+1. The chosen player can't cast spells with the chosen name.",
        "Foo",
    )
    values = [sorted(f.value or "" for f in feats(a, "choose")) for a in c.abilities]
    assert values[0] == ["creature_type"]
    assert values[1] == ["card_name", "opponent"]
    assert values[2] == ["options:island|swamp"]
    assert values[3][0].startswith("words:") and values[3][0].endswith("|right")
    refs = sorted(f.value or "" for f in feats(c.abilities[4], "chosen_ref"))
    assert refs == ["card_name", "player", "type"]
    assert not feats(c.abilities[4], "choose")  # "the chosen type" is no choice


def test_kicker_keyword_and_kicked_references() -> None:
    c = card(
        "Kicker {W} and/or {2}{B}\n"
        "When Foo enters the battlefield, if it was kicked with its {2}{B} kicker, destroy target creature.\n"
        "If you paid the kicker cost, Foo comes into play with two +1/+1 counters on it.",
        "Foo",
    )
    (cost,) = feats(c.abilities[0], "additional_cost")
    assert cost.value == "kicker" and c.text[slice(*cost.span)] == "Kicker {W} and/or {2}{B}"
    (kicked,) = feats(c.abilities[1], "kicked_ref")
    assert kicked.value == "{2}{b}"
    assert feats(c.abilities[2], "kicked_ref")


def test_granted_ability_features_belong_to_the_child() -> None:
    c = card(
        'Whenever a creature dies, exile it. Create a token with "When this creature leaves the battlefield, '
        "return the exiled card to its owner's graveyard.\""
    )
    (parent,) = c.abilities
    assert not feats(parent, "the_exiled_card")
    (child,) = parent.children
    (ref,) = feats(child, "the_exiled_card")
    assert c.text[slice(*ref.span)] == "the exiled card"


def test_anchor_words_and_keyword_halves() -> None:
    c = card(
        "As Foo enters the battlefield, choose Khans or Dragons.\n• Khans — Flying\n• Dragons — Trample\n"
        "Madness {1}{B}\nChampion a Goblin",
        "Foo",
    )
    assert [f.value for f in feats(c.abilities[1], "anchor_ref")] == ["khan"]
    assert [f.value for f in feats(c.abilities[3], "linked_keyword")] == ["madness"]
    assert feats(c.abilities[4], "champion")


def test_features_are_cached_but_spans_are_per_card() -> None:
    first = card("Tap: Exile target creature.\nCards exiled with Foo can't block.", "Foo")
    second = card("Flying\nTap: Exile target creature.\nCards exiled with Bar Baz can't block.", "Bar Baz")
    a = feats(first.abilities[1], "exiled_with_self")[0]
    b = feats(second.abilities[2], "exiled_with_self")[0]
    assert first.text[slice(*a.span)] == "Cards exiled with Foo"
    assert second.text[slice(*b.span)] == "Cards exiled with Bar Baz"


def test_option_words_come_from_the_language() -> None:
    words = features.option_words("en")
    assert words is not None and words.fullmatch("black") and not words.fullmatch("left")


def test_old_printed_templates_that_are_not_exile_or_put() -> None:
    ravager = card("Sacrifice an artifact: Put a +1/+1 counter on Arcbound Ravager.", "Arcbound Ravager")
    assert feats(ravager.abilities[0], "exile") == []
    avatar = card(
        "If an opponent controls seven or more lands, Avatar of Fury costs {6} less to play.", "Avatar of Fury"
    )
    assert feats(avatar.abilities[0], "put_onto_battlefield") == []
    safe_haven = card(
        "During your upkeep, sacrifice Safe Haven to return all creatures it has removed from game directly into "
        "play. Treat this as if they were just summoned.",
        "Safe Haven",
    )
    (ref,) = feats(safe_haven.abilities[0], "exiled_with_self")
    assert safe_haven.text[slice(*ref.span)] == "all creatures it has removed from game"
    # put_onto_battlefield is read from the effect tree, and this older cost paid before the action ("sacrifice ~ to
    # return …") is not typed: its Oracle text's cost ("Sacrifice Safe Haven:") has no verb of its own to compare
    assert feats(safe_haven.abilities[0], "put_onto_battlefield") == []
    assert feats(safe_haven.abilities[0], "exile") == []


def test_old_this_color_reference_spans_its_object() -> None:
    c = card(
        "Choose a color. As long as opponent has cards of this color in play, all white creatures gain +2/+1.", "Jihad"
    )
    (ref,) = feats(c.abilities[0], "chosen_ref")
    assert ref.value == "color" and ref.role == "referring"
    assert c.text[slice(*ref.span)] == "cards of this color in play"
    # an antecedent of its own ("each color") makes "that color" plain anaphora
    tender = card("{T}: For each color among permanents you control, add one mana of that color.", "Bloom Tender")
    assert feats(tender.abilities[0], "chosen_ref") == []
