"""Which kind of ability a paragraph is: the one place that decides `AbilityKind` and `LabelKind`.

Fed by what the grammar found (`RawParagraph`: labels and their dash, an activation cost, a trigger
clause, sentences and whether a period ends them) and by the language's tables. Two steps:

- per paragraph (`Classifier.paragraph_kind`): activated (a cost before ":"), triggered (a trigger
  clause opens it), else by its label (chapter, modal, keyword with a cost) or body (level band,
  keyword line, the language's replacement patterns), else spell or static;
- per face and card (`settle_spell_kinds`, `nest_modes`, `mark_level_lines`): whether a face is an
  instant or sorcery, which bullets are modes of a modal ability, which abilities belong to a level.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from mtglinks.kinds import AbilityKind, CostKind, LabelKind
from mtglinks.lang import Language, get_language
from mtglinks.lang.en import PERMANENT_KEYWORDS
from mtglinks.tree import Ability, Card, Keyword

if TYPE_CHECKING:
    from mtglinks.syntax.transformer import Chunk, RawParagraph

_NUMERAL = r"(?: I | II | III | IV | V | VI | VII | VIII | IX | X )"
# A Saga's chapter label: one roman numeral or a list of them ("I", "II, III").
_CHAPTERS = re.compile(rf"^ {_NUMERAL} (?: \s*,\s* {_NUMERAL} )* $", re.VERBOSE)

# A level band's power/toughness line: "4/4", "+1/+1", "*/3", "X/X".
_PT_LINE = re.compile(
    r"""^ [+-]?[\dX*]+    # power
          /
          [+-]?[\dX*]+ $  # toughness
    """,
    re.VERBOSE,
)

# The kinds an instant's or sorcery's paragraph may have been given on its own before the face is settled.
_SPELL_LIKE = (AbilityKind.STATIC, AbilityKind.REPLACEMENT, AbilityKind.SPELL)
# The kinds only a permanent has.
_PERMANENT_ONLY = (AbilityKind.ACTIVATED, AbilityKind.LEVEL, AbilityKind.CHAPTER)


class Decision(NamedTuple):
    """A paragraph's kind, and what the kind brought with it."""

    kind: AbilityKind
    level: str | None = None  # "1-3", "4+": the band of a level paragraph
    keyword_line: list[Keyword] | None = None  # the keywords of a keyword line


@cache
def classifier(code: str) -> Classifier:
    """The classifier of a language, compiled once."""
    return Classifier(get_language(code))


