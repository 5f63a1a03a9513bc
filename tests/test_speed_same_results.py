"""The speed lane's rewrites give what the code they replaced gave, on real card text.

Each test compares a faster path with the slower one it replaced (kept here as the reference), so that a
change of either shows as a failure: the tree walk of the feature queries, the paragraph driver's child
filters, the lemma lookups, the tree kinds' gates, the check for characters to clean and the reuse store's
compression.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from lark import Tree
from lark.parse_tree_builder import ChildFilterLALR_NoPlaceholders

from mtglinks import analyze
from mtglinks.batch.analysis import Analysis
from mtglinks.batch.packing import _COMPRESSED_BODY, pack, unpack
from mtglinks.features import queries
from mtglinks.features.tree import _declared, opened
from mtglinks.syntax.lalr import unfiltered
from mtglinks.text import characters, lexicon
from mtglinks.tree import Effect, TriggerEvent, child_fields

# Real cards: Oracle text of Rings of Brighthearth and of Spellweaver Helix; printed French text of Nécromancie.
RINGS = (
    "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that ability. "
    "You may choose new targets for the copy."
)
HELIX = (
    "Imprint — When Spellweaver Helix enters, you may exile two target sorcery cards from a single graveyard.\n"
    "Whenever a player casts a card, if it has the same name as one of the cards exiled with Spellweaver Helix, "
    "you may copy the card. If you do, you may cast the copy without paying its mana cost."
)
NECROMANCIE = (
    "Vous pouvez lancer Nécromancie comme s'il avait le flash. S'il est lancé comme un éphémère, il gagne : « Au "
    "début du prochain étape de nettoyage, sacrifiez la créature enchantée. »\n"
    "Quand Nécromancie arrive sur le champ de bataille, si elle est sur le champ de bataille, elle devient une aura "
    "avec « enchanter créature mise sur le champ de bataille avec Nécromancie ». Mettez sur le champ de bataille "
    "sous votre contrôle une carte de créature ciblée d'un cimetière. Nécromancie enchante cette créature."
)


def _walked(tops: list[Effect], done: bool) -> Iterator[tuple[Effect, bool]]:
    """The walk `queries._nodes` replaced (nested generators), as it was."""
    for top in tops:
        yield top, done
        inner = done and not isinstance(top, TriggerEvent) and not queries._tests(top)
        for name in child_fields(type(top)):
            value = getattr(top, name)
            if isinstance(value, Effect):
                yield from _walked([value], inner)
            elif isinstance(value, list):
                yield from _walked([item for item in value if isinstance(item, Effect)], inner)


@pytest.mark.parametrize(("text", "lang", "name"), [(RINGS, "en", "Rings of Brighthearth"), (HELIX, "en", None)])
def test_tree_walk_gives_every_node_in_the_same_order(text: str, lang: str, name: str | None) -> None:
    card = analyze(text, lang=lang, name=name)
    walked = 0
    for ability in card.iter_abilities():
        expected = list(_walked(ability.effects, True))
        got = queries._nodes(ability.effects, True)
        assert [(id(node), done) for node, done in got] == [(id(node), done) for node, done in expected]
        walked += len(got)
    assert walked > 10  # the trees were read: the test compares real walks


def _lark_filter(shape: tuple[tuple[int, bool], ...]) -> ChildFilterLALR_NoPlaceholders:
    return ChildFilterLALR_NoPlaceholders(list(shape), lambda children: ("built", children))  # type: ignore[no-untyped-call]


@pytest.mark.parametrize(
    "shape",
    [
        ((0, True),),
        ((0, True), (1, False)),
        ((0, True), (1, False), (2, False)),
        ((0, False), (1, True)),
        ((0, False), (1, True), (2, False)),
        ((0, False), (1, False), (2, True)),
    ],
)
def test_child_filter_shapes_build_what_larks_filter_builds(shape: tuple[tuple[int, bool], ...]) -> None:
    def children() -> list[Any]:
        return [Tree("_inlined", ["a", "b"]) if expand else f"child {i}" for i, expand in shape]

    lark_filter = _lark_filter(shape)
    fast = unfiltered(lark_filter)
    assert fast is not lark_filter  # the shape has its own builder
    assert fast(children()) == lark_filter(children())


def test_lemmas_are_the_lemma_of_each_token() -> None:
    text = NECROMANCIE.replace("Nécromancie", "~")
    spans, lemmas = lexicon.lemmas(text, "fr")
    assert len(spans) > 50
    assert lemmas == [lexicon.lemma(text[a:b], "fr") for a, b in spans]
    assert lexicon.lemma("sacrifiez", "fr") != "sacrifiez"  # a real lemma, not the word


# Burst Lightning's Oracle text: its gate words ("additional", "as you cast") open kinds read from the tree.
BURST = (
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
    "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."
)


@pytest.mark.parametrize(
    ("text", "lang", "gated"),
    [
        (RINGS.split(". You may")[0].lower(), "en", False),
        (RINGS.lower(), "en", True),  # "You may choose new targets": the gate of `choose` (read from the tree)
        (BURST.lower(), "en", True),
        (NECROMANCIE.lower(), "fr", True),
    ],
)
def test_tree_kinds_open_as_by_each_kinds_own_gate(text: str, lang: str, gated: bool) -> None:
    expected = frozenset(
        kind for kind, gate in _declared(lang).items() if not gate or any(word in text for word in gate)
    )
    assert opened(lang, text) == expected
    assert bool(expected) == gated  # Rings' first sentences open none; the others hold gate words


def _needs_cleaning_by_the_class(text: str) -> bool:
    """The check `characters._needs_cleaning` made before its ASCII path."""
    return (
        characters._ONE_CHARACTER_TO_CLEAN.search(text) is not None
        or "\u2013" in text
        or "  " in text
        or ("-" in text and characters._DASH_AS_SEPARATOR.search(text) is not None)
        or text.startswith("* ")
    )


def test_characters_to_clean_found_alike_in_ascii_and_other_text() -> None:
    lines = [*RINGS.split(". "), *HELIX.split("\n"), *NECROMANCIE.split("\n")]
    texts = [*lines, *(line + chr(code) for line in lines[:2] for code in range(128))]
    texts += [RINGS.replace(" ", "\t", 1), RINGS + "\r", HELIX.replace("—", "-"), "Imprint \u2013 When ~ enters"]
    assert [characters._needs_cleaning(t) for t in texts] == [_needs_cleaning_by_the_class(t) for t in texts]
    assert characters._needs_cleaning(RINGS.replace(" ", "\t", 1))
    assert not characters._needs_cleaning(RINGS)


def test_long_body_packed_compressed_and_read_back_the_same() -> None:
    card = analyze(NECROMANCIE, lang="fr", name="Nécromancie")
    body = repr([ability.to_dict() for ability in card.abilities]) * 3 + "\udc80"  # a lone surrogate too
    assert len(body.encode("utf-8", "surrogatepass")) >= _COMPRESSED_BODY
    analysis = Analysis("ok", (), body, ("607.2a",), 1, 3, -1, 0, False)
    packed = pack(analysis)
    assert len(packed) < len(body) // 2  # kept compressed
    assert unpack(packed) == analysis
