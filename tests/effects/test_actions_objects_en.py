"""English one-shot actions and their objects read on real Oracle text (effects/action_object_shapes.py,
lang/en/effect_words_actions.py, effects/lexer_neighbours.py `_color_pairs`): a base power or toughness changed, mana
paid in any amount, an object of two colors joined by "and"."""

from __future__ import annotations

from helpers import typed_card as read
from helpers import walk

import mtglinks
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, ObjectPhrase, Reference


def _actions(found: list[object]) -> list[Action]:
    return [n for node in found for n in walk(node) if isinstance(n, Action)]  # type: ignore[arg-type]


def test_shape_stealer_changes_its_base_power_and_toughness() -> None:
    text = (
        "Whenever this creature blocks or becomes blocked by a creature, change this creature's base power and "
        "toughness to that creature's power and toughness until end of turn."
    )
    _, found = read(text, "Shape Stealer")
    (change,) = [a for a in _actions(found) if a.verb == Verb.CHANGE_BASE_PT]
    assert change.detail == ["set:base_power_toughness"] and change.amount == "power_toughness"
    (owner,) = change.objects
    assert isinstance(owner, Reference) and owner.refers == "self"
    assert change.duration is not None


def test_wall_of_tombstones_changes_its_base_toughness_to_a_count() -> None:
    text = (
        "At the beginning of your upkeep, change this creature's base toughness to 1 plus the number of creature "
        "cards in your graveyard."
    )
    _, found = read(text, "Wall of Tombstones")
    (change,) = [a for a in _actions(found) if a.verb == Verb.CHANGE_BASE_PT]
    assert change.detail == ["set:base_toughness"]
    assert isinstance(change.per, ObjectPhrase) and change.per.zone == "graveyard"


def test_exuberant_wolfbear_changes_a_targets_base_power_and_toughness() -> None:
    text = (
        "Whenever Exuberant Wolfbear attacks, you may change the base power and toughness of target Human you control "
        "to Exuberant Wolfbear's power and toughness until end of turn."
    )
    _, found = read(text, "Exuberant Wolfbear")
    (change,) = [a for a in _actions(found) if a.verb == Verb.CHANGE_BASE_PT]
    (human,) = change.objects
    assert isinstance(human, ObjectPhrase) and human.determiner == "target" and human.subtypes == ["Human"]
    assert change.optional and change.amount == "self:power_toughness"


def test_a_power_changed_that_is_no_base_stays_untyped() -> None:
    # only a base power or toughness is changed by this verb ("change its power to 3" is no Oracle wording)
    card = mtglinks.parse("Change target creature's power to 3.")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_liege_of_the_hollows_each_player_pays_any_amount_of_mana() -> None:
    text = "When this creature dies, each player may pay any amount of mana."
    _, found = read(text, "Liege of the Hollows")
    (pay,) = [a for a in _actions(found) if a.verb == Verb.PAY]
    assert pay.amount == "any" and pay.detail == ["mana"] and pay.optional


def test_pest_infestation_creates_tokens_of_two_colors() -> None:
    text = 'Create twice X 1/1 black and green Pest creature tokens with "When this token dies, you gain 1 life."'
    _, found = read(text, "Pest Infestation")
    (create,) = [a for a in _actions(found) if a.verb == Verb.CREATE]
    (pests,) = create.objects  # one object of both colors, not "twice X 1/1 black" and "green Pest … tokens"
    assert isinstance(pests, ObjectPhrase) and pests.colors == ["black", "green"] and pests.subtypes == ["Pest"]
    assert pests.count == "2*X"


def test_two_colors_not_before_a_noun_stay_as_they_were() -> None:
    # Athreos, God of Passage: the colors of a devotion, no noun after them, keep their reading
    text = "As long as your devotion to white and black is less than seven, Athreos isn't a creature."
    _, found = read(text, "Athreos, God of Passage")
    (action,) = _actions(found)
    assert action.condition is not None and action.condition.test == "as_long_as:compare:devotion:less:7"


def test_sajis_torrent_taps_a_number_chosen_at_random() -> None:
    _, found = read("Tap X creatures, where X is a number from 0 to 5 chosen at random.", "Saji's Torrent")
    (tap,) = _actions(found)
    assert tap.verb == Verb.TAP and tap.amount == "random:0:5"


