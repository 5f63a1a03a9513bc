"""Effect-level features: the typed acting and referring halves the link rules read.

`extract(ability)` returns `tree.Feature` nodes for one ability (granted abilities get their own,
since the parser calls it for every ability). Three sources, all language-independent here:

1. Keywords. `ability.keywords[*].canonical` is the English keyword name of rule 702 in every
   language, so keyword halves (kicker, champion, madness, hideaway, …) come from the table
   `KEYWORD_FEATURES` below and need no per-language patterns.
2. The effect tree. The kinds a language lists in `FROM_TREE` (in its `patterns.py`) are read from the
   ability's typed effect tree by the queries of `features/queries.py` (see `features/tree.py`), the same
   for every language; a kind moves there, and its patterns go, when the links stay the same.
3. Patterns. Each language supplies `mtglinks.lang.<code>.patterns.PATTERNS`, a sequence of
   entries `(kind, role, regex)` or `(kind, role, regex, value)`:
   - `regex` runs (`re.finditer`) over the ability's *lemma text*: the normalized ability text
     (the card's own name already "~", reminder text removed) cut by `lexicon.lemmas(text, code)`
     and joined by single spaces as lower-case lemmas ("Cards exiled with ~" -> "card exile
     with ~"). Write regexes that also accept the surface form where a lemma table might lack it.
   - a named group `value` sets `Feature.value` (its lemma text, with spaces between mana
     symbols removed: "{2}{b}"); otherwise the entry's fixed `value` (or None) is used.
   - `kind` is a `kinds.FeatureKind` and `role` a `kinds.Role` (written as their strings):
     "acting" or "referring"; a few kinds are "marker" (facts about the ability the linker reads,
     such as `before_game` or `transforms`).
   - When two matches of the same (kind, role, value) overlap, the earlier entry in PATTERNS
     wins, so put specific entries before general ones.
   A match maps back through the tokens to normalized offsets and then, through the ability's
   normalized text (`Ability.normalized_text`, a `NormalizedText`), to a span of the original card
   text. A match inside one of its quoted parts (`NormalizedText.quoted`) is left to the granted
   ability those words are (rule 607.1a).
   An entry of kind `choose` with fixed value "words" captures a list of options in `value`
   ("island or swamp"): the language's `OPTION_SEPARATOR` regex splits it, and `OPTION_WORDS`
   (a regex matched in full against each option) says which words have a rules meaning
   (colors, card types, basic land types). The value becomes "options:island|swamp" when every
   option has one (607.2d), else "words:left|right" (607.2f, or 607.2m when bullets carry them).
   A fixed value ending in ":" is a prefix for the group's lemma text ("other:" + "artist").
   Otherwise a fixed value with a `value` group means "set the value if the group matched".
   Groups named `v_<name>` (alternatives of one regex) set the value to `<name>` when they match:
   one regex can then stand for several categories ("(?P<v_color>colors?)|(?P<v_number>…)").
   A group named `at` sets the feature's span (the rest of the match is context, as a lookbehind
   of any length would be: "^choose a color . … (?P<at>that color)").
   Every pattern is gated by the literal text its regex requires (`required_literals`, read from
   the regex's parse tree, nothing to keep by hand): it runs only when the lemma text contains it,
   so most patterns never run on most texts. A regex that requires no literal always runs.
   `GATES` (optional) maps a kind to literal strings: that kind's patterns run only when one of
   them occurs in the lower-cased normalized text (checked before lemmatizing, so use stems that
   every inflected form contains: "exile", "chose", "kick"), which spares tokenizing altogether.

Kinds (the vocabulary shared by all languages; `value` in brackets):
- acting: exile [replacement: exile "instead"; hideaway], put_onto_battlefield, create_token,
  choose [color, creature_type, land_type, card_type, card_name (old "name a card" too), number,
  player, opponent, creature, permanent, card, ability, word, "options:a|b" (a rules-meaning
  list: "Island or Swamp"), "words:a|b" (words without rules meaning: "left or right", "Khans or
  Dragons"), "other:<noun>" (any other value: "choose an artist", fits only the same noun)],
  note, pay_as_enters [life, sacrifice, tribute, devour], variable_cost_as_cast,
  additional_cost [kicker, multikicker, buyback, replicate, conspire, casualty, squad, bargain,
  gift, offspring, optional], reveal_static, exile_before_game, champion, linked_keyword
  [madness, miracle], cast_exile [delve, escape, additional_cost].
- referring: exiled_with_self, the_exiled_card, put_with_self, created_with_self,
  chosen_ref [as choose, plus "type" for any type; "that color" in old text too], named_ref, noted_ref,
  kicked_ref [the kicker cost if named: "{w}"], paid_as_entered_ref [life, tribute, devour],
  paid_as_cast_ref, this_way_ref, exiled_with_named_ref, gift_promised_ref, bargained_ref,
  additional_cost_paid_ref, anchor_ref [the anchor word, from `Ability.label`].
- marker: before_game ("at the beginning of the game"), transforms (the card transforms),
  cda (a sentence defining the object's own characteristic by a choice: "~ is the chosen color"),
  continuous / one_shot (words of a lasting effect, "as long as", and of a one-shot one, "until end
  of turn": old static "Choose a color. As long as … that color …" is a choice and its use).
"""

from __future__ import annotations

from mtglinks.features import chosen_queries, search
from mtglinks.features.keywords import KEYWORD_FEATURES as KEYWORD_FEATURES
from mtglinks.features.keywords import keyword_features
from mtglinks.features.literals import required_literals as required_literals
from mtglinks.features.patterns import Pattern as Pattern
from mtglinks.features.patterns import language_data_of as language_data_of
from mtglinks.features.patterns import option_words as option_words
from mtglinks.features.search import matches
from mtglinks.features.tree import opened, tree_features, tree_kinds
from mtglinks.kinds import AbilityKind, FeatureKind, LabelKind, Role
from mtglinks.text import lexicon
from mtglinks.tree import Ability, Feature


def clear_caches() -> None:
    """Forget the cached pattern matches (results never depend on them)."""
    search.cached_matches.cache_clear()
    chosen_queries.clear_caches()


def extract(ability: Ability) -> list[Feature]:
    """The acting and referring halves found in one ability (not in its nested abilities)."""
    out = keyword_features(ability)
    if ability.label and ability.label_kind == LabelKind.ANCHOR_WORD:
        label = ability.label
        anchor_span = ability.label_span or ability.span
        anchor = lexicon.lemma_text(label, ability.lang)
        out.append(Feature(FeatureKind.ANCHOR_REF, label, anchor_span, value=anchor, role=Role.REFERRING))
    normalized = ability.normalized_text
    if normalized is None or not normalized.text or ability.kind == AbilityKind.REMINDER:
        return out
    from_keywords = {(f.kind, f.value) for f in out}
    from_tree = tree_kinds(ability.lang)
    text, tracked = normalized.text, normalized.tracked
    for kind, role, value, start, end in matches(ability.lang, text, normalized.quoted):
        if (kind, value) in from_keywords or kind in from_tree:
            continue  # a pattern for a keyword line the keyword reader missed; here it did not
        out.append(Feature(kind, text[start:end], tracked.span(start, end), value=value, role=role))
    to_read = opened(ability.lang, text.lower()) if from_tree else frozenset()
    if to_read:
        out.extend(tree_features(ability, to_read, from_keywords))
        out.sort(key=lambda feature: feature.span)
    return out
