"""Sentences of the 2026 Oracle text whose reading stopped in the grammar after round 19 (issue #22), on real card text:
the shapes of grammar/effects-en/7-grammar-tail2.lark and effects/owner_list_shapes.py."""

from __future__ import annotations

from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def _last(text: str) -> object:
    card, found = read(text)
    return found[-1]


def test_a_possessive_over_a_whole_list_of_objects() -> None:
    # Lost in Space
    got = _last("Target artifact or creature's owner puts it on their choice of the top or bottom of their library.")
    assert isinstance(got, Action) and got.verb == Verb.PUT
    owner = got.actor
    assert isinstance(owner, PlayerPhrase) and owner.who == "owner"
    assert isinstance(owner.whose, ObjectPhrase)
    assert owner.whose.determiner == "target" and owner.whose.types == ["artifact_or_creature"]
    # Fractured Loyalty: "that spell or ability" points back, one reference
    got = _last("that spell or ability's controller gains control of that creature.")
    assert isinstance(got, Action) and isinstance(got.actor, PlayerPhrase) and got.actor.who == "controller"
    assert isinstance(got.actor.whose, Reference) and got.actor.whose.refers == "anaphora"


def test_the_owner_of_a_whole_list_of_objects() -> None:
    # Aether Gust-like wording: "The owner of target artifact or enchantment an opponent controls …" (Oracle text of
    # Deny Existence's shape); a single-noun owner stays as before
    got = _last("The owner of target artifact or enchantment an opponent controls shuffles it into their library.")
    assert isinstance(got, Action) and isinstance(got.actor, PlayerPhrase)
    whose = got.actor.whose
    assert isinstance(whose, ObjectPhrase) and whose.types == ["artifact_or_enchantment"]
    got = _last("Target creature's owner shuffles it into their library.")
    assert isinstance(got, Action) and isinstance(got.actor, PlayerPhrase)
    assert isinstance(got.actor.whose, ObjectPhrase) and got.actor.whose.types == ["creature"]


def test_a_keyword_narrowed_by_a_kind_before_it() -> None:
    # Patron of the Kitsune (a keyword row), and a keyword had
    got = _last("Fox offering")
    assert isinstance(got, Action) and got.detail == ["keyword:offering:of:Fox"]
    got = _last("Equipped creature gets +2/+0 and has artifact landwalk.")
    assert isinstance(got, Action) and "keyword:landwalk:of:artifact" in got.detail


def test_creatures_attacking_the_chosen_player() -> None:
    # the qualifier keeps the player chosen (a zone of the chosen player stays untyped: the tree has no owner for a
    # zone, test_misreadings_en)
    got = _last("Creatures attacking the last chosen player have menace.")
    assert isinstance(got, Action) and isinstance(got.actor, ObjectPhrase)
    assert "attacking:chosen_player" in got.actor.qualifiers


def test_permanents_that_cant_be_enchanted_equipped_or_goaded() -> None:
    # Tetravus
    got = _last("This token can't be enchanted.")
    assert isinstance(got, Action) and got.verb == Verb.ATTACH and got.negated
    assert got.detail == ["passive", "attached:aura"]
    # The Kami Knight
    got = _last("Creatures you control can't be goaded.")
    assert isinstance(got, Action) and got.verb == Verb.GOAD and got.negated
    # Consecrate Land: "by" what would be attached
    got = _last("Enchanted land has indestructible and can't be enchanted by other Auras.")
    assert isinstance(got, Action) and got.verb == Verb.ATTACH
    (auras,) = got.objects
    assert isinstance(auras, ObjectPhrase) and auras.subtypes == ["Aura"]


def test_the_exiled_cards_not_cast() -> None:
    # Collected Conjuring
    got = _last("Put the exiled cards not cast this way on the bottom of your library in a random order.")
    assert isinstance(got, Action)
    (cards,) = got.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["past:exile", "not_cast_this_way"]
    # a copy "and that's tapped and attacking" keeps its qualifier (Gyrus, Waker of Corpses)
    read("If you do, create a token that's a copy of that card and that's tapped and attacking.")


def test_x_bound_after_a_condition_and_a_spell_cast_only_after_combat() -> None:
    # Light Up the Night
    got = _last("If you cast ~ this way, X can't be 0.")
    assert isinstance(got, Action) and got.verb == Verb.CANT and got.detail == ["be:0"]
    assert isinstance(got.condition, EffectCondition)
    # Jabari's Influence
    got = _last("Cast ~ only after combat.")
    assert isinstance(got, Action) and isinstance(got.condition, EffectCondition)
    assert got.condition.test == "only_after:combat"


def test_what_an_object_is_with_keywords_in_addition() -> None:
    # Case of the Gorgon's Kiss
    got = _last("~ is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types.")
    assert isinstance(got, Action) and got.verb == Verb.BECOME
    (what,) = got.objects
    assert isinstance(what, ObjectPhrase) and "in_addition" in what.qualifiers
    assert "with:deathtouch,lifelink" in what.qualifiers


def test_objects_offered_as_a_choice_after_a_keyword() -> None:
    # Corrupted Shapeshifter
    text = (
        "As ~ enters, it becomes your choice of a 3/3 creature with flying, a 2/5 creature with vigilance, or a 0/12 "
        "creature with defender."
    )
    got = _last(text)
    assert isinstance(got, Action) and got.verb == Verb.BECOME
    assert len(got.objects) == 3
    # Assaultron Dominator: counters of kinds, a power and toughness first
    got = _last("If you do, put your choice of a +1/+1, first strike, or trample counter on that creature.")
    assert isinstance(got, Action) and got.verb == Verb.PUT_COUNTER
    assert got.detail == ["choice_of:you", "counter:+1/+1", "counter:first strike", "counter:trample"]


