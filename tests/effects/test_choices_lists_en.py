"""Sentence shapes where the English effect grammar used to stop at ".", the end, ",", "—" or "then"."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

from mtglinks.tree import Action, Choice, ObjectPhrase


def test_two_choices_made_together_as_it_enters() -> None:
    # Riptide Replicator: both values are chosen as it enters (rule 614.12 replacement), each its own choice
    card, found = read("As this artifact enters, choose a color and a creature type.", "Riptide Replicator")
    first, second = found
    assert isinstance(first, Choice) and isinstance(second, Choice)
    assert (first.what, second.what) == ("color", "creature_type")
    assert first.condition is not None and second.condition is first.condition
    assert original(card, first) == "choose a color" and original(card, second) == "and a creature type"


def test_two_choices_of_a_player_and_a_color() -> None:
    # Jihad: "an opponent" is the second choice, not an object of the first
    _, found = read("As this enchantment enters, choose a color and an opponent.", "Jihad")
    assert [(c.what if isinstance(c, Choice) else None) for c in found] == ["color", "opponent"]


def test_two_choices_in_a_spell_mode() -> None:
    # Vision Charm's second mode, with no condition
    _, found = read("Choose a land type and a basic land type.", "Vision Charm")
    assert [(c.what, c.condition) for c in found if isinstance(c, Choice)] == [
        ("land_type", None),
        ("basic_land_type", None),
    ]
    assert len(found) == 2


def test_a_mode_not_chosen_yet_this_turn() -> None:
    # Kargan Intimidator: the modal header keeps the limit on which mode may be chosen
    text = (
        "{1}: Choose one that hasn't been chosen this turn —\n• This creature gets +1/+1 until end of turn.\n"
        "• Target creature becomes a Coward until end of turn.\n• Target Warrior gains trample until end of turn."
    )
    card, found = read(text, "Kargan Intimidator")
    (choice,) = [c for c in found if isinstance(c, Choice)]
    assert choice.what == "mode" and choice.options == ["not_chosen:this_turn"]
    assert original(card, choice) == "Choose one that hasn't been chosen this turn —"


def test_a_mode_chosen_at_random() -> None:
    # Cult of Skaro: the mode is picked at random as the trigger resolves
    text = (
        "Whenever Cult of Skaro attacks, choose one at random —\n"
        "• Thay — Put a +1/+1 counter on each artifact creature you control.\n• Caan — Draw two cards."
    )
    _, found = read(text, "Cult of Skaro")
    (choice,) = [c for c in found if isinstance(c, Choice)]
    assert choice.what == "mode" and choice.options == ["at_random"]


def test_a_player_chosen_at_random_with_no_dash() -> None:
    # Scrambleverse's first sentence: "at random" is kept on the choice of a player, not dropped
    card, found = read("For each nonland permanent, choose a player at random.", "Scrambleverse")
    choice = next(c for c in found if isinstance(c, Choice))
    assert choice.what == "player" and choice.options == ["at_random"]
    assert original(card, choice).endswith("choose a player at random")


def test_two_non_words_with_a_comma_are_one_object() -> None:
    # Narset Transcendent: "a noncreature, nonland card" is one card that is neither, read in the condition
    text = (
        "\u22121: Look at the top card of your library. If it's a noncreature, nonland card, you may reveal it "
        "and put it into your hand."
    )
    card, found = read(text, "Narset Transcendent")
    condition = next(c.condition for c in found if isinstance(c, Action) and c.condition is not None)
    (card_read,) = condition.about
    assert isinstance(card_read, ObjectPhrase)
    assert card_read.types == ["card"] and card_read.not_types == ["creature", "land"]
    assert original(card, card_read) == "a noncreature, nonland card"


def test_two_non_words_of_a_target_are_not_two_targets() -> None:
    # Terror: one target, not "target nonartifact" and a second object "nonblack creature"
    _, found = read("Destroy target nonartifact, nonblack creature. It can't be regenerated.", "Terror")
    action = found[0]
    assert isinstance(action, Action)
    (target,) = action.objects
    assert isinstance(target, ObjectPhrase) and target.determiner == "target"
    assert target.types == ["creature"] and target.not_types == ["artifact", "black"]


def test_any_number_of_the_modes() -> None:
    # Rankle, Master of Pranks: "choose any number —" is a choice of modes, any number of them
    text = (
        "Whenever Rankle deals combat damage to a player, choose any number —\n• Each player discards a card.\n"
        "• Each player loses 1 life and draws a card."
    )
    card, found = read(text, "Rankle, Master of Pranks")
    (choice,) = [c for c in found if isinstance(c, Choice)]
    assert choice.what == "mode" and choice.options == ["any_number"]
    assert original(card, choice) == "choose any number —"


def test_any_number_of_the_modes_instead() -> None:
    # Inscription of Abundance: kicked, any number of modes instead of one (was read as a choice of an object)
    _, found = read("Choose one. If this spell was kicked, choose any number instead.", "Inscription of Abundance")
    choices = [c for c in found if isinstance(c, Choice)]
    assert [(c.what, c.options) for c in choices] == [("mode", []), ("mode", ["any_number"])]
