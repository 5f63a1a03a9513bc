"""English card text (Oracle, current templates and old printed templates) parsed into the ability tree."""

from __future__ import annotations

import pytest
from helpers import assert_parsed, card_of, corpus, original, parse_record

import mtglinks

EN = corpus("en")


@pytest.mark.parametrize("ident", sorted(EN))
def test_every_curated_english_card_parses_without_unparsed_nodes(ident: str) -> None:
    card = parse_record(EN[ident])
    assert card.abilities, ident
    assert_parsed(card)
    for ability in card.iter_abilities():
        # The ability's words are the card's own, where its span says; the parts the grammar found
        # sit where their kind says they do.
        assert card.text[slice(*ability.span)] == ability.text, ident
        if ability.kind == "triggered":
            assert ability.trigger is not None and original(card, ability.trigger).startswith(ability.trigger.word)
        if ability.kind == "activated":
            assert ability.cost and ":" in ability.text


def test_paradise_plume_is_replacement_triggered_activated() -> None:
    card = card_of("en", "Paradise Plume|oracle")
    assert_parsed(card)
    assert [a.kind for a in card.abilities] == ["replacement", "triggered", "activated"]
    chooses, trigger, mana = card.abilities
    assert chooses.normalized.startswith("As ~ enters the battlefield, choose a color")
    assert trigger.trigger.word == "Whenever"
    assert trigger.trigger.event == "a player casts a spell of the chosen color"
    assert original(card, trigger.trigger) == "Whenever a player casts a spell of the chosen color"
    assert [s.text for s in trigger.effect] == ["you may gain 1 life."]
    assert [p.kind for p in mana.cost] == ["cost:tap"]
    assert original(card, mana.cost[0]) == "{T}"
    assert original(card, mana.effect[0]) == "Add one mana of the chosen color."


def test_paradise_plume_old_printed_template() -> None:
    card = card_of("en", "Paradise Plume|en|TSP")
    assert_parsed(card)
    assert [a.kind for a in card.abilities] == ["replacement", "triggered", "activated"]
    assert card.abilities[0].normalized.startswith("As ~ comes into play")


def test_current_template_this_creature_is_self_reference() -> None:
    card = card_of("en", "Fiend Hunter|modern")
    assert_parsed(card)
    enters, leaves = card.abilities
    assert enters.kind == leaves.kind == "triggered"
    assert enters.trigger.event == "~ enters"
    assert original(card, enters.trigger) == "When this creature enters"
    assert leaves.trigger.event == "~ leaves the battlefield"


def test_exiled_with_this_creature_becomes_self_reference() -> None:
    card = card_of("en", "Izzet Chemister|modern")
    assert_parsed(card)
    haste, exile, cast = card.abilities
    assert haste.kind == "keyword" and haste.keywords[0].canonical == "haste"
    assert [p.kind for p in exile.cost] == ["cost:mana", "cost:tap"]
    assert [p.kind for p in cast.cost] == ["cost:mana", "cost:tap", "cost:sacrifice"]
    assert original(card, cast.cost[2]) == "Sacrifice this creature"
    assert "exiled with ~" in cast.effect[0].text


def test_sisters_of_stone_death_three_activated_abilities_with_self_name() -> None:
    card = card_of("en", "Sisters of Stone Death|oracle")
    assert_parsed(card)
    assert [a.kind for a in card.abilities] == ["activated"] * 3
    assert "exiled with ~" in card.abilities[2].normalized
    old = card_of("en", "Sisters of Stone Death|en|RAV")
    assert_parsed(old)
    assert "removed from the game with ~ into play" in old.abilities[2].normalized


def test_arc_slogger_cost_split_into_mana_and_exile() -> None:
    card = card_of("en", "Arc-Slogger|oracle")
    assert_parsed(card)
    (ability,) = card.abilities
    assert [p.kind for p in ability.cost] == ["cost:mana", "cost:exile"]
    assert original(card, ability.cost[1]) == "Exile the top ten cards of your library"
    assert ability.effect[0].text == "~ deals 2 damage to any target."
    old = card_of("en", "Arc-Slogger|en|MRD")
    assert [p.kind for p in old.abilities[0].cost] == ["cost:mana", "cost:exile"]


