"""Shapes of the block "series" (grammar/effects.lark, effects/series_shapes.py) on real card text (2026 Oracle
wording): commas inside a phrase (verbs after "can't", subtypes after "is a", kinds of counters), where a relative
clause ends ("Each player who can't discards a card"), "or more" in an amount, "targets only", and the readings that
kept words wrong ("more than five cards", "a white instant or sorcery spell", "the player or planeswalker it's
attacking", "a Shaman or another Wizard", "a copy of Seven Dwarves")."""

from __future__ import annotations

from helpers import original, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import lexicon
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, Effect, EffectCondition, ObjectPhrase, PlayerPhrase, Untyped


def objects_in(node: Effect) -> list[ObjectPhrase]:
    return [n for n in walk(node) if isinstance(n, ObjectPhrase)]


# ---- where a relative clause ends: the verb's number ------------------------------------------------------------


def test_a_relative_clause_ended_by_cant_before_a_verb_that_agrees() -> None:
    # Plaguecrafter
    card, (_event, sacrifice, discard) = read(
        "When this creature enters, each player sacrifices a creature or planeswalker of their choice. "
        "Each player who can't discards a card."
    )
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD and not discard.negated
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "each_player"
    (did,) = discard.actor.relative
    assert isinstance(did, EffectCondition) and did.test == "does_not"
    assert original(card, discard.actor) == "Each player who can't"
    (card_object,) = discard.objects
    assert isinstance(card_object, ObjectPhrase) and card_object.types == ["card"]
    # Skull Storm: the amount read after it; Wernog, Rider's Chaplain: "doesn't"
    _, (lose,) = read("Each opponent who can't loses half their life, rounded up.")
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE and lose.amount == "half:up"
    _, (lose,) = read("Each opponent who doesn't loses 1 life.")
    assert isinstance(lose, Action) and lose.amount == "1" and isinstance(lose.actor, PlayerPhrase)
    assert [getattr(c, "test", None) for c in lose.actor.relative] == ["does_not"]


def test_cant_before_a_bare_verb_stays_in_its_clause() -> None:
    # "can't" takes the bare verb: "who can't attack" is the relative clause, the verb of the sentence still to come
    tokens = lexicon("en").tokens("Each opponent who can't discards a card.")  # type: ignore[union-attr]
    assert [t.type for t in tokens][:3] == ["PLAYER", "WHO", "CANT_ALONE"]
    tokens = lexicon("en").tokens("Creatures that can't block get +1/+1.")  # type: ignore[union-attr]
    assert "CANT_ALONE" not in [t.type for t in tokens]


# ---- series of verbs and of subtypes ------------------------------------------------------------------------------


def test_a_series_of_verbs_after_cant() -> None:
    # Bound by Moonsilver
    card, (cant,) = read("Enchanted creature can't attack, block, or transform.")
    assert isinstance(cant, Action) and cant.verb == Verb.ATTACK and cant.negated
    assert [a.verb for a in cant.alternatives] == [Verb.BLOCK, Verb.TRANSFORM]
    assert all(a.negated for a in cant.alternatives)
    assert original(card, cant) == "Enchanted creature can't attack, block, or transform"
    # Avacyn's Collar: the clause after ", and" is still a clause of its own
    _, (cant, passive) = read(
        "Equipped creature can't attack, block, or transform, and its activated abilities can't be activated."
    )
    assert isinstance(cant, Action) and [a.verb for a in cant.alternatives] == [Verb.BLOCK, Verb.TRANSFORM]
    assert isinstance(passive, Action) and passive.verb == Verb.ACTIVATE and passive.negated


def test_a_comma_before_a_clause_is_not_a_series() -> None:
    # Pacifism-like: two clauses joined by a comma and "and" keep their join
    tokens = lexicon("en").tokens(  # type: ignore[union-attr]
        "Enchanted creature can't attack or block, and its activated abilities can't be activated."
    )
    assert "SERIES" not in [t.type for t in tokens]


def test_either_of_a_series_of_subtypes() -> None:
    # Splash Portal
    card, (draw,) = read("If that creature is a Bird, Frog, Otter, or Rat, draw a card.")
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert isinstance(draw.condition, EffectCondition) and draw.condition.test == "is"
    what = draw.condition.about[-1]
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Bird_or_Frog_or_Otter_or_Rat"]
    assert original(card, what) == "Bird, Frog, Otter, or Rat"


# ---- counters: a series of kinds, counters in a series --------------------------------------------------------------


def test_one_counter_of_kinds_named_in_a_series() -> None:
    # Reluctant Role Model (no chooser named), Owen Grady, Raptor Trainer ("your choice of")
    _, (put,) = read("Put a flying, lifelink, or +1/+1 counter on target creature.")
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["choice_of:one", "counter:flying", "counter:lifelink", "counter:+1/+1"]
    _, (put,) = read("Put your choice of a menace, trample, reach, or haste counter on target Dinosaur.")
    assert isinstance(put, Action)
    assert put.detail == ["choice_of:you", "counter:menace", "counter:trample", "counter:reach", "counter:haste"]
    (dinosaur,) = put.objects
    assert isinstance(dinosaur, ObjectPhrase) and dinosaur.subtypes == ["Dinosaur"]


