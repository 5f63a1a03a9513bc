"""One normalized paragraph -> one Ability: parse it (cached), then build the tree nodes of what the
grammar found; `classify` says which kind of ability it is."""

from __future__ import annotations

import marshal
import re
from collections import OrderedDict
from functools import cache

import lark

from mtglinks.kinds import AbilityKind, LabelKind, NodeKind
from mtglinks.lang import Language, get_language
from mtglinks.lang.base import NEVER
from mtglinks.syntax import errors
from mtglinks.syntax.classify import Classifier, Decision, classifier
from mtglinks.syntax.errors import ParseFailure
from mtglinks.syntax.grammar import lean_parser_for, parser_for, run_parser_for, token_counter
from mtglinks.syntax.keyword_sentence import cost_in_words, keyword_sentence
from mtglinks.syntax.label_mends import sentence_label
from mtglinks.syntax.lalr import Rejected
from mtglinks.syntax.spoken import spoken
from mtglinks.syntax.transformer import Chunk, ConditionSpan, RawLabel, RawParagraph, TriggerClause, pack, unpack
from mtglinks.text.normalize import NormalizedText
from mtglinks.text.tracked import TrackedText
from mtglinks.tree import Ability, Condition, CostPart, Keyword, Sentence, Trigger

# The parse cache keeps paragraphs up to this long (the longest real one is 645 characters) ...
CACHED_PARAGRAPH = 2048
# ... and at most this many of them, all languages together, the least recently used going first.
# Whole card texts that repeat are reused by the batch runner before they reach the parser; what
# this cache adds is the paragraphs distinct cards share ("Flying", "{T}: Add {G}."), and 12,000
# hold most of those hits (a language alone gets them all) in about 4 MB.
CACHE_ENTRIES = 12_000

# Raw parses by (language, normalized text): positions are relative, so one parse serves every card
# whose paragraph reads the same. Each entry is marshalled to bytes, which the collector never
# tracks (see transformer.py): (True, the packed parse) or (False, the failure's plain values).
PARSES: OrderedDict[tuple[str, str], bytes] = OrderedDict()
# The first UNPACKED_ENTRIES paragraphs met again, kept unpacked too (a parse is immutable: tuples of
# ints, strings and None): these are the commonest ("Flying", "{T}: Add {G}."), and a hit then costs no
# `marshal.loads` and unpacking (about 3 µs). Only read where PARSES still holds the paragraph.
UNPACKED_ENTRIES = 512
UNPACKED: dict[tuple[str, str], RawParagraph] = {}

# A quoted granted ability: '"{T}: Add {C}."'
# Keywords whose parameter is a list that goes on after a comma: "Protection from black, from red".
_LIST_PARAMETER = {"protection", "landwalk", "enchant", "affinity"}
# Keywords whose parameter is words ("Enchant creature", "Champion a Goblin", "Splice onto Arcane"): any other
# keyword's parameter is a cost or a number ("Offspring {2}", "Casualty 1"), a cost in words opening with a
# capital ("Buyback—Discard two cards", printed "Выкуп Сбросьте две карты"). A sentence with its period that
# opens with a keyword's name and goes on in lower-case words ("Cría de báloth tiene …", "Victime de la
# peste perd …") is a sentence, not a keyword line.
_WORD_PARAMETER = _LIST_PARAMETER | {"champion", "splice", "partner with", "hexproof", "offering", "equip", "gift"}
# Keywords whose words after a dash name a variant of the keyword, not a cost to pay: "Partner—Friends forever",
# "Partner—Survivors" (rule 702.124), "Modular—Sunburst" (rule 702.43).
_VARIANT_AFTER_DASH = {"partner", "modular"}
# A later label of a mode that is mana symbols alone, the mode's additional cost (rule 702.183, tiered):
# "• Cross-Slash — {0} — Destroy target tapped creature."
_MODE_COST = re.compile(r"^\s*(?:\{[^{}\s]{1,8}\})+\s*—\s*$")
# A parameter that opens with a lower-case word, not with a number, a symbol, a capital or a lone "x".
_OPENS_WITH_A_WORD = re.compile(r"(?=[^\W\d_]{2})[^\W\d_A-ZÀ-ÞА-ЯЁ]")