@pytest.mark.parametrize(
    ("ident", "expected"),
    [
        ("Greed|oracle", ["cost:mana", "cost:pay_life"]),
        ("Zombie Infestation|oracle", ["cost:discard"]),
        ("Triskelion|oracle", ["cost:remove_counters"]),
        ("Devoted Druid|oracle", ["cost:put_counters"]),
        ("Order of Whiteclay|oracle", ["cost:mana", "cost:untap"]),
        ("Sakura-Tribe Elder|oracle", ["cost:sacrifice"]),
        ("Abandoned Outpost|en|ODY", ["cost:tap", "cost:sacrifice"]),
    ],
)
def test_cost_parts(ident: str, expected: list[str]) -> None:
    card = card_of("en", ident)
    assert_parsed(card)
    activated = [a for a in card.abilities if a.kind == "activated"]
    assert [p.kind for p in activated[-1].cost] == expected


def test_loyalty_costs_with_minus_sign_and_spans() -> None:
    card = card_of("en", "Karn Liberated|oracle")
    assert_parsed(card)
    assert [a.kind for a in card.abilities] == ["activated"] * 3
    costs = [a.cost[0] for a in card.abilities]
    assert [c.kind for c in costs] == ["cost:loyalty"] * 3
    # The printed minus sign (U+2212) is normalized for the grammar, and the span still points at it.
    assert [original(card, c) for c in costs] == ["+4", "\u22123", "\u221214"]
    assert "exiled with ~" in card.abilities[2].effect[0].text
    assert len(card.abilities[2].effect) == 2


def test_activation_restriction_is_kept_apart() -> None:
    card = card_of("en", "Aggressive Mining|oracle")
    mining = card.abilities[1]
    assert mining.kind == "activated"
    assert [s.text for s in mining.restrictions] == ["Activate only once each turn."]
    assert [s.text for s in mining.effect] == ["Draw two cards."]


def test_triggered_with_intervening_if() -> None:
    card = card_of("en", "Felidar Sovereign|oracle")
    trig = card.abilities[-1]
    assert trig.kind == "triggered"
    assert trig.trigger.word == "At"
    assert trig.condition.text == "if you have 40 or more life"
    assert original(card, trig.condition).startswith("if you have 40 or more life")
    assert trig.effect[0].text == "you win the game."


def test_stormscape_battlemage_kicker_and_conditions() -> None:
    card = card_of("en", "Stormscape Battlemage|oracle")
    assert_parsed(card)
    kicker, first, second = card.abilities
    assert kicker.kind == "keyword"
    (kw,) = kicker.keywords
    assert (kw.canonical, kw.parameter) == ("kicker", "{W} and/or {2}{B}")
    assert original(card, kw) == "Kicker {W} and/or {2}{B}"
    # Reminder text is kept aside, never lost.
    assert kicker.reminder[0].text.startswith("You may pay an additional")
    assert original(card, kicker.reminder[0]) == kicker.reminder[0].text
    assert first.condition.text == "if it was kicked with its {W} kicker"
    assert second.condition.text == "if it was kicked with its {2}{B} kicker"
    assert [s.text for s in second.effect] == [
        "destroy target nonblack creature.",
        "That creature can't be regenerated.",
    ]
    old = card_of("en", "Stormscape Battlemage|en|PLS")
    assert old.abilities[1].condition.text == "if you paid the {W} kicker cost"


@pytest.mark.parametrize(
    ("ident", "canonical", "parameter"),
    [
        ("Boggart Mob|oracle", "champion", "a Goblin"),
        ("Boggart Mob|modern", "champion", "a Goblin"),
        ("Kor Firewalker|oracle", "protection", "from red"),
        ("Vulshok Morningstar|oracle", "equip", "{2}"),
        ("Frogmite|oracle", "affinity", "artifacts"),
        ("Mystic Remora|oracle", "cumulative upkeep", "{1}"),
        ("Student of Warfare|oracle", "level up", "{W}"),
    ],
)
def test_keyword_parameters(ident: str, canonical: str, parameter: str) -> None:
    card = card_of("en", ident)
    keywords = [k for a in card.abilities for k in a.keywords]
    found = {k.canonical: k for k in keywords}
    assert canonical in found, [k.canonical for k in keywords]
    assert parameter in (found[canonical].parameter or "")
    assert original(card, found[canonical]).startswith(found[canonical].name)


