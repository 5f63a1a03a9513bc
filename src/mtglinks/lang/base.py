"""What every language shares: the `Language` record, its tokenizer rules and lemma source, common tables.

A language package (`mtglinks/lang/<code>/`) builds one `Language` from these pieces and overrides or
extends the shared tables, the way a dialect extends a shared tokenizer: `SYMBOL_COST_PARTS` are the
cost parts written in symbols in every language, `MANA_COST` the run of mana symbols its patterns read.
A required field of `Language` has no default: a language that forgets one fails when it loads, naming
the field, instead of quietly never matching. A language that truly has no such wording says so with
`NEVER`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Literal

from mtglinks.lang.keyword_names import KeywordNames
from mtglinks.lang.template_anaphora import TemplateAnaphora

# A regex that matches nothing: what a language sets, explicitly, for wording it does not have
# (French prints no Class level line of its own).
NEVER = r"(?!)"

# Cost parts written in symbols, the same in every language; a language's own cost words follow them
# (the first cost part kind that matches wins).
SYMBOL_COST_PARTS: dict[str, str] = {
    "cost:tap": r"^\{T\}$",
    "cost:untap": r"^\{Q\}$",
    "cost:mana": r"^(\{[^}]+\})+$",
    "cost:loyalty": r"^[+-]?(\d+|X)$",
}

# A run of mana symbols in lemma text ("{2} {b}", "{x}{r}"): the value group of kicker references.
MANA_COST = r"(?:\{[^ }]+\}(?: ?\{[^ }]+\})*)"

# A rule for a word form its lemma table lacks: (form, table) -> its lemma, or None to try the next rule.
UnlistedRule = Callable[[str, Mapping[str, str]], "str | None"]
# A lemmatizer by morphological analysis, made on first use (loading a dictionary takes time).
Morphology = Callable[[str], "str | None"]


@dataclass(frozen=True)
class NameRules:
    """How a language writes a card's name in running text (`mtglinks.text.names` finds it by them)."""

    epithet_separators: tuple[str, ...]  # what joins a name to its epithet: " the ", " of "
    articles: tuple[str, ...]  # articles that may stand before the name: "el", "la", "l'"
    contractions: tuple[tuple[str, str], ...]  # preposition + article: ("del", "de")
    # whether the articles match in any case, and a name's first word may be lowered after its article
    ignore_case: bool
    inflect: Callable[[str], set[str]] | None = None  # a name word's inflected forms (Russian)
    # the language's code: its card words tell a short name's words from words of card text ("The", "Sliver")
    code: str = ""
    # what follows a short name that names a subtype, not the card: " planeswalker" ("a Gideon planeswalker")
    type_after: re.Pattern[str] | None = None
    # a legendary card's type line, and the words before a short name where only the card can stand
    legendary_type: re.Pattern[str] | None = None
    short_name_cue: re.Pattern[str] | None = None
    # the whole name may be lowered after its article ("le gantelet de pouvoir"): `Language.name_lowered_whole`, and
    # what opens the clause it is the subject of when it is words of card text too (`Language.name_lowered_opener`)
    lowered_whole: bool = False
    lowered_opener: re.Pattern[str] | None = None

    def __hash__(self) -> int:
        # Cached name finders are looked up by these rules for every card: hash the language's code
        # only (equal rules have equal codes), not every field with its patterns and inflection.
        return hash(self.code)


@dataclass(frozen=True)
class NameInference:
    """Where a language's text names the card itself, to find the name of a text given none
    (`mtglinks.text.selfname`): a capitalised phrase right after `before` or right before `after`
    ("exiled with X", "X deals"), unless `other_object` stands before it ("a Forest enters")."""

    phrase: re.Pattern[str]  # a capitalised phrase: "Sisters of Stone Death", "Karn, Silver Golem"
    not_names: frozenset[str]  # words that open sentences and abilities, dropped from a phrase's ends
    before: re.Pattern[str]  # what ends right before a card's own name
    after: re.Pattern[str]  # what starts right after it
    other_object: re.Pattern[str]  # what makes the phrase after it some other object
    sentence_start: re.Pattern[str]  # where a sentence starts (any word is capitalised there)


