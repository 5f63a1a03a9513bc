"""English words the lexicon lacked in 2026 Oracle sentences, the words beginning m–z or with a sign (issue #22, the
twenty-third round's list), on real card text (2026 Oracle wording of the cards named): conditions, events and rules
said whole, numbers read on resolution, piles named after they are made, players by their vote or choice, boons of
several uses (lang/en/effect_words_lex_r23b.py); the un-sets' instructions outside the rules stay untyped.
"""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, Choice, Effect, PlayerPhrase, Reference, TriggerEvent


def _actions(found: list[Effect]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def _walk(node: object) -> list[object]:
    out: list[object] = [node]
    if isinstance(node, Effect):
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, Effect):
                    out.extend(_walk(child))
    return out


def test_an_exchange_not_made_is_the_action_not_done() -> None:
    # Gilded Drake
    _, found = read(
        "Flying\nWhen this creature enters, exchange control of this creature and up to one target creature an "
        "opponent controls. If you don't or can't make an exchange, sacrifice this creature. This ability still "
        "resolves if its target becomes illegal.",
        name="Gilded Drake",
    )
    sacrifice = next(a for a in _actions(found) if a.verb == Verb.SACRIFICE)
    assert sacrifice.condition is not None and sacrifice.condition.test == "you_dont"
    assert Verb.EXCHANGE in [a.verb for a in _actions(found)]


def test_a_graveyard_reordered() -> None:
    # Search for Survivors
    _, found = read(
        "Reorder your graveyard at random. An opponent chooses a card at random in your graveyard. If it's a creature "
        "card, put it onto the battlefield. Otherwise, exile it.",
        name="Search for Survivors",
    )
    assert _actions(found)[0].detail == ["graveyard_reordered:random"]
    # Fossil Find: the return stays the action it is
    _, found = read(
        "Return a card at random from your graveyard to your hand, then reorder your graveyard as you choose.",
        name="Fossil Find",
    )
    ret, reorder = _actions(found)
    assert ret.verb == Verb.RETURN and ret.zone_to == "hand"
    assert reorder.verb == Verb.APPLY_RULE and reorder.detail == ["graveyard_reordered:your_choice"]


def test_amounts_said_whole() -> None:
    # Reverse Polarity
    _, found = read(
        "You gain X life, where X is twice the damage dealt to you so far this turn by artifacts.",
        name="Reverse Polarity",
    )
    (gain,) = _actions(found)
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "twice:damage_dealt_to_you_this_turn_by:artifact"
    # Goliath Hatchery (its last sentence)
    _, found = read(
        "choose a creature you control, then draw cards equal to its total toxic value.", name="Goliath Hatchery"
    )
    draw = next(a for a in _actions(found) if a.verb == Verb.DRAW)
    assert draw.amount == "total_toxic_value:it"
    # Legate Lanius, Caesar's Ace: the sacrifice is an action
    _, found = read(
        "Decimate — When Legate Lanius enters, each opponent sacrifices a tenth of the creatures they control of their "
        "choice, rounded up.\nWhenever an opponent sacrifices a creature, put a +1/+1 counter on Legate Lanius.",
        name="Legate Lanius, Caesar's Ace",
    )
    assert Verb.SACRIFICE in [a.verb for a in _actions(found)]


def test_players_by_what_they_did() -> None:
    # Diseased Vermin (its last ability)
    _, found = read(
        "At the beginning of your upkeep, this creature deals X damage to target opponent previously dealt damage by "
        "it, where X is the number of infection counters on it.",
        name="Diseased Vermin",
    )
    (deal,) = _actions(found)
    assert "dealt_damage_by_it_previously" in str(deal.to_dict())
    # Expropriate
    _, found = read(
        "Council's dilemma — Starting with you, each player votes for time or money. For each time vote, take an "
        "extra turn after this one. For each money vote, choose a permanent owned by the voter and gain control of "
        "it. Exile Expropriate.",
        name="Expropriate",
    )
    assert Verb.GAIN_CONTROL in [a.verb for a in _actions(found)]
    assert "owner_the_voter" in str([n.to_dict() for n in found])
    # Archangel of Strife
    _, found = read(
        "Flying\nAs this creature enters, each player chooses war or peace.\nCreatures controlled by players who chose "
        "war get +3/+0.\nCreatures controlled by players who chose peace get +0/+3.",
        name="Archangel of Strife",
    )
    pumps = [a for a in _actions(found) if a.verb == Verb.MODIFY_PT]
    assert [p.amount for p in pumps] == ["+3/+0", "+0/+3"]
    assert "players:chose:war" in str(pumps[0].to_dict())


