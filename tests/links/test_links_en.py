"""English linked abilities (rule 607) on real cards: every clause with cards, in 2020 Oracle
wording, current templates and old printed text, and the hard negatives of the labelling policy.

Card text is copied here as fixtures. A link is shown as (rule, from paragraph, to paragraph).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import SHARED, link_triples

import mtglinks
from mtglinks.tree import Card


def analyze(text: str, name: str | None = None, faces: list[dict[str, str]] | None = None) -> Card:
    if faces:
        return mtglinks.analyze(lang="en", name=name, faces=faces)
    return mtglinks.analyze(text, lang="en", name=name)


def links(text: str, name: str | None = None, faces: list[dict[str, str]] | None = None) -> set[tuple[str, int, int]]:
    return link_triples(analyze(text, name, faces))


# ---- 607.2a: activated or triggered exile ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "When Fiend Hunter enters the battlefield, you may exile another target creature.\n"
            "When Fiend Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's "
            "control.",
            "Fiend Hunter",
        ),
        (
            "When this creature enters, you may exile another target creature.\n"
            "When this creature leaves the battlefield, return the exiled card to the battlefield under its owner's "
            "control.",
            "Fiend Hunter",
        ),
        (
            "When Realm Razer comes into play, remove all lands from the game.\n"
            "When Realm Razer leaves play, return the removed cards to play tapped under their owners' control.",
            "Realm Razer",
        ),
    ],
    ids=["oracle-2020", "current", "printed"],
)
def test_2a_exile_then_the_exiled_card(text: str, name: str) -> None:
    assert links(text, name) == {("2a", 0, 1)}


def test_2a_activated_exile_and_exiled_with_this_land() -> None:
    text = (
        "{T}: Add {C}.\n{2}, {T}: Exile target creature you control.\n"
        "{4}, {T}, Sacrifice this land: Return each creature card exiled with this land to the battlefield under "
        "its owner's control."
    )
    assert links(text, "Endless Sands") == {("2a", 1, 2)}


def test_2a_lasting_wording_links_an_exiler_to_itself_and_to_others() -> None:
    duplicity = (
        "When Duplicity enters the battlefield, exile the top five cards of your library face down.\n"
        "At the beginning of your upkeep, you may exile all cards from your hand face down. If you do, put all "
        "other cards you own exiled with Duplicity into your hand.\n"
        "At the beginning of your end step, discard a card.\n"
        "When you lose control of Duplicity, put all cards exiled with Duplicity into their owner's graveyard."
    )
    assert links(duplicity, "Duplicity") == {("2a", 0, 1), ("2a", 0, 3), ("2a", 1, 1), ("2a", 1, 3)}


def test_2a_token_cleanup_exile_is_not_an_exiler() -> None:
    mimic_vat = (
        "Imprint — Whenever a nontoken creature dies, you may exile that card. If you do, return each other card "
        "exiled with Mimic Vat to its owner's graveyard.\n"
        "{3}, {T}: Create a token that's a copy of a card exiled with Mimic Vat. It gains haste. Exile it at the "
        "beginning of the next end step."
    )
    assert links(mimic_vat, "Mimic Vat") == {("2a", 0, 0), ("2a", 0, 1)}


def test_2a_hideaway_is_the_exiler_of_the_exiled_card() -> None:
    text = (
        "Hideaway (This land enters tapped. When it does, look at the top four cards of your library, exile one "
        "face down, then put the rest on the bottom of your library.)\n{T}: Add {W}.\n"
        "{W}, {T}: You may play the exiled card without paying its mana cost if you attacked with three or more "
        "creatures this turn."
    )
    assert links(text, "Windbrisk Heights") == {("2a", 0, 2)}


def test_2a_granted_ability_refers_to_its_granting_exiler() -> None:
    hofri = (
        "Spirits you control get +1/+1 and have trample and haste.\n"
        "Whenever another nontoken creature you control dies, exile it. If you do, create a token that's a copy "
        "of that creature, except it's a Spirit in addition to its other types and it has \"When this creature "
        "leaves the battlefield, return the exiled card to its owner's graveyard.\""
    )
    assert links(hofri, "Hofri Ghostforge") == {("2a", 1, 1)}


def test_2a_saga_chapter_and_class_level() -> None:
    saga = (
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
        "I — Each player mills four cards. Then you may exile a creature or planeswalker card from each "
        "graveyard.\n"
        "II, III — Until end of turn, you may cast spells from among cards exiled with King Narfi's Betrayal, "
        "and you may spend mana as though it were mana of any color to cast those spells."
    )
    assert links(saga, "King Narfi's Betrayal") == {("2a", 1, 2)}


def test_2a_across_the_faces_of_a_transforming_card() -> None:
    faces = [
        {
            "name": "Ludevic, Necrogenius",
            "text": "Whenever Ludevic, Necrogenius enters the battlefield or attacks, mill a card.\n"
            "{X}{U}{U}{B}{B}, Exile X creature cards from your graveyard: Transform Ludevic. X can't be 0. "
            "Activate only as a sorcery.",
        },
        {
            "name": "Olag, Ludevic's Hubris",
            "text": "As this creature transforms into Olag, Ludevic's Hubris, it becomes a copy of a creature card "
            "exiled with it, except its name is Olag, Ludevic's Hubris, it's 4/4, and it's a legendary blue and "
            "black Zombie in addition to its other colors and types.",
        },
    ]
    assert links("", "Ludevic, Necrogenius // Olag, Ludevic's Hubris", faces) == {("2a", 1, 2)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # "until ~ leaves the battlefield" in the same ability
        (
            "When Banishing Light enters the battlefield, exile target nonland permanent an opponent controls until "
            "Banishing Light leaves the battlefield.",
            "Banishing Light",
        ),
        # a cost and its own effect
        (
            "Defender\nExile a creature card from your graveyard: Put X +0/+1 counters on Necropolis, where X is the "
            "exiled card's converted mana cost.",
            "Necropolis",
        ),
        # "the exiled card" of each ability is its own
        (
            "Flying\n{U}, Exile the top card of your library: Tap target creature with flying.\n"
            "{U}, Exile the top card of your library: If the exiled card is a snow land, Storm Elemental gets "
            "+1/+1 until end of turn.",
            "Storm Elemental",
        ),
        # a delayed trigger of the same ability
        (
            "+1: Exile the top card of your library face down and look at it. Create a 2/2 colorless Spirit "
            "creature token. When that token leaves the battlefield, put the exiled card into your hand.",
            "Ugin, the Ineffable",
        ),
        # additional cost of a sorcery, then "the exiled creature"
        (
            "As an additional cost to cast Soul Exchange, exile a creature you control.\n"
            "Return target creature card from your graveyard to the battlefield. Put a +2/+2 counter on that "
            "creature if the exiled creature was a Thrull.",
            "Soul Exchange",
        ),
        # a counter put on exiled cards is not "exiled with ~"
        (
            "If a nontoken creature an opponent controls would die, exile that card with an ice counter on it "
            "instead.\nYou may cast spells from among cards in exile your opponents own with ice counters on them.",
            "Draugr Necromancer",
        ),
    ],
    ids=["until-leaves", "cost-and-effect", "two-costs", "delayed-trigger", "sorcery-additional-cost", "counters"],
)
def test_2a_hard_negatives(text: str, name: str) -> None:
    assert links(text, name) == set()


# ---- 607.2b: exile by a replacement effect -------------------------------------------------------


def test_2b_exile_instead() -> None:
    text = (
        "Trample\nIf another creature would die, exile it instead.\n"
        "Put a card exiled with Void Maw into its owner's graveyard: Void Maw gets +2/+2 until end of turn."
    )
    assert links(text, "Void Maw") == {("2b", 1, 2)}


def test_2b_as_it_enters_exile() -> None:
    text = (
        "Trample\nAs Sutured Ghoul enters the battlefield, exile any number of creature cards from your graveyard.\n"
        "Sutured Ghoul's power is equal to the total power of the exiled cards and its toughness is equal to their "
        "total toughness."
    )
    assert links(text, "Sutured Ghoul") == {("2b", 1, 2)}


def test_2b_printed_removed_from_the_game_with() -> None:
    text = (
        "Trample\nIf another creature would be put into a graveyard from play, remove it from the game instead.\n"
        "Put a card removed from the game with Void Maw into its owner's graveyard: Void Maw gets +2/+2 until end "
        "of turn."
    )
    assert links(text, "Void Maw") == {("2b", 1, 2)}


# ---- 607.2c: put onto the battlefield / created with ---------------------------------------------


def test_2c_put_onto_the_battlefield_with() -> None:
    text = (
        "When this enchantment enters, return target creature card from your graveyard to the battlefield.\n"
        "When the creature put onto the battlefield with this enchantment dies, exile it and return this "
        "enchantment to its owner's hand.\n"
        "When this enchantment leaves the battlefield, exile the creature put onto the battlefield with this "
        "enchantment."
    )
    assert links(text, "Diabolic Servitude") == {("2c", 0, 1), ("2c", 0, 2)}


def test_2c_created_with_and_self_link() -> None:
    artisans = (
        "Flying\nWhenever a nontoken creature enters the battlefield under an opponent's control, create a token "
        "that's a copy of that creature except that it's an artifact in addition to its other types. Then exile "
        "all other tokens created with Faerie Artisans."
    )
    assert links(artisans, "Faerie Artisans") == {("2c", 1, 1)}


# ---- 607.2d / 2f / 2m / 2p: choices -------------------------------------------------------------


def test_2d_choose_a_color_links_to_each_user() -> None:
    plume = (
        "As Paradise Plume enters the battlefield, choose a color.\n"
        "Whenever a player casts a spell of the chosen color, you may gain 1 life.\n"
        "{T}: Add one mana of the chosen color."
    )
    assert links(plume, "Paradise Plume") == {("2d", 0, 1), ("2d", 0, 2)}


def test_2d_current_template_and_two_choices() -> None:
    text = (
        "As this artifact enters, choose an opponent and a card name other than a basic land card name.\n"
        "The chosen player reveals each card they draw.\n"
        "When the chosen player draws a card with the chosen name, sacrifice this artifact. If you do, this "
        "artifact deals 10 damage to that player."
    )
    assert links(text, "Booby Trap") == {("2d", 0, 1), ("2d", 0, 2)}


def test_2d_printed_name_a_card() -> None:
    text = (
        "As Booby Trap comes into play, name a card other than a basic land card and choose an opponent.\n"
        "The chosen player reveals each card he or she draws.\n"
        "When the chosen player draws the named card, sacrifice Booby Trap. If you do, Booby Trap deals 10 "
        "damage to that player."
    )
    assert links(text, "Booby Trap") == {("2d", 0, 1), ("2d", 0, 2)}


def test_2d_last_chosen_links_every_choosing_ability() -> None:
    text = (
        "As this creature enters, choose a number between 0 and 7.\n"
        "At the beginning of your upkeep, you may choose a number between 0 and 7.\n"
        "This creature's power is equal to the last chosen number and its toughness is equal to 7 minus that "
        "number."
    )
    assert links(text, "Shapeshifter") == {("2d", 0, 2), ("2d", 1, 2)}


def test_2d_named_options_with_rules_meaning_and_additional_cost_choice() -> None:
    assert links(
        "As Roots of Life enters the battlefield, choose Island or Swamp.\n"
        "Whenever a land of the chosen type an opponent controls becomes tapped, you gain 1 life.",
        "Roots of Life",
    ) == {("2d", 0, 1)}
    assert links(
        "As an additional cost to cast this spell, choose a creature type.\n"
        "This creature's power and toughness are each equal to the number of creatures of the chosen type on the "
        "battlefield.",
        "Caller of the Hunt",
    ) == {("2d", 0, 1)}


def test_2d_hidden_agenda_and_saga_chapters() -> None:
    assert links(
        "Hidden agenda (Start the game with this conspiracy face down in the command zone and secretly name a "
        "card. You may turn this conspiracy face up any time and reveal the chosen name.)\n"
        "Whenever a creature you control with the chosen name deals combat damage to a player, you may pay {U}. "
        "If you do, draw a card.",
        "Hired Heist",
    ) == {("2d", 0, 1)}
    assert links(
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)\nI — Scry 2.\n"
        "II — Choose a card name.\nIII — When you cast a spell with the chosen name for the first time this turn, "
        "draw two cards.\nIV — Look at the top card of each player's library.",
        "Medomai's Prophecy",
    ) == {("2d", 2, 3)}


def test_2d_choice_and_static_use_in_one_paragraph() -> None:
    seshiro = (
        "Hand +0, life -1\nAt the beginning of the game, choose a creature type. Creatures you control, creature "
        "spells you control, and creature cards you own in any zone other than the battlefield or the stack have "
        "the chosen type in addition to their other types."
    )
    assert links(seshiro, "Seshiro the Anointed Avatar") == {("2d", 1, 1)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Flying\n{X}{U/B}: Choose a color. Target opponent exiles the top X cards of their library. For each "
            "card of the chosen color exiled this way, create a 1/1 blue and black Faerie Rogue creature token with "
            "flying.",
            "Oona, Queen of the Fae",
        ),
        (
            "Choose a card name. Until your next turn, your opponents can't cast spells with the chosen name.",
            "Comply",
        ),
        (
            "At the beginning of your upkeep, choose one that hasn't been chosen —\n• Your life total becomes 4.\n"
            "• Discard your hand.\n• Each opponent creates five 2/2 black Zombie creature tokens.",
            "Captive Audience",
        ),
        (
            "As long as Storage Matrix is untapped, each player chooses artifact, creature, or land during their "
            "untap step. That player can untap only permanents of the chosen type this step.",
            "Storage Matrix",
        ),
    ],
    ids=["same-activated", "same-spell", "not-been-chosen", "same-static"],
)
def test_2d_hard_negatives(text: str, name: str) -> None:
    assert links(text, name) == set()


def test_2f_words_without_rules_meaning() -> None:
    assert links(
        "When this enchantment enters or at the beginning of your upkeep, choose left or right.\n"
        "Each player may attack only the opponent seated nearest them in the last chosen direction and "
        "planeswalkers controlled by that player.",
        "Mystic Barrier",
    ) == {("2f", 0, 1)}
    assert links(
        "As Lavabrink Venturer enters the battlefield, choose odd or even. (Zero is even.)\n"
        "Lavabrink Venturer has protection from each mana value of the chosen quality.",
        "Lavabrink Venturer",
    ) == {("2f", 0, 1)}
    # Each player's own choice, referred to by who made it.
    strife = (
        "Flying\n"
        "As Archangel of Strife enters the battlefield, each player chooses war or peace.\n"
        "Creatures controlled by players who chose war get +3/+0.\n"
        "Creatures controlled by players who chose peace get +0/+3."
    )
    assert links(strife, "Archangel of Strife") == {("2f", 1, 2), ("2f", 1, 3)}
    # Inside the choosing ability it is anaphora (and flagged as such), not a link.
    spotlight = (
        "Each opponent chooses fame or fortune. For each player who chose fame, gain control of a creature that "
        "player controls until end of turn. For each player who chose fortune, you draw a card."
    )
    card = analyze(spotlight, "Seize the Spotlight")
    assert card.links == [] and {r.reason for r in card.review} == {"anaphora inside one ability"}


def test_2m_anchor_words_only() -> None:
    siege = (
        "As this enchantment enters, choose Khans or Dragons.\n"
        "• Khans — At the beginning of each of your main phases, add {G}{G}.\n"
        "• Dragons — Whenever a creature with flying you control enters, you may have it fight target creature "
        "you don't control."
    )
    assert links(siege, "Frontier Siege") == {("2m", 0, 1), ("2m", 0, 2)}


# ---- 607.2e: notes -----------------------------------------------------------------------------


def test_2e_noted_and_last_noted_links_itself() -> None:
    splendor = (
        "As Sigarda's Splendor enters the battlefield, note your life total.\n"
        "At the beginning of your upkeep, draw a card if your life total is greater than or equal to the last "
        "noted life total for Sigarda's Splendor. Then note your life total.\n"
        "Whenever you cast a white spell, you gain 1 life."
    )
    assert links(splendor, "Sigarda's Splendor") == {("2e", 0, 1), ("2e", 1, 1)}


# ---- 607.2g: paid as it entered; tribute and devour ---------------------------------------------


def test_2g_life_paid_as_it_entered() -> None:
    assert links(
        "Trample\nAs this creature enters, pay any amount of life.\n"
        "This creature's power and toughness are each equal to the life paid as it entered.",
        "Minion of the Wastes",
    ) == {("2g", 1, 2)}


def test_2g_tribute_and_devour_keywords() -> None:
    assert links(
        "Flying\nTribute 2 (As this creature enters the battlefield, an opponent of your choice may put two "
        "+1/+1 counters on it.)\nWhen Ornitharch enters the battlefield, if tribute wasn't paid, create two 1/1 "
        "white Bird creature tokens with flying.",
        "Ornitharch",
    ) == {("2g", 1, 2)}
    assert links(
        "Devour 1 (As this enters the battlefield, you may sacrifice any number of creatures. This creature "
        "enters the battlefield with that many +1/+1 counters on it.)\n"
        "When Skullmulcher enters the battlefield, draw a card for each creature it devoured.",
        "Skullmulcher",
    ) == {("2g", 0, 1)}


def test_2g_devoured_this_way_in_the_keyword_itself_is_not_linked() -> None:
    assert (
        links(
            "Devour X, where X is the number of creatures devoured this way (As this enters the battlefield, you "
            "may sacrifice any number of creatures. This creature enters the battlefield with X +1/+1 counters on "
            "it for each of those creatures.)",
            "Thromok the Insatiable",
        )
        == set()
    )


# ---- 607.2h: a static ability and its triggers; madness, miracle ----------------------------------


def test_2h_reveal_the_first_card_and_its_triggers() -> None:
    text = (
        "Indestructible\nAs long as your devotion to blue and red is less than seven, Keranos isn't a creature.\n"
        "Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, draw a "
        "card. Whenever you reveal a nonland card this way, Keranos deals 3 damage to any target."
    )
    assert links(text, "Keranos, God of Storms") == {("2h", 2, 2)}


def test_2h_madness_and_miracle_but_madness_cost_paid_is_not_2i() -> None:
    floorboards = (
        "Madness {X}{B}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness "
        "cost or put it into your graveyard.)\nCreate three tapped 2/2 black Zombie creature tokens and you gain 3 "
        "life. If this spell's madness cost was paid, instead create X of those tokens and you gain X life."
    )
    assert links(floorboards, "From Under the Floorboards") == {("2h", 0, 0)}
    assert links(
        "Return all nonland permanents to their owners' hands.\nMiracle {1}{U} (You may cast this card for its "
        "miracle cost when you draw it if it's the first card you drew this turn.)",
        "Devastation Tide",
    ) == {("2h", 1, 1)}


# ---- 607.2i: additional costs ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "template",
    [
        "When {self} enters the battlefield, if it was kicked with its {cost} kicker, {effect}",
        "When this creature enters, if it was kicked with its {cost} kicker, {effect}",
        "When {self} comes into play, if you paid the {cost} kicker cost, {effect}",
    ],
    ids=["oracle-2020", "current", "printed"],
)
def test_2i_kicker_with_two_costs_links_each_referring_paragraph(template: str) -> None:
    name = "Stormscape Battlemage"
    first = template.format(self=name, cost="{W}", effect="you gain 3 life.")
    second = template.format(self=name, cost="{2}{B}", effect="destroy target nonblack creature.")
    text = f"Kicker {{W}} and/or {{2}}{{B}}\n{first}\n{second}"
    assert links(text, name) == {("2i", 0, 1), ("2i", 0, 2)}


def test_2i_kicked_spell_multikicker_and_optional_additional_cost() -> None:
    assert links(
        "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\nDestroy target creature or "
        "planeswalker with mana value 2 or less. If this spell was kicked, instead destroy target creature or "
        "planeswalker.",
        "Bloodchief's Thirst",
    ) == {("2i", 0, 1)}
    assert links(
        "Multikicker {1}{U} (You may pay an additional {1}{U} any number of times as you cast this spell.)\n"
        "Counter target spell unless its controller pays {2}. Draw a card for each time Spell Contortion was "
        "kicked.",
        "Spell Contortion",
    ) == {("2i", 0, 1)}
    assert links(
        "As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.\n"
        "Destroy target artifact. For each additional {1}{R} you paid, destroy another target artifact. For each "
        "additional {1}{G} you paid, destroy another target artifact, and you gain 1 life.",
        "Primitive Justice",
    ) == {("2i", 0, 1)}


def test_2i_keywords_holding_both_halves_link_to_themselves() -> None:
    assert links(
        "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put this card into your "
        "hand as it resolves.)\nReturn target creature card from your graveyard to your hand.",
        "Disturbed Burial",
    ) == {("2i", 0, 0)}
    assert links(
        "Target creature gets +2/+2 until end of turn.\nConspire (As you cast this spell, you may tap two "
        "untapped creatures you control that share a color with it. When you do, copy it and you may choose a "
        "new target for the copy.)",
        "Barkshell Blessing",
    ) == {("2i", 1, 1)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Surge {1}{R} (You may cast this spell for its surge cost if you or a teammate has cast another spell "
            "this turn.)\nHaste\nWhen Reckless Bushwhacker enters the battlefield, if its surge cost was paid, "
            "other creatures you control get +1/+0 and gain haste until end of turn.",
            "Reckless Bushwhacker",
        ),
        (
            "Prowl {5}{U} (You may cast this for its prowl cost if you dealt combat damage to a player this turn "
            "with a Rogue.)\nCreate X 1/1 black Faerie Rogue creature tokens with flying, where X is the damage "
            "dealt to your opponents this turn. If Notorious Throng's prowl cost was paid, take an extra turn after "
            "this one.",
            "Notorious Throng",
        ),
        (
            "Trample\nWhenever you cast a spell, if that spell was kicked, put a +1/+1 counter on Hallar, the "
            "Firefletcher, then Hallar deals damage equal to the number of +1/+1 counters on it to each opponent.",
            "Hallar, the Firefletcher",
        ),
        (
            "Flying\nHaunt (When this creature dies, exile it haunting target creature.)\nWhen Blind Hunter enters "
            "the battlefield or the creature it haunts dies, target player loses 2 life and you gain 2 life.",
            "Blind Hunter",
        ),
    ],
    ids=["surge", "prowl", "other-spell-kicked", "haunt"],
)
def test_2i_hard_negatives(text: str, name: str) -> None:
    assert links(text, name) == set()


# ---- 607.2k, 2n, 2q -----------------------------------------------------------------------------


def test_2k_champion() -> None:
    assert links(
        "Trample\nChampion a Treefolk or Warrior (When this enters the battlefield, sacrifice it unless you exile "
        "another Treefolk or Warrior you control. When this leaves the battlefield, that card returns to the "
        "battlefield.)\nWhenever a creature you control becomes blocked, it gets +0/+5 until end of turn.",
        "Unstoppable Ash",
    ) == {("2k", 1, 1)}


def test_2n_exiled_with_cards_named() -> None:
    assert links(
        "Before you shuffle your deck to start the game, you may reveal this card from your deck and exile three "
        "or more creature cards you drafted that aren't in your deck.\n{1}{R}: Choose a card at random you exiled "
        "with cards named Volatile Chimera. Volatile Chimera becomes a copy of that card, except it has this "
        "ability.",
        "Volatile Chimera",
    ) == {("2n", 0, 1)}


def test_2q_delve_and_exiled_with_it() -> None:
    assert links(
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nFlying\n"
        "Whenever this creature attacks, you may return an instant or sorcery card exiled with this creature to "
        "its owner's hand.",
        "Ethereal Forager",
    ) == {("2q", 0, 2)}


# ---- 607.1b: faces -----------------------------------------------------------------------------


def test_modal_double_faced_faces_never_link() -> None:
    faces = [
        {
            "name": "Kazuul's Fury",
            "text": "As an additional cost to cast this spell, sacrifice a creature.\n"
            "Kazuul's Fury deals damage equal to the sacrificed creature's power to any target.",
        },
        {"name": "Kazuul's Cliffs", "text": "As Kazuul's Cliffs enters the battlefield, choose a color."},
    ]
    assert links("", "Kazuul's Fury // Kazuul's Cliffs", faces) == set()


# ---- evidence ------------------------------------------------------------------------------------


def test_link_evidence_points_at_the_original_words() -> None:
    text = (
        "{R}, {T}: Exile target instant or sorcery card from your graveyard.\n"
        "{1}{R}, {T}, Sacrifice Izzet Chemister: Cast any number of cards exiled with Izzet Chemister without "
        "paying their mana costs."
    )
    card = analyze(text, "Izzet Chemister")
    (link,) = card.links
    acting, referring = link.evidence
    assert card.text[slice(*acting.span)] == acting.phrase
    assert acting.phrase.startswith("Exile target instant or sorcery card")
    assert referring.phrase == "any number of cards exiled with Izzet Chemister"  # the tree's object phrase
    assert card.text[slice(*referring.span)] == referring.phrase
    assert link.explanation


# ---- the dev gold files ---------------------------------------------------------------------------


def _micro_f1(path: Path) -> float:
    tp = fp = fn = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        card = mtglinks.analyze(lang=rec["lang"], name=rec["name"], faces=rec["faces"])
        paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
        pred = {(lk.rule, paragraph[lk.source], paragraph[lk.target]) for lk in card.links}
        gold = {(g["rule"], g["from"], g["to"]) for g in rec["links"]}
        tp, fp, fn = tp + len(pred & gold), fp + len(pred - gold), fn + len(gold - pred)
    return 2 * tp / (2 * tp + fp + fn)


@pytest.mark.parametrize("name", ["dev-oracle.jsonl", "dev-modern.jsonl"])
def test_dev_gold_micro_f1(name: str) -> None:
    path = SHARED / "eval" / name
    if not path.is_file():
        pytest.skip("../shared/eval is not beside the checkout")
    assert _micro_f1(path) >= 0.97


def test_two_rules_between_the_same_pair_are_both_kept() -> None:
    oubliette = (
        "When this enchantment enters, exile target creature and all Auras attached to it. Note the number and kind "
        "of counters that were on that creature.\nWhen this enchantment leaves the battlefield, return the exiled "
        "card to the battlefield under its owner's control tapped with the noted number and kind of counters on it."
    )
    assert links(oubliette, "Oubliette") == {("2a", 0, 1), ("2e", 0, 1)}


# ---- old printed templates (the gold labels printed cards with their Oracle links) -------------


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        (  # the verb right before "from the game", and "from game" without "the"
            "{G}: Target creature blocks Sisters of Stone Death this turn if able.\n"
            "{B}{G}: Remove from the game target creature blocking or blocked by Sisters of Stone Death.\n"
            "{2}{B}: Put a creature card removed from the game with Sisters of Stone Death into play under your "
            "control.",
            "Sisters of Stone Death",
            {("2a", 1, 2)},
        ),
        (  # "creatures it has removed from game"
            "{2}, {T}: Remove target creature you control from game. This ability is played as an interrupt.\n"
            "During your upkeep, sacrifice Safe Haven to return all creatures it has removed from game directly into "
            "play. Treat this as if they were just summoned.",
            "Safe Haven",
            {("2a", 0, 1)},
        ),
        (  # "return to play … all creatures removed from the game with ~"
            "(Walls cannot attack.)\nAt end of combat, remove from the game all creatures blocked by Wall of Nets.\n"
            "If Wall of Nets leaves play, return to play under their owners' control all creatures removed from the "
            "game with Wall of Nets.",
            "Wall of Nets",
            {("2a", 1, 2)},
        ),
        (  # cards kept on the object itself
            "{3}: Put target creature you control on Cold Storage.\n"
            "Sacrifice Cold Storage: Put all creature cards on Cold Storage into play.",
            "Cold Storage",
            {("2a", 0, 1)},
        ),
    ],
    ids=["remove-from-the-game-target", "it-has-removed-from-game", "return-to-play", "put-on-it"],
)
def test_printed_exile_templates(text: str, name: str, expected: set[tuple[str, int, int]]) -> None:
    assert links(text, name) == expected


def test_printed_removes_from_the_game_instead_is_2b() -> None:
    uba_mask = (
        "If a player would draw a card, that player removes that card from the game face up instead.\n"
        "Each player may play cards he or she removed from the game with Uba Mask this turn."
    )
    assert links(uba_mask, "Uba Mask") == {("2b", 0, 1)}


def test_printed_reanimation_to_play_and_tokens_put_into_play() -> None:
    animate_dead = (
        "Enchant creature card in a graveyard\n"
        'When Animate Dead comes into play, if it\'s in play, it loses "enchant creature card in a graveyard" and '
        'gains "enchant creature put into play with Animate Dead." Return enchanted creature card to play under your '
        "control and attach Animate Dead to it. When Animate Dead leaves play, that creature's controller sacrifices "
        "it.\nEnchanted creature gets -1/-0."
    )
    assert links(animate_dead, "Animate Dead") == {("2c", 1, 1)}
    dual_nature = (
        "Whenever a creature card comes into play, its controller puts a creature token into play that's a copy of "
        "that creature.\nWhenever a creature card leaves play, remove all tokens with the same name as that creature "
        "from the game.\nWhen Dual Nature leaves play, remove all tokens created with it from the game."
    )
    assert links(dual_nature, "Dual Nature") == {("2c", 0, 2)}


def test_printed_life_paid_when_it_came_into_play() -> None:
    processor = (
        "When Phyrexian Processor comes into play, pay any amount of life.\n"
        "{4}, {T}: Put a Minion token into play. Treat this token as a black creature with power and toughness each "
        "equal to the amount of life paid at the time Phyrexian Processor came into play."
    )
    assert links(processor, "Phyrexian Processor") == {("2g", 0, 1)}


def test_printed_templates_hard_negatives() -> None:
    # counters put on the object are not cards kept on it
    afiya_grove = (
        "Afiya Grove comes into play with three +1/+1 counters on it.\n"
        "During your upkeep, put one of these counters on target creature.\n"
        "If Afiya Grove has none of these counters on it, bury it."
    )
    assert links(afiya_grove, "Afiya Grove") == set()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "Choose a creature type. Creatures of that type do not untap during their controller's untap phase.",
            "An-Zerrin Ruins",
        ),
        (
            "Choose a color. As long as opponent has cards of this color in play, all white creatures gain +2/+1. "
            "Jihad must be discarded immediately if at any time opponent has no cards of this color in play.",
            "Jihad",
        ),
        (
            "Choose a color when casting Psychic Allergy. During opponent's upkeep, Psychic Allergy does 1 damage to "
            "opponent for each card of this color that he or she controls. Sacrifice two islands during your upkeep "
            "or Psychic Allergy is destroyed.",
            "Psychic Allergy",
        ),
    ],
    ids=["that-type", "this-color", "when-casting"],
)
def test_2d_printed_static_choice_and_its_use_in_one_paragraph(text: str, name: str) -> None:
    assert links(text, name) == {("2d", 0, 0)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        # spells: the choice and its use are one effect (anaphora)
        ("Choose a creature type. All creatures of that type get -1/-1 until end of turn.", "Outbreak"),
        (
            "Choose a creature type. If you control more creatures of that type than each other player, you gain "
            "control of all creatures of that type. (This effect lasts indefinitely.)",
            "Peer Pressure",
        ),
        (
            "Choose a color. Target player reveals their hand and you choose a card of that color from it. That player "
            "discards that card.",
            "Addle",
        ),
    ],
    ids=["until-end-of-turn", "one-shot", "two-choices"],
)
def test_2d_spell_choice_then_that_type_is_not_linked(text: str, name: str) -> None:
    assert links(text, name) == set()


def test_2d_printed_that_type_that_name_that_opponent_in_other_abilities() -> None:
    door = (
        "As Door of Destinies comes into play, choose a creature type.\n"
        "Whenever you play a spell of that type, put a charge counter on Door of Destinies.\n"
        "Creatures you control of that type get +1/+1 for each charge counter on Door of Destinies."
    )
    assert links(door, "Door of Destinies") == {("2d", 0, 1), ("2d", 0, 2)}
    declaration = "As Declaration of Naught comes into play, name a card.\n{U}: Counter target spell with that name."
    assert links(declaration, "Declaration of Naught") == {("2d", 0, 1)}
    # (old printed "that opponent" of Lost Order of Jarkeld is read as "that player": no link, docs/effects.md)


def test_2d_that_color_with_its_own_antecedent_is_not_a_reference() -> None:
    # "that color" after "a color" of its own ability, and "that player" are anaphora
    call_to_arms = (
        "As Call to Arms enters the battlefield, choose a color and an opponent.\nWhite creatures get +1/+1.\n"
        "When the chosen color isn't the most common color among permanents the chosen player controls, sacrifice "
        "Call to Arms."
    )
    assert links(call_to_arms, "Call to Arms") == {("2d", 0, 2)}
    gauntlet = (
        "As Gauntlet of Power comes into play, choose a color.\nCreatures of the chosen color get +1/+1.\n"
        "Whenever a basic land is tapped for mana of the chosen color, its controller adds one mana of that color to "
        "his or her mana pool."
    )
    third = analyze(gauntlet, "Gauntlet of Power").abilities[2]
    (chosen,) = [f.text for f in third.features if f.kind == "chosen_ref"]  # not "that color" a second time
    assert chosen.endswith("the chosen color") and "that color" not in chosen


def test_2d_printed_choose_target_opponent_and_chosen_opponent() -> None:
    vortex = (
        "When you play Energy Vortex, choose target opponent.\n"
        "At the beginning of your upkeep, remove all energy counters from Energy Vortex.\n"
        "During chosen opponent's upkeep, he or she pays {1} for each energy counter on Energy Vortex, or it deals 3 "
        "damage to him or her.\n"
        "{X}: Put X energy counters on Energy Vortex. Use this ability only during your upkeep."
    )
    assert links(vortex, "Energy Vortex") == {("2d", 0, 2)}
    # a plain target opponent is no choice
    rack = (
        "At the end of target opponent's upkeep, The Rack deals that player 1 damage for each card in his or her hand "
        "fewer than three."
    )
    assert links(rack, "The Rack") == set()


def test_2d_any_other_chosen_value_fits_only_the_same_noun() -> None:
    stamp = (
        "As Stamp of Approval enters the battlefield, choose a watermark.\n"
        "Creatures you control with the chosen watermark get +1/+1."
    )
    assert links(stamp, "Stamp of Approval") == {("2d", 0, 1)}
    fanboy = (
        "As Zombie Fanboy comes into play, choose an artist.\n"
        "Whenever a permanent by the chosen artist is put into a graveyard, put two +1/+1 counters on Zombie Fanboy."
    )
    assert links(fanboy, "Zombie Fanboy") == {("2d", 0, 1)}
    # category words are never "other" values
    sacrifice = analyze(
        "Choose a creature or planeswalker you control. All damage that would be dealt this turn to you and "
        "permanents you control is dealt to the chosen permanent instead (if it's still on the battlefield).",
        "Gideon's Sacrifice",
    )
    values = [f.value or "" for a in sacrifice.iter_abilities() for f in a.features]
    assert values and not any(v.startswith("other:") for v in values)


def test_2d_options_with_rules_meaning_named_by_the_reference() -> None:
    empires = (
        "As Sarpadian Empires, Vol. VII enters the battlefield, choose white Citizen, blue Camarid, black Thrull, red "
        "Goblin, or green Saproling.\n{3}, {T}: Create a 1/1 creature token of the chosen color and type."
    )
    assert links(empires, "Sarpadian Empires, Vol. VII") == {("2d", 0, 1)}
    blessing = (
        "As Ineffable Blessing enters the battlefield, choose white-bordered or silver-bordered.\n"
        "Whenever a creature with the chosen border enters the battlefield under your control, draw a card."
    )
    assert links(blessing, "Ineffable Blessing") == {("2f", 0, 1)}


def test_2a_exile_itself_and_other_cards_then_exiled_with_it() -> None:
    core = (
        "{5}, Exile Mechtitan Core and four other artifact creatures and/or Vehicles you control: Create Mechtitan, a "
        "legendary 10/10 Construct artifact creature token with flying, vigilance, trample, lifelink, and haste "
        "that's all colors. When that token leaves the battlefield, return all cards exiled with Mechtitan Core "
        "except Mechtitan Core to the battlefield tapped under their owners' control.\nCrew 2"
    )
    assert links(core, "Mechtitan Core") == {("2a", 0, 0)}
    # exiling only itself exiles nothing another ability could refer to
    archangel = (
        "Flying\nIf you would lose the game, instead exile Exquisite Archangel and your life total becomes equal to "
        "your starting life total."
    )
    assert links(archangel, "Exquisite Archangel") == set()


def test_2f_printed_the_chosen_value() -> None:
    prerogative = (
        "As Ashling's Prerogative comes into play, choose odd or even. (Zero is even.)\n"
        "Each creature with converted mana cost of the chosen value has haste.\n"
        "Each creature without converted mana cost of the chosen value comes into play tapped."
    )
    assert links(prerogative, "Ashling's Prerogative") == {("2f", 0, 1), ("2f", 0, 2)}


# ---- audit of unseen Oracle cards (general fixes) ----------------------------------------------


def test_2p_choice_before_the_game_and_the_cda_in_one_paragraph() -> None:
    piper = (
        "If The Prismatic Piper is your commander, choose a color before the game begins. "
        "The Prismatic Piper is the chosen color.\n"
        "Partner (You can have two commanders if both have partner.)"
    )
    assert links(piper, "The Prismatic Piper") == {("2p", 0, 0)}
    # Not before the game: an "As ~ enters" choice and a characteristic-defining use stay 2d.
    golem = "As Alloy Golem enters the battlefield, choose a color.\nAlloy Golem is the chosen color."
    assert links(golem, "Alloy Golem") == {("2d", 0, 1)}


def test_a_partner_name_is_not_a_keyword() -> None:
    silvar = (
        "Partner with Trynn, Champion of Freedom (When this creature enters the battlefield, target player may put "
        "Trynn into their hand from their library, then shuffle.)\n"
        "Menace\n"
        "Sacrifice a Human: Put a +1/+1 counter on Silvar, Devourer of the Free. It gains indestructible until end of "
        "turn."
    )
    assert links(silvar, "Silvar, Devourer of the Free") == set()
    # The keyword itself still links (607.2k).
    clique = (
        "Flash\nFlying\nChampion a Faerie (When this enters the battlefield, sacrifice it unless you exile another "
        "Faerie you control. When this leaves the battlefield, that card returns to the battlefield.)"
    )
    assert ("2k", 2, 2) in links(clique, "Mistbind Clique")


def test_a_mode_of_a_reflexive_trigger_refers_to_its_own_exile() -> None:
    desecrator = (
        "Menace\n"
        "When Cemetery Desecrator enters the battlefield or dies, exile another card from a graveyard. When you do, "
        "choose one —\n"
        "• Remove X counters from target permanent, where X is the mana value of the exiled card.\n"
        "• Target creature an opponent controls gets -X/-X until end of turn, where X is the mana value of the exiled "
        "card."
    )
    assert links(desecrator, "Cemetery Desecrator") == set()
    # Lasting wording in a part of the same ability still links it to itself.
    spellbook = (
        "{T}: Exile target instant or sorcery card from a graveyard. Roll a d20. Activate only as a sorcery.\n"
        "1—9 | Copy that card. You may cast the copy.\n"
        "10—19 | Copy that card. You may cast the copy by paying {1} rather than paying its mana cost.\n"
        "20 | Copy each card exiled with Wizard's Spellbook. You may cast any number of the copies without paying "
        "their mana costs."
    )
    assert links(spellbook, "Wizard's Spellbook") == {("2a", 0, 3)}


def test_2e_draft_notes_for_cards_named_this() -> None:
    tracker = (
        "Reveal Cogwork Tracker as you draft it and note the player who passed it to you.\n"
        "Cogwork Tracker attacks each combat if able.\n"
        "Cogwork Tracker attacks a player you noted for cards named Cogwork Tracker each combat if able."
    )
    assert links(tracker, "Cogwork Tracker") == {("2e", 0, 2)}
    searcher = (
        "Reveal Aether Searcher as you draft it. Reveal the next card you draft and note its name.\n"
        "When Aether Searcher enters the battlefield, you may search your hand and/or library for a card with a name "
        "noted as you drafted cards named Aether Searcher. You may cast it without paying its mana cost. If you "
        "searched your library this way, shuffle."
    )
    assert links(searcher, "Aether Searcher") == {("2e", 0, 1)}
    # A count of cards with the name is no note.
    assert (
        links(
            "Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all "
            "graveyards.",
            "Kindle",
        )
        == set()
    )


def test_2d_colors_chosen_as_you_drafted() -> None:
    regicide = (
        "Reveal Regicide as you draft it. The player to your right chooses a color, you choose another color, then "
        "the player to your left chooses a third color.\n"
        "Destroy target creature that's one or more of the colors chosen as you drafted cards named Regicide."
    )
    assert links(regicide, "Regicide") == {("2d", 0, 1)}


def test_2d_choose_one_of_your_things_and_the_chosen_thing() -> None:
    sensor = (
        "Enchant player\n"
        "As Volrath's Motion Sensor enters the battlefield, choose one of enchanted player's hands. That player "
        "balances Volrath's Motion Sensor on the back of that hand.\n"
        "When Volrath's Motion Sensor falls off the chosen hand, sacrifice Volrath's Motion Sensor and enchanted "
        "player loses 3 life."
    )
    assert links(sensor, "Volrath's Motion Sensor") == {("2d", 1, 2)}
    # "choose one of them" in a spell, used in the same ability: anaphora.
    gifts = (
        "Search target opponent's library for four cards with different names and reveal them. That player chooses "
        "two of those cards. Put the chosen cards into the player's graveyard and the rest into your hand. Then that "
        "player shuffles their library."
    )
    assert links(gifts, "Gifts Given") == set()


def test_2i_optional_collect_evidence_and_if_evidence_was_collected() -> None:
    sprite = (
        "As an additional cost to cast this spell, you may collect evidence 6. (Exile cards with total mana value 6 "
        "or greater from your graveyard.)\n"
        "Flying\n"
        "When this creature enters, tap target creature. If evidence was collected, put a stun counter on it. (If a "
        "permanent with a stun counter would become untapped, remove one from it instead.)"
    )
    assert links(sprite, "Crimestopper Sprite") == {("2i", 0, 2)}
    # An optional additional cost phrased as an action ("you may reveal a Dragon card") is an additional cost
    # (policy item 8), and "if you revealed a Dragon card or controlled a Dragon as you cast ~" asks whether
    # it was paid, even though another condition may stand in for it (issue 9).
    orator = (
        "As an additional cost to cast Orator of Ojutai, you may reveal a Dragon card from your hand.\n"
        "Defender, flying\n"
        "When Orator of Ojutai enters the battlefield, if you revealed a Dragon card or controlled a Dragon as you "
        "cast Orator of Ojutai, draw a card."
    )
    assert links(orator, "Orator of Ojutai") == {("2i", 0, 2)}


def test_2d_the_chosen_value_named_by_a_broader_noun() -> None:
    staff = (
        "As Staff of the Letter Magus enters the battlefield, choose a consonant other than N, R, S, or T.\n"
        "Whenever a player casts a spell, you gain 1 life for each time the chosen letter appears in that spell's "
        "name."
    )
    assert links(staff, "Staff of the Letter Magus") == {("2d", 0, 1)}


def test_2m_evidence_is_the_anchor_word_itself() -> None:
    siege = (
        "As this enchantment enters, choose Khans or Dragons.\n"
        "• Khans — At the beginning of each of your main phases, add {G}{G}.\n"
        "• Dragons — Whenever a creature with flying you control enters, you may have it fight target creature "
        "you don't control."
    )
    card = mtglinks.analyze(siege, name="Frontier Siege")
    phrases = sorted(card.text[slice(*link.evidence[1].span)] for link in card.links)
    assert phrases == ["Dragons", "Khans"]
