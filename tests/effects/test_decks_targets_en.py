"""English stops read on real Oracle text (lang/en/effect_words_decks_targets.py, effects/targets_shapes.py): how
many cards of a name a deck may hold, targets chosen anew for a spell, a copy's target, subtypes that are also counter
kinds, "no other", mana produced in place of a permanent's own, control lost, what an Aura or Equipment is attached
to."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def _nodes(found: list[object]) -> list[object]:
    return [n for node in found for n in walk(node)]  # type: ignore[arg-type]


def _actions(found: list[object]) -> list[Action]:
    return [n for n in _nodes(found) if isinstance(n, Action)]


def test_relentless_rats_deck_may_hold_any_number() -> None:
    # Relentless Rats: "A deck can have any number of cards named Relentless Rats."
    _, found = read("A deck can have any number of cards named Relentless Rats.", "Relentless Rats")
    (action,) = _actions(found)
    assert action.verb == Verb.DECK_LIMIT and action.detail == ["any_number"]


def test_seven_dwarves_deck_limit_up_to_seven() -> None:
    text = "A deck can have up to seven cards named Seven Dwarves."
    _, found = read(text, "Seven Dwarves")
    assert [(a.verb, a.detail) for a in _actions(found)] == [(Verb.DECK_LIMIT, ["up_to:7"])]


def test_another_deck_sentence_is_not_read_as_a_limit() -> None:
    # a number the table does not hold stays untyped, not a limit
    card = mtglinks.parse("A deck can have up to three cards named Seven Dwarves.", name="Seven Dwarves")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_deflecting_swat_new_targets_for_target_spell() -> None:
    # Deflecting Swat: the spell or ability whose targets change is the choice's object
    _, found = read("You may choose new targets for target spell or ability.", "Deflecting Swat")
    (choice,) = [n for n in _nodes(found) if isinstance(n, Choice)]
    assert choice.what == "targets"
    assert choice.objects and all(isinstance(o, ObjectPhrase) for o in choice.objects)
    assert [o.determiner for o in choice.objects if isinstance(o, ObjectPhrase)][0] == "target"


def test_new_targets_for_that_copy_keeps_its_reading() -> None:
    # Mischievous Quanar: "You may choose new targets for that copy." (the choice read whole, as before)
    text = (
        "When this creature is turned face up, copy target instant or sorcery spell. You may choose new targets for"
        " that copy."
    )
    _, found = read(text, "Mischievous Quanar")
    (choice,) = [n for n in _nodes(found) if isinstance(n, Choice)]
    assert choice.what == "targets" and choice.objects == []


def test_zada_each_copy_targets_a_different_one() -> None:
    # Zada, Hedron Grinder: "Each copy targets a different one of those creatures."
    _, found = read("Each copy targets a different one of those creatures.", "Zada, Hedron Grinder")
    (action,) = _actions(found)
    assert action.verb == Verb.TARGET
    assert isinstance(action.actor, ObjectPhrase) and action.actor.types == ["copy"]
    assert [o.refers for o in action.objects if isinstance(o, Reference)] == ["anaphora"]


def test_fungus_after_a_colour_is_the_subtype() -> None:
    # Broodrage Mycoid: the token's subtype, not a fungus counter
    text = 'create a 1/1 black Fungus creature token with "This token can\'t block."'
    _, found = read(text, "Broodrage Mycoid")
    (action,) = [a for a in _actions(found) if a.verb == Verb.CREATE]
    assert [o.subtypes for o in action.objects if isinstance(o, ObjectPhrase)] == [["Fungus"]]


def test_fungus_counter_stays_a_counter() -> None:
    # Fungal Bloom: "Put a spore counter on target Fungus." (the counter's kind, then the subtype after "target")
    _, found = read("Put a spore counter on target Fungus.", "Fungal Bloom")
    (action,) = _actions(found)
    assert action.verb == Verb.PUT_COUNTER
    (target,) = action.objects
    assert isinstance(target, ObjectPhrase) and target.subtypes == ["Fungus"]


def test_emperor_crocodile_no_other_creatures() -> None:
    # Emperor Crocodile: "When you control no other creatures, sacrifice this creature."
    _, found = read("When you control no other creatures, sacrifice this creature.", "Emperor Crocodile")
    objects = [n for n in _nodes(found) if isinstance(n, ObjectPhrase) and n.determiner == "no_other"]
    assert [o.types for o in objects] == [["creature"]]


def test_mana_reflection_twice_as_much_of_that_mana() -> None:
    # Mana Reflection: the mana of the tapping doubled, in place of the mana added
    text = "If you tap a permanent for mana, it produces twice as much of that mana instead."
    _, found = read(text, "Mana Reflection")
    (add,) = [a for a in _actions(found) if a.verb == Verb.ADD_MANA]
    assert add.detail == ["mana:that_mana:x2", "instead"]


def test_ritual_of_subdual_instead_of_any_other_type() -> None:
    # Ritual of Subdual: what is replaced is the mana's type
    text = "If a land is tapped for mana, it produces colorless mana instead of any other type."
    _, found = read(text, "Ritual of Subdual")
    (add,) = [a for a in _actions(found) if a.verb == Verb.ADD_MANA]
    assert "instead:of_other:type" in add.detail and "mana:colorless:" in add.detail


def test_ray_of_command_lose_control_event() -> None:
    # Ray of Command: "When you lose control of the creature, tap it." (a delayed trigger's event)
    _, found = read("When you lose control of the creature, tap it.", "Ray of Command")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == Verb.LOSE_CONTROL


def test_conquerors_flail_as_long_as_attached_to_a_creature() -> None:
    text = "As long as this Equipment is attached to a creature, your opponents can't cast spells during your turn."
    _, found = read(text, "Conqueror's Flail")
    tests = [n.test for n in _nodes(found) if isinstance(n, EffectCondition)]
    assert "as_long_as:is:attached_to" in tests


def test_aura_graft_aura_thats_attached_to_a_permanent() -> None:
    _, found = read("Gain control of target Aura that's attached to a permanent.", "Aura Graft")
    (action,) = _actions(found)
    (aura,) = action.objects
    assert isinstance(aura, ObjectPhrase) and aura.qualifiers == ["attached_to"]
    assert [r.types for r in aura.related if isinstance(r, ObjectPhrase)] == [["permanent"]]


def test_brood_keeper_aura_becomes_attached_to_self() -> None:
    # Brood Keeper: "Whenever an Aura becomes attached to this creature, …" (the attaching, the creature its object)
    text = "Whenever an Aura becomes attached to this creature, create a 2/2 red Dragon creature token with flying."
    _, found = read(text, "Brood Keeper")
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    (attach,) = event.actions
    assert isinstance(attach, Action) and attach.verb == Verb.ATTACH
    assert [o.refers for o in attach.objects if isinstance(o, Reference)] == ["self"]


def test_bioshift_moves_any_number_of_counters() -> None:
    text = (
        "Move any number of +1/+1 counters from target creature onto another target creature with the same controller."
    )
    _, found = read(text, "Bioshift")
    (action,) = _actions(found)
    assert action.verb == Verb.MOVE_COUNTER and action.detail == ["counter:+1/+1:any_number"]


def test_chandra_each_of_any_number_of_permanents() -> None:
    # Chandra, Legacy of Fire: "Remove a loyalty counter from each of any number of permanents you control."
    text = "Remove a loyalty counter from each of any number of permanents you control."
    _, found = read(text, "Chandra, Legacy of Fire")
    (action,) = _actions(found)
    assert action.verb == Verb.REMOVE_COUNTER
    assert [o.determiner for o in action.objects if isinstance(o, ObjectPhrase)] == ["any_number"]


def test_thought_nibbler_maximum_hand_size_reduced() -> None:
    # Thought Nibbler: "Your maximum hand size is reduced by two."
    _, found = read("Your maximum hand size is reduced by two.", "Thought Nibbler")
    (action,) = _actions(found)
    assert (action.verb, action.amount, action.detail) == (Verb.BECOME, "2", ["reduce:max_hand_size"])
    assert action.actor is not None and getattr(action.actor, "who", "") == "you"


def test_cursed_rack_chosen_players_maximum_hand_size() -> None:
    _, found = read("The chosen player's maximum hand size is four.", "Cursed Rack")
    (action,) = _actions(found)
    assert (action.amount, action.detail) == ("4", ["set:max_hand_size"])
    assert getattr(action.actor, "who", "") == "chosen_player"


def test_sabin_cast_using_its_blitz_ability() -> None:
    text = "You may cast Sabin, Master Monk from your graveyard using its blitz ability."
    _, found = read(text, "Sabin, Master Monk")
    (action,) = _actions(found)
    assert action.verb == Verb.CAST and "using:blitz" in action.detail


def test_using_its_toughness_is_not_a_keyword() -> None:
    # Giant Ox: "using its toughness" is no keyword's cost (not `using:toughness`); the whole "using its toughness
    # rather than its power" is how it crews (lang/en/effect_words_lexicon_last.py)
    card = mtglinks.parse("Giant Ox crews Vehicles using its toughness rather than its power.", name="Giant Ox")
    found = [n for a in card.iter_abilities() for n in a.effects]
    (action,) = _actions(found)
    assert "using:toughness" not in action.detail
    assert action.detail == ["as_though:toughness_for_power"]


def test_hallowed_haunting_condition_then_subject_after_comma() -> None:
    # Hallowed Haunting: the comma ends the condition's objects; "creatures you control" is the subject
    text = "As long as you control seven or more enchantments, creatures you control have flying and vigilance."
    _, found = read(text, "Hallowed Haunting")
    (action,) = _actions(found)
    assert action.verb == Verb.GAIN_ABILITY
    assert isinstance(action.actor, ObjectPhrase) and action.actor.types == ["creature"]
    assert action.condition is not None and action.condition.test == "as_long_as:control"
    (enchantments,) = [o for o in action.condition.about if isinstance(o, ObjectPhrase)]
    assert enchantments.types == ["enchantment"]


def test_brawn_two_conditions_then_subject() -> None:
    text = "As long as Brawn is in your graveyard and you control a Forest, creatures you control have trample."
    _, found = read(text, "Brawn")
    (action,) = _actions(found)
    assert action.condition is not None and action.condition.test == "as_long_as:and"


def test_daghatar_a_second_target_creature() -> None:
    text = "Move a +1/+1 counter from target creature onto a second target creature."
    _, found = read(text, "Daghatar the Adamant")
    (action,) = _actions(found)
    assert action.verb == Verb.MOVE_COUNTER
    assert [o.determiner for o in action.objects if isinstance(o, ObjectPhrase)] == ["target", "target"]


def test_warchanter_skald_enchanted_or_equipped() -> None:
    text = "Whenever this creature attacks, if it's enchanted or equipped, investigate."
    _, found = read(text, "Warchanter Skald")
    tests = [n.test for n in _nodes(found) if isinstance(n, EffectCondition)]
    assert "is:enchanted_or_equipped" in tests


def test_lightform_aura_with_enchant_creature() -> None:
    _, found = read("It becomes an Aura with enchant creature.", "Lightform")
    (action,) = _actions(found)
    (aura,) = action.objects
    assert isinstance(aura, ObjectPhrase) and aura.qualifiers == ["with:enchant:creature"]


def test_cadric_legend_rule_does_not_apply_to_tokens() -> None:
    # Cadric, Soul Kindler: 'The "legend rule" doesn't apply to tokens you control.'
    _, found = read('The "legend rule" doesn\'t apply to tokens you control.', "Cadric, Soul Kindler")
    (action,) = _actions(found)
    assert (action.verb, action.negated, action.detail) == (Verb.APPLY_RULE, True, ["rule:legend"])
    assert [o.types for o in action.objects if isinstance(o, ObjectPhrase)] == [["token"]]


def test_another_quoted_rule_is_not_read() -> None:
    card = mtglinks.parse('The "world rule" doesn\'t apply.', name="Mirror Gallery")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_airtight_alibi_no_longer_suspected() -> None:
    _, found = read("If it's suspected, it's no longer suspected.", "Airtight Alibi")
    (action,) = _actions(found)
    assert (action.verb, action.negated, action.detail) == (Verb.BECOME, True, ["is:suspected"])


def test_target_enchanted_creature_is_a_status() -> None:
    # Ramses Overdark: "target enchanted creature" (a creature with an Aura), not the Aura's enchanted creature
    _, found = read("Destroy target enchanted creature.", "Ramses Overdark")
    (action,) = _actions(found)
    (creature,) = action.objects
    assert isinstance(creature, ObjectPhrase) and creature.determiner == "target"
    assert (creature.types, creature.qualifiers) == (["creature"], ["enchanted"])


def test_vizier_of_the_menagerie_spend_mana_of_any_type() -> None:
    _, found = read("You can spend mana of any type to cast creature spells.", "Vizier of the Menagerie")
    (spend,) = [a for a in _actions(found) if a.verb == Verb.SPEND]
    assert "as_though:any_type" in spend.detail


def test_embolden_prevent_this_turn_divided() -> None:
    text = "Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose."
    _, found = read(text, "Embolden")
    (action,) = _actions(found)
    assert (action.verb, action.amount, action.detail) == (Verb.PREVENT, "4", ["divided:as_you_choose"])
    assert action.duration is not None and action.duration.until == "this_turn"
