"""The `choose` half read from the effect tree in English (issue #22): choices the grammar stopped in and the values of
choices the query did not name, on real card text (the cards named; grammar/effects-en/6-choices.lark,
effects/choice_shapes.py, lang/en/effect_words_choices.py, features/choice_queries.py)."""

from __future__ import annotations

from helpers import typed_card as read

import mtglinks
from mtglinks.features.queries import halves
from mtglinks.kinds import EffectKind
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Choice, Effect


def _choices(found: list[Effect]) -> list[Choice]:
    return [node for node in found if isinstance(node, Choice)]


def _chosen(text: str, name: str) -> list[tuple[str | None, str]]:
    """The `choose` halves the tree reads in the card's abilities: (value, words)."""
    card = mtglinks.parse(text, name=name)
    return [(h.value, h.text) for a in card.iter_abilities() for h in halves(a) if h.kind == K.CHOOSE]


def _untyped(text: str) -> bool:
    card = mtglinks.parse(text, name="Foo")
    return any(n.kind == EffectKind.UNTYPED for a in card.iter_abilities() for n in a.effects)


def test_two_choices_the_second_other_than() -> None:
    # Booby Trap (2026 Oracle text)
    text = "As this artifact enters, choose an opponent and a card name other than a basic land card name."
    _, found = read(text, name="Booby Trap")
    opponent, name = _choices(found)
    assert (opponent.what, name.what, name.options) == ("opponent", "card_name", ["other_than:basic_land"])
    assert [value for value, _ in _chosen(text, "Booby Trap")] == ["opponent", "card_name"]


def test_name_a_card_other_than() -> None:
    # Booby Trap (old printed), Council of the Absolute
    (choice,) = _choices(read("When Booby Trap comes into play, name a card other than a basic land.", "Booby Trap")[1])
    assert choice.what == "card_name" and choice.options == ["other_than:basic_land"]
    text = "As Council of the Absolute enters the battlefield, name a card other than a creature or land card."
    (choice,) = _choices(read(text, name="Council of the Absolute")[1])
    assert choice.options == ["other_than:creature_or_land"]
    assert _untyped("As Foo enters the battlefield, name a card other than a creature or land token.")


def test_abilities_chosen_from_among_keywords() -> None:
    # Rick, Steadfast Leader
    text = "As Rick enters, choose two abilities from among first strike, vigilance, and lifelink."
    (choice,) = _choices(read(text, name="Rick, Steadfast Leader")[1])
    assert choice.what == "ability"
    assert _chosen(text, "Rick, Steadfast Leader")[0][0] == "ability"


def test_numbers_listed() -> None:
    # Haktos the Unscarred, Emissary's Ploy
    text = "As Haktos the Unscarred enters, choose 2, 3, or 4 at random."
    (choice,) = _choices(read(text, name="Haktos the Unscarred")[1])
    assert choice.what == "2_or_3_or_4" and choice.options == ["random"]
    assert _chosen(text, "Haktos the Unscarred")[0][0] == "options:2|3|4"
    text = "Before drawing your opening hand, choose 1, 2, or 3."
    assert [value for value, _ in _chosen(text, "Emissary's Ploy")] == ["options:1|2|3"]


def test_a_warped_card_and_the_old_when_casting() -> None:
    # Close Encounter, Psychic Allergy (old printed)
    text = (
        "As an additional cost to cast this spell, choose a creature you control or a warped creature card you own in "
        "exile."
    )
    assert [value for value, _ in _chosen(text, "Close Encounter")] == ["creature"]
    (choice,) = _choices(read("Choose a color when casting Psychic Allergy.", name="Psychic Allergy")[1])
    assert choice.what == "color" and choice.condition is not None and choice.condition.test == "as"


def test_values_named_by_their_own_noun() -> None:
    # Stamp of Approval, Katerina of Myra's Marvels, Gobsmacked, Gluetius Maximus, Main Event Horizon
    assert _chosen("As this artifact enters, choose a watermark.", "Stamp of Approval")[0][0] == "other:watermark"
    assert _chosen("As Katerina of Myra's Marvels enters, choose a letter.", "Katerina of Myra's Marvels")[0][0] == (
        "other:letter"
    )
    assert _chosen("As this Aura enters, choose a person outside the game.", "Gobsmacked")[0][0] == "other:person"
    text = "As this creature enters, an opponent chooses one of your fingers."
    assert _chosen(text, "Gluetius Maximus")[0][0] == "other:finger"
    text = "As an additional cost to cast this spell, choose A through M or N through Z."
    assert _chosen(text, "Main Event Horizon")[0][0] == "other:range"
    # a word the lexicon lacks stays unread
    assert _untyped("As this artifact enters, choose a squiggle.")


def test_options_named_in_pairs() -> None:
    # Archangel of Strife, Mystic Barrier, Ineffable Blessing (a variant's name without its mark)
    assert _chosen("As this creature enters, each player chooses war or peace.", "Archangel of Strife")[0][0] == (
        "words:war|peace"
    )
    text = "When this enchantment enters and at the beginning of your upkeep, choose left or right."
    assert _chosen(text, "Mystic Barrier")[0][0].startswith("words:")
    text = "As Ineffable Blessing enters the battlefield, choose Flavorful or Bland."
    assert _chosen(text, "Ineffable Blessing (a)")[0][0] == "words:flavorful|bland"


def test_a_choice_from_its_verb() -> None:
    # Forgotten Lore: the choice's words start at its verb when a player is named before it
    text = "Target opponent chooses a card in your graveyard."
    assert _chosen(text, "Forgotten Lore") == [("card", "chooses a card in your graveyard")]
