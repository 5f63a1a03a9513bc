"""parse() never raises on card text and never drops text; bad arguments raise a clear error."""

from __future__ import annotations

import pytest

import mtglinks


def test_empty_text_gives_a_card_with_no_abilities() -> None:
    for text in ("", "\n\n", "   ", None):
        card = mtglinks.parse(text)
        assert card.abilities == []
        assert card.to_dict()["kind"] == "card"


def test_only_reminder_text_is_kept_as_a_reminder() -> None:
    text = "(As this Saga enters and after your draw step, add a lore counter.)"
    card = mtglinks.parse(text)
    (ability,) = card.abilities
    assert ability.kind == "reminder"
    assert ability.reminder[0].text.startswith("As this Saga enters")
    assert card.text[slice(*ability.reminder[0].span)] == ability.reminder[0].text


def test_100_kb_of_text_does_not_raise_and_keeps_every_paragraph() -> None:
    paragraph = "Whenever a creature enters, you gain 1 life. {T}: Add {G}. Flying, trample (reminder)"
    text = "\n".join([paragraph] * 1200)
    assert len(text) > 100_000
    card = mtglinks.parse(text, name="Big")
    # each paragraph is two abilities printed without their line break: a trigger, then "{T}: Add {G}. …"
    assert len(card.abilities) == 2400
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)
    assert {a.paragraph for a in card.abilities} == set(range(1200))


def test_one_huge_paragraph() -> None:
    text = "Draw a card, " * 8000 + "then discard a card."
    card = mtglinks.parse(text)
    (ability,) = card.abilities
    assert card.text[slice(*ability.span)] == text


def test_control_characters() -> None:
    text = "Flying\x00\x07\n{T}:\x1b Add {G}.\x7f\r\nDraw\ta card."
    card = mtglinks.parse(text)
    assert [a.paragraph for a in card.abilities] == [0, 1, 2]
    for ability in card.abilities:
        assert "\x00" not in (ability.normalized or "")
        assert card.text[slice(*ability.span)].strip() == ability.text


def test_mixed_scripts_and_garbage_are_kept_whole_not_exceptions() -> None:
    punctuation = ('}{:::—•""((', "{{{{", "• — •", '"', ":", ".")
    for lang in ("en", "es", "fr", "ru"):
        for text in ("Flying Полет 飛行 ✈", "~~~ ~", *punctuation):
            card = mtglinks.parse(text, lang=lang, name="Имя")
            (ability,) = card.abilities
            assert ability.span == (0, len(text)) and ability.text == text, (lang, text)
            if text in punctuation:
                assert ability.kind == "unparsed" and ability.reason, (lang, text)


def test_unparsed_node_keeps_text_span_and_reason() -> None:
    card = mtglinks.parse("Flying\n: : :")
    bad = card.unparsed
    assert len(bad) == 1 and bad[0].reason
    assert card.text[slice(*bad[0].span)] == ": : :"
    assert card.to_dict()["abilities"][1]["kind"] == "unparsed"


@pytest.mark.parametrize("lang", ["xx", "EN-us", "", "english"])
def test_unknown_language_is_a_value_error_naming_it(lang: str) -> None:
    with pytest.raises(ValueError, match="language"):
        mtglinks.parse("Flying", lang=lang)


def test_language_code_case_is_ignored() -> None:
    assert mtglinks.parse("Flying", lang="EN").lang == "en"


@pytest.mark.parametrize("text", [42, b"Flying", ["Flying"], 3.5])
def test_non_string_text_is_a_type_error(text: object) -> None:
    with pytest.raises(TypeError, match="text"):
        mtglinks.parse(text)  # type: ignore[arg-type]


def test_bad_faces_and_names_are_type_errors() -> None:
    with pytest.raises(TypeError):
        mtglinks.parse(faces=[{"name": "A", "text": 5}])
    with pytest.raises(TypeError):
        mtglinks.parse(faces=["Flying"])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        mtglinks.parse("Flying", name=7)  # type: ignore[arg-type]


def test_analyze_has_the_same_contract() -> None:
    with pytest.raises(ValueError):
        mtglinks.analyze("Flying", lang="xx")
    with pytest.raises(TypeError):
        mtglinks.analyze(12)  # type: ignore[arg-type]
    assert mtglinks.analyze("").abilities == []


def test_failure_reasons_name_terminals_as_the_grammar_reader_knows_them() -> None:
    # Terminals shared through common.lark are "DASH", not the import's "common__DASH".
    (dash,) = mtglinks.parse("Flying, —").abilities
    assert dash.kind == "unparsed"
    assert dash.reason.startswith("unexpected Token('DASH', '—') at column 9; expected ")
    assert "common__" not in dash.reason
    (cut,) = mtglinks.parse("When Paradise Plume", name="Paradise Plume").abilities
    assert cut.reason == "unexpected end of text"
