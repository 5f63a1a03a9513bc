"""What the speed lane keeps instead of doing again gives what doing it again gives, on real card text.

- A sentence's reading is kept (`effects/build._reading`) and each card gets its own copy: the kept reading is the one
  an uncached parse gives, a card's analysis never changes it, and a card read from it is the card read afresh.
- `features/tree.tree_features` walks an ability's effect tree once for all its queries (`features/walks.py`): the
  halves are those the queries find walking the tree each on their own, and no walk stays kept after.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtglinks import analyze
from mtglinks.effects import build, partial
from mtglinks.features import walks
from mtglinks.features.tree import _declared, tree_features
from mtglinks.tree import Ability

# Real cards' Oracle text: Burst Lightning, Spellweaver Helix, Charm School, Prosperous Innkeeper, Voice of All.
BURST = (
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
    "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."
)
HELIX = (
    "Imprint — When Spellweaver Helix enters, you may exile two target sorcery cards from a single graveyard.\n"
    "Whenever a player casts a card, if it has the same name as one of the cards exiled with Spellweaver Helix, "
    "you may copy the card. If you do, you may cast the copy without paying its mana cost."
)
CHARM_SCHOOL = (
    "As Charm School enters the battlefield, choose a color and balance Charm School on your head.\n"
    "Prevent all damage that would be dealt to you by sources of the chosen color.\n"
    "When Charm School falls off your head, sacrifice Charm School."
)
INNKEEPER = (
    "When this creature enters, create a Treasure token. (It's an artifact with "
    '"{T}, Sacrifice this token: Add one mana of any color.")\n'
    "Whenever another creature you control enters, you gain 1 life."
)
VOICE = "Flying\nAs Voice of All enters, choose a color.\nVoice of All has protection from the chosen color."
CARDS = [
    (BURST, "Burst Lightning"),
    (HELIX, "Spellweaver Helix"),
    (CHARM_SCHOOL, "Charm School"),
    (INNKEEPER, "Prosperous Innkeeper"),
    (VOICE, "Voice of All"),
]


def _plain(nodes: Any) -> Any:
    if isinstance(nodes, build._Unread):  # why not read, and the phrases read inside (effects/partial.py)
        return (nodes.reason, [node.to_dict() for node in nodes.phrases])
    return [node.to_dict() for node in nodes] if isinstance(nodes, tuple) else nodes


def _parsed(words: Any, sentence: str, start: str) -> Any:
    """What an uncached reading of the sentence gives, as `_plain` shows a kept one."""
    parsed = build._parse(words, sentence, start)
    if isinstance(parsed, str):
        return (parsed, [node.to_dict() for node in partial.phrases(words, sentence)])
    return _plain(parsed)


def _effects(text: str, name: str) -> list[list[dict[str, Any]]]:
    return [[node.to_dict() for node in a.effects] for a in analyze(text, lang="en", name=name).iter_abilities()]


@pytest.mark.parametrize(("text", "name"), CARDS)
def test_kept_reading_is_an_uncached_parse_and_no_card_changes_it(text: str, name: str) -> None:
    card = analyze(text, lang="en", name=name)
    words = build.lexicon("en")
    assert words is not None
    read = 0
    for ability in card.iter_abilities():
        for sentence, _, start in build.sentences(ability):
            kept = _plain(build._reading(words, sentence, start))
            assert kept == _parsed(words, sentence, start)  # the kept reading: what a parse gives
            read += isinstance(kept, list)
    assert read >= 2  # sentences the grammar reads: real trees compared
    before = {key: _plain(value) for key, value in build._READ.items()}
    again = _effects(text, name)  # read from the kept readings, each node copied into the card
    for ability in analyze(text, lang="en", name=name).iter_abilities():  # a card's nodes changed in place …
        for node in ability.effects:
            node.span = (-1, -1)
            if hasattr(node, "objects"):
                node.objects.clear()
    after = {key: _plain(build._READ[key]) for key in before if key in build._READ}
    assert after == {key: before[key] for key in after}  # … change no kept reading
    assert again == [[node.to_dict() for node in a.effects] for a in card.iter_abilities()]


@pytest.mark.parametrize(("text", "name"), CARDS)
def test_card_read_from_kept_readings_is_the_card_read_afresh(text: str, name: str) -> None:
    first = _effects(text, name)
    build._READ.clear()
    assert _effects(text, name) == first  # every sentence parsed again
    assert _effects(text, name) == first  # every sentence from the kept readings


def _each_walking_alone(ability: Ability, kinds: frozenset[str], monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """`tree_features` as it was: each query walking the tree itself (no walk kept)."""
    with monkeypatch.context() as patched:
        patched.setattr(walks, "keep", lambda tops, nodes, marked: None)
        return [(f.kind, f.text, f.span, f.value, f.role) for f in tree_features(ability, kinds)]


# the cards whose trees hold English halves read from the tree (kicked, a token created, a color chosen)
@pytest.mark.parametrize(("text", "name"), [card for card in CARDS if card[0] in (BURST, INNKEEPER, VOICE)])
def test_one_walk_gives_the_halves_of_each_query_walking_alone(
    text: str, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    kinds = frozenset(_declared("en"))
    found = 0
    for ability in analyze(text, lang="en", name=name).iter_abilities():
        once = [(f.kind, f.text, f.span, f.value, f.role) for f in tree_features(ability, kinds)]
        assert walks.kept == (None, None, None)  # nothing kept past the call
        assert once == _each_walking_alone(ability, kinds, monkeypatch)
        found += len(once)
    assert found >= 1  # halves read from the tree: the comparison is about real halves
