"""English alternative costs said first, clones that enter tapped, damage divided with its rounding, mana kept for
costs that hold a symbol, base power and toughness and a life total set as a player has them set, on real card text
(2026 Oracle wording)."""

from __future__ import annotations

from typing import Any

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def test_an_alternative_cost_said_before_the_clause_that_pays_it() -> None:
    # Skyshroud Cutter (Invigorate and Reverent Silence say it the same way)
    card, found = read(
        "If you control a Forest, rather than pay this spell's mana cost, you may have each other player gain 5 life.",
        "Skyshroud Cutter",
    )
    (gain,) = found
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.amount == "5"
    assert "rather_than:mana_cost" in gain.detail and "have" in gain.detail and gain.optional
    assert isinstance(gain.condition, EffectCondition) and original(card, gain.condition) == "If you control a Forest,"
    # Invigorate: the one who gains is an opponent, not the caster
    _, found = read(
        "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.\n"
        "Target creature gets +4/+4 until end of turn.",
        "Invigorate",
    )
    assert isinstance(found[0], Action) and isinstance(found[0].actor, PlayerPhrase)
    assert found[0].actor.who == "an_opponent" and "rather_than:mana_cost" in found[0].detail


def test_a_clone_that_enters_tapped() -> None:
    # Vesuva
    card, found = read("You may have this land enter tapped as a copy of any land on the battlefield.", "Vesuva")
    (enter,) = found
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.zone_to == "battlefield"
    assert enter.detail[:2] == ["as_copy", "tapped"] and enter.optional
    assert isinstance(enter.actor, Reference) and enter.actor.refers == "self"
    (copied,) = enter.objects
    assert isinstance(copied, ObjectPhrase) and copied.types == ["land"]
    assert original(card, copied) == "any land on the battlefield"


def test_damage_divided_evenly_with_its_rounding_and_damage_equal_to_power_divided() -> None:
    # Fireball
    _, found = read(
        "This spell costs {1} more to cast for each target beyond the first.\n"
        "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
        "Fireball",
    )
    damage = found[-1]
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "X"
    assert damage.detail == ["divided:evenly", "rounded:down"]
    # Orca, Siege Demon: the amount a number the source has, divided as its controller chooses
    card, found = read(
        "When Orca dies, it deals damage equal to its power divided as you choose among any number of targets.",
        "Orca, Siege Demon",
    )
    damage = found[-1]
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "power"
    assert damage.detail == ["divided:as_you_choose"]
    assert [original(card, o) for o in damage.objects] == ["any number of targets"]


def test_mana_kept_for_costs_that_hold_a_symbol_and_for_spells_with_it() -> None:
    # Rosheen, Roaring Prophet
    card, found = read(
        "{T}: Reveal any number of cards with {X} in their mana cost in your hand. Add {C}{C} for each card revealed"
        " this way. Spend this mana only on costs that contain {X}.",
        "Rosheen, Roaring Prophet",
    )
    spend = found[-1]
    assert isinstance(spend, Action) and spend.verb == Verb.SPEND and spend.detail == ["mana"]
    only = spend.condition
    assert isinstance(only, EffectCondition) and only.test == "only_on"
    (costs,) = only.about
    assert isinstance(costs, ObjectPhrase) and costs.types == ["cost"] and costs.qualifiers == ["contains:{X}"]
    assert original(card, costs) == "costs that contain {X}"
    revealed = found[0]
    assert isinstance(revealed, Action) and revealed.verb == Verb.REVEAL
    assert "mana_cost_with:{X}" in revealed.objects[0].qualifiers  # type: ignore[union-attr]
    # Anina, Natural Parallelist: "in their mana costs", as "in its mana cost" reads
    _, found = read("{T}: Add {G}{U}. Spend this mana only to cast spells with {X} in their mana costs.", "Anina")
    spend = found[-1]
    assert isinstance(spend, Action) and isinstance(spend.condition, EffectCondition)
    (cast,) = spend.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert cast.objects[0].qualifiers == ["mana_cost_with:{X}"]  # type: ignore[union-attr]


def _set(found: list[Any], stat: str) -> Action:
    """The one action that sets a number (`set:<stat>`) among the nodes read."""
    (action,) = [n for n in found if isinstance(n, Action) and f"set:{stat}" in n.detail]
    return action


def test_a_base_power_and_toughness_set_as_the_player_has_it_set() -> None:
    # Creepy Puppeteer
    card, found = read(
        "Haste\nWhenever this creature attacks, if you attacked with exactly one other creature this combat, you may"
        " have that creature's base power and toughness become 4/3 until end of turn.",
        "Creepy Puppeteer",
    )
    become = _set(found, "base_power_toughness")
    assert become.verb == Verb.BECOME and become.amount == "4/3" and become.optional
    assert isinstance(become.actor, PlayerPhrase) and become.actor.who == "you"  # who has it set
    (changed,) = become.objects
    assert isinstance(changed, Reference) and original(card, changed) == "that creature"
    assert become.duration is not None and become.duration.until == "end_of_turn"
    # Master of Winds: one of two values
    _, found = read(
        "Whenever you cast an instant, sorcery, or Wizard spell, you may have this creature's base power and toughness"
        " become 4/1 or 1/4 until end of turn.",
        "Master of Winds",
    )
    become = _set(found, "base_power_toughness")
    assert become.amount == "4/1|1/4" and [o.refers for o in become.objects] == ["self"]  # type: ignore[attr-defined]
    # Tanazir Quandrix: "the base power and toughness of …", the objects whose numbers are set
    card, found = read(
        "Whenever Tanazir Quandrix attacks, you may have the base power and toughness of other creatures you control"
        " become equal to Tanazir Quandrix's power and toughness until end of turn.",
        "Tanazir Quandrix",
    )
    become = _set(found, "base_power_toughness")
    assert [original(card, o) for o in become.objects] == ["other creatures you control"]
    assert become.amount == "self:power_toughness"


