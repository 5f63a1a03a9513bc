"""The pipeline from card text to a Card: faces -> paragraphs -> normalized text -> abilities.

Long-lived processes. The first card of each language loads that language's grammar, lemma
tables and patterns (hundreds of thousands of objects that live as long as the process). Right
after loading, `_load` runs a full garbage collection and then `gc.freeze()`, so that later full
collections do not walk those objects again (they made calls of a few milliseconds take over a
second now and then in a server). `gc.freeze()` moves every object alive at that moment into
the permanent generation, the caller's own included: objects of the caller that later become
cyclic garbage are then not reclaimed. Set the environment variable `MTGLINKS_GC_FREEZE=0` to
leave the collector alone. The caches that grow with use (parses, matches) hold plain tuples of
strings and ints, which the collector does not track, and are bounded in size.
"""

from __future__ import annotations

import gc
import os
import re
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from mtglinks.kinds import AbilityKind
from mtglinks.lang import Language, get_language, is_spell_type_line, spell_type_pattern
from mtglinks.lang.base import SelfPatterns
from mtglinks.syntax import paragraph
from mtglinks.syntax.classify import classifier, nest_modes
from mtglinks.syntax.glued import case_glue_points, glue_points, repair_points, sentence_glue_points
from mtglinks.syntax.paragraph import paragraph_parser
from mtglinks.syntax.stray_faces import cut_stray_headings
from mtglinks.text.characters import clean_characters
from mtglinks.text.names import NameMatcher, is_legendary, may_be_named, name_matcher
from mtglinks.text.normalize import normalize_paragraph
from mtglinks.text.paragraphs import paragraphs
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Ability, Card, Face


def parse(
    text: str | None = None,
    lang: str = "en",
    name: str | None = None,
    faces: Sequence[Mapping[str, Any]] | None = None,
) -> Card:
    """Parse a card's text into its tree of abilities, without their features (`pipeline.parse` adds
    them). Never raises on card text.

    `faces` (`[{name, text, type_line?}]`, in order) takes the place of `text` for multi-face
    cards. Raises ValueError for an unknown language code and TypeError for text that is not
    a string.
    """
    language = get_language(lang)
    if language.code not in _LOADED:
        _load(language)
    face_list = [
        part
        for face in _faces(text, name, faces)
        for half in _split_halves(face)
        for part in cut_stray_headings(half, language.code)
    ]
    card_text = "\n".join(f["text"] for f in face_list)
    card = Card(name=name, lang=language.code, text=card_text, faces=[], abilities=[])
    offset = 0
    paragraph = 0
    for face_index, face in enumerate(face_list):
        face_text = face["text"]
        card.faces.append(Face(face["name"] or "", face_text, (offset, offset + len(face_text)), face.get("type_line")))
        names = list(dict.fromkeys(n for n in (face["name"], name) if n))
        paragraphs = _face_paragraphs(face_text, offset, face.get("header") or _header_lines(face_text))
        texts = [clean.text for _, _, clean in paragraphs if clean is not None]
        legendary = is_legendary(language.name_rules, face.get("type_line"), texts, names)
        matchers = _name_matchers(texts, names, language, legendary)
        spell_card = None
        if face.get("type_line"):
            spell_card = is_spell_type_line(face["type_line"])
        face_abilities: list[Ability] = []
        for number, (raw, position, clean) in enumerate(paragraphs, start=paragraph):
            for ability in _paragraph_abilities(raw, position, clean, language, matchers, spell_card):
                ability.paragraph = number
                ability.face = face_index
                face_abilities.append(ability)
        paragraph += len(paragraphs)
        classifier(language.code).settle_spell_kinds(face_abilities, spell_card)
        card.abilities.extend(face_abilities)
        offset += len(face_text) + 1
    nest_modes(card)
    classifier(language.code).mark_level_lines(card)
    for next_id, ability in enumerate(card.iter_abilities()):
        ability.id = next_id
        for child in ability.children:
            if child.granted:
                child.paragraph, child.face = ability.paragraph, ability.face
    return card


_LOADED: set[str] = set()


def clear_caches() -> None:
    """Forget the cached parses of paragraphs (the tables stay loaded; `pipeline.clear_caches` also
    forgets the pattern matches). Results never depend on the caches."""
    paragraph.PARSES.clear()
    paragraph.UNPACKED.clear()


def _load(language: Language) -> None:
    """Load a language's grammar and tables, then keep the collector off them and off whatever the caller
    loaded before (see above: `pipeline.parse` loads the language's patterns first)."""
    from mtglinks.text import lexicon

    paragraph_parser(language.code)
    lexicon.lemma_table(language.code)
    lexicon.lemma("", language.code)  # and pymorphy3's dictionaries for Russian
    spell_type_pattern()
    if language.inflect is not None:
        language.inflect("а")  # pymorphy3 for the name matcher
    _LOADED.add(language.code)
    if os.environ.get("MTGLINKS_GC_FREEZE", "1") != "0":
        gc.collect()
        gc.freeze()