def test_a_secret_choice_of_two_named_options() -> None:
    # Prisoner's Dilemma
    _, found = read(
        "Each opponent secretly chooses silence or snitch, then the choices are revealed. If each opponent chose "
        "silence, Prisoner's Dilemma deals 4 damage to each of them. If each opponent chose snitch, Prisoner's "
        "Dilemma deals 8 damage to each of them. Otherwise, Prisoner's Dilemma deals 12 damage to each opponent who "
        "chose silence.\nFlashback {5}{R}{R}",
        name="Prisoner's Dilemma",
    )
    (choice,) = [n for n in found if isinstance(n, Choice)]
    assert choice.what == "silence_or_snitch"
    last = _actions(found)[-1]
    assert last.verb == Verb.DEAL_DAMAGE and isinstance(last.objects[0], PlayerPhrase)
    assert last.objects[0].who == "each_opponent:chose:silence"


def test_piles_named_after_they_are_made() -> None:
    # Parallel Thoughts
    _, found = read(
        "When this enchantment enters, search your library for seven cards, exile them in a face-down pile, and "
        "shuffle that pile. Then shuffle your library.\nIf you would draw a card, you may instead put the top card of "
        "the pile you exiled into your hand.",
        name="Parallel Thoughts",
    )
    put = _actions(found)[-1]
    assert put.verb == Verb.PUT and put.zone_to == "hand"
    assert any(isinstance(n, Reference) and n.refers == "exiled_with" for n in _walk(put))
    # Whims of the Fates: each player sacrifices the pile chosen
    _, found = read(
        "Starting with you, each player separates all permanents they control into three piles. Then each player "
        "chooses one of their piles at random and sacrifices those permanents. (Piles can be empty.)",
        name="Whims of the Fates",
    )
    assert Verb.SACRIFICE in [a.verb for a in _actions(found)]


def test_the_pile_you_removed_links_as_the_pile_you_exiled() -> None:
    # Parallel Thoughts, printed (Judgment) beside its Oracle text: the same 607.2a link in both wordings
    printed = mtglinks.analyze(
        "When Parallel Thoughts comes into play, search your library for seven cards, remove them from the game in a "
        "face-down pile, and shuffle that pile. Then shuffle your library.\nIf you would draw a card, you may instead "
        "put the top card of the pile you removed into your hand.",
        name="Parallel Thoughts",
    )
    oracle = mtglinks.analyze(
        "When this enchantment enters, search your library for seven cards, exile them in a face-down pile, and "
        "shuffle that pile. Then shuffle your library.\nIf you would draw a card, you may instead put the top card of "
        "the pile you exiled into your hand.",
        name="Parallel Thoughts",
    )
    assert [(link.rule, link.source, link.target) for link in printed.links] == [
        (link.rule, link.source, link.target) for link in oracle.links
    ]
    assert [link.rule for link in oracle.links] == ["607.2a"]


def test_a_search_under_way() -> None:
    # Opposition Agent (its second ability)
    _, found = read(
        "While an opponent is searching their library, they exile each card they find.", name="Opposition Agent"
    )
    (exile,) = _actions(found)
    assert exile.verb == Verb.EXILE and exile.condition is not None
    assert exile.condition.test == "while:opponent_searching_their_library"


def test_events_said_whole() -> None:
    # Case File Auditor
    _, found = read(
        "When this creature enters and whenever you solve a Case, look at the top six cards of your library. You may "
        "reveal an enchantment card from among them and put it into your hand. Put the rest on the bottom of your "
        "library in a random order.",
        name="Case File Auditor",
    )
    (event,) = [n for n in found if isinstance(n, TriggerEvent)]
    assert [e.event for e in event.joined] == ["solve_case"]
    # Dynaheir, Invoker Adept (its last ability)
    _, found = read(
        "{T}: When you next activate an ability that isn't a mana ability this turn by spending four or more mana to "
        "activate it, copy that ability. You may choose new targets for the copy.",
        name="Dynaheir, Invoker Adept",
    )
    assert Verb.COPY in [a.verb for a in _actions(found)]


