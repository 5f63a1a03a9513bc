"""Objects put onto the battlefield in the older printed wordings and a few Oracle ones (rule 607.2c: the acting half
of "put onto the battlefield with ~", "tokens created with ~"), read whole on real card text so that the linker's
query (`features/queries.py`) finds the put in the typed tree (lang/en/effect_words_put.py, the block "lane en-links"
of grammar/effects-en.lark)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

from mtglinks.features.queries import halves
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Reference


def _puts(card_text: str, name: str) -> set[str]:
    card, _ = read(card_text, name)
    return {str(half.kind) for ability in card.iter_abilities() for half in halves(ability)}


def test_put_under_another_players_control() -> None:
    # Hunted Lammasu (RAV): whose control in the older wording
    _, (_, put) = read(
        "When Hunted Lammasu comes into play, put a 4/4 black Horror creature token into play under target opponent's "
        "control.",
        "Hunted Lammasu",
    )
    assert isinstance(put, Action) and put.verb == Verb.CREATE and put.zone_to == "battlefield"
    assert "under:target_opponent" in put.detail


def test_put_directly_into_play_from_any_graveyard() -> None:
    # Untamed Wilds (4ED): "directly" adds nothing; Reanimate (TMP): "from any graveyard" as "from a graveyard"
    card, (_, put) = read("Search your library for any one basic land and put it directly into play.", "Untamed Wilds")
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    _, (reanimate,) = read("Put target creature card from any graveyard into play under your control.", "Reanimate")
    assert isinstance(reanimate, Action) and reanimate.zone_from == "graveyard"
    assert "under_your_control" in reanimate.detail
    _, (powder,) = read(
        "Put target creature card from one of your opponents' graveyards into play under your control.", "Ashen Powder"
    )
    assert isinstance(powder, Action) and powder.zone_from == "graveyard" and powder.zone_to == "battlefield"


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
    # the linker's query reads the put (607.2c's acting half) in the typed tree
    assert "put_onto_battlefield" in _puts(
        "When a creature with converted mana cost 6 or more comes into play, you may return Dragon Breath from your "
        "graveyard to play enchanting that creature.",
        "Dragon Breath",
    )


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
