"""How the paragraph layer cuts card text before the effect grammar reads it: a tiered mode's cost, a
chapter's flavor word, a keyword after a flavor word's label, "Doctor's companion", a colon before a quoted
ability, a Russian trigger event with a relative clause, a dash inside a later sentence. Real card texts."""

from __future__ import annotations

import mtglinks
from mtglinks.kinds import AbilityKind, CostKind, EffectKind


def _untyped(ability: mtglinks.Ability) -> list[str]:
    return [node.text for node in ability.effects if node.kind == EffectKind.UNTYPED]


def test_doctors_companion_is_a_keyword_line() -> None:
    # Rose Tyler (Oracle)
    (ability,) = mtglinks.parse(
        "Doctor's companion (You can have two commanders if the other is the Doctor.)", name="Rose Tyler"
    ).abilities
    assert ability.kind == AbilityKind.KEYWORD
    assert [k.canonical for k in ability.keywords] == ["doctor's companion"]


def test_a_tiered_modes_cost_is_a_cost_not_a_sentence() -> None:
    # Cloud's Limit Break (Oracle): "Tiered", then each mode's name, its additional cost and its effect
    card = mtglinks.parse(
        "Tiered (Choose one additional cost.)\n• Cross-Slash — {0} — Destroy target tapped creature.\n"
        "• Omnislash — {3}{W} — Destroy all tapped creatures.",
        name="Cloud's Limit Break",
    )
    modes = [a for a in card.iter_abilities() if a.bullet]
    assert [[(p.text, p.kind) for p in m.cost] for m in modes] == [
        [("{0}", CostKind.MANA)],
        [("{3}{W}", CostKind.MANA)],
    ]
    assert [[s.text for s in m.effect] for m in modes] == [
        ["Destroy target tapped creature."],
        ["Destroy all tapped creatures."],
    ]
    assert all(not _untyped(m) for m in modes)


def test_a_chapters_flavor_word_is_no_sentence() -> None:
    # Summon: Kujata (Oracle): "III — Fire — …", the chapter's name after its numeral (rule 207.2c)
    (ability,) = mtglinks.parse("III — Fire — Discard a card, then draw two cards.", name="Summon: Kujata").abilities
    assert ability.kind == AbilityKind.CHAPTER
    assert [s.text for s in ability.effect] == ["Discard a card, then draw two cards."]
    assert not _untyped(ability)


def test_a_chapters_modal_label_stays_a_sentence() -> None:
    (ability,) = mtglinks.parse("I, II — Choose one —", name="Fall of the Thran").abilities
    assert [s.text for s in ability.effect] == ["Choose one —"]


def test_a_keyword_after_a_flavor_words_label_is_a_keyword() -> None:
    # Dancer's Chakrams and Reaver Titan (Oracle)
    (equip,) = mtglinks.parse("Krishna — Equip {3}", name="Dancer's Chakrams").abilities
    assert equip.kind == AbilityKind.KEYWORD
    assert equip.label == "Krishna"
    assert [(k.canonical, k.parameter) for k in equip.keywords] == [("equip", "{3}")]
    (shields,) = mtglinks.parse("Void Shields — Protection from mana value 3 or less", name="Reaver Titan").abilities
    assert [(k.canonical, k.parameter) for k in shields.keywords] == [("protection", "from mana value 3 or less")]


def test_a_flavor_words_label_before_a_sentence_stays_static() -> None:
    # Reaver Titan's other ability: a sentence with its period after the flavor word is no keyword line
    text = "Gatling Blaster — Whenever this Vehicle attacks, it deals 5 damage to each opponent."
    (ability,) = mtglinks.parse(text, name="Reaver Titan").abilities
    assert ability.kind == AbilityKind.TRIGGERED


def test_a_spanish_colon_before_a_granted_ability_is_no_cost() -> None:
    # Pacto de medianoche (printed-es)
    text = 'La criatura encantada tiene: "{B}: Esta criatura obtiene +1/+1 hasta el final del turno".'
    (ability,) = mtglinks.parse(text, lang="es", name="Pacto de medianoche").abilities
    assert ability.kind == AbilityKind.STATIC
    assert ability.cost == []
    assert not _untyped(ability)
    (granted,) = ability.children
    assert granted.kind == AbilityKind.ACTIVATED
    assert [p.text for p in granted.cost] == ["{B}"]


def test_a_french_colon_before_a_granted_ability_is_no_cost() -> None:
    # Lanterne chromatique (printed-fr)
    text = (
        "Les terrains que vous contrôlez ont : « {T} : Ajoutez un mana de la couleur de votre choix à votre réserve. »"
    )
    (ability,) = mtglinks.parse(text, lang="fr", name="Lanterne chromatique").abilities
    assert ability.kind == AbilityKind.STATIC
    assert ability.cost == []
    assert [c.kind for c in ability.children] == [AbilityKind.ACTIVATED]