def test_flametongue_kavu_avatar_deals_a_number_chosen_at_random() -> None:
    text = (
        "Whenever a nontoken creature you control enters, that creature deals X damage to target creature, where X is "
        "a number chosen at random from 0 to 4."
    )
    _, found = read(text, "Flametongue Kavu Avatar")
    (damage,) = [a for a in _actions(found) if a.verb == Verb.DEAL_DAMAGE]
    assert damage.amount == "random:0:4"


def test_a_noun_chosen_at_random_is_no_number() -> None:
    # only "a number … chosen at random" is an amount
    card = mtglinks.parse("Tap X creatures, where X is a card from 0 to 5 chosen at random.")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_zanam_djinn_as_long_as_blue_is_the_most_common_color() -> None:
    text = (
        "This creature gets -2/-2 as long as blue is the most common color among all permanents or is tied for most "
        "common."
    )
    _, found = read(text, "Zanam Djinn")
    (action,) = _actions(found)
    assert action.condition is not None and action.condition.test == "as_long_as:most_common_color:blue"


def test_tsabos_assassin_shares_a_color_with_the_most_common_color() -> None:
    text = (
        "Destroy target creature if it shares a color with the most common color among all permanents or a color tied "
        "for most common."
    )
    _, found = read(text, "Tsabo's Assassin")
    (destroy,) = _actions(found)
    assert destroy.condition is not None and destroy.condition.test == "share:color:with:color"
    colour = destroy.condition.about[-1]
    assert isinstance(colour, ObjectPhrase) and colour.qualifiers == ["most_common"]


def test_interrogation_robot_creates_a_copy_of_the_card_with_the_chosen_name() -> None:
    _, found = read("Create a copy of the card with the chosen name.", "Interrogation Robot")
    (create,) = _actions(found)
    (copy,) = create.objects
    assert create.verb == Verb.CREATE and isinstance(copy, ObjectPhrase) and copy.qualifiers == ["copy_of"]
    (card,) = copy.related
    assert isinstance(card, ObjectPhrase) and card.types == ["card"]


def test_the_duke_of_midrange_casts_a_copy_of_the_chosen_card() -> None:
    _, found = read("Cast a copy of the chosen card without paying its mana cost.", "The Duke of Midrange")
    (cast,) = _actions(found)
    assert cast.verb == Verb.CAST and "without_paying" in cast.detail
    (copy,) = cast.objects
    assert isinstance(copy, ObjectPhrase) and isinstance(copy.related[0], Reference)


def test_a_copy_only_created_or_cast() -> None:
    card = mtglinks.parse("Exile a copy of target creature.")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_jinxed_choker_puts_a_counter_or_removes_one() -> None:
    _, found = read("{3}: Put a charge counter on this artifact or remove one from it.", "Jinxed Choker")
    (put,) = [a for a in _actions(found) if a.verb == Verb.PUT_COUNTER]
    (remove,) = put.alternatives
    assert isinstance(remove, Action) and remove.verb == Verb.REMOVE_COUNTER and remove.detail == ["counter:same_kind"]


def test_windfall_draws_the_greatest_number_a_player_discarded() -> None:
    text = (
        "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded "
        "this way."
    )
    _, found = read(text, "Windfall")
    (draw,) = [a for a in _actions(found) if a.verb == Verb.DRAW]
    assert isinstance(draw.per, ObjectPhrase) and draw.per.qualifiers == ["discarded_this_way:by:a_player"]


def test_chrome_mox_adds_mana_of_the_exiled_cards_colors() -> None:
    _, found = read("{T}: Add one mana of any of the exiled card's colors.", "Chrome Mox")
    (add,) = _actions(found)
    # whose colors: the cards exiled before (`of:exiled_with`, the reference the linker reads as "the exiled card")
    assert add.verb == Verb.ADD_MANA and add.detail == ["mana:colors_of:1", "of:exiled_with"]


