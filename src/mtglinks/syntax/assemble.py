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
from collections.abc import Mapping, Sequence
from typing import Any

from mtglinks import features
from mtglinks.effects.build import add_effects
from mtglinks.effects.build import load as load_effects
from mtglinks.kinds import AbilityKind
from mtglinks.lang import Language, get_language, spell_type_pattern
from mtglinks.syntax import paragraph
from mtglinks.syntax.classify import classifier, nest_modes
from mtglinks.syntax.paragraph import paragraph_parser
from mtglinks.text.characters import clean_characters
from mtglinks.text.names import NameMatcher
from mtglinks.text.normalize import normalize_paragraph
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Ability, Card, Face

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
    if language.code not in _LOADED:
        _load(language)
    face_list = _faces(text, name, faces)
    card_text = "\n".join(f["text"] for f in face_list)
    card = Card(name=name, lang=language.code, text=card_text, faces=[], abilities=[])
    offset = 0
    paragraph = 0
    for face_index, face in enumerate(face_list):
        face_text = face["text"]
        card.faces.append(Face(face["name"] or "", face_text, (offset, offset + len(face_text)), face.get("type_line")))
        names = list(dict.fromkeys(n for n in (face["name"], name) if n))
        paragraphs = _face_paragraphs(face_text, offset)
        matchers = _name_matchers([clean.text for _, _, clean in paragraphs if clean is not None], names, language)
        spell_card = None
        if face.get("type_line"):
            spell_card = bool(spell_type_pattern().search(face["type_line"]))
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
    for ability in card.iter_abilities():
        ability.features = features.extract(ability)
    add_effects(card)
    return card


_LOADED: set[str] = set()


def clear_caches() -> None:
    """Forget the cached parses and pattern matches of paragraphs (the tables stay loaded).

    Results never depend on the caches; benchmarks clear them to time the work itself."""
    features._cached_matches.cache_clear()
    paragraph.PARSES.clear()


def _load(language: Language) -> None:
    """Load a language's grammar, tables and patterns, then keep the collector off them (see above)."""
    from mtglinks.text import lexicon

    paragraph_parser(language.code)
    lexicon.lemma_table(language.code)
    lexicon.lemma("", language.code)  # and pymorphy3's dictionaries for Russian
    features.option_words(language.code)
    spell_type_pattern()
    load_effects(language.code)
    if language.inflect is not None:
        language.inflect("а")  # pymorphy3 for the name matcher
    _LOADED.add(language.code)
    if os.environ.get("MTGLINKS_GC_FREEZE", "1") != "0":
        gc.collect()
        gc.freeze()


def _face_paragraphs(face_text: str, offset: int) -> list[tuple[str, int, TrackedText | None]]:
    """(original text, its offset in the card text, its clean characters) of each paragraph of a face;
    a blank paragraph has no clean text. Each paragraph's characters are cleaned once, here."""
    out: list[tuple[str, int, TrackedText | None]] = []
    position = offset
    # "\r\n" is two characters: advance by each break's own length so spans stay exact.
    breaks = [*_PARAGRAPH_BREAK.findall(face_text), ""]
    for raw, line_break in zip(_PARAGRAPH_BREAK.split(face_text), breaks, strict=True):
        out.append((raw, position, clean_characters(TrackedText.of(raw, position)) if raw.strip() else None))
        position += len(raw) + len(line_break)
    return out


# Printed text that lost a line break between two abilities: a cost's last symbol, perhaps its
# period, and the next ability's first word, capitalized, with no space ("Kicker {W} and/or
# {2}{B}When ~ enters", "… pays {3}.Spell mastery — …"). The same shape is also a space lost
# inside one ability ("… Cumulative Upkeep: {G}.If this token leaves play, …"): a cut is made only
# where one side is an ability that cannot go on into the other (see `_stands_apart`), and never
# inside quotes or parentheses (a granted ability, reminder text).
_GLUE = re.compile(r"\}\.?(?=\w)")


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
    cuts = _glue_points(raw)
    if cuts:
        bounds = [0, *cuts, len(raw)]
        pieces = [
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
        if all(_stands_apart(before, after) for before, after in zip(pieces, pieces[1:], strict=False)):
            return pieces
    return [parse_paragraph(raw, offset, cleaned, language, matchers, spell_card)]


def _glue_points(raw: str) -> list[int]:
    """Where two abilities may have been printed without a line break: after a cost's symbol (and
    its period) that a capital follows with no space, outside quotes and parentheses."""
    cuts = []
    for m in _GLUE.finditer(raw):
        before = raw[: m.end()]
        if raw[m.end()].isupper() and before.count('"') % 2 == 0 and before.count("(") == before.count(")"):
            cuts.append(m.end())
    return cuts


def _stands_apart(before: Ability, after: Ability) -> bool:
    """Whether two pieces of a paragraph are abilities of their own: the first a keyword line
    ("Kicker {W} and/or {2}{B}"), or the second one that only a new ability can start (a keyword
    line, a trigger, an ability word's label: "Spell mastery — …")."""
    if AbilityKind.UNPARSED in (before.kind, after.kind):
        return False
    return (
        before.kind == AbilityKind.KEYWORD
        or after.kind in (AbilityKind.KEYWORD, AbilityKind.TRIGGERED)
        or bool(after.label)
    )


def _name_matchers(paragraphs: list[str], names: list[str], language: Language) -> list[NameMatcher]:
    """The finders of a face's own names. An epithet's head ("Crovax" of "Crovax the Cursed") counts
    only when the face says its full name somewhere: otherwise it is an ordinary word ("Destroy" of
    Destroy the Evidence, "Angel" of Angel of Sanctions)."""
    matchers = []
    for n in names:
        matcher = language.name_matcher(n)
        if matcher is not None and matcher.has_epithet:
            plain = language.name_matcher(n, epithets=False)
            if plain is not None and not any(plain.spans(text) for text in paragraphs):
                matcher = plain
        if matcher is not None:
            matchers.append(matcher)
    return matchers


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
    normalized = normalize_paragraph(cleaned, matchers, language.template_pattern)
    body, reminders = normalized.tracked, list(normalized.reminders)
    # The span holds the paragraph's words, not the white space around them: text == card text[span].
    lead = len(raw) - len(raw.lstrip())
    span = (offset + lead, offset + len(raw.rstrip()))
    if not body.text:
        ability = Ability(AbilityKind.REMINDER, raw.strip(), span, lang=language.code, normalized="")
    else:
        ability = paragraph_parser(language.code).parse(normalized, spell_card)
        ability.normalized_text = normalized
        ability.span = span
        ability.text = raw.strip()
        # A granted ability's text, like its paragraph's, is the card's own words ("this creature", not "~").
        for child in ability.walk():
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