def test_several_keywords_on_a_line() -> None:
    card = card_of("en", "Serra Angel|oracle")
    (line,) = card.abilities
    assert line.kind == "keyword"
    assert [k.canonical for k in line.keywords] == ["flying", "vigilance"]
    assert [original(card, k) for k in line.keywords] == ["Flying", "vigilance"]


def test_static_spell_and_replacement() -> None:
    assert card_of("en", "Glorious Anthem|oracle").abilities[0].kind == "static"
    assert card_of("en", "Lightning Bolt|oracle").abilities[0].kind == "spell"
    old = card_of("en", "Swords to Plowshares|en|LEA")
    assert [a.kind for a in old.abilities] == ["spell"]
    rest = card_of("en", "Rest in Peace|oracle")
    assert [a.kind for a in rest.abilities] == ["triggered", "replacement"]


def test_modal_bullets_nested_under_choose() -> None:
    card = card_of("en", "Cryptic Command|oracle")
    assert_parsed(card)
    (modal,) = card.abilities
    assert modal.kind == "modal" and modal.label == "Choose two"
    assert len(modal.children) == 4
    assert all(child.bullet for child in modal.children)
    assert [child.paragraph for child in modal.children] == [1, 2, 3, 4]
    assert original(card, modal.children[0].effect[0]) == "Counter target spell."
    prince = card_of("en", "Charming Prince|oracle")
    (trigger,) = prince.abilities
    assert trigger.kind == "triggered"
    assert len(trigger.children) == 3


def test_ability_word_label() -> None:
    card = card_of("en", "Savage Punch|oracle")
    ferocious = card.abilities[1]
    assert (ferocious.label, ferocious.label_kind) == ("Ferocious", "ability_word")
    assert original(card, ferocious.effect[0]).startswith("The creature you control gets +2/+2")


def test_siege_anchor_words() -> None:
    card = card_of("en", "Citadel Siege|oracle")
    assert_parsed(card)
    choose, khans, dragons = card.abilities
    assert choose.kind == "replacement"
    assert (khans.label, khans.label_kind, khans.kind) == ("Khans", "anchor_word", "triggered")
    assert (dragons.label, dragons.label_kind) == ("Dragons", "anchor_word")
    assert khans.bullet and dragons.bullet


def test_saga_chapters() -> None:
    card = card_of("en", "History of Benalia|oracle")
    assert_parsed(card)
    chapters = [a for a in card.abilities if a.kind == "chapter"]
    assert [a.label for a in chapters] == ["I, II", "III"]
    assert chapters[1].effect[0].text == "Knights you control get +2/+1 until end of turn."
    # The Saga's reminder paragraph is kept as a reminder, not lost.
    assert card.abilities[0].kind == "reminder"


def test_level_up_bands() -> None:
    card = card_of("en", "Student of Warfare|oracle")
    assert_parsed(card)
    bands = [a.level for a in card.abilities if a.kind == "level" and a.normalized.upper().startswith("LEVEL")]
    assert bands == ["2-6", "7+"]
    first_strike = next(a for a in card.abilities if a.keywords and a.keywords[0].canonical == "first strike")
    double_strike = next(a for a in card.abilities if a.keywords and a.keywords[0].canonical == "double strike")
    # Abilities printed inside a level band only apply at that level: they carry the band.
    assert first_strike.level == "2-6"
    assert double_strike.level == "7+"


def test_class_levels() -> None:
    card = card_of("en", "Druid Class|oracle")
    assert_parsed(card)
    by_text = {a.normalized: a for a in card.abilities}
    extra_land = by_text["You may play an additional land on each of your turns."]
    # "{2}{G}: Level 2" gains the level; the abilities under it belong to that level.
    assert extra_land.level == "2"
    assert by_text["{4}{G}: Level 3"].level == "3"


