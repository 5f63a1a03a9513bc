"""Current Oracle templates: a legendary card's short name, self-reference inside an ability the card grants
to itself, and choices and exiles of new shapes. Real card text (Oracle, 2026 wording)."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import link_triples

import mtglinks
from mtglinks.lang import get_language
from mtglinks.text.names import card_word_test, name_matcher, short_names
from mtglinks.text.normalize import granted_to_itself

KARN = (
    "[+4]: Target player exiles a card from their hand.\n"
    "[−3]: Exile target permanent.\n"
    "[−14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn. Then put those "
    "cards onto the battlefield under your control."
)
ASMODEUS = (
    "Binding Contract — If you would draw a card, exile the top card of your library face down instead.\n"
    "{B}{B}{B}: Draw seven cards.\n"
    "{B}: Return all cards exiled with Asmodeus to their owner's hand and you lose that much life."
)
ANIMATE_DEAD = (
    "Enchant creature card in a graveyard\n"
    'When this Aura enters, if it\'s on the battlefield, it loses "enchant creature card in a graveyard" and gains '
    '"enchant creature put onto the battlefield with this Aura." Return enchanted creature card to the battlefield '
    "under your control and attach this Aura to it. When this Aura leaves the battlefield, that creature's "
    "controller sacrifices it.\n"
    "Enchanted creature gets -1/-0."
)
SKYWAY_ROBBER = (
    "Flying\n"
    "Escape—{3}{U}, Exile five other cards from your graveyard. (You may cast this card from your graveyard for its "
    "escape cost.)\n"
    'This creature escapes with "Whenever this creature deals combat damage to a player, you may cast an artifact, '
    'instant, or sorcery spell from among cards exiled with this creature without paying its mana cost."'
)


def links(name: str, text: str, type_line: str | None) -> set[tuple[str, int, int]]:
    faces: list[dict[str, Any]] = [{"name": name, "text": text, "type_line": type_line}]
    return link_triples(mtglinks.analyze(name=name, faces=faces))


def test_a_legendary_card_is_found_by_its_first_word() -> None:
    assert links("Karn Liberated", KARN, "Legendary Planeswalker — Karn") == {("2a", 0, 2), ("2a", 1, 2)}
    assert links("Asmodeus the Archfiend", ASMODEUS, "Legendary Creature — Demon") == {("2b", 0, 2)}


def test_without_legendary_on_the_type_line_a_first_word_is_no_name() -> None:
    # The same words on a card whose type line says it is not legendary name another object.
    assert links("Karn Liberated", KARN, "Planeswalker — Karn") == set()


def test_without_a_type_line_a_short_name_counts_where_only_the_card_can_stand() -> None:
    # "cards exiled with Karn": only the card itself can have exiled them (labelled files carry no type line)
    assert links("Karn Liberated", KARN, None) == {("2a", 0, 2), ("2a", 1, 2)}
    # elsewhere a first word is not taken for the card without a type line
    card = mtglinks.analyze("Whenever Gimli deals combat damage to a player, draw a card.", name="Gimli of the Caves")
    assert "Gimli" in card.abilities[0].normalized_text.text


@pytest.mark.parametrize(
    ("name", "short"),
    [
        ("Karn Liberated", ["Karn"]),
        ("Jedit Ojanen of Efrava", ["Jedit Ojanen", "Jedit"]),
        ("King Darien XLVIII", ["King Darien", "King"]),
        ("Ezio Auditore da Firenze", ["Ezio Auditore", "Ezio"]),
        ("Narset, Enlightened Master", []),  # the part before the comma is a variant already
        # a first word that is a word of card text names something else
        ("The Ur-Dragon", []),
        ("Sliver Legion", []),
        ("Dragon Cultist", []),
    ],
)
def test_short_names_are_first_words_ending_on_a_capital(name: str, short: list[str]) -> None:
    rules = get_language("en").name_rules
    assert short_names(name, card_word_test(rules.code)) == short


def test_a_short_name_followed_by_another_capitalised_word_is_another_name() -> None:
    rules = get_language("en").name_rules
    nissa = name_matcher(rules, "Nissa Revane", legendary=True)
    assert nissa is not None
    text = "Search your library for a card named Nissa's Chosen. Nissa's loyalty. Nissa deals 2 damage."
    assert [text[a:b] for a, b, _ in nissa.spans(text)] == ["Nissa", "Nissa"]
    marit = name_matcher(rules, "Marit Lage's Slumber", legendary=True)
    assert marit is not None and marit.spans("create Marit Lage, a legendary 20/20 black Avatar") == []


def test_self_reference_inside_an_ability_the_card_grants_itself() -> None:
    assert links("Animate Dead", ANIMATE_DEAD, "Enchantment — Aura") == {("2c", 1, 1)}
    assert links("Skyway Robber", SKYWAY_ROBBER, "Creature — Bird Rogue") == {("2q", 1, 2)}


@pytest.mark.parametrize(
    "text",
    [
        # granted to another object: "this creature" is that object, not the card
        'When this Aura enters, return target creature card to the battlefield. It gains "When this creature dies, '
        "return the cards exiled with this creature to their owner's hand.\"",
        'Enchanted creature has "{T}: Return all cards exiled with this creature to their owner\'s hand."',
        'Whenever this Aura deals damage, target creature gains "Cards exiled with this creature can be played."',
    ],
)
def test_self_reference_inside_an_ability_granted_to_another_object_stays(text: str) -> None:
    card = mtglinks.analyze(text, name="Example Aura")
    granted = [g.text for a in card.abilities if a.normalized_text for g in a.normalized_text.granted]
    assert granted and all("this creature" in g for g in granted)


def test_the_grant_reads_it_after_the_card_in_one_sentence() -> None:
    blitz = (
        'Blitz {2}{R} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw '
        'a card." Sacrifice it at the beginning of the next end step.)'
    )
    sentence = 'If you cast ~ for its blitz cost, it gains haste and "When this creature dies, draw a card."'
    language = get_language("en")
    grant, template = language.self_grant_pattern, language.template_pattern
    assert grant is not None and template is not None
    start = sentence.index('"')
    assert granted_to_itself(sentence, [(start, len(sentence))], grant, template) == [(start, len(sentence))]
    other = 'When ~ enters, exile target creature. It gains "When this creature dies, draw a card."'
    start = other.index('"')
    assert granted_to_itself(other, [(start, len(other))], grant, template) == []
    assert mtglinks.analyze(blitz, name="Tenacious Underdog").links == []


def test_a_planeswalker_type_is_a_choice() -> None:
    deification = (
        "As this enchantment enters, choose a planeswalker type.\n"
        "Planeswalkers you control of the chosen type have hexproof.\n"
        "As long as you control a creature, if damage dealt to a planeswalker you control of the chosen type would "
        "result in all loyalty counters on it being removed, instead all but one of those counters are removed."
    )
    assert links("Deification", deification, "Enchantment") == {("2d", 0, 1), ("2d", 0, 2)}


def test_conjuring_into_exile_is_what_cards_exiled_with_it_finds() -> None:
    smasher = (
        "Menace\n"
        "Start your engines!\n"
        "Whenever one or more creatures you control deal combat damage to a player, conjure a duplicate of target "
        "nontoken creature into exile.\n"
        "Max speed — At the beginning of combat on your turn, put all cards exiled with this creature onto the "
        "battlefield. They gain haste. Sacrifice them at the beginning of the next end step."
    )
    assert links("Smog Smasher", smasher, "Creature — Mutant Berserker") == {("2a", 2, 3)}


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # "a chosen color" after a choice of two colors
        (
            "Desert Cenote",
            "If you were the starting player, this land enters tapped.\n"
            "As this land enters, choose up to two colors from among cards in your hand.\n"
            "{T}: Add {C}.\n"
            "{T}: Add one mana of a chosen color.",
            {("2d", 1, 3)},
        ),
        # the participle after its noun: "the first number chosen", in the paragraph of the choice
        (
            "Lydari Elephant",
            "As Lydari Elephant enters, choose two numbers from 3 to 7 at random. Lydari Elephant's power is equal "
            "to the first number chosen and its toughness equal to the second number chosen.",
            {("2d", 0, 0)},
        ),
        # "the last chosen plane" after a trigger's choice is a lasting sentence of its own, which a later
        # choice of another ability ("choose a new plane") also reaches
        (
            "Polis the Planeshifter",
            "When Polis the Planeshifter enters the battlefield, choose a plane at random from among all planechase "
            "planes. Polis the Planeshifter has all abilities of the last chosen plane.\n"
            "{W}{U}{B}{R}{G}: Flip a coin. If you lose the flip, choose a new plane for Polis the Planeshifter.",
            {("2d", 0, 0), ("2d", 1, 0)},
        ),
        # a choice of a value named with an adjective before its noun
        (
            "Vorthos, Steward of Myth",
            "As Vorthos, Steward of Myth enters, choose a named Magic character.\n"
            "Each spell you cast with the chosen character in its name, flavor text, or art costs {W}{U}{B}{R}{G} "
            "less to cast. This effect reduces only the amount of colored mana you pay.",
            {("2d", 0, 1)},
        ),
        # "noted power and toughness" without an article is the note another ability made
        (
            "The Whiteboarder",
            "White-bordered creatures you control get +1/+1.\n"
            "Whenever you cast a creature spell, note its power, toughness, or one of its abilities.\n"
            "{6}, {T}: Create a white-bordered blue Elemental creature token. It has noted power and toughness and up "
            "to two noted abilities.",
            {("2e", 1, 2)},
        ),
    ],
)
def test_choices_and_notes_of_new_shapes(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert links(name, text, None) == expected


def test_last_chosen_inside_a_spell_stays_anaphora() -> None:
    lore = (
        "Target opponent chooses a card in your graveyard. You may pay {G}. If you do, repeat this process except "
        "that opponent can't choose a card already chosen for Forgotten Lore. Then put the last chosen card into "
        "your hand."
    )
    assert (
        link_triples(mtglinks.analyze(faces=[{"name": "Forgotten Lore", "text": lore, "type_line": "Sorcery"}]))
        == set()
    )


def test_a_short_name_before_planeswalker_is_the_subtype() -> None:
    gideon = (
        "[0]: Until end of turn, Gideon becomes a 4/4 Human Soldier creature with indestructible.\n"
        "As long as you control a Gideon planeswalker, you can't lose the game and your opponents can't win the game."
    )
    card = mtglinks.analyze(
        name="Gideon of the Trials",
        faces=[{"name": "Gideon of the Trials", "text": gideon, "type_line": "Legendary Planeswalker — Gideon"}],
    )
    texts = [a.normalized_text.text for a in card.abilities if a.normalized_text]
    assert texts[0].startswith("[0]: Until end of turn, ~ becomes") and "a Gideon planeswalker" in texts[1]


def test_a_quote_granted_to_a_spell_cast_later_is_not_the_cards() -> None:
    hatchling = (
        "When this creature dies, you may cast Dinosaur spells this turn as though they had flash, and whenever you "
        'cast a Dinosaur spell this turn, it gains "When this creature enters, you may have it fight another target '
        'creature."'
    )
    card = mtglinks.analyze(hatchling, name="Cherished Hatchling")
    assert [g.text for a in card.abilities for g in a.normalized_text.granted] == [
        "When this creature enters, you may have it fight another target creature."
    ]


def test_2q_the_exiled_cards_of_a_permanent_spells_additional_cost() -> None:
    show = (
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
        "As an additional cost to cast this spell, exile five instant and/or sorcery cards you own with the same "
        "artist and different names from outside the game.\n"
        "I, II, III — Choose one of the exiled cards at random. You may cast it without paying its mana cost."
    )
    faces = [{"name": "Greatest Show in the Multiverse", "text": show, "type_line": "Artifact Enchantment — Saga"}]
    assert link_triples(mtglinks.analyze(faces=faces)) == {("2q", 1, 2)}
    # An instant's additional cost is part of its spell: "the exiled card's" is anaphora (policy item 3).
    explosion = (
        "As an additional cost to cast this spell, exile a creature card from your graveyard.\n"
        "Corpse Explosion deals damage equal to the exiled card's power to each creature and each planeswalker."
    )
    faces = [{"name": "Corpse Explosion", "text": explosion, "type_line": "Instant"}]
    assert link_triples(mtglinks.analyze(faces=faces)) == set()
