"""The relation table of 607.2 (links/relations.py): the clauses and the review read the same pairings,
every language reads or declares every kind, and the clause order that decides which duplicate link wins
is the stated one."""

from __future__ import annotations

import importlib

import pytest

from mtglinks.features import KEYWORD_FEATURES, patterns, tree
from mtglinks.kinds import FeatureKind, Role
from mtglinks.lang import codes
from mtglinks.links import CLAUSES
from mtglinks.links.base import Rule
from mtglinks.links.relations import (
    MADE_FOR_EVERY_LANGUAGE,
    RELATIONS,
    cue,
    referring_cues,
    relation_kinds,
)
from mtglinks.links.review import _MISSING, CUES
from mtglinks.pipeline import analyze


def _read_kinds(code: str) -> set[str]:
    keyword_kinds = {kind for halves in KEYWORD_FEATURES.values() for kind, _, _ in halves}
    return {p.kind for p in patterns.language_data(code).patterns} | keyword_kinds | tree.tree_kinds(code)


@pytest.mark.parametrize("code", codes())
def test_every_language_reads_or_declares_every_kind_of_the_table(code: str) -> None:
    declared = getattr(importlib.import_module(f"mtglinks.lang.{code}.patterns"), "UNEXPRESSED", {})
    assert set(declared) <= set(FeatureKind), set(declared) - set(FeatureKind)
    read = _read_kinds(code)
    needed = relation_kinds() - MADE_FOR_EVERY_LANGUAGE
    missing = {kind for kind in needed if kind not in read and kind not in declared}
    assert not missing, f"{code}: neither read nor declared in UNEXPRESSED: {sorted(missing)}"
    stale = {kind for kind in declared if kind in read}
    assert not stale, f"{code}: read by the patterns, yet declared unexpressed: {sorted(stale)}"


def test_every_referring_kind_a_language_reads_has_a_relation() -> None:
    referring = {p.kind for code in codes() for p in patterns.language_data(code).patterns if p.role == Role.REFERRING}
    assert referring <= set(referring_cues()), referring - set(referring_cues())


def test_the_review_reads_the_table() -> None:
    assert set(CUES) == set(referring_cues()) == set(_MISSING)
    for kind, found in CUES.items():
        own_rules = {r.rule for r in RELATIONS if kind in r.referring}
        assert own_rules <= set(found.rules), kind
        assert found == cue(FeatureKind(kind))
    assert CUES[FeatureKind.EXILED_WITH_SELF].lasting and not CUES[FeatureKind.THE_EXILED_CARD].lasting


def test_clauses_run_in_rule_order_with_each_rules_main_unit_first() -> None:
    rules = [unit.rule for unit in CLAUSES]
    assert rules == sorted(rules)
    for rule in Rule:
        units = [unit for unit in CLAUSES if unit.rule == rule]
        assert units and units[0].summary is not None, rule
        assert all(unit.summary is None for unit in units[1:]), rule


def test_the_table_pairs_for_the_clause_and_explains_for_the_review() -> None:
    """Kicker pairs with "if it was kicked" through the table (Gatekeeper of Malakir): the link is made;
    without the kicker line the reference is flagged with the table's words for its missing source."""
    text = "Kicker {B}{B}\nWhen ~ enters, if it was kicked, target player sacrifices a creature."
    linked = analyze(text, lang="en", name="Gatekeeper of Malakir")
    assert [link.rule for link in linked.links] == [Rule.R2I]
    assert linked.review == []
    alone = analyze(text.split("\n")[1], lang="en", name="Gatekeeper of Malakir")
    assert alone.links == []
    assert [review.reason for review in alone.review] == ["no ability of the card offers a kicker"]
