"""The halves of rule 607 the tree queries read where they once missed or over-read, on real card text.

Each case was a disagreement between the tree's halves and the feature patterns' (`benchmarks/tree_halves.py
--disagreements`) that the queries had wrong.
"""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features.queries import halves, read_whole
from mtglinks.kinds import FeatureKind
from mtglinks.tree import Ability


def kinds(ability: Ability) -> set[tuple[str, str | None]]:
    assert read_whole(ability), ability.effects
    return {(half.kind.value, half.value) for half in halves(ability)}


def only(lang: str, name: str, text: str) -> Ability:
    card = mtglinks.parse(text, lang=lang, name=name)
    (ability,) = card.abilities
    return ability


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Shrike Harpy (Oracle); Fanatic of Xenagos printed in Spanish and Russian
        (
            "en",
            "Shrike Harpy",
            "When this creature enters, if tribute wasn't paid, target opponent sacrifices a creature of their choice.",
        ),
        (
            "es",
            "Fanático de Xenagos",
            "Cuando el Fanático de Xenagos entre al campo de batalla, si no se pagó tributo, obtiene +1/+1 y gana "
            "la habilidad de prisa hasta el final del turno.",
        ),
        (
            "ru",
            "Фанатик Ксенага",
            "Когда Фанатик Ксенага выходит на поле битвы, если Дань не была заплачена, он получает +1/+1 и "
            "Ускорение до конца хода.",
        ),
    ],
)
def test_a_tribute_test_refers_to_the_cost_paid_as_it_entered(lang: str, name: str, text: str) -> None:
    assert ("paid_as_entered_ref", None) in kinds(only(lang, name, text))


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        # Sunscape Battlemage: which of two kickers was paid
        (
            "When this creature enters, if it was kicked with its {2}{U} kicker, draw two cards.",
            "kicked_ref",
            "{2}{u}",
        ),
        # Skizzik: a kicker not paid is still asked about
        ("At the beginning of the end step, if this creature wasn't kicked, sacrifice it.", "kicked_ref", None),
        # Deathforge Shaman: a number of times kicked
        (
            "When this creature enters, it deals damage to target player or planeswalker equal to twice the number "
            "of times it was kicked.",
            "kicked_ref",
            None,
        ),
        # Nocturnal Hunger: a gift not promised
        ("Destroy target creature. If the gift wasn't promised, you lose 2 life.", "gift_promised_ref", None),
        # Voltage Surge: an optional additional cost
        (
            "Voltage Surge deals 2 damage to target creature or planeswalker. If this spell's additional cost was "
            "paid, Voltage Surge deals 4 damage instead.",
            "additional_cost_paid_ref",
            None,
        ),
    ],
)
def test_a_test_of_a_paid_cost_refers_to_it(text: str, kind: str, value: str | None) -> None:
    # (which kicker cost, when the test names it, is the value)
    assert (kind, value) in kinds(only("en", "Voltage Surge", text))


def test_collecting_evidence_exiles() -> None:
    # Surveillance Monitor; Behind the Mask's additional cost
    monitor = only("en", "Surveillance Monitor", "When this creature enters, you may collect evidence 4.")
    assert kinds(monitor) == {("exile", None)}
    mask = mtglinks.parse(
        "As an additional cost to cast this spell, you may collect evidence 6.", name="Behind the Mask"
    ).abilities[0]
    # exiled while casting it (607.2q), an optional additional cost (607.2i)
    assert kinds(mask) == {("exile", None), ("cast_exile", "additional_cost"), ("additional_cost", "optional")}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # Delver of Secrets (Oracle), Sondeur de secrets (printed French)
        (
            "en",
            "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an "
            "instant or sorcery card is revealed this way, transform this creature.",
        ),
        (
            "fr",
            "Au début de votre entretien, regardez la carte du dessus de votre bibliothèque. Vous pouvez révéler "
            "cette carte. Si une carte d'éphémère ou de rituel est révélée de cette manière, transformez le "
            "Sondeur de secrets.",
        ),
    ],
)
def test_a_card_revealed_this_way(lang: str, text: str) -> None:
    assert kinds(only(lang, "Sondeur de secrets", text)) == {("this_way", None), ("this_way_ref", None)}


