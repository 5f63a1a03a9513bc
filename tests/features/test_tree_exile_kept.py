"""Old printed English that kept cards on or under the object itself instead of exiling them with it: the effect tree
reads the put (grammar/effects-en/4-kept-on-self.lark) and the linker's query takes it for the exile its other
abilities refer to (607.2a), on real card text."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Ability, Action, Card


def _exiles(ability: Ability) -> list[str]:
    return [half.text for half in cost_queries.halves(ability) if half.kind == K.EXILE]


def _links(card: Card) -> set[tuple[str, int, int]]:
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def _puts(ability: Ability) -> list[Action]:
    """The cards kept on or under the object: an exile, as today's text says, with where the printed text put them."""
    return [e for e in ability.effects if isinstance(e, Action) and any(d.startswith("kept:") for d in e.detail)]


def test_cards_put_face_down_on_the_card_itself() -> None:
    # Duplicity (printed)
    card = mtglinks.analyze(
        "When Duplicity comes into play, put the top five cards of your library face down on Duplicity.\nDuring your "
        "upkeep, you may exchange all the cards in your hand for the cards on Duplicity.\nAt the end of your turn, "
        "choose and discard a card.\nIf you lose control of Duplicity, put all cards on it into owner's graveyard.",
        name="Duplicity",
    )
    (put,) = _puts(card.abilities[0])
    assert put.detail == ["face_down", "kept:on_self"]
    assert _exiles(card.abilities[0]) == ["put the top five cards of your library face down on ~"]
    assert {("607.2a", 0, 1), ("607.2a", 0, 3)} <= _links(card)


def test_cards_put_face_down_under_the_card_itself() -> None:
    # Mangara's Tome (printed)
    card = mtglinks.analyze(
        "When Mangara's Tome comes into play, search your library and choose any five cards. Shuffle these cards and "
        "put them face down under Mangara's Tome. Shuffle your library afterwards.\nIf you lose control of Mangara's "
        "Tome, remove all cards under it from the game.\n{2}: Instead of drawing a card, put the top card from under "
        "Mangara's Tome into your hand.",
        name="Mangara's Tome",
    )
    (put,) = _puts(card.abilities[0])
    assert put.detail == ["face_down", "kept:under_self"]
    assert len(_exiles(card.abilities[0])) == 1
    assert ("607.2a", 0, 1) in _links(card)


def test_a_creature_put_on_the_card_itself() -> None:
    # Cold Storage (printed)
    card = mtglinks.analyze(
        "{3}: Put target creature you control on Cold Storage.\nSacrifice Cold Storage: Put all creature cards on Cold "
        "Storage into play.",
        name="Cold Storage",
    )
    assert _exiles(card.abilities[0]) == ["Put target creature you control on ~"]
    assert ("607.2a", 0, 1) in _links(card)


def test_counters_put_on_the_card_are_no_cards_kept() -> None:
    # Chronomaton (printed): a counter put on the card itself keeps no card there
    card = mtglinks.analyze("{1}, {T}: Put a +1/+1 counter on Chronomaton.", name="Chronomaton")
    assert [e.verb for e in card.abilities[0].effects if isinstance(e, Action)] == ["put_counter"]
    assert not _exiles(card.abilities[0])


def test_a_library_targeted_alone() -> None:
    # Circu, Dimir Lobotomist (printed)
    card = mtglinks.analyze(
        "Whenever you play a blue spell, remove the top card of target library from the game.\nWhenever you play a "
        "black spell, remove the top card of target library from the game.\nYour opponents can't play nonland cards "
        "with the same name as a card removed from the game with Circu, Dimir Lobotomist.",
        name="Circu, Dimir Lobotomist",
    )
    assert all(e.kind != "untyped" for e in card.abilities[0].effects)
    assert len(_exiles(card.abilities[0])) == 1
    assert {("607.2a", 0, 2), ("607.2a", 1, 2)} <= _links(card)


def _typed_exile(text: str, name: str, at: int = 0) -> Ability:
    card = mtglinks.analyze(text, name=name)
    ability = card.abilities[at]
    assert any(isinstance(e, Action) and e.verb == "exile" for e in ability.effects)
    assert _exiles(ability)
    return ability


def test_old_printed_exiles_said_with_from_the_game() -> None:
    # Wall of Nets, Shell of the Last Kappa, Faceless Devourer, Safe Haven (printed): "from the game" before what is
    # removed, after a keyword of the object, "from game"
    _typed_exile("At end of combat, remove from the game all creatures blocked by Wall of Nets.", "Wall of Nets")
    _typed_exile(
        "{3}, {T}: Remove from the game target instant or sorcery spell that targets you.", "Shell of the Last Kappa"
    )
    _typed_exile(
        "When Faceless Devourer comes into play, remove another target creature with shadow from the game.",
        "Faceless Devourer",
    )
    _typed_exile("{2}, {T}: Remove target creature you control from game.", "Safe Haven")


