"""More of the verb side of the English effect tree on real card text (2026 Oracle wording unless said): the
shapes of sentences read whole since the fourth round, each checked for its verb, objects, zones, condition and
duration, not only for being typed."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Card, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def test_counters_a_player_has_are_held_by_the_subject() -> None:
    # Phyrexian Hydra's kin of the toxic sets: "Activate only if an opponent has three or more poison counters."
    # (the condition's holder is the player, where "on it" names none)
    card, found = read("{1}{B}: Draw a card. Activate only if an opponent has three or more poison counters.")
    activate = found[-1]
    assert isinstance(activate, Action)
    assert activate.verb == Verb.ACTIVATE and activate.condition is not None
    assert activate.condition.test == "has:counter:poison:3:or_more"
    (holder,) = activate.condition.about
    assert isinstance(holder, PlayerPhrase) and holder.who == "an_opponent"
    assert original(card, holder) == "an opponent"


def test_counters_on_it_are_still_held_by_what_it_names() -> None:
    # Quest for the Gemblades kin: "if ~ has four or more quest counters on it"
    card, found = read(
        "Remove four quest counters from this enchantment: Draw a card. Activate only if this enchantment has four"
        " or more quest counters on it."
    )
    activate = found[-1]
    assert isinstance(activate, Action) and activate.condition is not None
    assert activate.condition.test == "has:counter:quest:4:or_more"
    (holder,) = activate.condition.about
    assert isinstance(holder, Reference) and holder.refers == "anaphora" and original(card, holder) == "it"


def test_a_choice_or_another_verb_offers_both() -> None:
    # the Dragons of Tarkir cost, as a creature: a choice first, the other verb its alternative
    card, found = read(
        "As an additional cost to cast this spell, choose a creature you control or reveal a creature card from"
        " your hand.\nDraw a card."
    )
    choose = found[0]
    assert isinstance(choose, Action) and choose.verb == Verb.CHOOSE
    assert choose.condition is not None and choose.condition.test == "additional_cost"
    (chosen,) = choose.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.types == ["creature"] and chosen.controller == "you"
    (reveal,) = choose.alternatives
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.zone_from == "hand"
    assert original(card, reveal) == "reveal a creature card from your hand"


def test_a_verb_or_a_choice_keeps_the_choice_as_the_alternative() -> None:
    # a wish of the 2025 sets: "You may reveal … or choose a face-up … in exile."
    card, reveal = only_action(
        "You may reveal an artifact card you own from outside the game or choose a face-up artifact card you own"
        " in exile."
    )
    assert reveal.verb == Verb.REVEAL and reveal.optional and reveal.zone_from == "outside"
    (choose,) = reveal.alternatives
    assert isinstance(choose, Action) and choose.verb == Verb.CHOOSE
    (chosen,) = choose.objects
    assert isinstance(chosen, ObjectPhrase) and chosen.zone == "exile" and "face-up" in chosen.qualifiers
    assert original(card, choose) == "choose a face-up artifact card you own in exile"


def test_a_timing_ended_by_a_step_keeps_both() -> None:
    # Nettling Imp's last sentence
    card, found = read(
        "{T}: Draw a card. Activate only during an opponent's turn, before attackers are declared.", "Nettling Imp"
    )
    activate = found[-1]
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE
    assert activate.detail == ["only:opponent_turn", "before:declare_attackers"]
    assert original(card, activate) == "Activate only during an opponent's turn, before attackers are declared"


def test_is_goaded_is_the_goad_of_the_subject_with_its_duration() -> None:
    # Psychic Impetus: the second clause takes the first's subject
    card, found = read("Enchant creature\nEnchanted creature gets +2/+2 and is goaded.", "Psychic Impetus")
    pump, goad = found
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and pump.amount == "+2/+2"
    assert isinstance(goad, Action) and goad.verb == Verb.GOAD and original(card, goad) == "is goaded"
    assert isinstance(goad.actor, Reference) and goad.actor.refers == "attached"
    # Life of the Party's tokens (2021 Commander): "The tokens are goaded for the rest of the game."
    _, tokens = only_action("The tokens are goaded for the rest of the game.")
    assert tokens.verb == Verb.GOAD and tokens.duration is not None and tokens.duration.until == "rest_of_game"
    assert isinstance(tokens.actor, ObjectPhrase) and tokens.actor.types == ["token"]


def test_the_top_or_bottom_of_a_library_is_the_library() -> None:
    # Hinder: "your choice of the top or bottom of its owner's library" is where the card goes
    card, found = read(
        "Counter target spell. If that spell is countered this way, put that card on your choice of the top or"
        " bottom of its owner's library instead of into that player's graveyard.",
        "Hinder",
    )
    put = found[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"
    assert put.condition is not None and "instead_of:graveyard" in put.detail
    # the owner chooses: "Its owner puts it on their choice of the top or bottom of their library."
    _, owner_puts = only_action(
        "Target creature's owner puts it on their choice of the top or bottom of their library."
    )
    assert owner_puts.verb == Verb.PUT and owner_puts.zone_to == "library"
    assert isinstance(owner_puts.actor, PlayerPhrase) and owner_puts.actor.who == "owner"
    (it,) = owner_puts.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"


def test_paying_any_amount_leaves_the_amount_to_the_payer() -> None:
    # Phyrexian Processor
    card, pay = only_action("As this artifact enters, pay any amount of life.", "Phyrexian Processor")
    assert pay.verb == Verb.PAY and pay.amount == "any" and pay.detail == ["life"]
    assert pay.condition is not None and pay.condition.test == "as"
    # energy paid: "You get {E}{E}, then you may pay any amount of {E}." (Aether Revolt's energy cards)
    _, found = read("You get {E}{E}, then you may pay any amount of {E}.")
    get, pay_energy = found
    assert isinstance(get, Action) and get.verb == Verb.GET_ENERGY
    assert isinstance(pay_energy, Action) and pay_energy.verb == Verb.PAY and pay_energy.optional
    assert pay_energy.amount == "any" and pay_energy.detail == ["mana", "symbol:{E}"]


def test_combat_damage_assigned_otherwise() -> None:
    # Doran, the Siege Tower
    _, doran = only_action(
        "Each creature assigns combat damage equal to its toughness rather than its power.", "Doran, the Siege Tower"
    )
    assert doran.verb == Verb.ASSIGN_COMBAT_DAMAGE and doran.amount is None
    assert doran.detail == ["equal_to:toughness", "rather_than:power"]
    assert (
        isinstance(doran.actor, ObjectPhrase) and doran.actor.determiner == "each" and doran.actor.types == ["creature"]
    )
    # Orcish Squatters' second sentence: none assigned, on a condition, for a turn
    card, none = only_action("If you do, this creature assigns no combat damage this turn.", "Orcish Squatters")
    assert none.verb == Verb.ASSIGN_COMBAT_DAMAGE and none.amount == "0"
    assert none.condition is not None and none.condition.test == "you_do"
    assert none.duration is not None and none.duration.until == "this_turn"
    assert isinstance(none.actor, Reference) and none.actor.refers == "self"


def test_a_station_row_of_keywords_is_held_at_its_counters() -> None:
    # Inspirit, Flagship Vessel's "8+ | Flying"; Hearthhull, the Worldseed's "8+ | Flying, vigilance, haste"
    card, found = read("8+ | Flying", "Inspirit, Flagship Vessel")
    (gain,) = found
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.detail == ["keyword:flying"]
    assert gain.condition is not None and gain.condition.test == "row:8+"
    _, found = read("8+ | Flying, vigilance, haste", "Hearthhull, the Worldseed")
    (many,) = found
    assert isinstance(many, Action) and many.detail == ["keyword:flying", "keyword:vigilance", "keyword:haste"]


def test_mana_spent_counted_is_a_condition_on_the_spell() -> None:
    # Raggadragga, Goreguts Boss: the intervening "if" of its third ability
    card = mtglinks.parse(
        "Whenever you cast a spell, if at least seven mana was spent to cast it, untap target creature.",
        name="Raggadragga, Goreguts Boss",
    )
    (ability,) = card.iter_abilities()
    assert is_typed(ability.effects)
    condition = next(n for n in ability.effects if n.kind == EffectKind.CONDITION)
    assert isinstance(condition, EffectCondition) and condition.test == "spent:mana"
    mana, spell = condition.about
    assert isinstance(mana, ObjectPhrase) and mana.determiner == "at_least" and mana.count == "7"
    assert mana.types == ["mana"] and isinstance(spell, Reference) and spell.refers == "anaphora"
    # an adamant of Throne of Eldraine, the colour counted too: "If at least three white mana was spent to cast this
    # spell, …"
    _, found = read(
        "If at least three white mana was spent to cast this spell, create a 1/1 white Human creature token."
    )
    (create,) = found
    assert isinstance(create, Action) and create.verb == Verb.CREATE and create.condition is not None
    white, this_spell = create.condition.about
    assert isinstance(white, ObjectPhrase) and white.colors == ["white"] and white.count == "3"
    assert isinstance(this_spell, Reference) and this_spell.refers == "self"


def test_power_and_toughness_switched_are_whose_and_for_how_long() -> None:
    # Twisted Image
    card, found = read("Switch target creature's power and toughness until end of turn.\nDraw a card.", "Twisted Image")
    switch, draw = found
    assert isinstance(switch, Action) and switch.verb == Verb.SWITCH_PT and switch.detail == ["power_toughness"]
    (whose,) = switch.objects
    assert isinstance(whose, ObjectPhrase) and whose.determiner == "target" and whose.types == ["creature"]
    assert switch.duration is not None and switch.duration.until == "end_of_turn"
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    # Myr Quadropod: its own
    card, found = read("{3}: Switch this creature's power and toughness until end of turn.", "Myr Quadropod")
    (own,) = found
    assert isinstance(own, Action) and own.verb == Verb.SWITCH_PT
    (it,) = own.objects
    assert isinstance(it, Reference) and it.refers == "self" and original(card, it) == "this creature"


def test_counters_distributed_are_put_divided() -> None:
    # Armament Corps
    card, found = read(
        "When this creature enters, distribute two +1/+1 counters among one or two target creatures you control.",
        "Armament Corps",
    )
    (put,) = [n for n in found if isinstance(n, Action) and n.verb == Verb.PUT_COUNTER]
    assert put.detail == ["counter:+1/+1:2", "divided"]
    (targets,) = put.objects
    assert isinstance(targets, ObjectPhrase) and targets.count == "1_or_2" and targets.controller == "you"
    # Biogenic Upgrade's kin: the numbers of targets listed
    _, spread = only_action("Distribute three +1/+1 counters among one, two, or three target creatures you control.")
    assert spread.verb == Verb.PUT_COUNTER and spread.detail == ["counter:+1/+1:3", "divided", "among:1,2,3"]


def test_a_counter_moved_goes_from_the_first_object_onto_the_second() -> None:
    # Weapon Rack
    card, found = read(
        "{T}: Move a +1/+1 counter from this artifact onto target creature. Activate only as a sorcery.", "Weapon Rack"
    )
    move = found[0]
    assert isinstance(move, Action) and move.verb == Verb.MOVE_COUNTER and move.detail == ["counter:+1/+1"]
    source, destination = move.objects
    assert isinstance(source, Reference) and source.refers == "self" and original(card, source) == "this artifact"
    assert isinstance(destination, ObjectPhrase) and destination.determiner == "target"


def test_a_phase_added_after_this_one() -> None:
    # Aurelia, the Warleader's second sentence
    card, found = read(
        "Whenever Aurelia attacks for the first time each turn, untap all creatures you control. After this phase,"
        " there is an additional combat phase.",
        "Aurelia, the Warleader",
    )
    extra = found[-1]
    assert isinstance(extra, Action) and extra.verb == Verb.ADD_PHASE and extra.detail == ["combat"]
    assert extra.condition is not None and extra.condition.test == "after:this_phase"
    assert original(card, extra.condition).startswith("After this phase")
    # Relentless Assault: a combat and a main phase
    _, found = read(
        "Untap all creatures that attacked this turn. After this main phase, there is an additional combat phase"
        " followed by an additional main phase."
    )
    untap, both = found
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    assert isinstance(both, Action) and both.detail == ["combat_then_main"]
    assert both.condition is not None and both.condition.test == "after:this_main_phase"


def ability_nodes(text: str, name: str, opening: str) -> tuple[Card, list[Effect]]:
    """The typed nodes of the card's ability that opens with `opening`."""
    card = mtglinks.parse(text, name=name)
    (ability,) = [a for a in card.iter_abilities() if a.text.startswith(opening)]
    assert is_typed(ability.effects), [n.to_dict() for n in ability.effects if n.kind == EffectKind.UNTYPED]
    return card, ability.effects