@cache
def paragraph_parser(code: str) -> ParagraphParser:
    """The paragraph parser of a language (one per process)."""
    return ParagraphParser(get_language(code))


class ParagraphParser:
    """Parses one normalized paragraph of one language into an Ability."""

    def __init__(self, lang: Language) -> None:
        self.lang = lang
        self.parser = run_parser_for(lang.code)
        self.lean = lean_parser_for(lang.code)
        self.classifier: Classifier = classifier(lang.code)
        self._conjunction = re.compile(lang.list_conjunction, re.I)
        self._relative = None if lang.relative_event == NEVER else re.compile(lang.relative_event)
        self._stacked = None if lang.stacked_qualifiers == NEVER else re.compile(lang.stacked_qualifiers)
        self._set_off = None if lang.set_off_event == NEVER else re.compile(lang.set_off_event)
        # the language's keyword names (compiled once per language: read here once, not a tuple of them a call)
        self._keyword_names = lang.keyword_matcher

    def parse(self, normalized: NormalizedText, spell_card: bool | None) -> Ability:
        """`normalized` is one normalized paragraph (or granted ability) without reminder text."""
        text = normalized.tracked
        raw = self._raw(text.text)
        if isinstance(raw, ParseFailure):
            mended = self._comma_less_trigger(text) or self._stray_comma(text) or sentence_label(text, self._raw)
            if mended is None:
                return self._unparsed(text, raw)
            text, raw = mended
        try:
            ability = self._build(raw, text, spell_card)
            self._granted(ability, normalized)
            return ability
        except Exception as err:  # noqa: BLE001 - card text must never crash the parser
            return self._unparsed(text, errors.internal(err))

    def _comma_less_trigger(self, text: TrackedText) -> tuple[TrackedText, RawParagraph] | None:
        """Old printed text that sets no comma after its trigger's event ("Cuando ~ entre en juego destruye el
        artefacto objetivo."): the paragraph read with the comma after the event's last word, where the language
        says where such an event ends and the paragraph then opens with a trigger clause; else None."""
        pattern = self.lang.comma_less_trigger_pattern
        m = pattern.match(text.text) if pattern is not None else None
        if m is None or not m.end():
            return None
        end = m.end()
        mended = text.replace_spans([(end - 1, end, text.text[end - 1] + ",")])
        raw = self._raw(mended.text)
        if (
            isinstance(raw, ParseFailure)
            or raw.cost is not None
            or not raw.sentences
            or raw.sentences[0].trigger is None
        ):
            return None
        return mended, raw

    def _stray_comma(self, text: TrackedText) -> tuple[TrackedText, RawParagraph] | None:
        """A paragraph that ends with a stray comma ("Équipement {3}{R}{R},", "… il gagne +1/+1.,"): read without
        it, where that reads; else None."""
        body = text.text.rstrip()
        if not body.endswith(","):
            return None
        mended = text.slice(0, len(body) - 1).strip()
        raw = self._raw(mended.text) if mended.text else None
        return None if raw is None or isinstance(raw, ParseFailure) else (mended, raw)

    def _raw(self, source: str) -> RawParagraph | ParseFailure:
        """The grammar's parse of a paragraph, from the cache when it was parsed before."""
        key = (self.lang.code, source)
        cached = PARSES.get(key)
        if cached is not None:
            PARSES.move_to_end(key)
            kept = UNPACKED.get(key)
            if kept is not None:
                return kept
            parsed, value = marshal.loads(cached)
            if not parsed:
                return errors.from_plain(value)
            unpacked = unpack(value)
            if len(UNPACKED) < UNPACKED_ENTRIES:
                UNPACKED[key] = unpacked
            return unpacked
        raw = self._parsed(source)
        if len(source) <= CACHED_PARAGRAPH:
            if len(PARSES) >= CACHE_ENTRIES:
                PARSES.popitem(last=False)
            entry = (False, errors.plain(raw)) if isinstance(raw, ParseFailure) else (True, pack(raw))
            PARSES[key] = marshal.dumps(entry)
        return raw

    def _parsed(self, source: str) -> RawParagraph | ParseFailure:
        """The run grammar's parse (by the lean driver, lalr.py, where it can drive it); where it rejects
        the text, the exact grammar's parse or failure, which names the token and the terminals
        expected (see runs.py)."""
        try:
            if self.lean is not None:
                return self.lean.parse(source)  # type: ignore[no-any-return]
            return self.parser.parse(source)  # type: ignore[return-value]
        except (Rejected, lark.exceptions.LarkError):
            pass
        except Exception as err:  # noqa: BLE001 - card text must never crash the parser
            return errors.internal(err)
        try:
            return parser_for(self.lang.code).parse(source)  # type: ignore[return-value]
        except lark.exceptions.LarkError as err:
            return errors.from_lark(err)
        except Exception as err:  # noqa: BLE001 - card text must never crash the parser
            return errors.internal(err)

    def _unparsed(self, text: TrackedText, failure: ParseFailure) -> Ability:
        source = text.text
        span = text.span(0, len(source))
        ability = Ability(AbilityKind.UNPARSED, source, span, lang=self.lang.code, normalized=source)
        ability.reason = failure.render()
        ability._failure = failure
        return ability

    def _build(self, raw: RawParagraph, text: TrackedText, spell_card: bool | None) -> Ability:
        src = text.text
        ability = Ability(AbilityKind.STATIC, src, text.span(0, len(src)), lang=self.lang.code, normalized=src)
        ability.bullet = raw.bullet
        label_kind = None
        if raw.labels:
            label_kind = self._label(ability, raw.labels[0], text, raw.bullet)
            ability._body_start = raw.labels[0].end
        for extra in raw.labels[1:]:  # "I, II — Choose one —": the later label opens the effect
            if raw.bullet and _MODE_COST.match(text.text[extra.start : extra.end]):
                ability.cost.append(self._cost_part(text, _label_words(text.text, extra)))  # tiered mode's cost
                continue
            if self._flavor_word(text.text, extra):
                continue
            ability.effect.append(_sentence(text, extra.start, extra.end))
        clause = self._opening_trigger(raw, src)
        if raw.cost is not None:
            ability.cost = [self._cost_part(text, chunk) for chunk in raw.cost]
        elif clause is not None:
            ability.trigger = _trigger_node(clause, text)
            if clause.condition:
                a, b = clause.condition
                ability.condition = Condition(NodeKind.CONDITION, src[a:b].rstrip(",").strip(), text.span(a, b))
        self._sentences(ability, raw, text, clause)
        body_start = raw.labels[0].end if raw.labels else (raw.sentences[0].start if raw.sentences else 0)
        decision = self.classifier.paragraph_kind(
            raw,
            label_kind,
            src[body_start:].strip(),
            spell_card,
            lambda: self._keyword_line(raw, text),
            lambda: keyword_sentence(self.lang, raw, text),
        )
        self._apply(ability, decision, label_kind, src[body_start:].strip())
        ability.hidden_trigger = self.classifier.hides_trigger(src)
        return ability

    def _label(self, ability: Ability, label: RawLabel, text: TrackedText, bullet: bool) -> LabelKind:
        """The first label: its words without the dash, their span and what they are."""
        words = text.text[label.start : label.end].rstrip("—• ")
        ability.label = words.strip()
        ability.label_span = text.span(label.start, label.start + len(words))
        ability.label_kind = kind = self.classifier.label_kind(ability.label, bullet)
        return kind

    def _flavor_word(self, src: str, label: RawLabel) -> bool:
        """Whether a later label is a flavor word, which has no rules meaning (rule 207.2c) and is no sentence:
        a chapter's name ("I — Aerospark — Exile …"), an ability word after a chapter ("III — Domain — …")."""
        chunk = _label_words(src, label)
        words = src[chunk.start : chunk.end]
        return bool(words) and self.classifier.label_kind(words, False) == LabelKind.ABILITY_WORD

    def _opening_trigger(self, raw: RawParagraph, src: str) -> TriggerClause | None:
        """The trigger clause that makes the paragraph a triggered ability, its event's list mended."""
        if raw.cost is not None or not raw.sentences or raw.sentences[0].trigger is None:
            return None
        return self._mend_set_off_event(
            self._mend_relative_event(self._mend_listed_event(raw.sentences[0].trigger, src), src), src
        )

    def _mend_set_off_event(self, clause: TriggerClause, src: str) -> TriggerClause:
        """ "В начале шага поддержки игрока, контролирующего зачарованное существо, тот игрок …", "Когда вы совершаете
        цикл ~, или когда они попадают из игры на кладбище, …": the comma before a phrase that still belongs to the
        event (a participle of its last noun, a second event) ends the event too early; it goes on over that phrase."""
        rest = clause.rest
        if self._set_off is None or clause.condition is not None or len(rest) < 2:
            return clause
        if not _comma_between(src, clause.event, rest[0]) or not self._set_off.match(
            src[rest[0].start : rest[0].end].lower()
        ):
            return clause
        return clause._replace(event=Chunk(clause.event.start, rest[0].end), rest=rest[1:])

    def _mend_relative_event(self, clause: TriggerClause, src: str) -> TriggerClause:
        """ "Каждый раз, когда существо, которое вы контролируете, умирает, …": the commas around a relative
        clause end the event too early; the event goes on through the clause and the verb after it. So does the
        comma between two qualifiers of one noun ("Whenever a nontoken, non-Angel creature you control dies")."""
        rest = clause.rest
        if self._stacked is not None and len(rest) >= 2 and _comma_between(src, clause.event, rest[0]):
            # "a nontoken, non-Angel creature you control dies": two qualifiers of one noun
            junction = src[max(clause.event.start, clause.event.end - 40) : rest[0].end]
            if self._stacked.search(junction):
                return clause._replace(event=Chunk(clause.event.start, rest[0].end), rest=rest[1:])
        if self._relative is None or clause.condition is not None or len(rest) < 3:
            return clause
        if not (_comma_between(src, clause.event, rest[0]) and _comma_between(src, rest[0], rest[1])):
            return clause
        if self._relative.match(src[rest[0].start : rest[1].end].lower()) is None:
            return clause
        return clause._replace(event=Chunk(clause.event.start, rest[1].end), rest=rest[2:])

    def _cost_part(self, text: TrackedText, chunk: Chunk) -> CostPart:
        part = text.text[chunk.start : chunk.end]
        return CostPart(self.classifier.cost_kind(part), part, text.span(chunk.start, chunk.end))

    def _sentences(self, ability: Ability, raw: RawParagraph, text: TrackedText, clause: TriggerClause | None) -> None:
        """The effect's sentences (an opening trigger clause left out) and an activated ability's restrictions."""
        src = text.text
        for n, sentence in enumerate(raw.sentences):
            a = sentence.start
            opening = n == 0 and clause is not None
            if opening:
                assert clause is not None
                if not clause.rest:
                    continue  # a trigger half (rule `trigger_half`): no sentence of its own
                a = clause.rest[0].start if clause.condition is None else clause.condition[1]
                a = max(a, clause.event.end + 1)
                while a < len(src) and src[a] in " ,":
                    a += 1
            node = _sentence(text, a, sentence.end)
            if sentence.trigger is not None and not opening:
                node.trigger = _trigger_node(self._mend_listed_event(sentence.trigger, src), text)  # reflexive, delayed
            if raw.cost is not None and self.classifier.is_restriction(node.text):
                node.kind = NodeKind.RESTRICTION
                ability.restrictions.append(node)
            else:
                ability.effect.append(node)

    def _apply(self, ability: Ability, decision: Decision, label_kind: LabelKind | None, body: str) -> None:
        """Set the kind decided, with the keywords or level it brought."""
        ability.kind = decision.kind
        if decision.level is not None:
            ability.level = decision.level
        if decision.keyword_line is not None:
            ability.keywords = decision.keyword_line
            ability.effect = cost_in_words(ability.keywords, ability.effect)
            ability.cost = []  # "Enchanter : créature" was read as a cost before the colon
        elif label_kind == LabelKind.KEYWORD_COST and decision.kind == AbilityKind.KEYWORD:
            keyword = self._labelled_keyword(ability.label or "", body, ability.span)
            ability.keywords = [keyword]
            if keyword.canonical in _VARIANT_AFTER_DASH and not body.endswith("."):
                ability.effect = []  # "Partner—Friends forever": the keyword's variant, no sentence

    def _mend_listed_event(self, clause: TriggerClause, src: str) -> TriggerClause:
        """ "Whenever an artifact, creature, or enchantment enters, …": the commas of a list
        end the event too early for an LALR(1) grammar; join the list back into the event."""
        rest = clause.rest
        event = clause.event
        condition = clause.condition
        while True:
            # "Whenever a Kraken, Leviathan, Octopus, or Serpent you control …": short items, then the one
            # the conjunction opens, which the event goes on from; something must follow it
            last = self._list_end(src, rest, short_items=condition is not None)
            if not last:
                break
            if condition is not None:
                # "…, if a Giant, Wizard, or spell you controlled dealt damage to it this turn, draw a card."
                if not _comma_between(src, rest[last], rest[last + 1]):
                    break
                condition = ConditionSpan(condition.start, src.index(",", rest[last].end) + 1)
            elif _comma_between(src, event, rest[0]):
                event = Chunk(event.start, rest[last].end)
            else:
                break
            rest = rest[last + 1 :]
        if event is clause.event and condition is clause.condition:
            return clause
        return clause._replace(event=event, condition=condition, rest=rest)

    def _list_end(self, src: str, rest: tuple[Chunk, ...], short_items: bool = False) -> int:
        """The index of the chunk that closes a list of short items in `rest` ("or Serpent you control deals …"),
        the conjunction opening it, commas alone between them (no semicolon, no dash) and a chunk after it; else 0.
        With `short_items` (a condition's list, which an effect's series could follow) every item is at most two
        words ("a Performer")."""
        if not any(self._listed(src, chunk) for chunk in rest[1:-1]):  # no conjunction: no list (the usual case)
            return 0
        last = next((n for n, chunk in enumerate(rest) if not self._short(src, chunk)), len(rest))
        apart = next((n for n in range(1, len(rest)) if not _comma_between(src, rest[n - 1], rest[n])), len(rest))
        last = min(last, apart - 1)
        end = next((n for n in range(1, min(last + 1, len(rest) - 1)) if self._listed(src, rest[n])), 0)
        # a longer list has items of one word ("Leviathan, Octopus, or Serpent", "blue, black, or red"), not a
        # clause that goes on from the event ("you gain life, each Advisor, Artificer, and Monk you control …")
        if (end > 1 or short_items) and any(self._words(src, chunk) > 1 + short_items for chunk in rest[:end]):
            return 0
        return end

    def _listed(self, src: str, chunk: Chunk) -> bool:
        """Whether a chunk opens with the conjunction of a list ("or Serpent you control deals …")."""
        return self._conjunction.match(src[chunk.start : chunk.end]) is not None

    def _short(self, src: str, chunk: Chunk) -> bool:
        """Whether a chunk is at most three tokens, a list's item ("creature", "artifact creature")."""
        return self._words(src, chunk) <= 3

    def _words(self, src: str, chunk: Chunk) -> int:
        """How many tokens a chunk has."""
        return token_counter(self.lang.code).count(src[chunk.start : chunk.end])

    def _keyword_line(self, raw: RawParagraph, text: TrackedText) -> list[Keyword] | None:
        """The keywords of a paragraph that is a line of them ("Flying, protection from black, from red"), else None."""
        if raw.cost is not None:
            return self._keyword_before_colon(raw.cost, text)
        if len(raw.sentences) != 1:
            return None
        found: list[Keyword] = []
        for chunk in raw.sentences[-1].chunks:
            part = text.text[chunk.start : chunk.end]
            m = self._keyword_names.match(part)
            if m:
                found.append(self._keyword(m, part, text.span(chunk.start, chunk.end)))
            elif found and not part[:1].isupper() and found[-1].canonical in _LIST_PARAMETER:
                _extend_parameter(found[-1], part, text.span(chunk.start, chunk.end))
            else:
                return None
        if raw.sentences[-1].has_period and any(_words_after(k) for k in found):
            return None
        return found

    def _keyword_before_colon(self, cost: tuple[Chunk, ...], text: TrackedText) -> list[Keyword] | None:
        """ "Enchanter : créature": a "cost" that is a keyword's name alone is that keyword, its parameter
        after the colon; else None (an activated ability)."""
        src = text.text
        name = src[cost[0].start : cost[0].end].strip()
        m = self._keyword_names.match(name)
        if m is None or m.end() != len(name):
            return None
        parameter = src[cost[-1].end :].lstrip(" :").strip()
        keyword = self._keyword(m, name, text.span(0, len(src)))
        keyword.parameter, keyword.text = parameter or None, src.strip()
        return [keyword]

    def _keyword(self, m: re.Match[str], part: str, span: tuple[int, int]) -> Keyword:
        name = m.group(0)
        return Keyword(
            NodeKind.KEYWORD,
            part,
            span,
            name=name,
            canonical=self.lang.keywords.get(name.lower(), name.lower()),
            parameter=part[m.end() :].strip() or None,
        )

    def _labelled_keyword(self, name: str, parameter: str, span: tuple[int, int]) -> Keyword:
        """A keyword printed as a label with its cost after the dash: "Kicker — Sacrifice a creature."."""
        m = self._keyword_names.match(name)
        canonical = self.lang.keywords.get(m.group(0).lower(), name.lower()) if m else name.lower()
        return Keyword(
            NodeKind.KEYWORD,
            f"{name} — {parameter}".strip(" —"),
            span,
            name=name,
            canonical=canonical,
            parameter=parameter or None,
        )

    def _granted(self, ability: Ability, normalized: NormalizedText) -> None:
        """Quoted abilities granted by this one become its children (rule 607.1a); normalization
        found the quoted parts and set their reminder text aside."""
        for part in normalized.granted:
            if spoken(normalized, part, self.lang.spoken_quote_pattern):
                continue
            child = self.parse(part, spell_card=False)
            if _quoted_words(child, part.tracked.text):
                continue
            child.normalized_text = part
            child.granted = True
            child.reminder = list(part.reminders)
            ability.children.append(child)


