"""The exile, battlefield and choice halves read from the effect tree (`features.queries`, `features.choice_queries`),
on real card text: what the patterns of these kinds read and the tree did not (benchmarks/tree_kinds.py)."""

from __future__ import annotations

import mtglinks
from mtglinks.features.queries import halves, read_whole
from mtglinks.tree import Ability


def kinds(ability: Ability) -> set[tuple[str, str | None]]:
    assert read_whole(ability), ability.effects
    return {(half.kind.value, half.value) for half in halves(ability)}


def test_an_exile_instead_of_another_event_is_a_replacement() -> None:
    # Void Maw (Oracle): 607.2b links a replacement effect that exiles; Rod of Absorption likewise
    card = mtglinks.analyze("If another creature would die, exile it instead.", name="Void Maw")
    assert kinds(card.abilities[0]) == {("exile", "replacement")}
    text = (
        "Whenever a player casts an instant or sorcery spell, exile it instead of putting it into a graveyard as it "
        "resolves."
    )
    card = mtglinks.analyze(text, name="Rod of Absorption")
    assert ("exile", "replacement") in kinds(card.abilities[0])
    # an exile that replaces nothing keeps no value
    text = "Exile target creature. Its controller gains life equal to its power."
    assert kinds(mtglinks.analyze(text, name="Swords to Plowshares").abilities[0]) == {("exile", None)}


def test_a_token_put_onto_the_battlefield_is_created_and_put_there() -> None:
    # Ant Queen (printed, older wording): "tokens put onto the battlefield with ~" (Tetravus) refers to such a put
    card = mtglinks.analyze("{1}{G}: Put a 1/1 green Insect creature token onto the battlefield.", name="Ant Queen")
    assert kinds(card.abilities[0]) == {("create_token", None), ("put_onto_battlefield", None)}


def test_the_card_an_aura_enchants_in_a_graveyard_returned_to_the_battlefield() -> None:
    # Animate Dead (Oracle): "enchanted creature card" is what the Aura enchants, returned by its trigger
    text = (
        'When this Aura enters, if it\'s on the battlefield, it loses "enchant creature card in a graveyard" and gains '
        '"enchant creature put onto the battlefield with this Aura." Return enchanted creature card to the battlefield '
        "under your control and attach this Aura to it. When this Aura leaves the battlefield, that creature's "
        "controller sacrifices it."
    )
    card = mtglinks.analyze(text, name="Animate Dead")
    assert ("put_onto_battlefield", None) in kinds(card.abilities[0])
    # Dance of the Dead (Oracle): put, tapped
    text = (
        "Put enchanted creature card onto the battlefield tapped under your control and attach Dance of the Dead to it."
    )
    assert kinds(mtglinks.analyze(text, name="Dance of the Dead").abilities[0]) == {("put_onto_battlefield", None)}


def test_the_exiled_cards_named_by_their_participle() -> None:
    # Chandra, Hope's Beacon (Oracle): "those exiled cards" refers to the cards the ability exiled
    text = (
        "Exile the top five cards of your library. Until the end of your next turn, you may cast an instant or "
        "sorcery spell from among those exiled cards."
    )
    assert kinds(mtglinks.analyze(text, name="Chandra, Hope's Beacon").abilities[0]) == {
        ("exile", None),
        ("the_exiled_card", None),
    }
    # Semblance Anvil (Oracle): "the exiled card" inside a qualifier is the exiled card, not "cards exiled with ~"
    text = "Spells you cast that share a card type with the exiled card cost {2} less to cast."
    assert kinds(mtglinks.analyze(text, name="Semblance Anvil").abilities[0]) == {("the_exiled_card", None)}
    # Knowledge Pool (Oracle): "cards exiled with ~" stays exiled_with_self
    text = (
        "Whenever a player casts a spell from their hand, that player exiles it. If the player does, they may cast a "
        "spell from among other cards exiled with Knowledge Pool without paying its mana cost."
    )
    assert kinds(mtglinks.analyze(text, name="Knowledge Pool").abilities[0]) == {
        ("exile", None),
        ("exiled_with_self", None),
    }


