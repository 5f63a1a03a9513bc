"""The object phrases read inside a sentence the grammar does not read whole (effects/partial.py): kept on its
untyped node, so that what they refer to still links, while the sentence and its card stay untyped."""

from __future__ import annotations

import mtglinks
from mtglinks.coverage import measure, record_to_card
from mtglinks.effects.build import lexicon
from mtglinks.effects.partial import lenient_tokens
from mtglinks.features.queries import halves
from mtglinks.kinds import EffectKind, ReferenceKind
from mtglinks.kinds import FeatureKind as K
from mtglinks.schema.tree_io import card_from_dict
from mtglinks.tree import Card, Effect, ObjectPhrase, Reference, Untyped

# Gluetius Maximus (un-set, Oracle): "finger" is no word of the lexicon
GLUETIUS = (
    "As this creature enters, an opponent chooses one of your fingers. (Thumbs are fingers, too.)\n"
    "When the chosen finger isn't touching this creature, sacrifice this creature."
)
# Duplicant (Oracle): its second sentence lists the characteristics with commas the grammar does not read yet
DUPLICANT = (
    "Imprint — When this creature enters, you may exile target nontoken creature.\n"
    "As long as a card exiled with this creature is a creature card, this creature has the power, toughness, and "
    "creature types of the last creature card exiled with it. It's still a Shapeshifter."
)


def _untyped(card: Card) -> list[Untyped]:
    return [n for a in card.iter_abilities() for n in a.effects if isinstance(n, Untyped)]


def test_a_reference_inside_an_untyped_sentence_is_kept_and_links() -> None:
    card = mtglinks.analyze(GLUETIUS, name="Gluetius Maximus")
    (unread,) = _untyped(card)
    assert unread.reason == 'the lexicon has no category for "finger"'
    chosen = [p for p in unread.phrases if isinstance(p, Reference) and p.refers == ReferenceKind.CHOSEN]
    assert [p.text for p in chosen] == ["the chosen finger"]
    assert card.text[chosen[0].span[0] : chosen[0].span[1]] == "the chosen finger"  # spans in the card text
    assert [h.kind for h in halves(card.abilities[1]) if h.kind == K.CHOSEN_REF] == [K.CHOSEN_REF]
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2d", 0, 1)]


def test_the_sentence_stays_untyped_in_coverage() -> None:
    card = mtglinks.analyze(DUPLICANT, name="Duplicant")
    (unread,) = _untyped(card)
    exiled = [p for p in unread.phrases if isinstance(p, ObjectPhrase) and "exiled_with_self" in p.qualifiers]
    assert [p.text for p in exiled] == ["a card exiled with ~"]
    counted = measure([record_to_card({"name": "Duplicant", "lang": "en", "text": DUPLICANT})])
    assert counted.sentences_typed == counted.sentences - 1 and counted.cards_typed == 0
    assert ("607.2a", 0, 1) in {(str(link.rule), link.source, link.target) for link in card.links}


def test_garbage_reads_no_phrase_that_names_nothing() -> None:
    card = mtglinks.analyze("Tokens frobbed created with it this way revealed.", name="X")
    (unread,) = _untyped(card)
    assert all(not isinstance(p, ObjectPhrase) or p.types for p in unread.phrases)
    assert "revealed" not in [p.text for p in unread.phrases]
    assert not halves(card.abilities[0])
    assert not _untyped(mtglinks.analyze("Lorem ipsum dolor sit amet.", name="X"))[0].phrases


def test_an_unknown_word_after_a_choices_participle_is_its_noun() -> None:
    tokens = lenient_tokens(lexicon("en"), "When the chosen finger isn't touching ~, sacrifice ~.")
    kinds = [(t.type, t.text) for t in tokens]
    assert ("NOUN", "finger") in kinds and ("UNKNOWN", "touching") in kinds
    assert all(t.type != "UNKNOWN" for t in lenient_tokens(lexicon("en"), "Draw a card."))


def test_phrases_round_trip_through_the_output_record() -> None:
    card = mtglinks.analyze(GLUETIUS, name="Gluetius Maximus")
    value = card.to_dict()
    untyped = [e for a in value["abilities"] for e in a["effects"] if e["kind"] == EffectKind.UNTYPED]
    assert [p["text"] for p in untyped[0]["phrases"]] == ["the chosen finger", "~"]
    back = card_from_dict(value)
    (unread,) = _untyped(back)
    assert all(isinstance(p, Effect) for p in unread.phrases) and len(unread.phrases) == 2


def test_russian_reads_the_name_referred_to_in_an_untyped_sentence() -> None:
    # Pithing Needle (Смертельная Игла), printed in Russian: "Актвивируемые" is a misprint no lexicon knows
    text = (
        "При входе Смертельной Иглы в игру назовите карту.\n"
        "Актвивируемые способности источников с выбранным именем не могут быть разыграны, если только они не являются"
        " мана-способностями."
    )
    card = mtglinks.analyze(text, lang="ru", name="Смертельная Игла")
    assert _untyped(card) and any(_untyped(card)[0].phrases)
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2d", 0, 1)]


# Molten Disaster (Désastre en fusion), printed in French: "à" is a misprint of "a" (has), which no rule reads there
MOLTEN_DISASTER_FR = (
    "Kick {R} (Vous pouvez payer un {R} supplémentaire au moment où vous jouez ce sort.)\n"
    "Si le coût de kick a été payé, le Désastre en fusion à la fraction de seconde.\n"
    "Le Désastre en fusion inflige X blessures à chaque créature sans le vol et à chaque joueur."
)


def test_a_condition_opening_an_untyped_sentence_is_kept_and_links() -> None:
    card = mtglinks.analyze(MOLTEN_DISASTER_FR, lang="fr", name="Désastre en fusion")
    (unread,) = _untyped(card)
    assert '"à"' in unread.reason
    (condition,) = [p for p in unread.phrases if p.kind == EffectKind.CONDITION]
    assert card.text[condition.span[0] : condition.span[1]].startswith("Si le coût de kick a été payé")
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2i", 0, 1)]
    counted = measure([record_to_card({"name": "Désastre en fusion", "lang": "fr", "text": MOLTEN_DISASTER_FR})])
    assert counted.cards_typed == 0  # the sentence stays untyped


def test_a_condition_is_kept_only_when_read_whole_before_its_comma() -> None:
    # the same words with no comma, and a condition the grammar cannot read, keep no condition
    for text in (
        "Si le coût de kick a été payé le Désastre en fusion à la fraction de seconde.",
        "Si le frobnitz a été payé, le Désastre en fusion à la fraction de seconde.",
    ):
        card = mtglinks.analyze(text, lang="fr", name="Désastre en fusion")
        assert all(p.kind != EffectKind.CONDITION for u in _untyped(card) for p in u.phrases)
