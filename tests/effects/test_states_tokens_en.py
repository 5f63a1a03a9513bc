"""English card text of the fourteenth round's states and lists: counters a subject has (a trigger's state, fewer
than a number, denied, a player's relative), one base stat had, and tokens listed after one's keywords, on real card
text (2026 Oracle wording)."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent


def test_counters_had_as_a_trigger_state() -> None:
    # Plague Boiler
    card, found = read(
        "When Plague Boiler has three or more plague counters on it, sacrifice it and destroy each nonland permanent.",
        "Plague Boiler",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "state" and event.condition is not None
    assert event.condition.test == "has:counter:plague:3:or_more"


def test_fewer_counters_and_counters_denied() -> None:
    # Runaway Steam-Kin
    card, found = read(
        "Whenever you cast a red spell, if Runaway Steam-Kin has fewer than three +1/+1 counters on it, put a +1/+1"
        " counter on Runaway Steam-Kin.",
        "Runaway Steam-Kin",
    )
    condition = found[1]
    assert isinstance(condition, EffectCondition) and condition.test == "has:counter:+1/+1:3:fewer"
    # Shatterskull Charger
    card, found = read(
        "At the beginning of your end step, if Shatterskull Charger doesn't have a +1/+1 counter on it, return it to"
        " its owner's hand.",
        "Shatterskull Charger",
    )
    condition = found[1]
    assert isinstance(condition, EffectCondition) and condition.test == "not_have:counter:+1/+1"
    assert original(card, condition) == "if Shatterskull Charger doesn't have a +1/+1 counter on it"


def test_a_player_who_has_counters() -> None:
    # Feed the Infection
    card, found = read("Each opponent who has three or more poison counters loses 3 life.", "Feed the Infection")
    (lose,) = found
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE and isinstance(lose.actor, PlayerPhrase)
    assert lose.actor.who == "each_opponent"
    assert [c.test for c in lose.actor.relative if isinstance(c, EffectCondition)] == ["has:counter:poison:3:or_more"]


def test_one_base_stat_had() -> None:
    # Singing Tree
    card, found = read("{T}: Target attacking creature has base power 0 until end of turn.", "Singing Tree")
    (has,) = found
    assert isinstance(has, Action) and has.verb == Verb.GAIN_ABILITY and has.detail == ["base_power:0"]
    assert has.duration is not None and has.duration.until == "end_of_turn"


def test_tokens_listed_after_keywords() -> None:
    # Wurmcoil Engine
    card, found = read(
        "Deathtouch, lifelink\nWhen Wurmcoil Engine dies, create a 3/3 colorless Phyrexian Wurm artifact creature token"
        " with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with lifelink.",
        "Wurmcoil Engine",
    )
    create = found[-1]
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert [o.qualifiers for o in create.objects if isinstance(o, ObjectPhrase)] == [
        ["3/3", "with:deathtouch"],
        ["3/3", "with:lifelink"],
    ]
    # Mascot Exhibition: a comma after the keyword, then ", and" after a token with none
    card, found = read(
        "Create a 2/1 white and black Inkling creature token with flying, a 3/2 red and white Spirit creature token,"
        " and a 4/4 blue and red Elemental creature token.",
        "Mascot Exhibition",
    )
    (create,) = found
    assert isinstance(create, Action) and [original(card, o) for o in create.objects] == [
        "a 2/1 white and black Inkling creature token with flying",
        "a 3/2 red and white Spirit creature token",
        "a 4/4 blue and red Elemental creature token",
    ]


def test_a_landwalk_of_the_chosen_type() -> None:
    # Traveler's Cloak: a landwalk of the type chosen
    card, found = read("Enchanted creature has landwalk of the chosen type.", "Traveler's Cloak")
    assert isinstance(found[0], Action) and found[0].detail == ["keyword:landwalk:of:chosen_type"]


def test_partner_with_names_its_card() -> None:
    # Regna, the Redeemer
    card, found = read(
        "Partner with Krav, the Unredeemed (When this creature enters, target player may put Krav into their hand from"
        " their library, then shuffle.)\nFlying",
        "Regna, the Redeemer",
    )
    (partner,) = found
    assert isinstance(partner, Action) and partner.detail == ["keyword:partner_with"]
    (named,) = partner.objects
    assert isinstance(named, ObjectPhrase) and named.qualifiers == ["named:Krav, the Unredeemed"]


def test_any_zone_but_one_and_heist() -> None:
    # Otterball Antics
    card, found = read(
        "Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere other than"
        " your hand, put a +1/+1 counter on that creature.",
        "Otterball Antics",
    )
    condition = found[-1].condition
    assert condition is not None and condition.test == "paid:cast:from:anywhere_but_hand"
    # Thieving Aven (Alchemy)
    card, found = read("Discard a card, then heist target opponent's library.", "Thieving Aven")
    assert [a.verb for a in found if isinstance(a, Action)] == [Verb.DISCARD, Verb.HEIST]


def test_a_look_and_a_play_in_one_clause_and_mana_spent_after_a_comma() -> None:
    # Mindleecher
    card, found = read("You may look at and play those cards for as long as they remain exiled.", "Mindleecher")
    look, play = found
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT and look.optional
    assert isinstance(play, Action) and play.verb == Verb.PLAY and play.optional
    assert look.duration is not None and look.duration.until == "remains_exiled" and look.objects == play.objects
    assert original(card, play) == "play those cards for as long as they remain exiled"
    # Quistis Trepe: ", and mana of any type can be spent …" a clause of its own
    card, found = read(
        "You may cast target instant or sorcery card from a graveyard, and mana of any type can be spent to cast that"
        " spell.",
        "Quistis Trepe",
    )
    cast, spend = found
    assert isinstance(spend, Action) and spend.verb == Verb.SPEND and spend.condition is not None


def test_a_rule_for_a_while_and_a_life_total_set_to_a_count() -> None:
    # Angel's Grace
    card, found = read(
        "Split second\nYou can't lose the game this turn and your opponents can't win the game this turn. Until end of"
        " turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.",
        "Angel's Grace",
    )
    floor = found[-1]
    assert isinstance(floor, Action) and floor.detail == ["floor:1"]
    assert floor.duration is not None and floor.duration.until == "end_of_turn"
    # Biorhythm
    card, found = read("Each player's life total becomes the number of creatures they control.", "Biorhythm")
    (becomes,) = found
    assert isinstance(becomes, Action) and becomes.verb == Verb.BECOME and becomes.amount == "number_of"
    assert isinstance(becomes.per, ObjectPhrase) and becomes.per.types == ["creature"]


def test_a_colour_or_a_type_in_a_list_of_predicates_and_what_it_is_with_keywords() -> None:
    # Possessed Aven, under its condition
    card, found = read(
        "Flying\nThreshold — As long as seven or more cards are in your graveyard, Possessed Aven gets +1/+1, is"
        ' black, and has "{2}{B}, {T}: Destroy target blue creature."',
        "Possessed Aven",
    )
    verbs = [a.verb for a in found if isinstance(a, Action)]
    assert verbs[:3] == [Verb.MODIFY_PT, Verb.BECOME, Verb.GAIN_ABILITY]
    # Ninja's Blades: "is a Ninja in addition to its other types" between two predicates
    card, found = read(
        "Equipped creature gets +1/+1, is a Ninja in addition to its other types, and has flying.", "Ninja's Blades"
    )
    assert [a.verb for a in found if isinstance(a, Action)] == [Verb.MODIFY_PT, Verb.BECOME, Verb.GAIN_ABILITY]
    # Abuelo's Awakening
    card, found = read("It's a 1/1 Spirit creature with flying in addition to its other types.", "Abuelo's Awakening")
    (is_a,) = found
    assert isinstance(is_a, Action) and is_a.verb == Verb.BECOME
    (what,) = is_a.objects
    assert isinstance(what, ObjectPhrase) and "with:flying" in what.qualifiers


def test_a_symbol_in_its_mana_cost() -> None:
    # Zaxara, the Exemplary
    card, found = read(
        "Whenever you cast a spell with {X} in its mana cost, create a 0/0 green Hydra creature token.",
        "Zaxara, the Exemplary",
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and "mana_cost_with:{X}" in event.actions[0].objects[0].qualifiers


def test_a_status_after_the_controller() -> None:
    # Wulfgar of Icewind Dale
    card, found = read(
        "If a creature you control attacking causes a triggered ability of a permanent you control to trigger, that"
        " ability triggers an additional time.",
        "Wulfgar of Icewind Dale",
    )
    (trigger,) = found
    assert isinstance(trigger, Action) and trigger.condition is not None


def test_a_draw_skipped_and_mana_of_a_colour_its_adder_chooses() -> None:
    # Possessed Portal
    card, found = read("If a player would draw a card, that player skips that draw instead.")
    (skip,) = found
    assert isinstance(skip, Action) and skip.verb == Verb.SKIP and skip.condition is not None
    # Spectral Searchlight
    card, found = read(
        "{T}: Choose a player. That player adds one mana of any color they choose.", "Spectral Searchlight"
    )
    add = found[-1]
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.detail == ["mana:any_color", "chosen_by:they"]


def test_counters_your_opponents_have() -> None:
    # Vishgraz, the Doomhive
    card, found = read("Vishgraz gets +1/+1 for each poison counter your opponents have.", "Vishgraz, the Doomhive")
    (gets,) = found
    assert isinstance(gets, Action) and gets.verb == Verb.MODIFY_PT and gets.per is not None
    # Delightful Discovery: "your opponents have cast" stays a verb
    card, found = read(
        "This spell costs {1} less to cast for each spell your opponents have cast this turn.", "Delightful Discovery"
    )
    assert isinstance(found[0], Action)


def test_counters_a_subject_cannot_have_put_on_it() -> None:
    # Blightbeetle
    card, found = read(
        "Protection from green\nCreatures your opponents control can't have +1/+1 counters put on them.", "Blightbeetle"
    )
    (put,) = found
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.negated
    assert put.detail == ["counter:+1/+1", "passive"] and isinstance(put.actor, ObjectPhrase)
