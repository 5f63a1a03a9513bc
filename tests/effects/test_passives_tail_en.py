"""Passives with their agent, the players a choice names, phenomena met, counters just counted removed and objects
tied for a value, on real Oracle text: "cast by an opponent", "enchanted by two or more Auras" (lang/en/
effect_words_passives.py, effects/passive_shapes.py), "Each friend …" (effect_words_sides.py), "When you encounter
~" (effect_words_planes_dice.py), "remove those counters" (effects/tail_shapes.py), "tied for least power"
(effect_words_states.py)."""

from __future__ import annotations

from helpers import card_effects, walk
from helpers import typed_card as read

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Choice, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def _nodes(card: mtglinks.Card) -> list[object]:
    return [n for node in card_effects(card) for n in walk(node)]


def test_a_spell_cast_by_an_opponent() -> None:
    # Soul Partition: the spell is one an opponent cast, a relative action whose actor is the opponent
    text = (
        "Exile target nonland permanent. For as long as that card remains exiled, its owner may play it. A spell cast"
        " by an opponent this way costs {2} more to cast."
    )
    _, found = read(text, "Soul Partition")
    cost = found[-1]
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    spell = cost.actor
    assert isinstance(spell, ObjectPhrase) and spell.types == ["spell"] and spell.qualifiers == ["this_way"]
    (cast,) = spell.relative
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "an_opponent"


def test_creatures_played_by_your_opponents() -> None:
    # Uphill Battle
    _, found = read("Creatures played by your opponents enter tapped.", "Uphill Battle")
    (enter,) = found
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert isinstance(enter.actor, ObjectPhrase)
    (played,) = enter.actor.relative
    assert isinstance(played, Action) and played.verb == Verb.PLAY
    assert isinstance(played.actor, PlayerPhrase) and played.actor.who == "your_opponents"


def test_a_vehicle_crewed_by_this_creature_and_a_creature_crewed_by_two() -> None:
    # Balthier and Fran: the Vehicle crewed by ~ this turn
    card = mtglinks.parse(
        "Whenever a Vehicle crewed by Balthier and Fran this turn attacks, if it's the first combat phase of the turn,"
        " you may pay {1}{R}{G}.",
        name="Balthier and Fran",
    )
    (event,) = [n for n in _nodes(card) if isinstance(n, TriggerEvent)]
    vehicle = event.actions[0].actor
    assert isinstance(vehicle, ObjectPhrase) and vehicle.subtypes == ["Vehicle"]
    (crewed,) = vehicle.relative
    assert isinstance(crewed, Action) and crewed.verb == Verb.CREW
    assert isinstance(crewed.actor, Reference) and crewed.actor.refers == "self"
    # Mighty Servant of Leuk-o: after "was", the passive as "was sacrificed by" reads (the agents its objects)
    card = mtglinks.parse(
        "Whenever this Vehicle becomes crewed for the first time each turn, if it was crewed by exactly two creatures,"
        " it gains trample until end of turn.",
        name="Mighty Servant of Leuk-o",
    )
    (test,) = [n for n in _nodes(card) if isinstance(n, EffectCondition) and n.test == "did"]
    (crew,) = test.about
    assert isinstance(crew, Action) and crew.verb == Verb.CREW and crew.detail == ["passive"]
    (two,) = crew.objects
    assert isinstance(two, ObjectPhrase) and two.count == "2" and two.types == ["creature"]


def test_saddled_by_a_creature_of_a_color() -> None:
    # Rideable Mantis: three conditions, each a saddling by a creature of one color this turn
    text = (
        "Whenever Rideable Mantis attacks, it gains flying until end of turn if it was saddled by a blue creature this"
        " turn. It gains trample until end of turn if it was saddled by a red creature this turn. If it was saddled by"
        " a white creature this turn, untap it.\nSaddle 1"
    )
    card, _ = read(text, "Rideable Mantis")
    saddled = [n for n in _nodes(card) if isinstance(n, Action) and n.verb == Verb.SADDLE]
    colors = [o.colors for a in saddled for o in a.objects if isinstance(o, ObjectPhrase)]
    assert colors == [["blue"], ["red"], ["white"]]