def test_tokens_attacking_and_targets_of_spells_and_abilities() -> None:
    # Mardu Siegebreaker
    read("for each opponent, create a tapped token that's a copy of the exiled card attacking that opponent.")
    # Jurin, Leading the Charge
    got = _last(
        "each creature you control attacking a player gets +1/+0 until end of turn "
        "for each creature that player controls."
    )
    assert isinstance(got, Action) and isinstance(got.actor, ObjectPhrase)
    assert "attacking:a_player" in got.actor.qualifiers
    # Nowhere to Run
    got = _last(
        "Creatures your opponents control can be the targets of spells and abilities "
        "as though they didn't have hexproof."
    )
    assert isinstance(got, Action) and got.verb == Verb.BECOME_TARGET


def test_the_other_cards_and_cards_drawn_from_a_zone() -> None:
    # Emergent Ultimatum
    got = _last("You may cast the other cards without paying their mana costs.")
    assert isinstance(got, Action) and got.verb == Verb.CAST
    (cards,) = got.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "the_other" and cards.types == ["card"]
    # Spy Eye
    got = _last("you may draw a card from that player's library.")
    assert isinstance(got, Action) and got.verb == Verb.DRAW and got.zone_from == "library"


def test_a_new_target_bounded_only_some_objects_and_no_one() -> None:
    # Rebound
    got = _last("The new target must be a player.")
    assert isinstance(got, Action) and got.verb == Verb.CHANGE_TARGET and got.detail == ["new_target_is:player"]
    # Throat Wolf
    got = _last("Only ~ can attack during that combat phase.")
    assert isinstance(got, Action) and got.verb == Verb.ATTACK and "only_subject" in got.detail
    # Plague of Vermin
    read("Repeat this process until no one pays life.")


def test_garbage_stays_untyped() -> None:
    # the new words do not make nonsense typed
    import mtglinks
    from mtglinks.kinds import EffectKind

    for text in ("Fox offering the chosen player's hand.", "Only no one can be goaded offering."):
        card = mtglinks.parse(text)
        kinds = [n.kind for a in card.iter_abilities() for n in a.effects]
        assert EffectKind.UNTYPED in kinds or not kinds


def test_stats_switched_hands_revealed_and_a_bound_an_ability_keeps() -> None:
    # Valakut Fireboar
    got = _last("Whenever this creature attacks, switch its power and toughness until end of turn.")
    assert isinstance(got, Action) and got.verb == Verb.SWITCH_PT
    # That player plays with their hand revealed (Sen Triplets' wording, the player named)
    got = _last("That player plays with their hand revealed for the rest of the game.")
    assert isinstance(got, Action) and got.verb == Verb.REVEAL and got.detail == ["hand"]
    # Clockwork Avian (2026 Oracle text)
    text = (
        "{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 "
        "counters on this creature to be greater than four. Activate only during your upkeep."
    )
    card, found = read(text, "Clockwork Avian")
    (bound,) = [n for n in found if isinstance(n, Action) and n.verb == Verb.CANT]
    assert bound.detail == ["cause_be:greater_than:4"]
    assert isinstance(bound.per, ObjectPhrase) and bound.per.types == ["counter"]


def test_a_spell_with_a_single_target_changed_to_another() -> None:
    # Captured by the Consulate
    text = (
        "Enchant creature you don't control\nEnchanted creature can't attack.\nWhenever an opponent casts a spell, if "
        "it has a single target, change the target to enchanted creature if able."
    )
    card, found = read(text, "Captured by the Consulate")
    (change,) = [n for n in found if isinstance(n, Action) and n.verb == Verb.CHANGE_TARGET]
    assert change.detail[0] == "of:it"
    (new,) = change.objects
    assert isinstance(new, Reference) and new.refers == "attached"


def test_objects_by_the_damage_they_dealt_other_opponents_and_protection_from_kinds() -> None:
    # Giant Albatross
    got = _last(
        "If you do, for each creature that dealt damage to ~ this turn, destroy that creature unless its controller "
        "pays 2 life."
    )
    assert isinstance(got, Action) and got.verb == Verb.DESTROY
    # Autumn Willow and Baron Sengir
    got = _last("put a +2/+2 counter on each Vampire you control that dealt damage to that creature this turn.")
    assert isinstance(got, Action)
    (vampires,) = got.objects
    assert isinstance(vampires, ObjectPhrase)
    (dealt,) = vampires.relative
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE
    assert dealt.duration is not None and dealt.duration.until == "this_turn"
    # Maddening Hex
    got = _last("Then attach ~ to another one of your opponents chosen at random.")
    assert isinstance(got, Action) and got.verb == Verb.ATTACH
    aura, opponent = got.objects
    assert isinstance(aura, Reference) and aura.refers == "self"
    assert isinstance(opponent, PlayerPhrase) and opponent.who == "another_opponent_at_random"
    # Sword of Dungeons & Dragons
    got = _last("Equipped creature gets +2/+2 and has protection from Rogues and from Clerics.")
    assert isinstance(got, Action) and got.detail == ["keyword:protection:from:Rogue,Cleric"]
