"""More English words the lexicon lacked in 2026 Oracle sentences, those beginning with a to k (issue #22, the
twenty-first round's list; the first in test_lexicon_round21_ak.py), on real card text (2026 Oracle wording of the cards
named): each sentence read whole, with the verb, objects and references it says (lang/en/effect_words_lex_ak.py)."""

from __future__ import annotations

from helpers import typed_action_with as _action

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase, PlayerPhrase, Reference


def test_conditions_said_whole() -> None:
    # Nether Shadow
    card = mtglinks.parse(
        "Haste\nAt the beginning of your upkeep, if this card is in your graveyard with three or more creature cards "
        "above it, you may put this card onto the battlefield.",
        name="Nether Shadow",
    )
    tests = [n.test for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.CONDITION]  # type: ignore[attr-defined]
    assert tests == ["in_graveyard:creature_cards_above:3"]
    # Ashen Ghoul
    activate = _action(
        "Haste\n{B}: Return this card from your graveyard to the battlefield. Activate only during your upkeep and "
        "only if three or more creature cards are above this card.",
        "Ashen Ghoul",
        "Activate only",
    )
    assert activate.condition is not None and activate.condition.test == "creature_cards_above_self:3"
    # Erg Raiders
    damage = _action(
        "At the beginning of your end step, if this creature didn't attack this turn, it deals 2 damage to you unless "
        "it came under your control this turn.",
        "Erg Raiders",
        "deals 2 damage",
    )
    assert damage.condition is not None and damage.condition.test == "unless:came_under_your_control_this_turn"
    # Wiitigo
    counter = _action(
        "This creature enters with six +1/+1 counters on it.\nAt the beginning of your upkeep, put a +1/+1 counter on "
        "this creature if it has blocked or been blocked since your last upkeep. Otherwise, remove a +1/+1 counter "
        "from it.",
        "Wiitigo",
        "put a +1/+1 counter",
    )
    assert counter.condition is not None and counter.condition.test == "blocked_or_was_blocked_since_last_upkeep"
    # Sab-Sunen, Luxa Embodied
    attack = _action(
        "Sab-Sunen can't attack or block unless it has an even number of counters on it.",
        "Sab-Sunen, Luxa Embodied",
        "can't attack",
    )
    assert attack.negated and attack.condition is not None and attack.condition.test == "unless:counters_on_it:even"


def test_those_players_and_investigated_this_way() -> None:
    # Officious Interrogation
    investigate = _action(
        "This spell costs {W}{U} more to cast for each target beyond the first.\nChoose any number of target players. "
        "Investigate X times, where X is the total number of creatures those players control.",
        "Officious Interrogation",
        "Investigate X times",
    )
    assert isinstance(investigate.per, ObjectPhrase) and investigate.per.controller == "those_players"
    # Wernog, Rider's Chaplain
    again = _action(
        "When Wernog, Rider's Chaplain enters or leaves the battlefield, each opponent may investigate. Each opponent "
        "who doesn't loses 1 life. You investigate X times, where X is one plus the number of opponents who "
        "investigated this way.",
        "Wernog, Rider's Chaplain",
        "You investigate",
    )
    assert isinstance(again.per, ObjectPhrase) and again.per.qualifiers == ["investigated_this_way"]


def test_coins_that_come_up_heads_and_an_extra_turn_after_that_turn() -> None:
    # Ral Zarek
    turn = _action(
        "[+1]: Tap target permanent, then untap another target permanent.\n[−2]: Ral Zarek deals 3 damage to any "
        "target.\n[−7]: Flip five coins. Take an extra turn after this one for each coin that comes up heads.",
        "Ral Zarek",
        "Take an extra turn",
    )
    assert turn.verb == Verb.TAKE_TURN and turn.detail == ["per:coins_heads"]
    # Emrakul, the Promised End
    after = _action(
        "When you cast this spell, you gain control of target opponent during that player's next turn. After that "
        "turn, that player takes an extra turn.",
        "Emrakul, the Promised End",
        "After that turn",
    )
    assert after.verb == Verb.TAKE_TURN and after.condition is not None and after.condition.test == "after:that_turn"
    assert isinstance(after.actor, PlayerPhrase) and after.actor.who == "that_player"