def test_that_color_after_a_choice_of_a_color_refers_to_it() -> None:
    # Persecute (Oracle): the choice and its use in one ability (607.2d)
    text = "Choose a color. Target player reveals their hand and discards all cards of that color."
    # the reference names the kind of value it refers to (features/chosen_queries.py)
    assert kinds(mtglinks.analyze(text, name="Persecute").abilities[0]) == {
        ("choose", "color"),
        ("chosen_ref", "color"),
    }
    # Astral Cornucopia (Oracle): in the mana an ability adds
    text = "{T}: Choose a color. Add one mana of that color for each charge counter on this artifact."
    assert ("chosen_ref", "color") in kinds(mtglinks.analyze(text, name="Astral Cornucopia").abilities[0])
    # Unmoored Ego (Oracle) and Mistform Wakecaster (Oracle): that name, that type
    text = (
        "Choose a card name. Search target opponent's graveyard, hand, and library for up to four cards with that name "
        "and exile them. That player shuffles, then draws a card for each card exiled from their hand this way."
    )
    assert ("chosen_ref", "card_name") in kinds(mtglinks.analyze(text, name="Unmoored Ego").abilities[0])
    text = "{2}{U}{U}, {T}: Choose a creature type. Each creature you control becomes that type until end of turn."
    assert ("chosen_ref", "type") in kinds(mtglinks.analyze(text, name="Mistform Wakecaster").abilities[0])


def test_that_color_with_no_choice_before_it_refers_to_none() -> None:
    # Bloom Tender (Oracle): "that color" is each color among the permanents, no choice
    text = "{T}: For each color among permanents you control, add one mana of that color."
    assert not {k for k in kinds(mtglinks.analyze(text, name="Bloom Tender").abilities[0]) if k[0] == "chosen_ref"}


def test_the_chosen_player_as_a_controller() -> None:
    # Pallimud (Oracle): "the chosen player" chosen as it entered
    text = "Pallimud's power is equal to the number of tapped lands the chosen player controls."
    card = mtglinks.analyze(text, name="Pallimud")
    assert ("chosen_ref", "player") in {(h.kind.value, h.value) for h in halves(card.abilities[0])}


def test_the_options_a_choice_lists_are_its_value() -> None:
    # the Sieges (Oracle: Citadel Siege), Linvala, Shield of Sea Gate and Sarpadian Empires, Vol. VII: words without
    # rules meaning (607.2f), each option by its lemmas as the anchor words of the modes are read ("Khans" -> "khan")
    cases = [
        ("Citadel Siege", "As this enchantment enters, choose Khans or Dragons.", "words:khan|dragon"),
        (
            "Linvala, Shield of Sea Gate",
            "Sacrifice Linvala: Choose hexproof or indestructible. Creatures you control gain that ability until end "
            "of turn.",
            "words:hexproof|indestructible",
        ),
        (
            "Sarpadian Empires, Vol. VII",
            "As this artifact enters, choose white Citizen, blue Camarid, black Thrull, red Goblin, or green "
            "Saproling.",
            "words:white citizen|blue camarid|black thrull|red goblin|green saproling",
        ),
        # Ashling's Prerogative (Oracle): a parity
        ("Ashling's Prerogative", "As this enchantment enters, choose odd or even.", "words:odd|even"),
    ]
    for name, text, value in cases:
        assert ("choose", value) in kinds(mtglinks.analyze(text, name=name).abilities[0]), name


def test_a_choice_read_as_an_action_with_its_alternative() -> None:
    # Monstrous Emergence (Oracle): the creature chosen is referred to as "the creature you chose"
    text = (
        "As an additional cost to cast this spell, choose a creature you control or reveal a creature card from your "
        "hand."
    )
    assert ("choose", "creature") in kinds(mtglinks.analyze(text, name="Monstrous Emergence").abilities[0])
