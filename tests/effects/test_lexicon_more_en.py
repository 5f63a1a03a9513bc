"""Words the English lexicon lacked where one word kept a sentence untyped (issue #22), on real card text (2026 Oracle
wording of the cards named): "outlaws", the players seated to a player's side, "whichever is greater" / "whichever comes
first", the total life lost in a turn, turns taken, conditions read whole, dice, "as though" where an object is, times
since a turn, actions done by keyword actions, a state said first with "while", and the closing mark of a quote in a
quote (lang/en/effect_words_lexicon_more.py, grammar/effects-en/3-lexicon-more.lark, effects/lexicon_more_shapes.py)."""

from __future__ import annotations

import json
from typing import Any

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Effect, EffectCondition, ObjectPhrase, PlayerPhrase


def _said(found: list[Effect]) -> str:
    """Every node of the sentence, as JSON: what the tests look a value up in."""
    return json.dumps([node.to_dict() for node in found])


def _actions(found: list[Effect]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def test_outlaws_the_plural_of_the_status() -> None:
    # Hellspur Posse Boss
    card, found = read(
        "Other outlaws you control have haste. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)",
        name="Hellspur Posse Boss",
    )
    (gain,) = _actions(found)
    assert gain.verb == Verb.GAIN_ABILITY
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.qualifiers == ["outlaw"]
    assert gain.actor.controller == "you"


def test_the_opponent_to_your_left() -> None:
    # Barroom Brawl
    card, found = read(
        "Target creature you control fights target creature the opponent to your left controls. Then that player may"
        " copy this spell and may choose new targets for the copy.",
        name="Barroom Brawl",
    )
    fight = _actions(found)[0]
    assert fight.verb == Verb.FIGHT
    (other,) = fight.objects
    assert isinstance(other, ObjectPhrase) and other.controller == "opponent_to_your_left"
    assert original(card, other) == "target creature the opponent to your left controls"


def test_a_person_outside_the_game() -> None:
    # Subcontract
    card, found = read(
        "A person outside the game looks at target opponent's hand and chooses a nonland card from it. That player"
        " discards that card.",
        name="Subcontract",
    )
    look = _actions(found)[0]
    assert isinstance(look.actor, PlayerPhrase) and look.actor.who == "person_outside_the_game"


def test_whichever_is_greater_of_two_counts() -> None:
    # Prophet of the Scarab
    card, found = read(
        "When this creature enters, draw cards equal to the number of Zombies you control or the number of Zombie"
        " cards in your graveyard, whichever is greater.",
        name="Prophet of the Scarab",
    )
    (draw,) = _actions(found)
    assert draw.verb == Verb.DRAW and draw.amount == "number_of:or:number_of:greater"


def test_whichever_is_greater_of_two_amounts() -> None:
    # Willowdusk, Essence Seer
    card, found = read(
        "{1}, {T}: Choose another target creature. Put a number of +1/+1 counters on it equal to the amount of life"
        " you gained this turn or the amount of life you lost this turn, whichever is greater. Activate only as a"
        " sorcery.",
        name="Willowdusk, Essence Seer",
    )
    put = next(a for a in _actions(found) if a.verb == Verb.PUT_COUNTER)
    assert put.amount == "life_gained_this_turn:or:life_lost_this_turn:greater"


def test_an_or_after_an_amount_stays_a_conditions() -> None:
    # Sharp-Eyed Rookie: the second comparison is the condition's, not a second amount
    card, found = read(
        "Whenever a creature you control enters, if its power is greater than this creature's power or its toughness"
        " is greater than this creature's toughness, put a +1/+1 counter on this creature and investigate.",
        name="Sharp-Eyed Rookie",
    )
    assert any(isinstance(n, EffectCondition) and n.test == "any" for n in found)


def test_whichever_comes_first_ends_a_repeated_action() -> None:
    # Thought Dissector
    card, found = read(
        "{X}, {T}: Target opponent reveals cards from the top of their library until an artifact card or X cards are"
        " revealed, whichever comes first.",
        name="Thought Dissector",
    )
    reveal = _actions(found)[0]
    assert reveal.verb == Verb.REVEAL
    assert '"test": "until:first"' in _said(found)


def test_the_total_life_lost_this_turn() -> None:
    # Tainted Sigil
    card, found = read(
        "{T}, Sacrifice this artifact: You gain life equal to the total life lost by all players this turn.",
        name="Tainted Sigil",
    )
    (gain,) = _actions(found)
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "life_lost_this_turn:all"


def test_life_you_lost_stays_the_life_lost() -> None:
    # Transcendence: "you lost" after "1 life" is no condition of its own
    card, found = read("Whenever you lose life, you gain 2 life for each 1 life you lost.", name="Transcendence")
    assert '"won_flip"' not in _said(found)


def test_controlled_continuously_since_your_most_recent_turn() -> None:
    # Rocket Launcher
    card, found = read(
        "{2}: This artifact deals 1 damage to any target. Destroy this artifact at the beginning of the next end step."
        " Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.",
        name="Rocket Launcher",
    )
    assert '"controlled_since_turn"' in _said(found)


def test_more_dice_rolled_and_one_ignored() -> None:
    # Pixie Guide
    card, found = read(
        "Flying\nGrant an Advantage — If you would roll one or more dice, instead roll that many dice plus one and"
        " ignore the lowest roll.",
        name="Pixie Guide",
    )
    assert _said(found).count('"verb": "roll"') == 2  # the roll replaced, in the condition, and the one instead


def test_as_though_you_control_them() -> None:
    # The Fearsome Flock (its last level)
    card, found = read(
        "You may activate abilities of artifacts your opponents control as though you control them.",
        name="The Fearsome Flock",
    )
    assert '"as_though:you_control"' in _said(found)


def test_since_your_last_turn_ended() -> None:
    # Premature Burial
    card, found = read(
        "Destroy target nonblack creature that entered since your last turn ended.", name="Premature Burial"
    )
    assert '"since_your_last_turn_ended"' in _said(found)


def test_a_cost_paid_before_that_step() -> None:
    # Glass Asp
    card, found = read(
        "Whenever this creature deals combat damage to a player, that player loses 2 life at the beginning of their"
        " next draw step unless they pay {2} before that step.",
        name="Glass Asp",
    )
    assert '"before:that_step"' in _said(found)


def test_flips_won_counted() -> None:
    # Crazed Firecat
    card, found = read(
        "When this creature enters, flip a coin until you lose a flip. Put a +1/+1 counter on this creature for each"
        " flip you won.",
        name="Crazed Firecat",
    )
    assert '"per:flips_won"' in _said(found)


def test_planeswalk_away_from_a_plane() -> None:
    # Inys Haen
    card, found = read(
        "When you planeswalk away from Inys Haen, each player returns all land cards from their graveyard to the"
        " battlefield tapped.",
        name="Inys Haen",
    )
    assert Verb.PLANESWALK in _said(found)


def test_cards_looked_at_while_scrying() -> None:
    # Elrond, Master of Healing
    card, found = read(
        "Whenever you scry, put a +1/+1 counter on each of up to X target creatures, where X is the number of cards"
        " looked at while scrying this way.",
        name="Elrond, Master of Healing",
    )
    assert '"looked_at_scrying_this_way"' in _said(found)


def test_the_amassed_army() -> None:
    # Surrounded by Orcs
    card, found = read(
        "Amass Orcs 3, then target player mills X cards, where X is the amassed Army's power.",
        name="Surrounded by Orcs",
    )
    assert [a.verb for a in _actions(found)][-1] == Verb.MILL


def test_a_state_said_first_with_while() -> None:
    # the condition of Coalition Flag's last ability, read alone (the clause after it is not read yet)
    card = mtglinks.parse(
        "While an opponent is choosing targets as part of casting a spell they control or activating an ability they"
        " control, you draw a card.",
    )
    found: list[Any] = [node for ability in card.iter_abilities() for node in ability.effects]
    assert is_typed(found)
    assert '"while:' in _said(found)


def test_a_quote_in_a_quote_leaves_no_sentence_of_its_own() -> None:
    # Koth of the Hammer: the inner ability's closing "'" is no sentence
    card = mtglinks.parse(
        "[−5]: You get an emblem with \"Mountains you control have '{T}: This land deals 1 damage to any target.'\"",
        name="Koth of the Hammer",
    )
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert is_typed(found)
    assert not any(node.text.strip() == "'" for node in found)


def test_must_choose_an_object_is_the_action_choose() -> None:
    # Coalition Flag
    card, found = read(
        "Enchant creature you control\nEnchanted creature is a Flagbearer.\nWhile an opponent is choosing targets as"
        " part of casting a spell they control or activating an ability they control, that player must choose at least"
        " one Flagbearer on the battlefield if able.",
        name="Coalition Flag",
    )
    choose = _actions(found)[-1]
    assert choose.verb == Verb.CHOOSE and "must" in choose.detail
    assert isinstance(choose.condition, EffectCondition)
    assert choose.condition.test == "while:opponent_choosing_targets"


def test_noncommander_and_non_outlaw() -> None:
    # Shield Broker, Shoot the Sheriff
    card, found = read(
        "When this creature enters, you may put a shield counter on target noncommander creature you don't control.",
        name="Shield Broker",
    )
    assert '"noncommander"' in _said(found)
    card, found = read("Destroy target non-outlaw creature.", name="Shoot the Sheriff")
    assert '"non_outlaw"' in _said(found)


def test_attractions_visited_counted() -> None:
    # Storybook Ride (its Attraction ability)
    card, found = read(
        "Exile the top X cards of your library, where X is the number of Attractions you've visited this turn.",
        name="Storybook Ride",
    )
    assert '"visited_this_turn"' in _said(found)


def test_creatures_banded_with_it() -> None:
    # Urza's Engine
    card, found = read(
        "{3}: Attacking creatures banded with Urza's Engine gain trample until end of turn.", name="Urza's Engine"
    )
    assert '"banded_with"' in _said(found)


def test_irregular_plurals_of_subtypes() -> None:
    # Mabel, Heir to Cragflame
    card, found = read("Other Mice you control get +1/+1.", name="Mabel, Heir to Cragflame")
    (pump,) = _actions(found)
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.subtypes == ["Mouse"]


def test_numbers_past_thirteen() -> None:
    # Fractured Sanity
    card, found = read("Each opponent mills fourteen cards.", name="Fractured Sanity")
    (mill,) = _actions(found)
    assert mill.verb == Verb.MILL and mill.amount == "14"


def test_cards_put_there_this_turn() -> None:
    # Soovril, Patient Antiquarian (its last sentence)
    card, found = read(
        "Put two time counters on target nonland card in exile that was put there from your graveyard this turn.",
        name="Soovril, Patient Antiquarian",
    )
    assert '"put_there_from:graveyard:this_turn"' in _said(found)


def test_there_were_in_the_past() -> None:
    # Baba Lysaga, Night Witch (its effect after the cost)
    card, found = read(
        "If there were three or more card types among the sacrificed permanents, each opponent loses 3 life, you gain 3"
        " life, and you draw three cards.",
        name="Baba Lysaga, Night Witch",
    )
    assert [a.verb for a in _actions(found)] == [Verb.LOSE_LIFE, Verb.GAIN_LIFE, Verb.DRAW]


def test_of_defending_players_choice() -> None:
    # Erithizon
    card, found = read(
        "Whenever this creature attacks, put a +1/+1 counter on target creature of defending player's choice.",
        name="Erithizon",
    )
    assert '"choice:defending_player"' in _said(found)


def test_paid_to_ignore_this_effect() -> None:
    # Leonin Arbiter
    card, found = read(
        "Players can't search libraries. Any player may pay {2} for that player to ignore this effect until end of"
        " turn.",
        name="Leonin Arbiter",
    )
    pay = _actions(found)[-1]
    assert pay.verb == Verb.PAY and "purpose:ignore_this_effect:end_of_turn" in pay.detail


def test_garbage_with_the_new_words_types_nothing() -> None:
    # the words alone, out of their phrases, are not read
    card = mtglinks.parse("Whichever outlaws could turn there.")
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert not is_typed(found)
