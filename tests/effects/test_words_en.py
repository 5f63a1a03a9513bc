"""Words of English card text the effect lexicon lacked ("removed", "could", "combat", "though", "but", "been", …),
read on real card text (2026 Oracle wording), each checked for what it means in the tree, not only for being typed."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


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


def test_creatures_with_different_powers() -> None:
    # Leinore, Autumn Sovereign's kin of Innistrad: Crimson Vow
    _, draw = only_action("Then if you control three or more creatures with different powers, draw a card.")
    assert draw.verb == Verb.DRAW and draw.condition is not None and draw.condition.test == "control"
    counted = draw.condition.about[1]
    assert isinstance(counted, ObjectPhrase) and counted.qualifiers == ["with:different:power"]
    assert counted.count == "3:or_more"


def test_rad_counters_a_player_gets() -> None:
    # Megaton's Fate: the counters go to each player
    _, get = only_action("Each player gets four rad counters.")
    assert get.verb == Verb.GET_COUNTER and get.detail == ["counter:rad:4"]
    assert isinstance(get.actor, PlayerPhrase) and get.actor.who == "each_player"


def test_a_kicked_spell_and_the_void_condition() -> None:
    # Coralhelm Chronicler's trigger: a spell by what was paid for it
    _, found = read("Whenever you cast a kicked spell, draw a card, then discard a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (cast,) = event.actions
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and spell.types == ["spell"] and spell.qualifiers == ["kicked"]
    # Decode Transmissions: the void condition of Edge of Eternities read whole
    _, found = read(
        "You draw two cards and lose 2 life.\nVoid — If a nonland permanent left the battlefield this turn or a spell"
        " was warped this turn, instead you draw two cards and each opponent loses 2 life."
    )
    assert any(isinstance(n, Action) and n.condition is not None and n.condition.test == "void" for n in found)


def test_a_phase_skipped_and_a_turn_not_yours() -> None:
    # Blinding Angel; Glory of Warfare
    _, skip = only_action("That player skips their next combat phase.")
    assert skip.verb == Verb.SKIP and isinstance(skip.actor, PlayerPhrase) and skip.actor.who == "that_player"
    _, pump = only_action("During turns other than yours, creatures you control get +0/+2.")
    assert pump.verb == Verb.MODIFY_PT and pump.condition is not None
    assert pump.condition.test == "during:not_your_turn"


def test_a_cost_per_target_beyond_the_first() -> None:
    # Fireball: the extra cost counts the targets past one
    _, cost = only_action("This spell costs {1} more to cast for each target beyond the first.")
    assert cost.verb == Verb.MODIFY_COST and cost.amount == "{1}" and cost.detail == ["more"]
    assert isinstance(cost.per, ObjectPhrase) and cost.per.qualifiers == ["beyond_first"]


def test_colors_of_mana_spent_and_lands_named_differently() -> None:
    # Brilliant Spectrum (converge); All-Fates Scroll
    _, draw = only_action("Draw X cards, where X is the number of colors of mana spent to cast this spell.")
    assert draw.amount == "number_of" and isinstance(draw.per, ObjectPhrase)
    assert draw.per.types == ["color"] and draw.per.qualifiers == ["of_mana_spent_to_cast"]
    _, found = read(
        "{7}, {T}, Sacrifice this artifact: Draw X cards, where X is the number of differently named lands you control."
    )
    draw = found[-1]
    assert isinstance(draw, Action) and isinstance(draw.per, ObjectPhrase)
    assert draw.per.qualifiers == ["differently_named"] and draw.per.controller == "you"


def test_a_contraption_assembled() -> None:
    # First Pick
    _, assemble = only_action("Assemble a Contraption.")
    assert assemble.verb == Verb.ASSEMBLE
    (contraption,) = assemble.objects
    assert isinstance(contraption, ObjectPhrase) and contraption.subtypes == ["Contraption"]


def test_a_perfect_not_done_and_which_resolution_this_is() -> None:
    # Conduit of Worlds; Harvestrite Host
    _, cast = only_action("If you haven't cast a spell this turn, you may cast that card.")
    assert cast.condition is not None and cast.condition.test == "did"
    (done,) = cast.condition.about
    assert isinstance(done, Action) and done.verb == Verb.CAST and done.negated and "did_not" in done.detail
    _, draw = only_action("Then draw a card if this is the second time this ability has resolved this turn.")
    assert draw.verb == Verb.DRAW and draw.condition is not None and draw.condition.test == "resolved:2"


def test_the_creatures_of_a_player_or_of_a_planeswalker_controller() -> None:
    # Chandra Nalaar
    _, damage = only_action(
        "This planeswalker deals 10 damage to target player or planeswalker and each creature that player or that"
        " planeswalker's controller controls."
    )
    last = damage.objects[-1]
    assert isinstance(last, ObjectPhrase) and last.determiner == "each"
    assert last.controller == "that_player_or_planeswalker_controller"


def test_a_target_changed_and_a_text_changed() -> None:
    # Misdirection; Alter Reality (rules 115.7 and 612)
    _, change = only_action("Change the target of target spell with a single target.")
    assert change.verb == Verb.CHANGE_TARGET
    (spell,) = change.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["single_target"]
    _, text = only_action(
        "Change the text of target spell or permanent by replacing all instances of one color word with another."
    )
    assert text.verb == Verb.CHANGE_TEXT and text.detail == ["replace:color_word"]


def test_what_a_spell_or_ability_causes_a_player_to_do() -> None:
    # Obstinate Baloth: the discard is the event, the opponent's spell or ability its cause
    card, found = read(
        "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield"
        " instead of putting it into your graveyard."
    )
    (put,) = found
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    assert put.condition is not None and put.condition.test == "did"
    (discard,) = put.condition.about
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "you"
    assert discard.condition is not None and discard.condition.test == "caused_by"
    assert original(card, discard.condition) == "a spell or ability an opponent controls"


def test_a_card_that_escapes_with_counters() -> None:
    # Woe Strider: it enters with them when its escape cost was paid (rule 702.138c)
    _, enter = only_action("This creature escapes with two +1/+1 counters on it.")
    assert enter.verb == Verb.ENTER and enter.detail == ["counter:+1/+1:2"]
    assert enter.condition is not None and enter.condition.test == "paid:escape"


def test_a_creature_type_a_player_does_not_control() -> None:
    # Scourge of Numai: "if you don't" opens "if you don't control", not the "if you do" of a cost
    _, found = read("At the beginning of your upkeep, you lose 2 life if you don't control an Ogre.")
    lose = found[-1]
    assert (
        isinstance(lose, Action)
        and lose.verb == Verb.LOSE_LIFE
        and lose.condition is not None
        and lose.condition.test == "control"
    )
    player, ogre = lose.condition.about
    assert isinstance(player, PlayerPhrase) and player.who == "not_you"
    assert isinstance(ogre, ObjectPhrase) and ogre.subtypes == ["Ogre"]


def test_sentences_that_bound_the_effect_before_them() -> None:
    # Black Ward: protection that does not unattach the Aura that grants it
    _, found = read(
        "Enchant creature\nEnchanted creature has protection from black. This effect doesn't remove this Aura."
    )
    unattach = found[-1]
    assert isinstance(unattach, Action) and unattach.verb == Verb.UNATTACH and unattach.negated
    # Training Grounds' kin: a cost reduction's floor
    _, found = read(
        "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in"
        " that cost to less than one mana."
    )
    floor = found[-1]
    assert isinstance(floor, Action) and floor.verb == Verb.MODIFY_COST and floor.negated
    assert floor.detail == ["not_below_one_mana"]


def test_objects_not_done_something_to_and_ties() -> None:
    # Genesis Wave; Abzan Beastmaster
    _, put = only_action(
        "Then put all cards revealed this way that weren't put onto the battlefield into your graveyard."
    )
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase)
    assert cards.qualifiers == ["revealed_this_way", "not_put_onto_battlefield"]
    _, found = read(
        "At the beginning of your upkeep, draw a card if you control the creature with the greatest toughness or tied"
        " for the greatest toughness."
    )
    draw = found[-1]
    assert isinstance(draw, Action) and draw.condition is not None
    creature = draw.condition.about[1]
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["greatest:toughness", "or_tied"]


def test_damage_dealt_as_a_number() -> None:
    # Simulacrum; Lacerate Flesh
    _, gain = only_action("You gain life equal to the damage dealt to you this turn.")
    assert gain.verb == Verb.GAIN_LIFE and gain.amount == "damage_dealt_to_you_this_turn"
    _, found = read(
        "Lacerate Flesh deals 4 damage to target creature. Create a number of Blood tokens equal to the amount of"
        " excess damage dealt to that creature this way.",
        name="Lacerate Flesh",
    )
    create = found[-1]
    assert isinstance(create, Action) and create.verb == Verb.CREATE and create.amount == "excess_damage_this_way"


def test_mana_spent_on_a_spell_and_symbols_spent_to_cast_it() -> None:
    # Boseiju, Who Shelters All: the condition is the mana the ability made, spent on such a spell
    _, found = read(
        "{T}, Pay 2 life: Add {C}. If that mana is spent on an instant or sorcery spell, that spell can't be countered."
    )
    cant = found[-1]
    assert isinstance(cant, Action) and cant.negated and cant.condition is not None
    (spend,) = cant.condition.about
    assert isinstance(spend, Action) and spend.verb == Verb.SPEND and "spent_on" in spend.detail
    assert isinstance(spend.actor, ObjectPhrase) and spend.actor.types == ["mana"] and spend.actor.determiner == "that"
    # Search for Glory (snow mana, counted)
    _, gain = only_action("You gain 1 life for each {S} spent to cast this spell.")
    assert isinstance(gain.per, ObjectPhrase) and gain.per.types == ["mana"]
    assert gain.per.qualifiers == ["symbol:{S}", "spent_to_cast"]


def test_energy_paid_this_way() -> None:
    # Aether Spike
    _, counter = only_action("Counter target spell unless its controller pays {1} for each {E} paid this way.")
    assert counter.verb == Verb.COUNTER and isinstance(counter.per, ObjectPhrase)
    assert counter.per.qualifiers == ["symbol:{E}", "pay_this_way"]


def test_each_kind_of_counter() -> None:
    # Aetheric Amplifier's mode
    _, double = only_action("Double the number of each kind of counter on target permanent.")
    assert double.verb == Verb.DOUBLE
    (counters,) = double.objects
    assert isinstance(counters, ObjectPhrase) and counters.types == ["counter"] and counters.qualifiers == ["each_kind"]


def test_an_alchemy_keyword_with_its_cost() -> None:
    # Alora, Rogue Companion: "Specialize {2}" pays the cost, then specializes
    _, found = read("Specialize {2}")
    pay, specialize = found
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.amount == "{2}"
    assert isinstance(specialize, Action) and specialize.verb == Verb.SPECIALIZE


def test_alternative_costs_paid_and_repeats() -> None:
    # Rix Maadi Reveler; Ad Nauseam
    _, found = read(
        "When this creature enters, discard a card, then draw a card. If this creature's spectacle cost was paid,"
        " instead discard your hand, then draw three cards."
    )
    assert any(
        isinstance(n, Action) and n.condition is not None and n.condition.test == "paid:spectacle" for n in found
    )
    _, repeat = only_action("You may repeat this process any number of times.")
    assert repeat.verb == Verb.REPEAT and repeat.detail == ["times:any_number"]


def test_plural_subtypes_ending_otherwise() -> None:
    # Magda, Brazen Outlaw: "Dwarves" is Dwarf; Agadeem Occultist: "Allies" is Ally
    _, pump = only_action("Other Dwarves you control get +1/+0.")
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.subtypes == ["Dwarf"] and pump.actor.controller == "you"
    _, mill = only_action("Target player mills X cards, where X is the number of Allies you control.")
    assert isinstance(mill.per, ObjectPhrase) and mill.per.subtypes == ["Ally"]
