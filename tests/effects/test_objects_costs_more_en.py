"""English objects, costs and counted nouns (grammar/effects-en/2-objects-more.lark) on real card text (2026 Oracle
wording): a token named before what it is, a companion's condition on the starting deck, a keyword's ability or cost,
counters of each kind named, repeated actions, a copy's exceptions, alternative costs said with their spells, and a
counter's kind capitalised as a subtype."""

from __future__ import annotations

from helpers import original
from helpers import typed_card as read

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import EffectKind, Verb
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference


def _actions(found: list[object]) -> list[Action]:
    return [n for n in found if isinstance(n, Action)]


def test_a_token_named_before_what_it_is() -> None:
    # Marit Lage's Slumber: read as "… token named Marit Lage"
    card, found = read(
        "At the beginning of your upkeep, if you control ten or more snow permanents, sacrifice Marit Lage's Slumber. "
        "If you do, create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible.",
        "Marit Lage's Slumber",
    )
    create = _actions(found)[-1]
    assert create.verb == Verb.CREATE and create.zone_to == "battlefield"
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.types == ["creature", "token"] and token.subtypes == ["Avatar"]
    assert "named:Marit Lage" in token.qualifiers and "20/20" in token.qualifiers
    assert original(card, create) == (
        "If you do, create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible"
    )
    # Nissa, Sage Animist: a name that holds a comma
    _, found = read("[−2]: Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token.", "Nissa")
    (create,) = _actions(found)
    assert "named:Ashaya, the Awoken World" in create.objects[0].qualifiers  # type: ignore[union-attr]
    # Koma, Cosmos Serpent: the card's own name opening the token's, after "named"
    _, found = read(
        "At the beginning of each upkeep, create a 3/3 blue Serpent creature token named Koma's Coil.",
        "Koma, Cosmos Serpent",
    )
    create = _actions(found)[-1]
    assert "named:~'s Coil" in create.objects[0].qualifiers  # type: ignore[union-attr]


def test_a_capitalised_word_before_a_comma_and_no_token_is_no_name() -> None:
    # no token after the article: the words stay unknown (nothing is read as a name without the shape)
    card = mtglinks.parse("Create Marit Lage, a legendary 20/20 black Avatar creature with flying.")
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    assert not is_typed(found)


def test_a_companions_condition_on_the_starting_deck() -> None:
    # Lurrus of the Dream-Den
    card, found = read(
        "Companion — Each permanent card in your starting deck has mana value 2 or less. (If this card is your chosen "
        "companion, you may put it into your hand from outside the game for {3} as a sorcery.)\nLifelink",
        "Lurrus of the Dream-Den",
    )
    (deck,) = found
    assert isinstance(deck, EffectCondition) and deck.test == "starting_deck:each"
    each, required = deck.about
    assert isinstance(each, ObjectPhrase) and each.determiner == "each" and each.types == ["permanent", "card"]
    assert isinstance(required, ObjectPhrase) and required.qualifiers == ["mana_value:2:or_less"]
    # Keruga, the Macrosage: the cards the deck holds only
    _, found = read(
        "Companion — Your starting deck contains only cards with mana value 3 or greater and land cards.",
        "Keruga, the Macrosage",
    )
    (deck,) = found
    assert isinstance(deck, EffectCondition) and deck.test == "starting_deck:only"
    assert [o.qualifiers for o in deck.about if isinstance(o, ObjectPhrase)] == [["mana_value:3:or_greater"], []]
    # Kaheera, the Orphanguard: a card of either subtype
    _, found = read(
        "Companion — Each creature card in your starting deck is a Cat, Elemental, Nightmare, Dinosaur, or Beast card.",
        "Kaheera, the Orphanguard",
    )
    (deck,) = found
    assert isinstance(deck, EffectCondition) and isinstance(deck.about[1], ObjectPhrase)
    assert deck.about[1].subtypes == ["Cat_or_Elemental_or_Nightmare_or_Dinosaur_or_Beast"]
    # Umori, the Collector: what the cards share
    _, found = read("Companion — Each nonland card in your starting deck shares a card type.", "Umori, the Collector")
    (deck,) = found
    assert isinstance(deck, EffectCondition) and "share:card_type" in deck.about[1].qualifiers  # type: ignore[attr-defined]


