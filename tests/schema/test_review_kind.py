"""A review entry's kind is set by its maker, and survives a trip through the tag record's JSON (which
carries no kind in schema version 1)."""

from __future__ import annotations

from mtglinks.kinds import ReviewKind
from mtglinks.links.oracle import REASON as ORACLE_REASON
from mtglinks.pipeline import analyze, truncated_links_review
from mtglinks.schema.tree_io import review_from_dict
from mtglinks.tree import Review


def _round_trip(review: Review) -> ReviewKind:
    return review_from_dict(review.to_dict()).kind


def test_each_maker_sets_its_kind_and_the_json_gives_it_back() -> None:
    # Gatekeeper of Malakir without its kicker line: the reference is unlinked; with "Kicker" and no
    # reference (Vines of Vastwood's cost alone), the cost is asked about by no ability.
    cue = analyze(
        "When ~ enters, if it was kicked, target player sacrifices a creature.", "en", "Gatekeeper of Malakir"
    )
    cost = analyze("Kicker {G}\nTarget creature can't be the target of spells.", "en", "Vines of Vastwood")
    [unlinked] = cue.review
    [unasked] = cost.review
    assert (unlinked.kind, unasked.kind) == (ReviewKind.UNLINKED_CUE, ReviewKind.UNASKED_COST)
    cost.truncated_links = 3
    truncated = truncated_links_review(cost)
    oracle = Review(
        1, 1, "draw", (0, 4), f"{ORACLE_REASON}: 607.2a 0 in this text, 1 in the Oracle text", ReviewKind.UNLIKE_ORACLE
    )
    for review in (unlinked, unasked, truncated, oracle):
        assert _round_trip(review) == review.kind
        assert "kind" not in review.to_dict()