def test_booster_packs_of_a_draft() -> None:
    # Cogwork Librarian
    card = mtglinks.parse(
        "Draft this card face up.\nAs you draft a card, you may draft an additional card from that booster pack. If "
        "you do, put this card into that booster pack.",
        name="Cogwork Librarian",
    )
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert all(n.kind != EffectKind.UNTYPED for n in found)
    draft, put = (n for n in found if isinstance(n, Action) and n.verb in (Verb.DRAFT, Verb.PUT) and n.condition)
    assert draft.zone_from == "booster_pack" and put.zone_to == "booster_pack"
    # Cogwork Spy
    look = _action(
        "Reveal this card as you draft it. You may look at the next card drafted from this booster pack.\nFlying",
        "Cogwork Spy",
        "look at",
    )
    (card_drafted,) = look.objects
    assert isinstance(card_drafted, ObjectPhrase) and card_drafted.qualifiers == ["next_drafted_from_booster_pack"]


def test_what_this_effect_does_not_remove() -> None:
    # Benevolent Blessing
    kept = _action(
        "Flash\nEnchant creature\nAs this Aura enters, choose a color.\nEnchanted creature has protection from the "
        "chosen color. This effect doesn't remove Auras and Equipment you control that are already attached to it.",
        "Benevolent Blessing",
        "doesn't remove",
    )
    assert kept.verb == Verb.UNATTACH and kept.negated and kept.detail == ["not_by_this_effect"]


def test_damage_not_prevented_nor_redirected() -> None:
    # Lava Burst
    prevent = _action(
        "Lava Burst deals X damage to any target. If Lava Burst would deal damage to a creature, that damage can't be "
        "prevented or dealt instead to another permanent or player.",
        "Lava Burst",
        "can't be prevented",
    )
    assert prevent.verb == Verb.PREVENT and prevent.negated


def test_what_causes_an_ability_to_trigger() -> None:
    # Felix Five-Boots, Wayta, Trainer Prodigy, Valiant Emberkin
    for name, event, status in (
        ("Felix Five-Boots", "dealing combat damage to a player", "dealing_combat_damage_to_a_player"),
        ("Wayta, Trainer Prodigy", "being dealt damage", "being_dealt_damage"),
        ("Valiant Emberkin", "becoming the target of a spell or ability", "becoming_target_of_spell_or_ability"),
    ):
        trigger = _action(
            f"If a creature you control {event} causes a triggered ability of a permanent you control to trigger, that "
            "ability triggers an additional time.",
            name,
            "triggers an additional time",
        )
        assert trigger.verb == Verb.TRIGGER and trigger.condition is not None
        (caused,) = trigger.condition.about
        cause = caused.condition  # type: ignore[attr-defined]
        assert cause.test == "caused_by" and cause.about[0].qualifiers == [status]