class Classifier:
    """A language's patterns, compiled, and the decisions made with them."""

    def __init__(self, lang: Language) -> None:
        self.lang = lang
        self._modal = re.compile(lang.modal_label, re.I)
        self._level = re.compile(lang.level_band, re.I)
        self._restriction = re.compile(lang.restriction, re.I)
        self._kinds = [(AbilityKind(kind), re.compile(p, re.I)) for kind, p in lang.kind_patterns]
        self._costs = [(CostKind(kind), re.compile(p, re.I)) for kind, p in lang.cost_parts.items()]
        self._spell_static = re.compile(lang.spell_static, re.I)
        self._imperative = re.compile(lang.imperative, re.I)
        self._permanent = re.compile(lang.permanent_marker, re.I)
        self._cast_trigger = re.compile(lang.cast_trigger, re.I)
        self._class_level = re.compile(lang.class_level, re.I)
        self._trigger_after_word = re.compile(lang.trigger_after_word, re.I)

    # ---- one paragraph -----------------------------------------------------------------------

    def label_kind(self, label: str, bullet: bool) -> LabelKind:
        """What the words before the first dash are: "I, II", "Choose one", "Kicker {2}", "Raid"."""
        if _CHAPTERS.match(label):
            return LabelKind.CHAPTER
        if self._modal.search(label):
            return LabelKind.MODAL
        if self.lang.keyword_matcher.match(label):
            return LabelKind.KEYWORD_COST
        return LabelKind.ANCHOR_WORD if bullet else LabelKind.ABILITY_WORD

    def cost_kind(self, part: str) -> CostKind:
        """What one part of an activation cost is ("{T}", "Sacrifice a creature")."""
        for kind, pattern in self._costs:
            if pattern.search(part):
                return kind
        return CostKind.OTHER

    def hides_trigger(self, text: str) -> bool:
        """Whether a paragraph opens with an ability word printed without its dash before a trigger
        ("Imprint When ~ enters, …"): the grammar reads it as static, the rules as triggered."""
        return bool(self._trigger_after_word.match(text))

    def is_restriction(self, sentence: str) -> bool:
        """Whether a sentence of an activated ability limits its activation ("Activate only as a sorcery.")."""
        return bool(self._restriction.search(sentence))

    def paragraph_kind(
        self,
        raw: RawParagraph,
        label_kind: LabelKind | None,
        body: str,
        spell_card: bool | None,
        keyword_line: Callable[[], list[Keyword] | None],
        keyword_sentence: Callable[[], list[Keyword] | None] | None = None,
    ) -> Decision:
        """The kind of one paragraph from its parse; `body` is its text after the first label, and
        `keyword_line` reads it as a line of keywords (None when it is not one), `keyword_sentence` as the card's
        keyword said in a sentence ("~ is indestructible.")."""
        if raw.cost is not None:
            return self._cost_kind(raw.cost, keyword_line)
        if raw.sentences and raw.sentences[0].trigger is not None:
            return Decision(AbilityKind.TRIGGERED)
        if label_kind is not None:
            by_label = self._labelled_kind(label_kind, body)
            if by_label is not None:
                return Decision(by_label)
        band = self._level.match(body)
        if band:
            return Decision(AbilityKind.LEVEL, level=band.group(1))
        keywords = keyword_line() if _may_be_keyword_line(raw, label_kind, self.lang.keyword_line_period) else None
        if keywords is None and keyword_sentence is not None and label_kind is None:
            keywords = keyword_sentence()
        if keywords is not None:
            return Decision(AbilityKind.KEYWORD, keyword_line=keywords)
        for kind, pattern in self._kinds:
            if pattern.search(body):
                return Decision(kind)
        return Decision(AbilityKind.SPELL if spell_card else AbilityKind.STATIC)

    @staticmethod
    def _cost_kind(cost: tuple[Chunk, ...], keyword_line: Callable[[], list[Keyword] | None]) -> Decision:
        """An activated ability, or a keyword whose parameter French prints after a colon ("Enchanter :
        créature"), which the grammar reads as a cost alone before the colon."""
        keywords = keyword_line() if len(cost) == 1 else None
        if keywords is not None:
            return Decision(AbilityKind.KEYWORD, keyword_line=keywords)
        return Decision(AbilityKind.ACTIVATED)

    @staticmethod
    def _labelled_kind(label_kind: LabelKind, body: str) -> AbilityKind | None:
        if label_kind == LabelKind.CHAPTER:
            return AbilityKind.CHAPTER
        if label_kind == LabelKind.MODAL and not body:
            return AbilityKind.MODAL  # "Choose one —" alone: its modes are the bullets after it
        if label_kind == LabelKind.KEYWORD_COST:
            return AbilityKind.KEYWORD
        return None

    # ---- a face: spell or permanent ------------------------------------------------------------

    def settle_spell_kinds(self, abilities: list[Ability], spell_card: bool | None) -> None:
        """Say which paragraphs are spell abilities of an instant or sorcery.

        With a type line that settles it; without one (printed records carry only the text), a
        face is a spell when some paragraph reads as an instruction ("Destroy target creature.")
        and none could only belong to a permanent (activated or triggered abilities, "Flying",
        "Enchanted creature gets …").
        """
        if spell_card is None:
            spell_card = self.looks_like_spell(abilities)
        for ability in abilities:
            if spell_card and ability.kind in _SPELL_LIKE:
                ability.kind = AbilityKind.STATIC if self._spell_static.search(ability.body) else AbilityKind.SPELL
            elif not spell_card and ability.kind == AbilityKind.SPELL:
                ability.kind = AbilityKind.STATIC

    def looks_like_spell(self, abilities: list[Ability]) -> bool:
        """Whether a face without a type line reads as an instant or sorcery."""
        instructions = False
        for ability in abilities:
            verdict = self._spell_evidence(ability)
            if verdict is False:
                return False
            instructions = instructions or verdict is True
        return instructions

    def _spell_evidence(self, ability: Ability) -> bool | None:
        """False: only a permanent has this ability; True: an instruction, as spells give; None: either."""
        if ability.kind in _PERMANENT_ONLY:
            return False
        if ability.kind == AbilityKind.TRIGGERED:
            return None if self._cast_trigger.search(ability.normalized or "") else False
        if ability.kind == AbilityKind.KEYWORD:
            return False if any(k.canonical in PERMANENT_KEYWORDS for k in ability.keywords) else None
        if ability.kind not in (*_SPELL_LIKE, AbilityKind.MODAL):
            return None
        body = ability.body
        if self._spell_static.search(body):
            return None
        if self._permanent.search(body):
            return False
        return True if ability.kind == AbilityKind.MODAL or self._imperative.search(body) else None

    # ---- a card: modes and levels ----------------------------------------------------------------

    def mark_level_lines(self, card: Card) -> None:
        """Abilities under a level band ("LEVEL 1-3", its P/T line "4/4", then "Flying") or after
        a Class's "{1}{G}: Level 2" belong to that level; the P/T line is part of the band itself."""
        level: str | None = None
        face = 0
        for ability in card.abilities:
            if ability.face != face:
                level, face = None, ability.face
            opened = self._opened_level(ability)
            if opened is not None:
                level = opened
                continue
            if level is None:
                continue
            if _PT_LINE.match(ability.normalized or ""):
                ability.kind = AbilityKind.LEVEL
                ability.keywords = []
            ability.level = level

    def _opened_level(self, ability: Ability) -> str | None:
        """The level a band or a Class's level-up ability opens (and marks it with), else None."""
        if ability.kind == AbilityKind.LEVEL:
            return ability.level
        if ability.kind == AbilityKind.ACTIVATED and len(ability.effect) == 1:
            m = self._class_level.match(ability.effect[0].text)
            if m:
                ability.level = m.group(1)
                return ability.level
        return None


