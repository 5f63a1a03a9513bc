"""The card's own name in its text: short names, epithets, articles and contractions, inflection."""

from __future__ import annotations

import pytest
from helpers import corpus

from mtglinks.lang import get_language
from mtglinks.text.names import name_matcher, name_variants

EN_SEPARATORS = (" of the ", " the ", " of ")


def test_a_legendary_name_has_its_short_name() -> None:
    assert name_variants("Narset, Enlightened Master", EN_SEPARATORS) == [
        ("Narset, Enlightened Master", False),
        ("Narset", False),
    ]


def test_an_epithet_head_counts_only_when_asked_for() -> None:
    assert name_variants("Crovax the Cursed", EN_SEPARATORS) == [("Crovax the Cursed", False), ("Crovax", True)]
    matcher = name_matcher(get_language("en").name_rules, "Crovax the Cursed")
    assert matcher is not None and matcher.has_epithet
    assert matcher.spans("Crovax gets +1/+1. Crovax the Cursed attacks.") == [(0, 6, "~"), (19, 36, "~")]
    plain = name_matcher(get_language("en").name_rules, "Crovax the Cursed", epithets=False)
    assert plain is not None and plain.spans("Crovax gets +1/+1.") == []


def test_no_name_no_matcher() -> None:
    assert name_matcher(get_language("en").name_rules, "") is None


@pytest.mark.parametrize(
    ("code", "name", "text", "span"),
    [
        # the article goes with the name
        ("es", "Pluma del paraíso", "En cuanto la Pluma del paraíso entre en juego, elige un color.", (10, 30, "~")),
        # a contraction keeps its preposition
        ("fr", "Triskèle", "Retirez un marqueur du Triskèle : il inflige 1 blessure.", (20, 31, "de ~")),
        # every case of every word of the name
        ("ru", "Карн Освобожденный", "изгнанные Карном Освобожденным", (10, 30, "~")),
    ],
)
def test_the_name_with_its_article_contraction_or_case(
    code: str, name: str, text: str, span: tuple[int, int, str]
) -> None:
    matcher = name_matcher(get_language(code).name_rules, name)
    assert matcher is not None and matcher.spans(text) == [span]


EDGE_NAMES = [
    ("Gideon, Ally of Zendikar", "Gideon's ally. Gideon, Ally of Zendikar deals damage. GideonX Gideon"),
    ("Ajani", "Ajani, Ajani ,Ajani  Ajani—Ajani. xAjani Ajanis Ajani_"),
    ("Fire // Ice", "Fire deals 2 damage. Ice taps. Fire // Ice"),
    ("Crovax the Cursed", "Crovax the Cursed gets +1/+1. Crovax the  Cursed. Crovax"),
    ("El Ángel", "El Ángel del Ángel, el Ángel. Ángel"),
    ("Варольц, Изрезанный Шрамами", "Варольц, Изрезанный Шрамами, и Варольца, Изрезанного Шрамами. Варольцем Ва"),
    ("Ашиок", "Ашиоком и Ашиока, ашиок. ЁАшиок"),
    ("ΟΣΑ", "ΟΣ и ΟΣΑ атакует."),  # a capital sigma: its lower case depends on what follows
    ("ΑΣΚ Воин", "ΑΣ ΑΣΚ Воин"),
]


@pytest.mark.parametrize("lang", ["en", "es", "fr", "ru"])
def test_searching_for_the_name_finds_what_reading_every_token_finds(lang: str) -> None:
    language = get_language(lang)
    pairs = [(rec["name"], face["text"]) for rec in corpus(lang).values() for face in rec["faces"]]
    pairs += EDGE_NAMES
    found = 0
    for name, text in pairs:
        for epithets in (True, False):
            matcher = name_matcher(language.name_rules, name, epithets)
            if matcher is None:
                continue
            for paragraph in text.split("\n"):
                expected = matcher._token_spans(paragraph)
                assert matcher.spans(paragraph) == expected, (name, paragraph)
                found += len(expected)
    assert found > 40


def test_may_be_named_only_where_the_first_word_of_the_name_is() -> None:
    """A matcher is built only where the paragraphs hold the first word of the name, which opens every variant."""
    from mtglinks.text.names import may_be_named

    en = get_language("en").name_rules
    assert not may_be_named(en, "Llanowar Elves", ["{T}: Add {G}."])
    assert may_be_named(en, "Karn Liberated", ["Exile target card from that player's hand.", "cards exiled with Karn"])
    # French lowers a name's first word after its article ("Le mage du Disque" of Mage du Disque): any case counts
    fr = get_language("fr").name_rules
    assert may_be_named(fr, "Mage du Disque", ["Le mage du Disque inflige 2 blessures à n'importe quelle cible."])
    # Russian inflects names: always a matcher
    assert may_be_named(get_language("ru").name_rules, "Серра", ["Полет"])


@pytest.mark.parametrize(
    ("code", "name", "text", "span"),
    [
        # a list of names spells the ligature as two capitals (AEther Searcher, printed-fr-modern): its text "Aether"
        ("fr", "AEther Searcher", "Quand l'Aether Searcher arrive sur le champ de bataille, …", (6, 23, "~")),
        # old printed text "Æther" (clean: "Aether") of a name so spelled
        ("en", "AEther Vial", "At the beginning of your upkeep, put a charge counter on Æther Vial.", (57, 68, "~")),
        # the name's own spelling still found
        ("en", "AEther Vial", "Put a charge counter on AEther Vial.", (24, 35, "~")),
    ],
)
def test_the_ligature_spelled_as_two_capitals_is_the_name(
    code: str, name: str, text: str, span: tuple[int, int, str]
) -> None:
    from mtglinks.text.characters import clean_string
    from mtglinks.text.names import may_be_named

    rules = get_language(code).name_rules
    clean = clean_string(text)
    assert may_be_named(rules, name, [clean])
    matcher = name_matcher(rules, name)
    assert matcher is not None and span in matcher.spans(clean)


def test_a_name_said_word_for_word_is_found_where_reading_its_tokens_finds_it() -> None:
    # `_variant_end` takes a text that spells a shape's words with single spaces without reading its tokens: the same
    # spans as reading them, at a name's edges and inside longer words alike
    from mtglinks.lang import get_language

    texts = (
        "Exile target card. Karn Liberated deals 2 damage.",
        "Karn Liberateds, Karn Liberated, XKarn Liberated, Karn  Liberated, Karn Liberated_, Karn, Liberated",
        "cards exiled with Karn",
        "Karn Liberated",
    )
    for code, name in (("en", "Karn Liberated"), ("fr", "Karn Liberated"), ("en", "Karn, Silver Golem")):
        rules = get_language(code).name_rules
        fast = name_matcher(rules, name, legendary=True)
        name_matcher.cache_clear()  # a matcher of its own, whose shapes are then read token by token
        slow = name_matcher(rules, name, legendary=True)
        assert fast is not None and slow is not None and slow is not fast
        slow.__dict__["_spelled"] = [None] * len(slow._shapes)  # every shape read token by token
        for text in texts:
            assert fast.spans(text) == slow.spans(text), (name, text)