def test_either_of_two_past_events_within_a_time() -> None:
    # Clockwork Beast's second ability: its intervening "if"
    card, found = ability_nodes(
        "This creature enters with seven +1/+0 counters on it.\nAt end of combat, if this creature attacked or blocked"
        " this combat, remove a +1/+0 counter from it.",
        "Clockwork Beast",
        "At end of combat",
    )
    condition = next(n for n in found if isinstance(n, EffectCondition))
    (attacked,) = condition.about
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK
    assert isinstance(attacked.actor, Reference) and attacked.actor.refers == "self"
    assert attacked.duration is not None and attacked.duration.until == "this_combat"
    (blocked,) = attacked.alternatives
    assert isinstance(blocked, Action) and blocked.verb == Verb.BLOCK and original(card, blocked) == "blocked"


def test_life_gained_or_lost_this_turn() -> None:
    # Silversmote Ghoul: at least so much, this turn
    _, found = ability_nodes(
        "At the beginning of your end step, if you gained 3 or more life this turn, return this card from your"
        " graveyard to the battlefield tapped.",
        "Silversmote Ghoul",
        "At the beginning",
    )
    condition = next(n for n in found if isinstance(n, EffectCondition))
    (gained,) = condition.about
    assert isinstance(gained, Action) and gained.verb == Verb.GAIN_LIFE and gained.amount == "3:or_more"
    assert isinstance(gained.actor, PlayerPhrase) and gained.actor.who == "you"
    assert gained.duration is not None and gained.duration.until == "this_turn"
    # Starlit Soothsayer: either
    _, found = ability_nodes(
        "At the beginning of your end step, if you gained or lost life this turn, surveil 1.",
        "Starlit Soothsayer",
        "At the beginning",
    )
    condition = next(n for n in found if isinstance(n, EffectCondition))
    (either,) = condition.about
    assert isinstance(either, Action) and either.verb == Verb.GAIN_LIFE
    assert [a.verb for a in either.alternatives if isinstance(a, Action)] == [Verb.LOSE_LIFE]