def test_counters_put_in_a_series() -> None:
    # Gift of the Viper
    _, (put,) = read("Put a +1/+1 counter, a reach counter, and a deathtouch counter on target creature.")
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["counter:+1/+1", "counter:reach", "counter:deathtouch"]


# ---- "or more" in an amount, "targets only" -------------------------------------------------------------------------


def test_or_more_in_an_amount() -> None:
    # Localized Destruction
    _, (_get, pay, _gain) = read(
        "You get {E}, then you may pay one or more {E}. If you do, each creature you control with power equal to the "
        "amount of {E} paid this way gains indestructible until end of turn."
    )
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.optional
    assert pay.amount == "1:or_more" and pay.detail == ["amount_of:{E}"]
    # Alms Collector: the condition's draw
    _, (draw,) = read("If an opponent would draw two or more cards, instead you and that player each draw a card.")
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    (would,) = draw.condition.about
    assert isinstance(would, Action) and would.verb == Verb.DRAW and would.amount == "2:or_more"
    # Melira, the Living Cure: counters got, at least one
    _, (got,) = read("If you would get one or more poison counters, instead you get one poison counter.")
    assert isinstance(got, Action) and isinstance(got.condition, EffectCondition)
    (would,) = got.condition.about
    assert isinstance(would, Action) and would.detail == ["counter:poison:1:or_more"]


def test_a_spell_that_targets_only_one_thing() -> None:
    # Leyline of Resonance
    card, (event, copy, *_) = read(
        "Whenever you cast an instant or sorcery spell that targets only a single creature you control, copy that "
        "spell. You may choose new targets for the copy."
    )
    (spell,) = [o for o in objects_in(event) if "spell" in o.types]
    assert spell.qualifiers == ["targets_only"]
    assert spell.types == ["instant_or_sorcery", "spell"]
    assert isinstance(copy, Action) and copy.verb == Verb.COPY
    assert original(card, spell).endswith("targets only a single creature you control")


# ---- readings that kept words wrong ---------------------------------------------------------------------------------


def test_more_than_a_number_keeps_its_bound() -> None:
    # Your Nightmares Are Delicious
    _, found = read(
        "When you set this scheme in motion, each opponent who has more than five cards in hand discards cards equal "
        "to the difference."
    )
    (cards,) = [o for o in objects_in(found[-1]) if o.zone == "hand"]
    assert (cards.determiner, cards.count) == ("more_than", "5")
    # Stalking Tiger
    _, (cant,) = read("This creature can't be blocked by more than one creature.")
    assert isinstance(cant, Action)
    (one,) = objects_in(cant)
    assert (one.determiner, one.count) == ("more_than", "1")


def test_a_colour_before_either_type_of_one_noun() -> None:
    # Firesong and Sunspeaker: "white" is the sorcery's colour too
    _, found = read(
        "Whenever a white instant or sorcery spell causes you to gain life, this creature deals 3 damage to any target."
    )
    (spell,) = [o for o in objects_in(found[0]) if "spell" in o.types]
    assert spell.types == ["instant_or_sorcery", "spell"] and spell.colors == ["white"]
    # Flower // Flourish: a supertype before two subtypes of one noun
    _, (search, *_) = read(
        "Search your library for a basic Forest or Plains card, reveal it, put it into your hand, then shuffle."
    )
    (land,) = objects_in(search)
    assert land.subtypes == ["Forest_or_Plains"] and land.supertypes == ["basic"] and land.types == ["card"]
    # Befoul: two sides that each say more than a type stay two objects
    _, (destroy, _regenerate) = read("Destroy target land or nonblack creature. It can't be regenerated.")
    assert isinstance(destroy, Action)
    land, creature = destroy.objects
    assert isinstance(land, ObjectPhrase)
    assert isinstance(creature, ObjectPhrase) and creature.not_types == ["black"] and land.not_types == []


def test_what_follows_the_second_of_two_objects_is_said_of_both() -> None:
    # Hellrider
    card, found = read(
        "Whenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker it's "
        "attacking."
    )
    damage = found[-1]
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    player, planeswalker = damage.objects
    assert isinstance(player, ObjectPhrase) and isinstance(planeswalker, ObjectPhrase)
    assert player.types == ["player"] and planeswalker.types == ["planeswalker"]
    assert player.relative and planeswalker.relative
    assert planeswalker.determiner == "the"
    # Befoul's "target" is the creature's too
    _, (destroy, _regen) = read("Destroy target land or nonblack creature. It can't be regenerated.")
    assert isinstance(destroy, Action)
    assert [o.determiner for o in destroy.objects if isinstance(o, ObjectPhrase)] == ["target", "target"]