def _quoted_words(child: Ability, inner: str) -> bool:
    """Quoted words, not an ability: a counter's name (« temps », « progéniture », which is also a keyword's
    name), "legend rule", a choice ("земля"), a kind of trigger ('any "Whenever this creature attacks" triggers': no
    ability the grammar reads, and no comma, period or colon). They stay in the sentence that quotes them."""
    words_kinds = (AbilityKind.STATIC, AbilityKind.UNPARSED, AbilityKind.KEYWORD)
    unmarked = child.kind == AbilityKind.UNPARSED and not any(mark in inner for mark in ",.:;")
    return unmarked or (child.kind in words_kinds and inner[:1].islower() and not inner.endswith("."))


def _words_after(keyword: Keyword) -> bool:
    """Whether a keyword that takes a cost or a number is followed by lower-case words instead."""
    opens_with_a_word = _OPENS_WITH_A_WORD.match(keyword.parameter or "") is not None
    if opens_with_a_word and keyword.canonical == "equip":
        # a mana cost ends "Equip planeswalker {1}"; one amid words is no cost: "Equipar te cuesta {1} menos." (a cost
        # of words alone stays: "Снарядить удалите один жетон заряда с …")
        words = (keyword.parameter or "").rstrip(" .")
        return "{" in words and not words.endswith("}")
    return opens_with_a_word and keyword.canonical not in _WORD_PARAMETER