@dataclass(frozen=True)
class Tokenizer:
    """A language's rules for cutting text into words and lemmatizing the words its table lacks.

    The algorithm is `mtglinks.text.lexicon`'s; a language without a rule leaves its field empty.
    """

    # an elided article or pronoun split off the next word: "l'exil" -> "l'" + "exil"
    elision: re.Pattern[str] | None = None
    # hyphenated pronouns split off a verb, searched at a token's end: "mettez-la" -> "mettez" + "-la"
    clitic: re.Pattern[str] | None = None
    # lemmas of forms the table lacks, tried in order: a possessive ("creature's"), enclitic pronouns
    unlisted: tuple[UnlistedRule, ...] = ()
    # makes the morphological lemmatizer of the words still unknown (Russian); None: the word is its lemma
    morphology: Callable[[], Morphology | None] | None = None


@dataclass(frozen=True)
class LemmaSource:
    """Where tools/build_lemmas.py takes a language's lemma table from, and how it corrects it."""

    # "spacy-lookups": the `lemma_lookup` table of spacy-lookups-data for `lookup_code`;
    # "morphology": the language tokenizer's morphological lemmatizer (pymorphy3's normal forms)
    kind: Literal["spacy-lookups", "morphology"]
    lookup_code: str = ""
    # the lookup table sends nouns to verbs ("juego" -> "jugar"): a form that is itself a lemma stays
    headwords_stay: bool = False
    # the lemma of a form the lookup table lacks ((form, table) -> lemma or None): enclitic pronouns
    unlisted: UnlistedRule | None = None
    # the masculine singular participle of a participle form of a verb ((form, verb) -> lemma or None)
    participle: Callable[[str, str], str | None] | None = None
    # reviewed fixes: form -> lemma, or None to drop the entry (the form is its own lemma)
    corrections: Mapping[str, str | None] = field(default_factory=dict)
    # the language of Oracle text: records without a language, and their English Oracle fields
    reads_oracle: bool = False


# A language's self-reference templates, self-grant, missing full stop and template anaphora (`Language.self_patterns`)
SelfPatterns = tuple[re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None, TemplateAnaphora | None]


