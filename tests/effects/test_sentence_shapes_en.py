"""The English sentence shapes of the block "more sentence shapes" of grammar/effects.lark (effects/sentence_shapes.py)
on real card text (2026 Oracle wording), each checked for what it reads, not only for being typed."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.features.queries import halves
from mtglinks.kinds import EffectKind, FeatureKind, Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def test_two_types_counted_by_one_scale_share_their_noun() -> None:
    # Bedlam Reveler: "instant and sorcery card" counts each card that is either (one object, as "or" reads)
    card, cost = only_action(
        "This spell costs {1} less to cast for each instant and sorcery card in your graveyard.", "Bedlam Reveler"
    )
    assert cost.verb == Verb.MODIFY_COST and cost.amount == "{1}"
    per = cost.per
    assert isinstance(per, ObjectPhrase)
    assert per.types == ["instant_or_sorcery", "card"] and per.zone == "graveyard"
    assert original(card, per) == "instant and sorcery card in your graveyard"


def test_two_subtypes_counted_keep_what_follows_for_both() -> None:
    # Mantle of the Ancients: "attached to it" is said of the Auras and the Equipment alike
    _, pump = only_action("Enchanted creature gets +1/+1 for each Aura and Equipment attached to it.")
    per = pump.per
    assert isinstance(per, ObjectPhrase)
    assert per.subtypes == ["Aura_or_Equipment"] and per.qualifiers == ["attached_to_it"] and not per.related


def test_two_sets_each_counted_are_both_kept() -> None:
    # Multani, Yavimaya's Avatar: the lands you control and the land cards in your graveyard
    card, pump = only_action(
        "Multani gets +1/+1 for each land you control and each land card in your graveyard.",
        "Multani, Yavimaya's Avatar",
    )
    per = pump.per
    assert isinstance(per, ObjectPhrase)
    assert per.types == ["land"] and per.controller == "you" and per.qualifiers == ["and"]
    (other,) = per.related
    assert isinstance(other, ObjectPhrase) and other.types == ["land", "card"] and other.zone == "graveyard"
    assert original(card, other) == "each land card in your graveyard"


def test_two_sets_not_read_when_the_second_has_no_determiner_and_no_shared_noun() -> None:
    # "for each legendary creature and planeswalker you control" (an ability's cost reduction): the first side says
    # more than a type, so whether "you control" is said of both is not known; the sentence stays untyped
    card = mtglinks.parse(
        "This ability costs {1} less to activate for each legendary creature and planeswalker you control."
    )
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert node.kind == EffectKind.UNTYPED


def test_for_each_time_it_was_kicked_refers_to_the_kicker() -> None:
    # Everflowing Chalice (multikicker): the counters scale with the times it was kicked, a reference of rule 607.2
    card, enter = only_action(
        "This artifact enters with a charge counter on it for each time it was kicked.", "Everflowing Chalice"
    )
    assert enter.verb == Verb.ENTER and "counter:charge" in enter.detail and "per:times_kicked" in enter.detail
    (ability,) = card.abilities
    assert (FeatureKind.KICKED_REF, None) in {(h.kind, h.value) for h in halves(ability)}


def test_entering_with_counters_and_a_keyword() -> None:
    # Faerie Squadron: kicked, it enters with two +1/+1 counters and with flying
    _, enter = only_action(
        "If this creature was kicked, it enters with two +1/+1 counters on it and with flying.", "Faerie Squadron"
    )
    assert enter.verb == Verb.ENTER and enter.zone_to == "battlefield"
    assert enter.detail == ["counter:+1/+1:2", "keyword:flying"]
    assert enter.condition is not None and enter.condition.test == "paid:kicked"


def test_entering_tapped_and_with_counters() -> None:
    # Sphere of the Suns
    _, enter = only_action("This artifact enters tapped and with three charge counters on it.", "Sphere of the Suns")
    assert enter.verb == Verb.ENTER and enter.detail == ["tapped", "counter:charge:3"]


def test_a_put_says_its_zone_from_before_or_after_where_to() -> None:
    # Command Beacon: "into your hand from the command zone"
    _, put = only_action("{T}, Sacrifice this land: Put your commander into your hand from the command zone.")
    assert put.verb == Verb.PUT and (put.zone_from, put.zone_to) == ("command", "hand")
    # Necrotic Ooze kin of the reanimation spells: "from your graveyard onto the battlefield"
    _, put = only_action("Put target creature card from your graveyard onto the battlefield tapped.")
    assert (put.zone_from, put.zone_to) == ("graveyard", "battlefield") and put.detail == ["tapped"]


def test_returned_attached_to_an_object() -> None:
    # Dragon Breath: the Aura returns attached to the creature that entered
    card, found = read(
        "When a creature with mana value 6 or greater enters, you may return this card from your graveyard to the"
        " battlefield attached to that creature.",
        "Dragon Breath",
    )
    back = found[-1]
    assert isinstance(back, Action)
    assert back.verb == Verb.RETURN and (back.zone_from, back.zone_to) == ("graveyard", "battlefield")
    returned, onto = back.objects
    assert isinstance(returned, Reference) and returned.refers == "self"
    assert isinstance(onto, Reference) and original(card, onto) == "that creature"
    assert "attached_to" in back.detail and back.optional


def test_entering_attached_to_an_object() -> None:
    # Grifter's Blade: "If you do, it enters attached to that creature." (its first sentence, "… it could be attached
    # to", is not read yet)
    card = mtglinks.parse(
        "As this Equipment enters, choose a creature you control it could be attached to. If you do, it enters"
        " attached to that creature.",
        name="Grifter's Blade",
    )
    enter = [n for a in card.iter_abilities() for n in a.effects][-1]
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["attached_to"]
    assert enter.condition is not None and enter.condition.test == "you_do"


def test_an_activation_held_by_a_condition_and_once_each_turn() -> None:
    # the Dominaria United "Activate only if … and only once each turn" wording (a kicker-era Fungus's)
    _, found = read("{1}: Draw a card. Activate only if an opponent lost life this turn and only once each turn.")
    activate = found[-1]
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE
    assert activate.detail == ["only:if", "once:each_turn"]
    assert activate.condition is not None and activate.condition.test == "did"
    (lost,) = activate.condition.about
    assert isinstance(lost, Action) and lost.verb == Verb.LOSE_LIFE


def test_two_conditions_both_held() -> None:
    # Sardian Cliffstomper: "As long as it's your turn and you control four or more Mountains, …"
    _, found = read(
        "As long as it's your turn and you control four or more Mountains, this creature gets +X/+0, where X is the"
        " number of Mountains you control.",
        "Sardian Cliffstomper",
    )
    (pump,) = found
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert pump.condition is not None and pump.condition.test == "as_long_as:and"
    turn, control = pump.condition.about
    assert isinstance(turn, EffectCondition) and turn.test == "is:yours"
    assert isinstance(control, EffectCondition) and control.test == "control"
    # Coiling Rebirth: "Then if the gift was promised and that creature isn't legendary, create a token …"
    _, found = read(
        "Return target creature card from your graveyard to the battlefield. Then if the gift was promised and that"
        " creature isn't legendary, create a token that's a copy of that creature, except it's 1/1.",
        "Coiling Rebirth",
    )
    create = found[-1]
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert create.condition is not None and create.condition.test == "both"  # and "except it's 1/1"
    both = create.condition.about[0]
    assert isinstance(both, EffectCondition) and both.test == "and"
    assert [c.test for c in both.about if isinstance(c, EffectCondition)] == ["paid:gift", "did"]


def test_abilities_had_as_objects() -> None:
    # Dark Impostor: the activated abilities of the cards it exiled (a link of rule 607.2a read from the tree)
    card, found = read(
        "This creature has all activated abilities of all creature cards exiled with it.", "Dark Impostor"
    )
    (has,) = found
    assert isinstance(has, Action) and has.verb == Verb.GAIN_ABILITY
    (abilities,) = has.objects
    assert isinstance(abilities, ObjectPhrase)
    assert abilities.determiner == "all" and abilities.types == ["activated_ability"]
    (cards,) = abilities.related
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_with"]
    assert original(card, cards) == "all creature cards exiled with it"
    # Angelic Skirmisher: "gain that ability" names the keyword chosen before (the choice itself is not read yet)
    card = mtglinks.parse(
        "At the beginning of each combat, choose first strike, vigilance, or lifelink. Creatures you control gain"
        " that ability until end of turn.",
        name="Angelic Skirmisher",
    )
    gain = [n for a in card.iter_abilities() for n in a.effects][-1]
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY and gain.duration is not None
    (that,) = gain.objects
    assert isinstance(that, Reference) and that.refers == "anaphora"


def test_what_is_had_must_be_an_ability() -> None:
    # "have that opponent gain control of ~" (Tahngarth, First Mate) is not an ability had; "has all colors" is not
    # read as one either
    card = mtglinks.parse("This creature has all colors.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert node.kind == EffectKind.UNTYPED
    _, found = read(
        "Whenever this creature attacks, you may have that opponent gain control of this creature until end of combat.",
        "Tahngarth, First Mate",
    )
    control = found[-1]
    assert isinstance(control, Action) and control.verb == Verb.GAIN_CONTROL


def test_a_state_of_either_colour_or_type() -> None:
    # Inquisitor's Snare: "If that creature is black or red, destroy it."
    _, found = read(
        "Prevent all damage target attacking or blocking creature would deal this turn. If that creature is black or"
        " red, destroy it."
    )
    destroy = found[-1]
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    assert destroy.condition is not None and destroy.condition.test == "is:black_or_red"
    # Planeswalker's Mischief: "If it's an instant or sorcery card, exile it."
    _, found = read(
        "Target opponent reveals a card at random from their hand. If it's an instant or sorcery card, exile it."
    )
    exile = found[-1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.condition is not None
    (what,) = exile.condition.about
    assert isinstance(what, ObjectPhrase) and what.types == ["instant_or_sorcery", "card"] and what.determiner == "a"


def test_put_as_a_participle_says_where_from_and_when() -> None:
    # Fresh Meat: the creatures counted are those put into your graveyard from the battlefield this turn
    _, create = only_action(
        "Create a 3/3 green Beast creature token for each creature put into your graveyard from the battlefield this"
        " turn.",
        "Fresh Meat",
    )
    assert create.verb == Verb.CREATE
    per = create.per
    assert isinstance(per, ObjectPhrase) and per.types == ["creature"]
    assert per.qualifiers == ["put:graveyard:from:battlefield:this_turn"]
    # Stitcher Geralf: "put into graveyards this way" refers to what the ability did (rule 607.2h)
    card, exile = only_action("Exile up to two creature cards put into graveyards this way.", "Stitcher Geralf")
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["put:graveyard:this_way"]
    (ability,) = card.abilities
    assert FeatureKind.THIS_WAY in {h.kind for h in halves(ability)}


def test_put_as_a_passive() -> None:
    # the Kaldheim-era reducer's "if a creature card was put into your graveyard from anywhere this turn"
    _, cost = only_action(
        "This spell costs {2} less to cast if a creature card was put into your graveyard from anywhere this turn."
    )
    assert cost.condition is not None and cost.condition.test == "did"
    (put,) = cost.condition.about
    assert isinstance(put, Action) and put.verb == Verb.PUT_INTO_GRAVEYARD and put.detail == ["passive"]
    assert (put.zone_from, put.zone_to) == ("anywhere", "graveyard")
    # "If that spell would be put into their graveyard, exile it instead." (a flashback-granting spell's clause)
    _, found = read("If that spell would be put into their graveyard, exile it instead.")
    (exile,) = found
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    assert exile.condition is not None and exile.condition.test == "would"
    (would,) = exile.condition.about
    assert isinstance(would, Action) and would.verb == Verb.PUT_INTO_GRAVEYARD


def test_a_player_who_puts_keeps_the_subject() -> None:
    # Polymorph: "The player puts that card onto the battlefield" is an active put, not a participle
    card, found = read(
        "The player puts that card onto the battlefield, then shuffles all other cards revealed this way into their"
        " library."
    )
    put = found[0]
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "battlefield"
    assert put.actor is not None and original(card, put.actor) == "The player"


def test_and_or_between_two_types_counted() -> None:
    # All That Glitters: "for each artifact and/or enchantment you control"
    _, pump = only_action(
        "Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.", "All That Glitters"
    )
    per = pump.per
    assert isinstance(per, ObjectPhrase)
    assert per.types == ["artifact_or_enchantment"] and per.controller == "you"
    # the colours of an older lifegain card: "for each black and/or red permanent target opponent controls"
    _, gain = only_action("You gain 1 life for each black and/or red permanent target opponent controls.")
    assert isinstance(gain.per, ObjectPhrase) and gain.per.colors == ["black_or_red"]
    assert gain.per.types == ["permanent"] and gain.per.controller == "target_opponent"


def test_the_top_card_played_revealed() -> None:
    # Vampire Nocturnus, Courser of Kruphix: "Play with the top card of your library revealed."
    _, reveal = only_action("Play with the top card of your library revealed.", "Courser of Kruphix")
    assert reveal.verb == Verb.REVEAL and reveal.detail == ["top_of_library:yours"]


def test_an_amount_of_energy_got_or_paid() -> None:
    # the Aetherdrift energy wording: "You get an amount of {E} equal to its mana value."
    _, get = only_action("You get an amount of {E} equal to its mana value.")
    assert get.verb == Verb.GET_ENERGY and get.amount == "mana_value" and get.detail == ["amount_of:{E}"]
    _, pay = only_action("Then you may pay an amount of {E} equal to that card's mana value.")
    assert pay.verb == Verb.PAY and pay.optional and pay.detail == ["amount_of:{E}"]


def test_the_life_gained_as_a_number() -> None:
    # Essence Pulse kin: "where X is the amount of life you gained this turn"
    _, pump = only_action(
        "Each creature gets -X/-X until end of turn, where X is the amount of life you gained this turn."
    )
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "life_gained_this_turn"


def test_a_choice_with_one_value_left_out() -> None:
    # Black Dragon Gate: "As this land enters, choose a color other than black."
    _, found = read("As this land enters, choose a color other than black.", "Black Dragon Gate")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "color" and choice.options == ["other_than:black"]
    assert choice.condition is not None and choice.condition.test == "as"
    # Unnatural Selection: "Choose a creature type other than Wall."
    _, found = read("{1}: Choose a creature type other than Wall.", "Unnatural Selection")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "creature_type" and choice.options == ["other_than:Wall"]


def test_a_keyword_s_abilities_as_a_noun() -> None:
    # Bureau Headmaster: "Equip abilities you activate cost {1} less to activate."
    _, cost = only_action("Equip abilities you activate cost {1} less to activate.", "Bureau Headmaster")
    assert cost.verb == Verb.MODIFY_COST and cost.amount == "{1}"
    assert isinstance(cost.actor, ObjectPhrase) and cost.actor.types == ["equip_ability"]


def test_more_counters_put_instead() -> None:
    # Hardened Scales
    card, put = only_action(
        "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are"
        " put on it instead.",
        "Hardened Scales",
    )
    assert put.verb == Verb.PUT_COUNTER and put.detail == ["counter:+1/+1", "passive", "instead"]
    assert put.amount == "that_many:plus:1"
    assert put.condition is not None and put.condition.test == "would"
    (event,) = put.condition.about
    assert isinstance(event, Action) and event.verb == Verb.PUT_COUNTER
    assert event.detail == ["counter:+1/+1:1:or_more", "passive"]
    (onto,) = event.objects
    assert isinstance(onto, ObjectPhrase) and onto.types == ["creature"] and onto.controller == "you"
    assert original(card, onto) == "a creature you control"


def test_more_tokens_created_instead() -> None:
    # Primal Vigor: "twice that many of those tokens are created instead"
    _, create = only_action(
        "If one or more tokens would be created, twice that many of those tokens are created instead.", "Primal Vigor"
    )
    assert create.verb == Verb.CREATE and create.amount == "2*that_many"
    assert create.detail == ["passive", "instead"]
    assert create.condition is not None and create.condition.test == "would"
    (event,) = create.condition.about
    assert isinstance(event, Action) and event.verb == Verb.CREATE and event.detail == ["passive"]


def test_a_player_s_life_total_set() -> None:
    # Rebirth: "If a player does, that player's life total becomes 20." (the condition is no object of the action)
    card = mtglinks.parse(
        "Each player may remove Rebirth from their deck before playing. If a player does, that player's life total"
        " becomes 20.",
        name="Rebirth",
    )
    become = [n for a in card.iter_abilities() for n in a.effects][-1]
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.amount == "20"
    assert become.detail == ["set:life_total:that_player"] and not become.objects
    assert become.condition is not None and become.condition.test == "does"


def test_what_an_object_cannot_be_the_target_of() -> None:
    # Raiding Party: "~ can't be the target of white spells or abilities from white sources."
    _, target = only_action(
        "This creature can't be the target of white spells or abilities from white sources.", "Raiding Party"
    )
    assert target.verb == Verb.BECOME_TARGET and target.negated
    spells, abilities = target.objects
    assert isinstance(spells, ObjectPhrase) and spells.types == ["spell"] and spells.colors == ["white"]
    assert isinstance(abilities, ObjectPhrase) and abilities.qualifiers == ["from:white,source"]


def test_from_after_an_object_must_name_a_source() -> None:
    # "from" and a bare noun that is no source is where from, not what the object is: not read as a qualifier
    card = mtglinks.parse("This creature can't be the target of spells from creatures.")
    (node,) = [n for a in card.iter_abilities() for n in a.effects]
    assert node.kind == EffectKind.UNTYPED


def test_what_they_still_are() -> None:
    # Anthousa, Setessan Hero: "… become 2/2 Warrior creatures until end of turn. They're still lands."
    _, found = read("They're still lands.")
    (still,) = found
    assert isinstance(still, Action) and still.verb == Verb.BECOME and still.detail == ["is", "still"]
    (lands,) = still.objects
    assert isinstance(lands, ObjectPhrase) and lands.types == ["land"]


def test_an_event_of_entering_untapped_getting_energy_and_a_level() -> None:
    # Dwarven Mine: "When this land enters untapped, create a 1/1 red Dwarf creature token."
    _, found = read("When this land enters untapped, create a 1/1 red Dwarf creature token.", "Dwarven Mine")
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (enter,) = event.actions
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["untapped"]
    # Empyreal Voyager: "you get that many {E}"
    _, found = read(
        "Whenever this creature deals combat damage to a player, you get that many {E} (energy counters).",
        "Empyreal Voyager",
    )
    get = found[-1]
    assert isinstance(get, Action) and get.verb == Verb.GET_ENERGY and get.amount == "that_many"
    # a Class: "When this Class becomes level 2, …"
    _, found = read("Whenever this Class becomes level 2, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (level,) = event.actions
    assert isinstance(level, Action) and level.verb == Verb.BECOME and (level.amount, level.detail) == ("2", ["level"])


def test_hands_played_revealed() -> None:
    # Telepathy: "Your opponents play with their hands revealed."
    _, reveal = only_action("Your opponents play with their hands revealed.", "Telepathy")
    assert reveal.verb == Verb.REVEAL and reveal.detail == ["hand:opponents"]


def test_both_modes_if_a_state_holds_as_the_spell_is_cast() -> None:
    # the Commander Legends modal spells: "If you control a commander as you cast this spell, you may choose both."
    _, found = read("If you control a commander as you cast this spell, you may choose both instead.")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "mode" and choice.options == ["both"]
    assert choice.condition is not None and choice.condition.test == "and"
    control, when = choice.condition.about
    assert isinstance(control, EffectCondition) and control.test == "control"
    assert isinstance(when, EffectCondition) and when.test == "as"
    (cast,) = when.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and isinstance(cast.actor, PlayerPhrase)


def test_one_card_in_one_zone_and_the_other_in_another() -> None:
    # Final Parting: "Put one into your hand and the other into your graveyard." (two puts)
    card, found = read(
        "Search your library for two cards. Put one into your hand and the other into your graveyard. Then shuffle.",
        "Final Parting",
    )
    hand, graveyard = found[1], found[2]
    assert isinstance(hand, Action) and hand.verb == Verb.PUT and hand.zone_to == "hand"
    (one,) = hand.objects
    assert isinstance(one, ObjectPhrase) and (one.determiner, one.count) == ("of", "1")
    assert isinstance(graveyard, Action) and graveyard.verb == Verb.PUT and graveyard.zone_to == "graveyard"
    (other,) = graveyard.objects
    assert isinstance(other, Reference) and original(card, other) == "the other"
