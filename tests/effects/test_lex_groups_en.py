"""Words the English lexicon lacked, by the groups of 2026 Oracle sentences they kept untyped (issue #22), on real card
text (2026 Oracle wording of the cards named): the planar deck and plane cards, the Horde, coins flipped by the
number, counter kinds that are also subtypes, "unspecializes" (lang/en/effect_words_lex_groups.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import AbilityKind, Verb
from mtglinks.tree import Action, Choice, ObjectPhrase, PlayerPhrase, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def test_the_planar_deck_is_a_zone_of_its_own() -> None:
    # Pools of Becoming (its chaos ability)
    _, found = read(
        "Whenever chaos ensues, reveal the top three cards of your planar deck. Then put the revealed cards on the "
        "bottom of your planar deck in any order.",
        name="Pools of Becoming",
    )
    reveal, put = _actions(found)
    assert reveal.verb == Verb.REVEAL and reveal.zone_from == "planar_deck"
    (cards,) = reveal.objects
    assert isinstance(cards, ObjectPhrase) and cards.count == "3" and cards.zone == "planar_deck"
    assert put.verb == Verb.PUT and put.zone_to == "planar_deck"


def test_plane_cards_are_a_card_type() -> None:
    # Spatial Merging
    _, found = read(
        "Reveal cards from the top of your planar deck until you reveal two plane cards.", name="Spatial Merging"
    )
    (reveal,) = _actions(found)
    assert reveal.zone_from == "planar_deck" and reveal.condition is not None
    (until,) = reveal.condition.about
    assert isinstance(until, Action) and until.verb == Verb.REVEAL
    (planes,) = until.objects
    assert isinstance(planes, ObjectPhrase) and planes.types == ["plane", "card"] and planes.count == "2"


def test_the_horde_is_a_player_its_library_and_its_main_phase() -> None:
    # Massacre Totem
    _, found = read(
        "At the beginning of the Horde's first main phase, reveal an additional card from the top of the Horde's "
        "library. The Horde casts that card.",
        name="Massacre Totem",
    )
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert event.event == "horde:main1"
    reveal, cast = _actions(found)
    assert reveal.verb == Verb.REVEAL and reveal.zone_from == "library"
    assert cast.verb == Verb.CAST and isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "horde"


def test_coins_flipped_by_the_number() -> None:
    # Flock of Rabid Sheep, Ral Zarek's last ability, Yusri, Fortune's Flame
    for text, count, determiner in (
        ("Flip X coins.", "X", "number"),
        ("Flip five coins.", "5", "number"),
        ("Flip that many coins.", None, "that_many"),
    ):
        _, (flip,) = read(text)
        assert isinstance(flip, Action) and flip.verb == Verb.FLIP
        (coins,) = flip.objects
        assert isinstance(coins, ObjectPhrase) and coins.types == ["coin"]
        assert coins.count == count and coins.determiner == determiner


def test_counter_kinds_that_are_also_subtypes() -> None:
    # Aurification, Rakdos Riteknife; "Create a Blood token." keeps its subtype
    _, found = read(
        "When this enchantment leaves the battlefield, remove all gold counters from all creatures.",
        name="Aurification",
    )
    (remove,) = _actions(found)
    assert remove.verb == Verb.REMOVE_COUNTER and remove.detail == ["counter:gold"]
    _, (put,) = read("Put a blood counter on ~.", name="Rakdos Riteknife")
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    _, (create,) = read("Create a Blood token.")
    assert isinstance(create, Action) and create.objects[0].subtypes == ["Blood"]  # type: ignore[union-attr]
    _, (gets,) = read("Blood tokens you control have flying.")
    assert isinstance(gets, Action) and gets.actor.subtypes == ["Blood"]  # type: ignore[union-attr]


def test_it_unspecializes() -> None:
    # Lukamina, Bear Form
    _, found = read(
        "When Lukamina, Bear Form dies, it unspecializes. If it unspecializes this way, return it to the battlefield "
        "tapped.",
        name="Lukamina, Bear Form",
    )
    unspecialize, back = _actions(found)
    assert unspecialize.verb == Verb.UNSPECIALIZE
    assert back.verb == Verb.RETURN and back.condition is not None
    assert [a.verb for a in back.condition.about if isinstance(a, Action)] == [Verb.UNSPECIALIZE]


def test_the_chosen_letter() -> None:
    # Alpha Guard
    _, found = read(
        "When this creature enters, choose a letter.\n{T}: Untap another target permanent whose name starts with the "
        "chosen letter.",
        name="Alpha Guard",
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "letter"
    (untap,) = _actions(found)
    assert untap.verb == Verb.UNTAP and untap.objects[0].qualifiers == ["name_begins:chosen_letter"]  # type: ignore[union-attr]


def test_guessed_right_or_wrong() -> None:
    # Identify the Culprit
    _, found = read(
        "Reveal the chosen creature. If they guessed incorrectly, exile the creature you chose.",
        name="Identify the Culprit",
    )
    exile = _actions(found)[-1]
    assert exile.verb == Verb.EXILE and exile.condition is not None and exile.condition.test == "guessed_wrong"


def test_ready_to_run_and_teamwork_are_keyword_lines() -> None:
    # The Bear Force Pilot Runner, Beast Mode: printed as keyword lines with their reminder text
    card = mtglinks.parse(
        "Ready to run (You can have two commanders if both have ready to run.)", name="The Bear Force Pilot Runner"
    )
    (line,) = card.iter_abilities()
    assert line.kind == AbilityKind.KEYWORD and not line.effects
    card = mtglinks.parse(
        "Teamwork 1 (As an additional cost to cast this spell, you may tap any number of creatures you control with "
        "total power 1 or more.)",
        name="Beast Mode",
    )
    (line,) = card.iter_abilities()
    assert line.kind == AbilityKind.KEYWORD


def test_playtest_keyword_lines() -> None:
    # Biting Remark, Three-Headed Goblin, Arcanum Things: keyword lines with a cost, none, two words and a cost
    for text, name in (
        (
            "Scrycast {0} (If you see this card while scrying, you may reveal it and cast it by paying {0}.)",
            "Biting Remark",
        ),
        (
            "Triple strike (This creature deals first-strike, regular, and last-strike combat damage.)",
            "Three-Headed Goblin",
        ),
        (
            "Equipment swap {2}{W} ({2}{W}: Exchange this Equipment with an Equipment card in your hand.)",
            "Arcanum Things",
        ),
    ):
        (line,) = mtglinks.parse(text, name=name).iter_abilities()
        assert line.kind == AbilityKind.KEYWORD and not line.effects, text


def test_a_coin_comes_up_heads_or_tails() -> None:
    # Two-Headed Giant
    _, found = read(
        "Whenever this creature attacks, flip two coins. If both coins come up heads, this creature gains "
        "double strike until end of turn. If both coins come up tails, this creature gains menace until end of turn.",
        name="Two-Headed Giant",
    )
    tests = [a.condition.test for a in _actions(found) if a.condition is not None]
    assert tests == ["both_coin_heads", "both_coin_tails"]
    flip = _actions(found)[0]
    assert flip.verb == Verb.FLIP and flip.objects[0].count == "2"  # type: ignore[union-attr]


def test_the_hydra_is_a_player() -> None:
    # Neck Tangle (its second sentence), Disorienting Glower
    _, found = read(
        "Otherwise, reveal the top card of the Hydra's library and the Hydra casts that card.", name="Neck Tangle"
    )
    reveal, cast = _actions(found)
    assert reveal.zone_from == "library" and isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "hydra"
    _, (cant,) = read("Players can't cast spells until the Hydra's next turn.", name="Disorienting Glower")
    assert isinstance(cant, Action) and cant.duration is not None and cant.duration.until == "hydra_next_turn"


def test_the_first_three_turns_of_the_game() -> None:
    # Captivating Crossroads
    _, found = read(
        "During your first three turns of the game, this land enters tapped if you were the starting player.",
        name="Captivating Crossroads",
    )
    (enter,) = _actions(found)
    assert enter.verb == Verb.ENTER and "tapped" in enter.detail and enter.condition is not None
    assert [c.test for c in enter.condition.about] == ["during:your_first_three_turns", "starting_player"]  # type: ignore[attr-defined]
