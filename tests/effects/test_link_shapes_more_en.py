"""The English shapes of the block `// links 7` of grammar/effects.lark (effects/link_shapes.py) and the words they
need: sentences that refer to a linked ability's half (a gift promised, a spell kicked), read whole on real card text
(2026 Oracle and old printed wording), each checked for what it reads."""

from __future__ import annotations

from helpers import original, walk
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def test_a_life_total_that_cant_change() -> None:
    # Perch Protection: the player can gain no life and lose none (rule 119.10) until their next turn; the phasing
    # before "and until your next turn," keeps no duration of its own
    card, found = read(
        "If the gift was promised, all permanents you control phase out, and until your next turn, your life total "
        "can't change and you gain protection from everything.",
        "Perch Protection",
    )
    phase, fixed, protection = found
    assert isinstance(phase, Action) and phase.verb == Verb.PHASE_OUT and phase.duration is None
    assert isinstance(phase.condition, EffectCondition) and phase.condition.test == "paid:gift"
    assert isinstance(fixed, Action) and fixed.verb == Verb.GAIN_LIFE and fixed.negated
    assert isinstance(fixed.actor, PlayerPhrase) and fixed.actor.who == "you"
    (lose,) = fixed.alternatives
    assert lose.verb == Verb.LOSE_LIFE and lose.negated
    assert fixed.duration is not None and fixed.duration.until == "your_next_turn"
    assert original(card, fixed) == "until your next turn, your life total can't change"
    assert isinstance(protection, Action) and protection.verb == Verb.GAIN_ABILITY


def test_clauses_joined_by_and_still_share_a_duration_said_last() -> None:
    # Giant Growth's kin (Mighty Leap): "until end of turn" at the end holds for both clauses
    card, (pump, flying) = read("Target creature gets +2/+2 and gains flying until end of turn.", "Mighty Leap")
    assert isinstance(pump, Action) and pump.duration is not None and pump.duration.until == "end_of_turn"
    assert isinstance(flying, Action) and flying.duration is not None