def test_granted_ability_in_quotes_is_a_child() -> None:
    card = card_of("en", "Cryptolith Rite|oracle")
    assert_parsed(card)
    (grant,) = card.abilities
    (child,) = grant.children
    assert child.granted and child.kind == "activated"
    assert [p.kind for p in child.cost] == ["cost:tap"]
    assert original(card, child) == "{T}: Add one mana of any color."
    assert child.paragraph == grant.paragraph
    assert child.id == grant.id + 1


def test_split_card_faces_in_order_paragraphs_counted_across_faces() -> None:
    card = card_of("en", "Fire // Ice|oracle")
    assert_parsed(card)
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert [(a.face, a.paragraph) for a in card.abilities] == [(0, 0), (1, 1), (1, 2)]
    assert [a.kind for a in card.abilities] == ["spell"] * 3
    assert card.abilities[0].effect[0].text.startswith("~ deals 2 damage")
    for face in card.faces:
        assert card.text[slice(*face.span)] == face.text
    assert original(card, card.abilities[2]) == "Draw a card."


@pytest.mark.parametrize(
    "ident",
    [
        "Delver of Secrets // Insectile Aberration|oracle",
        "Bonecrusher Giant // Stomp|oracle",
        "Agadeem's Awakening // Agadeem, the Undercrypt|oracle",
        "Bushi Tenderfoot // Kenzo the Hardhearted|oracle",
        "Cut // Ribbons|oracle",
    ],
)
def test_multi_face_layouts(ident: str) -> None:
    card = card_of("en", ident)
    assert_parsed(card)
    assert len(card.faces) == 2
    assert [a.face for a in card.abilities] == sorted(a.face for a in card.abilities)
    assert {a.face for a in card.abilities} == {0, 1}
    paragraphs = [a.paragraph for a in card.abilities]
    assert paragraphs == sorted(paragraphs) and len(set(paragraphs)) == len(paragraphs)
    for ability in card.abilities:
        assert original(card, ability) == ability.text


def test_adventure_face_names_itself() -> None:
    card = card_of("en", "Bonecrusher Giant // Stomp|oracle")
    stomp = card.abilities[-1]
    assert stomp.face == 1 and stomp.kind == "spell"
    assert stomp.effect[-1].text == "~ deals 2 damage to any target."


def test_legendary_short_name_is_self_reference() -> None:
    card = card_of("en", "Varolz, the Scar-Striped|oracle")
    assert card.abilities[1].effect[0].text == "Regenerate ~."
    assert original(card, card.abilities[1].effect[0]) == "Regenerate Varolz, the Scar-Striped."
    short = mtglinks.parse("{1}{R}: Narset gets +1/+0 until end of turn.", name="Narset, Enlightened Master")
    assert short.abilities[0].effect[0].text == "~ gets +1/+0 until end of turn."


def test_reminder_text_kept_aside_with_span() -> None:
    card = card_of("en", "Quicksilver Elemental|oracle")
    gains = card.abilities[0]
    assert "(" not in gains.normalized
    (reminder,) = gains.reminder
    assert reminder.text.startswith("If any of the abilities use that creature's name")
    assert original(card, reminder) == reminder.text


def test_old_templates_parse() -> None:
    for ident in ("Lord of Atlantis|en|LEA", "Ashen Ghoul|en|ICE", "Abandoned Outpost|en|ODY"):
        assert_parsed(card_of("en", ident))
    outpost = card_of("en", "Abandoned Outpost|en|ODY")
    assert outpost.abilities[0].kind == "replacement"  # "comes into play tapped"
    ghoul = card_of("en", "Ashen Ghoul|en|ICE")
    assert ghoul.abilities[1].restrictions, "'Use this ability only …' is an activation restriction"


