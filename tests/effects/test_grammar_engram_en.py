"""Sentences of the 2026 Oracle text (and of older printed text) whose reading stopped in the grammar (issue #22),
on real card text: the shapes read since, and the rule methods that crashed on a choice where they wanted an action."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


def _untyped_reasons(text: str, name: str | None = None) -> list[str]:
    card = mtglinks.parse(text, name=name)
    return [
        str(n.to_dict().get("reason")) for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.UNTYPED
    ]


def test_a_choice_not_made_is_no_internal_error() -> None:
    # Territorial Hellkite (2026 Oracle text): `cond_you_do_this_way` took the action of the predicate, and "choose an
    # opponent" is a choice: StopIteration, reported as an untyped "internal error"
    text = (
        "At the beginning of combat on your turn, choose an opponent at random that this creature didn't attack "
        "during your last combat. This creature attacks that player this combat if able. If you can't choose an "
        "opponent this way, tap this creature."
    )
    assert not any("internal error" in r for r in _untyped_reasons(text, "Territorial Hellkite"))
    card, found = read("If you can't choose an opponent this way, tap this creature.")
    (tap,) = found
    assert isinstance(tap, Action) and tap.verb == Verb.TAP
    assert isinstance(tap.condition, EffectCondition) and tap.condition.test == "you_cant:did"
    (choose,) = tap.condition.about
    assert isinstance(choose, Action) and choose.verb == Verb.CHOOSE
    assert choose.detail == ["what:opponent", "this_way"]


def test_a_trigger_on_a_choice_is_no_internal_error() -> None:
    # Taoist Hermit (printed, Portal Three Kingdoms): the event's rule took its first action, and a choice has none:
    # IndexError, reported as an untyped "internal error"
    text = "Whenever your opponent chooses a creature in play, he or she can't choose Taoist Hermit."
    assert not any("internal error" in r for r in _untyped_reasons(text, "Taoist Hermit"))
    card, found = read(text, "Taoist Hermit")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CHOOSE
    (choose,) = event.actions
    (chosen,) = choose.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.types == ["creature"] and chosen.zone == "battlefield"
    assert isinstance(choose.actor, ObjectPhrase) and choose.actor.types == ["opponent"]


def _only(text: str) -> object:
    card, found = read(text)
    return found[-1]


def test_abilities_had_with_the_or_each_or_but_some() -> None:
    # Vazal, the Compleat
    got = _only("~ has the activated abilities of all other permanents on the battlefield.")
    assert isinstance(got, Action) and got.verb == Verb.GAIN_ABILITY
    (had,) = got.objects
    assert isinstance(had, ObjectPhrase) and had.types == ["activated_ability"] and had.determiner == "the"
    # Kasmina, Enigma Sage
    got = _only("Each other planeswalker you control has the loyalty abilities of ~.")
    assert isinstance(got, Action) and got.verb == Verb.GAIN_ABILITY
    assert isinstance(got.objects[0], ObjectPhrase) and got.objects[0].types == ["loyalty_ability"]
    # Sharkey, Tyrant of the Shire
    got = _only("~ has all activated abilities of lands your opponents control except mana abilities.")
    assert isinstance(got, Action) and got.verb == Verb.GAIN_ABILITY and got.detail == ["except:mana_ability"]
    assert isinstance(got.objects[0], ObjectPhrase) and got.objects[0].qualifiers == ["of:land"]
    # Blood Sun
    got = _only("All lands lose all abilities except mana abilities.")
    assert isinstance(got, Action) and got.verb == Verb.LOSE_ABILITY
    assert got.detail == ["keyword:all_abilities", "except:mana_ability"]
    # Polis the Planeshifter
    got = _only("~ has all abilities of the last chosen plane.")
    assert isinstance(got, Action) and got.verb == Verb.GAIN_ABILITY
    assert isinstance(got.objects[0], ObjectPhrase) and got.objects[0].types == ["ability"]


def test_a_keyword_of_something_other_than_abilities_stays_untyped() -> None:
    # Magnigoth Treefolk: "landwalk of that type" is no ability of an object
    reasons = _untyped_reasons("For each basic land type among lands you control, ~ has landwalk of that type.")
    assert reasons and "landwalk of" in reasons[0]


def test_players_by_life_or_by_what_they_have_than_you_do() -> None:
    # Keeper of the Light
    got = _only("Choose target opponent who has more life than you do as you activate this ability.")
    assert isinstance(got, Choice)
    (player,) = got.objects
    assert isinstance(player, PlayerPhrase) and player.who == "target_opponent"
    (relative,) = player.relative
    assert isinstance(relative, EffectCondition) and relative.test == "life:more:than:you"
    # Keeper of the Dead: "than you do" reads as "than you"
    got = _only("Choose target opponent who controls more creatures than you do as you activate this ability.")
    assert isinstance(got, Choice) and isinstance(got.objects[0], PlayerPhrase)
    assert got.objects[0].relative[0].test == "control"  # type: ignore[attr-defined]
    # Triskaidekaphobia
    got = read("Each player with exactly 13 life loses the game, then each player gains 1 life.")[1][0]
    assert isinstance(got, Action) and isinstance(got.actor, PlayerPhrase)
    assert got.actor.relative[0].test == "life:exactly:13"  # type: ignore[attr-defined]


def test_steps_of_your_turn_said_after_the_step() -> None:
    # Lara Croft, Tomb Raider: "At end of combat on your turn, …"
    card, found = read("At end of combat on your turn, draw a card.")
    assert isinstance(found[0], TriggerEvent) and found[0].event == "your_end_of_combat"
    # Kav Landseeker: "At the beginning of the end step on your next turn, sacrifice that token."
    got = _only("At the beginning of the end step on your next turn, sacrifice that token.")
    assert isinstance(got, Action) and got.verb == Verb.SACRIFICE
    # Brazen Cannonade
    got = _only("Until end of combat on your next turn, you may play that card.")
    assert isinstance(got, Action) and got.duration is not None
    assert got.duration.until == "your_next:end_of_combat"


def test_if_you_do_and_a_state() -> None:
    # My First Tome
    got = _only("If you do and they guessed wrong, you draw a card.")
    assert isinstance(got, Action) and got.verb == Verb.DRAW
    assert got.condition is not None and got.condition.test == "and"
    did, guessed = got.condition.about
    assert isinstance(did, EffectCondition) and did.test == "you_do"
    assert isinstance(guessed, EffectCondition) and guessed.test == "guessed_wrong"


def test_counters_got_with_no_number_and_numbers_summed() -> None:
    # Melira, Sylvok Outcast
    got = _only("You can't get poison counters.")
    assert isinstance(got, Action) and got.verb == Verb.GET_COUNTER and got.negated
    assert got.detail == ["counter:poison"]
    # Cut Down
    got = _only("Destroy target creature with total power and toughness 5 or less.")
    assert isinstance(got, Action) and isinstance(got.objects[0], ObjectPhrase)
    assert got.objects[0].qualifiers == ["total_power_and_toughness:5:or_less"]
    # Sword of the Squeak
    got = _only("Equipped creature gets +1/+1 for each creature you control with base power or toughness 1.")
    assert isinstance(got, Action) and isinstance(got.per, ObjectPhrase)
    assert got.per.qualifiers == ["base_power_or_toughness:1:exactly"]


def test_blocking_or_blocked() -> None:
    # Tactical Advantage
    got = _only("Target blocking or blocked creature you control gets +2/+2 until end of turn.")
    assert isinstance(got, Action) and isinstance(got.actor, ObjectPhrase)
    assert "blocking_or_blocked" in str(got.actor.to_dict())


def test_protection_from_that_color_or_a_non_type_and_a_color_of_an_object() -> None:
    # Sungold Sentinel
    text = (
        "~ gains hexproof from that color until end of turn and can't be blocked by creatures of that color this turn."
    )
    gain = read(text)[1][0]
    assert isinstance(gain, Action) and gain.detail == ["keyword:hexproof:from:that_color"]
    # Spare from Evil
    got = _only("Creatures you control gain protection from non-Human creatures until end of turn.")
    assert isinstance(got, Action) and got.detail == ["keyword:protection:from:non_Human:creature"]
    # Meteor Crater
    got = _only("Choose a color of a permanent you control.")
    assert isinstance(got, Choice) and got.what == "color"
    (whose,) = got.objects
    assert isinstance(whose, ObjectPhrase) and whose.types == ["permanent"] and whose.controller == "you"


def test_an_object_that_did_either_or_during_their_last_turn() -> None:
    # Gideon's Triumph
    got = _only("Target opponent sacrifices a creature of their choice that attacked or blocked this turn.")
    assert isinstance(got, Action) and got.verb == Verb.SACRIFICE
    (creature,) = got.objects
    assert isinstance(creature, ObjectPhrase)
    (did,) = creature.relative
    assert isinstance(did, Action) and did.verb == Verb.ATTACK and did.alternatives[0].verb == Verb.BLOCK  # type: ignore[attr-defined]
    # Heat Stroke: "At end of combat, destroy each creature that blocked or was blocked this turn."
    got = _only("Destroy each creature that blocked or was blocked this turn.")
    assert isinstance(got, Action) and isinstance(got.objects[0], ObjectPhrase)
    (did,) = got.objects[0].relative
    assert isinstance(did, Action) and did.verb == Verb.BLOCK and did.detail == ["or_by"]
    # Avenge
    got = _only("~ costs {2} less to cast if a player attacked you during their last turn.")
    assert isinstance(got, Action) and got.condition is not None
    (attack,) = got.condition.about
    assert isinstance(attack, Action) and attack.duration is not None and attack.duration.until == "their_last_turn"


def test_with_all_creature_types_and_when_the_card_leaves() -> None:
    # Faceless Haven
    got = _only("~ becomes a 4/3 creature with vigilance and all creature types until end of turn.")
    assert isinstance(got, Action) and isinstance(got.objects[0], ObjectPhrase)
    assert got.objects[0].qualifiers == ["4/3", "with:vigilance,all_creature_types"]
    # Stangg
    got = _only("Exile that token when ~ leaves the battlefield.")
    assert isinstance(got, Action) and got.verb == Verb.EXILE
    assert got.condition is not None and got.condition.test == "when"
    (left,) = got.condition.about
    assert isinstance(left, Action) and left.verb == Verb.LEAVE_BATTLEFIELD
    # Unstable Amulet
    got = _only("You may play it until you exile another card with ~.")
    assert isinstance(got, Action) and got.verb == Verb.PLAY


def test_objects_that_each_have_a_number_and_a_zone_left_after_the_zone_reached() -> None:
    # Uncage the Menagerie
    got = read(
        "Search your library for up to X creature cards with different names that each have mana value X, reveal "
        "them, put them into your hand, then shuffle."
    )[1][0]
    assert isinstance(got, Action) and got.verb == Verb.SEARCH
    (cards,) = got.objects
    assert isinstance(cards, ObjectPhrase) and "mana_value:X:exactly" in cards.qualifiers
    # Kogla and Yidaro
    got = read("Shuffle ~ into your library from your graveyard, then draw a card.")[1][0]
    assert isinstance(got, Action) and got.verb == Verb.SHUFFLE
    assert got.zone_to == "library" and got.zone_from == "graveyard"


def test_cards_with_a_keyword_from_a_zone_and_protection_from_each_of() -> None:
    # Sacred Excavation
    got = _only("Return up to two target cards with cycling from your graveyard to your hand.")
    assert isinstance(got, Action) and got.verb == Verb.RETURN
    assert got.zone_from == "graveyard" and got.zone_to == "hand"
    (cards,) = got.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["with:cycling"] and cards.zone == "graveyard"
    # "from" after protection stays the keyword's (Mirror Golem), with whose card types (the exiled card's)
    got = _only("~ has protection from each of the exiled card's card types.")
    assert isinstance(got, Action) and got.detail == ["keyword:protection:from:card_types_of:exiled_with"]
    # Éowyn, Fearless Knight
    got = _only(
        "Legendary creatures you control gain protection from each of that creature's colors until end of turn."
    )
    assert isinstance(got, Action) and got.detail == ["keyword:protection:from:colors_of"]
    # Blast-Furnace Hellkite
    got = _only("Creatures attacking your opponents have double strike.")
    assert isinstance(got, Action) and isinstance(got.actor, ObjectPhrase)
    assert got.actor.qualifiers == ["attacking_opponent"]


def test_protection_from_either_a_player_and_their_opponent_and_control_lost() -> None:
    # Apostle's Blessing
    got = _only(
        "Target artifact or creature you control gains protection from artifacts or from the color of your choice "
        "until end of turn."
    )
    assert isinstance(got, Action) and got.detail == ["keyword:protection:from:artifact_or_of_choice"]
    # Oath of Druids
    got = _only("that player chooses target player who controls more creatures than they do and is their opponent.")
    assert isinstance(got, Choice)
    (player,) = got.objects
    assert isinstance(player, PlayerPhrase)
    assert [r.test for r in player.relative] == ["control", "is:their_opponent"]  # type: ignore[attr-defined]
    # Seraph: "… Sacrifice the creature when you lose control of ~."
    got = _only("Sacrifice the creature when you lose control of ~.")
    assert isinstance(got, Action) and got.verb == Verb.SACRIFICE
    assert got.condition is not None and got.condition.test == "when"
    (lost,) = got.condition.about
    assert isinstance(lost, Action) and lost.verb == Verb.LOSE_CONTROL


def test_what_an_object_is_with_stats_a_number_named_and_a_keyword_row_with_x() -> None:
    # March of the Machines
    got = _only(
        "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value."
    )
    assert isinstance(got, Action) and got.verb == Verb.BECOME and got.detail == ["is"]
    (what,) = got.objects
    assert isinstance(what, ObjectPhrase) and what.qualifiers == ["power_toughness:mana_value:equal_to"]
    # Celestial Kirin
    got = _only("Destroy all permanents with that spell's mana value.")
    assert isinstance(got, Action) and isinstance(got.objects[0], ObjectPhrase)
    assert got.objects[0].qualifiers == ["mana_value:mana_value:equal_to"]
    # Avenger of the Fallen
    got = _only("Mobilize X, where X is the number of creature cards in your graveyard.")
    assert isinstance(got, Action) and got.verb == Verb.GAIN_ABILITY and got.amount == "number_of"
    assert isinstance(got.per, ObjectPhrase) and got.per.zone == "graveyard"


def test_counters_of_several_kinds_listed() -> None:
    # Agent's Toolkit
    got = _only("~ enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it.")
    assert isinstance(got, Action) and got.verb == Verb.ENTER
    assert got.detail == ["counter:+1/+1", "counter:flying", "counter:deathtouch", "counter:shield"]
    # Perennation
    got = _only(
        "Return target permanent card from your graveyard to the battlefield with a hexproof counter and an "
        "indestructible counter on it."
    )
    assert isinstance(got, Action) and got.verb == Verb.RETURN
    assert got.detail == ["with_counter:hexproof", "with_counter:indestructible"]


def test_a_ring_bearer_chosen_and_a_player_who_is_another() -> None:
    # Call of the Ring
    card, found = read("Whenever you choose a creature as your Ring-bearer, you may pay 2 life.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CHOOSE
    (chosen,) = event.actions[0].objects
    assert isinstance(chosen, ObjectPhrase) and chosen.qualifiers == ["as_ring_bearer"]
    # The Ghoul, Gunslinger
    got = _only("If that player is you, create a Treasure token.")
    assert isinstance(got, Action) and got.verb == Verb.CREATE
    assert got.condition is not None and got.condition.test == "is:you"


def test_that_were_a_fixed_state_abilities_that_arent_and_up_to_one_player() -> None:
    # Kaya's Wrath
    got = _only("You gain life equal to the number of creatures you controlled that were destroyed this way.")
    assert isinstance(got, Action) and got.verb == Verb.GAIN_LIFE
    assert isinstance(got.per, ObjectPhrase) and "destroyed_this_way" in got.per.qualifiers
    # Overwhelming Splendor
    got = _only("Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities.")
    assert isinstance(got, Action) and got.verb == Verb.ACTIVATE and got.negated
    (abilities,) = got.objects
    assert isinstance(abilities, ObjectPhrase)
    assert abilities.qualifiers == ["is:not:mana_ability_or_loyalty_ability"]
    # Endurance
    got = _only(
        "up to one target player puts all the cards from their graveyard on the bottom of their library in a random "
        "order."
    )
    assert isinstance(got, Action) and isinstance(got.actor, PlayerPhrase)
    assert got.actor.who == "up_to:1:target_player"


def test_a_colour_and_another_predicate() -> None:
    # Onakke Catacomb
    card, found = read("All creatures are black and have deathtouch.")
    black, deathtouch = found
    assert isinstance(black, Action) and black.verb == Verb.BECOME and black.detail == ["is"]
    assert isinstance(deathtouch, Action) and deathtouch.verb == Verb.GAIN_ABILITY
    assert deathtouch.detail == ["keyword:deathtouch"] and isinstance(deathtouch.actor, ObjectPhrase)


def test_what_a_player_has_done_or_did_as_a_participle() -> None:
    # Heliod, the Radiant Dawn // Heliod, the Warped Eclipse
    got = _only("Spells you cast cost {1} less to cast for each card your opponents have drawn this turn.")
    assert isinstance(got, Action) and isinstance(got.per, ObjectPhrase)
    (drawn,) = got.per.relative
    assert isinstance(drawn, Action) and drawn.verb == Verb.DRAW
    assert isinstance(drawn.actor, PlayerPhrase) and drawn.actor.who == "your_opponents"