def test_another_target_of_any_kind() -> None:
    # Magma Burst: a target other than the first, as "any other target" reads; "another target creature" keeps its noun
    card, (_, damage) = read(
        "Magma Burst deals 3 damage to any target. If this spell was kicked, it deals 3 damage to another target.",
        "Magma Burst",
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (target,) = damage.objects
    assert isinstance(target, ObjectPhrase) and target.determiner == "target" and target.types == ["any"]
    assert original(card, target) == "another target"
    _, (destroy,) = read("Destroy another target creature.", "Murder")
    assert isinstance(destroy, Action)
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.types == ["creature"]


def test_a_choice_made_for_each_time_it_was_kicked() -> None:
    # Comet Storm, Temporal Firestorm: how many are chosen depends on the times the spell was kicked
    card, (first, more) = read(
        "Choose any target, then choose another target for each time this spell was kicked.", "Comet Storm"
    )
    assert isinstance(first, Choice) and isinstance(more, Choice)
    assert more.options == ["per:times_kicked"]
    _, (up_to,) = read(
        "Choose up to X creatures and/or planeswalkers you control, where X is the number of times this spell was "
        "kicked.",
        "Temporal Firestorm",
    )
    assert isinstance(up_to, Choice) and up_to.options == ["amount:times_kicked"]


def test_kicked_a_number_of_times() -> None:
    # Archangel of Wrath ("Kicker {B} and/or {R}"): both kicker costs paid
    card, found = read(
        "When this creature enters, if it was kicked twice, it deals 2 damage to any target.", "Archangel of Wrath"
    )
    (condition,) = [node for node in found if isinstance(node, EffectCondition)]
    assert condition.test == "paid:kicked:times:2"
    assert original(card, condition) == "if it was kicked twice"


def test_and_the_damage_cant_be_prevented_is_a_clause() -> None:
    # Urza's Rage (Oracle and printed text): the damage dealt instead, then a clause about that damage
    for words in (
        "If this spell was kicked, instead it deals 10 damage to that permanent or player and the damage can't be "
        "prevented.",
        "If you paid the kicker cost, instead Urza's Rage deals 10 damage to that creature or player and the damage "
        "can't be prevented.",
    ):
        card, (damage, prevent) = read(words, "Urza's Rage")
        assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "10"
        assert isinstance(damage.condition, EffectCondition) and damage.condition.test == "paid:kicked"
        assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.negated
        assert original(card, prevent) == "the damage can't be prevented"


def test_entering_with_counters_of_two_kinds_and_a_keyword() -> None:
    # Voidpouncer: both counters and haste in the entering's detail
    _, (enter,) = read(
        "If this creature was kicked, it enters with two +1/+1 counters and a trample counter on it and with haste.",
        "Voidpouncer",
    )
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["counter:+1/+1:2", "counter:trample", "keyword:haste"]
    assert isinstance(enter.condition, EffectCondition) and enter.condition.test == "paid:kicked"


def test_half_a_library_milled() -> None:
    # Maddening Cacophony (kicked), Traumatize's kin: half the cards of the zone, rounded as told
    _, (mill,) = read(
        "If this spell was kicked, instead each opponent mills half their library, rounded up.", "Maddening Cacophony"
    )
    assert isinstance(mill, Action) and mill.verb == Verb.MILL and mill.amount == "half:library:up"
    _, (down,) = read("Target player mills half their library, rounded down.", "Traumatize")
    assert isinstance(down, Action) and down.amount == "half:library:down"


def test_a_trigger_made_only_if_the_spell_was_kicked() -> None:
    # Warhost's Frenzy: the delayed trigger's event, then its action with the kicker test
    card, (pump, event, draw) = read(
        "Creatures you control get +2/+0 until end of turn. If this spell was kicked, whenever a creature you control "
        "dies this turn, draw a card.",
        "Warhost's Frenzy",
    )
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert isinstance(event, TriggerEvent) and event.event == "die"
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "paid:kicked"
    assert original(card, draw.condition).startswith("If this spell was kicked")


def test_a_number_instead_of_another() -> None:
    # Reclaim the Wastes: the number searched for when the spell was kicked, instead of the one said before
    _, (search,) = read(
        "If this spell was kicked, search your library for two basic land cards instead of one.", "Reclaim the Wastes"
    )
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    assert search.detail == ["instead_of:1"]
    assert isinstance(search.condition, EffectCondition) and search.condition.test == "paid:kicked"


def test_life_equal_to_that_damage() -> None:
    # Vigorous Charge: the life gained, only if kicked, is the damage the trigger names (a number, not the damage)
    card, (_, event, gain) = read(
        "Target creature gains trample until end of turn. Whenever that creature deals combat damage this turn, if "
        "this spell was kicked, you gain life equal to that damage.",
        "Vigorous Charge",
    )
    assert isinstance(event, TriggerEvent) and event.event == "deal_damage"
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.amount == "that_damage"
    assert isinstance(gain.condition, EffectCondition) and gain.condition.test == "paid:kicked"


def test_prevent_that_damage_is_still_the_damage() -> None:
    # Swans of Bryn Argoll: "that damage" prevented is the damage itself (only after "equal to" is it a number)
    _, found = read(
        "If a source would deal damage to this creature, prevent that damage. The source's controller draws cards "
        "equal to the damage prevented this way.",
        "Swans of Bryn Argoll",
    )
    prevent = found[0]
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.amount != "that_damage"


def test_entering_with_a_keyword_and_then_counters() -> None:
    # Dralnu's Pet: kicked, it enters with flying and with X counters (the other order of Faerie Squadron's)
    _, (enter,) = read(
        "If this creature was kicked, it enters with flying and with X +1/+1 counters on it, where X is the "
        "discarded card's mana value.",
        "Dralnu's Pet",
    )
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["keyword:flying", "counter:+1/+1:X"]
    assert isinstance(enter.condition, EffectCondition) and enter.condition.test == "paid:kicked"


def test_damage_prevented_again_this_way() -> None:
    # Pollen Remedy: kicked, the same prevention as the sentence before, with 6 instead
    # (the sentence before, "Prevent the next 3 damage that would be dealt this turn to any number of targets, divided
    # as you choose.", is not read yet)
    _, (again,) = read("If this spell was kicked, prevent the next 6 damage this way instead.", "Pollen Remedy")
    assert isinstance(again, Action) and again.verb == Verb.PREVENT and again.amount == "6"
    assert again.detail == ["this_way", "instead"]
    assert isinstance(again.condition, EffectCondition) and again.condition.test == "paid:kicked"


def test_old_printed_put_into_play_this_way() -> None:
    # Hunting Wilds (Planar Chaos printing): "put into play" is the old wording of "put onto the battlefield"
    _, (untap,) = read("If the kicker cost was paid, untap all Forests put into play this way.", "Hunting Wilds")
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP
    (forests,) = untap.objects
    assert isinstance(forests, ObjectPhrase) and forests.qualifiers == ["put_onto_battlefield_this_way"]
    assert isinstance(untap.condition, EffectCondition) and untap.condition.test == "paid:kicked"


def test_one_object_named_by_either_type() -> None:
    # Orim's Thunder (Apocalypse printing): "that artifact or enchantment" is the one object destroyed, whose number
    # the damage reads; in Scorching Dragonfire, "that creature or planeswalker" is one object too
    card, (_, damage) = read(
        "Destroy target artifact or enchantment. If you paid the kicker cost, Orim's Thunder deals damage equal to "
        "that artifact or enchantment's converted mana cost to target creature.",
        "Orim's Thunder",
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "mana_value"
    assert original(card, damage.per) == "that artifact or enchantment"
    assert isinstance(damage.condition, EffectCondition) and damage.condition.test == "paid:kicked"
    card, found = read(
        "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that creature or planeswalker "
        "would die this turn, exile it instead.",
        "Scorching Dragonfire",
    )
    refs = [n for top in found for n in walk(top) if original(card, n) == "that creature or planeswalker"]
    assert refs and all(isinstance(n, Reference) for n in refs)
