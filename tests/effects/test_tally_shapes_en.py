"""What a player gets or has been dealt, counted, on real card text (2026 Oracle wording of the cards named): energy
and Unfinity's ticket counters ({TK}, "a ticket counter" as the cards remind), damage dealt and been dealt, a life
total set to or compared with the starting one."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, TriggerEvent


def test_tickets_are_counters_not_energy() -> None:
    # Ticket Turbotubes: "{3}, {T}: You get {TK} (a ticket counter)."
    card, got = only_action("You get {TK} (a ticket counter).")
    assert got.verb == Verb.GET_COUNTER and got.detail == ["counter:ticket"] and got.amount is None
    # Command Performance's mode
    card, got = only_action("You get {TK}{TK}.")
    assert got.verb == Verb.GET_COUNTER and got.detail == ["counter:ticket:2"]
    assert original(card, got) == "You get {TK}{TK}"
    # Demonic Tourist Laser's last ability: counted by a word
    card, found = read("When this permanent dies, you get seven {TK}.")
    got = found[-1]
    assert isinstance(got, Action) and got.verb == Verb.GET_COUNTER and got.detail == ["counter:ticket:7"]
    assert original(card, got) == "you get seven {TK}"


def test_energy_is_still_energy_and_another_symbol_is_refused() -> None:
    # Aether Hub's first ability: "When this land enters, you get {E} (an energy counter)."
    card, found = read("When this land enters, you get {E} (an energy counter).")
    got = found[-1]
    assert isinstance(got, Action) and got.verb == Verb.GET_ENERGY and got.amount == "{E}"
    # a mana symbol is not got so
    (node,) = mtglinks.parse("You get {G}{G}.").abilities[0].effects
    assert node.kind == EffectKind.UNTYPED and "got" in node.reason  # type: ignore[attr-defined]


def test_energy_counted_by_a_word() -> None:
    # Aethertide Whale's first ability
    card, found = read("When this creature enters, you get six {E} (energy counters).")
    got = found[-1]
    assert isinstance(got, Action) and got.verb == Verb.GET_ENERGY and got.amount == "6"
    assert got.detail == ["amount_of:{E}"] and original(card, got) == "you get six {E}"


def test_damage_dealt_by_an_object_before_this_turn() -> None:
    # Whirling Dervish: "dealt" after the object is its dealing damage, a condition's event
    text = (
        "At the beginning of each end step, if Whirling Dervish dealt damage to an opponent this turn, put a +1/+1 "
        "counter on it."
    )
    card, (_, condition, _) = read(text, name="Whirling Dervish")
    assert isinstance(condition, EffectCondition) and condition.test == "did"
    (dealt,) = condition.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE
    assert [o.text for o in dealt.objects] == ["an opponent"] and dealt.duration is not None
    # Hidetsugu Consumes All's Vessel: "has dealt", a number of damage at least
    text = (
        "Whenever this creature deals damage to a player, if it has dealt 10 or more damage to that player this turn, "
        "that player loses the game."
    )
    card, (_, condition, _) = read(text)
    assert isinstance(condition, EffectCondition) and condition.test == "did"
    assert original(card, condition.about[0]) == "it has dealt 10 or more damage to that player"


def test_been_dealt_damage_reads_as_was_dealt() -> None:
    # Nothing Can Stop Me Now ("you've" is one word)
    text = "At the beginning of each end step, if you've been dealt 5 or more damage this turn, abandon this scheme."
    card, (_, condition, _) = read(text)
    assert isinstance(condition, EffectCondition) and condition.test == "did"
    (dealt,) = condition.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEALT_DAMAGE and dealt.amount == "5"
    # Bloodcrazed Goblin
    card, attack = only_action("This creature can't attack unless an opponent has been dealt damage this turn.")
    assert attack.negated and attack.condition is not None and attack.condition.test == "unless:did"
    assert [a.verb for a in attack.condition.about if isinstance(a, Action)] == [Verb.DEALT_DAMAGE]


def test_an_object_that_dealt_damage_is_not_one_dealt_damage() -> None:
    # Restore the Peace: the creatures that dealt the damage
    card, back = only_action("Return each creature that dealt damage this turn to its owner's hand.")
    (creature,) = back.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["source_dealt_damage_this_turn"]
    # Giant Shark: a creature damage was dealt to, as "that was dealt damage this turn"
    text = (
        "Whenever this creature blocks or becomes blocked by a creature that has been dealt damage this turn, this "
        "creature gets +2/+0 and gains trample until end of turn."
    )
    card, (event, *_) = read(text)
    assert isinstance(event, TriggerEvent)
    blocked = [o for a in event.actions for o in a.objects if isinstance(o, ObjectPhrase)]
    assert [o.qualifiers for o in blocked] == [["dealt_damage_this_turn"]]


def test_damage_dealt_to_your_opponents_as_a_number() -> None:
    # Notorious Throng's first sentence
    text = (
        "Create X 1/1 black Faerie Rogue creature tokens with flying, where X is the damage dealt to your opponents "
        "this turn."
    )
    card, create = only_action(text)
    assert create.verb == Verb.CREATE and create.amount == "damage_dealt_to_opponents_this_turn"


def test_a_life_total_set_to_or_compared_with_the_starting_one() -> None:
    # Oketra's Last Mercy's first sentence
    card, become = only_action("Your life total becomes equal to your starting life total.")
    assert become.verb == Verb.BECOME and become.detail == ["set:life_total"]
    assert become.amount == "starting_life_total"
    # The Endstone's sentence, halved and rounded
    card, become = only_action("Your life total becomes half your starting life total, rounded up.")
    assert become.amount == "half:starting_life_total:up"
    # Leyline of Hope
    text = "As long as you have at least 7 life more than your starting life total, creatures you control get +2/+2."
    card, pump = only_action(text)
    assert pump.condition is not None
    assert pump.condition.test == "as_long_as:life:7:at_least:more:starting_life_total"
    # Elenda, Saint of Dusk
    text = (
        "Elenda gets an additional +5/+5 as long as your life total is at least 10 greater than your starting life "
        "total."
    )
    card, pump = only_action(text, name="Elenda")
    assert pump.condition is not None
    assert pump.condition.test == "as_long_as:compare:life_total:at_least:10:greater:starting_life_total"


def test_have_been_is_the_perfect_of_were() -> None:
    # Colfenor's Urn's second ability
    text = (
        "At the beginning of the end step, if three or more cards have been exiled with Colfenor's Urn, sacrifice it."
    )
    card, (_, condition, sacrifice) = read(text, name="Colfenor's Urn")
    assert isinstance(condition, EffectCondition) and condition.test == "is:exiled_with_self"
    assert original(card, condition) == "if three or more cards have been exiled with Colfenor's Urn"
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE


def test_starting_with_the_next_opponent_in_turn_order() -> None:
    # Sadistic Shell Game
    text = "Starting with the next opponent in turn order, each player chooses a creature you don't control."
    card, found = read(text)
    (choice,) = found
    assert isinstance(choice, Choice) and choice.condition is not None
    assert choice.condition.test == "order:starting_with_next_opponent"
    assert original(card, choice.condition).startswith("Starting with the next opponent in turn order")


def test_damage_dealt_by_what_a_player_controlled_and_named_before() -> None:
    # Dragon Cultist: "dealt" after who controlled the source
    text = (
        "When Dragon Cultist enters, if a source you controlled dealt 5 or more damage this turn, create a 4/4 red "
        "Dragon creature token with flying."
    )
    card, (_, condition, _) = read(text, name="Dragon Cultist")
    assert isinstance(condition, EffectCondition) and condition.test == "did"
    assert [a.verb for a in condition.about if isinstance(a, Action)] == [Verb.DEAL_DAMAGE]
    # Sword of Hours: the damage its trigger waited for, as a number compared
    text = (
        "If the result is greater than the damage dealt or the result is 12, double the number of +1/+1 counters on it."
    )
    card, double = only_action(text)
    assert double.condition is not None
    assert [c.test for c in double.condition.about if isinstance(c, EffectCondition)][0].endswith(":damage_dealt")
    # Witch-king of Angmar: the creatures that dealt the damage
    text = (
        "Whenever one or more creatures deal combat damage to you, each opponent sacrifices a creature of their "
        "choice that dealt combat damage to you this turn."
    )
    card, (_, sacrifice) = read(text)
    assert isinstance(sacrifice, Action)
    assert [o.qualifiers for o in sacrifice.objects if isinstance(o, ObjectPhrase)] == [
        ["choice:their", "dealt_combat_damage_to_you_this_turn"]
    ]


def test_damage_that_would_be_dealt_this_turn_to_a_target() -> None:
    # Samite Alchemist
    card, prevent = only_action(
        "Prevent the next 4 damage that would be dealt this turn to target creature you control."
    )
    assert prevent.verb == Verb.PREVENT and prevent.amount == "4"
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    assert [original(card, o) for o in prevent.objects] == ["target creature you control"]
    # Saving Grace's second sentence: redirected, as "… dealt to you this turn is dealt to ~ instead" reads
    text = (
        "All damage that would be dealt this turn to you and permanents you control is dealt to enchanted creature "
        "instead."
    )
    card, dealt = only_action(text)
    assert dealt.verb == Verb.DEAL_DAMAGE and "instead" in dealt.detail and dealt.condition is not None
    (would,) = dealt.condition.about
    assert isinstance(would, Action) and original(card, would).endswith("to you and permanents you control")


def test_an_objects_number_set_to_a_dice_result() -> None:
    # Elvish Impersonators: two dice results, one for each number
    text = (
        "As Elvish Impersonators enters, roll a six-sided die twice. Its base power becomes the first result and its "
        "base toughness becomes the second result."
    )
    card, (_, power, toughness) = read(text, name="Elvish Impersonators")
    assert isinstance(power, Action) and isinstance(toughness, Action)
    assert (power.verb, power.detail, power.amount) == (Verb.BECOME, ["set:base_power"], "first_result")
    assert (toughness.detail, toughness.amount) == (["set:base_toughness"], "second_result")
    assert [original(card, o) for o in power.objects] == ["Its"]
    # Gift Horse's sentence: the difference of two results as an amount
    text = "Create a number of 1/1 red Goblin creature tokens equal to the difference between those results."
    card, create = only_action(text)
    assert create.verb == Verb.CREATE and create.amount == "difference:results"
