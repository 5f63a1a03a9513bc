"""The shapes of grammar/effects.lark block "the long tail" (effects/older_shapes.py, words in
lang/en/effect_words_older.py) on real card text, Oracle and older printed wordings."""

from __future__ import annotations

from helpers import card_effects, only_typed_action
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action)]


def test_older_timing_without_only() -> None:
    # Ashnod's Altar (5ED), Amulet of Unmaking (MIR): "Play this ability as …" is the activation's restriction
    text = "Sacrifice a creature: Add two colorless mana to your mana pool. Play this ability as a mana source."
    _, found = read(text, "Ashnod's Altar")
    assert _actions(found)[-1].verb == Verb.ACTIVATE and _actions(found)[-1].detail == ["only:mana_ability"]
    text = (
        "{5}, {T}, Remove Amulet of Unmaking from the game: Remove target artifact, creature, or land from the game."
        " Play this ability as a sorcery."
    )
    _, found = read(text, "Amulet of Unmaking")
    assert _actions(found)[-1].detail == ["only:sorcery"]


def test_the_end_of_your_turn_is_the_end_step() -> None:
    # Blood Hound (MMQ): "At the end of your turn" is the trigger's step, as "at end of turn" is
    text = "At the end of your turn, remove all +1/+1 counters from Blood Hound."
    _, found = read(text, "Blood Hound")
    event = next(n for n in found if isinstance(n, TriggerEvent))
    assert event.event == "your_end_step"


def test_older_wordings_of_keywords_and_rules() -> None:
    # Ashen Monstrosity (BOK), Abrupt Decay (RTR), Raging Goblin (POR), Darksteel Colossus (M10)
    _, action = only_typed_action("Ashen Monstrosity attacks each turn if able.", "Ashen Monstrosity")
    assert action.verb == Verb.ATTACK
    _, action = only_typed_action("Abrupt Decay can't be countered by spells or abilities.", "Abrupt Decay")
    assert action.verb == Verb.COUNTER and action.negated
    # the card's own keyword said as a sentence is the keyword line its Oracle text prints, no action
    # (syntax/keyword_sentence.py); said of another object it is the keyword that object has
    for text, name, keyword in (
        ("Raging Goblin is unaffected by summoning sickness.", "Raging Goblin", "haste"),
        ("Darksteel Colossus is indestructible.", "Darksteel Colossus", "indestructible"),
    ):
        (ability,) = mtglinks.parse(text, name=name).abilities
        assert [k.canonical for k in ability.keywords] == [keyword] and not ability.effects
    _, action = only_typed_action("Equipped creature is indestructible.", "Darksteel Plate")
    assert action.verb == Verb.GAIN_ABILITY and action.detail == ["keyword:indestructible"]


def test_is_before_another_keyword_stays_untyped() -> None:
    # "is" + a keyword other than indestructible is no English rule: not read as "has flying"
    card = mtglinks.parse("Goblin Raider is flying.", name="Goblin Raider")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]


def test_a_fixed_amount_of_damage_prevented() -> None:
    # Amulet of Kroog (4ED): the wording before "the next 1 damage"
    card, found = read("{2}, {T}: Prevent 1 damage to any creature or player.", "Amulet of Kroog")
    (action,) = _actions(found)
    assert action.verb == Verb.PREVENT and action.amount == "1" and action.objects


def test_then_between_a_player_and_the_verb() -> None:
    # Cranial Extraction (CHK): "That player then shuffles his or her library."
    _, action = only_typed_action("That player then shuffles his or her library.", "Cranial Extraction")
    assert action.verb == Verb.SHUFFLE and action.actor is not None


def test_a_number_of_an_object_doubled() -> None:
    # Unleash Fury: "Double the power of target creature until end of turn."; Choose Your Weapon's first mode
    _, action = only_typed_action("Double the power of target creature until end of turn.", "Unleash Fury")
    assert action.verb == Verb.DOUBLE and action.amount == "power" and action.objects and action.duration
    text = "Double target creature's power and toughness until end of turn."
    _, action = only_typed_action(text, "Choose Your Weapon")
    assert action.verb == Verb.DOUBLE and action.amount == "power_toughness"
    # another verb before a number of an object is not read
    card = mtglinks.parse("Destroy its power.", name="Goblin Raider")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]


def test_older_names_of_a_card_named_and_of_zones() -> None:
    # Cranial Extraction (CHK): "Name a nonland card." is a card name chosen; Gemstone Caverns: "your opening hand"
    _, found = read("Name a nonland card.", "Cranial Extraction")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "card_name"
    _, action = only_typed_action("You may reveal this card from your opening hand.", "Gemstone Caverns")
    assert action.verb == Verb.REVEAL and action.zone_from == "hand"