def test_more_trigger_events() -> None:
    # Brutal Cathar: entering or transforming into itself
    _, found = ability_nodes(
        "Whenever this creature enters or transforms into Brutal Cathar, exile target creature an opponent controls"
        " until this creature leaves the battlefield.",
        "Brutal Cathar",
        "Whenever",
    )
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert [a.verb for a in event.actions] == [Verb.ENTER, Verb.TRANSFORM]
    # Celestus Sanctifier: the game's day and night changing
    _, found = ability_nodes(
        "Whenever day becomes night or night becomes day, look at the top two cards of your library.",
        "Celestus Sanctifier",
        "Whenever",
    )
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert event.event == "day_night_change" and not event.actions
    # Dragonborn Champion: damage past a bound
    _, found = ability_nodes(
        "Trample\nWhenever a source you control deals 5 or more damage to a player, draw a card.",
        "Dragonborn Champion",
        "Whenever",
    )
    event = next(n for n in found if isinstance(n, TriggerEvent))
    (deal,) = event.actions
    assert deal.verb == Verb.DEAL_DAMAGE and deal.amount == "5:or_more"
    (player,) = deal.objects
    assert isinstance(player, ObjectPhrase) and player.types == ["player"]
    # Ratchet, Rescue Racer: artifacts put into a graveyard from the battlefield die (rule 700.4)
    _, found = ability_nodes(
        "Whenever one or more nontoken artifacts you control are put into a graveyard from the battlefield, draw a"
        " card.",
        "Ratchet, Rescue Racer",
        "Whenever",
    )
    event = next(n for n in found if isinstance(n, TriggerEvent))
    (die,) = event.actions
    assert die.verb == Verb.DIE and isinstance(die.actor, ObjectPhrase) and die.actor.types == ["artifact"]