def test_wizards_spellbook_casts_any_number_of_the_copies() -> None:
    text = "You may cast any number of the copies without paying their mana costs."
    _, found = read(text, "Wizard's Spellbook")
    (cast,) = _actions(found)
    (copies,) = cast.objects
    assert isinstance(copies, ObjectPhrase) and copies.determiner == "any_number" and copies.types == ["copy"]


def test_galloping_lizrog_removes_counters_from_among_creatures() -> None:
    text = "When this creature enters, you may remove any number of +1/+1 counters from among creatures you control."
    _, found = read(text, "Galloping Lizrog")
    (remove,) = [a for a in _actions(found) if a.verb == Verb.REMOVE_COUNTER]
    assert remove.detail == ["counter:+1/+1:any_number", "from_among"] and remove.optional
    (creatures,) = remove.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.controller == "you"


def test_empty_shrine_kannushi_has_protection_from_the_colors_of_permanents() -> None:
    _, found = read("This creature has protection from the colors of permanents you control.", "Empty-Shrine Kannushi")
    (grant,) = _actions(found)
    assert grant.detail == ["keyword:protection:from:colors_of"]


def test_wishmonger_grants_protection_from_a_color_of_choice() -> None:
    text = "{2}: Target creature gains protection from the color of its controller's choice until end of turn."
    _, found = read(text, "Wishmonger")
    (grant,) = _actions(found)
    assert grant.detail == ["keyword:protection:from:color_of_choice"]


def test_samite_elder_protection_from_a_targets_colors_stays_untyped() -> None:
    # the keyword's detail keeps no object: "target permanent" would be lost, so the sentence is not read
    text = (
        "{T}: Creatures you control gain protection from the colors of target permanent you control until end of turn."
    )
    card = mtglinks.parse(text, name="Samite Elder")
    found = [n for a in card.iter_abilities() for n in a.effects]
    assert any(n.kind == EffectKind.UNTYPED for n in found)


def test_flamehold_grappler_copies_the_next_spell_when_you_cast_it() -> None:
    text = "When this creature enters, copy the next spell you cast this turn when you cast it."
    _, found = read(text, "Flamehold Grappler")
    (copy,) = [a for a in _actions(found) if a.verb == Verb.COPY]
    assert copy.detail == ["when:cast"]
    (spell,) = copy.objects
    assert isinstance(spell, ObjectPhrase) and spell.determiner == "next"


def test_lunar_insight_draws_for_each_different_mana_value() -> None:
    _, found = read("Draw a card for each different mana value among nonland permanents you control.", "Lunar Insight")
    (draw,) = _actions(found)
    assert isinstance(draw.per, ObjectPhrase) and "different:mana_value" in draw.per.qualifiers


def test_spell_stutter_pays_plus_an_additional_mana_for_each() -> None:
    text = "Counter target spell unless its controller pays {2} plus an additional {1} for each Faerie you control."
    _, found = read(text, "Spell Stutter")
    (counter,) = [a for a in _actions(found) if a.verb == Verb.COUNTER]
    assert counter.per is None  # the "for each" is the payment's, inside the "unless"
    assert counter.condition is not None
    (pay,) = counter.condition.about
    assert isinstance(pay, Action) and pay.detail == ["mana:{2}", "plus:{1}"]
    assert isinstance(pay.per, ObjectPhrase) and pay.per.subtypes == ["Faerie"]


def test_owlbear_cub_puts_a_card_tapped_and_attacking_that_player() -> None:
    text = "You may put a creature card from among them onto the battlefield tapped and attacking that player."
    _, found = read(text, "Owlbear Cub")
    (put,) = _actions(found)
    assert put.verb == Verb.PUT and put.detail == ["tapped_attacking:that_player"]


def test_adeline_creates_a_token_attacking_that_player_or_a_planeswalker() -> None:
    text = (
        "Whenever you attack, for each opponent, create a 1/1 white Human creature token that's tapped and attacking "
        "that player or a planeswalker they control."
    )
    _, found = read(text, "Adeline, Resplendent Cathar")
    (create,) = [a for a in _actions(found) if a.verb == Verb.CREATE]
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and "tapped_attacking:that_player_or_planeswalker" in token.qualifiers