def _face_paragraphs(face_text: str, offset: int, header: int = 0) -> list[tuple[str, int, TrackedText | None]]:
    """(original text, its offset in the card text, its clean characters) of each paragraph of a face;
    a blank paragraph, or one of the first `header` lines (a split card's half, see `_split_halves`), has no
    clean text. Each paragraph's characters are cleaned once, here."""
    out: list[tuple[str, int, TrackedText | None]] = []
    for number, (raw, start) in enumerate(paragraphs(face_text)):
        position = offset + start
        words = raw.strip() and number >= header
        out.append((raw, position, clean_characters(TrackedText.of(raw, position)) if words else None))
    return out


# Printed split cards give both halves in one text, the second after a line "//" and its own name, mana
# cost and type line ("…\n//\nBarrissement\n{3}{G}\nRituel\nMettez en jeu …"), or with a "//" line
# between each of those ("…\n//\n{B}\n//\nÉphémère\n//\nLes créatures …").
_HALVES = re.compile(r"^[ \t]*//[ \t]*$", re.M)
_MANA_COST_LINE = re.compile(r"^(?:\{[^{}\s]{1,5}\})+$")


def _split_halves(face: dict[str, Any]) -> list[dict[str, Any]]:
    """A face whose text holds a split card's two halves -> one face a half, the second half's text opening
    with its "//" and heading lines, so that the faces' texts joined by line breaks are the text given. A "//"
    followed by heading lines alone goes with the half after it."""
    text: str = face["text"]
    if "//" not in text:  # most faces: no "//" line (the regex, a line anchor first, tried every position)
        return [face]
    cuts = [m.start() for m in _HALVES.finditer(text) if m.start() > 0 and text[m.start() - 1] == "\n"]
    if not cuts:
        return [face]
    halves: list[dict[str, Any]] = []
    start = 0
    for cut in cuts:
        if start and not _has_body(text[start : cut - 1]):
            continue  # "//\n{B}\n//…": the heading goes on after the next "//"
        halves.append(_half(face, text[start : cut - 1], start))
        start = cut
    halves.append(_half(face, text[start:], start))
    if halves[0].get("type_line") is None:
        # the halves of a printed split card are spells alike (instants, sorceries): the first takes a type line
        # its heading does not print from the half that prints one
        halves[0]["type_line"] = next((h["type_line"] for h in halves if h.get("type_line")), None)
    return halves


def _half(face: dict[str, Any], text: str, start: int) -> dict[str, Any]:
    """One half of a split face; a half after the first takes its name and type line from its heading."""
    if not start:
        return {**face, "text": text}
    lines = [line.strip() for line, _ in paragraphs(text)[0 : _header_lines(text)]]
    named = [line for line in lines if line != "//" and not _MANA_COST_LINE.match(line)]
    kinds = [line for line in named if spell_type_pattern().search(line)]
    names = [line for line in named if line not in kinds]
    return {
        "name": names[0] if names else None,
        "text": text,
        "type_line": kinds[0] if kinds else face.get("type_line"),
    }


def _has_body(text: str) -> bool:
    """Whether a split card's half has text after its heading."""
    return any(line.strip() for line, _ in paragraphs(text)[_header_lines(text) :])


def _header_lines(text: str) -> int:
    """How many lines open a split card's second half ("//", its name, its mana cost, its type line, more "//"):
    0 for a text that does not open with "//"."""
    if not text.lstrip().startswith("//"):  # most texts: their first line is no "//" (read without splitting)
        return 0
    lines = [line.strip() for line, _ in paragraphs(text)]
    if not lines or lines[0] != "//":
        return 0
    n = 1
    if n + 1 < len(lines) and _MANA_COST_LINE.match(lines[n + 1]) and not lines[n].endswith("."):
        n += 1  # the half's name, before its mana cost
    while n < len(lines) and (lines[n] == "//" or _MANA_COST_LINE.match(lines[n]) or _type_line(lines[n])):
        n += 1
    return n


def _type_line(line: str) -> bool:
    """Whether a line is an instant's or sorcery's type line alone ("Rituel", "Мгновенное заклинание")."""
    return len(line.split()) <= 3 and not line.endswith(".") and bool(spell_type_pattern().search(line))