def test_enchanted_by_an_aura() -> None:
    # Eriette of the Charmed Apple: "enchanted by" reads as "attached to" does, the Aura the related object
    text = "Each creature that's enchanted by an Aura you control can't attack you or planeswalkers you control."
    _, found = read(text, "Eriette of the Charmed Apple")
    attack = found[0]
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.negated
    creature = attack.actor
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["enchanted_by"]
    (aura,) = creature.related
    assert isinstance(aura, ObjectPhrase) and aura.subtypes == ["Aura"] and aura.controller == "you"
    # Kitsune Mystic: the intervening "if" counts the Auras
    card = mtglinks.parse(
        "At the beginning of the end step, if this creature is enchanted by two or more Auras, flip it.",
        name="Kitsune Mystic",
    )
    (test,) = [n for n in _nodes(card) if isinstance(n, EffectCondition)]
    assert test.test == "is:enchanted_by"
    auras = test.about[-1]
    assert isinstance(auras, ObjectPhrase) and auras.count == "2:or_more" and auras.subtypes == ["Aura"]


def test_dealt_damage_this_turn_by_a_source() -> None:
    # Kumano Faces Kakkazan's back face: the creature dealt damage by a source you controlled (the related object)
    text = "Haste\nIf a creature dealt damage this turn by a source you controlled would die, exile it instead."
    _, found = read(text, "Etching of Kumano")
    exile = found[-1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.condition is not None
    (die,) = exile.condition.about
    assert isinstance(die, Action) and die.verb == Verb.DIE
    creature = die.actor
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["dealt_damage_this_turn:by"]
    (source,) = creature.related
    assert isinstance(source, ObjectPhrase) and source.types == ["source"] and source.controller == "you"


def test_countered_by_spells_of_two_colors() -> None:
    # Autumn's Veil: the spells that can't counter yours are the passive's objects
    text = (
        "Spells you control can't be countered by blue or black spells this turn, and creatures you control can't be"
        " the targets of blue or black spells this turn."
    )
    _, found = read(text, "Autumn's Veil")
    countered = found[0]
    assert isinstance(countered, Action) and countered.verb == Verb.COUNTER and countered.negated
    assert countered.detail == ["passive"]
    (by,) = countered.objects
    assert isinstance(by, ObjectPhrase) and by.types == ["spell"] and by.colors == ["blue_or_black"]


def test_friend_or_foe() -> None:
    # Regna's Sanction: the choice for each player, then what each friend and each foe does
    text = (
        "For each player, choose friend or foe. Each friend puts a +1/+1 counter on each creature they control. Each"
        " foe chooses one untapped creature they control, then taps the rest."
    )
    _, found = read(text, "Regna's Sanction")
    choice = found[0]
    assert isinstance(choice, Choice) and choice.what == "friend_or_foe"
    put, chooses = found[1], found[2]
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert isinstance(put.actor, PlayerPhrase) and put.actor.who == "each_friend"
    assert isinstance(chooses, Choice) and isinstance(chooses.chooser, PlayerPhrase)
    assert chooses.chooser.who == "each_foe"


def test_when_you_encounter_a_phenomenon() -> None:
    # Chaotic Aether, Mad Labs: the event of meeting the phenomenon
    card = mtglinks.parse(
        "When you encounter Chaotic Aether, each blank roll of the planar die is a {CHAOS} roll until a player"
        " planeswalks away from a plane.",
        name="Chaotic Aether",
    )
    (event,) = [n for n in _nodes(card) if isinstance(n, TriggerEvent)]
    assert event.event == Verb.ENCOUNTER
    assert isinstance(event.actions[0].actor, PlayerPhrase) and event.actions[0].actor.who == "you"
    card = mtglinks.parse("When you encounter this phenomenon, each player draws a card.", name="Mad Labs")
    assert [n.event for n in _nodes(card) if isinstance(n, TriggerEvent)] == [Verb.ENCOUNTER]


def test_remove_those_counters() -> None:
    # Prize Pig, Hostile Hostel: the counters the condition counted, removed
    text = (
        "Whenever you gain life, put that many ribbon counters on this creature. Then if there are three or more ribbon"
        " counters on this creature, remove those counters and untap it.\n{T}: Add one mana of any color."
    )
    _, found = read(text, "Prize Pig")
    remove = next(n for n in found if isinstance(n, Action) and n.verb == Verb.REMOVE_COUNTER)
    assert remove.detail == ["counter:those"] and remove.condition is not None


def test_tied_for_least_power() -> None:
    # Drop of Honey, Juxtapose: objects tied for a value, as what they are
    text = (
        "At the beginning of your upkeep, destroy the creature with the least power. It can't be regenerated. If two"
        " or more creatures are tied for least power, you choose one of them."
    )
    card = mtglinks.parse(text, name="Drop of Honey")
    tests = [n.test for n in _nodes(card) if isinstance(n, EffectCondition)]
    assert "is:tied_for_least:power" in tests
    text = "If two or more permanents a player controls are tied for greatest, their controller chooses one of them."
    _, found = read(text, "Juxtapose")
    assert any(isinstance(n, EffectCondition) and n.test == "is:tied_for_greatest" for n in _nodes_of(found))


def _nodes_of(found: list[object]) -> list[object]:
    return [n for node in found for n in walk(node)]  # type: ignore[arg-type]


def test_mana_of_one_symbol_counted() -> None:
    # Castle Garenbrig: six {G}, as "X mana of any one color" reads its amount (`mana:{G}:6`)
    text = (
        "This land enters tapped unless you control a Forest.\n{T}: Add {G}.\n{2}{G}{G}, {T}: Add six {G}. Spend this"
        " mana only to cast creature spells or activate abilities of creatures."
    )
    card, _ = read(text, "Castle Garenbrig")
    added = [n for n in _nodes(card) if isinstance(n, Action) and n.verb == Verb.ADD_MANA]
    assert [a.detail for a in added] == [["mana:{G}"], ["mana:{G}:6"]]


def test_choose_khans_or_dragons() -> None:
    # Outpost Siege: the choice as the enchantment enters
    card = mtglinks.parse("As this enchantment enters, choose Khans or Dragons.", name="Outpost Siege")
    (choice,) = [n for n in _nodes(card) if isinstance(n, Choice)]
    assert choice.what == "khans_or_dragons" and choice.condition is not None


def test_modes_chosen_by_their_pawprints() -> None:
    # Season of the Burrow: up to five {P} worth of modes
    card = mtglinks.parse(
        "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n{P} — Create a 1/1 white"
        " Rabbit creature token.",
        name="Season of the Burrow",
    )
    (choice,) = [n for n in card_effects(card) if isinstance(n, Choice) and n.options]
    assert choice.what == "mode" and choice.options == ["worth:up_to:5:{P}"]


def test_an_extra_turn_begun_and_skipped() -> None:
    # Stranglehold: beginning an extra turn is taking one; the turn named before, skipped
    text = (
        "Your opponents can't search libraries.\nIf an opponent would begin an extra turn, that player skips that turn"
        " instead."
    )
    _, found = read(text, "Stranglehold")
    skip = found[-1]
    assert isinstance(skip, Action) and skip.verb == Verb.SKIP and skip.condition is not None
    (begin,) = skip.condition.about
    assert isinstance(begin, Action) and begin.verb == Verb.TAKE_TURN
    # Time Bends to My Will, Buried Ogre
    text = "When you set this scheme in motion, take an extra turn after this one. Skip the untap step of that turn."
    _, found = read(text, "Time Bends to My Will")
    assert isinstance(found[-1], Action) and found[-1].verb == Verb.SKIP
    _, found = read(
        "You may begin the game with Buried Ogre in your graveyard. If you do, you lose 1 life.", "Buried Ogre"
    )
    assert isinstance(found[0], Action) and found[0].verb == Verb.BEGIN_GAME_WITH and found[0].optional


def test_spells_cast_only_any_time_a_sorcery_could_be() -> None:
    # Teferi, Time Raveler: the restriction as a condition of the only time allowed
    _, found = read("Each opponent can cast spells only any time they could cast a sorcery.", "Teferi, Time Raveler")
    (cast,) = found
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.condition is not None
    assert cast.condition.test == "only_any_time:sorcery"


def test_returned_tapped_and_transformed() -> None:
    # Ojer Taq, Deepest Foundation: both states in the detail
    text = "When Ojer Taq dies, return it to the battlefield tapped and transformed under its owner's control."
    _, found = read(text, "Ojer Taq, Deepest Foundation")
    back = found[-1]
    assert isinstance(back, Action) and back.verb == Verb.RETURN and back.zone_to == "battlefield"
    assert back.detail == ["tapped", "transformed", "under:owner"]


def test_a_vote_between_two_named_options() -> None:
    # Magister of Worth: the vote, then the option that won (or won or tied)
    text = (
        "Flying\nWill of the council — When this creature enters, starting with you, each player votes for grace or"
        " condemnation. If grace gets more votes, each player returns each creature card from their graveyard to the"
        " battlefield. If condemnation gets more votes or the vote is tied, destroy all creatures other than this"
        " creature."
    )
    card, _ = read(text, "Magister of Worth")
    (vote,) = [n for n in _nodes(card) if isinstance(n, Action) and n.verb == Verb.VOTE]
    assert vote.detail == ["option:grace", "option:condemnation"]
    tests = [n.test for n in _nodes(card) if isinstance(n, EffectCondition)]
    assert "vote_wins:grace" in tests and "vote_wins_or_tied:condemnation" in tests
    # Capital Punishment: the votes for one option, counted
    text = (
        "Council's dilemma — Starting with you, each player votes for death or taxes. Each opponent sacrifices a"
        " creature of their choice for each death vote and discards a card for each taxes vote."
    )
    card, _ = read(text, "Capital Punishment")
    counted = [o.types for n in _nodes(card) if isinstance(n, Action) and isinstance(o := n.per, ObjectPhrase)]
    assert counted == [["vote:death"], ["vote:taxes"]]


def test_unless_it_escaped_and_if_it_is_your_commander() -> None:
    # Uro, Titan of Nature's Wrath: cast with escape, as "it was kicked" reads
    card = mtglinks.parse("When Uro enters, sacrifice it unless it escaped.", name="Uro, Titan of Nature's Wrath")
    assert [n.test for n in _nodes(card) if isinstance(n, EffectCondition)] == ["unless:paid:escaped"]
    # Faceless One
    card = mtglinks.parse(
        "If Faceless One is your commander, choose a color before the game begins.", name="Faceless One"
    )
    (choice,) = [n for n in card_effects(card) if isinstance(n, Choice)]
    assert choice.what == "color" and choice.condition is not None and choice.condition.test == "is_your_commander"


def test_intensity() -> None:
    # Static Discharge: the intensity it starts with, the damage equal to it, the cards named so intensified
    text = (
        "Starting intensity 3\nThis sorcery deals damage equal to its intensity to any target. Then cards you own named"
        " Static Discharge intensify by 1."
    )
    _, found = read(text, "Static Discharge")
    start, damage, raise_ = found
    assert isinstance(start, Action) and start.verb == Verb.INTENSIFY and start.detail == ["starting"]
    assert start.amount == "3"
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "intensity"
    assert isinstance(raise_, Action) and raise_.verb == Verb.INTENSIFY and raise_.amount == "1"
    assert isinstance(raise_.actor, ObjectPhrase) and raise_.actor.qualifiers == ["named:self"]
    # Drix Interlacer: half of it, rounded down
    text = (
        "Starting intensity 0\nWhenever another artifact you control enters, this artifact intensifies by 1.\n{T},"
        " Sacrifice this artifact: Draw X cards, where X is half this artifact's intensity, rounded down. Activate only"
        " as a sorcery."
    )
    card, _ = read(text, "Drix Interlacer")
    draws = [n for n in _nodes(card) if isinstance(n, Action) and n.verb == Verb.DRAW]
    assert [d.amount for d in draws] == ["half:intensity:down"]


def test_the_ring_bearer_and_mana_produced_by_this_land() -> None:
    # One Ring to Rule Them All: the Ring-bearer's power, a number
    card = mtglinks.parse(
        "I — The Ring tempts you, then each player mills cards equal to your Ring-bearer's power.",
        name="One Ring to Rule Them All",
    )
    mills = [n for n in _nodes(card) if isinstance(n, Action) and n.verb == Verb.MILL]
    assert len(mills) == 1 and mills[0].amount is not None
    # The Myriad Pools: the spell cast with the land's mana
    card = mtglinks.parse(
        "{T}: Add {U}.\nWhenever you cast a permanent spell using mana produced by The Myriad Pools, up to one other"
        " target permanent you control becomes a copy of that spell until end of turn.",
        name="The Myriad Pools",
    )
    (event,) = [n for n in _nodes(card) if isinstance(n, TriggerEvent)]
    (spell,) = event.actions[0].objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["using_mana_from_self"]


def test_does_the_same() -> None:
    # Curse of Verbosity: the opponents attacking the cursed player repeat the draw
    text = (
        "Enchant player\nWhenever enchanted player is attacked, you draw a card. Each opponent attacking that player"
        " does the same."
    )
    _, found = read(text, "Curse of Verbosity")
    same = found[-1]
    assert isinstance(same, Action) and same.verb == Verb.REPEAT
    assert isinstance(same.actor, PlayerPhrase) and same.actor.who == "each_opponent_attacking_that_player"
    # Grim Captain's Call: the return done again for each of three subtypes
    text = "Return a Pirate card from your graveyard to your hand, then do the same for Vampire, Dinosaur, and Merfolk."
    _, found = read(text, "Grim Captain's Call")
    again = found[-1]
    assert isinstance(again, Action) and again.verb == Verb.REPEAT
    assert [o.subtypes for o in again.objects if isinstance(o, ObjectPhrase)] == [
        ["Vampire"],
        ["Dinosaur"],
        ["Merfolk"],
    ]
