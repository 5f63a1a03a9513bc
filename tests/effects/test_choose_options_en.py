"""English choices of letters and of plain words listed (issue #22, the `choose` half read from the effect tree): single
letters as the values a choice leaves out ("choose a consonant other than N, R, S, or T"), and plain words listed after
"choose" as the options of the choice ("choose armor, blood, …, or water"), on real card text (the cards named;
effects/lexer_options.py, grammar/effects-en/6-choices.lark, lang/en/effect_words_choices.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.features.queries import halves
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Choice, Effect, Untyped

STAFF = (
    "As this artifact enters, choose a consonant other than N, R, S, or T.\n"
    "Whenever a player casts a spell, you gain 1 life for each time the chosen letter appears in that spell's name."
)
IGNACIO = (
    "As Ignacio of Myra's Marvels enters, choose armor, blood, book, bottle, fang, fire, scroll, spear, sword, "
    "or water.\n"
    "Whenever you cast a spell with the chosen object in its art, create two Treasure tokens."
)


def _choices(found: list[Effect]) -> list[Choice]:
    return [node for node in found if isinstance(node, Choice)]


def _chosen(text: str, name: str) -> list[str | None]:
    card = mtglinks.parse(text, name=name)
    return [h.value for a in card.iter_abilities() for h in halves(a) if h.kind == K.CHOOSE]


def _effects(text: str) -> list[Effect]:
    card = mtglinks.parse(text, name="Foo")
    return [node for ability in card.iter_abilities() for node in ability.effects]


def _links(text: str, name: str) -> list[tuple[str, int, int]]:
    card = mtglinks.analyze(text, name=name)
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    return sorted((str(link.rule.value), paragraph[link.source], paragraph[link.target]) for link in card.links)


def test_a_consonant_other_than_letters_listed() -> None:
    # Staff of the Letter Magus (2026 Oracle text)
    (choice,) = _choices(read(STAFF.splitlines()[0], name="Staff of the Letter Magus")[1])
    assert (choice.what, choice.options) == ("consonant", ["other_than:n_or_r_or_s_or_t"])
    assert choice.condition is not None and choice.condition.test == "as"
    assert _chosen(STAFF, "Staff of the Letter Magus") == ["other:consonant"]
    # the consonant is the letter the trigger refers to (607.2d)
    assert _links(STAFF, "Staff of the Letter Magus") == [("607.2d", 0, 1)]


def test_a_consonant_alone() -> None:
    # Decisions, Decisions
    text = "Reveal the top three cards of your library, then choose a consonant."
    (choice,) = _choices(read(text, name="Decisions, Decisions")[1])
    assert choice.what == "consonant" and choice.options == []


def test_letters_are_left_out_only_of_a_choice_of_a_letter() -> None:
    found = _effects("As Foo enters, choose a color other than N, R, or T.")
    assert not _choices(found) and any(isinstance(n, Untyped) for n in found)


def test_plain_words_listed_are_the_options() -> None:
    # Ignacio of Myra's Marvels: ten objects a card's art may show, without rules meaning (607.2f)
    (choice,) = _choices(read(IGNACIO.splitlines()[0], name="Ignacio of Myra's Marvels")[1])
    assert choice.what == "armor_or_blood_or_book_or_bottle_or_fang_or_fire_or_scroll_or_spear_or_sword_or_water"
    options = "armor|blood|book|bottle|fang|fire|scroll|spear|sword|water"
    assert _chosen(IGNACIO, "Ignacio of Myra's Marvels") == [f"words:{options}"]
    assert _links(IGNACIO, "Ignacio of Myra's Marvels") == [("607.2f", 0, 1)]


def test_plain_words_listed_by_the_chooser() -> None:
    # Master of Ceremonies, Seize the Spotlight, Archangel of Strife: each option by its lemma
    text = "At the beginning of your upkeep, each opponent chooses money, friends, or secrets."
    assert _chosen(text, "Master of Ceremonies") == ["words:money|friend|secret"]
    assert _chosen("Each opponent chooses fame or fortune.", "Seize the Spotlight") == ["words:fame|fortune"]
    assert _chosen("As this creature enters, each player chooses war or peace.", "Archangel of Strife") == [
        "words:war|peace"
    ]


def test_words_listed_must_end_the_sentence_with_or_before_the_last() -> None:
    for text in (
        "As Foo enters, choose armor, blood, or water and draw a card.",  # more after the list
        "As Foo enters, choose armor, blood, water.",  # no "or"
        "As Foo enters, choose armor blood or water.",  # no comma between the first two
        "As Foo enters, choose armor, 3, or water.",  # not a plain word
    ):
        found = _effects(text)
        assert not _choices(found) and any(isinstance(n, Untyped) for n in found), text


def test_a_choice_is_quoted_from_its_verb() -> None:
    # Story Circle: the link's evidence is the choice, not the condition it is made on ("As this enchantment enters, …")
    text = (
        "As this enchantment enters, choose a color.\n"
        "{W}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent "
        "that damage."
    )
    card = mtglinks.analyze(text, name="Story Circle")
    (link,) = card.links
    assert link.to_dict()["evidence"]["from"]["phrase"] == "choose a color"
    # Ominous Lockbox: a condition without its comma ("As this artifact enters, secretly choose …")
    text = "As this artifact enters, secretly choose a number between 1 and 20."
    assert [h.text for a in mtglinks.parse(text).iter_abilities() for h in halves(a) if h.kind == K.CHOOSE] == [
        "secretly choose a number between 1 and 20"
    ]
