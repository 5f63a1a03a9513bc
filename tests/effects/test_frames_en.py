"""English frames of abilities read on real Oracle text (effects/frame_shapes.py, lang/en/effect_words_frames.py): a
state as a trigger event (rule 603.8), the nth card drawn in a turn, an event during its subject's turn, a spell "cast
this way", the draws a replacement leaves out, "the first time … would" / "each time … would", counters put "for the
first time each turn"."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def _nodes(found: list[object]) -> list[object]:
    return [n for node in found for n in walk(node)]  # type: ignore[arg-type]


def _event(found: list[object]) -> TriggerEvent:
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    return event


def test_drop_of_honey_waits_for_no_creatures_on_the_battlefield() -> None:
    text = "When there are no creatures on the battlefield, sacrifice this enchantment."
    _, found = read(text, "Drop of Honey")
    event = _event(found)
    assert event.event == "state" and not event.actions
    assert isinstance(event.condition, EffectCondition) and event.condition.test == "there_are"
    (creatures,) = event.condition.about
    assert isinstance(creatures, ObjectPhrase) and creatures.determiner == "no" and creatures.types == ["creature"]


def test_mazemind_tome_waits_for_four_page_counters() -> None:
    text = "When there are four or more page counters on this artifact, exile it. If you do, you gain 4 life."
    _, found = read(text, "Mazemind Tome")
    event = _event(found)
    assert event.condition is not None and event.condition.test == "has:counter:page:4:or_more"
    (holder,) = event.condition.about
    assert isinstance(holder, Reference) and holder.refers == "self"


def test_transcendence_waits_for_twenty_life() -> None:
    _, found = read("When you have 20 or more life, you lose the game.", "Transcendence")
    event = _event(found)
    assert event.condition is not None and event.condition.test == "life:20:or_more"
    (player,) = event.condition.about
    assert isinstance(player, PlayerPhrase) and player.who == "you"


def test_a_state_trigger_round_trips_through_json() -> None:
    card = mtglinks.parse("When there are no creatures on the battlefield, sacrifice this enchantment.")
    (ability,) = card.iter_abilities()
    event = ability.effects[0].to_dict()
    assert event["event"] == "state" and event["condition"]["test"] == "there_are"


def test_a_state_without_its_holder_stays_untyped() -> None:
    # "there are four or more page counters" names no permanent they are on: not a state read
    card = mtglinks.parse("When there are four or more page counters, exile it.")
    (ability,) = card.iter_abilities()
    assert ability.effects[0].kind == EffectKind.UNTYPED


def test_sneaky_snacker_counts_the_third_card_drawn_in_a_turn() -> None:
    text = "When you draw your third card in a turn, return this card from your graveyard to the battlefield tapped."
    _, found = read(text, "Sneaky Snacker")
    (draw,) = _event(found).actions
    (card,) = draw.objects
    assert draw.verb == Verb.DRAW and isinstance(card, ObjectPhrase) and card.qualifiers == ["third_each_turn"]


def test_unstable_glyphbridge_reads_a_spell_cast_during_their_turn() -> None:
    text = (
        "Whenever an opponent casts a spell during their turn, they can't attack you or planeswalkers you control "
        "this turn."
    )
    _, found = read(text, "Unstable Glyphbridge")
    (cast,) = _event(found).actions
    assert cast.verb == Verb.CAST
    assert isinstance(cast.condition, EffectCondition) and cast.condition.test == "during:their_turn"


def test_kess_exiles_a_spell_cast_this_way() -> None:
    text = "If a spell cast this way would be put into your graveyard, exile it instead."
    _, found = read(text, "Kess, Dissident Mage")
    (action,) = found
    assert isinstance(action, Action) and action.verb == Verb.EXILE
    assert action.condition is not None
    (put,) = action.condition.about
    assert isinstance(put, Action) and isinstance(put.actor, ObjectPhrase)
    assert put.actor.qualifiers == ["cast_this_way"]


def test_spells_you_cast_this_way_keep_their_verb() -> None:
    # "cast this way" is a qualifier after a noun only: after "you" it stays the verb and "this way"
    card = mtglinks.parse("Spells you cast this way cost {1} less to cast.")
    qualifiers = [q for n in _nodes(card.abilities[0].effects) if isinstance(n, ObjectPhrase) for q in n.qualifiers]
    assert "cast_this_way" not in qualifiers


def test_alhammarrets_archive_leaves_out_the_first_draw_of_each_draw_step() -> None:
    text = "If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead."
    _, found = read(text, "Alhammarret's Archive")
    (action,) = found
    assert isinstance(action, Action) and action.verb == Verb.DRAW and action.amount == "2"
    assert action.condition is not None and action.condition.test == "would"
    (draw,) = action.condition.about
    (card,) = draw.objects  # type: ignore[attr-defined]
    assert isinstance(card, ObjectPhrase) and card.qualifiers == ["except_first_each_draw_step"]


def test_scion_of_halaster_replaces_the_first_draw_of_each_turn() -> None:
    text = "The first time you would draw a card each turn, instead look at the top two cards of your library."
    _, found = read(text, "Scion of Halaster")
    (action,) = found
    assert isinstance(action, Action) and action.verb == Verb.LOOK_AT
    assert action.condition is not None and action.condition.test == "first_time"
    (draw,) = action.condition.about
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert isinstance(draw.actor, PlayerPhrase) and draw.actor.who == "you"


def test_overblaze_doubles_the_damage_each_time() -> None:
    text = (
        "Each time target permanent would deal damage to a permanent or player this turn, it deals double that damage "
        "to that permanent or player instead."
    )
    _, found = read(text, "Overblaze")
    (action,) = found
    assert isinstance(action, Action) and action.condition is not None
    assert action.condition.test == "each_time"
    (deal,) = action.condition.about
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE


def test_axgard_artisan_counts_counters_put_the_first_time_each_turn() -> None:
    text = (
        "Whenever one or more +1/+1 counters are put on this creature for the first time each turn, create a "
        "Treasure token."
    )
    _, found = read(text, "Axgard Artisan")
    (put,) = _event(found).actions
    assert put.verb == Verb.PUT_COUNTER and "first_each_turn" in put.detail


def test_ojer_kaslem_activates_only_if_and_only_as_a_sorcery() -> None:
    text = "Activate only if you control ten or more permanents and only as a sorcery."
    _, found = read(text, "Temple of Cultivation")
    (action,) = found
    assert isinstance(action, Action) and action.verb == Verb.ACTIVATE and action.detail == ["only:sorcery"]
    assert action.condition is not None and action.condition.test == "control"


def test_neriv_plays_the_cards_during_any_turn_it_attacked() -> None:
    text = "During any turn you attacked with a commander, you may play those cards."
    _, found = read(text, "Neriv, Crackling Vanguard")
    (play,) = found
    assert isinstance(play, Action) and play.condition is not None
    assert play.condition.test == "during:any_turn"
    (attacked,) = play.condition.about
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK
    assert isinstance(attacked.actor, PlayerPhrase) and attacked.actor.who == "you"


def test_intrepid_adversary_waits_for_the_cost_paid_one_or_more_times() -> None:
    text = "When you pay this cost one or more times, put that many valor counters on this creature."
    _, found = read(text, "Intrepid Adversary")
    event = _event(found)
    (pay,) = event.actions
    assert event.event == Verb.PAY and pay.detail == ["this_cost", "times:1:or_more"]
    assert isinstance(pay.actor, PlayerPhrase) and pay.actor.who == "you"


def test_auriok_steelshaper_makes_equip_costs_cheaper() -> None:
    _, found = read("Equip costs you pay cost {1} less.", "Auriok Steelshaper")
    (action,) = found
    assert isinstance(action, Action) and action.verb == Verb.MODIFY_COST
    assert action.amount == "{1}" and action.detail == ["less"]
    assert isinstance(action.actor, ObjectPhrase) and action.actor.qualifiers == ["keyword:equip", "paid_by:you"]


def test_catalyst_stone_makes_the_opponents_flashback_costs_dearer() -> None:
    _, found = read("Flashback costs your opponents pay cost {2} more.", "Catalyst Stone")
    (action,) = found
    assert isinstance(action, Action) and action.detail == ["more"]
    assert isinstance(action.actor, ObjectPhrase) and "paid_by:your_opponents" in action.actor.qualifiers


def test_cycle_of_life_lasts_until_your_next_upkeep() -> None:
    text = "Target creature you cast this turn has base power and toughness 0/1 until your next upkeep."
    _, found = read(text, "Cycle of Life")
    (action,) = found
    assert isinstance(action, Action) and action.duration is not None
    assert action.duration.until == "your_next_upkeep"


def test_finest_hour_untaps_in_the_first_combat_phase() -> None:
    text = (
        "Whenever a creature you control attacks alone, if it's the first combat phase of the turn, untap that "
        "creature."
    )
    _, found = read(text, "Finest Hour")
    tests = [n.test for n in found if isinstance(n, EffectCondition)]
    assert tests == ["first_combat_phase"]


def test_wrinkly_monkey_shenanigans_holds_both_conditions() -> None:
    text = (
        "At the beginning of each end step, if a creature died this turn and this permanent is a creature, put a "
        "-1/-1 counter on this permanent and draw a card."
    )
    _, found = read(text, "Wrinkly Monkey Shenanigans")
    (both,) = [n for n in found if isinstance(n, EffectCondition)]
    assert both.test == "and" and len(both.about) == 2


def test_moraug_checks_the_main_phase() -> None:
    # the intervening "if" alone (its effect, an additional combat phase, is another shape)
    card = mtglinks.parse(
        "Landfall — Whenever a land you control enters, if it's your main phase, there's an additional combat phase "
        "after this phase.",
        name="Moraug, Fury of Akoum",
    )
    tests = [n.test for n in _nodes(card.abilities[0].effects) if isinstance(n, EffectCondition)]
    assert "is:your:main" in tests


def test_fioran_reformist_asks_whether_a_player_is_the_monarch() -> None:
    card = mtglinks.parse(
        "When Fioran Reformist enters the battlefield, if a player is the monarch, get rid of the monarchy.",
        name="Fioran Reformist",
    )
    tests = [n.test for n in _nodes(card.abilities[0].effects) if isinstance(n, EffectCondition)]
    assert tests == ["player_monarch"]


def test_sea_of_sand_waits_for_a_land_card_drawn() -> None:
    _, found = read("Whenever a player draws a land card, that player gains 3 life.", "Sea of Sand")
    (draw,) = _event(found).actions
    (card,) = draw.objects
    assert draw.verb == Verb.DRAW and isinstance(card, ObjectPhrase) and card.types == ["land", "card"]


def test_sea_of_sand_waits_for_a_nonland_card_drawn() -> None:
    _, found = read("Whenever a player draws a nonland card, that player loses 3 life.", "Sea of Sand")
    (draw,) = _event(found).actions
    (card,) = draw.objects
    assert isinstance(card, ObjectPhrase) and card.types == ["card"] and card.not_types == ["land"]


def test_zndrsplt_waits_for_a_coin_flip_won() -> None:
    _, found = read("Whenever a player wins a coin flip, draw a card.", "Zndrsplt, Eye of Wisdom")
    (won,) = _event(found).actions
    assert won.verb == Verb.WIN_FLIP


def test_karplusan_minotaur_waits_for_a_coin_flip_lost() -> None:
    card = mtglinks.parse(
        "Whenever you lose a coin flip, this creature deals 1 damage to any target of an opponent's choice.",
        name="Karplusan Minotaur",
    )
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.LOSE_FLIP


def test_gandalf_waits_for_the_ring_to_tempt_you() -> None:
    text = "Whenever the Ring tempts you, if you chose a creature other than Gandalf as your Ring-bearer, draw a card."
    _, found = read(text, "Gandalf, Friend of the Shire")
    assert _event(found).event == Verb.RING_TEMPTS
    (condition,) = [n for n in found if isinstance(n, EffectCondition)]
    assert condition.test == "ring_bearer_other_than_self"


def test_another_verb_alone_is_no_event() -> None:
    card = mtglinks.parse("Whenever proliferate, draw a card.")
    assert card.abilities[0].effects[0].kind == EffectKind.UNTYPED


def test_ranar_waits_for_cards_put_into_exile() -> None:
    text = (
        "Whenever one or more cards are put into exile from your hand or a spell or ability you control exiles one "
        "or more permanents from the battlefield, create a 1/1 white Spirit creature token with flying."
    )
    _, found = read(text, "Ranar the Ever-Watchful")
    put = _event(found).actions[0]
    assert put.zone_to == "exile" and put.zone_from == "hand"


def test_thought_shucker_activates_only_if_and_only_once() -> None:
    # the condition, and once in the game
    text = "Activate only if there are seven or more cards in your graveyard and only once."
    _, found = read(text, "Thought Shucker")
    (action,) = found
    assert isinstance(action, Action) and action.detail == ["only:if", "once:1"]
    assert action.condition is not None and action.condition.test == "there_are"


def test_okk_blocks_only_if_a_creature_with_greater_power_also_blocks() -> None:
    _, found = read("This creature can't block unless a creature with greater power also blocks.", "Okk")
    (block,) = found
    assert isinstance(block, Action) and block.negated and block.condition is not None
    assert block.condition.test == "unless:did"
    (other,) = block.condition.about
    assert isinstance(other, Action) and other.verb == Verb.BLOCK and other.detail == ["also"]


def test_storm_entity_counts_each_other_spell_cast_this_turn() -> None:
    text = "This creature enters with a +1/+1 counter on it for each other spell cast this turn."
    _, found = read(text, "Storm Entity")
    spells = [n for n in _nodes(found) if isinstance(n, ObjectPhrase) and "spell" in n.types]
    assert [s.qualifiers for s in spells] == [["cast_this_turn"]]


def test_veil_of_summer_reads_a_spell_an_opponent_has_cast() -> None:
    card = mtglinks.parse("Draw a card if an opponent has cast a blue or black spell this turn.", name="Veil of Summer")
    (draw,) = card.abilities[0].effects
    assert isinstance(draw, Action) and draw.condition is not None
    (cast,) = draw.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "an_opponent"


def test_cloud_has_double_strike_during_your_turn_as_long_as_equipped() -> None:
    text = "During your turn, as long as Cloud is equipped, it has double strike and indestructible."
    _, found = read(text, "Cloud")
    (action,) = found
    assert isinstance(action, Action) and action.condition is not None and action.condition.test == "and"
    tests = [c.test for c in action.condition.about if isinstance(c, EffectCondition)]
    assert tests == ["during:your_turn", "as_long_as:is:equipped"]


def test_spirit_of_the_labyrinth_bounds_draws_in_a_turn() -> None:
    _, found = read("Each player can't draw more than one card each turn.", "Spirit of the Labyrinth")
    (draw,) = found
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.negated
    (cards,) = draw.objects
    assert isinstance(cards, ObjectPhrase)
    assert (cards.determiner, cards.count, cards.types, cards.qualifiers) == ("more_than", "1", ["card"], ["each_turn"])


def test_an_equip_cost_change_printed_in_spanish_is_no_equip_keyword() -> None:
    # Auriok Steelshaper, printed in Spanish: "Equipar te cuesta {1} menos." is a sentence (Oracle "Equip costs you pay
    # cost {1} less."), not the keyword Equip with the parameter "te cuesta {1} menos"; "Equipar criatura legendaria
    # {3}." stays the keyword
    card = mtglinks.parse("Equipar te cuesta {1} menos.", lang="es", name="Moldea acero áuriok")
    assert card.abilities[0].kind != "keyword"
    keyword = mtglinks.parse("Equipar criatura legendaria {3}.", lang="es")
    assert keyword.abilities[0].kind == "keyword"
    # a cost of words alone stays the keyword's (Medal of Valor printed in Russian: "Equip—Remove a charge counter …")
    words = mtglinks.parse("Снарядить удалите один жетон заряда с Медали Отличия.", lang="ru", name="Медаль Отличия")
    assert words.abilities[0].kind == "keyword"