def _may_be_keyword_line(raw: RawParagraph, label_kind: LabelKind | None, period_too: bool) -> bool:
    """Whether the body could be a line of keywords: without a label, or after a flavor word's or a mode's
    label without a period ("Void Shields — Protection from mana value 3 or less", "Krishna — Equip {3}",
    "Stage 2 — Evolve", "{TK}{TK} — Haste")."""
    if not raw.sentences:
        return False
    if label_kind is None:
        return not raw.sentences[-1].has_period or period_too
    words = label_kind in (LabelKind.ABILITY_WORD, LabelKind.ANCHOR_WORD)
    return words and len(raw.sentences) == 1 and not raw.sentences[-1].has_period


def nest_modes(card: Card) -> None:
    """Bullets right after a "Choose one —" ability are its modes, nested as its children."""
    nested: list[Ability] = []
    modal: Ability | None = None
    for ability in card.abilities:
        if (
            modal is not None
            and ability.bullet
            and ability.label_kind != LabelKind.ANCHOR_WORD
            and ability.face == modal.face
        ):
            modal.children.append(ability)
            continue
        opens_modes = ability.kind == AbilityKind.MODAL or (ability.normalized or "").endswith("—")
        modal = ability if opens_modes else None
        nested.append(ability)
    card.abilities = nested