def _paragraph_abilities(
    raw: str,
    offset: int,
    cleaned: TrackedText | None,
    language: Language,
    matchers: list[NameMatcher],
    spell_card: bool | None,
) -> list[Ability]:
    """The abilities of one paragraph (none for a blank one, `cleaned` None): one, or one for each
    ability printed without its line break."""
    if cleaned is None:
        return []
    glued = _glued_pieces(raw, offset, language, matchers, spell_card)
    if glued is not None:
        return glued
    cuts = case_glue_points(raw)
    if cuts:
        pieces = _cut(raw, offset, language, matchers, spell_card, cuts)
        if all(_keyword_glued(before, after) for before, after in zip(pieces, pieces[1:], strict=False)):
            return pieces
    whole = parse_paragraph(raw, offset, cleaned, language, matchers, spell_card)
    if whole.kind == AbilityKind.UNPARSED or _bullet_or_dash_inside(whole):
        # the grammar cannot read the paragraph whole, or reads a later sentence over a dash, which may be an
        # ability word's ("… target creature. Spell mastery — If …"): the line breaks printed text lost
        repair = repair_points(raw)
        if repair:
            pieces = _cut(raw, offset, language, matchers, spell_card, repair)
            if _opens_an_ability(pieces):
                return pieces
    return [whole]


def _glued_pieces(
    raw: str, offset: int, language: Language, matchers: list[NameMatcher], spell_card: bool | None
) -> list[Ability] | None:
    """The abilities of a paragraph that holds two printed without a line break after a cost's symbol or a
    sentence's period (`glue_points`, `sentence_glue_points`), where a reading cuts it; else None."""
    # Each reading's places are found only where the paragraph has the character they open with (a symbol's
    # "}", a period): most paragraphs have none of the first, and no glued place.
    glue = glue_points(raw) if "}" in raw or ".{" in raw else []
    sentence_glue = sentence_glue_points(raw) if "." in raw else []
    if not glue and not sentence_glue:
        return None
    # the cost glue first, as before; a sentence's glued period only where that reading made no cut
    readings: tuple[tuple[list[int], Callable[[Ability, Ability], bool]], ...] = (
        (glue, _stands_apart),
        (sentence_glue, partial(_follows_entry_choice, language)),
        # a keyword line or a sentence glued to a trigger or a keyword line ("Vuela.Cuando ~ entre …"), with no
        # period between them ("PiétinementLe ~ gagne …", "Vol, vigilanceMyriade")
        (sentence_glue, _stands_apart),
    )
    for cuts, stands_apart in readings:
        if not cuts:
            continue
        pieces = _cut(raw, offset, language, matchers, spell_card, cuts)
        if all(stands_apart(before, after) for before, after in zip(pieces, pieces[1:], strict=False)):
            return pieces
    return None


def _cut(
    raw: str,
    offset: int,
    language: Language,
    matchers: list[NameMatcher],
    spell_card: bool | None,
    cuts: list[int],
) -> list[Ability]:
    """The abilities of a paragraph cut at `cuts`, each piece parsed as a paragraph of its own."""
    bounds = [0, *cuts, len(raw)]
    return [
        parse_paragraph(
            raw[a:b],
            offset + a,
            clean_characters(TrackedText.of(raw[a:b], offset + a)),
            language,
            matchers,
            spell_card,
        )
        for a, b in zip(bounds, bounds[1:], strict=False)
    ]


def _bullet_or_dash_inside(whole: Ability) -> bool:
    """Whether a later sentence holds a dash, or any sentence a mode's bullet ("…, elige uno:• Pon …", a mode
    printed without its line break after a trigger's "choose one")."""
    if whole.normalized is not None and "—" not in whole.normalized and "•" not in whole.normalized:
        return False  # every sentence is words of the paragraph's normalized text (most have neither mark)
    return any("—" in s.text for s in whole.effect[1:]) or any("•" in s.text for s in whole.effect)


def _opens_an_ability(pieces: list[Ability]) -> bool:
    """Whether every piece of a cut paragraph reads, and each after the first opens as only a new ability
    can: with an activation or loyalty cost, a mode's bullet, or a label and its dash."""
    if any(piece.kind == AbilityKind.UNPARSED for piece in pieces):
        return False
    return all(piece.kind == AbilityKind.ACTIVATED or piece.bullet or piece.label for piece in pieces[1:])


def _stands_apart(before: Ability, after: Ability) -> bool:
    """Whether two pieces of a paragraph are abilities of their own: the first a keyword line
    ("Kicker {W} and/or {2}{B}"), or the second one that only a new ability can start (a keyword
    line, a trigger, an ability word's label: "Spell mastery — …")."""
    if AbilityKind.UNPARSED in (before.kind, after.kind):
        return False
    if after.text.startswith("{") and not before.text.endswith("}"):
        return after.kind == AbilityKind.ACTIVATED  # a sentence's period glued to an activation cost
    return (
        before.kind == AbilityKind.KEYWORD
        or after.kind in (AbilityKind.KEYWORD, AbilityKind.TRIGGERED)
        or bool(after.label)
    )


