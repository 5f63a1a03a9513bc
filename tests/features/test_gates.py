"""Pattern gates: a pattern runs only when the literals its regex needs occur in the lemma text (and a kind listed in
GATES only when one of its gate words occurs in the lower-cased text).

No language has a pattern of its own left (every kind of rule 607 is read from the effect tree, issues #22 and #23), so
the engine runs here with the last English patterns, those of `exiled_with_self` and `chosen_ref` before they retired
(tests/retired_patterns.py, fixture `retired_english`). The literals are derived from each regex, so the check that
matters is that gating by them never changes a result: every ability text of the bundled English corpus (and a sample
of the English corpora of ../shared/corpora) gives the same matches with the literal gates on and off, and the matches
compared are real ones, of both kinds. The forests that find the literals and the gate words find what testing each
one would."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import corpus, parse_record, parser_inputs
from retired_patterns import RETIRED_KINDS

import mtglinks
from mtglinks import features
from mtglinks.coverage import read_cards
from mtglinks.features import forest, patterns, search
from mtglinks.features.patterns import LanguageData
from mtglinks.kinds import FeatureKind, Role
from mtglinks.pipeline import clear_caches
from mtglinks.text import lexicon
from mtglinks.tree import Ability, Card, Span

# The English corpora of ../shared (the others' languages have no pattern to run).
SHARED_FILES = ("oracle-en", "oracle-recent", "printed-en")
SAMPLE_EVERY = 7  # every 7th card of each shared corpus


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


def _assert_same(texts: set[Text], monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Each text's matches with the gates on and off are the same; the kinds of the matches found."""
    found: Counter[str] = Counter()
    for code, text, quoted in sorted(texts):
        gated = search.find_matches(code, text, quoted)
        assert gated == _ungated(code, text, quoted, monkeypatch), (code, text)
        found.update(kind for kind, *_ in gated)
    return found


def test_gates_change_nothing_on_the_bundled_corpus(
    retired_english: LanguageData, monkeypatch: pytest.MonkeyPatch
) -> None:
    texts = _texts(parse_record(rec) for rec in corpus("en").values())
    assert len(texts) > 50
    # The comparison is over real matches, not empty tuples: 4 of each kind (Paradise Plume's four "the chosen color";
    # "exiled with ~" in Sisters of Stone Death, Karn Liberated and Izzet Chemister, Sisters' printed "removed from the
    # game with ~").
    found = _assert_same(texts, monkeypatch)
    assert set(found) == RETIRED_KINDS, found


def test_gated_and_ungated_cards_are_identical(retired_english: LanguageData, monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole analysis of the bundled English cards (abilities, features, links, review flags) with and without
    the literal gates, the retired kinds read by their patterns (not by the tree): the halves they find are in the
    cards."""
    records = list(corpus("en").values())

    def run() -> list[dict[str, object]]:
        clear_caches()
        return [mtglinks.analyze(lang=r["lang"], name=r["name"], faces=r["faces"]).to_dict() for r in records]

    gated = run()
    monkeypatch.setattr(search, "USE_GATES", False)
    ungated = run()
    assert gated == ungated
    halves = Counter(f["kind"] for card in gated for f in _features(card) if f["kind"] in RETIRED_KINDS)
    # 4 halves of each kind, those of the matches above
    assert set(halves) == RETIRED_KINDS, halves


def _features(value: Any) -> Iterator[dict[str, Any]]:
    """The features anywhere in a card's dictionary."""
    if isinstance(value, dict):
        yield from value.get("features", ())
        for item in value.values():
            yield from _features(item)
    elif isinstance(value, list):
        for item in value:
            yield from _features(item)


@pytest.mark.parametrize("name", SHARED_FILES)
def test_gates_change_nothing_on_shared_corpora(
    name: str, shared_dir: Path, retired_english: LanguageData, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = shared_dir / "corpora" / f"{name}.jsonl.gz"
    if not path.is_file():
        pytest.skip(f"{path} is missing")
    sample = itertools.islice(read_cards(path), 0, None, SAMPLE_EVERY)
    cards = (mtglinks.parse(lang=c.lang, name=c.name, faces=c.faces) for c in sample if c.error is None)
    texts = _texts(cards)
    assert len(texts) > 500
    # Real matches compared, not empty tuples: in the sample of oracle-en 53 of chosen_ref and 24 of exiled_with_self,
    # of oracle-recent 6 of chosen_ref (none of the other), of printed-en 51 and 11.
    found = _assert_same(texts, monkeypatch)
    assert sum(found.values()) > 0, name


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


def test_every_retired_english_pattern_is_gated_or_runs(retired_english: LanguageData) -> None:
    """A gate never hides a match: for each pattern, its own matches on the bundled English corpus contain its
    literals (checked directly, pattern by pattern, on the lemma texts)."""
    texts = _texts(parse_record(rec) for rec in corpus("en").values())
    checked: Counter[str] = Counter()
    for _, text, _ in sorted(texts):
        lemma_text = lexicon.lemma_text(text, "en")
        for pattern in retired_english.patterns:
            for m in re.finditer(pattern.source, lemma_text):
                checked[pattern.kind] += 1
                for clause in pattern.needs:
                    assert any(s in lemma_text for s in clause), (pattern.source, m.group())
    # Real matches, not none: 4 of each kind, those of the matches compared above.
    assert set(checked) == RETIRED_KINDS, checked


def test_the_literal_forest_finds_every_literal_a_text_holds(
    retired_english: LanguageData, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = retired_english
    assert data.literals
    texts = [" ".join(lexicon.lemmas(t, "en")[1]) for t in parser_inputs("en", monkeypatch)]
    texts += [literal for literal, _ in data.literals]  # each literal alone: its own tree's root and leaves
    nonzero = 0
    for text in texts:
        every = 0
        for literal, bits in data.literals:
            if literal in text:
                every |= bits
        assert forest.satisfied(data.literal_forest, text) == every, text
        nonzero += every != 0
    # some text of the corpus holds a literal besides the literals themselves (86 of the 116 texts hold one of the 41)
    assert nonzero > len(data.literals), nonzero
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


def test_gate_words_and_each_kinds_literals_are_found_as_by_testing_all(
    retired_english: LanguageData, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = retired_english
    texts = parser_inputs("en", monkeypatch)
    opened = [search.opened_kinds(data, t.lower()) for t in texts]
    assert opened == [_every_kind(data, t.lower()) for t in texts]
    kind_masks: dict[str, int] = {}
    for _pattern, mask, gate in data.gate_rows:
        if gate is not None:
            kind_masks[gate] = kind_masks.get(gate, 0) | mask
    assert set(kind_masks) == RETIRED_KINDS  # each kind is gated
    lemma_texts = [" ".join(lexicon.lemmas(t, "en")[1]) for t in texts]
    for kind, kind_mask in kind_masks.items():
        found = [forest.satisfied(data.kind_forests[kind], text) for text in lemma_texts]
        assert found == [_every_bit(data, text) & kind_mask for text in lemma_texts], kind
        assert any(found), kind  # some text holds a literal of the kind
    # the texts open some kinds, not all (13 of 116)
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
