"""Shapes of counts and states (grammar/effects.lark block "counts and states", effects/count_state_shapes.py) on real
Oracle text: counters and types lost, counters moved all at once, attacking as a past event, one counter or another,
every colour as a state, devotion to two colours."""

from __future__ import annotations

from helpers import only_typed_action, original, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def test_a_player_loses_all_counters_of_a_kind() -> None:
    # Leeches: the player's poison counters are removed, all of them
    card, found = read(
        "Target player loses all poison counters. Leeches deals that much damage to that player.", "Leeches"
    )
    lose = found[0]
    assert isinstance(lose, Action) and lose.verb == Verb.REMOVE_COUNTER
    assert (lose.amount, lose.detail) == ("all", ["counter:poison"])
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "target_player"
    assert original(card, lose) == "Target player loses all poison counters"


def test_a_player_loses_counters_of_every_kind() -> None:
    # Final Act's last mode
    _, lose = only_typed_action("Each opponent loses all counters.", "Final Act")
    assert (lose.verb, lose.amount, lose.detail) == (Verb.REMOVE_COUNTER, "all", ["counter:any"])


def test_types_lost_beside_another_clause() -> None:
    # Ego Erasure: the creatures get -2/-0 and lose their creature types, both until end of turn
    text = "Creatures target player controls get -2/-0 and lose all creature types until end of turn."
    _, found = read(text, "Ego Erasure")
    pump, lose = found
    assert isinstance(pump, Action) and isinstance(lose, Action)
    assert lose.verb == Verb.BECOME and lose.detail == ["lose_all:creature_type"]
    assert lose.actor is pump.actor and lose.duration is not None and lose.duration.until == "end_of_turn"


def test_other_card_types_lost() -> None:
    # One with the Stars: an enchantment and nothing else
    _, found = read(
        "Enchant creature or planeswalker\nEnchanted permanent is an enchantment and loses all other card types."
    )
    lose = found[-1]
    assert isinstance(lose, Action) and lose.detail == ["lose_all:other_card_type"]


def test_land_types_and_abilities_lost() -> None:
    # Lithoform Blight: both are lost; "has …" stays its own clause
    text = (
        'Enchanted land loses all land types and abilities and has "{T}: Add {C}" and "{T}, Pay 1 life: Add one mana'
        ' of any color."'
    )
    _, found = read(f"Enchant land\n{text}", "Lithoform Blight")
    lose = next(n for n in found if isinstance(n, Action) and n.verb == Verb.BECOME)
    assert lose.detail == ["lose_all:land_type", "lose_all:ability"]


def test_losing_all_of_something_else_is_not_read_as_types() -> None:
    # Hammerheim: "landwalk abilities" is no type lost; the sentence stays untyped rather than misread
    card = mtglinks.parse("{T}: Target creature loses all landwalk abilities until end of turn.", name="Hammerheim")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert node.kind == "untyped"


def test_all_counters_moved() -> None:
    # Fate Transfer
    _, move = only_typed_action("Move all counters from target creature onto another target creature.", "Fate Transfer")
    assert (move.verb, move.amount, move.detail) == (Verb.MOVE_COUNTER, "all", ["counter:any"])
    source, target = move.objects
    assert isinstance(source, ObjectPhrase) and isinstance(target, ObjectPhrase) and target.span[0] > source.span[0]


def test_attacked_with_creatures_as_a_condition() -> None:
    # Minas Tirith's restriction
    _, found = read("{1}{W}, {T}: Draw a card. Activate only if you attacked with two or more creatures this turn.")
    attacks = [n for node in found for n in walk(node) if isinstance(n, Action) and n.verb == Verb.ATTACK]
    (attack,) = attacks
    assert isinstance(attack.actor, PlayerPhrase) and attack.actor.who == "you" and attack.detail == ["with"]
    (creatures,) = attack.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.count == "2:or_more"
    assert any(isinstance(n, EffectCondition) for node in found for n in walk(node))