def test_more_steps_a_trigger_or_a_delayed_trigger_names() -> None:
    # Archivist of Gondor
    _, found = ability_nodes(
        "At the beginning of the monarch's end step, that player draws a card.", "Archivist of Gondor", "At"
    )
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert event.event == "monarch:end_step"
    # Bounty of the Hunt's last sentence: a delayed step after the action
    card, remove = only_action(
        "Remove a +1/+1 counter from that creature at the beginning of the next cleanup step.", "Bounty of the Hunt"
    )
    assert remove.verb == Verb.REMOVE_COUNTER and "at:next:cleanup" in remove.detail
    # Archivist of Gondor's first ability: its intervening "if"
    _, found = ability_nodes(
        "When your commander deals combat damage to a player, if there is no monarch, you become the monarch.",
        "Archivist of Gondor",
        "When",
    )
    condition = next(n for n in found if isinstance(n, EffectCondition))
    assert condition.test == "no_monarch"


def test_half_a_players_life_lost_rounded() -> None:
    # Shard of the Nightbringer's Drain Life, its effect's first sentence
    _, drain = only_action("Target opponent loses half their life, rounded up.", "Shard of the Nightbringer")
    assert drain.verb == Verb.LOSE_LIFE and drain.amount == "half:up"
    assert isinstance(drain.actor, PlayerPhrase) and drain.actor.who == "target_opponent"


