"""Objects put onto the battlefield in the older printed wordings and a few Oracle ones (rule 607.2c: the acting half
of "put onto the battlefield with ~", "tokens created with ~"), read whole on real card text so that the linker's
query (`features/queries.py`) finds the put in the typed tree (lang/en/effect_words_put.py, the block "lane en-links"
of grammar/effects-en.lark)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

from mtglinks.features.queries import halves
from mtglinks.kinds import FeatureKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference


def _puts(card_text: str, name: str) -> set[str]:
    card, _ = read(card_text, name)
    return {str(half.kind) for ability in card.iter_abilities() for half in halves(ability)}


def test_put_under_another_players_control() -> None:
    # Hunted Lammasu (RAV), Waiting in the Weeds (MIR): whose control in the older wordings
    _, (_, put) = read(
        "When Hunted Lammasu comes into play, put a 4/4 black Horror creature token into play under target opponent's "
        "control.",
        "Hunted Lammasu",
    )
    assert isinstance(put, Action) and put.verb == Verb.CREATE and put.zone_to == "battlefield"
    assert "under:target_opponent" in put.detail
    _, (weeds,) = read(
        "For each untapped forest he or she controls, each player puts a Cat token into play under his or her control.",
        "Waiting in the Weeds",
    )
    assert isinstance(weeds, Action) and "under:their" in weeds.detail


def test_put_directly_into_play_as_though_just_summoned() -> None:
    # Untamed Wilds (4ED): "directly" adds nothing; Purgatory's kin: "as though it were just played" a detail
    card, (_, put) = read("Search your library for any one basic land and put it directly into play.", "Untamed Wilds")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    _, (reanimate,) = read(
        "Put target creature card from any graveyard into play under your control as though it were just summoned.",
        "Reanimate",
    )
    assert isinstance(reanimate, Action) and reanimate.zone_from == "graveyard"
    assert "as_though:just_entered" in reanimate.detail and "under_your_control" in reanimate.detail


def test_put_onto_the_battlefield_attacking_or_blocking() -> None:
    # Brimaz, King of Oreskos (BNG): how the token enters, after the zone (as "tapped and attacking")
    for sentence, how in (
        (
            "Whenever Brimaz, King of Oreskos attacks, put a 1/1 white Cat Soldier creature token with vigilance onto "
            "the battlefield attacking.",
            "attacking",
        ),
        (
            "Whenever Brimaz blocks a creature, put a 1/1 white Cat Soldier creature token with vigilance onto the "
            "battlefield blocking that creature.",
            "blocking:that_creature",
        ),
    ):
        _, (_, put) = read(sentence, "Brimaz, King of Oreskos")
        assert isinstance(put, Action) and put.verb == Verb.CREATE and how in put.detail


def test_put_attached_to_it_or_enchanting() -> None:
    # Holy Avenger (Oracle): "attached to it"; Dragon Breath (SCG): old "to play enchanting that creature"
    card, (_, put) = read(
        "Whenever equipped creature deals combat damage, you may put an Aura card from your hand onto the battlefield "
        "attached to it.",
        "Holy Avenger",
    )
    assert isinstance(put, Action) and put.verb == Verb.PUT and "attached_to" in put.detail
    it = put.objects[-1]
    assert isinstance(it, Reference) and it.refers == "anaphora" and original(card, it) == "it"
    _, (_, dragon) = read(
        "When a creature with converted mana cost 6 or more comes into play, you may return Dragon Breath from your "
        "graveyard to play enchanting that creature.",
        "Dragon Breath",
    )
    assert isinstance(dragon, Action) and dragon.verb == Verb.RETURN and dragon.zone_to == "battlefield"
    assert "attached_to" in dragon.detail


def test_returned_to_play_under_control_before_what() -> None:
    # Synod Sanctum (MRD): the zone and whose control before the cards, which were "removed from the game with ~"
    _, (ret,) = read(
        "Return to play under your control all cards removed from the game with Synod Sanctum.", "Synod Sanctum"
    )
    assert isinstance(ret, Action) and ret.verb == Verb.RETURN and ret.zone_to == "battlefield"
    assert "under_your_control" in ret.detail
    (cards,) = ret.objects
    assert isinstance(cards, ObjectPhrase) and "exiled_with_self" in cards.qualifiers


def test_a_cost_paid_to_put() -> None:
    # Goblin Warrens (FEM), Thallid (FEM): the older "X to put …" is a put whose condition is the cost paid
    card, (put,) = read("Sacrifice two Goblins to put three Goblin tokens into play.", "Goblin Warrens")
    assert isinstance(put, Action) and put.verb == Verb.CREATE and put.zone_to == "battlefield"
    assert isinstance(put.condition, EffectCondition) and put.condition.test == "by_paying"
    (paid,) = put.condition.about
    assert isinstance(paid, Action) and paid.verb == Verb.SACRIFICE
    assert original(card, paid) == "Sacrifice two Goblins"
    assert original(card, put) == "put three Goblin tokens into play"
    assert {"put_onto_battlefield", "create_token"} <= _puts(
        "{0}: Remove three spore counters from Thallid to put a Saproling token into play.", "Thallid"
    )
    assert str(FeatureKind.PUT_ONTO_BATTLEFIELD) in _puts(
        "Put target creature card from one of your opponents' graveyards into play under your control.",
        "Ashen Powder",
    )


def test_the_top_creature_card_from_a_graveyard() -> None:
    # Corpse Dance (ICE): "from your graveyard" where the Oracle says "of your graveyard"
    card, (put,) = read("Put the top creature card from your graveyard into play.", "Corpse Dance")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_from == "graveyard"
    (top,) = put.objects
    assert isinstance(top, ObjectPhrase) and top.determiner == "top" and top.types == ["creature", "card"]
    assert original(card, top) == "the top creature card from your graveyard"


def test_returned_face_up_or_down_converted_or_flipped() -> None:
    # Deathmist Raptor, Optimus Prime, Hero, Homura, Human Ascendant (Oracle): how it enters, after the zone
    for text, name, how in (
        (
            "Whenever a permanent you control is turned face up, you may return Deathmist Raptor from your graveyard "
            "to the battlefield face up or face down.",
            "Deathmist Raptor",
            "face_up_or_down",
        ),
        (
            "When Optimus Prime dies, return it to the battlefield converted under its owner's control.",
            "Optimus Prime, Hero",
            "converted",
        ),
        ("When Homura dies, return it to the battlefield flipped.", "Homura, Human Ascendant", "flipped"),
    ):
        _, (_, ret) = read(text, name)
        assert isinstance(ret, Action) and ret.verb == Verb.RETURN and ret.zone_to == "battlefield"
        assert how in ret.detail


def test_a_cost_paid_to_return_what_the_card_removed_from_the_game() -> None:
    # Safe Haven (4ED): "to return", and "it has removed from the game" what the card exiled (as "exiled with it")
    card, (ret,) = read(
        "Sacrifice Safe Haven to return all creatures it has removed from the game directly into play under their "
        "owners' control as though they were just summoned.",
        "Safe Haven",
    )
    assert isinstance(ret, Action) and ret.verb == Verb.RETURN and ret.zone_to == "battlefield"
    assert isinstance(ret.condition, EffectCondition) and ret.condition.test == "by_paying"
    (creatures,) = ret.objects
    assert isinstance(creatures, ObjectPhrase) and "exiled_with" in creatures.qualifiers
    assert original(card, ret).startswith("return all creatures")
    assert {"under:owner", "as_though:just_entered"} <= set(ret.detail)


def test_a_token_named_by_an_unknown_word_in_an_older_printing() -> None:
    # The Hive (4ED), Giant Caterpillar (MIR): the token's name before "token" is read as its subtype
    _, (put,) = read("{5}, {T}: Put a Wasp token into play.", "The Hive")
    assert isinstance(put, Action) and put.verb == Verb.CREATE
    (wasp,) = put.objects
    assert isinstance(wasp, ObjectPhrase) and wasp.subtypes == ["Wasp"] and wasp.types == ["token"]
    _, (butterfly,) = read(
        "{G}, Sacrifice Giant Caterpillar: Put a 1/1 green Butterfly creature token with flying into play at end of "
        "turn.",
        "Giant Caterpillar",
    )
    assert isinstance(butterfly, Action) and butterfly.verb == Verb.CREATE


def test_taken_from_a_zone_and_put_into_play() -> None:
    # Resurrection (4ED), Summer Bloom (MIR): one put of the objects taken, from the zone they are taken from
    card, (put,) = read("Take a creature from your graveyard and put it directly into play.", "Resurrection")
    assert isinstance(put, Action) and put.verb == Verb.PUT
    assert put.zone_from == "graveyard" and put.zone_to == "battlefield"
    (creature,) = put.objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["creature"]
    assert original(card, put) == "Take a creature from your graveyard and put it directly into play"
    _, (bloom,) = read("Take up to three lands from your hand and put them into play.", "Summer Bloom")
    assert isinstance(bloom, Action) and bloom.zone_from == "hand" and bloom.zone_to == "battlefield"
