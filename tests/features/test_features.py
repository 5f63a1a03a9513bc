"""Features in every language: the closed vocabularies, keyword halves, and long texts searched in pieces."""

from __future__ import annotations

from helpers import features_of
from retired_patterns import retired_data

import mtglinks
from mtglinks import features
from mtglinks.features import offsets, patterns
from mtglinks.kinds import FeatureKind, Role
from mtglinks.lang import codes


def test_no_language_has_a_pattern_left_and_the_halves_speak_the_closed_vocabularies() -> None:
    """Every kind of rule 607 is read from the effect tree in every language (issues #22, #23): no language's
    PATTERNS holds an entry, nor its GATES a kind. The engine's loader still reads entries as members of the closed
    vocabularies (the English ones retired, tests/retired_patterns.py), as the keyword halves are."""
    for lang in codes():
        data = patterns.language_data(lang)
        assert not data.patterns and not data.gates and not data.literals, lang
    retired = retired_data().patterns
    assert {(p.kind, p.role) for p in retired} == {
        (FeatureKind.EXILED_WITH_SELF, Role.REFERRING),
        (FeatureKind.CHOSEN_REF, Role.REFERRING),
    }
    assert all(type(p.kind) is FeatureKind and type(p.role) is Role for p in retired)
    halves = [half for entries in features.KEYWORD_FEATURES.values() for half in entries]
    assert all(type(kind) is FeatureKind and type(role) is Role for kind, role, _ in halves)


def test_a_keyword_half_carries_its_kind_and_role() -> None:
    # Goblin Bushwhacker (Oracle text).
    text = (
        "Kicker {R}\nWhen Goblin Bushwhacker enters, if it was kicked, creatures you control get +1/+0 "
        "and gain haste until end of turn."
    )
    card = mtglinks.parse(text, name="Goblin Bushwhacker")
    (cost,) = features_of(card.abilities[0], FeatureKind.ADDITIONAL_COST)
    assert (cost.role, cost.value, card.text[slice(*cost.span)]) == (Role.ACTING, "kicker", "Kicker {R}")
    (kicked,) = features_of(card.abilities[1], FeatureKind.KICKED_REF)
    assert kicked.role == Role.REFERRING and card.text[slice(*kicked.span)] == "it was kicked"


def test_the_partners_name_is_not_read_as_keywords() -> None:
    # Silvar, Devourer of the Free: "Champion of Freedom" is the partner's epithet, not champion.
    card = mtglinks.parse("Partner with Trynn, Champion of Freedom\nMenace", name="Silvar, Devourer of the Free")
    partner = card.abilities[0]
    assert [k.canonical for k in partner.keywords][:1] == ["partner with"]
    assert not features_of(partner, FeatureKind.CHAMPION)


def test_a_long_lemma_text_is_searched_in_pieces_cut_after_a_sentence() -> None:
    sentence = "draw a card . "
    text = sentence * (offsets.LONG_TEXT // len(sentence) + 10)
    pieces = offsets.pieces(text)
    assert len(pieces) > 1
    assert pieces[0][0] == 0 and pieces[-1][1] == len(text)
    assert all(a == previous_end for (a, _), (_, previous_end) in zip(pieces[1:], pieces, strict=False))
    assert all(b - a <= offsets.PIECE for a, b in pieces)
    assert all(text[b - 3 : b] == " . " for _, b in pieces[:-1])  # each cut follows a sentence's period
    assert offsets.pieces("draw a card .") == [(0, 13)]
