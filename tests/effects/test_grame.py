"""Sentences of the 2026 Oracle text whose reading stopped in the grammar at a token named from O on, or at the end of
the sentence (issue #22, round 23), on real card text: the shapes of grammar/effects-en/9-grame.lark
(effects/grame_shapes.py) and their words (lang/en/effect_words_grame.py)."""

from __future__ import annotations

from helpers import typed_action_with, typed_node_with

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, Note, ObjectPhrase, PlayerPhrase, Reference


def test_count_the_number_of_is_a_note() -> None:
    # Invincible Hymn: as "Count the creatures you control" reads (rule 607.2e's note)
    got = typed_node_with(
        "Count the number of cards in your library. Your life total becomes that number.",
        "Invincible Hymn",
        "Count the number",
    )
    assert isinstance(got, Note) and got.what.startswith("number_of:")


def test_count_the_number_of_counters_on_objects() -> None:
    # Rumbling Ruin
    got = typed_node_with(
        "When this creature enters, count the number of +1/+1 counters on creatures you control. Creatures your "
        "opponents control with power less than or equal to that number can't block this turn.",
        "Rumbling Ruin",
        "count the number",
    )
    assert isinstance(got, Note) and got.what.startswith("number_of:")


def test_pay_half_your_life_rounded_up() -> None:
    # Garza's Assassin's recover cost, as "loses half their life, rounded up" reads
    got = typed_action_with(
        "Sacrifice this creature: Destroy target nonblack creature.\nRecover—Pay half your life, rounded up. (When "
        "another creature is put into your graveyard from the battlefield, you may pay half your life, rounded up. If "
        "you do, return this card from your graveyard to your hand. Otherwise, exile this card.)",
        "Garza's Assassin",
        "Pay half your life",
    )
    assert got.verb == Verb.PAY and got.amount == "half:up" and got.detail == ["life"]


def test_any_player_may_pay_half_their_life() -> None:
    # Temporal Extortion
    got = typed_action_with(
        "When you cast this spell, any player may pay half their life, rounded up. If a player does, counter "
        "Temporal Extortion.\nTake an extra turn after this one.",
        "Temporal Extortion",
        "pay half their life",
    )
    assert got.verb == Verb.PAY and got.amount == "half:up" and got.optional


def test_choose_one_of_your_opponents() -> None:
    # Goblin Festival: as "choose an opponent" reads
    got = typed_node_with(
        "{2}: This enchantment deals 1 damage to any target. Flip a coin. If you lose the flip, choose one of your "
        "opponents. That player gains control of this enchantment.",
        "Goblin Festival",
        "choose one of your opponents",
    )
    assert isinstance(got, Choice) and got.what == "opponent"
    assert isinstance(got.condition, EffectCondition)


def test_a_player_chooses_one_of_their_opponents() -> None:
    # Burning Cinder Fury of Crimson Chaos Fire
    got = typed_node_with(
        "Whenever any player taps a permanent, that player chooses one of their opponents. The chosen player gains "
        "control of that permanent at the beginning of the next end step.",
        "Burning Cinder Fury of Crimson Chaos Fire",
        "chooses one of their opponents",
    )
    assert isinstance(got, Choice) and got.what == "opponent"
    assert isinstance(got.chooser, PlayerPhrase) and got.chooser.who == "that_player"


def test_one_of_those_players_is_not_an_opponent() -> None:
    # the opponents' shape refuses other players (no real card: the words must not read as an opponent chosen)
    from mtglinks import parse

    card = parse("Choose one of your teammates.")
    assert not any(isinstance(n, Choice) and n.what == "opponent" for a in card.iter_abilities() for n in a.effects)


def test_next_damage_of_a_chosen_source_dealt_to_any_target_instead() -> None:
    # Harm's Way: as "The next 1 damage that would be dealt to ~ this turn is dealt to its owner instead." reads
    got = typed_action_with(
        "The next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is "
        "dealt to any target instead.",
        "Harm's Way",
        "any target instead",
    )
    assert got.verb == Verb.DEAL_DAMAGE and got.amount == "2" and got.detail == ["instead"]
    (target,) = got.objects
    assert isinstance(target, ObjectPhrase) and target.determiner == "target"
    assert got.duration is not None and got.duration.until == "this_turn"
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "would"
    (would,) = got.condition.about
    assert isinstance(would, Action) and would.verb == Verb.DEAL_DAMAGE
    assert isinstance(would.actor, ObjectPhrase) and would.actor.types == ["source"]
    assert [getattr(o, "who", None) for o in would.objects][0] == "you"


