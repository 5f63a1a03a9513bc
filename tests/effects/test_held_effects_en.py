"""An effect held by a condition or a duration said before it, on real card text (2026 Oracle wording of the cards
named): damage redirected "as long as …", a lure so held or joined after another clause, a number of the game set
after "and", an extra combat phase after "and" (grammar/effects-en/1-held-effects.lark, effects/held_shapes.py)."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def test_damage_redirected_as_long_as_a_state_holds() -> None:
    text = (
        "As long as this creature is untapped, all damage that would be dealt to you by unblocked creatures is dealt"
        " to this creature instead."
    )
    card, redirected = only_action(text, name="Veteran Bodyguard")
    assert redirected.verb == Verb.DEAL_DAMAGE and redirected.detail == ["instead"] and redirected.amount == "all"
    (to,) = redirected.objects
    assert isinstance(to, Reference) and to.refers == "self"
    both = redirected.condition
    assert isinstance(both, EffectCondition) and both.test == "and"
    held, would = both.about
    assert isinstance(held, EffectCondition) and held.test.startswith("as_long_as")
    assert original(card, held) == "As long as this creature is untapped"
    assert isinstance(would, EffectCondition) and would.test == "would"
    (dealt,) = would.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE
    assert isinstance(dealt.objects[0], PlayerPhrase) and dealt.objects[0].who == "you"
    assert original(card, dealt.actor) == "unblocked creatures"


def test_damage_redirected_for_a_duration_said_first() -> None:
    # Ascent of the Worthy's chapters I and II
    card, redirected = only_action(
        "Until your next turn, all damage that would be dealt to creatures you control is dealt to that creature"
        " instead."
    )
    assert redirected.verb == Verb.DEAL_DAMAGE and redirected.detail == ["instead"]
    assert redirected.duration is not None and redirected.duration.until == "your_next_turn"
    assert isinstance(redirected.condition, EffectCondition) and redirected.condition.test == "would"


def test_a_lure_held_by_a_condition_on_objects() -> None:
    # Seton's Desire's threshold ability
    card, lure = only_action(
        "As long as there are seven or more cards in your graveyard, all creatures able to block enchanted creature"
        " do so."
    )
    assert lure.verb == Verb.BLOCK and lure.detail == ["all_able"]
    assert isinstance(lure.condition, EffectCondition) and lure.condition.test == "as_long_as:there_are"
    assert original(card, lure.objects[0]) == "enchanted creature"


def test_a_lure_after_another_clause() -> None:
    # Revenge of the Hunted
    card, found = read(
        "Until end of turn, target creature gets +6/+6 and gains trample, and all creatures able to block it this"
        " turn do so."
    )
    pump, trample, lure = found
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert isinstance(trample, Action) and trample.verb == Verb.GAIN_ABILITY
    assert isinstance(lure, Action) and lure.verb == Verb.BLOCK and lure.detail == ["all_able"]
    assert lure.duration is not None and lure.duration.until == "this_turn"
    assert original(card, lure) == "all creatures able to block it this turn do so"


def test_a_life_total_set_after_and() -> None:
    # The Golden Throne's first ability
    card, found = read("If you would lose the game, instead exile ~ and your life total becomes 1.")
    exile, becomes = found
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    assert isinstance(exile.condition, EffectCondition) and exile.condition.test == "would"
    assert isinstance(becomes, Action) and becomes.verb == Verb.BECOME and becomes.amount == "1"
    assert becomes.detail == ["set:life_total"] and original(card, becomes) == "your life total becomes 1"


def test_an_extra_combat_after_and() -> None:
    # Hellkite Charger's second sentence
    card, found = read(
        "Whenever this creature attacks, you may pay {5}{R}{R}. If you do, untap all attacking creatures and after"
        " this phase, there is an additional combat phase."
    )
    untap, phase = found[-2:]
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    assert isinstance(phase, Action) and phase.verb == Verb.ADD_PHASE and phase.detail == ["combat"]
    assert isinstance(phase.condition, EffectCondition) and phase.condition.test == "after:this_phase"


def test_an_intervening_if_of_two_subjects() -> None:
    # Quest for the Nihil Stone's second ability
    card, found = read(
        "At the beginning of each opponent's upkeep, if that player has no cards in hand and this enchantment has two"
        " or more quest counters on it, you may have that player lose 5 life."
    )
    both = next(n for n in found if isinstance(n, EffectCondition))
    assert both.test == "and" and len(both.about) == 2
    first, second = both.about
    assert isinstance(first, EffectCondition) and original(card, first) == "that player has no cards in hand"
    assert isinstance(second, EffectCondition) and second.test == "has:counter:quest:2:or_more"


def test_unspent_mana_lost_replaced() -> None:
    # Kruphix, God of Horizons's last ability
    card, becomes = only_action("If you would lose unspent mana, that mana becomes colorless instead.")
    assert becomes.verb == Verb.BECOME and becomes.detail == ["instead"]
    assert original(card, becomes.objects[0]) == "colorless"
    would = becomes.condition
    assert isinstance(would, EffectCondition) and would.test == "would"
    (lost,) = would.about
    assert isinstance(lost, Action) and lost.verb == Verb.LOSE_MANA
    assert original(card, lost) == "you would lose unspent mana"


def test_a_number_of_cards_scried_replaced() -> None:
    # Eligeth, Crossroads Augur's second ability
    card, draw = only_action("If you would scry a number of cards, draw that many cards instead.")
    assert draw.verb == Verb.DRAW and draw.detail == ["instead"]
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "would"
    (scry,) = draw.condition.about
    assert isinstance(scry, Action) and scry.verb == Verb.SCRY and scry.amount == "X"


def test_both_base_stats_named_in_full() -> None:
    # Opalescence
    card, found = read(
        "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base"
        " toughness each equal to its mana value."
    )
    stats = found[-1]
    assert isinstance(stats, Action) and stats.verb == Verb.MODIFY_PT
    assert stats.detail == ["set:base_power_toughness"] and stats.amount == "mana_value"


def test_counters_a_player_has_after_if_you_do() -> None:
    # Whispering Specter's last ability
    card, found = read(
        "Whenever this creature deals combat damage to a player, you may sacrifice it. If you do, that player discards"
        " a card for each poison counter they have."
    )
    discard = found[-1]
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.condition, EffectCondition) and discard.condition.test == "you_do"
    assert discard.per is not None and original(card, discard.per) == "poison counter they have"
    assert getattr(discard.per, "controller", None) == "has:they"


def test_what_a_player_has_before_a_listed_subject() -> None:
    # Soaring Thought-Thief's third ability
    card, pump = only_action(
        "As long as an opponent has eight or more cards in their graveyard, Rogues you control get +1/+0."
    )
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "+1/+0"
    assert original(card, pump.actor) == "Rogues you control"
    held = pump.condition
    assert isinstance(held, EffectCondition) and held.test == "as_long_as:have"
    who, what = held.about
    assert isinstance(who, PlayerPhrase) and who.who == "an_opponent"
    assert original(card, what) == "eight or more cards in their graveyard"


def test_a_type_lacked_and_a_spell_on_the_stack() -> None:
    # Molten Rain's second sentence
    card, found = read(
        "Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the land's controller.",
        name="Molten Rain",
    )
    damage = found[-1]
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    held = damage.condition
    assert isinstance(held, EffectCondition) and held.test == "is"
    that, lacking = held.about
    assert isinstance(that, Reference) and original(card, that) == "that land"
    assert getattr(lacking, "not_types", None) == ["basic"]
    # Kaervek's Torch's first ability
    card, cost = only_action(
        "As long as Kaervek's Torch is on the stack, spells that target it cost {2} more to cast.",
        name="Kaervek's Torch",
    )
    assert isinstance(cost.condition, EffectCondition) and cost.condition.test == "as_long_as:is:stack"


def test_either_subtype_each_with_its_article() -> None:
    # Bladed Bracers's second ability
    card, vigilance = only_action("As long as equipped creature is a Human or an Angel, it has vigilance.")
    assert vigilance.verb == Verb.GAIN_ABILITY
    held = vigilance.condition
    assert isinstance(held, EffectCondition) and held.test == "as_long_as:is"
    assert getattr(held.about[-1], "subtypes", None) == ["Human_or_Angel"]


def test_what_a_player_has_then_a_replacement() -> None:
    # Anthem of Rakdos's hellbent ability
    card, doubled = only_action(
        "As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, it"
        " deals double that damage to that permanent or player instead."
    )
    assert doubled.verb == Verb.DEAL_DAMAGE and doubled.detail == ["instead"]
    both = doubled.condition
    assert isinstance(both, EffectCondition) and both.test == "both"
    had, would = both.about
    assert isinstance(had, EffectCondition) and had.test == "as_long_as:have"
    assert original(card, had) == "As long as you have no cards in hand"
    assert isinstance(would, EffectCondition) and would.test == "would"


def test_replacements_for_a_duration_said_first() -> None:
    # Plagiarize
    card, found = read(
        "Until end of turn, if target player would draw a card, instead that player skips that draw and you draw a"
        " card."
    )
    skip, draw = found
    assert isinstance(skip, Action) and skip.verb == Verb.SKIP
    assert skip.duration is not None and skip.duration.until == "end_of_turn"
    assert isinstance(skip.condition, EffectCondition) and skip.condition.test == "would"
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    # Kaya, Geist Hunter's second loyalty ability
    card, made = only_action(
        "Until end of turn, if one or more tokens would be created under your control, twice that many of those tokens"
        " are created instead."
    )
    assert made.verb == Verb.CREATE and made.amount == "2*that_many" and "instead" in made.detail
    assert made.duration is not None and made.duration.until == "end_of_turn"


def test_a_life_total_set_had_done() -> None:
    # Eternity Vessel's landfall ability
    card, found = read(
        "Whenever a land you control enters, you may have your life total become the number of charge counters on this"
        " artifact."
    )
    becomes = found[-1]
    assert isinstance(becomes, Action) and becomes.verb == Verb.BECOME and becomes.optional
    assert becomes.detail == ["set:life_total", "have"] and becomes.amount == "number_of"
    assert becomes.per is not None and original(card, becomes.per) == "charge counters on this artifact"


def test_the_zone_it_is_in() -> None:
    # the ability Antique Collector grants, its first sentence
    card, found = read(
        "When this creature dies, you may shuffle it into its owner's library if it's in your graveyard."
    )
    shuffle = found[-1]
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE and shuffle.optional
    there = shuffle.condition
    assert isinstance(there, EffectCondition) and there.test == "is:graveyard"
    (it,) = there.about
    assert isinstance(it, Reference) and original(card, it) == "it"


def test_less_life_than_an_opponent() -> None:
    # Timely Reinforcements's first sentence
    card, gain = only_action("If you have less life than an opponent, you gain 6 life.")
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "6"
    assert isinstance(gain.condition, EffectCondition) and gain.condition.test == "life:less:than:an_opponent"


def test_isnt_after_and_opens_a_clause() -> None:
    # Werewolf Pack Leader's last ability, its effect
    card, found = read(
        "Until end of turn, this creature has base power and toughness 5/3, gains trample, and isn't a Human."
    )
    base, trample, human = found
    assert isinstance(base, Action) and base.detail == ["base_power_toughness:5/3"]
    assert isinstance(trample, Action) and trample.verb == Verb.GAIN_ABILITY
    assert isinstance(human, Action) and human.verb == Verb.BECOME and human.negated
    assert original(card, human) == "isn't a Human" and original(card, human.objects[0]) == "a Human"


def test_objects_in_a_zone_named_before() -> None:
    # Visions of Beyond
    card, found = read("Draw a card. If a graveyard has twenty or more cards in it, draw three cards instead.")
    draw = found[-1]
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.amount == "3"
    held = draw.condition
    assert isinstance(held, EffectCondition) and held.test == "have"
    zone, cards = held.about
    assert getattr(zone, "zone", None) == "graveyard"
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["in:anaphora"]
    (it,) = cards.related
    assert isinstance(it, Reference) and original(card, it) == "it"


def test_tapped_and_untapped_are_states_in_a_condition() -> None:
    # Castle Raptors's second ability
    card, bonus = only_action("As long as this creature is untapped, it gets +0/+2.")
    assert isinstance(bonus.condition, EffectCondition) and bonus.condition.test == "as_long_as:is:untapped"
    # Howling Mine: the intervening "if" a state, no action of untapping
    card, found = read(
        "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional"
        " card."
    )
    (state,) = [n for n in found if isinstance(n, EffectCondition)]
    assert state.test == "is:untapped"
    (mine,) = state.about
    assert isinstance(mine, Reference) and mine.refers == "self"


def test_is_tapped_as_a_trigger_event() -> None:
    # City of Brass (older printed text): the event of its becoming tapped, as "becomes tapped" reads
    card, found = read("Whenever City of Brass is tapped, it deals 1 damage to you.", name="City of Brass")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.TAP
    (tapped,) = event.actions
    assert isinstance(tapped, Action) and isinstance(tapped.actor, Reference) and tapped.actor.refers == "self"
