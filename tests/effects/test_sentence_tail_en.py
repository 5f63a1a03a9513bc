"""Sentences of the 2026 Oracle text left untyped after the lanes before (issue #22), on real card text (2026 Oracle
wording of the cards named): the creatures a player attacks with, named after who is attacked."""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


def _event(text: str) -> Action:
    card, found = read(text)
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (action,) = event.actions
    return action


def test_attackers_after_who_is_attacked() -> None:
    # Struggle for Project Purity's Enclave mode (the Curses read "attacks enchanted player with one or more creatures")
    got = _event(
        "Whenever a player attacks you with one or more creatures, that player gets twice that many rad counters."
    )
    assert got.verb == Verb.ATTACK and got.detail == ["with"]
    defender, attackers = got.objects
    assert isinstance(defender, PlayerPhrase) and defender.who == "you"
    assert isinstance(attackers, ObjectPhrase) and attackers.types == ["creature"] and attackers.count == "1:or_more"
    # Rigo, Streetwise Mentor (the qualifier is the attackers')
    got = _event(
        "Whenever you attack a player or planeswalker with one or more creatures with power 1 or less, draw a card."
    )
    attackers = got.objects[-1]
    assert isinstance(attackers, ObjectPhrase) and attackers.qualifiers == ["power:1:or_less"]


def test_attack_with_alone_keeps_its_reading() -> None:
    # Rabble Rousing
    got = _event(
        "Whenever you attack with one or more creatures, create that many 1/1 green and white Citizen creature tokens."
    )
    assert got.verb == Verb.ATTACK and got.detail == []
    (attackers,) = got.objects
    assert isinstance(attackers, ObjectPhrase) and attackers.count == "1:or_more"


def _only(text: str) -> object:
    card, found = read(text)
    return found[-1]


def test_x_set_under_a_condition_or_within_a_time() -> None:
    # Snowblind: "… If that creature is attacking, X is … Otherwise, X is the number of snow lands its controller
    # controls."
    got = _only("Otherwise, X is the number of snow lands its controller controls.")
    assert isinstance(got, EffectCondition) and got.test == "x_is:number_of"
    assert any(isinstance(a, EffectCondition) and a.test == "otherwise" for a in got.about)
    # Volcanic Torrent: "… X is the number of spells you've cast this turn."
    got = _only("X is the number of spells you've cast this turn.")
    assert isinstance(got, EffectCondition) and got.test == "x_is:number_of"
    (counted,) = got.about
    assert isinstance(counted, ObjectPhrase) and "during:this_turn" in counted.qualifiers


def test_a_state_alone_as_a_case_condition() -> None:
    # Marchesa's Surprise Party: "To solve — There are nine or more cards in your graveyard."
    got = _only("There are nine or more cards in your graveyard.")
    assert isinstance(got, EffectCondition) and got.test == "there_are"
    (cards,) = got.about
    assert isinstance(cards, ObjectPhrase) and cards.count == "9:or_more" and cards.zone == "graveyard"


def test_mana_or_life_paid() -> None:
    # Emberwilde Djinn: "At the beginning of each combat, … that player may pay {R}{R} or 2 life."
    got = _only("that player may pay {R}{R} or 2 life.")
    assert isinstance(got, Action) and got.verb == Verb.PAY and got.amount == "{R}{R}" and got.detail == ["mana"]
    (life,) = got.alternatives
    assert isinstance(life, Action) and life.amount == "2" and life.detail == ["life"]


def test_zone_said_before_the_objects() -> None:
    # Myojin of Grim Betrayal
    got = _only(
        "Put onto the battlefield under your control all creature cards in all graveyards that were put there from"
        " anywhere this turn."
    )
    assert isinstance(got, Action) and got.verb == Verb.PUT and got.zone_to == "battlefield"
    assert "under_your_control" in got.detail
    # Gerrard's Hourglass Pendant
    got = _only(
        "Return to the battlefield tapped all artifact, creature, enchantment, and land cards in your graveyard that"
        " were put there from the battlefield this turn."
    )
    assert isinstance(got, Action) and got.verb == Verb.RETURN and got.zone_to == "battlefield"
    assert "tapped" in got.detail