def _extend_parameter(keyword: Keyword, part: str, span: tuple[int, int]) -> None:
    """ "Protection from black, from red": the parameter goes on."""
    keyword.parameter = f"{keyword.parameter}, {part}"
    keyword.span = (keyword.span[0], span[1])
    keyword.text = f"{keyword.text}, {part}"


def _comma_between(src: str, before: Chunk, after: Chunk) -> bool:
    """Whether two chunks stand apart by a comma alone."""
    return src[before.end : after.start].strip() == ","


def _label_words(src: str, label: RawLabel) -> Chunk:
    """A label's words without its dash and the spaces around them."""
    words = src[label.start : label.end].rstrip("—• ")
    start = label.start + len(words) - len(words.lstrip())
    return Chunk(start, label.start + len(words))


def _sentence(text: TrackedText, a: int, b: int) -> Sentence:
    return Sentence(NodeKind.SENTENCE, text.text[a:b], text.span(a, b))


def _trigger_node(clause: TriggerClause, text: TrackedText) -> Trigger:
    """ "When ~ enters" of a trigger clause: its word and its event."""
    a, b = clause.word_start, clause.event.end
    return Trigger(
        NodeKind.TRIGGER,
        text.text[a:b],
        text.span(a, b),
        word=clause.word,
        event=text.text[clause.event.start : clause.event.end],
    )