def test_either_object_after_of() -> None:
    # Harmonic Prodigy
    card, found = read(
        "If a triggered ability of a Shaman or another Wizard you control triggers, that ability triggers an "
        "additional time."
    )
    (ability,) = [o for o in objects_in(found[0]) if o.types == ["triggered_ability"]]
    assert ability.qualifiers == ["of:either"]
    shaman, wizard = ability.related
    assert isinstance(shaman, ObjectPhrase) and shaman.subtypes == ["Shaman"] and shaman.controller == "you"
    assert isinstance(wizard, ObjectPhrase) and wizard.determiner == "another" and wizard.controller == "you"
    assert original(card, ability) == "a triggered ability of a Shaman or another Wizard you control"


def test_a_copy_of_a_count_is_not_read() -> None:
    # Princess Snowfall: "Seven Dwarves" names a card (read after "a copy of" as after "named"), not seven Dwarves
    card = mtglinks.parse(
        "When Princess Snowfall enters the battlefield and at the beginning of your upkeep, create a token that's a "
        "copy of Seven Dwarves.",
        name="Princess Snowfall",
    )
    (snowfall,) = [n for a in card.iter_abilities() for n in a.effects if isinstance(n, Action)]
    (copied,) = snowfall.objects[0].related  # type: ignore[attr-defined]
    assert isinstance(copied, ObjectPhrase) and copied.qualifiers == ["named:Seven Dwarves"] and not copied.count
    # It Came from Planet Glurg: "X" is no card's name ("a copy of X different creatures" is read as before)
    glurg = mtglinks.parse(
        "You may have It Came from Planet Glurg enter as a copy of X different creatures on the battlefield.",
        name="It Came from Planet Glurg",
    )
    assert not [n for a in glurg.iter_abilities() for n in a.effects if isinstance(n, Untyped)]
    # a copy of one object is read
    _, (create,) = read("Create a token that's a copy of target creature you control.")
    assert isinstance(create, Action)
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.qualifiers == ["copy_of"]


def test_a_keyword_chosen_among_a_series() -> None:
    # Angelic Skirmisher; Linvala, Shield of Sea Gate; Blitzwing, Cruel Tormentor ("at random")
    _, (_event, choice, _gain) = read(
        "At the beginning of each combat, choose first strike, vigilance, or lifelink. Creatures you control gain "
        "that ability until end of turn."
    )
    assert isinstance(choice, Choice) and choice.what == "keyword"
    assert choice.options == ["keyword:first strike", "keyword:vigilance", "keyword:lifelink"]
    _, (choice, *_) = read("Choose hexproof or indestructible. This creature gains that ability until end of turn.")
    assert isinstance(choice, Choice) and choice.options == ["keyword:hexproof", "keyword:indestructible"]
    _, (choice,) = read("Choose flying or indestructible at random.")
    assert isinstance(choice, Choice) and choice.options[-1] == "random"


def test_crew_as_the_last_verb_of_a_series() -> None:
    # Revoke Privileges
    _, (cant,) = read("Enchanted creature can't attack, block, or crew Vehicles.")
    assert isinstance(cant, Action) and [a.verb for a in cant.alternatives] == [Verb.BLOCK, Verb.CREW]
    (vehicles,) = cant.alternatives[-1].objects
    assert isinstance(vehicles, ObjectPhrase) and vehicles.subtypes == ["Vehicle"]


def test_up_to_one_target_of_either_type() -> None:
    # Teferi, Time Raveler: one object of any of the types
    _, found = read(
        "\u22123: Return up to one target artifact, creature, or enchantment to its owner's hand. Draw a card."
    )
    (ret,) = [n for n in found if isinstance(n, Action) and n.verb == Verb.RETURN]
    (one,) = ret.objects
    assert isinstance(one, ObjectPhrase) and (one.determiner, one.count) == ("up_to", "1")
    assert one.types == ["artifact_or_creature_or_enchantment"]
    # Banishing Slash: "tapped" is the creature's alone, so the three stay apart
    _, (destroy,) = read("Destroy up to one target artifact, enchantment, or tapped creature.")
    assert isinstance(destroy, Action) and len(destroy.objects) == 3
    tapped = destroy.objects[-1]
    assert isinstance(tapped, ObjectPhrase) and tapped.qualifiers == ["tapped"]


def test_put_in_either_of_two_zones() -> None:
    # Illuna, Apex of Wishes
    card, found = read(
        "Whenever this creature mutates, exile cards from the top of your library until you exile a nonland card. "
        "Put that card onto the battlefield or into your hand."
    )
    put = found[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    (other,) = put.alternatives
    assert other.verb == Verb.PUT and other.zone_to == "hand" and other.objects == put.objects
    assert original(card, other) == "into your hand"