def test_next_x_damage_redirected() -> None:
    # Shining Shoal
    got = typed_action_with(
        "You may exile a white card with mana value X from your hand rather than pay this spell's mana cost.\nThe "
        "next X damage that a source of your choice would deal to you and/or creatures you control this turn is "
        "dealt to any target instead.",
        "Shining Shoal",
        "The next X damage",
    )
    assert got.verb == Verb.DEAL_DAMAGE and got.amount == "X"


def test_creatures_those_opponents_control() -> None:
    # Call the Coppercoats: as "those players control" reads
    got = typed_action_with(
        "Strive — This spell costs {1}{W} more to cast for each target beyond the first.\nChoose any number of "
        "target opponents. Create X 1/1 white Human Soldier creature tokens, where X is the number of creatures "
        "those opponents control.",
        "Call the Coppercoats",
        "Create X",
    )
    assert got.verb == Verb.CREATE and isinstance(got.per, ObjectPhrase)
    assert got.per.controller == "those_opponents"


def test_her_power() -> None:
    # Storm, Queen of Wakanda: as "its power" reads
    got = typed_action_with(
        "Flying\nWhenever Storm attacks, until end of turn, another target attacking creature gains flying and gets "
        "+X/+0, where X is Storm's power.\nWhenever a creature with flying attacks you, Storm deals damage equal to "
        "her power to that creature.",
        "Storm, Queen of Wakanda",
        "her power",
    )
    assert got.verb == Verb.DEAL_DAMAGE and got.amount == "power"


def test_she_deals_damage_equal_to_her_power() -> None:
    # The Weekly Princess
    got = typed_action_with(
        "Whenever night becomes day, put a +1/+1 counter on The Weekly Princess. Then if she has seven or more +1/+1 "
        "counters on her, she deals damage equal to her power to each opponent.",
        "The Weekly Princess",
        "she deals damage",
    )
    assert got.verb == Verb.DEAL_DAMAGE and got.amount == "power" and got.condition is not None


def test_counted_as_this_ability_resolves() -> None:
    # Kaza, Roil Chaser (rule 608.2h)
    got = typed_action_with(
        "Flying, haste\n{T}: The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is "
        "the number of Wizards you control as this ability resolves.",
        "Kaza, Roil Chaser",
        "costs {X} less",
    )
    assert "counted:as_resolves" in got.detail and got.amount == "number_of"
    assert isinstance(got.per, ObjectPhrase) and got.per.subtypes == ["Wizard"]


def test_power_counted_as_this_ability_resolves() -> None:
    # Maelstrom Muse
    got = typed_action_with(
        "Flying\nWhenever this creature attacks, the next instant or sorcery spell you cast this turn costs {X} less "
        "to cast, where X is this creature's power as this ability resolves.",
        "Maelstrom Muse",
        "costs {X} less",
    )
    assert "counted:as_resolves" in got.detail and got.amount == "power"


def test_return_under_your_control() -> None:
    # Meathook Massacre II: to the battlefield, where a player controls an object (rule 108.4)
    text = (
        "When Meathook Massacre II enters, each player sacrifices X creatures of their choice.\nWhenever a creature "
        "you control dies, you may pay 3 life. If you do, return that card under your control with a finality "
        "counter on it.\nWhenever a creature an opponent controls dies, they may pay 3 life. If they don't, return "
        "that card under your control with a finality counter on it."
    )
    for words in ("If you do, return", "If they don't, return"):
        got = typed_action_with(text, "Meathook Massacre II", words)
        assert got.verb == Verb.RETURN and got.zone_to == "battlefield"
        assert got.detail == ["under_your_control", "with_counter:finality"]
        (card,) = got.objects
        assert isinstance(card, Reference)


def test_one_of_those_copies() -> None:
    # Maelstrom Archangel Avatar: as "choose one of those creatures" reads
    got = typed_node_with(
        "At end of combat, for each creature you controlled at the time it dealt combat damage to a player this "
        "turn, copy a random card with the same mana cost as that creature. You may pay {3}. If you do, choose one of "
        "those copies.",
        "Maelstrom Archangel Avatar",
        "choose one of those copies",
    )
    assert isinstance(got, Choice) and any(isinstance(o, Reference) for o in got.objects)


