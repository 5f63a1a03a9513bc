"""Shapes of the paragraph layer: a trigger event that lists several types, a keyword's variant after its dash,
and a printed split card's two halves in one text. Real card texts (Oracle, and printed from ../shared/corpora)."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.kinds import AbilityKind

KRAKEN = (
    "Whenever a Kraken, Leviathan, Octopus, or Serpent you control deals combat damage to a player, create a 9/9 blue "
    "Kraken creature token."
)


def test_a_trigger_event_that_lists_four_subtypes_keeps_the_list() -> None:
    card = mtglinks.parse(KRAKEN, name="Spawning Kraken")
    (ability,) = card.abilities
    assert ability.trigger is not None
    assert (
        ability.trigger.event == "a Kraken, Leviathan, Octopus, or Serpent you control deals combat damage to a player"
    )
    assert [s.text for s in ability.effect] == ["create a 9/9 blue Kraken creature token."]


def test_modes_after_a_trigger_are_no_listed_event() -> None:
    # Etherwrought Page as printed in Spanish: a mode of three words, then "; o …", is not joined into the event
    text = (
        "Al comienzo de tu mantenimiento, elige uno: Ganas dos vidas; o mira la primera carta de tu biblioteca, luego "
        "puedes poner esa carta en tu cementerio; o cada oponente pierde 1 vida."
    )
    (ability,) = mtglinks.parse(text, lang="es", name="Página tallada en eterium").abilities
    assert ability.trigger is not None
    assert ability.trigger.event == "tu mantenimiento"


@pytest.mark.parametrize("variant", ["Friends forever", "Survivors", "Father & son"])
def test_partner_and_its_variant_is_a_keyword_without_a_sentence(variant: str) -> None:
    text = f"Partner—{variant} (You can have two commanders if both have this ability.)"
    (ability,) = mtglinks.parse(text, name="X").abilities
    assert ability.kind == AbilityKind.KEYWORD
    assert [(k.canonical, k.parameter) for k in ability.keywords] == [("partner", variant)]
    assert ability.effect == []


def test_a_keyword_with_a_cost_after_its_dash_keeps_the_cost_sentence() -> None:
    (ability,) = mtglinks.parse("Ward—Pay 3 life.", name="X").abilities
    assert [(k.canonical, k.parameter) for k in ability.keywords] == [("ward", "Pay 3 life.")]
    assert [s.text for s in ability.effect] == ["Pay 3 life."]


# Supply // Demand as printed in Russian and Spanish (Dissension): the second half after a line "//", its name,
# mana cost and type line.
DEMAND = {
    "ru": (
        "Введите в игру Х фишек зеленых существ Сапролингов 1/1.\n//\nСпрос\n{1}{W}{U}\nВолшебство\nНайдите в своей "
        "библиотеке многоцветную карту, покажите ее и поместите в свою руку. Затем перетасуйте библиотеку.",
        "Спрос",
        "Волшебство",
    ),
    "es": (
        "Pon en juego X fichas de criatura Saprolín verde 1/1.\n//\nDemanda\n{1}{W}{U}\nConjuro\nBusca en tu "
        "biblioteca una carta multicolor, muéstrala y ponla en tu mano. Luego baraja tu biblioteca.",
        "Demanda",
        "Conjuro",
    ),
}


@pytest.mark.parametrize("lang", sorted(DEMAND))
def test_a_printed_split_card_is_two_faces_without_its_heading_lines(lang: str) -> None:
    text, name, type_line = DEMAND[lang]
    card = mtglinks.parse(text, lang=lang, name="Demand")
    assert [(f.name, f.type_line) for f in card.faces] == [("Demand", type_line), (name, type_line)]
    assert card.text == text and "\n".join(f.text for f in card.faces) == text
    assert [a.face for a in card.abilities] == [0, 1]
    assert [str(a.kind) for a in card.abilities] == ["spell", "spell"]
    assert card.abilities[1].text.startswith(("Busca", "Найдите"))
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)


def test_a_split_card_printed_with_a_slash_line_between_each_heading_line() -> None:
    # Profit // Loss as printed in French (Dragon's Maze): a "//" line after each line of the second half's heading
    text = (
        "Les créatures que vous contrôlez gagnent +1/+1 jusqu'à la fin du tour.\n//\n{B}\n//\nÉphémère\n//\nLes "
        "créatures que vos adversaires contrôlent gagnent -1/-1 jusqu'à la fin du tour.\n//\nFusion (Vous pouvez "
        "lancer une ou deux moitiés de cette carte depuis votre main.)"
    )
    card = mtglinks.parse(text, lang="fr", name="Perte")
    assert [a.text[:30] for a in card.abilities] == [
        "Les créatures que vous contrôl",
        "Les créatures que vos adversai",
        "Fusion (Vous pouvez lancer une",
    ]
    assert [str(a.kind) for a in card.abilities] == ["spell", "spell", "keyword"]
    assert "//" not in [a.text for a in card.abilities]


def test_slashes_inside_a_line_are_no_split_card() -> None:
    text = "Flying// Tap to add one mana of any color to your mana pool."
    card = mtglinks.parse(text, name="Birds of Paradise")
    assert len(card.faces) == 1


# Old printed text that sets no comma after the trigger's event: Ingot Chewer (Lorwyn) and Emberstrike Duo
# (Shadowmoor) as printed in Spanish, Eternity Snare (Time Spiral) as printed in Russian.
COMMA_LESS = [
    (
        "es",
        "Masticador de lingotes",
        "Cuando el Masticador de lingotes entre en juego destruye el artefacto objetivo.",
        "~ entre en juego",
        "destruye el artefacto objetivo.",
    ),
    (
        "es",
        "Dúo golpe de brasas",
        "Siempre que juegues un hechizo negro el Dúo golpe de brasas obtiene +1/+1 hasta el final del turno.",
        "juegues un hechizo negro",
        "~ obtiene +1/+1 hasta el final del turno.",
    ),
    (
        "ru",
        "Западня Вечности",
        "Когда Западня Вечности входит в игру возьмите карту.",
        "~ входит в игру",
        "возьмите карту.",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text", "event", "effect"), COMMA_LESS)
def test_a_trigger_printed_without_its_comma_is_read(lang: str, name: str, text: str, event: str, effect: str) -> None:
    card = mtglinks.parse(text, lang=lang, name=name)
    (ability,) = card.abilities
    assert ability.kind == AbilityKind.TRIGGERED
    assert ability.trigger is not None and ability.trigger.event == event
    assert [s.text for s in ability.effect] == [effect]
    assert ability.text == text
    (sentence,) = ability.effect
    # the span is the card's own words ("el Dúo golpe de brasas obtiene …"), the comma read into no word
    assert card.text[slice(*sentence.span)].endswith(effect.split("~")[-1])
    assert "," not in card.text[slice(*sentence.span)] and card.text[slice(*ability.trigger.span)].endswith(event[-8:])


def test_a_trigger_with_its_comma_is_read_as_before() -> None:
    text = "Cuando el Masticador de lingotes entre en juego, destruye el artefacto objetivo."
    (ability,) = mtglinks.parse(text, lang="es", name="Masticador de lingotes").abilities
    assert ability.trigger is not None and ability.trigger.event == "~ entre en juego"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ru", "(За {R/W} можно заплатить {R} или {W})."),  # Boros Guildmage as printed in Russian
        ("fr", ". (Les murs ne peuvent pas attaquer.)"),  # Aurification as printed in French, a line break lost
    ],
)
def test_a_period_around_reminder_text_alone_is_no_unparsed_ability(lang: str, text: str) -> None:
    (ability,) = mtglinks.parse(text, lang=lang, name="X").abilities
    assert ability.kind == AbilityKind.REMINDER


def test_an_intervening_condition_that_lists_types_keeps_the_list() -> None:
    text = (
        "Whenever a creature or planeswalker an opponent controls is dealt excess damage, if a Giant, Wizard, or spell "
        "you controlled dealt damage to it this turn, draw a card."
    )
    (ability,) = mtglinks.parse(text, name="Aegar, the Freezing Flame").abilities
    assert ability.trigger is not None
    assert ability.trigger.event == "a creature or planeswalker an opponent controls is dealt excess damage"
    assert ability.condition is not None
    assert ability.condition.text == "if a Giant, Wizard, or spell you controlled dealt damage to it this turn"
    assert [s.text for s in ability.effect] == ["draw a card."]


@pytest.mark.parametrize(
    ("text", "parameter"),
    [
        ("Équipement {3}{R}{R},", "{3}{R}{R}"),  # Dragonwing Glider as printed in French (a stray comma at the end)
        (
            "Équipement {1} ({1} : Attachez à une créature ciblée que vous contrôlez. N'attachez l'équipement que "
            "lorsque vous pourriez lancer un rituel.),",  # Barbed Batterfist as printed in French
            "{1}",
        ),
    ],
)
def test_a_stray_comma_at_the_end_of_a_paragraph_is_left_out(text: str, parameter: str) -> None:
    (ability,) = mtglinks.parse(text, lang="fr", name="X").abilities
    assert ability.kind == AbilityKind.KEYWORD
    assert [(k.canonical, k.parameter) for k in ability.keywords] == [("equip", parameter)]


@pytest.mark.parametrize(
    ("name", "text", "event"),
    [
        # Oracle texts whose effect opens with a series: it is no list of the event's
        (
            "Kassandra, Eagle Bearer",
            "When Kassandra enters, search your graveyard, hand, and library for a card named The Spear of Leonidas, "
            "put it onto the battlefield, then shuffle.",
            "~ enters",
        ),
        (
            "The Archimandrite",
            "Whenever you gain life, each Advisor, Artificer, and Monk you control gains vigilance and gets +X/+0 "
            "until end of turn, where X is the amount of life you gained.",
            "you gain life",
        ),
    ],
)
def test_a_series_that_opens_the_effect_stays_in_the_effect(name: str, text: str, event: str) -> None:
    (ability,) = mtglinks.parse(text, name=name).abilities
    assert ability.trigger is not None and ability.trigger.event == event


def test_a_period_alone_is_still_unparsed() -> None:
    (ability,) = mtglinks.parse(".", lang="fr", name="X").abilities
    assert ability.kind == AbilityKind.UNPARSED


def test_a_condition_that_lists_objects_with_their_articles_keeps_the_list() -> None:
    text = (
        "At the beginning of your end step, if you control an Employee, a Performer, or a Robot, you may get {TK} or "
        "create a Treasure token. If you control all three, you may put a sticker on a nonland permanent you own."
    )
    (ability,) = mtglinks.parse(text, name="Done for the Day").abilities
    assert ability.trigger is not None and ability.trigger.event == "the beginning of your end step"
    assert ability.condition is not None
    assert ability.condition.text == "if you control an Employee, a Performer, or a Robot"
    assert ability.effect[0].text == "you may get {TK} or create a Treasure token."