def test_conditions_and_rules_said_whole() -> None:
    # Enduring Angel: the transform stays an action
    _, found = read(
        "Flying, double strike\nYou have hexproof.\nIf your life total would be reduced to 0 or less, instead "
        "transform this creature and your life total becomes 3. Then if this creature didn't transform this way, you "
        "lose the game.",
        name="Enduring Angel",
    )
    transform = next(a for a in _actions(found) if a.verb == Verb.TRANSFORM)
    assert transform.condition is not None
    assert transform.condition.test == "life_total_would_be_reduced_to_0_or_less"
    # Spikeshell Harrier
    _, found = read(
        "When this creature enters, return target creature or Vehicle an opponent controls to its owner's hand. If "
        "that opponent's speed is greater than each other player's speed, reduce that opponent's speed by 1. This "
        "effect can't reduce their speed below 1.",
        name="Spikeshell Harrier",
    )
    details = [a.detail for a in _actions(found) if a.verb == Verb.APPLY_RULE]
    assert details == [["speed_reduced:that_opponent:1"], ["speed_floor:1"]]
    # Power Play
    _, found = read(
        "If multiple players would be the starting player, one of those players is chosen at random.",
        name="Power Play",
    )
    (choose,) = _actions(found)
    assert choose.condition is not None and choose.condition.test == "several_starting_players"
    # Carth the Lion (its last ability)
    _, found = read(
        "Planeswalkers' loyalty abilities you activate cost an additional [+1] to activate.", name="Carth the Lion"
    )
    assert [a.verb for a in _actions(found)] == [Verb.MODIFY_COST]


def test_a_verb_with_nothing_after_it_and_counts_not_lost() -> None:
    # Fatespinner (its last sentence)
    _, found = read("The player skips each instance of the chosen step or phase this turn.", name="Fatespinner")
    assert [a.verb for a in _actions(found)] == [Verb.SKIP]
    # Step Right Up, Forget: a verb whose count or amount a phrase would lose stays untyped
    for text in (
        "Open two Attractions.",
        "Target player discards two cards, then draws as many cards as they discarded this way.",
    ):
        card = mtglinks.parse(text, name="Test")
        assert not is_typed([n for a in card.iter_abilities() for n in a.effects]), text


def test_a_copy_until_turned_face_down_and_a_haunting_kept() -> None:
    # Vesuvan Shapeshifter
    _, found = read(
        "As this creature enters or is turned face up, you may choose another creature on the battlefield. If you do, "
        'until this creature is turned face down, it becomes a copy of that creature, except it has "At the '
        'beginning of your upkeep, you may turn this creature face down."\nMorph {1}{U}',
        name="Vesuvan Shapeshifter",
    )
    become = next(a for a in _actions(found) if a.verb == Verb.BECOME)
    assert "turned_face_down" in str(become.to_dict())
    # Kaya, Ghost Haunter (the ability its last emblem has, quoted on the card)
    _, found = read(
        "At the beginning of your upkeep, gain control of target haunted creature for as long as it remains haunted.",
        name="Kaya, Ghost Haunter",
    )
    assert Verb.GAIN_CONTROL in [n.verb for n in _walk_all(found) if isinstance(n, Action)]


def _walk_all(found: list[Effect]) -> list[object]:
    return [n for top in found for n in _walk(top)]


def test_boons_of_several_uses() -> None:
    # Merfolk Tunnel-Guide
    _, found = read(
        'When Merfolk Tunnel-Guide enters, you get a three-time boon with "Whenever one or more Merfolk enter under '
        'your control, target Merfolk creature you control explores."',
        name="Merfolk Tunnel-Guide",
    )
    assert Verb.GET_BOON in [a.verb for a in _actions(found)]
    # Tasteful Offering: the sacrifice and seek of the boon's ability are its own actions
    _, found = read(
        'You get a two-time boon with "Whenever you sacrifice one or more permanents, seek a nonland card." Create a '
        "Food token.",
        name="Tasteful Offering",
    )
    verbs = {n.verb for n in _walk_all(found) if isinstance(n, Action)}
    assert {Verb.GET_BOON, Verb.SACRIFICE, Verb.SEEK, Verb.CREATE} <= verbs


def test_un_set_instructions_outside_the_rules_stay_untyped() -> None:
    # Opening Ceremony, Squirrel Stack, Toy Boat: booster packs, seconds, speech
    for text in (
        "You may open a sealed Magic booster pack.",
        "You have five seconds to stack dice on top of one another.",
        'Say "~" quickly.',
    ):
        card = mtglinks.parse(text, name="Test")
        found = [n for a in card.iter_abilities() for n in a.effects]
        assert not is_typed(found) and found[0].kind == EffectKind.UNTYPED, text


def test_mana_of_snow_sources() -> None:
    # Draugr Necromancer (its second ability)
    _, found = read(
        "You may cast spells from among cards in exile your opponents own with ice counters on them, and you may spend "
        "mana from snow sources as though it were mana of any color to cast those spells.",
        name="Draugr Necromancer",
    )
    assert [a.verb for a in _actions(found)] == [Verb.CAST, Verb.SPEND]
