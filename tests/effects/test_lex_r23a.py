"""English words the lexicon lacked in 2026 Oracle sentences, those beginning with a to l (issue #22, the twenty-third
round's list), on real card text (2026 Oracle wording of the cards named): each sentence read whole, with the verb,
objects and conditions it says (lang/en/effect_words_lex_r23a.py, grammar/effects-en/9-lexd.lark,
effects/lexd_shapes.py)."""

from __future__ import annotations

from helpers import typed_action_with as _action

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _untyped(card: mtglinks.Card) -> list[str]:
    return [n.text for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.UNTYPED]


def test_meld_them_into_a_named_card() -> None:
    # Graf Rats // Chittering Host (rule 701.42)
    meld = _action(
        "At the beginning of combat on your turn, if you both own and control this creature and a creature named "
        "Midnight Scavengers, exile them, then meld them into Chittering Host.",
        "Graf Rats",
        "meld",
    )
    assert meld.verb == Verb.MELD and meld.detail == ["into:Chittering Host"]
    assert isinstance(meld.objects[0], Reference) and meld.objects[0].refers == "anaphora"
    # Hanweir Battlements: a name with a comma and "the"
    hanweir = _action(
        "{3}{R}{R}, {T}: If you both own and control this land and a creature named Hanweir Garrison, exile them, "
        "then meld them into Hanweir, the Writhing Township.",
        "Hanweir Battlements",
        "meld",
    )
    assert hanweir.detail == ["into:Hanweir, the Writhing Township"]


def test_a_plural_subtype_and_a_team() -> None:
    # Furgul, Quag Nurturer
    conjure = _action(
        "At the beginning of your end step, conjure a card named Slimy Dualleech onto the battlefield if you control "
        "no Leeches. Otherwise, put a +1/+1 counter on each Leech you control.",
        "Furgul, Quag Nurturer",
        "conjure",
    )
    assert isinstance(conjure.condition, EffectCondition)
    leeches = conjure.condition.about[-1]
    assert isinstance(leeches, ObjectPhrase) and leeches.subtypes == ["Leech"]
    # Team Spirit (rule 810)
    pump = _action("Creatures target player's team controls get +1/+1 until end of turn.", "Team Spirit", "+1/+1")
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.controller == "target_player_team"


def test_protection_outside_the_commanders_color_identity() -> None:
    # Commander's Plate
    plate = _action(
        "Equipped creature gets +3/+3 and has protection from each color that's not in your commander's color "
        "identity.\nEquip commander {3}\nEquip {5}",
        "Commander's Plate",
        "protection",
    )
    assert plate.verb == Verb.GAIN_ABILITY
    assert plate.detail == ["keyword:protection:from:each_color:not_in_commander_color_identity"]


def test_no_longer_and_the_last_cards_looked_at() -> None:
    # Haunted Plate Mail
    becomes = _action(
        "{0}: Until end of turn, this permanent becomes a 4/4 Spirit artifact creature that's no longer an "
        "Equipment. Activate only if you control no creatures.",
        "Haunted Plate Mail",
        "no longer",
    )
    assert becomes.verb == Verb.BECOME
    assert "is:not:Equipment" in becomes.objects[0].qualifiers  # type: ignore[union-attr]
    # Lim-Dûl's Vault
    put = _action(
        "Look at the top five cards of your library. As many times as you choose, you may pay 1 life, put those "
        "cards on the bottom of your library in any order, then look at the top five cards of your library. Then "
        "shuffle and put the last cards you looked at this way on top in any order.",
        "Lim-Dûl's Vault",
        "the last cards",
    )
    assert put.verb == Verb.PUT and put.zone_to == "library"
    assert isinstance(put.objects[0], Reference) and put.objects[0].refers == "anaphora"


def test_the_villainous_choice_faced_again() -> None:
    # The Valeyard (rule 701.56)
    again = _action(
        "If an opponent would face a villainous choice, they face that choice an additional time. (They can make "
        "the same or different choices.)",
        "The Valeyard",
        "face that choice",
    )
    assert again.verb == Verb.VILLAINOUS_CHOICE and again.detail == ["times:1_more"]
    assert isinstance(again.condition, EffectCondition) and again.condition.test == "would"
    assert isinstance(again.condition.about[0], Action) and again.condition.about[0].verb == Verb.VILLAINOUS_CHOICE


def test_two_players_each_controlling_the_other() -> None:
    # Cruel Entertainment
    card = mtglinks.parse(
        "Choose target player and another target player. The first player controls the second player during the "
        "second player's next turn, and the second player controls the first player during the first player's next "
        "turn.",
        name="Cruel Entertainment",
    )
    assert not _untyped(card)
    controls = [n for a in card.iter_abilities() for n in a.effects if isinstance(n, Action)]
    assert [a.detail for a in controls] == [["controller:first_player"], ["controller:second_player"]]
    assert all(a.verb == Verb.GAIN_CONTROL for a in controls)
    second = controls[0].objects[0]
    assert isinstance(second, PlayerPhrase) and second.who == "second_player"
    assert isinstance(controls[0].condition, EffectCondition)
    assert controls[0].condition.test == "during:second_player_next:turn"


def test_entered_under_a_players_control() -> None:
    # Mojave Desert
    snake = _action(
        "Whenever you planeswalk here, each player searches their library for up to two basic land or Desert cards "
        "and puts them onto the battlefield tapped, then shuffles their library. If a Desert entered the battlefield "
        "under a player's control this way, they create a 1/1 black Snake creature token with deathtouch.",
        "Mojave Desert",
        "Snake",
    )
    assert snake.verb == Verb.CREATE and isinstance(snake.condition, EffectCondition)
    entered = snake.condition.about[0]
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER and "under:a_player" in entered.detail