def test_a_player_who_attacked_with_a_creature() -> None:
    # Angelic Arbiter: the opponents are those who attacked, the creatures they attacked with its objects
    _, cast = only_typed_action(
        "Each opponent who attacked with a creature this turn can't cast spells.", "Angelic Arbiter"
    )
    assert isinstance(cast.actor, PlayerPhrase)
    (attacked,) = cast.actor.relative
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK and attacked.detail == ["with"]
    assert isinstance(attacked.objects[0], ObjectPhrase) and attacked.objects[0].types == ["creature"]


def test_only_attacking_takes_with() -> None:
    # Skyship Weatherlight: "exiled with ~" is a card exiled by ~, not "exiled, with" something: the relative clause is
    # the cards exiled with the object (lang/en/effect_words_kept.py), never an action "with" something
    card = mtglinks.parse(
        "{4}, {T}: Choose a card at random that was exiled with Skyship Weatherlight.", name="Skyship Weatherlight"
    )
    (choice,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(choice, Choice)
    (card_exiled,) = choice.objects
    assert isinstance(card_exiled, ObjectPhrase) and "exiled_with_self" in card_exiled.qualifiers


def test_one_counter_or_another() -> None:
    # Elspeth Conquers Death, chapter III's second sentence: the loyalty counter is the other choice
    card, put = only_typed_action("Put a +1/+1 counter or a loyalty counter on it.")
    assert put.verb == Verb.PUT_COUNTER and put.detail == ["counter:+1/+1"]
    (other,) = put.alternatives
    assert isinstance(other, Action) and other.detail == ["counter:loyalty"] and other.objects == put.objects


def test_every_color_as_a_state() -> None:
    # Transguild Courier; The Fish Brewer's token; Iridian Maelstrom's "that isn't all colors"
    _, be = only_typed_action("Transguild Courier is all colors.", "Transguild Courier")
    assert (be.verb, be.detail) == (Verb.BECOME, ["is", "all_colors"])
    _, create = only_typed_action("Create a 1/1 Fish creature token that's all colors.")
    assert "is:all_colors" in create.objects[0].qualifiers  # type: ignore[union-attr]
    _, destroy = only_typed_action("Destroy each creature that isn't all colors.", "Iridian Maelstrom")
    assert destroy.objects[0].qualifiers == ["is:not:all_colors"]  # type: ignore[union-attr]


def test_devotion_to_two_colors() -> None:
    # Athreos, God of Passage: the condition compares the devotion to both colours with seven
    text = "As long as your devotion to white and black is less than seven, Athreos isn't a creature."
    _, be = only_typed_action(text, "Athreos, God of Passage")
    assert be.negated and be.condition is not None and be.condition.test.startswith("as_long_as")


def test_an_action_for_each_life_lost() -> None:
    # Neheb, the Eternal's postcombat main phase trigger: life as what is counted, the loss (its players, this turn)
    _, add = only_typed_action("Add {R} for each 1 life your opponents have lost this turn.")
    life = add.per
    assert isinstance(life, ObjectPhrase) and (life.types, life.count) == (["life"], "1")
    (lost,) = life.relative
    assert isinstance(lost, Action) and lost.verb == Verb.LOSE_LIFE
    assert isinstance(lost.actor, PlayerPhrase) and lost.actor.who == "your_opponents"
    assert lost.duration is not None and lost.duration.until == "this_turn"


def test_for_each_life_lost_first() -> None:
    # Oath of Lim-Dûl: the scale before the clause is its condition `for_each`
    text = "For each 1 life you lost, sacrifice a permanent other than Oath of Lim-Dûl unless you discard a card."
    _, sacrifice = only_typed_action(text, "Oath of Lim-Dûl")
    assert sacrifice.verb == Verb.SACRIFICE and sacrifice.condition is not None
    each, unless = sacrifice.condition.about  # both hold: once per life lost, unless a card is discarded
    assert isinstance(each, EffectCondition) and each.test == "for_each"
    assert isinstance(unless, EffectCondition) and unless.test == "unless:did"
    (life,) = each.about
    assert isinstance(life, ObjectPhrase) and life.types == ["life"]


def test_life_lost_as_an_amount() -> None:
    # Children of Korlis: the amount is the life lost this turn
    _, gain = only_typed_action("You gain life equal to the life you've lost this turn.")
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "life_lost"
    assert isinstance(gain.per, Action) and gain.per.verb == Verb.LOSE_LIFE


def test_life_paid_is_not_read_as_lost() -> None:
    # Plague of Vermin: "paid" is no gain or loss of life; the sentence stays untyped
    card = mtglinks.parse("Each player creates a 1/1 black Rat creature token for each 1 life they paid this way.")
    assert [n.kind for a in card.iter_abilities() for n in a.effects] == ["untyped"]


def test_either_subjects_event() -> None:
    # Blind Hunter's haunt trigger: either this creature enters or the creature it haunts dies
    text = "When Blind Hunter enters or the creature it haunts dies, target player loses 2 life and you gain 2 life."
    _, found = read(text, "Blind Hunter")
    event = found[0]
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.ENTER, Verb.DIE]
    entered, died = event.actions
    assert isinstance(died.actor, ObjectPhrase) and died.actor.qualifiers == ["haunted_by_it"]
    assert entered.actor is not died.actor


