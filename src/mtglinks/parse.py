"""The pipeline from card text to a Card: faces -> paragraphs -> normalized text -> abilities."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from mtglinks import features
from mtglinks.grammar import paragraph_parser
from mtglinks.lang import Language, get_language
from mtglinks.normalize import (
    TrackedText,
    clean_characters,
    replace_self_references,
    split_reminders,
)
from mtglinks.tree import Ability, Card, Face

# Type-line words that make a card an instant or sorcery, in every language we read.
_SPELL_TYPE = re.compile(
    r"(?i)\b(instant|sorcery|interrupt|instantáneo|instantaneo|conjuro|éphémère|ephemere|rituel|"
    r"мгновенное заклинание|волшебство|прерывание)\b"
)
_PARAGRAPH_BREAK = re.compile(r"\r\n|\r|\n")


def parse(
    text: str | None = None,
    lang: str = "en",
    name: str | None = None,
    faces: Sequence[Mapping[str, Any]] | None = None,
) -> Card:
    """Parse a card's text into its tree of abilities. Never raises on card text.

    `faces` (`[{name, text, type_line?}]`, in order) takes the place of `text` for multi-face
    cards. Raises ValueError for an unknown language code and TypeError for text that is not
    a string.
    """
    language = get_language(lang)
    face_list = _faces(text, name, faces)
    card_text = "\n".join(f["text"] for f in face_list)
    card = Card(name=name, lang=language.code, text=card_text, faces=[], abilities=[])
    offset = 0
    paragraph = 0
    for face_index, face in enumerate(face_list):
        face_text = face["text"]
        card.faces.append(Face(face["name"] or "", face_text, (offset, offset + len(face_text)), face.get("type_line")))
        names = [n for n in (face["name"], name) if n]
        spell_card = None
        if face.get("type_line"):
            spell_card = bool(_SPELL_TYPE.search(face["type_line"]))
        position = offset
        for raw in _PARAGRAPH_BREAK.split(face_text):
            ability = parse_paragraph(raw, position, language, names, spell_card)
            if ability is not None:
                ability.paragraph = paragraph
                ability.face = face_index
                card.abilities.append(ability)
            paragraph += 1
            position += len(raw) + 1
        offset += len(face_text) + 1
    _nest_modes(card)
    _mark_level_lines(card)
    next_id = 0
    for ability in card.iter_abilities():
        ability.id = next_id
        next_id += 1
        for child in ability.children:
            if child.granted:
                child.paragraph, child.face = ability.paragraph, ability.face
    for ability in card.iter_abilities():
        ability.features = features.extract(ability)
    return card


def parse_paragraph(
    raw: str, offset: int, language: Language, names: list[str], spell_card: bool | None
) -> Ability | None:
    """One paragraph of original text (starting at `offset` in the card text) -> one ability."""
    if not raw.strip():
        return None
    tracked = clean_characters(TrackedText.of(raw, offset))
    body, reminders = split_reminders(tracked)
    for n in names:
        if language.names_are_literal:
            body = body.replace_literals(language.name_variants(n), "~")
        else:
            body = replace_self_references(body, language.self_pattern(n), language.name_contractions)
    body = replace_self_references(body, language.template_pattern)
    body = body.strip()
    span = (offset, offset + len(raw))
    if not body.text:
        ability = Ability("reminder", raw.strip(), span, lang=language.code, normalized="")
    else:
        ability = paragraph_parser(language.code).parse(body, spell_card)
        ability.span = span
        ability.text = raw.strip()
    ability.reminder = reminders
    return ability


def _faces(text: str | None, name: str | None, faces: Sequence[Mapping[str, Any]] | None) -> list[dict[str, Any]]:
    if name is not None and not isinstance(name, str):
        raise TypeError(f"name must be a string, not {type(name).__name__}")
    if faces:
        if not isinstance(faces, Sequence) or isinstance(faces, (str, bytes)):
            raise TypeError(f"faces must be a list of {{name, text}} objects, not {type(faces).__name__}")
        out = []
        for i, face in enumerate(faces):
            if not isinstance(face, Mapping):
                raise TypeError(f"face {i} must be an object with name and text, not {type(face).__name__}")
            face_text = face.get("text", face.get("oracle_text", ""))
            if face_text is None:
                face_text = ""
            if not isinstance(face_text, str):
                raise TypeError(f"face {i}: text must be a string, not {type(face_text).__name__}")
            face_name = face.get("name")
            if face_name is not None and not isinstance(face_name, str):
                raise TypeError(f"face {i}: name must be a string, not {type(face_name).__name__}")
            out.append({"name": face_name, "text": face_text, "type_line": face.get("type_line")})
        return out
    if text is None:
        text = ""
    if not isinstance(text, str):
        raise TypeError(f"text must be a string, not {type(text).__name__}")
    return [{"name": name, "text": text, "type_line": None}]


def _nest_modes(card: Card) -> None:
    """Bullets right after a "Choose one —" ability are its modes, nested as its children."""
    nested: list[Ability] = []
    modal: Ability | None = None
    for ability in card.abilities:
        if modal is not None and ability.bullet and ability.label_kind != "anchor_word" and ability.face == modal.face:
            modal.children.append(ability)
            continue
        opens_modes = ability.kind == "modal" or (ability.normalized or "").endswith("—")
        modal = ability if opens_modes else None
        nested.append(ability)
    card.abilities = nested


_PT_LINE = re.compile(r"^[+-]?[\dX*]+/[+-]?[\dX*]+$")


def _mark_level_lines(card: Card) -> None:
    """The P/T line under a level band ("LEVEL 1-3" then "4/4") belongs to the band."""
    band: str | None = None
    for ability in card.abilities:
        if ability.kind == "level":
            band = ability.level
        elif band is not None and _PT_LINE.match(ability.normalized or ""):
            ability.kind = "level"
            ability.level = band
            ability.keywords = []