def test_a_base_power_set_perpetually_or_for_a_turn() -> None:
    # Teyo, Aegis Adept
    card, found = read(
        "[+1]: Up to one target creature's base power perpetually becomes equal to its toughness.", "Teyo, Aegis Adept"
    )
    become = _set(found, "base_power")
    assert become.verb == Verb.BECOME and become.actor is None
    assert become.amount == "toughness" and become.duration is not None and become.duration.until == "perpetually"
    assert isinstance(become.objects[0], ObjectPhrase) and become.objects[0].types == ["creature"]
    # PuPu UFO: the duration first, the new value a count
    card, found = read(
        "{3}: Until end of turn, this creature's base power becomes equal to the number of Towns you control.",
        "PuPu UFO",
    )
    become = _set(found, "base_power")
    assert become.amount == "number_of" and isinstance(become.per, ObjectPhrase) and become.per.subtypes == ["Town"]
    assert become.duration is not None and become.duration.until == "end_of_turn"


def test_a_stat_that_is_no_base_is_not_read_as_one_set() -> None:
    card = mtglinks.parse("Until end of turn, target creature's power becomes 4.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert node.kind == EffectKind.UNTYPED


def test_a_life_total_set_as_the_player_has_it_set() -> None:
    # Eternity Vessel
    _, found = read(
        "Landfall — Whenever a land you control enters, you may have your life total become the number of charge"
        " counters on this artifact.",
        "Eternity Vessel",
    )
    become = _set(found, "life_total")
    assert become.amount == "number_of" and "have" in become.detail and become.optional
    assert isinstance(become.per, ObjectPhrase) and become.per.qualifiers == ["charge"]


def _copy_exceptions(action: Action) -> list[EffectCondition]:
    """The copy's exceptions: the conditions the one `except:all` is about."""
    condition = action.condition
    assert isinstance(condition, EffectCondition) and condition.test == "except:all"
    return [c for c in condition.about if isinstance(c, EffectCondition)]


def test_a_copys_exceptions_with_their_subject_left_out() -> None:
    # Auton Soldier: what the copy is, said with no subject, between two exceptions
    card, found = read(
        "You may have this creature enter as a copy of any creature on the battlefield, except it isn't legendary, is"
        " an artifact in addition to its other types, and has myriad.",
        "Auton Soldier",
    )
    (enter,) = found
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and "as_copy" in enter.detail
    legendary, artifact, myriad = _copy_exceptions(enter)
    assert legendary.test == "is_not" and original(card, legendary) == "it isn't legendary"
    assert artifact.test == "is" and original(card, artifact) == "is an artifact in addition to its other types"
    (what,) = artifact.about
    assert isinstance(what, ObjectPhrase) and what.types == ["artifact"] and what.qualifiers == ["in_addition"]
    assert myriad.test == "did" and original(card, myriad) == "has myriad"
    # Mimeoplasm, Revered One: the ability itself had
    card, found = read(
        "{2}: Mimeoplasm becomes a copy of target creature card exiled with it, except it's 0/0 and has this ability.",
        "Mimeoplasm, Revered One",
    )
    become = found[-1]
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.detail == ["copy"]
    _, has = _copy_exceptions(become)
    (gain,) = has.about
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and original(card, gain) == "has this ability"
    assert [o.refers for o in gain.objects if isinstance(o, Reference)] == ["self"]


def test_a_copys_name_kept_said_with_his() -> None:
    # Impossible Man
    _, found = read(
        "{2}{U}: Impossible Man becomes a copy of another target permanent until end of turn, except his name is"
        " Impossible Man.",
        "Impossible Man",
    )
    become = found[-1]
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.detail == ["copy"]
    assert isinstance(become.condition, EffectCondition) and become.condition.test == "except:name_is:self"


def test_energy_paid_by_its_count_and_as_an_alternative_cost() -> None:
    # Nissa, Worldsoul Speaker
    card, found = read(
        "Landfall — Whenever a land you control enters, you get {E}{E} (two energy counters).\n"
        "You may pay eight {E} rather than pay the mana cost for permanent spells you cast.",
        "Nissa, Worldsoul Speaker",
    )
    pay = found[-1]
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.amount == "8" and pay.optional
    assert pay.detail == ["amount_of:{E}", "rather_than:mana_cost"]
    assert [original(card, o) for o in pay.objects] == ["permanent spells you cast"]
    # Salvation Colossus: the cost of unearth
    _, found = read("Unearth—Pay eight {E}.", "Salvation Colossus")
    (pay,) = [n for n in found if isinstance(n, Action) and n.verb == Verb.PAY]
    assert pay.amount == "8" and pay.detail == ["amount_of:{E}"]
