"""Paragraphs: every line break splits ("\r\n" is one break), blank paragraphs count, offsets are exact."""

from __future__ import annotations

from mtglinks.links.oracle import paragraph_count
from mtglinks.text.paragraphs import paragraphs


def test_paragraphs_keep_offsets_blank_ones_and_crlf() -> None:
    # Paradise Plume (Oracle text), written with a Windows line break, a blank line and an old Mac one.
    text = "Flying\r\n\r\nAs Paradise Plume enters, choose a color.\r{T}: Add one mana of the chosen color."
    found = paragraphs(text)
    assert [p for p, _ in found] == [
        "Flying",
        "",
        "As Paradise Plume enters, choose a color.",
        "{T}: Add one mana of the chosen color.",
    ]
    assert all(text[start : start + len(p)] == p for p, start in found)
    assert paragraph_count(text) == len(found) == 4
    assert paragraphs("") == [("", 0)]


def test_paragraphs_of_line_feeds_alone_are_those_of_the_break_pattern() -> None:
    from mtglinks.text.paragraphs import PARAGRAPH_BREAK

    for text in ("Flying", "", "\n", "a\n\nb\n", "Flying\nHaste\n{T}: Add {G}.", "\n\nx"):
        pieces = PARAGRAPH_BREAK.split(text)
        starts = [0]
        for piece in pieces[:-1]:
            starts.append(starts[-1] + len(piece) + 1)
        assert paragraphs(text) == list(zip(pieces, starts, strict=True))