def test_more_words_a_to_k() -> None:
    # Acererak the Archlich
    card = mtglinks.parse(
        "When Acererak enters, if you haven't completed Tomb of Annihilation, return Acererak to its owner's hand and "
        "venture into the dungeon.",
        name="Acererak the Archlich",
    )
    tests = [n.test for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.CONDITION]  # type: ignore[attr-defined]
    assert tests == ["not_completed:tomb_of_annihilation"]
    # Baldin, Century Herdmaster
    pump = _action(
        "Whenever Baldin attacks, up to one hundred target creatures each get +0/+X until end of turn, where X is the "
        "number of cards in your hand.",
        "Baldin, Century Herdmaster",
        "one hundred",
    )
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.count == "100"
    # Jegantha, the Wellspring
    spend = _action(
        "{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs.",
        "Jegantha, the Wellspring",
        "generic",
    )
    assert spend.verb == Verb.SPEND and spend.negated
    # Reset
    cast = _action(
        "Cast this spell only during an opponent's turn after their upkeep step.\nUntap all lands you control.",
        "Reset",
        "after their upkeep",
    )
    assert cast.verb == Verb.CAST and cast.detail == ["after:upkeep"]
    # Grudge Keeper: the vote's end an event
    keeper = mtglinks.parse(
        "Whenever players finish voting, each opponent who voted for a choice you didn't vote for loses 2 life.",
        name="Grudge Keeper",
    )
    (event,) = [n for a in keeper.iter_abilities() for n in a.effects if n.kind == EffectKind.EVENT]
    assert event.event == "vote"  # type: ignore[attr-defined]
    # Join the Winning Team (equipment in lower case)
    attach = _action(
        "Gain control of target creature, planeswalker, or equipment until end of turn. Untap that permanent. It "
        "gains haste until end of turn. If it's an equipment, attach it to a creature you control.",
        "Join the Winning Team",
        "attach it",
    )
    assert attach.verb == Verb.ATTACH
    # Modular Monstrosity
    lose = _action(
        "If you do, this creature gains that ability. Otherwise, this creature loses all keyword abilities.",
        "Modular Monstrosity",
        "loses all keyword",
    )
    assert lose.verb == Verb.LOSE_ABILITY and lose.detail == ["keyword:all_keyword_abilities"]


def test_lands_entering_without_being_played() -> None:
    # Deep Gnome Terramancer
    card = mtglinks.parse(
        "Flash\nMold Earth — Whenever one or more lands enter under an opponent's control without being played, you "
        "may search your library for a Plains card, put it onto the battlefield tapped, then shuffle. Do this only "
        "once each turn.",
        name="Deep Gnome Terramancer",
    )
    (event,) = [n for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.EVENT]
    (enter,) = event.actions  # type: ignore[attr-defined]
    assert enter.verb == Verb.ENTER and enter.detail == ["under:opponent:not_played"]


def test_each_player_who_chose_an_option() -> None:
    # Seize the Spotlight
    card = mtglinks.parse(
        "Each opponent chooses fame or fortune. For each player who chose fame, gain control of a creature that player "
        "controls until end of turn. Untap those creatures and they gain haste until end of turn. For each player who "
        "chose fortune, you draw a card and create a Treasure token.",
        name="Seize the Spotlight",
    )
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert all(n.kind != EffectKind.UNTYPED for n in found)
    steal = next(n for n in found if isinstance(n, Action) and n.verb == Verb.GAIN_CONTROL)
    assert steal.condition is not None and steal.condition.test == "for_each_player_who_chose:fame"
    draw = next(n for n in found if isinstance(n, Action) and n.verb == Verb.DRAW)
    assert draw.condition is not None and draw.condition.test == "for_each_player_who_chose:fortune"
    # one plain word before a comma only: two words are not an option named
    card = mtglinks.parse("For each player who chose green anchor, draw a card.", name="Foo")
    assert any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_a_die_result_changed_after_the_roll() -> None:
    # Night Shift of the Living Dead
    card = mtglinks.parse(
        "After you roll a die, you may pay 1 life. If you do, increase or decrease the result by 1. Do this only once "
        "each turn.\nWhenever you roll a 6, create a 2/2 black Zombie Employee creature token.",
        name="Night Shift of the Living Dead",
    )
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert all(n.kind != EffectKind.UNTYPED for n in found)
    pay = next(n for n in found if isinstance(n, Action) and n.verb == Verb.PAY)
    assert pay.condition is not None and pay.condition.test == "after:you_roll_a_die"
    change = next(n for n in found if isinstance(n, Action) and n.verb == Verb.ROLL and n.detail)
    assert change.detail == ["increase_or_decrease_result:1"]