def test_a_bound_on_x() -> None:
    # Aladdin's Lamp's last sentence
    card, bound = only_action("X can't be 0.", "Aladdin's Lamp")
    assert bound.verb == Verb.CANT and bound.amount == "X" and bound.detail == ["be:0"]


def test_damage_a_source_would_deal_prevented() -> None:
    # Resistance Fighter
    card, found = read(
        "Sacrifice this creature: Prevent all combat damage target creature would deal this turn.", "Resistance Fighter"
    )
    prevent = found[-1]
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.amount == "all"
    assert prevent.detail == ["dealt_by", "combat"]
    (source,) = prevent.objects
    assert isinstance(source, ObjectPhrase) and source.determiner == "target" and source.types == ["creature"]
    assert prevent.duration is not None and prevent.duration.until == "this_turn"


def test_returned_to_a_zone_named_first() -> None:
    # No Rest for the Wicked
    card, found = read(
        "Sacrifice this enchantment: Return to your hand all creature cards in your graveyard that were put there from"
        " the battlefield this turn.",
        "No Rest for the Wicked",
    )
    ret = found[-1]
    assert isinstance(ret, Action) and ret.verb == Verb.RETURN
    assert ret.zone_to == "hand" and ret.zone_from == "graveyard"
    (cards,) = ret.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "all" and cards.types == ["creature", "card"]


def test_life_paid_by_an_amount_computed() -> None:
    # Lorcan, Warlock Collector's trigger, its effect's first sentence
    _, pay = only_action("You may pay life equal to its mana value.", "Lorcan, Warlock Collector")
    assert pay.verb == Verb.PAY and pay.detail == ["life"] and pay.optional and pay.amount == "mana_value"


def test_several_zones_searched() -> None:
    # Dispossess's second sentence
    card, found = read(
        "Search target opponent's graveyard, hand, and library for any number of cards with the chosen name and exile"
        " them.",
        "Dispossess",
    )
    search, exile = found
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.zone_from == "graveyard"
    assert search.detail == ["zones:graveyard,hand,library"]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE


def test_a_permanent_that_left_under_your_control() -> None:
    # Decommission's revolt
    card, found = read(
        "Destroy target artifact or enchantment.\nRevolt — If a permanent left the battlefield under your control this"
        " turn, you gain 3 life.",
        "Decommission",
    )
    gain = found[-1]
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.condition is not None
    (left,) = gain.condition.about
    assert isinstance(left, Action) and left.verb == Verb.LEAVE_BATTLEFIELD and left.detail == ["under:you"]
    assert left.duration is not None and left.duration.until == "this_turn"


def test_a_lure_makes_every_able_creature_block_its_object() -> None:
    # Lure
    card, found = read("Enchant creature\nAll creatures able to block enchanted creature do so.", "Lure")
    (block,) = found
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.detail == ["all_able"]
    (lured,) = block.objects
    assert isinstance(lured, Reference) and lured.refers == "attached"
    # Elvish Bard: its own
    card, bard = only_action("All creatures able to block this creature do so.", "Elvish Bard")
    (itself,) = bard.objects
    assert isinstance(itself, Reference) and itself.refers == "self" and original(card, itself) == "this creature"


