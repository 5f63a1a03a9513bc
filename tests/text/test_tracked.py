"""TrackedText: every rewrite keeps, for each character, the original span it stands for."""

from __future__ import annotations

import re

from mtglinks.text.tracked import TrackedText

# Real Oracle text: Paradise Plume's first line.
PLUME = "As Paradise Plume enters, choose a color."


def test_unchanged_text_counts_from_its_base() -> None:
    tracked = TrackedText.of(PLUME, 100)
    assert list(tracked.starts[:3]) == [100, 101, 102]
    assert tracked.span(3, 17) == (103, 117)
    assert tracked.span(5, 5) == (105, 105)  # an empty span is a point
    assert TrackedText.of("").span(0, 0) == (0, 0)


def test_a_replacement_stands_for_the_whole_match() -> None:
    tracked = TrackedText.of(PLUME).sub(re.compile(r"Paradise Plume"), "~")
    assert tracked.text == "As ~ enters, choose a color."
    assert PLUME[slice(*tracked.span(3, 4))] == "Paradise Plume"
    enters = tracked.text.index("enters")
    assert PLUME[slice(*tracked.span(enters, enters + 6))] == "enters"


def test_a_match_left_as_it_was_keeps_each_characters_offsets() -> None:
    tracked = TrackedText.of(PLUME).sub(re.compile(r"choose"), lambda m: m.group())
    assert list(tracked.starts) == list(range(len(PLUME)))


def test_replace_spans_slice_and_strip() -> None:
    tracked = TrackedText.of("  " + PLUME + " ", 10).strip()
    assert tracked.text == PLUME
    assert tracked.span(0, 2) == (12, 14)
    named = tracked.replace_spans([(3, 17, "~")])
    assert named.text == "As ~ enters, choose a color."
    assert named.span(3, 4) == (15, 29)
    piece = named.slice(13, 19)
    assert piece.text == "choose"
    assert piece.span(0, len(piece.text)) == (10 + 2 + PLUME.index("choose"), 10 + 2 + PLUME.index("choose") + 6)


def test_locate_finds_what_stands_for_an_original_span() -> None:
    named = TrackedText.of(PLUME).replace_spans([(3, 17, "~")])
    assert named.locate((3, 17)) == (3, 4)  # the "~" for "Paradise Plume"
    comma = PLUME.index(",")
    assert named.locate((comma, comma + 1)) == (named.text.index(","), named.text.index(",") + 1)
    # Words taken into a larger replacement, or removed, are found no more.
    assert named.locate((3, 4)) is None
    assert named.slice(5, len(named.text)).locate((3, 17)) is None


def test_offsets_of_a_text_longer_than_any_before() -> None:
    long = "Flying. " * 2000
    tracked = TrackedText.of(long, 7)
    assert tracked.span(0, len(long)) == (7, 7 + len(long))
    assert list(tracked.starts[-2:]) == [7 + len(long) - 2, 7 + len(long) - 1]


def test_runs_of_spaces_collapsed_after_the_ends_are_stripped_as_before() -> None:
    # split_reminders strips a text's ends before it collapses its runs of spaces (most runs are the spaces a reminder
    # left at the line's end): the same characters and offsets as collapsing first
    import itertools

    from mtglinks.text.characters import SPACE_RUNS

    for n in range(7):
        for chars in itertools.product(" a\u3000.", repeat=n):
            text = TrackedText.of("".join(chars), 5)
            before = (text.sub(SPACE_RUNS, " ") if "  " in text.text else text).strip()
            after = text.strip()
            after = after.sub(SPACE_RUNS, " ") if "  " in after.text else after
            assert (before.text, before.starts, before.ends) == (after.text, after.starts, after.ends)