def test_a_bonus_before_the_fight() -> None:
    # Savage Punch: the fight an action of its own (rule 701.14), not lost in a phrase
    pump = _action(
        "Target creature you control fights target creature you don't control.\nFerocious — The creature you "
        "control gets +2/+2 until end of turn before it fights if you control a creature with power 4 or greater.",
        "Savage Punch",
        "+2/+2",
    )
    assert pump.verb == Verb.MODIFY_PT and isinstance(pump.condition, EffectCondition)
    before = pump.condition.about[0]
    assert isinstance(before, EffectCondition) and before.test == "before"
    assert isinstance(before.about[0], Action) and before.about[0].verb == Verb.FIGHT


def test_a_vanguard_begins_the_game_with_a_token() -> None:
    # Elvish Champion Avatar (rule 902)
    begin = _action(
        'You begin the game with a 1/1 green Elf creature token on the battlefield. It has "{T}: Add {G}."',
        "Elvish Champion Avatar",
        "begin",
    )
    assert begin.verb == Verb.BEGIN_GAME_WITH
    token = begin.objects[0]
    assert isinstance(token, ObjectPhrase) and token.subtypes == ["Elf"] and "token" in token.types


def test_counters_given_to_players() -> None:
    # Bloatfly Swarm
    give = _action(
        "If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage, remove "
        "that many +1/+1 counters from it, then give each player a rad counter for each +1/+1 counter removed this "
        "way.",
        "Bloatfly Swarm",
        "rad counter",
    )
    assert give.verb == Verb.GET_COUNTER and give.detail == ["counter:rad"]
    assert isinstance(give.actor, PlayerPhrase) and give.actor.who == "each_player"
    # an un-set's counters that "give" a bonus are no counters given: still untyped
    card = mtglinks.parse("+1/+1 counters give -1/-1 and -1/-1 counters give +1/+1.", name="Uh, Squen & Cragg")
    assert _untyped(card)


def test_choosing_blocks_speed_and_a_warp_exile() -> None:
    # Brutal Hordechief
    choose = _action(
        "{3}{R/W}{R/W}: Creatures your opponents control block this turn if able, and you choose how those "
        "creatures block.",
        "Brutal Hordechief",
        "choose how",
    )
    assert choose.verb == Verb.CHOOSE
    # Gomif, Fast Racer (rule 702.179)
    speed = _action("Your speed can increase beyond 4. (You're still at max speed at 4 or greater.)", "Gomif", "speed")
    assert speed.verb == Verb.APPLY_RULE and speed.detail == ["speed_increases_beyond_4"]
    # Frie, Displaced in Time (rule 702.185)
    card = mtglinks.parse(
        "Whenever a card is exiled because it was warped, put three time counters on it. It gains suspend.",
        name="Frie, Displaced in Time",
    )
    assert not _untyped(card)
    event = next(n for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.EVENT)
    exiled = event.actions[0]  # type: ignore[attr-defined]
    assert exiled.verb == Verb.EXILE and exiled.detail == ["because:warp"]


def test_the_new_words_type_nothing_alone() -> None:
    # garbage made of the new phrases, and another language's sentence with them, stay untyped
    for text in ("Meld them into.", "Give because it was warped.", "Before it fights the first player controls."):
        assert _untyped(mtglinks.parse(text, name="Nothing")), text


def test_a_name_holding_the_cards_own_and_the_opponent_with_most_life() -> None:
    # Galactus, Devourer of Worlds: another card's name with this card's own inside it, possessive
    attacks = _action(
        "~ attacks an opponent with the most life among your opponents each combat if able unless you control a "
        "creature named Silver Surfer, ~'s Herald.",
        "Galactus, Devourer of Worlds",
        "attacks",
    )
    assert attacks.verb == Verb.ATTACK
    opponent = attacks.objects[0]
    assert isinstance(opponent, PlayerPhrase) and opponent.who == "opponent:most_life"
    assert isinstance(attacks.condition, EffectCondition) and attacks.condition.test == "unless:control"
    surfer = attacks.condition.about[-1]
    assert isinstance(surfer, ObjectPhrase) and surfer.qualifiers == ["named:Silver Surfer, ~'s Herald"]
    # "~" with no possessive after a comma ends the name, as before: the sentence goes on after it
    named = _action(
        "If you control a creature named Silver Surfer, ~ gets +2/+2.", "Galactus, Devourer of Worlds", "+2/+2"
    )
    assert isinstance(named.condition, EffectCondition)
    assert named.condition.about[-1].qualifiers == ["named:Silver Surfer"]  # type: ignore[attr-defined]


def test_the_most_common_color_as_a_state_and_a_state_trigger() -> None:
    # Call to Arms (rule 603.8: the trigger waits for the state)
    card = mtglinks.parse(
        "As this enchantment enters, choose a color and an opponent.\nWhite creatures get +1/+1 as long as the "
        "chosen color is the most common color among nontoken permanents the chosen player controls but isn't tied "
        "for most common.\nWhen the chosen color isn't the most common color among nontoken permanents the chosen "
        "player controls or is tied for most common, sacrifice this enchantment.",
        name="Call to Arms",
    )
    assert not _untyped(card)
    event = next(n for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.EVENT)
    assert event.event == "state"  # type: ignore[attr-defined]
    assert event.condition.test == "not:most_common_color:chosen:nontoken_permanents_of_chosen_player:untied"  # type: ignore[attr-defined]
