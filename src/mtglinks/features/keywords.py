"""The features a keyword gives by its own definition: the acting halves of kicker, champion, madness,
hideaway, … read from `Keyword.canonical` (rule 702's English name in every language), so keyword
halves need no per-language patterns."""

from __future__ import annotations

from mtglinks.kinds import FeatureKind, Role
from mtglinks.tree import Ability, Feature

_ACTING, _MARKER = Role.ACTING, Role.MARKER
_ADDITIONAL_COST, _TRANSFORMS = FeatureKind.ADDITIONAL_COST, FeatureKind.TRANSFORMS

# canonical keyword -> features (kind, role, value) its own definition gives the ability.
KEYWORD_FEATURES: dict[str, tuple[tuple[FeatureKind, Role, str | None], ...]] = {
    "kicker": ((_ADDITIONAL_COST, _ACTING, "kicker"),),
    "multikicker": ((_ADDITIONAL_COST, _ACTING, "multikicker"),),
    "buyback": ((_ADDITIONAL_COST, _ACTING, "buyback"),),
    "replicate": ((_ADDITIONAL_COST, _ACTING, "replicate"),),
    "conspire": ((_ADDITIONAL_COST, _ACTING, "conspire"),),
    "casualty": ((_ADDITIONAL_COST, _ACTING, "casualty"),),
    "squad": ((_ADDITIONAL_COST, _ACTING, "squad"),),
    "offspring": ((_ADDITIONAL_COST, _ACTING, "offspring"),),
    "bargain": ((_ADDITIONAL_COST, _ACTING, "bargain"),),
    "gift": ((_ADDITIONAL_COST, _ACTING, "gift"),),
    "champion": ((FeatureKind.CHAMPION, _ACTING, "champion"),),
    "madness": ((FeatureKind.LINKED_KEYWORD, _ACTING, "madness"),),
    "miracle": ((FeatureKind.LINKED_KEYWORD, _ACTING, "miracle"),),
    "hideaway": ((FeatureKind.EXILE, _ACTING, "hideaway"),),
    "tribute": ((FeatureKind.PAY_AS_ENTERS, _ACTING, "tribute"),),
    "devour": ((FeatureKind.PAY_AS_ENTERS, _ACTING, "devour"),),
    "delve": ((FeatureKind.CAST_EXILE, _ACTING, "delve"),),
    "escape": ((FeatureKind.CAST_EXILE, _ACTING, "escape"),),
    "hidden agenda": ((FeatureKind.CHOOSE, _ACTING, "card_name"),),
    "double agenda": ((FeatureKind.CHOOSE, _ACTING, "card_name"),),
    "daybound": ((_TRANSFORMS, _MARKER, None),),
    "nightbound": ((_TRANSFORMS, _MARKER, None),),
    "disturb": ((_TRANSFORMS, _MARKER, None),),
    "more than meets the eye": ((_TRANSFORMS, _MARKER, None),),
}
# The partner's name runs to the end of its line ("Partner with Trynn, Champion of Freedom"): no
# keyword after it on that line is read.
_ENDS_THE_LINE = "partner with"


def keyword_features(ability: Ability) -> list[Feature]:
    """The features the keywords of a keyword line give by their own definition."""
    out: list[Feature] = []
    for keyword in ability.keywords:
        if keyword.canonical == _ENDS_THE_LINE:
            break
        for kind, role, value in KEYWORD_FEATURES.get(keyword.canonical, ()):
            out.append(Feature(kind, keyword.text, keyword.span, value=value, role=role))
    return out