def test_a_cost_that_collects_evidence_exiles() -> None:
    # Kylox's Voltstrider: its cards "exiled with it" come from this cost
    card = mtglinks.parse(
        "Collect evidence 6: This Vehicle becomes an artifact creature until end of turn.", name="Kylox's Voltstrider"
    )
    assert kinds(card.abilities[0]) == {("exile", None)}


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        # the options named, as the patterns read them (rules words: "options:", others "words:", 607.2f)
        ("Roots of Life", "As this enchantment enters, choose Island or Swamp.", "options:island|swamp"),
        ("Mangara's Equity", "As this enchantment enters, choose black or red.", "options:black|red"),
        ("Lavabrink Venturer", "As this creature enters, choose odd or even.", "words:odd|even"),
    ],
)
def test_a_choice_among_listed_values(name: str, text: str, value: str) -> None:
    assert kinds(only("en", name, text)) == {("choose", value)}


def test_a_sacrifice_as_it_enters_is_a_cost_paid_as_it_entered() -> None:
    # Wood Elemental
    ability = only("en", "Wood Elemental", "As this creature enters, sacrifice any number of untapped Forests.")
    assert kinds(ability) == {("pay_as_enters", "sacrifice")}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # Phyrexian Processor (Oracle text, and its old printed text), Minion of the Wastes (old printed text)
        ("Phyrexian Processor", "As Phyrexian Processor enters, pay any amount of life."),
        ("Phyrexian Processor", "When Phyrexian Processor comes into play, pay any amount of life."),
        ("Minion of the Wastes", "When you play Minion of the Wastes, pay any amount of life."),
    ],
)
def test_life_paid_as_or_when_it_enters_is_a_cost_paid_as_it_entered(name: str, text: str) -> None:
    assert kinds(only("en", name, text)) == {("pay_as_enters", "life")}


@pytest.mark.parametrize(
    "text",
    [
        # an amount fixed in the text, or paid when the object dies, is no cost paid as it entered
        "As Phyrexian Processor enters, pay 3 life.",
        "When Phyrexian Processor dies, pay any amount of life.",
    ],
)
def test_other_life_payments_are_not_paid_as_it_entered(text: str) -> None:
    assert kinds(only("en", "Phyrexian Processor", text)) == set()


def test_the_exiled_card_inside_a_qualifier() -> None:
    # Semblance Anvil: "that share a card type with the exiled card" refers to "the exiled card" (as the patterns read
    # it), not to "cards exiled with ~"
    ability = only(
        "en", "Semblance Anvil", "Spells you cast that share a card type with the exiled card cost {2} less to cast."
    )
    assert kinds(ability) == {("the_exiled_card", None)}


@pytest.mark.parametrize(
    ("lang", "name", "text", "expected"),
    [
        # Solidarity of Heroes: targets, any number of them, are no value
        (
            "en",
            "Solidarity of Heroes",
            "Choose any number of target creatures. Double the number of +1/+1 counters on each of them.",
            set(),
        ),
        # Mandate of Abaddon: one target creature chosen (the patterns' reading, kept)
        (
            "en",
            "Mandate of Abaddon",
            "Choose target creature you control. Destroy all creatures with power less than that creature's power.",
            {("choose", "creature")},
        ),
        # Clef de nuage / Ключ Облака (Cloud Key): a card type among the listed ones
        (
            "fr",
            "Clef de nuage",
            "Au moment où la Clef de nuage arrive en jeu, choisissez artefact, créature, enchantement, éphémère ou "
            "rituel.",
            {("choose", "card_type")},
        ),
        (
            "ru",
            "Ключ Облака",
            "При входе Ключа Облака в игру выберите артефакт, существо, чары, мгновенное заклинание или волшебство.",
            {("choose", "card_type")},
        ),
    ],
)
def test_what_a_choice_of_objects_chooses(
    lang: str, name: str, text: str, expected: set[tuple[str, str | None]]
) -> None:
    assert kinds(only(lang, name, text)) == expected


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Relámpago feral (printed Spanish) and Chandra's +1 (printed French): the tokens exiled at end of turn
        # are named by a pronoun joined to the verb
        (
            "es",
            "Relámpago feral",
            "Pon en juego tres fichas de criatura Elemental roja 3/1 con la habilidad de prisa. Remuévelas del juego "
            "al final del turno.",
        ),
        # Carnada para gigantes (printed Spanish, the older wording): a token "put into play" is created
        (
            "es",
            "Carnada para gigantes",
            "Pon en juego una ficha de criatura Guerrero Gigante verde y roja 4/4 con la habilidad de prisa. "
            "Remuévela del juego al final del turno.",
        ),
        (
            "fr",
            "Chandra, meneuse de flammes",
            "Mettez sur le champ de bataille deux jetons de créature 3/1 rouge Élémental avec la célérité. "
            "Exilez-les au début de la prochaine étape de fin.",
        ),
    ],
)
def test_a_delayed_clean_up_by_a_pronoun_keeps_nothing_exiled(lang: str, name: str, text: str) -> None:
    # (a token created is put onto the battlefield, 701.7a)
    assert kinds(only(lang, name, text)) == {("create_token", None), ("put_onto_battlefield", None)}


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("Seal of the Guildpact", "As this artifact enters, choose two colors.", "color"),
        ("Council of the Absolute", "As this creature enters, choose a noncreature, nonland card name.", "card_name"),
        ("Illusionary Terrain", "As this enchantment enters, choose two basic land types.", "land_type"),
    ],
)
def test_a_choice_of_objects_naming_a_kind_of_value(name: str, text: str, value: str) -> None:
    assert kinds(only("en", name, text)) == {("choose", value)}