def test_the_pool_before_the_mana_and_a_stat_word_compared() -> None:
    # Command Tower (CMD): "Add to your mana pool one mana of any color in your commander's color identity."
    text = "{T}: Add to your mana pool one mana of any color in your commander's color identity."
    _, found = read(text, "Command Tower")
    assert _actions(found)[0].verb == Verb.ADD_MANA
    # Ratchet Bomb (SOM), printed: "with converted mana cost equal to the number of charge counters on ~"
    text = (
        "Destroy each nonland permanent with converted mana cost equal to the number of charge counters on"
        " Ratchet Bomb."
    )
    _, action = only_typed_action(text, "Ratchet Bomb")
    (target,) = action.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["mana_value:number_of:equal_to"]


def test_they_are_a_power_and_toughness_and_types() -> None:
    # Illithid Harvester: the creatures turned face down are 2/2 Horror creatures
    text = (
        "When this creature enters, turn any number of target tapped nontoken creatures face down. They're 2/2 Horror"
        " creatures."
    )
    _, found = read(text, "Illithid Harvester")
    action = _actions(found)[-1]
    (what,) = action.objects
    assert action.verb == Verb.BECOME and isinstance(what, ObjectPhrase) and what.subtypes == ["Horror"]


def test_an_exhaust_ability_activated_and_who_may_activate() -> None:
    # Rangers' Refueler: the trigger's event; Soul Ransom: only the opponents may activate the ability
    _, found = read("Whenever you activate an exhaust ability, draw a card.", "Rangers' Refueler")
    assert isinstance(found[0], TriggerEvent) and found[0].event == "activate"
    text = "Discard two cards: Soul Ransom's controller sacrifices it, then draws two cards. Only your opponents may"
    _, found = read(text + " activate this ability.", "Soul Ransom")
    assert _actions(found)[-1].detail == ["only:opponents"]


def test_any_number_of_them_put_and_the_rest_back() -> None:
    # Contingency Plan: two groups, two puts; the second goes back on top in any order
    text = (
        "Look at the top five cards of your library. Put any number of them into your graveyard and the rest back on"
        " top of your library in any order."
    )
    _, found = read(text, "Contingency Plan")
    first, second = _actions(found)[1:]
    assert first.zone_to == "graveyard" and first.objects[0].determiner == "any_number"  # type: ignore[attr-defined]
    assert second.zone_to == "library" and second.detail == ["back", "any_order"]


def test_basic_land_types_in_lower_case() -> None:
    # Flashfires (4ED): "Destroy all plains."; the islandwalk reminder of Bull Hippo (POR): "an island"
    _, action = only_typed_action("Destroy all plains.", "Flashfires")
    assert action.objects[0].subtypes == ["Plains"]  # type: ignore[attr-defined]
    text = "This creature is unblockable as long as defending player controls an island."
    _, action = only_typed_action(text, "Bull Hippo")
    assert action.condition is not None
    assert "Island" in [getattr(n, "subtypes", [None])[0] for n in action.condition.about]


def test_prevent_up_to_a_number_of_damage() -> None:
    # Anoint (TMP): "Prevent up to 3 damage to any creature." (a bound, detail up_to)
    _, action = only_typed_action("Prevent up to 3 damage to any creature.", "Anoint")
    assert action.verb == Verb.PREVENT and action.amount == "3" and "up_to" in action.detail


def test_older_verbs_bury_and_intercept() -> None:
    # Afterlife (MIR): "Bury" is destroy and no regeneration (Oracle: "Destroy target creature. It can't be
    # regenerated."): both halves read, two actions (effects/old_verb_shapes.py); Craven Giant (POR): "intercept" is
    # Portal's "block"
    card = mtglinks.parse("Bury target creature.", name="Afterlife")
    assert [str(n.verb) for n in card_effects(card) if isinstance(n, Action)] == ["destroy", "regenerate"]
    _, action = only_typed_action("Craven Giant can't intercept.", "Craven Giant")
    assert action.verb == Verb.BLOCK and action.negated


def test_older_words_of_objects() -> None:
    # Torture (HML): "creature ~ enchants" is the enchanted creature; Avalanche (ICE): a snow-covered land is a snow
    # land
    _, action = only_typed_action("{1}{B}: Put a -1/-1 counter on creature Torture enchants.", "Torture")
    assert action.verb == Verb.PUT_COUNTER and action.objects[0].refers == "attached"  # type: ignore[attr-defined]
    _, action = only_typed_action("Destroy X target snow-covered lands.", "Avalanche")
    assert action.objects[0].supertypes == ["snow"]  # type: ignore[attr-defined]


def test_a_life_total_kept_at_one() -> None:
    # Ali from Cairo (ME4): an older printed sentence that says one rule
    text = "Damage that would reduce your life total to less than 1 reduces it to 1 instead."
    _, action = only_typed_action(text, "Ali from Cairo")
    assert action.verb == Verb.LOSE_LIFE and action.detail == ["floor:1"] and not action.negated


def test_mana_spent_to_play() -> None:
    # Seed Spark (SHM): "If {G} was spent to play ~" (as "spent to cast")
    text = "Destroy target artifact or enchantment. If {G} was spent to play Seed Spark, put two 1/1 green Saproling"
    _, found = read(text + " creature tokens into play.", "Seed Spark")
    assert _actions(found)[-1].condition is not None and _actions(found)[-1].condition.test == "spent:{G}"