def test_combat_damage_assigned_as_though_not_blocked() -> None:
    # Rhox's first ability
    _, rhox = only_action("You may have this creature assign its combat damage as though it weren't blocked.", "Rhox")
    assert rhox.verb == Verb.ASSIGN_COMBAT_DAMAGE and rhox.optional
    assert "as_though:not_blocked" in rhox.detail and rhox.amount is None
    assert isinstance(rhox.actor, Reference) and rhox.actor.refers == "self"


def test_a_player_dealt_damage_is_the_event() -> None:
    # Lich's fourth ability
    _, found = ability_nodes(
        "Whenever you're dealt damage, sacrifice that many nontoken permanents. If you can't, you lose the game.",
        "Lich",
        "Whenever",
    )
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert event.event == Verb.DEALT_DAMAGE
    (dealt,) = event.actions
    assert isinstance(dealt.actor, PlayerPhrase) and dealt.actor.who == "you" and dealt.detail == []


def test_an_action_allowed_once_in_a_time() -> None:
    # Karador, Ghost Chieftain's second ability
    _, cast = only_action(
        "Once during each of your turns, you may cast a creature spell from your graveyard.", "Karador, Ghost Chieftain"
    )
    assert cast.verb == Verb.CAST and cast.optional and cast.zone_from == "graveyard"
    assert cast.condition is not None and cast.condition.test == "once:each_of_your_turns"
    # a suffix: "You may activate each of those abilities only once each turn."
    _, activate = only_action("You may activate each of those abilities only once each turn.")
    assert activate.verb == Verb.ACTIVATE and activate.detail == ["once:each_turn"]


def test_suspended_is_a_state_of_the_card() -> None:
    # Greater Gargadon's second ability
    _, found = read(
        "Sacrifice an artifact, creature, or land: Remove a time counter from this card. Activate only if this card is"
        " suspended.",
        "Greater Gargadon",
    )
    activate = found[-1]
    assert isinstance(activate, Action) and activate.condition is not None
    assert activate.condition.test == "is:suspended"


def test_a_subtype_the_subject_now_is() -> None:
    # Blood Moon
    _, moon = only_action("Nonbasic lands are Mountains.", "Blood Moon")
    assert moon.verb == Verb.BECOME and moon.detail == ["is"]
    assert isinstance(moon.actor, ObjectPhrase) and moon.actor.types == ["land"] and moon.actor.not_types == ["basic"]
    (mountain,) = moon.objects
    assert isinstance(mountain, ObjectPhrase) and mountain.subtypes == ["Mountain"]
    # Conversion's second ability
    _, conversion = only_action("All Mountains are Plains.", "Conversion")
    assert isinstance(conversion.actor, ObjectPhrase) and conversion.actor.subtypes == ["Mountain"]
    assert [o.subtypes for o in conversion.objects if isinstance(o, ObjectPhrase)] == [["Plains"]]


def test_a_subtype_after_that_are_is_not_read_as_a_new_clause() -> None:
    # "Creatures you control that are Zombies and/or tokens get +1/+1 …": "are Zombies" only as a whole sentence, so
    # the relative clause's list is not split into a second subject
    card = mtglinks.parse("Creatures you control that are Zombies and/or tokens get +1/+1 and have flying.")
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    for node in found:
        assert not (isinstance(node, Action) and node.other_actors), node.to_dict()


def test_damage_divided_among_a_list_of_numbers_of_targets() -> None:
    # Forked Lightning
    _, deal = only_action(
        "This spell deals 4 damage divided as you choose among one, two, or three target creatures.", "Forked Lightning"
    )
    assert deal.verb == Verb.DEAL_DAMAGE and deal.amount == "4"
    assert deal.detail == ["divided:as_you_choose"]
    (targets,) = deal.objects  # the numbers of targets offered are the object's count, as "Tap one, two, or three …"
    assert isinstance(targets, ObjectPhrase) and targets.determiner == "target" and targets.types == ["creature"]
    assert targets.count == "1_or_2_or_3"