def test_times_said_first() -> None:
    # Dance with Calamity: "As many times as you choose, you may exile the top card of your library."
    got = _only("As many times as you choose, you may exile the top card of your library.")
    assert isinstance(got, Action) and got.verb == Verb.EXILE and "times:any_number" in got.detail and got.optional


def test_coin_flips_counted() -> None:
    # Yusri, Fortune's Flame: "For each flip you win, draw a card. For each flip you lose, Yusri deals 2 damage to you."
    got = _only("For each flip you win, draw a card.")
    assert isinstance(got, Action) and got.verb == Verb.DRAW
    assert got.condition is not None and got.condition.test == "for_each"
    (flip,) = got.condition.about
    assert isinstance(flip, ObjectPhrase) and flip.types == ["flip"] and flip.qualifiers == ["won"]
    # Fiery Gambit: "If you win three or more flips, draw nine cards and untap all lands you control."
    card, found = read("If you win three or more flips, draw nine cards and untap all lands you control.")
    draw = found[0]
    assert isinstance(draw, Action) and draw.condition is not None
    (won,) = draw.condition.about
    assert isinstance(won, Action) and won.verb == Verb.WIN_FLIP and won.amount == "3:or_more"


def test_a_counter_chosen_on_an_object() -> None:
    # Ichormoon Gauntlet: "Whenever you cast a noncreature spell, choose a counter on target permanent."
    got = _only("Whenever you cast a noncreature spell, choose a counter on target permanent.")
    assert isinstance(got, Choice) and got.what == "object"
    (counter,) = got.objects
    assert isinstance(counter, ObjectPhrase) and counter.types == ["counter"]
    (permanent,) = counter.related
    assert isinstance(permanent, ObjectPhrase) and permanent.determiner == "target"


def test_counters_with_no_determiner_equal_to_a_quantity() -> None:
    # Garruk the Slayer: "… Put loyalty counters on Garruk equal to that creature's toughness." (the name reads "~")
    got = _only("Put loyalty counters on ~ equal to that creature's toughness.")
    assert isinstance(got, Action) and got.verb == Verb.PUT_COUNTER
    assert got.detail == ["counter:loyalty:X"] and got.amount == "toughness"
    # The Roaring Toeclaws: "… put +1/+1 counters on it equal to its power."
    got = _only("put +1/+1 counters on it equal to its power.")
    assert isinstance(got, Action) and got.detail == ["counter:+1/+1:X"] and got.amount == "power"
    # a counter with its determiner keeps its reading
    got = _only("Put a +1/+1 counter on target creature.")
    assert isinstance(got, Action) and got.verb == Verb.PUT_COUNTER and got.detail == ["counter:+1/+1"]


