"""The closed vocabularies of the ability tree: ability kinds, label kinds, cost kinds, feature kinds, roles.

Every stage of the pipeline and every language package speaks these names; they are `StrEnum`s, so a
member is its string (`AbilityKind.STATIC == "static"`) and the JSON output is unchanged. A language's
patterns are checked against `FeatureKind` and `Role` when the language loads, so a misspelt kind is an
error at load time rather than a feature that no link rule ever reads.
"""

from __future__ import annotations

from enum import StrEnum


class AbilityKind(StrEnum):
    """What an ability (a paragraph, a mode, a granted ability) is."""

    KEYWORD = "keyword"
    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    STATIC = "static"
    SPELL = "spell"
    REPLACEMENT = "replacement"
    MODAL = "modal"
    CHAPTER = "chapter"
    LEVEL = "level"
    REMINDER = "reminder"
    UNPARSED = "unparsed"


class LabelKind(StrEnum):
    """What the words before an ability's dash are."""

    ABILITY_WORD = "ability_word"
    ANCHOR_WORD = "anchor_word"
    CHAPTER = "chapter"
    MODAL = "modal"
    KEYWORD_COST = "keyword_cost"


class NodeKind(StrEnum):
    """What a node inside an ability is (the ability's own kind is an `AbilityKind`)."""

    SENTENCE = "sentence"
    RESTRICTION = "restriction"  # a sentence of an activated ability limiting its activation
    TRIGGER = "trigger"
    CONDITION = "condition"
    KEYWORD = "keyword"


class CostKind(StrEnum):
    """One part of an activation cost, named after the grammar rule that read it."""

    MANA = "cost:mana"
    TAP = "cost:tap"
    UNTAP = "cost:untap"
    TAP_UNTAPPED = "cost:tap_untapped"
    UNTAP_OTHER = "cost:untap_other"
    LOYALTY = "cost:loyalty"
    SACRIFICE = "cost:sacrifice"
    DISCARD = "cost:discard"
    EXILE = "cost:exile"
    MILL = "cost:mill"
    RETURN = "cost:return"
    REVEAL = "cost:reveal"
    PAY_LIFE = "cost:pay_life"
    PAY_ENERGY = "cost:pay_energy"
    PUT_COUNTERS = "cost:put_counters"
    REMOVE_COUNTERS = "cost:remove_counters"
    COLLECT_EVIDENCE = "cost:collect_evidence"
    FORAGE = "cost:forage"
    OTHER = "cost:other"


class Role(StrEnum):
    """Which half of a link a feature is, or a fact about its ability that the linker reads."""

    ACTING = "acting"
    REFERRING = "referring"
    MARKER = "marker"


class FeatureKind(StrEnum):
    """What a feature is; the `features` module documents each kind's values."""

    # acting
    EXILE = "exile"
    PUT_ONTO_BATTLEFIELD = "put_onto_battlefield"
    CREATE_TOKEN = "create_token"
    CHOOSE = "choose"
    NOTE = "note"
    PAY_AS_ENTERS = "pay_as_enters"
    ADDITIONAL_COST = "additional_cost"
    REVEAL_STATIC = "reveal_static"
    EXILE_BEFORE_GAME = "exile_before_game"
    CHAMPION = "champion"
    LINKED_KEYWORD = "linked_keyword"
    CAST_EXILE = "cast_exile"
    # referring
    EXILED_WITH_SELF = "exiled_with_self"
    THE_EXILED_CARD = "the_exiled_card"
    PUT_WITH_SELF = "put_with_self"
    CREATED_WITH_SELF = "created_with_self"
    CHOSEN_REF = "chosen_ref"
    NAMED_REF = "named_ref"
    NOTED_REF = "noted_ref"
    KICKED_REF = "kicked_ref"
    PAID_AS_ENTERED_REF = "paid_as_entered_ref"
    PAID_AS_CAST_REF = "paid_as_cast_ref"
    THIS_WAY = "this_way"
    THIS_WAY_REF = "this_way_ref"
    EXILED_WITH_NAMED_REF = "exiled_with_named_ref"
    GIFT_PROMISED_REF = "gift_promised_ref"
    BARGAINED_REF = "bargained_ref"
    ADDITIONAL_COST_PAID_REF = "additional_cost_paid_ref"
    ANCHOR_REF = "anchor_ref"
    # markers
    BEFORE_GAME = "before_game"
    TRANSFORMS = "transforms"
    CDA = "cda"
    CONTINUOUS = "continuous"
    ONE_SHOT = "one_shot"
    # made by the linker as evidence: a whole sentence, the static ability a sentence is
    SENTENCE = "sentence"
    STATIC = "static"


class ReviewKind(StrEnum):
    """What a review flag is about."""

    UNLINKED_CUE = "unlinked_cue"  # a referring cue no link resolves (links/review.py)
    UNASKED_COST = "unasked_cost"  # a kicker, bargain or gift no ability asks about
    TRUNCATED_LINKS = "truncated_links"  # links left out past the per-card bound
    UNLIKE_ORACLE = "unlike_oracle"  # links that differ from the card's Oracle text (links/oracle.py)
