"""The tree's vocabulary and its JSON round trip: what replaced `ABILITY_KINDS` and `Card.from_dict`."""

from __future__ import annotations

import json

from helpers import corpus, parse_record

import mtglinks
from mtglinks.kinds import AbilityKind, CostKind, LabelKind, NodeKind
from mtglinks.schema.tree_io import card_from_dict
from mtglinks.tree import TreeNode


def test_every_kind_the_bundled_cards_get_is_a_member_of_the_vocabularies() -> None:
    ability_kinds, label_kinds, node_kinds, cost_kinds = set(), set(), set(), set()
    for lang in ("en", "es", "fr", "ru"):
        for rec in corpus(lang).values():
            for ability in parse_record(rec).iter_abilities():
                ability_kinds.add(ability.kind)
                label_kinds.add(ability.label_kind)
                node_kinds.update(n.kind for n in (*ability.effect, *ability.restrictions, *ability.keywords))
                cost_kinds.update(p.kind for p in ability.cost)
    assert ability_kinds <= set(AbilityKind) and len(ability_kinds) >= 9
    assert label_kinds - {None} <= set(LabelKind)
    assert node_kinds == {NodeKind.SENTENCE, NodeKind.RESTRICTION, NodeKind.KEYWORD}
    assert cost_kinds <= set(CostKind) and CostKind.OTHER in cost_kinds


def test_kinds_serialise_as_their_plain_names() -> None:
    card = mtglinks.parse("{T}: Add {G}. Activate only as a sorcery.")
    value = card.to_dict()["abilities"][0]
    assert (type(value["kind"]), value["kind"]) == (AbilityKind, "activated")
    assert json.dumps(value["kind"]) == '"activated"'
    assert value["restrictions"][0]["kind"] == "restriction"
    assert isinstance(card.abilities[0], TreeNode)


def test_card_from_dict_round_trips_to_dict() -> None:
    card = mtglinks.analyze("Flying\nWhen ~ enters, exile target creature.", name="Example")
    back = card_from_dict(card.to_dict())
    assert back == card
    assert back.to_dict() == card.to_dict()


def test_the_body_is_the_text_after_the_label_the_grammar_found() -> None:
    card = mtglinks.parse("Raid — When ~ attacks, draw a card.\n• Khans — Draw a card.\nFlying")
    assert [a.body for a in card.abilities] == ["When ~ attacks, draw a card.", "Draw a card.", "Flying"]