def test_a_keywords_ability_and_cost() -> None:
    # Freya Crescent: the mana's second use, an equip ability
    _, found = read(
        "{T}: Add {R}. Spend this mana only to cast an Equipment spell or activate an equip ability.", "Freya Crescent"
    )
    spend = _actions(found)[-1]
    (activate,) = spend.alternatives
    (ability,) = activate.objects
    assert (
        isinstance(ability, ObjectPhrase) and ability.types == ["ability"] and ability.qualifiers == ["keyword:equip"]
    )
    # Herald of Anafenza: the card's own outlast ability
    _, found = read(
        "Whenever you activate this creature's outlast ability, create a 1/1 white Warrior creature token.",
        "Herald of Anafenza",
    )
    event = found[0]
    (ability,) = event.actions[0].objects  # type: ignore[attr-defined]
    assert ability.qualifiers == ["keyword:outlast", "of:self"] and ability.determiner == "possessive"
    # Naktamun: the keyword's cost set from the card's own
    _, found = read("Each creature card in your graveyard has embalm. Its embalm cost is equal to its mana cost.")
    cost = found[-1]
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    assert cost.detail == ["keyword:embalm", "set:mana_cost"]


def test_counters_of_each_kind_named_and_actions_repeated() -> None:
    # Pir, Imaginative Rascal
    _, found = read(
        "If one or more counters would be put on a permanent your team controls, that many plus one of each of those "
        "kinds of counters are put on that permanent instead.",
        "Pir, Imaginative Rascal",
    )
    (put,) = _actions(found)
    assert put.verb == Verb.PUT_COUNTER and put.amount == "that_many:plus:1" and "counter:same_kinds" in put.detail
    # Expand the Sphere: a number of times, its count after
    _, found = read(
        "If you put fewer than two lands onto the battlefield this way, proliferate a number of times equal to the "
        "difference.",
        "Expand the Sphere",
    )
    (proliferate,) = _actions(found)
    assert proliferate.verb == Verb.PROLIFERATE and proliferate.detail == ["times:number"]
    assert proliferate.amount == "difference"
    # Bronze Cudgels
    _, found = read(
        "{2}: Until end of turn, equipped creature gets +X/+0, where X is the number of times this ability has "
        "resolved this turn.",
        "Bronze Cudgels",
    )
    (pump,) = _actions(found)
    assert pump.amount == "times_resolved_this_turn"


def test_a_copys_exceptions_joined_by_and_and_its_size_named() -> None:
    # Nightmare Shepherd: both exceptions one condition (no action "become" of its own)
    _, found = read(
        "Whenever another nontoken creature you control dies, you may exile it. If you do, create a token that's a "
        "copy of that creature, except it's 1/1 and it's a Nightmare in addition to its other types.",
        "Nightmare Shepherd",
    )
    create = _actions(found)[-1]
    assert create.verb == Verb.CREATE and [a.verb for a in _actions(found)].count(Verb.BECOME) == 0
    assert isinstance(create.condition, EffectCondition)
    exception = create.condition.about[-1]
    assert isinstance(exception, EffectCondition) and exception.test == "except:all" and len(exception.about) == 2
    # Endless Evil
    _, found = read(
        "At the beginning of your upkeep, create a token that's a copy of enchanted creature, except the token is 1/1.",
        "Endless Evil",
    )
    create = _actions(found)[-1]
    assert isinstance(create.condition, EffectCondition) and create.condition.test == "except:is:1/1"
    assert isinstance(create.condition.about[0], Reference)


def test_alternative_costs_with_the_spells_they_replace() -> None:
    # Dream Halls
    card, found = read(
        "Rather than pay the mana cost for a spell, its controller may discard a card that shares a color with that "
        "spell.",
        "Dream Halls",
    )
    (discard,) = _actions(found)
    assert discard.verb == Verb.DISCARD and isinstance(discard.condition, EffectCondition)
    assert discard.condition.test == "rather_than:mana_cost"
    assert [original(card, o) for o in discard.condition.about] == ["a spell"]
    # Primal Prayers
    _, found = read(
        "You may cast creature spells with mana value 3 or less by paying {E} rather than paying their mana costs.",
        "Primal Prayers",
    )
    (cast,) = _actions(found)
    assert "rather_than:mana_cost" in cast.detail and "by_paying:{E}" in cast.detail
    # The Face of Boe: a keyword's cost paid (its sentence before is not read yet)
    card = mtglinks.parse(
        "{T}: You may cast a spell with suspend from your hand. If you do, pay its suspend cost rather than its mana "
        "cost. Activate only as a sorcery.",
        name="The Face of Boe",
    )
    found = [node for ability in card.iter_abilities() for node in ability.effects]
    pay = next(a for a in _actions(found) if a.verb == Verb.PAY)
    (cost,) = pay.objects
    assert isinstance(cost, ObjectPhrase) and cost.types == ["cost"] and "keyword:suspend" in cost.qualifiers
    assert "rather_than:mana_cost" in pay.detail


