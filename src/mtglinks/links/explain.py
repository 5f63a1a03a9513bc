"""The explanation a link carries in the output: its rule's own words, or its clause's summary."""

from __future__ import annotations

from mtglinks.links import CLAUSES
from mtglinks.tree import Link

# One line per clause of rule 607.2, for links whose rule gave no explanation of its own: each unit's summary.
CLAUSE_SUMMARIES: dict[str, str] = {unit.rule: unit.summary for unit in CLAUSES if unit.summary is not None}


def summary(rule: str) -> str:
    """The one-line summary of a clause ("607.2a" or "2a"), or a generic line for a rule no unit has."""
    rule = rule.strip()
    if not rule.startswith("607"):
        rule = "607." + rule
    return CLAUSE_SUMMARIES.get(rule, f"linked abilities under rule {rule}")


def explain(link: Link) -> str:
    """The link's own explanation, or the one-line summary of its clause."""
    return link.explanation or summary(str(link.rule))
