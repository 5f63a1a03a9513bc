"""English words the lexicon lacked in 2026 Oracle sentences, the words beginning m–z (issue #22, the twenty-second
round's list), on real card text (2026 Oracle wording of the cards named): conditions, events and rules said whole,
qualifiers of what a card shows or where it was printed, players by their votes or a subgame, battles protected, a
rule said as a predicate after "you may" or "then" (lang/en/effect_words_lex_r22b.py, grammar/effects-en/9-lexb.lark).
"""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def test_a_battle_protected_by_an_opponent() -> None:
    # Portent Tracker
    _, found = read(
        "{T}: Untap target land.\n{T}: Choose target battle. If an opponent protects it, remove a defense counter from "
        "it. Otherwise, put a defense counter on it. Activate only as a sorcery.",
        name="Portent Tracker",
    )
    remove = next(a for a in _actions(found) if a.verb == Verb.REMOVE_COUNTER)
    assert remove.condition is not None and remove.condition.test == "protected_by:opponent"


def test_battles_a_player_protects() -> None:
    # Joyful Stormsculptor (its last sentence)
    _, found = read("~ deals 1 damage to each opponent and each battle they protect.", name="Joyful Stormsculptor")
    (deal,) = _actions(found)
    battle = [o for o in deal.objects if isinstance(o, ObjectPhrase) and "battle" in o.types]
    assert battle and "protected_by:they" in str(battle[0].to_dict())


def test_events_said_whole() -> None:
    # Monoist Gravliner
    _, found = read(
        "Whenever a creature stations this Spacecraft, that creature perpetually gains deathtouch and lifelink.\n"
        "Station\n6+ | Flying, Deathtouch, Lifelink",
        name="Monoist Gravliner",
    )
    events = [n for n in found if isinstance(n, TriggerEvent)]
    assert [e.event for e in events][:1] == ["creature_stations_self"]
    # Savior of Ollenbock
    card = mtglinks.parse(
        "Training (Whenever this creature attacks with another creature with greater power, put a +1/+1 counter on "
        "this creature.)\nWhenever this creature trains, exile up to one other target creature from the battlefield or "
        "creature card from a graveyard.",
        name="Savior of Ollenbock",
    )
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert "self_trains" in [n.event for n in found if isinstance(n, TriggerEvent)]


def test_rules_said_whole() -> None:
    # Thran Turbine
    _, found = read(
        "At the beginning of your upkeep, you may add {C}{C}. You can't spend this mana to cast spells.",
        name="Thran Turbine",
    )
    spend = _actions(found)[-1]
    assert spend.verb == Verb.SPEND and spend.negated and spend.detail == ["not_to_cast_spells"]
    # Topsy Turvy
    _, found = read(
        "The phases of each player's turn are reversed.\n"
        "As long as there are more than two players in the game, the turn order is reversed.",
        name="Topsy Turvy",
    )
    assert [a.detail for a in _actions(found)] == [["turn_phases_reversed"], ["turn_order_reversed"]]
    # Birgi, God of Storytelling
    _, found = read("Creatures you control can boast twice during each of your turns rather than once.", name="Birgi")
    (boast,) = _actions(found)
    assert boast.verb == Verb.ACTIVATE and boast.detail == ["boast_twice_each_turn"]


def test_a_rule_said_as_a_predicate() -> None:
    # Capricopian
    _, found = read(
        "{2}: Put a +1/+1 counter on this creature, then you may reselect which player this creature is attacking.",
        name="Capricopian",
    )
    put, reselect = _actions(found)
    assert put.verb == Verb.PUT_COUNTER
    assert reselect.verb == Verb.ATTACK and reselect.optional and reselect.detail == ["reselect_defender:self"]
    # Your Wish Is My Command
    _, found = read(
        "You may cast an instant or sorcery spell from your sideboard. If you cast a modal spell this way, you may "
        "choose an additional mode.",
        name="Your Wish Is My Command",
    )
    choose = _actions(found)[-1]
    assert choose.verb == Verb.CHOOSE and choose.detail == ["additional_mode"] and choose.condition is not None


def test_names_printed_in_an_expansion() -> None:
    # Golgothian Sylex
    _, found = read(
        "{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed "
        "by its controller.",
        name="Golgothian Sylex",
    )
    assert "name_printed_in:antiquities" in str([n.to_dict() for n in found])


def test_products_and_un_set_words() -> None:
    # Keeper of the Secret Lair
    _, found = read(
        "Flash\nYou may cast Secret Lair spells as though they had flash.\n"
        "Secret Lair spells you cast cost {1} less to cast.",
        name="Keeper of the Secret Lair",
    )
    assert "secret_lair" in str([n.to_dict() for n in found])
    # Gift Shop (one mode)
    _, found = read("Create a 2/2 pink Teddy Bear creature token.", name="Gift Shop")
    (create,) = _actions(found)
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and "Teddy Bear" in token.subtypes and "pink" in token.colors


