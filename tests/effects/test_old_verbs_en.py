"""The old verbs of printed English text (1993–2003) read as the Oracle text of the same cards reads them (issue #22,
corpus printed-en; grammar/effects-en/5-old-verbs.lark, effects/old_verb_shapes.py): "bury". Real printed card texts,
each against its Oracle text: the two must act alike (the multiset of action verbs benchmarks/crosslingual.py
compares)."""

from __future__ import annotations

from collections import Counter

from helpers import card_effects, card_verbs, typed_card

import mtglinks
from mtglinks.kinds import EffectKind, ReferenceKind, Verb
from mtglinks.tree import Action, ObjectPhrase, Reference


def _same_verbs(printed: str, oracle: str, name: str) -> Counter[str]:
    typed_card(printed, name=name)
    typed_card(oracle, name=name)
    found = card_verbs(mtglinks.parse(printed, name=name))
    assert found == card_verbs(mtglinks.parse(oracle, name=name))
    return found


def test_bury_a_target_is_destroy_without_regeneration() -> None:
    # Crumble (printed-en); Oracle: "Destroy target artifact. It can't be regenerated. …"
    found = _same_verbs("Bury target artifact.", "Destroy target artifact. It can't be regenerated.", "Crumble")
    assert found == Counter({"destroy": 1, "regenerate": 1})
    destroy, denied = card_effects(mtglinks.parse("Bury target artifact.", name="Crumble"))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (artifact,) = destroy.objects
    assert isinstance(artifact, ObjectPhrase) and artifact.determiner == "target" and artifact.types == ["artifact"]
    assert isinstance(denied, Action) and denied.verb == Verb.REGENERATE
    assert denied.negated and denied.detail == ["passive"] and denied.text == "Bury"
    assert isinstance(denied.actor, Reference) and denied.actor.refers == ReferenceKind.ANAPHORA


def test_bury_all_under_a_condition() -> None:
    # Drudge Spell (printed-en); Oracle: "When Drudge Spell leaves the battlefield, destroy all Skeleton tokens. They
    # can't be regenerated."
    card = mtglinks.parse("If Drudge Spell leaves play, bury all Skeleton tokens.", name="Drudge Spell")
    destroy, denied = card_effects(card)
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY and destroy.condition is not None
    assert isinstance(denied, Action) and denied.verb == Verb.REGENERATE and denied.negated


def test_bury_its_own_permanent_is_sacrifice() -> None:
    # Stasis (printed-en); Oracle: "At the beginning of your upkeep, sacrifice Stasis unless you pay {U}."
    found = _same_verbs(
        "During your upkeep, pay {U} or bury Stasis.",
        "At the beginning of your upkeep, sacrifice Stasis unless you pay {U}.",
        "Stasis",
    )
    assert found == Counter({"pay": 1, "sacrifice": 1})


def test_bury_that_creature_is_sacrifice() -> None:
    # Soulshriek (printed-en): "Bury that creature at end of turn."; Oracle: "Sacrifice that creature at the beginning
    # of the next end step."
    card = mtglinks.parse("Bury that creature at end of turn.", name="Soulshriek")
    (action,) = card_effects(card)
    assert isinstance(action, Action) and action.verb == Verb.SACRIFICE
    assert [o.kind for o in action.objects] == [EffectKind.REFERENCE]


def test_bury_with_no_object_stays_untyped() -> None:
    # a verb with no object is no reading of "bury"
    card = mtglinks.parse("Bury.", name="Foo")
    assert [n.kind for n in card_effects(card)] == [EffectKind.UNTYPED]


def test_bury_as_the_other_choice() -> None:
    # Rogue Elephant (printed-en): "When Rogue Elephant comes into play, sacrifice a forest or bury Rogue Elephant.";
    # Oracle: "When Rogue Elephant enters the battlefield, sacrifice it unless you sacrifice a Forest."
    _same_verbs(
        "When Rogue Elephant comes into play, sacrifice a forest or bury Rogue Elephant.",
        "When Rogue Elephant enters the battlefield, sacrifice it unless you sacrifice a Forest.",
        "Rogue Elephant",
    )
    card = mtglinks.parse("When Rogue Elephant comes into play, sacrifice a forest or bury Rogue Elephant.")
    (action,) = [n for n in card_effects(card) if isinstance(n, Action)]
    (other,) = action.alternatives
    assert isinstance(other, Action) and other.verb == Verb.SACRIFICE


def test_bury_after_a_comma_opens_a_clause() -> None:
    # Floodgate (printed-en); Oracle: "When Floodgate has flying, sacrifice it."
    card = mtglinks.parse("If Floodgate gains flying, bury it.", name="Floodgate")
    (action,) = card_effects(card)
    assert isinstance(action, Action) and action.verb == Verb.SACRIFICE and action.condition is not None