def test_a_player_by_what_they_have() -> None:
    # Tinybones, Trinket Thief; Hidetsugu's Poison Rite
    _, lose = only_typed_action("Each opponent with no cards in hand loses 10 life.")
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "each_opponent"
    (has,) = lose.actor.relative
    assert isinstance(has, EffectCondition) and has.test == "have"
    assert isinstance(has.about[0], ObjectPhrase) and has.about[0].zone == "hand"
    _, loses = only_typed_action("Target player with exactly seven poison counters loses the game.")
    assert isinstance(loses.actor, PlayerPhrase)
    (has,) = loses.actor.relative
    assert isinstance(has, EffectCondition) and has.test == "have:counter:poison:7:exactly"


def test_attacking_a_player_with_creatures_is_no_player_with_creatures() -> None:
    # Trouble in Pairs: "you with two or more creatures" is not a player who has creatures
    text = (
        "Whenever an opponent attacks you with two or more creatures, draws their second card each turn, or casts "
        "their second spell each turn, you draw a card."
    )
    event = mtglinks.parse(text, name="Trouble in Pairs").abilities[0].effects[0]
    # read since as the attackers after who is attacked (effects/sentence_tail_shapes.py): "you" stays the player
    # attacked, the creatures its own object
    assert isinstance(event, TriggerEvent) and event.event == "attack"
    (attack,) = event.actions
    you, attackers = attack.objects
    assert isinstance(you, PlayerPhrase) and you.who == "you"
    assert isinstance(attackers, ObjectPhrase) and attackers.count == "2:or_more"


def test_the_same_is_true_for_keywords() -> None:
    # Mutable Pupa's second sentence: the rule before applies to these keywords too
    text = (
        "The same is true for first strike, double strike, deathtouch, haste, hexproof, indestructible, lifelink, "
        "menace, reach, trample, and vigilance."
    )
    _, again = only_typed_action(text)
    assert again.verb == Verb.REPEAT and again.detail[:3] == [
        "same_is_true",
        "keyword:first strike",
        "keyword:double strike",
    ]
    assert again.detail[-1] == "keyword:vigilance" and len(again.detail) == 12


def test_the_same_is_true_for_objects_not_on_the_battlefield() -> None:
    # Arcane Adaptation: the spells and the cards, the cards those that aren't on the battlefield
    text = "The same is true for creature spells you control and creature cards you own that aren't on the battlefield."
    _, again = only_typed_action(text)
    spells, cards = again.objects
    assert isinstance(spells, ObjectPhrase) and spells.types == ["creature", "spell"]
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["is:not:on_battlefield"]


def test_an_alternative_cost_for_the_spells_named() -> None:
    # Rooftop Storm: {0} instead of the mana cost, for Zombie creature spells
    _, pay = only_typed_action("You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.")
    assert (pay.verb, pay.amount, pay.optional) == (Verb.PAY, "{0}", True)
    assert pay.detail == ["mana", "rather_than:mana_cost"]
    (spells,) = pay.objects
    assert isinstance(spells, ObjectPhrase) and spells.subtypes == ["Zombie"] and spells.controller == "cast_by_you"
    # Tlincalli Hunter's: the spell cast from exile is no payment from exile
    text = "Once each turn, you may pay {0} rather than pay the mana cost for a creature spell you cast from exile."
    _, pay = only_typed_action(text)
    assert pay.zone_from is None and pay.objects[0].zone == "exile"  # type: ignore[union-attr]