def test_an_exile_that_pays_for_what_follows() -> None:
    # Royal Herbalist (printed): the exile, then what it pays for
    ability = _typed_exile("{2}: Remove the top card of your library from the game to gain 1 life.", "Royal Herbalist")
    assert [e.verb for e in ability.effects if isinstance(e, Action)] == ["exile", "gain_life"]


def test_an_exile_instead_of_paying_the_mana_cost() -> None:
    # Vine Dryad (printed), as "rather than pay this spell's mana cost" reads
    ability = _typed_exile(
        "Flash\nForestwalk\nYou may remove a green card in your hand from the game instead of paying Vine Dryad's mana "
        "cost.",
        "Vine Dryad",
        at=2,
    )
    (exile,) = [e for e in ability.effects if isinstance(e, Action)]
    assert exile.detail == ["rather_than:mana_cost"]


def test_oracle_exiles_the_tree_read_late() -> None:
    # Shared Fate, Memory Test, Smog Smasher (Oracle)
    _typed_exile(
        "If a player would draw a card, that player exiles the top card of one of their opponents' libraries face "
        "down instead.\nEach player may look at cards they exiled with this enchantment, and they may play lands and "
        "cast spells from among those cards.",
        "Shared Fate",
    )
    _typed_exile(
        "When this Attraction enters, target opponent exiles cards from the bottom of their library until they exile "
        "five nonland cards, then turns those nonland cards face down.",
        "Memory Test",
    )
    card = mtglinks.analyze(
        "Whenever one or more creatures you control deal combat damage to a player, conjure a duplicate of target "
        "nontoken creature into exile.",
        name="Smog Smasher",
    )
    assert _exiles(card.abilities[0])


def test_an_exile_cost_naming_more_than_the_card() -> None:
    # Mechtitan Core (Oracle): the other artifacts exiled with it come back; "Exile ~:" alone keeps nothing
    card = mtglinks.analyze(
        "{5}, Exile this Vehicle and four other artifact creatures and/or Vehicles you control: Create Mechtitan, a "
        "legendary 10/10 Construct artifact creature token with flying, vigilance, trample, lifelink, and haste that's "
        "all colors. When that token leaves the battlefield, return all cards exiled with this Vehicle to the "
        "battlefield under their owner's control.\nCrew 2",
        name="Mechtitan Core",
    )
    assert _exiles(card.abilities[0])
    # Simian Spirit Guide (Oracle): the card exiles itself alone
    single = mtglinks.analyze("Exile this card from your hand: Add {R}.", name="Simian Spirit Guide")
    assert not _exiles(single.abilities[0])


def _exiled_refs(ability: Ability) -> int:
    return sum(1 for half in cost_queries.halves(ability) if half.kind == K.THE_EXILED_CARD)


def test_the_cards_exiled_before_named_by_old_printed_words() -> None:
    # Wormfang Crab, Windbrisk Heights (printed): "the removed card"; Chrome Mox (Oracle, and Fifth Dawn's "the
    # imprinted card's colors"); Isochron Scepter (printed): "the imprinted instant card"
    crab = mtglinks.analyze(
        "When Wormfang Crab leaves play, return the removed card to play under its owner's control.",
        name="Wormfang Crab",
    )
    assert _exiled_refs(crab.abilities[0]) == 1
    heights = mtglinks.analyze(
        "{W}, {T}: You may play the removed card without paying its mana cost if you attacked with three or more "
        "creatures this turn.",
        name="Windbrisk Heights",
    )
    assert _exiled_refs(heights.abilities[0]) == 1
    for text in (
        "{T}: Add one mana of any of the exiled card's colors.",
        "{T}: Add one mana of any of the imprinted card's colors to your mana pool.",
    ):
        mox = mtglinks.analyze(text, name="Chrome Mox")
        assert _exiled_refs(mox.abilities[0]) == 1, text
    scepter = mtglinks.analyze(
        "{2}, {T}: You may copy the imprinted instant card and play the copy without paying its mana cost.",
        name="Isochron Scepter",
    )
    assert _exiled_refs(scepter.abilities[0]) == 1


def test_a_card_exiled_with_it_cast_without_paying_that_cards_mana_cost() -> None:
    # Knowledge Pool (Oracle)
    card = mtglinks.analyze(
        "Imprint — When Knowledge Pool enters the battlefield, each player exiles the top three cards of their "
        "library.\nWhenever a player casts a spell from their hand, that player exiles it. If the player does, they "
        "may cast another nonland card exiled with Knowledge Pool without paying that card's mana cost.",
        name="Knowledge Pool",
    )
    ability = card.abilities[1]
    assert all(e.kind != "untyped" for e in ability.effects)
    assert any(half.kind == K.EXILED_WITH_SELF for half in cost_queries.halves(ability))