def test_players_by_their_votes_and_the_subgame() -> None:
    # Grudge Keeper
    _, found = read(
        "Whenever players finish voting, each opponent who voted for a choice you didn't vote for loses 2 life.",
        name="Grudge Keeper",
    )
    lose = _actions(found)[-1]
    assert lose.verb == Verb.LOSE_LIFE
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "each_opponent:voted_other_choice"
    # Shahrazad (its second sentence)
    _, found = read("Each player who doesn't win the subgame loses half their life, rounded up.", name="Shahrazad")
    (lose,) = _actions(found)
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "each_player:lost_subgame"


def test_conditions_of_the_un_sets() -> None:
    # Ol' Buzzbark (its last sentence)
    _, found = read(
        "For each die, ~ deals damage equal to the result to each creature an opponent controls that die is touching.",
        name="Ol' Buzzbark",
    )
    (deal,) = _actions(found)
    assert deal.verb == Verb.DEAL_DAMAGE and "touched_by:that_die" in str(deal.to_dict())
    # a condition not met stays a sentence of its own, untouched: Portent Tracker's "Otherwise" still puts a counter
    _, found = read("Otherwise, put a defense counter on it.", name="Portent Tracker")
    assert isinstance(_actions(found)[0], Action)


def test_a_multikicker_counted_by_he() -> None:
    # Batroc the Leaper: "the number of times he was kicked" reads as "… it was kicked" does, and links the ability to
    # its multikicker as Deathforge Shaman's is (607.2i)
    text = (
        "Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\n"
        "Batroc enters with a +1/+1 counter on him for each time he was kicked.\n"
        "When Batroc enters, he deals damage equal to his power to each of up to X targets, where X is the number of "
        "times he was kicked."
    )
    card = mtglinks.analyze(text, name="Batroc the Leaper")
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    assert [(link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links] == [("607.2i", 0, 2)]


def test_words_unknown_elsewhere_stay_untyped() -> None:
    # a sentence of a game outside Magic's rules keeps its reason
    card = mtglinks.parse("Open a sealed Magic booster pack, reveal the cards, and put one of them into your hand.")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert found and all(not isinstance(n, (Action, EffectCondition)) for n in found)


def test_rerolls_as_predicates() -> None:
    # Clam-I-Am
    _, found = read("If you roll a 3 on a six-sided die, you may reroll that die.", name="Clam-I-Am")
    (reroll,) = _actions(found)
    assert reroll.verb == Verb.ROLL and reroll.optional and reroll.detail == ["reroll:that_die"]


def test_a_creature_type_replaced_by_a_named_one() -> None:
    # New Blood
    _, found = read(
        "As an additional cost to cast this spell, tap an untapped Vampire you control.\n"
        "Gain control of target creature. Change the text of that creature by replacing all instances of one creature "
        "type with Vampire.",
        name="New Blood",
    )
    change = _actions(found)[-1]
    assert change.verb == Verb.CHANGE_TEXT and "creature_type:Vampire" in str(change.to_dict())


def test_rules_of_base_power_and_commander_tax() -> None:
    # Finally! Left-Handed Magic Cards (its first two abilities)
    _, found = read(
        "Each creature's base power is equal to its printed toughness.\n"
        "Each creature's base toughness is equal to its printed power.",
        name="Finally! Left-Handed Magic Cards",
    )
    assert [(a.verb, a.detail) for a in _actions(found)] == [
        (Verb.CHANGE_BASE_PT, ["power_is_printed_toughness"]),
        (Verb.CHANGE_BASE_PT, ["toughness_is_printed_power"]),
    ]
    # Shedding Snake
    _, found = read(
        "Menace\nWhen Shedding Snake enters the battlefield, you may pay 2 life. "
        "If you do, the commander tax on each of your commanders is reduced back to zero.",
        name="Shedding Snake",
    )
    reset = _actions(found)[-1]
    assert reset.verb == Verb.MODIFY_COST and reset.detail == ["commander_tax_reset"]


def test_players_with_the_highest_speed() -> None:
    # Ghirapur Grand Prix (its last sentence)
    _, found = read(
        "When you planeswalk away from Ghirapur Grand Prix, each player with the highest speed among players creates "
        "three Treasure tokens.",
        name="Ghirapur Grand Prix",
    )
    create = _actions(found)[-1]
    assert create.verb == Verb.CREATE
    assert isinstance(create.actor, PlayerPhrase) and create.actor.who == "each_player:highest_speed"