def test_a_state_trigger_on_no_counters() -> None:
    # Afiya Grove: "When this enchantment has no +1/+1 counters on it, sacrifice it."
    card, found = read("When this enchantment has no +1/+1 counters on it, sacrifice it.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "state"
    assert event.condition is not None and event.condition.test == "has:counter:+1/+1:no"


def test_life_paid_this_way() -> None:
    # Defiler of Flesh: "… Those spells cost {B} less to cast if you paid life this way."
    got = _only("Those spells cost {B} less to cast if you paid life this way.")
    assert isinstance(got, Action) and got.condition is not None and got.condition.test == "did_this_way"
    (pay,) = got.condition.about
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and "life" in pay.detail


def test_its_mana_cost_paid() -> None:
    # Pendrell Flux's granted ability: "At the beginning of your upkeep, sacrifice this creature unless you pay its
    # mana cost."
    got = _only("At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost.")
    assert isinstance(got, Action) and got.verb == Verb.SACRIFICE and got.condition is not None
    (pay,) = got.condition.about
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.detail == ["mana_cost"]


def test_a_reflexive_trigger_on_another_player() -> None:
    # Share the Spoils: "… When they do, exile the top card of their library."
    card, found = read("When they do, exile the top card of their library.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "does"
    assert event.condition is not None and event.condition.test == "does"
    (who,) = event.condition.about
    assert isinstance(who, PlayerPhrase) and who.who == "they"


def test_if_you_pay_alone() -> None:
    # Cyclone: "… sacrifice this enchantment unless you pay {G} for each wind counter on it. If you pay, this
    # enchantment deals damage equal to the number of wind counters on it to each creature and each player."
    got = _only(
        "If you pay, ~ deals damage equal to the number of wind counters on it to each creature and each player."
    )
    assert isinstance(got, Action) and got.verb == Verb.DEAL_DAMAGE
    assert got.condition is not None and got.condition.test == "did"
    (pay,) = got.condition.about
    assert isinstance(pay, Action) and pay.verb == Verb.PAY


def test_objects_left_out_after_the_zone() -> None:
    # Whelming Wave: "Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and
    # Serpents."
    got = _only("Return all creatures to their owners' hands except for Krakens, Leviathans, Octopuses, and Serpents.")
    assert isinstance(got, Action) and got.verb == Verb.RETURN and got.zone_to == "hand"
    (creatures,) = got.objects
    assert isinstance(creatures, ObjectPhrase) and "except_for" in creatures.qualifiers
    assert [o.subtypes for o in creatures.related if isinstance(o, ObjectPhrase)] == [
        ["Kraken"],
        ["Leviathan"],
        ["Octopus"],
        ["Serpent"],
    ]


def test_objects_lacking_either_keyword() -> None:
    # Stormtide Leviathan: "… Creatures without flying or islandwalk can't attack."
    got = _only("Creatures without flying or islandwalk can't attack.")
    assert isinstance(got, Action) and got.verb == Verb.ATTACK and got.negated
    assert isinstance(got.actor, ObjectPhrase) and got.actor.qualifiers == ["without:flying|islandwalk"]


def test_two_or_more_attackers_and_attacked_with_kept() -> None:
    # Trouble in Pairs: "Whenever an opponent attacks you with two or more creatures, …"
    got = _event("Whenever an opponent attacks you with two or more creatures, draw a card.")
    assert got.detail == ["with"] and isinstance(got.objects[-1], ObjectPhrase)
    assert got.objects[-1].count == "2:or_more"
    # Windbrisk Heights: "… if you attacked with three or more creatures this turn." ("with" after the verb, as before)
    card, found = read(
        "{W}, {T}: You may play the exiled card without paying its mana cost if you attacked with three or more"
        " creatures this turn."
    )
    assert all(node.kind != "untyped" for node in found)


def test_players_named_whole() -> None:
    # Cruel Entertainment: "Choose target player and another target player."
    got = _only("Choose target player and another target player.")
    assert isinstance(got, Choice)
    assert [p.who for p in got.objects if isinstance(p, PlayerPhrase)] == ["target_player", "another_target_player"]
    # Surrender Your Thoughts: "If the player chooses others, each of your other opponents discards two cards."
    got = _only("If the player chooses others, each of your other opponents discards two cards.")
    assert isinstance(got, Action) and isinstance(got.actor, PlayerPhrase)
    assert got.actor.who == "each_other_opponent"
    # Biomantic Mastery: "… then draw a card for each creature another target player controls."
    card, found = read(
        "Draw a card for each creature target player controls, then draw a card for each creature another target"
        " player controls."
    )
    last = found[-1]
    assert isinstance(last, Action) and isinstance(last.per, ObjectPhrase)
    assert last.per.controller == "another_target_player"


def test_cards_a_player_draws_said_after_them() -> None:
    # Sea of Sand: "Players reveal each card they draw."
    got = _only("Players reveal each card they draw.")
    assert isinstance(got, Action) and got.verb == Verb.REVEAL
    (cards,) = got.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["drawn_by:they"]
