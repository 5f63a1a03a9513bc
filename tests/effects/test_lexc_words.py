"""English words the lexicon lacked in 2026 Oracle sentences, the third share of the twenty-second round's list
(issue #22), on real card text (2026 Oracle wording of the cards named): conditions, events and rules said whole
(lang/en/effect_words_lex_r22c.py).
"""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, TriggerEvent


def _actions(found: list[object]) -> list[Action]:
    return [node for node in found if isinstance(node, Action)]


def test_rules_said_whole() -> None:
    # Zilortha, Strength Incarnate
    _, found = read(
        "Trample\nLethal damage dealt to creatures you control is determined by their power rather than their "
        "toughness.",
        name="Zilortha, Strength Incarnate",
    )
    (rule,) = _actions(found)
    assert rule.verb == Verb.APPLY_RULE and rule.detail == ["lethal_damage_by_power"]
    # Mana Maze: a rule said with "can't" reads negated
    _, found = read(
        "Players can't cast spells that share a color with the spell most recently cast this turn.", name="Mana Maze"
    )
    (cast,) = _actions(found)
    assert cast.verb == Verb.CAST and cast.negated
    # Tapestry Warden (its last paragraph)
    _, found = read(
        "Each creature you control with toughness greater than its power stations permanents using its toughness "
        "rather than its power.",
        name="Tapestry Warden",
    )
    assert [a.detail for a in _actions(found)] == [["station_with_toughness"]]


def test_actions_said_whole() -> None:
    # Juxtapose (its first sentence)
    _, found = read(
        "You and target player exchange control of the creature you each control with the greatest mana value.",
        name="Juxtapose",
    )
    assert [a.verb for a in _actions(found)] == [Verb.EXCHANGE]
    # Protective Sphere
    _, found = read(
        "{1}, Pay 1 life: Prevent all damage that would be dealt to you this turn by a source of your choice that "
        "shares a color with the mana spent on this activation cost. (Colorless mana prevents no damage.)",
        name="Protective Sphere",
    )
    assert Verb.PREVENT in [a.verb for a in _actions(found)]
    # Animation Module
    _, found = read(
        "Whenever one or more +1/+1 counters are put on a permanent you control, you may pay {1}. If you do, create a "
        "1/1 colorless Servo artifact creature token.\n{3}, {T}: Choose a counter on target permanent or player. Give "
        "that permanent or player another counter of that kind.",
        name="Animation Module",
    )
    assert Verb.PUT_COUNTER in [a.verb for a in _actions(found)]


def test_clauses_after_a_comma() -> None:
    # Titania's Song
    _, found = read(
        "Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each "
        "equal to its mana value. If this enchantment leaves the battlefield, this effect continues until end of "
        "turn.",
        name="Titania's Song",
    )
    assert ["effect_continues_until_end_of_turn"] in [a.detail for a in _actions(found)]
    # Osteomancer Adept
    _, found = read(
        "Deathtouch\n{T}: Until end of turn, you may cast creature spells from your graveyard by foraging in "
        "addition to paying their other costs. If you cast a spell this way, that creature enters with a finality "
        "counter on it.",
        name="Osteomancer Adept",
    )
    assert ["creatures_from_graveyard_by_foraging"] in [a.detail for a in _actions(found)]


def test_conditions_said_whole() -> None:
    # Veyran, Voice of Duality
    _, found = read(
        "If you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control "
        "to trigger, that ability triggers an additional time.",
        name="Veyran, Voice of Duality",
    )
    tests = [c.test for a in _actions(found) for c in [a.condition] if isinstance(c, EffectCondition)]
    assert tests == ["trigger_caused_by:you_cast_or_copy_instant_or_sorcery"]
    # Oblivious Bookworm
    _, found = read(
        "At the beginning of your end step, you may draw a card. If you do, discard a card unless a permanent entered "
        "the battlefield face down under your control this turn or you turned a permanent face up this turn.",
        name="Oblivious Bookworm",
    )
    assert "face_down_entered_or_turned_face_up_this_turn" in str([a.to_dict() for a in _actions(found)])


def test_events_said_whole() -> None:
    # Saproling Infestation
    _, found = read(
        "Whenever a player kicks a spell, you create a 1/1 green Saproling creature token.",
        name="Saproling Infestation",
    )
    assert [n.event for n in found if isinstance(n, TriggerEvent)] == ["player_kicks_spell"]
    # Mistbind Clique (its last paragraph)
    _, found = read(
        "When a Faerie is championed with this creature, tap all lands target player controls.", name="Mistbind Clique"
    )
    assert [n.event for n in found if isinstance(n, TriggerEvent)] == ["championed_with_self:faerie"]


def test_more_events_said_whole() -> None:
    # Jolly Gerbils (rule 702.174, gift)
    _, found = read("Whenever you give a gift, draw a card.", name="Jolly Gerbils")
    assert [n.event for n in found if isinstance(n, TriggerEvent)] == ["you_give_gift"]
    # Netherese Puzzle-Ward (its last paragraph)
    _, found = read(
        "Perfect Illumination — Whenever you roll a die's highest natural result, draw a card.",
        name="Netherese Puzzle-Ward",
    )
    assert [n.event for n in found if isinstance(n, TriggerEvent)] == ["rolled:highest_natural_result"]


def test_more_actions_said_whole() -> None:
    # Old Man of the Sea (its last paragraph)
    _, found = read(
        "{T}: Gain control of target creature with power less than or equal to this creature's power for as long as "
        "this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
        name="Old Man of the Sea",
    )
    assert [a.verb for a in _actions(found)] == [Verb.GAIN_CONTROL]
    # Superior Numbers
    _, found = read(
        "Superior Numbers deals damage to target creature equal to the number of creatures you control in excess of "
        "the number of creatures target opponent controls.",
        name="Superior Numbers",
    )
    assert [a.verb for a in _actions(found)] == [Verb.DEAL_DAMAGE]
    # Yurlok of Scorch Thrash (its second paragraph)
    _, found = read(
        "A player losing unspent mana causes that player to lose that much life.", name="Yurlok of Scorch Thrash"
    )
    assert [a.verb for a in _actions(found)] == [Verb.LOSE_LIFE]
    # Shrouded Lore: the process repeated after "If you do,"
    _, found = read(
        "Target opponent chooses a card in your graveyard. You may pay {B}. If you do, repeat this process except "
        "that opponent can't choose a card already chosen for Shrouded Lore. Then put the last chosen card into your "
        "hand.",
        name="Shrouded Lore",
    )
    assert Verb.REPEAT in [a.verb for a in _actions(found)]


def test_planes_and_random_counters() -> None:
    # Mount Keralia (a plane; its last paragraph)
    _, found = read(
        "Whenever chaos ensues, prevent all damage that planes named Mount Keralia would deal this game to permanents "
        "you control.",
        name="Mount Keralia",
    )
    assert [a.detail for a in _actions(found)] == [["damage_of_planes_named_self"]]
    # Orcish Catapult
    _, found = read(
        "Randomly distribute X -0/-1 counters among a random number of random target creatures.", name="Orcish Catapult"
    )
    assert [a.verb for a in _actions(found)] == [Verb.PUT_COUNTER]