@dataclass(frozen=True, kw_only=True)
class Language:
    """One language's words, templates and rules, plugged into the shared engine."""

    code: str
    # the language's English name, as users and MTGJSON's `language` field call it: "Spanish"
    name: str
    # keyword as printed (lower case) -> canonical English keyword of rule 702
    keywords: dict[str, str]
    # "this creature", "esta criatura", … : phrases that name the object itself
    self_templates: tuple[str, ...]
    # cost part kind -> regex on the cost part's text (searched, case-insensitive); start from SYMBOL_COST_PARTS
    cost_parts: dict[str, str]
    # ability kind -> regex on the normalized ability text; first match wins
    kind_patterns: tuple[tuple[str, str], ...]
    # label (text before "—") that opens a modal ability: "Choose one"
    modal_label: str
    # activation restriction sentence: "Activate only as a sorcery."
    restriction: str
    # "LEVEL 1-3" / "NIVEL 1-3": level band paragraphs of level-up cards
    level_band: str
    # a Class's level-up ability: "{1}{G}: Level 2" (group 1 is the level)
    class_level: str
    # verbs that open a spell's imperative sentence ("Destroy", "Exile", …): evidence that a
    # card with no type line is an instant or sorcery
    imperative: str
    # a chunk that goes on a list ("or enchantment enters"): "or", "and", "y", "o", "ou", "или"
    list_conjunction: str
    # a paragraph that only a permanent has ("~ gets", "Enchanted creature", "Equip")
    permanent_marker: str
    # a static ability an instant or sorcery may have ("As an additional cost to cast ~")
    spell_static: str
    # a trigger event that works while the card is a spell ("When you cast ~")
    cast_trigger: str
    # an ability word printed without its dash before a trigger word ("Imprint When ~ enters, …"):
    # the grammar reads a static ability, the rules a triggered one
    trigger_after_word: str
    # type-line words that make a card an instant or sorcery ("Instant", "Conjuro", "Волшебство")
    spell_type: str
    # where tools/build_lemmas.py takes the language's lemma table from
    lemma_source: LemmaSource
    # articles that may stand before the card's name and go with it: "el", "la", "l'"
    name_articles: tuple[str, ...] = ()
    # contractions of preposition + article: "del" -> "de"
    name_contractions: dict[str, str] = field(default_factory=dict)
    # what joins a name to its epithet ("Crovax the Cursed", "Gideon of the Trials"): the head alone
    # is the card's short name
    epithet_separators: tuple[str, ...] = ()
    # keyword lines end with a period in this language's printed text (Spanish "Vuela.")
    keyword_line_period: bool = False
    # word forms of one inflected name word -> all of its forms (Russian); None elsewhere
    inflect: Callable[[str], set[str]] | None = None
    # how letters of a name compare: Russian and the Romance languages capitalize only the
    # first word, and the article may be capitalized at a sentence start
    name_ignore_case: bool = False
    # the whole name may be written in lower case after a definite article ("le gantelet de pouvoir" of Gantelet de
    # pouvoir: old French printings), unless its words are words of card text (`mtglinks.text.lowered_names`)
    name_lowered_whole: bool = False
    # what opens a trigger or entry clause, right before the article of its subject ("Au moment où ", "Quand "): there
    # a name of card words lowered is the card ("Au moment où la conspiration arrive en jeu"); NEVER where not read
    name_lowered_opener: str = NEVER
    # elision, clitics, unlisted forms, morphology: how the lexicon cuts and lemmatizes words
    tokenizer: Tokenizer = field(default_factory=Tokenizer)
    # where the language comes in lists of languages (the card index's texts, `mtglinks card`): lower first
    display_order: int = 100
    # MTGJSON's other spellings of the language's name (v3/v4: "Portuguese (Brazil)"), besides `name`
    mtgjson_names: tuple[str, ...] = ()
    # makes the test of whether a dictionary knows a word form (Russian: pymorphy3's, whose lemma of an
    # unknown word is a guess from its ending); None: the vocabulary lists alone decide
    dictionary_check: Callable[[], Callable[[str], bool] | None] | None = None
    # a type line of a legendary card ("Legendary Creature — Human"): its text may call it by a short
    # name, the first word or words of its name ("exiled with Karn"); NEVER where not yet read
    legendary_type: str = NEVER
    # words that end right before the card's short name where only the card can stand ("exiled with "):
    # a text without a type line that says them is read as a legendary's ("cards exiled with Karn")
    short_name_cue: str = NEVER
    # what follows a legendary's short name that names its subtype, not the card (" planeswalker": "as long
    # as you control a Gideon planeswalker"); NEVER where not read
    short_name_type_after: str = NEVER
    # the end of a sentence that grants the quoted ability after it to the card itself ("~ escapes with",
    # "it loses "…" and gains"): a self-reference template in those quotes is the card; NEVER where not read
    self_grant: str = NEVER
    # a word after which a self template's demonstrative belongs to a fixed phrase, not to the noun after it (the
    # Russian "вместо этого" is "instead": "вместо этого существа под вашим контролем получают" is "instead,
    # creatures you control get"): a fixed-width regex, a lookbehind of the templates; NEVER where not read
    template_not_after: str = NEVER
    # self templates that may point back to a card the paragraph has just named (older French "cette carte": "vous y
    # choisissez une carte non-terrain. Retirez cette carte de la partie."), and the regex of that antecedent, searched
    # in the paragraph before the template: where it is found the template keeps its words (lang/template_anaphora.py)
    anaphoric_templates: tuple[str, ...] = ()
    template_antecedent: str = NEVER
    # a space where older printed text lost a sentence's full stop (Russian "… положенные в игру этим путем Они
    # становятся …": a pronoun is capitalized only at a sentence's start): the regex matches the space, which becomes
    # ". " (text/normalize.py); NEVER where not read
    missing_stop: str = NEVER
    # the end of the words before a quote that makes the quoted words spoken, not an ability granted ("you may say",
    # "ask a person outside the game"): matched on the normalized text before the quote; NEVER where not read
    spoken_quote: str = NEVER
    # where the text names the card itself, to infer the name of a text given none; None: not inferred
    name_inference: NameInference | None = None
    # a whole ability that makes a choice as the card enters, one sentence ("as ~ enters, choose a color."),
    # matched on its normalized text in lower case; NEVER where not read. Printed text that glued the next
    # ability to its period ("… un tipo de criatura.Te cuesta …") is cut there (syntax/assemble.py)
    entry_choice: str = NEVER
    # the opening of a sentence that may go on from the one before it, in lower case: a condition ("if you
    # do"), a sequence ("then"), a word that points back ("it", "that player", "~"), a trigger word
    continuation: str = NEVER
    # old printed text that sets no comma after a trigger's event ("Cuando ~ entre en juego destruye …"): the
    # opening up to the event's end, matched on the normalized text in any case. Read only where the grammar
    # cannot read the paragraph as printed: a comma goes after the match (syntax/paragraph.py); NEVER: not read
    comma_less_trigger: str = NEVER
    # a relative clause set off by commas inside a trigger's event, then the event's verb ("Каждый раз, когда
    # существо, которое вы контролируете, умирает, …"): matched on the text after the event's first comma, in
    # lower case; the event goes on to the verb's chunk (syntax/paragraph.py); NEVER: not read
    relative_event: str = NEVER
    # a comma between two qualifiers of one noun inside a trigger's event ("Whenever a nontoken, non-Angel creature
    # you control dies"): matched on the text from the event's last word over the comma to the next chunk; the
    # event goes on over the comma (syntax/paragraph.py); NEVER: not read
    stacked_qualifiers: str = NEVER
    # a phrase set off by commas after the trigger's event that still belongs to it: a participle of the event's last
    # noun ("В начале шага поддержки игрока, контролирующего зачарованное существо, …") or a second event ("Когда вы
    # совершаете цикл ~, или когда …, …"): matched on the next chunk, in lower case; the event goes on over the comma
    # to that chunk's end (syntax/paragraph.py); NEVER: not read
    set_off_event: str = NEVER
    # older printed text's keyword ability of the card itself said as a sentence ("~ is indestructible.", "~ не может
    # быть уничтожен."): the sentence, "~" for the card's name (lower case, no period) -> canonical keyword; the
    # paragraph reads as the keyword line its Oracle text prints (syntax/keyword_sentence.py)
    keyword_sentences: Mapping[str, str] = field(default_factory=dict)

    @property
    def comma_less_trigger_pattern(self) -> re.Pattern[str] | None:
        """`comma_less_trigger` compiled, ignoring case; None where the language does not read it."""
        return None if self.comma_less_trigger == NEVER else re.compile(self.comma_less_trigger, re.I)

    @property
    def entry_choice_pattern(self) -> re.Pattern[str] | None:
        """`entry_choice` compiled; None where the language does not read it."""
        return _compiled_or_none(self.entry_choice)

    @property
    def continuation_pattern(self) -> re.Pattern[str]:
        """`continuation` compiled (NEVER matches nothing)."""
        return _compiled(self.continuation)

    @property
    def keyword_pattern(self) -> re.Pattern[str]:
        """The keyword names at a text's start, longest first."""
        return self.keyword_matcher.whole

    @property
    def keyword_matcher(self) -> KeywordNames:
        """`keyword_pattern`'s match, trying only the names that can open with the text's first character."""
        found = _KEYWORD_MATCHERS.get(self.code)
        if found is None:
            found = _KEYWORD_MATCHERS[self.code] = KeywordNames(tuple(self.keywords))
        return found

    @property
    def name_rules(self) -> NameRules:
        """How the language writes a card's name in running text, for `mtglinks.text.names`."""
        rules = _NAME_RULES.get(self.code)
        if rules is None:
            rules = _NAME_RULES[self.code] = NameRules(
                self.epithet_separators,
                tuple(self.name_articles),
                tuple(self.name_contractions.items()),
                self.name_ignore_case,
                self.inflect,
                lowered_whole=self.name_lowered_whole,
                lowered_opener=_compiled_or_none(self.name_lowered_opener),
                code=self.code,
                type_after=_compiled_or_none(self.short_name_type_after),
                legendary_type=_compiled_or_none(self.legendary_type),
                short_name_cue=_compiled_or_none(self.short_name_cue),
            )
        return rules

    @property
    def self_grant_pattern(self) -> re.Pattern[str] | None:
        """`self_grant` compiled; None where the language does not read it."""
        return None if self.self_grant == NEVER else _compiled(self.self_grant)

    @property
    def missing_stop_pattern(self) -> re.Pattern[str] | None:
        """`missing_stop` compiled; None where the language does not read it."""
        return None if self.missing_stop == NEVER else _compiled(self.missing_stop)

    @property
    def spoken_quote_pattern(self) -> re.Pattern[str] | None:
        """`spoken_quote` compiled; None where the language does not read it."""
        return None if self.spoken_quote == NEVER else _compiled(self.spoken_quote)

    @property
    def template_anaphora(self) -> TemplateAnaphora | None:
        """The templates that may point back and their antecedent (`anaphoric_templates`); None where not read."""
        if not self.anaphoric_templates or self.template_antecedent == NEVER:
            return None
        return TemplateAnaphora(frozenset(self.anaphoric_templates), _compiled(self.template_antecedent))

    @property
    def self_patterns(self) -> SelfPatterns:
        """What `normalize_paragraph` reads a paragraph's self-references with, after its name matchers."""
        return self.template_pattern, self.self_grant_pattern, self.missing_stop_pattern, self.template_anaphora

    @property
    def template_pattern(self) -> re.Pattern[str] | None:
        """The templates by which current text names the object itself ("this creature")."""
        not_after = None if self.template_not_after == NEVER else self.template_not_after
        return _template_regex(self.code, self.self_templates, not_after)