def test_a_counters_kind_capitalised_is_a_subtype() -> None:
    # Maelstrom of the Spirit Dragon
    _, found = read(
        "{T}: Add one mana of any color. Spend this mana only to cast a Dragon spell or an Omen spell.",
        "Maelstrom of the Spirit Dragon",
    )
    spend = _actions(found)[-1]
    assert spend.verb == Verb.SPEND and isinstance(spend.condition, EffectCondition)
    (cast,) = spend.condition.about
    assert [o.subtypes for o in cast.objects if isinstance(o, ObjectPhrase)] == [["Dragon"], ["Omen"]]  # type: ignore[attr-defined]
    # Trenzalore Clocktower: a subtype of two words, and the counter's kind where it is one
    _, found = read(
        "{T}: Add {U}. Put a time counter on Trenzalore Clocktower.\n"
        "{1}{U}, {T}: Draw seven cards. Activate only if you control a Time Lord.",
        "Trenzalore Clocktower",
    )
    counter = next(a for a in _actions(found) if a.verb == Verb.PUT_COUNTER)
    assert counter.detail == ["counter:time"]
    timing = [n for n in found if n.kind == EffectKind.CONDITION or isinstance(n, Action)][-1]
    assert "Time Lord" in str(timing.to_dict())


def test_cards_exiled_in_a_face_down_pile_and_the_pile_shuffled() -> None:
    # Ghastly Conscription
    _, found = read(
        "Exile all creature cards from target player's graveyard in a face-down pile, shuffle that pile, then manifest "
        "those cards.",
        "Ghastly Conscription",
    )
    exile, shuffle, manifest = _actions(found)
    assert exile.verb == Verb.EXILE and exile.detail == ["face_down_pile"] and exile.zone_from == "graveyard"
    assert shuffle.verb == Verb.SHUFFLE and isinstance(shuffle.objects[0], Reference)
    assert manifest.verb == Verb.MANIFEST


def test_mana_spent_by_its_sources_and_as_another_colors() -> None:
    # Myr Superion
    card, found = read("Spend only mana produced by creatures to cast this spell.", "Myr Superion")
    (spend,) = _actions(found)
    assert spend.verb == Verb.SPEND and isinstance(spend.condition, EffectCondition)
    assert spend.condition.test == "only_from"
    sources, purpose = spend.condition.about
    assert original(card, sources) == "creatures" and isinstance(purpose, Action) and purpose.verb == Verb.CAST
    # Sunglasses of Urza, Celestial Dawn
    _, found = read("You may spend white mana as though it were red mana.", "Sunglasses of Urza")
    assert _actions(found)[0].detail == ["mana", "as_though:white_as_red"]
    _, found = read("You may spend other mana only as though it were colorless mana.", "Celestial Dawn")
    assert "as_though:other_as_colorless" in _actions(found)[0].detail


def test_counters_additional_halved_and_rounded_and_kinds_counted() -> None:
    # Arwen, Weaver of Hope
    _, found = read(
        "Each other creature you control enters with a number of additional +1/+1 counters on it equal to Arwen's "
        "toughness.",
        "Arwen, Weaver of Hope",
    )
    (enter,) = _actions(found)
    assert enter.verb == Verb.ENTER and enter.amount == "toughness" and "counter:+1/+1:X" in enter.detail
    # Vorinclex, Monstrous Raider
    _, found = read(
        "If an opponent would put one or more counters on a permanent or player, they put half that many of each of "
        "those kinds of counters on that permanent or player instead, rounded down.",
        "Vorinclex, Monstrous Raider",
    )
    (put,) = _actions(found)
    assert put.amount == "half:that_many" and put.detail[-1] == "rounded:down" and "counter:same_kinds" in put.detail
    # Perrie, the Pulverizer
    _, found = read(
        "Whenever Perrie attacks, target creature you control gains trample and gets +X/+X until end of turn, where X "
        "is the number of different kinds of counters among permanents you control.",
        "Perrie, the Pulverizer",
    )
    assert _actions(found)[-1].amount == "counter_kinds"


def test_an_even_mana_value_of_one_card() -> None:
    # Gyruda, Doom of Depths
    card, found = read(
        "When Gyruda enters, each player mills four cards. Put a creature card with an even mana value from among the "
        "milled cards onto the battlefield under your control.",
        "Gyruda, Doom of Depths",
    )
    put = _actions(found)[-1]
    (card_put,) = [o for o in put.objects if isinstance(o, ObjectPhrase)]
    assert "mana_value:even" in card_put.qualifiers