def test_a_colon_inside_the_quotes_stays() -> None:
    text = 'La criatura encantada tiene: "{B}: Esta criatura obtiene +1/+1 hasta el final del turno".'
    (ability,) = mtglinks.parse(text, lang="es", name="Pacto de medianoche").abilities
    assert ability.children[0].normalized == "{B}: Esta criatura obtiene +1/+1 hasta el final del turno"


def test_a_russian_trigger_event_goes_on_over_its_relative_clause() -> None:
    # Безделушка из облачного камня (printed-ru)
    text = (
        "Каждый раз, когда неартефактный перманент, который вы контролируете, вступает в игру, вы можете вернуть "
        "другой перманент того же типа в руку владельца."
    )
    (ability,) = mtglinks.parse(text, lang="ru", name="Безделушка из облачного камня").abilities
    assert ability.trigger is not None
    assert ability.trigger.event == "неартефактный перманент, который вы контролируете, вступает в игру"
    assert [s.text for s in ability.effect] == ["вы можете вернуть другой перманент того же типа в руку владельца."]
    assert not _untyped(ability)


def test_a_russian_relative_clause_after_the_events_verb_stays_out_of_it() -> None:
    # Агент Судеб (printed-ru): "целью которого является ~" is kept in the event by the comma rule; the imperative
    # after it opens the effect
    text = (
        "Каждый раз, когда вы разыгрываете заклинание, целью которого является Агент Судеб, каждый оппонент "
        "жертвует существо."
    )
    (ability,) = mtglinks.parse(text, lang="ru", name="Агент Судеб").abilities
    assert ability.trigger is not None
    assert ability.trigger.event == "вы разыгрываете заклинание, целью которого является ~"
    assert [s.text for s in ability.effect] == ["каждый оппонент жертвует существо."]


def test_a_dash_inside_a_later_sentence_is_read_with_it() -> None:
    # Great Intelligence's Plan (Oracle): a villainous choice after a first sentence
    text = (
        "Draw three cards. Then target opponent faces a villainous choice — They discard three cards, or you may cast "
        "a spell from your hand without paying its mana cost."
    )
    (ability,) = mtglinks.parse(text, name="Great Intelligence's Plan").abilities
    assert ability.kind != AbilityKind.UNPARSED
    assert [s.text for s in ability.effect] == [
        "Draw three cards.",
        "Then target opponent faces a villainous choice — They discard three cards, or you may cast a spell from "
        "your hand without paying its mana cost.",
    ]


def test_modes_opened_by_a_later_sentence() -> None:
    # Gerrard and Hanna (Oracle, Unknown Event): "Then, choose one —" after the trigger's first sentence
    text = "Whenever ~ attacks, you gain 1 life for each card in target opponent's hand. Then, choose one —"
    (ability,) = mtglinks.parse(text, name="Gerrard and Hanna").abilities
    assert ability.kind == AbilityKind.TRIGGERED
    assert ability.effect[-1].text == "Then, choose one —"


def test_a_colon_after_a_trigger_clauses_effect_opens_a_list() -> None:
    # Form of the Stax Player (Oracle): the paragraph was unparsed, so "each token created with it" found no link
    card = mtglinks.analyze(
        "At the beginning of your upkeep, create a random token that's a copy of one of the following:\n"
        "Aven Mindcensor, Drannith Magistrate, Ghostly Prison, Hushbringer, Smokestack, or Thalia, Guardian of "
        "Thraben. (There are six of them, so one easy way to select is to roll a D6.)\n"
        "When Form of the Stax Player leaves the battlefield, sacrifice each token created with it.",
        name="Form of the Stax Player",
    )
    first = card.abilities[0]
    assert first.kind == AbilityKind.TRIGGERED
    assert first.cost == []
    assert [s.text for s in first.effect] == ["create a random token that's a copy of one of the following:"]
    assert [link.rule for link in card.links] == ["607.2c"]


def test_two_qualifiers_of_one_noun_stay_in_the_event() -> None:
    # Valkyrie's Call (Oracle)
    text = (
        "Whenever a nontoken, non-Angel creature you control dies, return that card to the battlefield under its "
        "owner's control with a +1/+1 counter on it."
    )
    (ability,) = mtglinks.parse(text, name="Valkyrie's Call").abilities
    assert ability.trigger is not None
    assert ability.trigger.event == "a nontoken, non-Angel creature you control dies"
    assert not _untyped(ability)


def test_a_list_of_two_objects_is_no_stacked_qualifier() -> None:
    # a "non-" word ends the event, but the chunk after the comma opens the effect (Oracle's prowess-like shape)
    text = "Whenever you cast a noncreature spell, draw a card, then discard a card."
    (ability,) = mtglinks.parse(text, name="Test").abilities
    assert ability.trigger is not None
    assert ability.trigger.event == "you cast a noncreature spell"