def _keyword_glued(before: Ability, after: Ability) -> bool:
    """Whether a word's capital run into the one before cuts a keyword line from the next ability ("PiétinementLe ~
    gagne …"): the first piece is keywords with no parameter, so a name with a capital inside ("RadAway", "MagicCon")
    is no cut."""
    if AbilityKind.UNPARSED in (before.kind, after.kind) or before.kind != AbilityKind.KEYWORD:
        return False
    return bool(before.keywords) and not any(k.parameter for k in before.keywords)


def _follows_entry_choice(language: Language, before: Ability, after: Ability) -> bool:
    """Whether a sentence glued to the period of a whole "as ~ enters, choose …" ability is an ability of
    its own: a static one ("Te cuesta {2} menos lanzar los hechizos de criatura del tipo elegido.") that does
    not open as a sentence that goes on from the one before ("Si lo haces, …", "~ has landwalk of the
    chosen type.", "That player …")."""
    choice = language.entry_choice_pattern
    if choice is None or before.kind != AbilityKind.REPLACEMENT or after.kind != AbilityKind.STATIC:
        return False
    if before.label or after.label or not choice.search((before.normalized or "").lower()):
        return False
    return not language.continuation_pattern.search((after.normalized or "").lower())


def _name_matchers(
    paragraphs: list[str], names: list[str], language: Language, legendary: bool = False
) -> list[NameMatcher]:
    """The finders of a face's own names. An epithet's head ("Crovax" of "Crovax the Cursed") counts
    only when the face says its full name somewhere or is legendary: otherwise it is an ordinary word
    ("Destroy" of Destroy the Evidence, "Angel" of Angel of Sanctions)."""
    matchers = []
    rules = language.name_rules
    for n in names:
        if not may_be_named(rules, n, paragraphs):
            continue  # no variant of the name can start anywhere: no matcher to build (half the cards)
        matcher = name_matcher(rules, n, legendary=legendary)
        if matcher is not None and matcher.has_epithet:
            plain = name_matcher(language.name_rules, n, epithets=False, legendary=legendary)
            if plain is not None and not any(plain.spans(text) for text in paragraphs):
                matcher = plain
        if matcher is not None:
            matchers.append(matcher)
    return matchers


# A language's self-reference templates and self-grant, compiled once per language: read once, not for each paragraph.
_SELF_PATTERNS: dict[str, SelfPatterns] = {}


def parse_paragraph(
    raw: str,
    offset: int,
    cleaned: TrackedText,
    language: Language,
    matchers: list[NameMatcher],
    spell_card: bool | None,
) -> Ability:
    """One paragraph of original text (starting at `offset` in the card text; `cleaned`, its clean
    characters) -> one ability."""
    patterns = _SELF_PATTERNS.get(language.code)
    if patterns is None:
        patterns = _SELF_PATTERNS[language.code] = language.self_patterns
    normalized = normalize_paragraph(cleaned, matchers, *patterns)
    body, reminders = normalized.tracked, list(normalized.reminders)
    # The span holds the paragraph's words, not the white space around them: text == card text[span].
    lead = len(raw) - len(raw.lstrip())
    span = (offset + lead, offset + len(raw.rstrip()))
    # a period printed after reminder text ("(За {R/W} можно заплатить {R} или {W}).") or before it adds no words:
    # a paragraph of reminder text alone (a period alone, with no reminder text, stays unparsed)
    if not body.text or (reminders and not body.text.strip(" .,;")):
        ability = Ability(AbilityKind.REMINDER, raw.strip(), span, lang=language.code, normalized="")
    else:
        ability = paragraph_parser(language.code).parse(normalized, spell_card)
        ability.normalized_text = normalized
        ability.span = span
        ability.text = raw.strip()
        # A granted ability's text, like its paragraph's, is the card's own words ("this creature", not "~").
        for child in ability.walk() if ability.children else ():  # (most have no granted ability)
            if child is not ability:
                child.text = raw[child.span[0] - offset : child.span[1] - offset]
    ability.reminder = reminders
    return ability


def _face(i: int, face: Any) -> dict[str, Any]:
    """One face of `faces`, checked: {name, text, type_line}."""
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
    return {"name": face_name, "text": face_text, "type_line": face.get("type_line")}


def _faces(text: str | None, name: str | None, faces: Sequence[Mapping[str, Any]] | None) -> list[dict[str, Any]]:
    if name is not None and not isinstance(name, str):
        raise TypeError(f"name must be a string, not {type(name).__name__}")
    if faces:
        if not isinstance(faces, Sequence) or isinstance(faces, (str, bytes)):
            raise TypeError(f"faces must be a list of {{name, text}} objects, not {type(faces).__name__}")
        return [_face(i, face) for i, face in enumerate(faces)]
    if text is None:
        text = ""
    if not isinstance(text, str):
        raise TypeError(f"text must be a string, not {type(text).__name__}")
    return [{"name": name, "text": text, "type_line": None}]