def test_returned_to_a_hand_as_a_passive() -> None:
    # Stormfront Riders' trigger: either creature returned, from the battlefield to its owner's hand
    text = (
        "Whenever this creature or another creature is returned to your hand from the battlefield, create a 1/1 white "
        "Soldier creature token."
    )
    card, found = read(text, "Stormfront Riders")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.RETURN
    (returned,) = event.actions
    assert (returned.zone_to, returned.zone_from, returned.detail) == ("hand", "battlefield", ["passive"])


def test_only_returned_is_read_to_a_zone() -> None:
    # Ashnod the Uncaring: "sacrificed to activate it" is no zone change; it stays untyped
    card = mtglinks.parse(
        "Whenever you activate an ability, if one or more permanents were sacrificed to activate it, copy it."
    )
    assert "untyped" in [n.kind for a in card.iter_abilities() for n in a.effects]


def test_mana_spent_on_either_purpose() -> None:
    # Sage of the Unknowable's mana ability
    _, spend = only_typed_action("Spend this mana only to cast a colorless spell or to activate an ability.")
    assert spend.verb == Verb.SPEND and spend.detail == ["mana", "either"]
    assert spend.condition is not None and spend.condition.test == "only_to"
    cast, activate = spend.condition.about
    assert isinstance(cast, Action) and isinstance(activate, Action)
    assert (cast.verb, activate.verb) == (Verb.CAST, Verb.ACTIVATE)


def test_in_either_of_two_places() -> None:
    # The Ur-Dragon's cost reduction, as long as it is in the command zone or on the battlefield
    text = (
        "As long as The Ur-Dragon is in the command zone or on the battlefield, other Dragon spells you cast cost {1} "
        "less to cast."
    )
    _, cost = only_typed_action(text, "The Ur-Dragon")
    assert cost.verb == Verb.MODIFY_COST and cost.condition is not None
    assert cost.condition.test == "as_long_as:is:command_or_on_battlefield"
    # Skyblade's Boon's restriction: a place each side, either order
    _, found = read(
        "{2}{W}: Return Skyblade's Boon to its owner's hand. Activate only if Skyblade's Boon is on the "
        "battlefield or in your graveyard.",
        "Skyblade's Boon",
    )
    tests = [n.test for node in found for n in walk(node) if isinstance(n, EffectCondition)]
    assert "is:on_battlefield_or_graveyard" in tests


def test_a_keyword_cost_set_to_the_mana_cost() -> None:
    # Snapcaster Mage's second sentence: the flashback granted costs the card's mana cost
    _, cost = only_typed_action("The flashback cost is equal to its mana cost.")
    assert (cost.verb, cost.amount) == (Verb.MODIFY_COST, "mana_cost")
    assert cost.detail == ["keyword:flashback", "set:mana_cost"]
    (its,) = cost.objects
    assert isinstance(its, Reference) and its.refers == "anaphora"


def test_more_paid_to_cast_as_a_condition() -> None:
    # Breaking Wave: cast at instant speed on the condition of {2} more
    text = "You may cast Breaking Wave as though it had flash if you pay {2} more to cast it."
    _, cast = only_typed_action(text, "Breaking Wave")
    assert cast.verb == Verb.CAST and cast.condition is not None
    (pay,) = cast.condition.about
    assert isinstance(pay, Action) and (pay.verb, pay.amount, pay.detail) == (Verb.PAY, "{2}", ["mana", "more_to_cast"])


def test_a_new_target_for_that_copy() -> None:
    # Chain of Plasma's last sentence: copying and choosing a new target are both the player's option
    text = "If the player does, they may copy this spell and may choose a new target for that copy."
    _, found = read(text, "Chain of Plasma")
    copy, choose = found
    assert isinstance(copy, Action) and copy.verb == Verb.COPY
    assert isinstance(choose, Choice) and choose.what == "targets"
