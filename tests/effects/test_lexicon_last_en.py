"""More words the English lexicon lacked where one word kept a sentence untyped (issue #22), on real card text (2026
Oracle wording of the cards named): every card of a library but the bottom ones, the starting player, augment, Oxen,
a player's own turns, untap steps counted, whose controller controls a basic land, phases and steps a player gets,
crewing with toughness, "as many times as they choose", a sideboard, choices of blocks made by another player, "that
combat", steps in the plural (lang/en/effect_words_lexicon_last.py)."""

from __future__ import annotations

import json

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Effect, ObjectPhrase, PlayerPhrase, TriggerEvent


def _actions(found: list[Effect]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def test_all_but_the_bottom_cards_of_a_library() -> None:
    # Nicol Bolas, the Arisen (−12)
    _, found = read("Exile all but the bottom card of target player's library.", name="Nicol Bolas, the Arisen")
    (exile,) = _actions(found)
    assert exile.verb == Verb.EXILE
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "all_but_bottom" and cards.zone == "library"


def test_become_the_starting_player() -> None:
    # Impatient Iguana
    _, found = read("If you do, you become the starting player.", name="Impatient Iguana")
    (become,) = _actions(found)
    (who,) = become.objects
    assert isinstance(who, PlayerPhrase) and who.who == "starting_player"


def test_a_card_with_augment() -> None:
    # Clever Combo (Unstable): a card with the keyword augment
    _, found = read(
        "Search your library for a host card or a card with augment, reveal it, put it into your hand, then shuffle.",
        name="Clever Combo",
    )
    search = _actions(found)[0]
    assert search.verb == Verb.SEARCH
    assert any(isinstance(o, ObjectPhrase) and "with:augment" in o.qualifiers for o in search.objects)


def test_oxen_the_plural_of_ox() -> None:
    # Bruse Tarl, Roving Rancher
    _, found = read("Oxen you control have double strike.", name="Bruse Tarl, Roving Rancher")
    (gain,) = _actions(found)
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.subtypes == ["Ox"]


def test_their_own_turns() -> None:
    # Dosan the Falling Leaf
    _, found = read("Players can cast spells only during their own turns.", name="Dosan the Falling Leaf")
    (cast,) = _actions(found)
    assert cast.verb == Verb.CAST and cast.condition is not None
    assert cast.condition.test == "only_during:their:turn"


def test_unspent_mana_of_one_color_kept() -> None:
    # Omnath, Locus of Mana
    _, found = read("You don't lose unspent green mana as steps and phases end.", name="Omnath, Locus of Mana")
    (keep,) = _actions(found)
    assert keep.verb == Verb.LOSE_MANA and keep.negated


def test_next_two_untap_steps() -> None:
    # Telekinesis
    _, found = read("It doesn't untap during its controller's next two untap steps.", name="Telekinesis")
    (untap,) = _actions(found)
    assert untap.verb == Verb.UNTAP and untap.negated


def test_whose_controller_controls_an_island() -> None:
    # Dwarven Sea Clan
    _, found = read(
        "Choose target attacking or blocking creature whose controller controls an Island.", name="Dwarven Sea Clan"
    )
    (what,) = found[0].to_dict()["objects"]
    assert "controller_controls:island" in what["qualifiers"]


def test_an_additional_upkeep_step_after_this_step() -> None:
    # The Ninth Doctor
    _, found = read("you get an additional upkeep step after this step.", name="The Ninth Doctor")
    (add,) = _actions(found)
    assert add.verb == Verb.ADD_PHASE and add.detail == ["upkeep", "after:this_step"]


def test_after_the_first_combat_phase_this_turn() -> None:
    # Swinging Ship
    _, found = read("After the first combat phase this turn, there's an additional combat phase.", name="Swinging Ship")
    (add,) = _actions(found)
    assert add.verb == Verb.ADD_PHASE and add.detail == ["combat"]
    assert add.condition is not None and add.condition.test == "after:first_combat_phase"


def test_crews_using_toughness() -> None:
    # Giant Ox
    _, found = read("~ crews Vehicles using its toughness rather than its power.", name="Giant Ox")
    (crew,) = _actions(found)
    assert crew.verb == Verb.CREW and crew.detail == ["as_though:toughness_for_power"]


def test_as_many_times_as_they_choose() -> None:
    # Trade Secrets
    _, found = read("That opponent may repeat this process as many times as they choose.", name="Trade Secrets")
    (repeat,) = _actions(found)
    assert repeat.verb == Verb.REPEAT and repeat.detail == ["times:any_number"]


def test_cards_from_a_sideboard() -> None:
    # Wormhole Warp
    _, found = read(
        "That player reveals cards from their sideboard at random until they reveal a nonland card.",
        name="Wormhole Warp",
    )
    reveal = _actions(found)[0]
    assert reveal.verb == Verb.REVEAL and reveal.zone_from == "outside"


def test_you_choose_which_creatures_block() -> None:
    # Melee
    _, found = read("You choose which creatures block this combat and how those creatures block.", name="Melee")
    (choose,) = _actions(found)
    assert choose.verb == Verb.CHOOSE and choose.detail == ["blocks"]


def test_that_combat() -> None:
    # Noctis, Heir Apparent
    _, found = read("It can't be blocked that combat.", name="Noctis, Heir Apparent")
    (block,) = _actions(found)
    assert block.verb == Verb.BLOCK and block.negated


def test_each_of_your_draw_steps() -> None:
    # Giant Oyster (its delayed trigger)
    _, found = read(
        "At the beginning of each of your draw steps, put a -1/-1 counter on that creature.", name="Giant Oyster"
    )
    (event,) = [node for node in found if isinstance(node, TriggerEvent)]
    assert event.event == "your:draw_step"


def test_has_starting_loyalty() -> None:
    # Ob Nixilis, the Adversary (casualty X: the copy)
    _, found = read("The copy isn't legendary and has starting loyalty X.", name="Ob Nixilis, the Adversary")
    assert "starting_loyalty:X" in json.dumps([node.to_dict() for node in found])


def test_the_chosen_pile() -> None:
    # Truth or Tale
    _, found = read(
        "Put a card from the chosen pile into your hand, then put all other cards revealed this way on the bottom of"
        " your library in any order.",
        name="Truth or Tale",
    )
    assert _actions(found)[0].verb == Verb.PUT


def test_mana_the_sacrificed_land_could_produce() -> None:
    # Squandered Resources
    _, found = read("Add one mana of any type the sacrificed land could produce.", name="Squandered Resources")
    (add,) = _actions(found)
    assert "any_type:sacrificed_land" in json.dumps(add.to_dict())


def test_the_final_chapter_ability_of_a_saga_resolves() -> None:
    # Historian's Boon
    _, found = read(
        "Whenever the final chapter ability of a Saga you control triggers, create a 4/4 white Angel creature token"
        " with flying and vigilance.",
        name="Historian's Boon",
    )
    (event,) = [node for node in found if isinstance(node, TriggerEvent)]
    assert event.event == "final_chapter_triggered"


def test_times_the_planar_die_was_rolled() -> None:
    # Li'l Giri Saves the Day (its chapter)
    _, found = read(
        "Put X +1/+1 counters on target legendary artifact creature you control, where X is the number of times you've"
        " rolled the planar die this turn.",
        name="Li'l Giri Saves the Day",
    )
    assert "planar_die_rolls_this_turn" in json.dumps([node.to_dict() for node in found])


def test_a_creature_that_fought_this_turn() -> None:
    # Boxing Ring (its activated ability's restriction)
    _, found = read("Activate only if you control a creature that fought this turn.", name="Boxing Ring")
    assert "fought_this_turn" in json.dumps([node.to_dict() for node in found])


def test_the_next_combat_phase_this_turn() -> None:
    # Feral Encounter (its delayed trigger)
    _, found = read(
        "At the beginning of the next combat phase this turn, target creature you control deals damage equal to its"
        " power to up to one target creature you don't control.",
        name="Feral Encounter",
    )
    (event,) = [node for node in found if isinstance(node, TriggerEvent)]
    assert event.event == "next:combat"


def test_for_the_remainder_of_the_game() -> None:
    # Karlov's Crossbow
    _, found = read(
        "For the remainder of the game, spells you cast named ~ cost {1} less to cast.", name="Karlov's Crossbow"
    )
    assert "rest_of_game" in json.dumps([node.to_dict() for node in found])


def test_devotion_to_a_wedge() -> None:
    # Devoted Temur
    _, found = read(
        "Target creature gets +X/+X until end of turn, where X is your devotion to Temur.", name="Devoted Temur"
    )
    assert '"devotion"' in json.dumps([node.to_dict() for node in found])


def test_a_huntsman_role() -> None:
    # Garruk's Lost Wolf // Hey, Has Anyone Seen Garruk?
    _, found = read(
        "Create a Huntsman Role token attached to another target creature you control.", name="Garruk's Lost Wolf"
    )
    (create,) = _actions(found)
    assert create.verb == Verb.CREATE and "Huntsman Role" in json.dumps(create.to_dict())


def test_skip_your_upkeep_step() -> None:
    # Gibbering Descent (Hellbent)
    _, found = read("Skip your upkeep step if you have no cards in hand.", name="Gibbering Descent")
    (skip,) = _actions(found)
    assert skip.verb == Verb.SKIP and skip.condition is not None


def test_all_but_that_many() -> None:
    # Choice of Damnations
    _, found = read(
        "If you don't, that player sacrifices all but that many permanents of their choice.",
        name="Choice of Damnations",
    )
    (sacrifice,) = _actions(found)
    assert sacrifice.verb == Verb.SACRIFICE
    assert "all_but:that_many" in json.dumps(sacrifice.to_dict())


def test_which_have_as_that_have() -> None:
    # Canoptek Wraith
    _, found = read(
        "Then search your library for up to two basic land cards which have the same name as the chosen land, put"
        " them onto the battlefield tapped, then shuffle.",
        name="Canoptek Wraith",
    )
    assert _actions(found)[0].verb == Verb.SEARCH


def test_you_choose_how_each_player_votes() -> None:
    # Illusion of Choice
    _, found = read("You choose how each player votes this turn.", name="Illusion of Choice")
    (choose,) = _actions(found)
    assert choose.verb == Verb.CHOOSE and choose.detail == ["votes"]


def test_during_extra_turns() -> None:
    # Medomai the Ageless
    _, found = read("~ can't attack during extra turns.", name="Medomai the Ageless")
    (attack,) = _actions(found)
    assert attack.verb == Verb.ATTACK and attack.negated
    assert "extra_turns" in json.dumps(attack.to_dict())


def test_spend_only_mana_of_the_chosen_color() -> None:
    # Throne of Eldraine (the restriction of its activated ability)
    _, found = read("Spend only mana of the chosen color to activate this ability.", name="Throne of Eldraine")
    (spend,) = _actions(found)
    assert spend.verb == Verb.SPEND and spend.detail == ["only:chosen_color:to_activate"]
