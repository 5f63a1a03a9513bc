"""Pattern gates: a pattern runs only when the literals its regex needs occur in the lemma text.

The literals are derived from each regex, so the check that matters is that gating never changes
a result: every ability text of the bundled corpora (and a sample of ../shared/corpora) gives the
same matches with the gates on and off."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import corpus, parse_record, parser_inputs

import mtglinks
from mtglinks import features
from mtglinks.coverage import read_cards
from mtglinks.features import forest, patterns, search
from mtglinks.kinds import FeatureKind, Role
from mtglinks.lang import codes
from mtglinks.pipeline import clear_caches
from mtglinks.text import lexicon
from mtglinks.tree import Ability, Card, Span

SHARED_FILES = ("oracle-en", "oracle-recent", "printed-en", "printed-es", "printed-fr", "printed-ru")
SAMPLE_EVERY = 7  # every 7th card of each shared corpus: about 12,000 cards in all
# Languages (and their corpora) whose patterns match no card any more: every kind they read is read from the tree but
# the notes (607.2e), which no Spanish card prints, nor any French card of the bundled corpus.
_NO_MATCHES_LEFT = frozenset({"es", "printed-es", "fr", "printed-fr"})


Text = tuple[str, str, tuple[Span, ...]]  # language, normalized text, its quoted parts


def _texts(cards: Iterator[Card]) -> set[Text]:
    """Every normalized text the features read (granted abilities' too), with its quoted parts."""
    out: set[Text] = set()
    for card in cards:
        out.update(_text(ability) for ability in card.iter_abilities())
    return out


def _text(ability: Ability) -> Text:
    normalized = ability.normalized_text
    if normalized is None:
        return (ability.lang, "", ())
    return (ability.lang, normalized.text, normalized.quoted)


def _ungated(code: str, text: str, quoted: tuple[Span, ...], monkeypatch: pytest.MonkeyPatch) -> tuple[object, ...]:
    with monkeypatch.context() as m:
        m.setattr(search, "USE_GATES", False)
        return search.find_matches(code, text, quoted)


def _assert_same(texts: set[Text], monkeypatch: pytest.MonkeyPatch) -> int:
    found = 0
    for code, text, quoted in sorted(texts):
        gated = search.find_matches(code, text, quoted)
        assert gated == _ungated(code, text, quoted, monkeypatch), (code, text)
        found += len(gated)
    return found


@pytest.mark.parametrize("lang", codes())
def test_gates_change_nothing_on_the_bundled_corpus(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _texts(parse_record(rec) for rec in corpus(lang).values())
    assert len(texts) > 50
    # The corpora are full of links: the comparison is over real matches, not empty tuples (fewer as kinds move to the
    # effect tree and their patterns retire: French 25 once its put onto the battlefield and create were read there,
    # Spanish 14 once its choices and references to them were, Russian 4 once its choices and exile were; Spanish none
    # once its the_exiled_card was: its patterns left, the notes, read no Spanish card; French none once its
    # the_exiled_card was).
    assert _assert_same(texts, monkeypatch) > 0 or lang in _NO_MATCHES_LEFT


@pytest.mark.parametrize("lang", codes())
def test_gated_and_ungated_cards_are_identical(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole analysis (abilities, features, links, review flags) with and without gates."""
    records = list(corpus(lang).values())

    def run() -> list[dict[str, object]]:
        clear_caches()
        return [mtglinks.analyze(lang=r["lang"], name=r["name"], faces=r["faces"]).to_dict() for r in records]

    gated = run()
    monkeypatch.setattr(search, "USE_GATES", False)
    ungated = run()
    clear_caches()
    assert gated == ungated


@pytest.mark.parametrize("name", SHARED_FILES)
def test_gates_change_nothing_on_shared_corpora(name: str, shared_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = shared_dir / "corpora" / f"{name}.jsonl.gz"
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    sample = itertools.islice(read_cards(path), 0, None, SAMPLE_EVERY)
    cards = (mtglinks.parse(lang=c.lang, name=c.name, faces=c.faces) for c in sample if c.error is None)
    texts = _texts(cards)
    assert len(texts) > 500
    # Real matches compared, not empty tuples: fewer as kinds move to the effect tree (oracle-recent's sample 67 once
    # English create_token was read there, printed-ru's 11 once Russian choices and exile were, printed-es's none once
    # Spanish the_exiled_card was).
    assert _assert_same(texts, monkeypatch) > 0 or name in _NO_MATCHES_LEFT


def test_literals_are_read_from_the_regex() -> None:
    needs = features.required_literals(r"\b(?:exiliado|removido)(?: del juego)? (?:con|por) ~")
    assert frozenset({"exiliado", "removido"}) in needs
    # the optional " del juego" is never required
    assert not any("juego" in s for clause in needs for s in clause)
    # a repeat of at least one keeps its literal, an optional one does not
    assert features.required_literals(r"(?:choose )+a")[0] == frozenset({"choose "})
    assert features.required_literals(r"(?:choose )?a") == (frozenset({"a"}),)


@pytest.mark.parametrize(
    "regex",
    [
        r"[\w~]+ [\w~]+",  # classes only
        r"(?i)[\w~]+ [\w~]+ ~",  # ignores case: a literal test would be wrong
        r"(?i:EXILE) [\w~]+",  # the case-blind part is not required
        r"nothing|[\w~]+ [\w~]+",  # one alternative needs nothing
    ],
)
def test_a_pattern_without_a_required_literal_always_runs(regex: str, monkeypatch: pytest.MonkeyPatch) -> None:
    needs = features.required_literals(regex)
    assert not any("exile" in s for clause in needs for s in clause), needs
    pattern = features.Pattern(FeatureKind.EXILE, Role.ACTING, regex, None, needs)
    data = features.language_data_of((pattern,), {})
    monkeypatch.setattr(patterns, "language_data", lambda code: data)
    found = search.find_matches("en", "Exile it with ~")
    assert found and found[0][:2] == ("exile", "acting")


def test_an_unreadable_regex_is_never_gated() -> None:
    assert features.required_literals("(unclosed") == ()


def test_every_pattern_of_every_language_is_gated_or_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A gate never hides a match: for each pattern, its own matches on the bundled corpus contain
    its literals (checked directly, pattern by pattern, on the lemma texts)."""
    checked = 0
    for lang in codes():
        data = patterns.language_data(lang)
        assert data.patterns
        texts = _texts(parse_record(rec) for rec in corpus(lang).values())
        lemma_texts = [lexicon.lemma_text(text, lang) for _, text, _ in texts]
        for pattern in data.patterns:
            for lemma_text in lemma_texts:
                for m in re.finditer(pattern.source, lemma_text):
                    checked += 1
                    for clause in pattern.needs:
                        assert any(s in lemma_text for s in clause), (lang, pattern.source, m.group())
    # Real matches, not none (fewer as kinds move to the effect tree: 100 once Spanish choices were read there, 45
    # once Spanish and English exile were, 24 once the English markers and French kicked_ref were too, 15 once French
    # exile was, 10 once Spanish the_exiled_card was).
    assert checked > 5


@pytest.mark.parametrize("lang", codes())
def test_the_literal_forest_finds_every_literal_a_text_holds(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    data = patterns.language_data(lang)
    texts = [" ".join(lexicon.lemmas(t, lang)[1]) for t in parser_inputs(lang, monkeypatch)]
    texts += [literal for literal, _ in data.literals]  # each literal alone: its own tree's root and leaves
    nonzero = 0
    for text in texts:
        every = 0
        for literal, bits in data.literals:
            if literal in text:
                every |= bits
        assert forest.satisfied(data.literal_forest, text) == every, text
        nonzero += every != 0
    # (beyond each literal alone: a text of the corpus holds one, but in the languages whose patterns read no card)
    assert nonzero > len(data.literals) or lang in _NO_MATCHES_LEFT
    flattened: list[str] = []
    todo = list(data.literal_forest)
    while todo:
        literal, _, contained_in = todo.pop()
        flattened.append(literal)
        todo.extend(contained_in)
        assert all(literal in child[0] for child in contained_in)  # a child contains its parent
    assert sorted(flattened) == sorted(literal for literal, _ in data.literals)  # each literal once


def _every_bit(data: Any, text: str) -> int:
    """The clause bits of the literals in `text`, every literal tested."""
    every = 0
    for literal, bits in data.literals:
        if literal in text:
            every |= bits
    return every


def _every_kind(data: Any, low: str) -> set[str]:
    """The kinds the gate words in `low` open, every gate word tested."""
    opened: set[str] = set()
    for word, kinds in data.gates:
        if word in low:
            opened |= kinds
    return opened


@pytest.mark.parametrize("lang", codes())
def test_gate_words_and_each_kinds_literals_are_found_as_by_testing_all(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = patterns.language_data(lang)
    texts = parser_inputs(lang, monkeypatch)
    opened = [search.opened_kinds(data, t.lower()) for t in texts]
    assert opened == [_every_kind(data, t.lower()) for t in texts]
    kind_masks: dict[str, int] = {}
    for _pattern, mask, gate in data.gate_rows:
        if gate is not None:
            kind_masks[gate] = kind_masks.get(gate, 0) | mask
    lemma_texts = [" ".join(lexicon.lemmas(t, lang)[1]) for t in texts]
    for kind, kind_mask in kind_masks.items():
        found = [forest.satisfied(data.kind_forests[kind], text) for text in lemma_texts]
        assert found == [_every_bit(data, text) & kind_mask for text in lemma_texts], kind
    if data.gates:  # English gates its patterns: the texts open some kinds, not all
        assert 0 < sum(map(bool, opened)) < len(texts)


def test_a_gate_for_a_kind_without_patterns_leaves_ungated_kinds_running() -> None:
    exile = features.Pattern(
        FeatureKind.EXILE, Role.ACTING, r"\bexile\b", None, features.required_literals(r"\bexile\b")
    )
    note = features.Pattern(FeatureKind.NOTE, Role.ACTING, r"\bnote\b", None, features.required_literals(r"\bnote\b"))
    data = features.language_data_of((exile, note), {"exile": ["exile"], "choose": ["choose"]})
    assert not data.every_kind_gated  # "note" has patterns and no gate

    def kinds(text: str) -> list[str]:
        return [p.kind for p in search.patterns_to_run(data, search.opened_kinds(data, text), text)]

    assert kinds("note exile") == ["exile", "note"]
    assert kinds("choose note") == ["note"]  # "choose" opens a kind that has no pattern
