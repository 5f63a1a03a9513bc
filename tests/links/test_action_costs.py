"""607.2i for an optional additional cost phrased as an action, in every language: "you may behold a
Dragon" … "if you beheld a Dragon", linked only when the question names the cost's own action
(links/costs.py, `action_costs`). The wordings follow each language's template of such a cost (as
printed on Orator of Ojutai and its translations), with an action no pattern names."""

from __future__ import annotations

import pytest
from helpers import link_triples

import mtglinks
from mtglinks.links.costs import _same_verb

CASES = {
    "en": (
        "As an additional cost to cast this spell, you may behold a Dragon.\n"
        "When this creature enters, if you beheld a Dragon, draw a card.",
        "When this creature enters, if it was dealt damage this turn, draw a card.",
    ),
    "es": (
        "Como coste adicional para lanzar este hechizo, puedes contemplar un Dragón.\n"
        "Cuando esta criatura entre al campo de batalla, si se contempló un Dragón, roba una carta.",
        "Cuando esta criatura entre al campo de batalla, si controlas un Dragón, roba una carta.",
    ),
    "fr": (
        "En tant que coût supplémentaire pour lancer ce sort, vous pouvez contempler un Dragon.\n"
        "Quand cette créature arrive sur le champ de bataille, si vous avez contemplé un Dragon, piochez une carte.",
        "Quand cette créature arrive sur le champ de bataille, si vous contrôlez un Dragon, piochez une carte.",
    ),
    "ru": (
        "В качестве дополнительной стоимости разыгрывания этого заклинания вы можете созерцать Дракона.\n"
        "Когда это существо выходит на поле битвы, если вы созерцали Дракона, возьмите карту.",
        "Когда это существо выходит на поле битвы, если вы контролируете Дракона, возьмите карту.",
    ),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_the_question_of_the_same_action_links_and_another_question_does_not(lang: str) -> None:
    linked, other_question = CASES[lang]
    card = mtglinks.analyze(linked, lang=lang, name="Test")
    assert link_triples(card) == {("2i", 0, 1)}
    [link] = card.links
    assert link.explanation == "an additional cost and an ability that asks whether it was paid"
    unlinked = linked.split("\n")[0] + "\n" + other_question
    assert link_triples(mtglinks.analyze(unlinked, lang=lang, name="Test")) == set()


def test_verbs_agree_by_their_start_or_but_for_a_short_ending() -> None:
    agree = [("blight", "blighted"), ("tap", "tapped"), ("earthbend", "earthbent"), ("contemplar", "contempló")]
    agree += [("contempler", "contemplé"), ("созерцать", "созерцали"), ("behold", "behold")]
    assert all(_same_verb(verb, done) for verb, done in agree)
    differ = [("discard", "discover"), ("reveal", "return"), ("exile", "exert"), ("pay", "paid"), ("", "x")]
    assert not any(_same_verb(verb, done) for verb, done in differ)