def test_beacon_bolt_counts_instant_and_sorcery_cards_in_two_zones() -> None:
    text = (
        "Beacon Bolt deals damage to target creature equal to the total number of instant and sorcery cards you own "
        "in exile and in your graveyard."
    )
    _, found = read(text, "Beacon Bolt")
    (damage,) = _actions(found)
    cards = damage.per  # one object of either type, in both zones (not "instant" alone)
    assert isinstance(cards, ObjectPhrase) and cards.types == ["instant_or_sorcery", "card"]
    assert "in:exile+graveyard" in cards.qualifiers


def test_a_list_of_objects_in_two_zones_stays_a_list() -> None:
    # "and" before an object is a list's: "all cards in your graveyard" and "creatures you control"
    card = mtglinks.parse("Return all cards in your graveyard and creatures you control to your hand.")
    (action,) = [n for a in card.iter_abilities() for n in a.effects]
    assert isinstance(action, Action) and len(action.objects) == 2


def test_councils_judgment_exiles_each_permanent_with_the_most_votes() -> None:
    _, found = read("Exile each permanent with the most votes or tied for most votes.", "Council's Judgment")
    (exile,) = _actions(found)
    (permanents,) = exile.objects
    assert isinstance(permanents, ObjectPhrase) and permanents.qualifiers == ["most:vote:or_tied"]


def test_wild_dogs_the_player_with_the_most_life_gains_control() -> None:
    _, found = read("The player with the most life gains control of this creature.", "Wild Dogs")
    (control,) = _actions(found)
    assert control.verb == Verb.GAIN_CONTROL
    assert isinstance(control.actor, ObjectPhrase) and control.actor.qualifiers == ["most:life"]


def test_summon_esper_valigarmanda_exiles_a_card_from_each_graveyard() -> None:
    _, found = read("Exile an instant or sorcery card from each graveyard.", "Summon: Esper Valigarmanda")
    (exile,) = _actions(found)
    (card,) = exile.objects
    assert isinstance(card, ObjectPhrase) and card.zone == "graveyard" and exile.zone_from == "graveyard"


def test_transmutation_font_creates_your_choice_of_tokens() -> None:
    text = "{T}: Create your choice of a Blood token, a Clue token, or a Food token."
    _, found = read(text, "Transmutation Font")
    (create,) = _actions(found)
    assert create.detail == ["choice_of:you"]
    assert [o.subtypes for o in create.objects if isinstance(o, ObjectPhrase)] == [["Blood"], ["Clue"], ["Food"]]


def test_heartwood_storyteller_each_of_that_players_opponents_may_draw() -> None:
    text = "Whenever a player casts a noncreature spell, each of that player's opponents may draw a card."
    _, found = read(text, "Heartwood Storyteller")
    (draw,) = [a for a in _actions(found) if a.verb == Verb.DRAW]
    assert draw.actor is not None and draw.actor.to_dict()["who"] == "each_opponent_of_that_player"


def test_endless_ranks_of_the_dead_half_the_number_rounded_down() -> None:
    text = (
        "At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where X is half the number of "
        "Zombies you control, rounded down."
    )
    _, found = read(text, "Endless Ranks of the Dead")
    (create,) = [a for a in _actions(found) if a.verb == Verb.CREATE]
    assert create.amount == "half:number_of:down"


def test_minds_aglow_draws_the_total_amount_of_mana_paid() -> None:
    text = "Each player draws X cards, where X is the total amount of mana paid this way."
    _, found = read(text, "Minds Aglow")
    (draw,) = _actions(found)
    assert draw.amount == "mana_paid_this_way"


def test_shapeshifter_chooses_a_number_between_bounds() -> None:
    _, found = read("As this creature enters, choose a number between 0 and 7.", "Shapeshifter")
    choices = [n for n in found if n.kind == EffectKind.CHOICE]
    assert [c.to_dict()["options"] for c in choices] == [["between:0:7"]]


def test_contractual_safeguard_puts_a_counter_of_that_kind() -> None:
    text = "Put a counter of that kind on each other creature you control."
    _, found = read(text, "Contractual Safeguard")
    (put,) = _actions(found)
    assert put.verb == Verb.PUT_COUNTER and put.detail == ["counter:that_kind"]
