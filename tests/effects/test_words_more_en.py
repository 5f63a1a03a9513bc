"""More words of English card text the effect lexicon lacked (test_words_en.py has the first): crewing, dice, whose
control, past forms, day and night, triggers, read on real card text (2026 Oracle wording), each checked for what it
means in the tree, not only for being typed."""

from __future__ import annotations

from helpers import only_typed_action as only_action
from helpers import typed_card as read

from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def test_crewing_and_saddling() -> None:
    # Adrestia's kin: "Whenever this creature crews a Vehicle"; a token that saddles and crews as though stronger
    _, found = read("Whenever this creature crews a Vehicle, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CREW
    _, found = read("This token saddles Mounts and crews Vehicles as though its power were 2 greater.")
    saddle, crew = found
    assert isinstance(saddle, Action) and saddle.verb == Verb.SADDLE
    assert isinstance(crew, Action) and crew.verb == Verb.CREW and crew.detail == ["as_though:power_plus_2"]
    # the keyword's name is still the keyword: Kotori, Pilot Prodigy
    _, gain = only_action("Vehicles you control have crew 2.")
    assert gain.verb == Verb.GAIN_ABILITY


def test_a_die_roll_and_its_result() -> None:
    # "Lifetime" Pass Holder's trigger; a result bounded
    _, found = read("Whenever you roll a 6, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent)
    (roll,) = event.actions
    assert roll.verb == Verb.ROLL and roll.detail == ["result:6"]
    _, found = read("Whenever you roll a 4 or higher on a die, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.actions[0].detail == ["result:4:or_more"]


def test_an_owner_or_another_player_controls_what_enters_or_returns() -> None:
    # Captive Audience; a transforming planeswalker's return (no longer "under your control")
    _, enter = only_action("This enchantment enters under the control of an opponent of your choice.")
    assert enter.verb == Verb.ENTER and enter.detail == ["under:opponent_of_choice"]
    _, found = read(
        "Exile Nissa, then return her to the battlefield transformed under her owner's control.", name="Nissa"
    )
    back = found[-1]
    assert isinstance(back, Action) and back.verb == Verb.RETURN and "under:owner" in back.detail
    _, found = read("Return it to the battlefield under your control.")
    (mine,) = found
    assert isinstance(mine, Action) and "under_your_control" in mine.detail


def test_mana_in_any_combination_of_listed_colors_and_devotion() -> None:
    # Fungal Reaches; Nykthos, Shrine to Nyx
    _, add = only_action(
        "{1}, {T}, Remove X storage counters from this land: Add X mana in any combination of {R} and/or {G}."
    )
    assert add.verb == Verb.ADD_MANA and add.detail == ["mana:any_combination_of:{R}{G}:X"]
    _, found = read(
        "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color."
    )
    add = found[-1]
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.amount == "devotion"


def test_a_player_who_did_something_this_way_and_once() -> None:
    # Natural Balance; Remorseless Punishment
    _, shuffle = only_action("Then each player who searched their library this way shuffles.")
    assert shuffle.verb == Verb.SHUFFLE and isinstance(shuffle.actor, PlayerPhrase)
    (searched,) = shuffle.actor.relative
    assert isinstance(searched, Action) and searched.verb == Verb.SEARCH and "this_way" in searched.detail
    _, repeat = only_action("Repeat this process once.")
    assert repeat.verb == Verb.REPEAT and repeat.detail == ["times:1"]


def test_a_flash_permanent_cast_outside_sorcery_time() -> None:
    # Spider Climb (Mirage's flash enchantments, Oracle wording)
    _, sacrifice = only_action(
        "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes"
        " sacrifices it at the beginning of the next cleanup step."
    )
    assert sacrifice.verb == Verb.SACRIFICE and sacrifice.condition is not None
    assert sacrifice.condition.test == "cast_not_as_sorcery"
    assert isinstance(sacrifice.actor, PlayerPhrase) and sacrifice.actor.who == "its_controller"


def test_equal_or_lesser() -> None:
    # a Kamigawa-style free cast: "with equal or lesser mana value"
    _, cast = only_action(
        "You may cast a spell with equal or lesser mana value from your hand without paying its mana cost."
    )
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["equal_or_lesser:mana_value"]


def test_a_boon_players_attacked_and_cards_put_there_this_turn() -> None:
    # Arcane Archery's boon (the emphasis of the digital cards); Apothecary White; Garna, the Bloodflame
    _, found = read('You get a one-time boon with "When you cast a creature spell, it perpetually gets +1/+0."')
    boon = found[0]
    assert isinstance(boon, Action) and boon.verb == Verb.GET_BOON
    _, create = only_action("You create a Food token for each player being attacked.")
    assert isinstance(create.per, ObjectPhrase) and create.per.qualifiers == ["being_attacked"]
    _, back = only_action(
        "Return to your hand all creature cards in your graveyard that were put there from anywhere this turn."
    )
    (cards,) = back.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["put_there_from_anywhere_this_turn"]


def test_mana_expended_and_the_turn_ended() -> None:
    # Bloomburrow's expend trigger; Time Stop
    _, found = read("Whenever you expend 4, draw a card.")
    event = found[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.EXPEND and event.actions[0].amount == "4"
    _, end = only_action("End the turn.")
    assert end.verb == Verb.END_TURN


def test_past_events_read_whole_and_role_tokens() -> None:
    # descend (The Lost Caverns of Ixalan), evidence collected (Murders at Karlov Manor), a Role token by its name
    _, draw = only_action("If you descended this turn, draw a card.")
    assert draw.condition is not None and draw.condition.test == "descended_this_turn"
    _, put = only_action("If evidence was collected, put a stun counter on it.")
    assert put.condition is not None and put.condition.test == "paid:collected_evidence"
    _, create = only_action("Create a Wicked Role token attached to target creature you control.")
    (role,) = create.objects
    assert isinstance(role, ObjectPhrase) and role.subtypes == ["Wicked Role"] and role.types == ["token"]


def test_objects_not_named_and_creatures_devoured() -> None:
    # Clever Conjurer; Skullmulcher
    _, untap = only_action("Untap target permanent not named Clever Conjurer.", name="Clever Conjurer")
    (permanent,) = untap.objects
    assert isinstance(permanent, ObjectPhrase) and permanent.qualifiers == ["not_named:self"]
    _, draw = only_action("Draw a card for each creature it devoured.")
    assert isinstance(draw.per, ObjectPhrase) and draw.per.qualifiers == ["devoured_by_it"]


def test_day_and_night() -> None:
    # Brimstone Vandal (rule 730): day set as the creature enters, if it is neither day nor night
    _, become = only_action("If it's neither day nor night, it becomes day as this creature enters.")
    assert become.verb == Verb.BECOME and become.detail == ["day"]
    assert become.condition is not None and become.condition.test == "both"
    tests = [c.test for c in become.condition.about if isinstance(c, EffectCondition)]
    assert tests == ["neither_day_nor_night", "as"]


def test_past_forms_of_verbs() -> None:
    # River of Tears; Mine Is the Only Truth's kin; a crime (Outlaws of Thunder Junction); Gau, Feral Youth
    _, found = read("{T}: Add {U}. If you played a land this turn, add {B} instead.")
    add = found[-1]
    assert isinstance(add, Action) and add.condition is not None
    (played,) = add.condition.about
    assert isinstance(played, Action) and played.verb == Verb.PLAY
    _, draw = only_action("If you've committed a crime this turn, draw a card.")
    assert draw.condition is not None
    (crime,) = draw.condition.about
    assert isinstance(crime, Action) and crime.verb == Verb.COMMIT_CRIME
    _, draw = only_action("If a card left your graveyard this turn, draw a card.")
    assert draw.condition is not None
    (left,) = draw.condition.about
    assert isinstance(left, Action) and left.verb == Verb.LEAVE_GRAVEYARD


def test_when_an_action_is_allowed_and_rules_of_a_spell() -> None:
    # Aleatory; Balor's modes; Consume Spirit
    _, cast = only_action("Cast this spell only during combat after blockers are declared.")
    assert cast.verb == Verb.CAST and cast.detail == ["after:declare_blockers"]
    _, found = read("Each mode must target a different player.")
    (target,) = found
    assert isinstance(target, Action) and target.verb == Verb.TARGET
    _, found = read("Spend only black mana on X.")
    (spend,) = found
    assert isinstance(spend, Action) and spend.verb == Verb.SPEND and spend.detail == ["only_black_on_x"]


def test_steps_skipped_and_phasing_in_prevented() -> None:
    # Stasis; Disciple of Caelus Nin
    _, skip = only_action("Players skip their untap steps.")
    assert skip.verb == Verb.SKIP
    _, phase = only_action("Permanents can't phase in.")
    assert phase.verb == Verb.PHASE_IN and phase.negated


def test_an_ability_triggering_again() -> None:
    # Panharmonicon: the entering causes the trigger; the trigger happens an additional time
    _, trigger = only_action(
        "If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that"
        " ability triggers an additional time."
    )
    assert trigger.verb == Verb.TRIGGER and trigger.detail == ["times:1_more"]
    assert isinstance(trigger.actor, Reference) and trigger.actor.refers == "anaphora"
    assert trigger.condition is not None
    (caused,) = trigger.condition.about
    assert isinstance(caused, Action) and caused.verb == Verb.TRIGGER and caused.condition is not None
    assert caused.condition.test == "caused_by"
    # Phoenix of Iteration's kin: the same trigger from another zone
    _, also = only_action("This ability also triggers if this card is in your graveyard.")
    assert also.verb == Verb.TRIGGER and also.detail == ["also"]
    assert also.condition is not None and also.condition.test == "is:graveyard"


def test_a_word_chosen_a_quality_chosen_and_mana_symbols_counted() -> None:
    # Magic Word; Extinction Event (the chosen quality refers to the choice); Light from Within
    _, found = read("As this enchantment enters, choose a word.")
    (choice,) = found
    assert isinstance(choice, Choice) and choice.what == "word"
    _, exile = only_action("Exile each creature with mana value of the chosen quality.")
    (creatures,) = exile.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["mana_value:of:chosen_quality"]
    _, pump = only_action("Each creature you control gets +1/+1 for each white mana symbol in its mana cost.")
    assert isinstance(pump.per, ObjectPhrase) and pump.per.types == ["mana_symbol"] and pump.per.colors == ["white"]


def test_poisoned_players_beheld_cards_and_night() -> None:
    # Corrupted Resolve; Osseous Exhale; Moonrager's Slash
    _, counter = only_action("Counter target spell if its controller is poisoned.")
    assert counter.condition is not None and counter.condition.test == "is:poisoned"
    _, gain = only_action("If a Dragon was beheld, you gain 2 life.")
    assert gain.condition is not None
    (beheld,) = gain.condition.about
    assert isinstance(beheld, Action) and beheld.verb == Verb.BEHOLD
    _, cost = only_action("This spell costs {2} less to cast if it's night.")
    assert cost.condition is not None and cost.condition.test == "night"


def test_mana_a_player_spends_and_any_player_permanents() -> None:
    # a Dragon-mana land of Tarkir: Dragonstorm's kin; Sorceress Queen's older kin ("as long as any player controls")
    _, found = read("{T}: Add one mana of any color. When you spend this mana to cast a Dragon creature spell, scry 2.")
    event = next(n for n in found if isinstance(n, TriggerEvent))
    (spend,) = event.actions
    assert spend.verb == Verb.SPEND and isinstance(spend.actor, PlayerPhrase) and spend.actor.who == "you"
    (dragon,) = spend.objects
    assert isinstance(dragon, ObjectPhrase) and dragon.subtypes == ["Dragon"]
    _, pump = only_action("This creature gets +1/+0 as long as any player controls a black permanent.")
    assert pump.condition is not None and pump.condition.test == "as_long_as:control"
    player = pump.condition.about[0]
    assert isinstance(player, PlayerPhrase) and player.who == "any_player"


def test_an_ability_that_triggers_only_once() -> None:
    # Acrobatic Cheerleader: the trigger, not an activation, limited to one time
    _, found = read("This ability triggers only once.")
    (trigger,) = found
    assert isinstance(trigger, Action) and trigger.verb == Verb.TRIGGER and trigger.detail == ["only_times:1"]


def test_greater_power_and_damage_already_dealt() -> None:
    # Locke, Treasure Hunter; Final Punishment
    _, block = only_action("This creature can't be blocked by creatures with greater power.")
    (creatures,) = block.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["greater:power"]
    _, lose = only_action("Target player loses life equal to the damage already dealt to that player this turn.")
    assert lose.verb == Verb.LOSE_LIFE and lose.amount == "damage_dealt_to_that_player_this_turn"


def test_a_player_loses_all_unspent_mana() -> None:
    # Worldpurge, its last sentence; Mana Short: the mana pool emptied (rule 500.4's loss, done by an effect)
    _, action = only_action("Each player loses all unspent mana.")
    assert action.verb == Verb.LOSE_MANA
    assert isinstance(action.actor, PlayerPhrase) and action.actor.who == "each_player"
    _, (tap, lose) = read("Tap all lands target player controls and that player loses all unspent mana.")
    assert isinstance(tap, Action) and tap.verb == Verb.TAP
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_MANA
    assert isinstance(lose.actor, PlayerPhrase) and lose.actor.who == "that_player"