def test_cast_this_way_and_would_be_put_into_a_graveyard() -> None:
    # Glimpse the Cosmos: both conditions to hold, as "If a nontoken creature would enter and it wasn't cast" reads
    got = typed_action_with(
        "Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of "
        "your library in any order.\nAs long as you control a Giant, you may cast this card from your graveyard by "
        "paying {U} rather than paying its mana cost. If you cast this card this way and it would be put into your "
        "graveyard, exile it instead.",
        "Glimpse the Cosmos",
        "exile it instead",
    )
    assert got.verb == Verb.EXILE and got.detail == ["instead"]
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "and"
    cast, would = got.condition.about
    assert isinstance(cast, EffectCondition) and cast.test == "did_this_way"
    assert isinstance(would, EffectCondition) and would.test == "would"
    (event,) = would.about
    assert isinstance(event, Action) and event.verb == Verb.PUT_INTO_GRAVEYARD


def test_becomes_the_type_of_your_choice_in_addition() -> None:
    # Navigator's Compass: as "becomes the basic land type of your choice" reads, kept with its other types
    got = typed_action_with(
        "When this artifact enters, you gain 3 life.\n{T}: Until end of turn, target land you control becomes the "
        "basic land type of your choice in addition to its other types.",
        "Navigator's Compass",
        "becomes the basic land type",
    )
    assert got.verb == Verb.BECOME and got.detail == ["in_addition"]
    (chosen,) = got.objects
    assert isinstance(chosen, Reference) and chosen.refers == "of_choice"
    assert got.duration is not None and got.duration.until == "end_of_turn"


def test_enters_tapped_unless_either() -> None:
    # Temple of the Dragon Queen: either condition keeps it untapped
    got = typed_action_with(
        "As this land enters, you may reveal a Dragon card from your hand. This land enters tapped unless you "
        "revealed a Dragon card this way or you control a Dragon.\nAs this land enters, choose a color.\n{T}: Add "
        "one mana of the chosen color.",
        "Temple of the Dragon Queen",
        "enters tapped unless",
    )
    assert got.verb == Verb.ENTER and got.detail == ["tapped"]
    assert isinstance(got.condition, EffectCondition) and got.condition.test == "unless:any"
    revealed, control = got.condition.about
    assert isinstance(revealed, EffectCondition) and revealed.test == "unless:did"
    assert isinstance(control, EffectCondition) and control.test == "unless:control"


def test_has_the_least_or_is_tied() -> None:
    # Wretched Banquet: as "with the least power" and "is tied for least power among …" read
    got = typed_action_with(
        "Destroy target creature if it has the least power or is tied for least power among creatures on the "
        "battlefield.",
        "Wretched Banquet",
        "Destroy target creature",
    )
    assert got.verb == Verb.DESTROY and isinstance(got.condition, EffectCondition)
    assert got.condition.test == "has:least:power:or_tied"
    it, among = got.condition.about
    assert isinstance(it, Reference) and isinstance(among, ObjectPhrase) and among.types == ["creature"]


def test_goaded_for_the_rest_of_the_game() -> None:
    # Jon Irenicus, Shattered One (rule 701.15b), as "Goad it" reads
    got = typed_action_with(
        "At the beginning of your end step, target opponent gains control of up to one target creature you control. "
        "Put two +1/+1 counters on it and tap it. It's goaded for the rest of the game and it gains \"This creature "
        "can't be sacrificed.\" (It attacks each combat if able and attacks a player other than you if able.)",
        "Jon Irenicus, Shattered One",
        "goaded",
    )
    assert got.verb == Verb.GOAD and got.duration is not None and got.duration.until == "rest_of_game"


def test_goaded_for_as_long_as_they_control_it() -> None:
    # Vislor Turlough
    got = typed_action_with(
        "Deal with the Black Guardian — When Vislor Turlough enters, you may have an opponent gain control of it. If "
        "you do, it's goaded for as long as they control it.",
        "Vislor Turlough",
        "goaded",
    )
    assert got.verb == Verb.GOAD and isinstance(got.condition, EffectCondition)
    assert [c.test for c in got.condition.about if isinstance(c, EffectCondition)] == [
        "you_do",
        "as_long_as:control",
    ]


def test_attacking_for_a_time_is_not_goaded() -> None:
    # the goaded shape refuses another state (no real card says it: the words must not read as a goad)
    from mtglinks import parse

    card = parse("It's attacking until end of turn.")
    assert not any(getattr(n, "verb", None) == Verb.GOAD for a in card.iter_abilities() for n in a.effects)
