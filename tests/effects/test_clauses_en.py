"""The verb side of the English effect tree on real card text (2026 Oracle wording unless said): modal and
negated clauses, conditions, durations, trigger events, suffixes and notes, each with its verb and span."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import (
    Action,
    Duration,
    EffectCondition,
    Note,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
)


def test_spend_this_mana_only_keeps_the_purpose_as_a_condition() -> None:
    # Unclaimed Territory, its second ability's second sentence
    card, spend = only_action("Spend this mana only to cast a creature spell of the chosen type.")
    assert spend.verb == Verb.SPEND and spend.condition is not None and spend.condition.test == "only_to"
    (purpose,) = spend.condition.about
    assert isinstance(purpose, Action) and purpose.verb == Verb.CAST
    assert original(card, purpose) == "cast a creature spell of the chosen type"


def test_can_is_a_permission_on_the_action() -> None:
    # Two-Headed Dragon
    card, block = only_action("This creature can block an additional creature each combat.")
    assert block.verb == Verb.BLOCK and "can" in block.detail and not block.negated
    assert block.duration is not None and block.duration.until == "each_combat"
    assert original(card, block.duration) == "each combat"
    # Master of Cruelties
    _, attack = only_action("This creature can only attack alone.")
    assert attack.verb == Verb.ATTACK and "can_only" in attack.detail and "alone" in attack.detail
    # Animate Wall
    _, wall = only_action("Enchanted Wall can attack as though it didn't have defender.")
    assert wall.verb == Verb.ATTACK and "as_though:no_defender" in wall.detail


def test_dont_and_choose_not_negate_the_action() -> None:
    # Ashnod's Battle Gear
    card, untap = only_action("You may choose not to untap this artifact during your untap step.")
    assert untap.verb == Verb.UNTAP and untap.negated and untap.optional
    assert untap.condition is not None and untap.condition.test == "during:your:untap_step"
    assert original(card, untap.condition) == "during your untap step"
    # Decision Paralysis, second sentence
    _, sleep = only_action("Those creatures don't untap during their controller's next untap step.")
    assert sleep.verb == Verb.UNTAP and sleep.negated


def test_perpetually_is_the_duration_of_a_digital_card() -> None:
    # Lae'zel, Primal Warrior (a digital card)
    card, pump = only_action("Other creatures you control and creature cards in your hand perpetually get +1/+1.")
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "+1/+1"
    assert pump.duration is not None and pump.duration.until == "perpetually"
    assert original(card, pump.duration) == "perpetually"
    assert len(pump.other_actors) == 1


def test_the_digital_verb_seek_is_an_action() -> None:
    # Gate of the Black Dragon (a digital card)
    _, seek = only_action("Seek a nonland card.")
    assert seek.verb == Verb.SEEK and seek.objects


def test_conditions_of_the_verb_side() -> None:
    # Arachnus Spinner, Ajani's Aid
    card, shuffle = only_action("If you search your library this way, shuffle.")
    assert shuffle.verb == Verb.SHUFFLE and shuffle.condition is not None
    assert shuffle.condition.test == "did_this_way"
    (search,) = shuffle.condition.about
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.zone_from == "library"
    # Martial Coup
    _, coup = only_action("If X is 5 or more, destroy all other creatures.")
    assert coup.verb == Verb.DESTROY and coup.condition is not None
    assert coup.condition.test == "compare:X:or_more:5"
    # Circle of Protection: Red
    card, prevent = only_action(
        "The next time a red source of your choice would deal damage to you this turn, prevent that damage."
    )
    assert prevent.verb == Verb.PREVENT and prevent.condition is not None
    assert prevent.condition.test == "next_time"
    (dealt,) = prevent.condition.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE
    assert original(card, dealt.actor) == "a red source of your choice"


def test_either_condition_and_if_they_dont() -> None:
    # Dragon's Disciple
    _, enter = only_action("If you do or if you control a Dragon, this creature enters with a +1/+1 counter on it.")
    assert enter.verb == Verb.ENTER and enter.condition is not None and enter.condition.test == "any"
    assert [c.test for c in enter.condition.about if isinstance(c, EffectCondition)] == ["you_do", "control"]
    # Risk Factor
    card, draw = only_action("If that player doesn't, you draw three cards.")
    assert draw.verb == Verb.DRAW and draw.amount == "3" and draw.condition is not None
    assert draw.condition.test == "does_not"
    assert isinstance(draw.condition.about[0], PlayerPhrase) and draw.condition.about[0].who == "that_player"


def test_was_spent_remains_and_the_monarch() -> None:
    # Batwing Brume
    card, prevent = only_action(
        "Prevent all combat damage that would be dealt this turn if {W} was spent to cast this spell."
    )
    assert prevent.verb == Verb.PREVENT and prevent.condition is not None
    assert prevent.condition.test == "spent:{W}"
    # Tawnos's Weaponry
    card, pump = only_action("Target creature gets +1/+1 for as long as this artifact remains tapped.")
    assert pump.verb == Verb.MODIFY_PT and pump.duration is not None and pump.duration.until == "remains_tapped"
    assert original(card, pump.duration) == "for as long as this artifact remains tapped"
    # Court of Grace
    _, angel = only_action("If you're the monarch, create a 4/4 white Angel creature token with flying instead.")
    assert angel.verb == Verb.CREATE and angel.condition is not None and angel.condition.test == "monarch"


def test_until_an_event_ends_a_repeated_action() -> None:
    # Polymorph, second sentence
    card, reveal = only_action(
        "Its controller reveals cards from the top of their library until they reveal a creature card."
    )
    assert reveal.verb == Verb.REVEAL and reveal.condition is not None and reveal.condition.test == "until"
    (stop,) = reveal.condition.about
    assert isinstance(stop, Action) and stop.verb == Verb.REVEAL
    assert original(card, reveal.condition) == "until they reveal a creature card"


def test_except_is_how_a_copy_differs() -> None:
    # Kiki-Jiki, Mirror Breaker
    card, create = only_action(
        "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste."
    )
    assert create.verb == Verb.CREATE and create.condition is not None
    assert create.condition.test.startswith("except")
    (haste,) = create.condition.about
    assert isinstance(haste, Action) and haste.verb == Verb.GAIN_ABILITY and haste.detail == ["keyword:haste"]
    assert original(card, create.condition) == "except it has haste"


def test_trigger_events_joined_and_a_lasting_trigger() -> None:
    # Glint-Sleeve Siphoner's trigger, with a shorter effect
    card, found = read("Whenever this creature enters or attacks, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.ENTER, Verb.ATTACK]
    # Boomstacker's trigger, with a shorter effect
    card, found = read("When this creature enters and whenever it attacks, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.ENTER, Verb.ATTACK]
    assert original(card, event) == "this creature enters and whenever it attacks"
    # Old Rutstein: a step joined to an event has no action to carry; it is its own event node, not dropped
    text = "When Old Rutstein enters and at the beginning of your upkeep, mill a card."
    (event, mill) = mtglinks.parse(text, name="Old Rutstein").abilities[0].effects
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.ENTER]
    assert [step.event for step in event.joined] == ["your_upkeep"]
    assert isinstance(mill, Action) and mill.verb == Verb.MILL
    # Benefactor's Draught: a trigger that lasts, inside a spell
    card, found = read("Until end of turn, whenever a creature an opponent controls blocks, draw a card.")
    lasting, event, draw = found
    assert isinstance(lasting, Duration) and lasting.until == "end_of_turn"
    assert isinstance(event, TriggerEvent) and event.event == Verb.BLOCK
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW


def test_mutate_is_a_trigger_event() -> None:
    # Souvenir Snatcher's trigger, with a shorter effect
    _, found = read("Whenever this creature mutates, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.MUTATE


def test_have_another_do_it_keeps_the_doer() -> None:
    # Razormane Masticore
    card, damage = only_action("You may have this creature deal 3 damage to target creature.")
    assert damage.verb == Verb.DEAL_DAMAGE and damage.optional and "have" in damage.detail
    assert isinstance(damage.actor, Reference) and damage.actor.refers == "self"
    assert original(card, damage.actor) == "this creature"


def test_a_defined_power_and_toughness() -> None:
    # Nightmare
    card, stat = only_action(
        "Nightmare's power and toughness are each equal to the number of Swamps you control.", name="Nightmare"
    )
    assert stat.verb == Verb.MODIFY_PT and stat.detail == ["set:power_toughness"]
    assert isinstance(stat.actor, Reference) and stat.actor.refers == "self"
    assert stat.per is not None and original(card, stat.per) == "Swamps you control"


def test_note_is_a_note_node() -> None:
    # Paliano Vanguard
    card, found = read(
        "As you draft a creature card, you may reveal it, note its creature types, then turn this card face down."
    )
    reveal, note, turn = found
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.condition is not None
    assert [a.verb for a in reveal.condition.about if isinstance(a, Action)] == [Verb.DRAFT]
    assert isinstance(note, Note) and note.kind == EffectKind.NOTE and note.what == "creature_types"
    assert original(card, note) == "note its creature types"
    assert isinstance(turn, Action) and turn.verb == Verb.TURN and turn.detail == ["face_down"]


def test_win_the_flip_is_not_winning_the_game() -> None:
    # Stitch in Time
    _, found = read("Flip a coin. If you win the flip, take an extra turn after this one.")
    flip, turn = found
    assert isinstance(flip, Action) and flip.verb == Verb.FLIP
    assert isinstance(turn, Action) and turn.condition is not None
    (won,) = turn.condition.about
    assert isinstance(won, Action) and won.verb == Verb.WIN_FLIP


def test_clause_words_alone_type_nothing() -> None:
    # the new words do not make a sentence of nothing
    for text in ("Perpetually until except while.", "Can only also.", "Spend this mana only to."):
        card = mtglinks.parse(text)
        found = [node for ability in card.iter_abilities() for node in ability.effects]
        assert found and not is_typed(found), text


def test_older_printed_wordings() -> None:
    # Acorn Harvest, AWOL, Aether Figment, Abyssal Horror (printed text)
    # putting a token onto the battlefield is creating it (rule 701.7a), as removing from the game is exiling
    _, put = only_action("Put two 1/1 green Squirrel creature tokens into play.")
    assert put.verb == Verb.CREATE and put.zone_to == "battlefield"  # a token put onto the battlefield is created
    (tokens,) = put.objects
    assert tokens.to_dict()["types"] == ["creature", "token"] and tokens.to_dict()["subtypes"] == ["Squirrel"]
    card, remove = only_action("Remove target attacking creature from the game.")
    assert remove.verb == Verb.EXILE and remove.zone_to == "exile"
    assert original(card, remove.objects[0]) == "target attacking creature from the game"
    _, unblockable = only_action("Æther Figment is unblockable.", name="Æther Figment")
    assert unblockable.verb == Verb.BLOCK and unblockable.negated
    _, found = read(
        "When Abyssal Horror comes into play, target player chooses and discards two cards.", "Abyssal Horror"
    )
    discard = found[-1]
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD and discard.amount is None


def test_pay_or_do_something_else() -> None:
    # the ability Aura Flux grants (printed text)
    _, pay = only_action("During your upkeep, pay {2} or sacrifice this enchantment.")
    assert pay.verb == Verb.PAY and pay.amount == "{2}"
    assert [a.verb for a in pay.alternatives if isinstance(a, Action)] == [Verb.SACRIFICE]
    assert pay.condition is not None and pay.condition.test == "during:your_upkeep"


def test_counters_counted_and_removed() -> None:
    # Luminarch Ascension's restriction, Bounty of the Luxa, Experimental Lab
    _, activate = only_action("Activate only if this enchantment has four or more quest counters on it.")
    assert activate.verb == Verb.ACTIVATE and activate.condition is not None
    assert activate.condition.test == "has:counter:quest:4:or_more"
    _, remove = only_action("Remove all flood counters from this enchantment.")
    assert remove.verb == Verb.REMOVE_COUNTER and remove.amount == "all" and remove.detail == ["counter:flood"]
    _, found = read("Manifest dread, then put two +1/+1 counters and a trample counter on that creature.")
    put = found[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["counter:+1/+1:2", "counter:trample"]


def test_a_state_trigger_and_a_cost_sentence() -> None:
    # Pirate Ship
    _, found = read("When you control no Islands, sacrifice this creature.")
    event, sacrifice = found
    assert isinstance(event, TriggerEvent) and event.event == "control"
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    # Deep Analysis: its flashback cost is a sentence of its own
    card = mtglinks.parse("Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life.", name="Deep Analysis")
    pays = [n for a in card.iter_abilities() for n in a.effects if isinstance(n, Action) and n.verb == Verb.PAY]
    assert [(p.amount, p.detail) for p in pays] == [("{1}{U}", ["mana"]), ("3", ["life"])]


def test_a_trigger_at_another_players_step() -> None:
    # Paralyze
    _, found = read(
        "At the beginning of the upkeep of enchanted creature's controller, that player may pay {4}.", "Paralyze"
    )
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == "enchanted_controller:upkeep"
    # Dread Wanderer's restriction
    _, activate = only_action("Activate only as a sorcery and only if you have one or fewer cards in hand.")
    assert activate.detail == ["only:sorcery"] and activate.condition is not None
    assert activate.condition.test == "hand_one_or_fewer"


def test_counters_put_on_a_creature_are_a_trigger_event() -> None:
    # Enduring Scalelord
    card, found = read(
        "Whenever one or more +1/+1 counters are put on another creature you control, "
        "you may put a +1/+1 counter on this creature."
    )
    event, put = found
    assert isinstance(event, TriggerEvent) and event.event == Verb.PUT_COUNTER
    assert event.actions[0].detail == ["counter:+1/+1:1:or_more", "passive"]
    assert original(card, event.actions[0].objects[0]) == "another creature you control"
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.optional


def test_damage_redirected_keeps_where_it_would_go_as_the_condition() -> None:
    # the redirection of the Oracle text of the 2026 corpus (the creature's own damage goes to its owner)
    card, redirect = only_action(
        "The next 1 damage that would be dealt to this creature this turn is dealt to its owner instead."
    )
    assert redirect.verb == Verb.DEAL_DAMAGE and redirect.amount == "1" and redirect.detail == ["instead"]
    assert original(card, redirect.objects[0]) == "its owner"
    assert redirect.duration is not None and redirect.duration.until == "this_turn"
    assert redirect.condition is not None and redirect.condition.test == "would"
    (would,) = redirect.condition.about
    assert isinstance(would, Action) and original(card, would.objects[0]) == "this creature"
    # Pariah
    card, redirect = only_action("All damage that would be dealt to you is dealt to enchanted creature instead.")
    assert redirect.amount == "all" and original(card, redirect.objects[0]) == "enchanted creature"


def test_keywords_granted_with_their_cost_or_number() -> None:
    # oracle-2026 wordings: a grant to cards in a graveyard, an Equipment's keywords, a keyword with a number
    _, grant = only_action("Each creature card in your graveyard has unearth {2}{B}.")
    assert grant.verb == Verb.GAIN_ABILITY and grant.detail == ["keyword:unearth:cost:{2}{B}"]
    _, grant = only_action("Equipped creature has reach and ward {2}.")
    assert grant.detail == ["keyword:reach", "keyword:ward:cost:{2}"]
    _, grant = only_action("Spells you cast have ripple 4.")
    assert grant.detail == ["keyword:ripple:n:4"]


def test_or_between_two_verbs_makes_the_second_an_alternative() -> None:
    # an additional cost of oracle-2026: reveal a card of a type or pay mana
    card, reveal = only_action(
        "As an additional cost to cast this spell, reveal an Elf card from your hand or pay {3}."
    )
    assert reveal.verb == Verb.REVEAL and reveal.condition is not None
    assert reveal.condition.test == "additional_cost"
    (pay,) = reveal.alternatives
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and original(card, pay) == "pay {3}"
    # a punisher: the condition is one of two events
    card, lose = only_action(
        "Each opponent loses 3 life unless that player sacrifices a nonland permanent of their choice "
        "or discards a card."
    )
    assert lose.verb == Verb.LOSE_LIFE and lose.condition is not None
    (sacrifice,) = lose.condition.about
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    (discard,) = sacrifice.alternatives
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert original(card, discard) == "discards a card"


def test_or_between_two_verbs_of_a_trigger_event_keeps_both_actions() -> None:
    _, found = read("Whenever a player plays a land or casts a spell, that player draws a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and [a.verb for a in event.actions] == [Verb.PLAY, Verb.CAST]


def test_more_verb_shapes_of_oracle_2026() -> None:
    # mana and life paid together
    _, pay = only_action("You may pay {W}{B} and 2 life.")
    assert pay.verb == Verb.PAY and pay.amount == "{W}{B}" and pay.detail == ["mana", "life:2"] and pay.optional
    # a change of power and toughness or its alternative
    _, pump = only_action("Target creature gets +2/-2 or -2/+2 until end of turn.")
    assert pump.amount == "+2/-2" and [a.amount for a in pump.alternatives if isinstance(a, Action)] == ["-2/+2"]
    # a keyword that can't be had or gained
    _, found = read("Creatures your opponents control lose flying and can't have or gain flying.")
    assert isinstance(found[1], Action) and found[1].negated and found[1].detail == ["keyword:flying"]
    # mana of a colour or of the chosen colour
    _, add = only_action("Add {G} or one mana of the chosen color.")
    assert add.verb == Verb.ADD_MANA and add.detail[0] == "mana:{G}" and len(add.detail) == 2
    # a vote, in turn order
    _, vote = only_action("Starting with you, each player votes for a nonland permanent you don't control.")
    assert vote.verb == Verb.VOTE and vote.objects


def test_instead_unless_and_a_lasting_condition_before_the_clause() -> None:
    # "instead" after the condition's comma, and after "may"
    card, destroy = only_action("If there are seven or more cards in your graveyard, instead destroy all creatures.")
    assert destroy.verb == Verb.DESTROY and destroy.condition is not None
    _, roll = only_action("If you would flip a coin, you may instead roll a d20.")
    assert roll.verb == Verb.ROLL and roll.optional and "instead" in roll.detail
    # "Unless …," before the clause it spares
    card, steal = only_action(
        "Unless an opponent pays {2}, gain control of target artifact for as long as this creature remains on "
        "the battlefield."
    )
    assert steal.verb == Verb.GAIN_CONTROL and steal.condition is not None
    assert steal.condition.test == "unless:did" and original(card, steal.condition) == "Unless an opponent pays {2},"
    # prevention from sources, with its duration before "by"
    _, prevent = only_action("Prevent all damage that would be dealt to you this turn by creatures with flying.")
    assert prevent.verb == Verb.PREVENT and prevent.duration is not None and prevent.duration.until == "this_turn"
    # a duration, then a replacement's condition
    _, triple = only_action(
        "Until your next turn, if that creature would deal combat damage to one of your opponents, "
        "it deals triple that damage to that player instead."
    )
    assert triple.verb == Verb.DEAL_DAMAGE and triple.duration is not None and triple.condition is not None
    assert triple.condition.test == "would"


def test_an_action_repeated_keeps_how_many_times() -> None:
    _, proliferate = only_action("If you do, proliferate twice.")
    assert proliferate.verb == Verb.PROLIFERATE and proliferate.detail == ["times:2"]
    _, copy = only_action("If this spell was cast from a graveyard, copy that spell twice instead.")
    assert copy.verb == Verb.COPY and "times:2" in copy.detail and "instead" in copy.detail
    _, populate = only_action("Populate X times.")
    assert populate.detail == ["times:X"]
    # "twice" of an amount ("twice that many", "twice X") is not a repetition: the amount is multiplied
    _, mill = only_action("Target player mills twice X cards.")
    assert mill.verb == Verb.MILL and mill.amount == "2*X" and mill.detail == []


def test_a_limit_on_activations_is_a_timing() -> None:
    _, limit = only_action("Activate no more than twice each turn.")
    assert limit.verb == Verb.ACTIVATE and limit.detail == ["only:twice_each_turn"]
    # the older printed wording
    _, limit = only_action("Play this ability no more than three times each turn.")
    assert limit.detail == ["only:three_times_each_turn"]


def test_a_passive_of_an_object_verb_and_a_number_set() -> None:
    _, sacrifice = only_action("Equipped creature can't be sacrificed.")
    assert sacrifice.verb == Verb.SACRIFICE and sacrifice.negated and sacrifice.detail == ["passive"]
    _, cast = only_action("Creature spells can't be cast.")
    assert cast.verb == Verb.CAST and cast.negated
    _, life = only_action("Your life total becomes 26.")
    assert life.verb == Verb.BECOME and life.amount == "26" and life.detail == ["set:life_total"]


def test_a_keyword_cost_alone_is_the_mana_paid_and_a_bare_power_and_toughness_is_set() -> None:
    # Rift Bolt: the cost after "Suspend 1—"
    card, (_, pay) = read("Rift Bolt deals 3 damage to any target.\nSuspend 1—{R}", name="Rift Bolt")
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.amount == "{R}" and original(card, pay) == "{R}"
    # Combat Thresher: the prototype's size
    card, size = only_action("Prototype {2}{W} — 1/1")
    assert size.verb == Verb.MODIFY_PT and size.amount == "1/1" and "set:base_power_toughness" in size.detail


def test_a_levelers_level_lines_are_conditions_and_its_sizes_are_set() -> None:
    # Echo Mage
    card, found = read(
        "Level up {1}{U}\nLEVEL 2-3\n2/4\n{U}{U}, {T}: Copy target instant or sorcery spell.\nLEVEL 4+\n2/5",
        name="Echo Mage",
    )
    levels = [n for n in found if isinstance(n, EffectCondition)]
    assert [n.test for n in levels] == ["level:2-3", "level:4+"]
    assert [original(card, n) for n in levels] == ["LEVEL 2-3", "LEVEL 4+"]
    sizes = [n.amount for n in found if isinstance(n, Action) and n.verb == Verb.MODIFY_PT]
    assert sizes == ["2/4", "2/5"]


def test_a_row_of_a_die_table_holds_its_actions_on_the_row() -> None:
    # Diviner's Portent
    card, found = read("1—14 | Draw X cards.\n15+ | Scry X, then draw X cards.")
    rows = [n for n in found if isinstance(n, Action) and n.condition is not None]
    assert [(n.verb, n.condition.test) for n in rows if n.condition] == [
        (Verb.DRAW, "row:14"),
        (Verb.SCRY, "row:15+"),
        (Verb.DRAW, "row:15+"),
    ]
    assert original(card, rows[1].condition) == "15+ |"
    # Lumen-Class Frigate: a station's threshold
    card, pump = only_action("2+ | Other creatures you control get +1/+1.")
    assert pump.verb == Verb.MODIFY_PT and pump.amount == "+1/+1" and pump.condition is not None
    assert pump.condition.test == "row:2+"


def test_a_plus_sign_or_a_bar_alone_types_nothing() -> None:
    for text in ("+ | +", "| Draw a card.", "Draw a card | scry 1.", "Roll a d20. | Draw a card."):
        card = mtglinks.parse(text)
        assert not is_typed([n for a in card.iter_abilities() for n in a.effects]), text


def test_abilities_that_cant_be_activated_after_a_comma_and() -> None:
    # Arrest: ", and" before a clause whose subject opens with a possessive
    card, found = read("Enchanted creature can't attack or block, and its activated abilities can't be activated.")
    attack, activate = found
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.negated
    assert isinstance(activate, Action) and activate.verb == Verb.ACTIVATE and "passive" in activate.detail
    assert original(card, activate.actor) == "its activated abilities"
    assert original(card, activate) == "its activated abilities can't be activated"


def test_an_ability_being_activated_is_a_trigger_event() -> None:
    # Battlemage's Bracers
    card = mtglinks.parse("Whenever an ability of equipped creature is activated, you may pay {1}.")
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.ACTIVATE


def test_had_is_a_condition_on_a_past_state_or_event() -> None:
    # Felisa, Fang of Silverquill: the intervening "if"
    card, found = read(
        "Whenever a nontoken creature you control dies, if it had counters on it, draw a card.", name="Felisa"
    )
    (had,) = [n for n in found if isinstance(n, EffectCondition)]
    assert had.test == "had:counter::1:or_more" and original(card, had) == "if it had counters on it"
    # Driftgloom Coyote, second sentence
    _, put = only_action("If that creature had power 2 or less, put a +1/+1 counter on this creature.")
    assert put.condition is not None and put.condition.test == "had:power:2:or_less"
    # Groundswell: an event of the turn, the land its actor
    card, pump = only_action(
        "If you had a land enter the battlefield under your control this turn, "
        "that creature gets +4/+4 until end of turn instead."
    )
    assert pump.verb == Verb.MODIFY_PT and pump.condition is not None and pump.condition.test == "had_event"
    player, entered = pump.condition.about
    assert isinstance(player, PlayerPhrase) and player.who == "you"
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER and original(card, entered.actor) == "a land"


def test_is_in_addition_to_its_other_types_adds_a_type() -> None:
    # Urborg, Tomb of Yawgmoth
    card, swamp = only_action("Each land is a Swamp in addition to its other land types.")
    assert swamp.verb == Verb.BECOME and "is" in swamp.detail
    (what,) = swamp.objects
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Swamp"] and what.qualifiers == ["in_addition"]
    assert original(card, swamp.actor) == "Each land"
    # Stormtide Leviathan: a plural
    _, islands = only_action("All lands are Islands in addition to their other types.")
    assert isinstance(islands.objects[0], ObjectPhrase) and islands.objects[0].subtypes == ["Island"]
    # Arcane Adaptation: the chosen type
    _, chosen = only_action("Creatures you control are the chosen type in addition to their other types.")
    assert isinstance(chosen.objects[0], Reference) and chosen.objects[0].refers == "chosen"
    assert "in_addition" in chosen.detail
    # Grave Betrayal's token: "They're black Zombies in addition to their other colors and types."
    _, zombies = only_action("They're black Zombies in addition to their other colors and types.")
    assert isinstance(zombies.objects[0], ObjectPhrase) and zombies.objects[0].colors == ["black"]
    assert isinstance(zombies.actor, Reference) and zombies.actor.refers == "anaphora"


def test_didnt_isnt_and_wasnt_are_negations() -> None:
    # Nettling Imp, its delayed destruction
    card, destroy = only_action("Destroy it at the beginning of the next end step if it didn't attack this turn.")
    assert destroy.verb == Verb.DESTROY and destroy.condition is not None
    (attack,) = destroy.condition.about
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.negated and "did_not" in attack.detail
    assert original(card, attack) == "it didn't attack"
    # Caustic Bronco: a condition on what an object is not
    card, lose = only_action("You lose life equal to that card's mana value if ~ isn't saddled.")
    assert lose.verb == Verb.LOSE_LIFE and lose.condition is not None
    (is_not,) = lose.condition.about
    assert isinstance(is_not, Action) and is_not.negated and original(card, is_not) == "~ isn't saddled"
    # Blink, the token's own text
    card, not_creature = only_action("This token isn't a creature until end of turn.")
    assert not_creature.verb == Verb.BECOME and not_creature.negated
    (what,) = not_creature.objects
    assert isinstance(what, ObjectPhrase) and what.types == ["creature"]
    # Storm of Saruman: the copy's exception
    _, legendary = only_action("Copy it, except the copy isn't legendary.")
    assert legendary.verb == Verb.COPY and legendary.condition is not None
    (is_not,) = legendary.condition.about
    assert isinstance(is_not, Action) and is_not.negated and isinstance(is_not.objects[0], ObjectPhrase)
    assert is_not.objects[0].supertypes == ["legendary"]
    # Tribute (Ornitharch's wording): the intervening "if"
    card = mtglinks.parse("When this creature enters, if tribute wasn't paid, it gets +1/+1 until end of turn.")
    (paid,) = [n for n in card.abilities[0].effects if isinstance(n, EffectCondition)]
    assert paid.test == "paid:not_tribute" and original(card, paid) == "if tribute wasn't paid"


def test_damage_as_a_subject_and_damage_dealt_to_and_by() -> None:
    # Skullcrack's second sentence: a passive of prevent, damage its subject
    card, prevent = only_action("Damage can't be prevented this turn.")
    assert prevent.verb == Verb.PREVENT and prevent.negated and "passive" in prevent.detail
    assert isinstance(prevent.actor, ObjectPhrase) and prevent.actor.types == ["damage"]
    assert prevent.duration is not None and prevent.duration.until == "this_turn"
    # Phantom Nantuko: a replacement of damage about to be dealt
    card, prevent = only_action("If damage would be dealt to this creature, prevent that damage.")
    assert prevent.verb == Verb.PREVENT and prevent.condition is not None and prevent.condition.test == "would"
    (dealt,) = prevent.condition.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE and "passive" in dealt.detail
    assert original(card, dealt.objects[0]) == "this creature"
    # Maze of Ith
    card, fog = only_action("Prevent all combat damage that would be dealt to and dealt by that creature this turn.")
    assert (
        fog.verb == Verb.PREVENT
        and "dealt_to_and_by" in fog.detail
        and original(card, fog.objects[0]) == "that creature"
    )


def test_a_class_level_ability_and_an_event_in_a_state() -> None:
    # Cleric Class: "{3}{W}: Level 2"
    card = mtglinks.parse("{3}{W}: Level 2")
    (level,) = card.abilities[0].effects
    assert isinstance(level, Action) and level.verb == Verb.BECOME and level.amount == "2" and level.detail == ["level"]
    # Brightfield Glider: the event's state is kept on its action, not dropped
    card = mtglinks.parse("Whenever this creature attacks while saddled, draw a card.")
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.ATTACK
    (attack,) = event.actions
    assert attack.condition is not None and attack.condition.test == "while:is:saddled"
    assert original(card, attack.condition) == "while saddled"
    # an event's suffix is its action's: "attacks alone"
    card = mtglinks.parse("Whenever a creature you control attacks alone, it gets +1/+1 until end of turn.")
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and "alone" in event.actions[0].detail


def test_and_joins_a_clause_whose_subject_the_lexer_did_not_see() -> None:
    # Zealous Persecution
    card, found = read(
        "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1."
    )
    ours, theirs = found
    assert isinstance(ours, Action) and isinstance(theirs, Action)
    assert (ours.amount, theirs.amount) == ("+1/+1", "-1/-1")
    assert original(card, theirs.actor) == "creatures your opponents control"


def test_mana_that_can_be_spent_to_cast_a_spell() -> None:
    # Juggle the Performance: mana as the subject of a passive of spend, its purpose the condition
    card, spend = only_action("Mana of any type can be spent to cast this spell.")
    assert spend.verb == Verb.SPEND and "passive" in spend.detail and "can" in spend.detail
    assert isinstance(spend.actor, ObjectPhrase) and spend.actor.types == ["mana"]
    assert spend.actor.qualifiers == ["any_type"]
    assert spend.condition is not None and spend.condition.test == "to"
    (cast,) = spend.condition.about
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and original(card, cast) == "cast this spell"


def test_first_time_each_turn_counters_of_any_kind_and_each_other() -> None:
    # Gourmand's Talent: an event counted once a turn
    card = mtglinks.parse("Whenever you gain life for the first time each turn, draw a card.")
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.GAIN_LIFE
    assert "first_each_turn" in event.actions[0].detail
    # Essence Channeler: counters of any kind moved
    card, (_, move) = read("When this creature dies, put its counters on target creature you control.")
    assert isinstance(move, Action)
    assert move.verb == Verb.PUT_COUNTER and original(card, move.objects[0]) == "target creature you control"
    # Longstalk Brawl: two creatures fighting one another
    _, fight = only_action("Those creatures fight each other.")
    assert fight.verb == Verb.FIGHT and "each_other" in fight.detail and not fight.objects
    # Praetor's Counsel: a duration to the end of the game
    _, hand = only_action("You have no maximum hand size for the rest of the game.")
    assert hand.duration is not None and hand.duration.until == "rest_of_game"


def test_more_than_compares_a_count_between_players() -> None:
    # Land Tax: the intervening "if"
    card = mtglinks.parse(
        "At the beginning of your upkeep, if an opponent controls more lands than you, you may search your library "
        "for up to three basic land cards, reveal them, put them into your hand, then shuffle."
    )
    (more,) = [n for n in card.abilities[0].effects if isinstance(n, EffectCondition)]
    assert more.test == "control" and original(card, more) == "if an opponent controls more lands than you"
    opponent, lands = more.about  # who controls, then the count compared with another player's
    assert isinstance(opponent, PlayerPhrase) and opponent.who == "opponent"
    assert isinstance(lands, ObjectPhrase) and (lands.determiner, lands.types, lands.qualifiers) == (
        "more",
        ["land"],
        ["than:you"],
    )
    # a restriction's "unless"
    _, attack = only_action("This creature can't attack unless you control more creatures than defending player.")
    assert attack.verb == Verb.ATTACK and attack.negated and attack.condition is not None
    assert attack.condition.test == "unless:control"
    you, creatures = attack.condition.about
    assert isinstance(you, PlayerPhrase) and you.who == "you"
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["than:defending_player"]


def test_mana_spent_to_cast_and_damage_dealt_this_way() -> None:
    # Tajuru Stalwart's wording: a count per color of mana spent
    card, enter = only_action(
        "This creature enters with a +1/+1 counter on it for each color of mana spent to cast it."
    )
    assert enter.verb == Verb.ENTER and isinstance(enter.per, ObjectPhrase)
    assert enter.per.qualifiers == ["of_mana_spent_to_cast"]
    _, amount = only_action(
        "This creature enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it."
    )
    assert amount.amount == "mana_spent_to_cast"
    # Anger of the Gods: what was dealt damage this way
    card, exile = only_action("If a creature dealt damage this way would die this turn, exile it instead.")
    assert exile.verb == Verb.EXILE and exile.condition is not None
    (die,) = exile.condition.about
    assert isinstance(die, Action) and isinstance(die.actor, ObjectPhrase)
    assert die.actor.qualifiers == ["past:dealt_damage", "this_way"]


def test_next_on_an_event_and_the_events_duration_kept() -> None:
    # Cursed Recording's wording: "When you next cast …"
    card, found = read("When you next cast an instant or sorcery spell this turn, copy that spell.")
    event, copy = found
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    (cast,) = event.actions
    assert "next" in cast.detail and cast.duration is not None and cast.duration.until == "this_turn"
    assert original(card, event) == "you next cast an instant or sorcery spell this turn"
    assert isinstance(copy, Action) and copy.verb == Verb.COPY
    # Latchkey Faerie: a mechanic's cost paid, the intervening "if"
    card = mtglinks.parse("When this creature enters, if its prowl cost was paid, draw a card.")
    (paid,) = [n for n in card.abilities[0].effects if isinstance(n, EffectCondition)]
    assert paid.test == "paid:prowl"


def test_counters_removed_as_a_trigger_event() -> None:
    # Aeon Chronicler
    card = mtglinks.parse("Whenever a time counter is removed from this card while it's exiled, you may draw a card.")
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.REMOVE_COUNTER
    (removed,) = event.actions
    assert removed.detail == ["counter:time"] and removed.condition is not None
    assert original(card, removed.condition) == "while it's exiled"