def test_play_the_card_itself_is_cast() -> None:
    # Berserk (printed-en); Oracle: "Cast this spell only before the combat damage step."
    _same_verbs(
        "Play Berserk only before the combat damage step.",
        "Cast this spell only before the combat damage step.",
        "Berserk",
    )
    # Worldheart Phoenix (printed-en); Oracle: "You may cast Worldheart Phoenix from your graveyard by paying …"
    card = mtglinks.parse(
        "You may play Worldheart Phoenix from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana "
        "cost.",
        name="Worldheart Phoenix",
    )
    (action,) = card_effects(card)
    assert isinstance(action, Action) and action.verb == Verb.CAST and action.zone_from == "graveyard"
    (itself,) = action.objects
    assert isinstance(itself, Reference) and itself.refers == ReferenceKind.SELF and itself.span == (13, 31)


def test_any_player_may_play_this_ability() -> None:
    # Sailmonger (printed-en); Oracle: "… Any player may activate this ability."
    _same_verbs(
        "{2}: Target creature gains flying until end of turn. Any player may play this ability.",
        "{2}: Target creature gains flying until end of turn. Any player may activate this ability.",
        "Sailmonger",
    )


def test_target_is_buried() -> None:
    # Fissure (printed-en, an early printing); Oracle: "Destroy target creature or land. It can't be regenerated."
    card = mtglinks.parse("Target land or creature is buried.", name="Fissure")
    assert card_verbs(card) == Counter({"destroy": 1, "regenerate": 1})
    destroy = card_effects(card)[0]
    assert isinstance(destroy, Action) and isinstance(destroy.actor, ObjectPhrase)
    assert destroy.actor.determiner == "target"


def test_itself_is_buried_is_sacrifice() -> None:
    # Seasinger's kin (printed-en: "… ~ is buried immediately if at any time controller controls no islands"), the
    # Oracle: "When you control no Islands, sacrifice Sea Serpent."
    card = mtglinks.parse("If you control no islands, Sea Serpent is buried.", name="Sea Serpent")
    (action,) = card_effects(card)
    assert isinstance(action, Action) and action.verb == Verb.SACRIFICE and "passive" not in action.detail
    assert action.actor is None and [o.kind for o in action.objects] == [EffectKind.REFERENCE]


def test_summon_spell_is_a_creature_spell() -> None:
    # Remove Soul (printed-en, Limited Edition); Oracle: "Counter target creature spell."
    _same_verbs("Counter target summon spell.", "Counter target creature spell.", "Remove Soul")
    (action,) = card_effects(mtglinks.parse("Counter target summon spell.", name="Remove Soul"))
    assert isinstance(action, Action)
    (spell,) = action.objects
    assert isinstance(spell, ObjectPhrase) and spell.types == ["creature", "spell"]


def test_take_another_turn() -> None:
    # Time Walk (printed-en); Oracle: "Take an extra turn after this one."
    found = _same_verbs("Take another turn after this one.", "Take an extra turn after this one.", "Time Walk")
    assert found == Counter({"take_extra_turn": 1})


def test_does_damage_is_deals_damage() -> None:
    # Prodigal Sorcerer (printed-en, Limited Edition): "{T}: ~ does 1 damage to any target."; Oracle: "{T}: Prodigal
    # Sorcerer deals 1 damage to any target."
    found = _same_verbs(
        "{T}: Prodigal Sorcerer does 1 damage to any target.",
        "{T}: Prodigal Sorcerer deals 1 damage to any target.",
        "Prodigal Sorcerer",
    )
    assert found == Counter({"deal_damage": 1})


def test_if_it_does_stays_a_condition() -> None:
    # "does" with no damage after it is no dealing: "If it does, …" (Goblin Bombardment's kin; a condition)
    _, found = typed_card("Target creature fights another target creature. If it does, draw a card.", name="Foo")
    assert [str(n.verb) for n in found if isinstance(n, Action)] == ["fight", "draw"]


def test_instead_of_paying_the_mana_cost() -> None:
    # Fireblast (printed-en, Visions); Oracle: "You may sacrifice two Mountains rather than pay this spell's mana cost."
    _same_verbs(
        "You may sacrifice two mountains instead of paying Fireblast's mana cost.",
        "You may sacrifice two Mountains rather than pay this spell's mana cost.",
        "Fireblast",
    )
    (action,) = card_effects(
        mtglinks.parse("You may sacrifice two mountains instead of paying Fireblast's mana cost.", name="Fireblast")
    )
    assert isinstance(action, Action) and action.detail == ["rather_than:mana_cost"]
