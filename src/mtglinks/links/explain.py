"""The explanation a link carries in the output: its rule's own words, or its clause's summary."""

from __future__ import annotations

from mtglinks.tree import Link

# One line per clause of rule 607.2, for links whose rule gave no explanation of its own.
CLAUSE_SUMMARIES: dict[str, str] = {
    "607.2a": "an activated or triggered ability exiles cards; the other refers to the cards exiled with this object",
    "607.2b": "a replacement effect exiles cards; the other ability refers to the cards exiled with this object",
    "607.2c": "an ability puts objects onto the battlefield or creates them; the other refers to what it put there",
    "607.2d": "an ability has a player choose a value; the other refers to the chosen value",
    "607.2e": "an ability lets information be noted; the other refers to the noted information",
    "607.2f": "an ability offers words with no rules meaning; the other refers to the word chosen",
    "607.2g": "a cost is paid as this object enters; the other ability refers to the cost paid as it entered",
    "607.2h": "a static ability and the triggered abilities of its paragraph that refer to what it did",
    "607.2i": "an ability allows an additional cost; the other refers to whether that cost was paid",
    "607.2j": "a variable additional cost is paid as it is cast; the other refers to the cost paid as it was cast",
    "607.2k": "the two abilities of the champion keyword",
    "607.2m": "an ability lets a player choose an anchor word; the ability under that anchor word depends on it",
    "607.2n": "cards exiled before the game begins; the other ability refers to cards exiled with cards of this name",
    "607.2p": "a choice made before the game for a characteristic-defining ability of the same paragraph",
    "607.2q": "cards exiled while paying the cost to cast it; the permanent refers to the cards exiled with it",
}


def explain(link: Link) -> str:
    """The link's own explanation, or the one-line summary of its clause."""
    if link.explanation:
        return link.explanation
    rule = str(link.rule).strip()
    if not rule.startswith("607"):
        rule = "607." + rule
    return CLAUSE_SUMMARIES.get(rule, f"linked abilities under rule {rule}")
