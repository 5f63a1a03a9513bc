"""English token copies read whole (the tree's `create_token` half, which English reads from the tree): a sentence
whose objects are listed after its colon, in the next paragraph ("create a random token that's a copy of one of the
following:"), and the older "except that it's" of a copy's exception; a colon after a clause that names no such list
stays unread."""

from __future__ import annotations

import mtglinks
from mtglinks.features import cost_queries, patterns, tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action, ObjectPhrase

# Form of the Stax Player (Unknown Event playtest card), its Oracle text
STAX = (
    "At the beginning of your upkeep, create a random token that's a copy of one of the following:\n"
    "Aven Mindcensor, Drannith Magistrate, Ghostly Prison, Hushbringer, Smokestack, or Thalia, Guardian of Thraben. "
    "(There are six of them, so one easy way to select is to roll a D6.)\n"
    "When Form of the Stax Player leaves the battlefield, sacrifice each token created with it."
)


def test_a_random_token_copy_of_one_of_the_following() -> None:
    card = mtglinks.parse(STAX, name="Form of the Stax Player")
    event, create = card.abilities[0].effects
    assert isinstance(create, Action) and create.verb == "create"
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.qualifiers == ["random", "copy_of"]
    (listed,) = token.related
    assert isinstance(listed, ObjectPhrase) and listed.qualifiers == ["one_of_following"]
    assert K.CREATE_TOKEN in {half.kind for half in cost_queries.halves(card.abilities[0])}


def test_its_token_keeps_its_link_read_from_the_tree() -> None:
    card = mtglinks.analyze(STAX, name="Form of the Stax Player")
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2c", 0, 2)]


def test_a_colon_after_a_clause_that_lists_nothing_stays_unread() -> None:
    card = mtglinks.parse("At the beginning of your upkeep, draw a card:", name="Test")
    assert card.abilities[0].effects[-1].kind == "untyped"


def test_a_token_copy_except_that_its_an_artifact_faerie_artisans() -> None:
    # Faerie Artisans: the older "except that it's" of a copy's exception, read as "except it's"
    text = (
        "Flying\nWhenever a nontoken creature enters the battlefield under an opponent's control, create a token "
        "that's a copy of that creature except that it's an artifact in addition to its other types. Then exile all "
        "other tokens created with Faerie Artisans."
    )
    card = mtglinks.analyze(text, name="Faerie Artisans")
    _event, create, _exile = card.abilities[1].effects
    assert isinstance(create, Action) and create.verb == "create"
    assert create.condition is not None and create.condition.test == "except:is"
    assert [(str(link.rule), link.source, link.target) for link in card.links] == [("607.2c", 1, 1)]


def test_english_reads_tokens_created_from_the_tree_only() -> None:
    assert "create_token" in tree.tree_kinds("en")
    assert not [p for p in patterns.language_data("en").patterns if p.kind == "create_token"]
