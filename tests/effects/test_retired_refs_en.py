"""English references whose patterns retire (issue #22, item 3): sentences the tree now reads whole, each reference
where it stands, on real card text (the cards named): "or the" after a relative clause "you chose" joins two objects
(effects/lexer_conditions.py `relative_ends`), "the top card of the exiled pile" (grammar/effects-en/7-exiled-refs.lark,
effects/exiled_ref_shapes.py)."""

from __future__ import annotations

import mtglinks
from mtglinks.effects.build import lexicon
from mtglinks.features.cost_queries import halves
from mtglinks.kinds import EffectKind
from mtglinks.kinds import FeatureKind as K


def _kinds(text: str, name: str) -> list[list[K]]:
    """The kinds of the halves the tree reads, ability by ability."""
    card = mtglinks.parse(text, name=name)
    return [[h.kind for h in halves(a)] for a in card.iter_abilities()]


def _untyped(text: str, name: str) -> bool:
    card = mtglinks.parse(text, name=name)
    return any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


_MONSTROUS_EMERGENCE = (
    "As an additional cost to cast this spell, choose a creature you control or reveal a creature card from your "
    "hand.\n"
    "Monstrous Emergence deals damage equal to the power of the creature you chose or the card you revealed to target "
    "creature or planeswalker."
)


def test_or_the_after_you_chose_joins_two_objects() -> None:
    # Monstrous Emergence: "you chose or the card …" is not "you chose or revealed" (two verbs)
    assert not _untyped(_MONSTROUS_EMERGENCE, "Monstrous Emergence")
    assert K.CHOSEN_REF in _kinds(_MONSTROUS_EMERGENCE, "Monstrous Emergence")[1]


def test_you_chose_or_revealed_stays_two_verbs() -> None:
    # the relative clause with two verbs keeps its "or" ("the card you chose or revealed"): no "the" after it
    words = lexicon("en")
    assert words is not None
    joined = "~ deals damage equal to the power of the creature you chose or the card you revealed to any target."
    assert "OR_OBJECT" in [t.type for t in words.tokens(joined)]
    verbs = "~ deals damage equal to the power of the card you chose or revealed to any target."
    assert "OR_OBJECT" not in [t.type for t in words.tokens(verbs)]


_MANGARAS_TOME = (
    "When Mangara's Tome enters the battlefield, search your library for five cards, exile them in a face-down pile, "
    "and shuffle that pile. Then shuffle your library.\n"
    "{2}: The next time you would draw a card this turn, instead put the top card of the exiled pile into its owner's "
    "hand."
)


def test_the_top_card_of_the_exiled_pile() -> None:
    # Mangara's Tome: the pile exiled by the first ability, named by its participle
    assert not _untyped(_MANGARAS_TOME, "Mangara's Tome")
    assert K.THE_EXILED_CARD in _kinds(_MANGARAS_TOME, "Mangara's Tome")[1]


def test_an_imprinted_card() -> None:
    # Panoptic Mirror (old printed): any card "imprinted" is one the imprint ability exiled
    text = (
        "Imprint {X}, {T}: You may remove an instant or sorcery card with converted mana cost X in your hand from the "
        "game.\nAt the beginning of your upkeep, you may copy an imprinted instant or sorcery card and play the copy "
        "without paying its mana cost."
    )
    assert K.THE_EXILED_CARD in _kinds(text, "Panoptic Mirror")[1]
    # an exiled card named by "a" is any card in exile, not a reference (Ghastly Conscription-like wording)
    assert K.THE_EXILED_CARD not in _kinds("Put an exiled creature card onto the battlefield.", "Foo")[0]


def test_protection_from_the_exiled_cards_types() -> None:
    # Mirror Golem
    text = (
        "Imprint — When this creature enters, you may exile target card from a graveyard.\n"
        "This creature has protection from each of the exiled card's card types."
    )
    assert K.THE_EXILED_CARD in _kinds(text, "Mirror Golem")[1]


def test_shares_a_color_or_mana_value_with_the_exiled_card() -> None:
    # Thought Prison
    text = (
        "Whenever a player casts a spell that shares a color or mana value with the exiled card, this artifact deals 2 "
        "damage to that player."
    )
    assert not _untyped(text, "Thought Prison")
    assert K.THE_EXILED_CARD in _kinds(text, "Thought Prison")[0]


def test_where_x_and_y() -> None:
    # Phyrexian Ingester: "+X/+Y" and both numbers defined after it, of the same card
    text = "This creature gets +X/+Y, where X is the exiled creature card's power and Y is its toughness."
    assert not _untyped(text, "Phyrexian Ingester")
    assert K.THE_EXILED_CARD in _kinds(text, "Phyrexian Ingester")[0]
    # Y of another object is not read (Aspect of Wolf's "… rounded down, and Y is …" stays untyped)
    text = (
        "Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half "
        "the number of Forests you control, rounded up."
    )
    assert _untyped(text, "Aspect of Wolf")


def test_old_printed_removed_creature_and_qualities_had() -> None:
    # Icy Prison (old printed)
    text = "When Icy Prison leaves play, return the removed creature to play under its owner's control."
    assert K.THE_EXILED_CARD in _kinds(text, "Icy Prison")[0]
    # Duplicant (old printed)
    text = (
        "As long as the exiled card is a creature card, Duplicant has that card's power, toughness, and creature "
        "types. It's still a Shapeshifter."
    )
    assert not _untyped(text, "Duplicant")
    assert K.THE_EXILED_CARD in _kinds(text, "Duplicant")[0]


def test_old_printed_exchange_for_the_cards_on_self() -> None:
    # Duplicity (old printed): the cards kept on the card, exchanged for the hand's
    text = "During your upkeep, you may exchange all the cards in your hand for the cards on Duplicity."
    assert not _untyped(text, "Duplicity")
    assert K.EXILED_WITH_SELF in _kinds(text, "Duplicity")[0]
    # "… for …" after another verb is no exchange
    assert _untyped("Destroy target creature for target land.", "Foo")