def test_players_dealt_combat_damage_this_turn() -> None:
    # Raiders' Allegiance
    point = _action(
        "Raid — At the beginning of your second main phase, for each player dealt combat damage this turn, you get a "
        "point counter and create a 2/2 black Pirate creature token with menace.",
        "Raiders' Allegiance",
        "point counter",
    )
    assert point.condition is not None and point.condition.test == "for_each"
    (players,) = point.condition.about
    assert isinstance(players, ObjectPhrase) and players.qualifiers == ["dealt_combat_damage_this_turn"]


def test_as_the_turn_began() -> None:
    # Paradox Haze
    card = mtglinks.parse(
        "Enchant player\nAt the beginning of enchanted player's first upkeep each turn, that player gets an additional "
        "upkeep step after this step.",
        name="Paradox Haze",
    )
    (event,) = [n for a in card.iter_abilities() for n in a.effects if n.kind == EffectKind.EVENT]
    assert event.event == "enchanted_player_first:upkeep"  # type: ignore[attr-defined]
    # Power Surge
    damage = _action(
        "At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is the "
        "number of untapped lands they controlled at the beginning of this turn.",
        "Power Surge",
        "deals X damage",
    )
    assert isinstance(damage.per, ObjectPhrase) and damage.per.controller == "they:as_turn_began"


def test_a_life_total_as_the_turn_began() -> None:
    # Sengir, the Dark Baron
    gain = _action(
        "Flying\nWhenever another creature dies, put two +1/+1 counters on Sengir.\nWhenever another player loses the "
        "game, you gain life equal to that player's life total as the turn began.",
        "Sengir, the Dark Baron",
        "you gain life",
    )
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "life_total:that_player:as_turn_began"


def test_devoured_and_black_bordered() -> None:
    # Kresh the Bloodbraided Avatar
    card = mtglinks.parse(
        "Whenever a creature you control is devoured, create an X/X green Ooze creature token, where X is the devoured "
        "creature's power.",
        name="Kresh the Bloodbraided Avatar",
    )
    event, create = [n for a in card.iter_abilities() for n in a.effects]
    assert event.event == "sacrifice"  # type: ignore[attr-defined]
    assert isinstance(create, Action) and create.amount == "power" and isinstance(create.per, Reference)
    # Border Guardian
    cast = mtglinks.parse(
        "Whenever you cast a black-bordered spell, this creature can't be blocked this turn.", name="Border Guardian"
    )
    (event,) = [n for a in cast.iter_abilities() for n in a.effects if n.kind == EffectKind.EVENT]
    (spell,) = event.actions[0].objects  # type: ignore[attr-defined]
    assert spell.qualifiers == ["black_bordered"]


def test_a_cards_artist() -> None:
    # Bursting Beebles
    blocked = _action(
        "This creature can't be blocked as long as defending player controls two or more nonland permanents that "
        "share an artist.",
        "Bursting Beebles",
        "can't be blocked",
    )
    assert blocked.verb == Verb.BLOCK and blocked.negated and blocked.condition is not None
    # Squirrel Farm
    guess = _action("Target opponent guesses the artist.", "Squirrel Farm", "guesses")
    (artist,) = guess.objects
    assert guess.verb == Verb.GUESS and isinstance(artist, ObjectPhrase) and artist.types == ["artist"]


def test_hats() -> None:
    # Hat Trick
    card = mtglinks.parse(
        "Target blocking or blocked creature you control gets +1/+1 and gains first strike until end of turn. If it "
        "has a hat, it gains double strike until end of turn. If you and that creature each have a hat, the creature "
        "gains triple strike until end of turn.",
        name="Hat Trick",
    )
    tests = [n.condition.test for a in card.iter_abilities() for n in a.effects if getattr(n, "condition", None)]
    assert tests == ["has_hat", "you_and_it_have_hat"]
    # Goblin Girder Gang
    damage = _action(
        "Reach\nWhenever you roll a die, if the result isn't stored on this creature, you may store that result on "
        "it. When you do, this creature deals 1 damage to any target without a hat.",
        "Goblin Girder Gang",
        "deals 1 damage",
    )
    (target,) = damage.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["without:hat"]
