"""Constructions where the English grammar stopped reading a sentence of the 2026 Oracle text (issue #22), on real card
text (2026 Oracle wording of the cards named): chaos ensuing as an effect, a keyword action done from a zone, a die's
row with a hyphen, a station's row holding a triggered ability, a die's result said "On a 5 or higher"
(grammar/effects-en/4-grammar-stops.lark, effects/grammar_stop_shapes.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, TriggerEvent


def _actions(found: list[Effect]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def _untyped(text: str) -> list[Effect]:
    card = mtglinks.parse(text, name="Foo")
    return [n for ability in card.iter_abilities() for n in ability.effects if n.kind == EffectKind.UNTYPED]


def test_chaos_ensues_as_an_effect() -> None:
    # Norn's Seedcore
    text = "When you planeswalk to Norn's Seedcore, chaos ensues."
    _, found = read(text, name="Norn's Seedcore")
    assert [a.verb for a in _actions(found)][0] == Verb.CHAOS_ENSUES
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == "planeswalk"


def test_chaos_ensues_on_a_vote() -> None:
    # Path of the Ghosthunter
    _, found = read("If chaos gets more votes or the vote is tied, chaos ensues.", name="Path of the Ghosthunter")
    (chaos,) = _actions(found)
    assert chaos.verb == Verb.CHAOS_ENSUES and chaos.condition is not None
    assert chaos.condition.test == "vote_wins_or_tied:chaos"


def test_only_chaos_is_an_effect() -> None:
    assert _untyped("If you win the flip, your upkeep.")
    assert _untyped("If you win the flip, end of combat.")


def test_specializes_from_your_graveyard() -> None:
    # Karlach, Tiefling Zealot
    _, found = read(
        "When this card specializes from your graveyard, return it from your graveyard to the battlefield.",
        name="Karlach, Tiefling Zealot",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "specialize"
    assert event.actions[0].zone_from == "graveyard"


def test_a_die_row_with_a_hyphen() -> None:
    # Mathise, Surge Channeler
    text = (
        "Whenever you cast an instant or sorcery spell with mana value 3 or greater, roll a d20.\n"
        "1-9 | Each player draws a card.\n10-19 | You draw a card.\n20 | Copy that spell."
    )
    card, found = read(text, name="Mathise, Surge Channeler")
    rows = [a.condition.test for a in _actions(found) if a.condition is not None]
    assert "row:1-9" in rows and "row:10-19" in rows


def test_a_row_range_must_run_upwards() -> None:
    assert _untyped("9-1 | You draw a card.")
    assert _untyped("3 4 | You draw a card.")


def test_a_station_row_with_a_trigger() -> None:
    # Uthros Research Craft
    text = "3+ | Whenever you cast an artifact spell, draw a card. Put a charge counter on this Spacecraft."
    _, found = read(text, name="Uthros Research Craft")
    assert isinstance(found[0], TriggerEvent) and found[0].event == "cast"
    draw = _actions(found)[0]
    assert draw.verb == Verb.DRAW and draw.condition is not None and draw.condition.test == "row:3+"


def test_on_a_result_of_the_roll_before() -> None:
    # Inhumaniac
    text = (
        "At the beginning of your upkeep, roll a six-sided die. On a 3 or 4, put a +1/+1 counter on this creature. "
        "On a 5 or higher, put two +1/+1 counters on it. On a 1, remove all +1/+1 counters from this creature."
    )
    _, found = read(text, name="Inhumaniac")
    results = []
    for action in _actions(found)[1:]:
        assert isinstance(action.condition, EffectCondition) and action.condition.test == "did"
        (roll,) = action.condition.about
        assert isinstance(roll, Action) and roll.verb == Verb.ROLL
        results.extend(roll.detail)
    assert results == ["result:3_or_4", "result:5:or_more", "result:1"]


def test_that_are_kinds_and_or() -> None:
    # On Wings of Gold
    _, found = read("Creatures you control that are Zombies and/or tokens get +1/+1 and have flying.")
    pump, gain = _actions(found)
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.types == ["creature"]
    assert "is:Zombie|token" in pump.actor.qualifiers and gain.verb == Verb.GAIN_ABILITY


def test_that_are_kinds_counted() -> None:
    # The Mycotyrant
    text = (
        "The Mycotyrant's power and toughness are each equal to the number of creatures you control that are "
        "Fungi and/or Saprolings."
    )
    _, found = read(text, name="The Mycotyrant")
    counted = [n.per for n in _actions(found) if n.per is not None]
    assert counted and isinstance(counted[0], ObjectPhrase) and "is:Fungus|Saproling" in counted[0].qualifiers


def test_that_are_only_kinds() -> None:
    assert _untyped("Creatures you control that are Zombies and/or target get +1/+1.")


def test_a_mode_of_characteristics_alone() -> None:
    # Genku, Future Shaper's modes
    for text, pt, subtype, keyword in (
        ("2/2 white Fox with vigilance.", "2/2", "Fox", "with:vigilance"),
        ("1/2 blue Moonfolk with flying.", "1/2", "Moonfolk", "with:flying"),
    ):
        _, found = read(text, name="Genku, Future Shaper")
        (thing,) = found
        assert isinstance(thing, ObjectPhrase) and thing.subtypes == [subtype]
        assert pt in thing.qualifiers and keyword in thing.qualifiers


def test_characteristics_need_a_type_and_what_it_has() -> None:
    assert _untyped("2/2 Zombie.")
    assert _untyped("Target creature with flying.")
    assert _untyped("2/2 white with vigilance.")


def test_counters_on_three_targets() -> None:
    # Incremental Growth
    text = (
        "Put a +1/+1 counter on target creature, two +1/+1 counters on another target creature, and three +1/+1 "
        "counters on a third target creature."
    )
    _, found = read(text, name="Incremental Growth")
    puts = _actions(found)
    assert [p.verb for p in puts] == [Verb.PUT_COUNTER] * 3
    assert [p.detail for p in puts] == [["counter:+1/+1"], ["counter:+1/+1:2"], ["counter:+1/+1:3"]]
    for put in puts:
        (target,) = put.objects
        assert isinstance(target, ObjectPhrase) and target.determiner == "target" and target.types == ["creature"]


def test_loses_this_ability() -> None:
    # Dominating Licid
    text = (
        "{1}{U}{U}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant creature. "
        "Attach it to target creature."
    )
    _, found = read(text, name="Dominating Licid")
    lose, become, *_ = _actions(found)
    assert lose.verb == Verb.LOSE_ABILITY and lose.detail == ["keyword:this_ability"]
    assert become.verb == Verb.BECOME


def test_has_this_ability_keeps_its_reading() -> None:
    # Cryptoplasm: "this ability" after "has" stays the except's object, not a keyword granted
    card = mtglinks.parse(
        "At the beginning of your upkeep, you may have this creature become a copy of another target creature, "
        "except it has this ability.",
        name="Cryptoplasm",
    )
    (ability,) = card.iter_abilities()
    assert all("keyword:this_ability" not in getattr(n, "detail", []) for n in ability.effects)


def test_conjured_into_the_top_cards_at_random() -> None:
    # Jessie Zane, Fangbringer
    text = (
        "When Jessie Zane enters, conjure a card named Ambush Viper into the top six cards of your library at random."
    )
    _, found = read(text, name="Jessie Zane, Fangbringer")
    (conjure,) = _actions(found)
    assert conjure.verb == Verb.CONJURE and conjure.zone_to == "library"
    assert conjure.detail == ["top:6", "random"]
    assert _untyped("Exile target creature into the top five lands of your library.")


def test_the_second_and_third_time_it_resolved() -> None:
    # Omnath, Locus of Creation
    text = (
        "Landfall — Whenever a land you control enters, you gain 4 life if this is the first time this ability has "
        "resolved this turn. If it's the second time, add {R}{G}{W}{U}. If it's the third time, Omnath deals 4 damage "
        "to each opponent and each planeswalker you don't control."
    )
    _, found = read(text, name="Omnath, Locus of Creation")
    tests = [a.condition.test for a in _actions(found) if a.condition is not None]
    assert tests == ["resolved:1", "resolved:2", "resolved:3"]


def test_an_additional_cost_of_other_spells() -> None:
    # Chorus of the Conclave
    _, found = read(
        "As an additional cost to cast creature spells, you may pay any amount of mana.", name="Chorus of the Conclave"
    )
    (pay,) = _actions(found)
    assert pay.verb == Verb.PAY and pay.optional and pay.condition is not None
    assert pay.condition.test == "additional_cost"
    (spells,) = pay.condition.about
    assert isinstance(spells, ObjectPhrase) and spells.types == ["creature", "spell"]
    assert _untyped("As a cost to destroy creature spells, you may pay 2 life.")


def test_a_creature_type_in_common() -> None:
    # Skemfar Shadowsage
    text = (
        "Each opponent loses X life, where X is the greatest number of creatures you control that have a creature "
        "type in common."
    )
    _, found = read(text, name="Skemfar Shadowsage")
    (lose,) = _actions(found)
    assert isinstance(lose.per, ObjectPhrase) and "share:creature_type:in_common" in lose.per.qualifiers


def test_the_number_of_colors_it_is() -> None:
    # Mana Cannons
    _, found = read("~ deals X damage to any target, where X is the number of colors that spell is.", name="Foo")
    (damage,) = _actions(found)
    assert isinstance(damage.per, ObjectPhrase) and damage.per.types == ["color"]
    assert damage.per.qualifiers == ["of:anaphora"] and damage.amount == "number_of"
    assert _untyped("You gain X life, where X is the number of cards it is.")


def test_exactly_n_colors() -> None:
    # Threefold Signal
    _, found = read("Each spell you cast that's exactly three colors has replicate {3}.", name="Threefold Signal")
    (gain,) = _actions(found)
    assert isinstance(gain.actor, ObjectPhrase) and "colors:3:exactly" in gain.actor.qualifiers
    assert _untyped("Destroy each creature that's at least two colors.")


def test_for_each_spell_cast_this_turn_said_first() -> None:
    # Murmuration
    text = "For each spell you've cast this turn, create a 1/2 blue Bird creature token with flying named Storm Crow."
    _, found = read(text, name="Murmuration")
    (create,) = _actions(found)
    assert create.condition is not None and create.condition.test == "for_each"
    (spells,) = create.condition.about
    assert isinstance(spells, ObjectPhrase) and spells.controller == "cast_by_you"
    assert "during:this_turn" in spells.qualifiers


def test_a_duration_after_the_number_stays_the_actions() -> None:
    # Dominating Vampire: "until end of turn" is how long control lasts, not when the Vampires were counted
    text = (
        "When this creature enters, gain control of target creature with mana value less than or equal to the number "
        "of Vampires you control until end of turn."
    )
    _, found = read(text, name="Dominating Vampire")
    (gain,) = _actions(found)
    assert gain.duration is not None and gain.duration.until == "end_of_turn"


def test_lands_you_had_enter() -> None:
    # Emergent Sequence
    text = "Put a +1/+1 counter on it for each land you had enter the battlefield under your control this turn."
    _, found = read(text, name="Emergent Sequence")
    (put,) = _actions(found)
    assert isinstance(put.per, ObjectPhrase) and put.per.types == ["land"]
    assert put.per.qualifiers == ["entered_this_turn"]


def test_a_card_name_other_than_a_basic_land_card_name() -> None:
    # Desperate Research
    _, found = read("Choose a card name other than a basic land card name.", name="Desperate Research")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "card_name"
    assert choice.options == ["other_than:basic_land"]
    assert _untyped("Choose a card name other than a basic land.")


def test_a_cost_for_each_target() -> None:
    # Hinata, Dawn-Crowned
    _, found = read("Spells you cast cost {1} less to cast for each target.", name="Hinata, Dawn-Crowned")
    (cost,) = _actions(found)
    assert cost.verb == Verb.MODIFY_COST and isinstance(cost.per, ObjectPhrase) and cost.per.types == ["target"]
    # "for each target beyond the first" keeps its reading
    _, found = read("This spell costs {1} more to cast for each target beyond the first.", name="Foo")
    (more,) = _actions(found)
    assert isinstance(more.per, ObjectPhrase) and more.per.qualifiers == ["beyond_first"]