_KEYWORD_MATCHERS: dict[str, KeywordNames] = {}
_NAME_RULES: dict[str, NameRules] = {}
_TEMPLATE_REGEXES: dict[str, re.Pattern[str] | None] = {}


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _compiled_or_none(pattern: str) -> re.Pattern[str] | None:
    """A language's optional wording compiled; None where it says NEVER (not read)."""
    return None if pattern == NEVER else _compiled(pattern)


def _template_regex(code: str, self_templates: tuple[str, ...], not_after: str | None) -> re.Pattern[str] | None:
    """ "this creature", "esta criatura", …: compiled once per language (not after `not_after`, if given)."""
    if code in _TEMPLATE_REGEXES:
        return _TEMPLATE_REGEXES[code]
    found = None
    if self_templates:
        found = re.compile(template_regex(self_templates, not_after))
    _TEMPLATE_REGEXES[code] = found
    return found


def template_regex(self_templates: tuple[str, ...], not_after: str | None) -> str:
    """The regex of the self-reference templates, longest first, none after a word character or `not_after`.

    Each template opens with its first letter in either case, and the templates that open alike are one
    alternative that opens with that letter: the regex engine then scans a text for those letters alone, where
    a regex that opened with its lookbehinds was tried at every position (a paragraph's search took about twice
    as long). The lookbehinds follow the letter, one character wider. Only one opening can match at a place
    (they share no letter; else the one alternation of every template, as before), and the templates under one
    keep their order: the same template is found."""
    heads: dict[str, list[str]] = {}
    letters: dict[str, set[str]] = {}
    ordered: list[str] = []  # each template's regex, in the order tried
    for template in sorted(self_templates, key=len, reverse=True):
        first = template[0]
        head = f"[{first.upper()}{first.lower()}]" if first.isalpha() else re.escape(first)
        rest = r"\s+".join(re.escape(w) for w in template[1:].split(" "))
        heads.setdefault(head, []).append(rest)
        letters.setdefault(head, set()).update(first.upper() + first.lower())
        ordered.append(head + rest)
    if sum(map(len, letters.values())) != len(set().union(*letters.values())):  # openings that share a letter
        guard = f"(?<!{not_after})" if not_after else ""
        return rf"(?<![\w]){guard}(?:{'|'.join(ordered)})(?![\w])"
    guard = r"(?<![\w][\s\S])" + (rf"(?<!{not_after}[\s\S])" if not_after else "")
    return "(?:" + "|".join(f"{head}{guard}(?:{'|'.join(rests)})" for head, rests in heads.items()) + r")(?![\w])"


def alternatives(words: str) -> str:
    """A regex alternation written over several lines, each line after the first opening with "|".

    Long word lists stay readable where they are written: `alternatives('''add|attach
    |copy|counter''')` is "add|attach|copy|counter" (a line's outer spaces are not part of it).
    """
    return "".join(line.strip() for line in words.splitlines())


def level_band(word: str) -> str:
    """The regex of a level band paragraph ("LEVEL 1-3", "NIVEL 7+") opened by the language's `word`."""
    return rf"^{word} (\d+-\d+|\d+\+)$"


def words(text: str) -> list[str]:
    """The words of a list written as text, separated by spaces or line breaks."""
    return text.split()


def noun_entries(
    nouns: tuple[tuple[str, str], ...], *makers: tuple[str, str, Callable[[str], str]]
) -> list[tuple[str, ...]]:
    """Pattern entries `(kind, role, regex, value)`, for each (value, noun) every maker in turn.

    The choice patterns of a language repeat one template per noun of a choice ("choose a color",
    "the chosen color"): a maker is (kind, role, noun -> regex).
    """
    return [(kind, role, make(noun), value) for value, noun in nouns for kind, role, make in makers]