# Whipgrass Entangler as printed (Legions): the granted ability carries its own reminder text.
WHIPGRASS = (
    "{1}{W}: Until end of turn, target creature gains \"This creature can't attack or block unless its controller "
    'pays {1} for each Cleric in play. (This cost is paid as attackers or blockers are declared.)"'
)


def test_reminder_text_inside_a_granted_ability_is_its_reminder() -> None:
    card = mtglinks.parse(WHIPGRASS, name="Whipgrass Entangler")
    assert_parsed(card)
    (child,) = card.abilities[0].children
    assert child.kind == "static"
    # "This creature" in the quote is the creature that gains the ability, not the card: no "~".
    assert child.normalized == (
        "This creature can't attack or block unless its controller pays {1} for each Cleric in play."
    )
    (reminder,) = child.reminder
    assert reminder.text == "This cost is paid as attackers or blockers are declared."
    assert original(card, reminder) == reminder.text


def test_a_granted_ability_text_is_the_cards_own_words() -> None:
    # Like its paragraph, a granted ability shows the printed words; "~" is in `normalized`.
    card = mtglinks.parse(WHIPGRASS, name="Whipgrass Entangler")
    (child,) = card.abilities[0].children
    assert child.text == "This creature can't attack or block unless its controller pays {1} for each Cleric in play."
    assert original(card, child) == child.text


def test_a_paragraph_span_holds_its_words_not_the_spaces_around_them() -> None:
    text = "  Flying \n\t{T}: Add {G}.  "
    card = mtglinks.parse(text)
    assert [original(card, a) for a in card.abilities] == ["Flying", "{T}: Add {G}."]
    assert [a.text for a in card.abilities] == ["Flying", "{T}: Add {G}."]


def test_quoted_words_are_not_granted_abilities() -> None:
    # Brothers Yamazaki: "legend rule" names a rule; it stays in the sentence, no child ability.
    text = (
        'If there are exactly two permanents named Brothers Yamazaki on the battlefield, the "legend rule" '
        "doesn't apply to them."
    )
    card = mtglinks.parse(text, name="Brothers Yamazaki")
    (ability,) = card.abilities
    assert ability.children == []
    # A lower-case quoted ability that is a sentence stays one (Animate Dead's granted enchant ability).
    dead = mtglinks.parse(
        'When Animate Dead comes into play, it gains "enchant creature put into play with Animate Dead."',
        name="Animate Dead",
    )
    assert len(dead.abilities[0].children) == 1


def test_a_comma_inside_the_closing_quote_belongs_to_the_sentence() -> None:
    # Nahiri, the Lithomancer: American punctuation puts the list's comma inside the quotes.
    text = (
        "−10: Create a colorless legendary Equipment artifact token named Stoneforged Blade with indestructible and "
        '"Equipped creature gets +5/+5 and has double strike," and equip {0}.'
    )
    card = mtglinks.parse(text, name="Nahiri, the Lithomancer")
    assert not card.unparsed
    (child,) = card.abilities[0].children
    assert child.kind == "static" and child.normalized == "Equipped creature gets +5/+5 and has double strike"
    assert child.text == "Equipped creature gets +5/+5 and has double strike"


def test_an_epithet_head_names_the_card_only_beside_its_full_name() -> None:
    # Crovax the Cursed says "Crovax" after its full name; "Destroy" of Destroy the Evidence is a verb.
    crovax = mtglinks.parse(
        "Crovax the Cursed enters the battlefield with four +1/+1 counters on it.\n"
        "At the beginning of your upkeep, you may sacrifice a creature. If you do, put a +1/+1 counter on Crovax. "
        "If you don't, remove a +1/+1 counter from Crovax.\n"
        "{B}: Crovax gains flying until end of turn.",
        name="Crovax the Cursed",
    )
    assert crovax.abilities[2].normalized == "{B}: ~ gains flying until end of turn."
    evidence = mtglinks.parse(
        "Destroy target land. Its controller reveals cards from the top of their library until they reveal a land "
        "card, then puts those cards into their graveyard.",
        name="Destroy the Evidence",
    )
    (spell,) = evidence.abilities
    assert spell.normalized.startswith("Destroy target land.")
    assert spell.kind == "spell"