def test_an_exile_the_ability_offers_unless_is_done_by_it() -> None:
    # Rotting Giant: the card exiled is exiled by this ability (a "when a card is exiled" condition is not)
    ability = only(
        "en",
        "Rotting Giant",
        "Whenever this creature attacks or blocks, sacrifice it unless you exile a card from your graveyard.",
    )
    assert kinds(ability) == {("exile", None)}


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("Deification", "As this enchantment enters, choose a planeswalker type.", "planeswalker_type"),
        ("Creeping Renaissance", "Choose a permanent type.", "card_type"),
        ("Armed and Armored", "Choose a Dwarf you control.", "other:dwarf"),
    ],
)
def test_a_choice_of_a_type_or_of_one_object_named_by_its_kind(name: str, text: str, value: str) -> None:
    assert kinds(only("en", name, text)) == {("choose", value)}


def test_the_kicker_cost_asked_about_is_the_value_of_the_reference() -> None:
    # Sunscape Battlemage (Oracle and printed text): which of its two kicker costs each trigger asks about
    for words in (
        "When this creature enters, if it was kicked with its {1}{G} kicker, destroy target creature with flying.",
        "When Sunscape Battlemage comes into play, if you paid the {1}{G} kicker cost, destroy target creature with "
        "flying.",
    ):
        (ability,) = mtglinks.analyze(words, name="Sunscape Battlemage").abilities
        assert [(h.kind, h.value) for h in halves(ability) if h.kind == FeatureKind.KICKED_REF] == [
            (FeatureKind.KICKED_REF, "{1}{g}")
        ], words


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # Perch Protection: the gift's test, in a sentence read whole with "your life total can't change"
        (
            "Perch Protection",
            "If the gift was promised, all permanents you control phase out, and until your next turn, your life "
            "total can't change and you gain protection from everything.",
            {("gift_promised_ref", None)},
        ),
        # Comet Storm, Temporal Firestorm: choices counted by the times the spell was kicked
        (
            "Comet Storm",
            "Choose any target, then choose another target for each time this spell was kicked.",
            {("kicked_ref", None)},
        ),
        (
            "Temporal Firestorm",
            "Choose up to X creatures and/or planeswalkers you control, where X is the number of times this spell "
            "was kicked.",
            {("kicked_ref", None)},
        ),
        # Archangel of Wrath: kicked twice
        (
            "Archangel of Wrath",
            "When this creature enters, if it was kicked twice, it deals 2 damage to any target.",
            {("kicked_ref", None)},
        ),
        # Bloodstone Goblin: "that spell" is the spell cast, not the card, whose kicker nothing here refers to
        (
            "Bloodstone Goblin",
            "Whenever you cast a spell, if that spell was kicked, this creature gets +1/+1 and gains menace until end "
            "of turn.",
            set(),
        ),
    ],
)
def test_a_cost_paid_asked_in_more_sentences(name: str, text: str, expected: set[tuple[str, str | None]]) -> None:
    paid = {"kicked_ref", "gift_promised_ref", "bargained_ref", "additional_cost_paid_ref"}
    assert {(kind, value) for kind, value in kinds(only("en", name, text)) if kind in paid} == expected


def test_unless_a_kicker_cost_was_paid() -> None:
    # Skizzik (old printed text): the sacrifice is skipped when the kicker cost was paid, a test of that cost
    ability = only("en", "Skizzik", "At end of turn, sacrifice Skizzik unless the kicker cost was paid.")
    assert ("kicked_ref", None) in kinds(ability)
