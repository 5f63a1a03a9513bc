"""Words of English card text the effect lexicon lacked ("removed", "could", "combat", "though", "but", "been", …),
read on real card text (2026 Oracle wording), each checked for what it means in the tree, not only for being typed."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def test_counters_removed_this_way_are_what_is_counted() -> None:
    # Bottomless Vault, a storage land
    card, add = only_action(
        "{T}, Remove any number of storage counters from this land: Add {B} for each storage counter removed this way.",
        name="Bottomless Vault",
    )
    assert add.verb == Verb.ADD_MANA and add.detail == ["mana:{B}"]
    per = add.per
    assert isinstance(per, ObjectPhrase) and per.types == ["counter"]
    assert per.qualifiers == ["storage", "remove_this_way"]
    assert original(card, per) == "storage counter removed this way"


def test_a_number_of_counters_removed_this_way() -> None:
    # Molten Hydra: no kind of counter named, the number still counts those removed
    card, found = read(
        "{1}{R}{R}: Put a +1/+1 counter on this creature.\n{T}, Remove all +1/+1 counters from this creature: It deals"
        " damage to any target equal to the number of +1/+1 counters removed this way."
    )
    damage = found[-1]
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    per = damage.per
    assert isinstance(per, ObjectPhrase) and per.qualifiers == ["+1/+1", "remove_this_way"]


def test_a_creature_removed_from_combat() -> None:
    # Disharmony: two actions, the second the creature taken out of combat (rule 506.4)
    card, found = read(
        "Cast this spell only during combat.\nUntap target attacking creature and remove it from combat. Gain control"
        " of that creature until end of turn."
    )
    remove = next(n for n in found if isinstance(n, Action) and n.verb == Verb.REMOVE_FROM_COMBAT)
    (it,) = remove.objects
    assert isinstance(it, Reference) and it.refers == "anaphora"
    assert original(card, remove) == "remove it from combat"


def test_a_second_only_of_a_restriction_holds_with_the_first() -> None:
    # Heavy Fog (and thirteen other cards of Portal): when, and on what condition, the spell may be cast
    card, found = read(
        "Cast this spell only during the declare attackers step and only if you've been attacked this step.\n"
        "Prevent all damage that would be dealt to you this turn by attacking creatures."
    )
    cast = found[0]
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.condition is not None
    tests = [c.test for c in cast.condition.about if isinstance(c, EffectCondition)]
    assert tests == ["only_during:the:declare_attackers", "only_if:did"]
    (attacked,) = cast.condition.about[1].about
    assert isinstance(attacked, Action) and attacked.verb == Verb.ATTACK
    assert attacked.duration is not None and attacked.duration.until == "this_step"


def test_the_timing_of_an_ability_and_its_condition_still_read() -> None:
    # Angel's Trumpet kin: "Activate only as a sorcery and only if …" keeps its reading after "and only" became a
    # token of its own
    _, found = read("{T}: Draw a card. Activate only as a sorcery and only if you have one or fewer cards in hand.")
    activate = found[-1]
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE
    assert activate.detail == ["only:sorcery"] and activate.condition is not None


def test_mana_of_a_kind_a_land_could_produce() -> None:
    # Reflecting Pool, Exotic Orchard, and Mana Reflection's kin (what the tapped land produced)
    _, pool = only_action("{T}: Add one mana of any type that a land you control could produce.")
    assert pool.verb == Verb.ADD_MANA and pool.detail == ["mana:any_type:lands_you_control"]
    _, orchard = only_action("{T}: Add one mana of any color that a land an opponent controls could produce.")
    assert orchard.detail == ["mana:any_color:lands_opponent_controls"]
    _, found = read(
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
        name="Heartbeat of Spring",
    )
    add = found[-1]
    assert isinstance(add, Action) and add.detail == ["mana:any_type:that_land_produced"]
    assert isinstance(add.actor, PlayerPhrase) and add.actor.who == "that_player"


def test_as_though_a_creature_lacked_a_keyword() -> None:
    # Great Wall: the blocking is allowed as though the attackers had no plainswalk
    _, block = only_action("Creatures with plainswalk can be blocked as though they didn't have plainswalk.")
    assert block.verb == Verb.BLOCK and "as_though:no_plainswalk" in block.detail
    # Thousand-Year Elixir
    _, activate = only_action(
        "You may activate abilities of creatures you control as though those creatures had haste."
    )
    assert activate.verb == Verb.ACTIVATE and "as_though:haste" in activate.detail


def test_what_a_player_controls_but_does_not_own() -> None:
    # The Horus Heresy's chapter: the creatures taken from others
    card, draw = only_action("Draw a card for each creature you control but don't own.")
    per = draw.per
    assert isinstance(per, ObjectPhrase) and per.controller == "you:not_owner"
    assert original(card, per) == "creature you control but don't own"


def test_who_may_activate_and_when() -> None:
    # Scandalmonger: any player, at sorcery speed
    _, found = read("{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.")
    activate = found[-1]
    assert isinstance(activate, Action)
    assert activate.verb == Verb.ACTIVATE and activate.detail == ["only:any_player_sorcery"]
