"""Each clause unit of rule 607 on hand-built abilities: no grammar, no patterns, only the typed features
a clause reads. Every 607.2 unit links what it should and not what it should not; 607.1a-c shape the view."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from mtglinks.kinds import AbilityKind, FeatureKind, Role
from mtglinks.links import CLAUSES, find_links
from mtglinks.links.base import Rule, rule_607_1a_granted
from mtglinks.links.explain import CLAUSE_SUMMARIES, explain, summary
from mtglinks.tree import Ability, Card, Face, Feature, Sentence, Trigger

K, A = FeatureKind, AbilityKind
ACT, REF, MARK = Role.ACTING, Role.REFERRING, Role.MARKER


@dataclass
class P:
    """One hand-built ability: its kind, words, and features as (kind, role, phrase, value)."""

    kind: str
    text: str
    feats: list[tuple[str, str, str, str | None]] = field(default_factory=list)
    face: int = 0
    children: list[P] = field(default_factory=list)
    granted: bool = False
    label: str | None = None


_SENTENCE = re.compile(r"[^.]+\.?")
_TRIGGER_WORDS = ("When", "Whenever", "At ")


def _ability(spec: P, text: str, start: int, ids: list[int], paragraph: int) -> Ability:
    """The ability of `spec` whose words sit at `start` of the card text, with its sentences and features."""
    at = text.index(spec.text, start)
    sentences = []
    for match in _SENTENCE.finditer(spec.text):
        words = match.group().strip()
        if not words:
            continue
        begin = at + match.start() + (len(match.group()) - len(match.group().lstrip()))
        span = (begin, begin + len(words))
        trigger = Trigger("trigger", words, span) if words.startswith(_TRIGGER_WORDS) else None
        sentences.append(Sentence("sentence", words, span, trigger=trigger))
    features = []
    for kind, role, phrase, value in spec.feats:
        begin = text.index(phrase, at)
        features.append(Feature(kind, phrase, (begin, begin + len(phrase)), value=value, role=role))
    ability_id = len(ids)
    ids.append(ability_id)
    trigger = sentences[0].trigger if spec.kind == A.TRIGGERED and sentences else None
    ability = Ability(
        spec.kind,
        spec.text,
        (at, at + len(spec.text)),
        id=ability_id,
        paragraph=paragraph,
        face=spec.face,
        effect=sentences,
        trigger=trigger,
        features=features,
        granted=spec.granted,
        label=spec.label,
        bullet=spec.label is not None,
    )
    ability.children = [_ability(child, text, at, ids, paragraph) for child in spec.children]
    return ability


def card(*paragraphs: P, faces: int = 1) -> Card:
    """A card of these paragraphs (on their faces), ability ids in text order."""
    text = "\n".join(p.text for p in paragraphs)
    abilities, ids, cursor = [], [], 0
    for paragraph, spec in enumerate(paragraphs):
        abilities.append(_ability(spec, text, cursor, ids, paragraph))
        cursor = text.index(spec.text, cursor) + len(spec.text)
    face_list = [Face(f"Face {i}", text, (0, len(text))) for i in range(faces)]
    return Card("Thing", "en", text, face_list, abilities)


def links(*paragraphs: P, faces: int = 1) -> set[tuple[str, int, int]]:
    """The (rule, source id, target id) of every link found on the hand-built card."""
    return {(link.rule, link.source, link.target) for link in find_links(card(*paragraphs, faces=faces))}


EXILE_TARGET = P(A.ACTIVATED, "{T}: Exile target card.", [(K.EXILE, ACT, "Exile target card", None)])
RETURN_IT = P(A.ACTIVATED, "{1}: Return the exiled card.", [(K.THE_EXILED_CARD, REF, "the exiled card", None)])
PLAY_EXILED = P(A.STATIC, "You may play cards exiled with ~.", [(K.EXILED_WITH_SELF, REF, "exiled with ~", None)])
CHOOSE_COLOR = P(A.REPLACEMENT, "As ~ enters, choose a color.", [(K.CHOOSE, ACT, "choose a color", "color")])
CHOSEN_COLOR = P(
    A.STATIC, "Creatures of the chosen color get +1/+1.", [(K.CHOSEN_REF, REF, "the chosen color", "color")]
)

CASES = {
    # 607.2a: an activated or triggered ability exiles, another refers to the exiled card
    "2a": ([EXILE_TARGET, RETURN_IT], {(Rule.R2A, 0, 1)}),
    "2a-not-a-spell": (
        [P(A.SPELL, "Exile target card.", [(K.EXILE, ACT, "Exile target card", None)]), RETURN_IT],
        set(),
    ),
    "2a-anaphora": (
        [
            P(
                A.ACTIVATED,
                "{T}: Exile target card. Return the exiled card.",
                [(K.EXILE, ACT, "Exile target card", None), (K.THE_EXILED_CARD, REF, "the exiled card", None)],
            )
        ],
        set(),
    ),
    # 607.2b: a replacement effect exiles
    "2b": (
        [
            P(
                A.REPLACEMENT,
                "If a card would die, exile it instead.",
                [(K.EXILE, ACT, "exile it instead", "replacement")],
            ),
            PLAY_EXILED,
        ],
        {(Rule.R2B, 0, 1)},
    ),
    # 607.2c: put onto the battlefield by an activated or triggered ability, "put onto the battlefield with ~"
    "2c": (
        [
            P(
                A.TRIGGERED,
                "When ~ enters, put a creature card onto the battlefield.",
                [(K.PUT_ONTO_BATTLEFIELD, ACT, "put a creature card onto the battlefield", None)],
            ),
            P(
                A.STATIC,
                "Creatures put onto the battlefield with ~ have haste.",
                [(K.PUT_WITH_SELF, REF, "put onto the battlefield with ~", None)],
            ),
        ],
        {(Rule.R2C, 0, 1)},
    ),
    "2c-not-a-static-source": (
        [
            P(A.STATIC, "Tokens you create enter tapped.", [(K.CREATE_TOKEN, ACT, "Tokens you create", None)]),
            P(A.STATIC, "Tokens created with ~ have haste.", [(K.CREATED_WITH_SELF, REF, "created with ~", None)]),
        ],
        set(),
    ),
    # 607.2d: choose a value, "the chosen value"
    "2d": ([CHOOSE_COLOR, CHOSEN_COLOR], {(Rule.R2D, 0, 1)}),
    "2d-another-category": (
        [
            CHOOSE_COLOR,
            P(
                A.STATIC,
                "Creatures of the chosen type get +1/+1.",
                [(K.CHOSEN_REF, REF, "the chosen type", "creature_type")],
            ),
        ],
        set(),
    ),
    # 607.2e: information noted
    "2e": (
        [
            P(A.ACTIVATED, "{T}: Note a number.", [(K.NOTE, ACT, "Note a number", None)]),
            P(A.STATIC, "~ has power equal to the noted number.", [(K.NOTED_REF, REF, "the noted number", None)]),
        ],
        {(Rule.R2E, 0, 1)},
    ),
    # 607.2f: words without rules meaning
    "2f": (
        [
            P(
                A.REPLACEMENT,
                "As ~ enters, choose left or right.",
                [(K.CHOOSE, ACT, "choose left or right", "words:left|right")],
            ),
            P(A.STATIC, "Attack in the chosen direction.", [(K.CHOSEN_REF, REF, "the chosen direction", None)]),
        ],
        {(Rule.R2F, 0, 1)},
    ),
    # 607.2g: a cost paid as it entered
    "2g": (
        [
            P(
                A.REPLACEMENT,
                "As ~ enters, pay any amount of life.",
                [(K.PAY_AS_ENTERS, ACT, "pay any amount of life", "life")],
            ),
            P(
                A.STATIC,
                "~ has power equal to the life paid as it entered.",
                [(K.PAID_AS_ENTERED_REF, REF, "paid as it entered", "life")],
            ),
        ],
        {(Rule.R2G, 0, 1)},
    ),
    "2g-another-keyword": (
        [
            P(A.KEYWORD, "Tribute 2", [(K.PAY_AS_ENTERS, ACT, "Tribute 2", "tribute")]),
            P(
                A.STATIC,
                "~ gets +1/+1 for each creature it devoured.",
                [(K.PAID_AS_ENTERED_REF, REF, "it devoured", "devour")],
            ),
        ],
        set(),
    ),
    # 607.2h: a static ability and the triggers of its paragraph
    "2h-madness": (
        [P(A.KEYWORD, "Madness {R}", [(K.LINKED_KEYWORD, ACT, "Madness {R}", "madness")])],
        {(Rule.R2H, 0, 0)},
    ),
    "2h-this-way": (
        [
            P(
                A.STATIC,
                "You may cast spells from the top of your library. When you cast a spell this way, draw a card.",
                [(K.THIS_WAY, REF, "this way", None)],
            )
        ],
        {(Rule.R2H, 0, 0)},
    ),
    "2h-not-in-a-triggered-ability": (
        [
            P(
                A.TRIGGERED,
                "When ~ enters, look at the top card. When you cast a spell this way, draw a card.",
                [(K.THIS_WAY, REF, "this way", None)],
            )
        ],
        set(),
    ),
    # 607.2i: an additional cost and whether it was paid
    "2i-kicker": (
        [
            P(A.KEYWORD, "Kicker {2}", [(K.ADDITIONAL_COST, ACT, "Kicker {2}", "kicker")]),
            P(
                A.TRIGGERED,
                "When ~ enters, if it was kicked, draw a card.",
                [(K.KICKED_REF, REF, "if it was kicked", None)],
            ),
        ],
        {(Rule.R2I, 0, 1)},
    ),
    "2i-buyback": (
        [P(A.KEYWORD, "Buyback {3}", [(K.ADDITIONAL_COST, ACT, "Buyback {3}", "buyback")])],
        {(Rule.R2I, 0, 0)},
    ),
    "2i-one-paragraph": (
        [
            P(
                A.SPELL,
                "As an additional cost to cast this spell, you may collect evidence 6. This spell costs {2} less to "
                "cast if evidence was collected.",
                [
                    (K.ADDITIONAL_COST, ACT, "you may collect evidence 6", "optional"),
                    (K.ADDITIONAL_COST_PAID_REF, REF, "if evidence was collected", None),
                ],
            )
        ],
        {(Rule.R2I, 0, 0)},
    ),
    "2i-another-cost": (
        [
            P(A.KEYWORD, "Bargain", [(K.ADDITIONAL_COST, ACT, "Bargain", "bargain")]),
            P(
                A.TRIGGERED,
                "When ~ enters, if it was kicked, draw a card.",
                [(K.KICKED_REF, REF, "if it was kicked", None)],
            ),
        ],
        set(),
    ),
    # 607.2j: a variable cost paid as it was cast
    "2j": (
        [
            P(
                A.STATIC,
                "As an additional cost to cast this spell, pay X life.",
                [(K.ADDITIONAL_COST, ACT, "pay X life", None)],
            ),
            P(
                A.STATIC,
                "~ enters with a counter for each life paid as it was cast.",
                [(K.PAID_AS_CAST_REF, REF, "paid as it was cast", None)],
            ),
        ],
        {(Rule.R2J, 0, 1)},
    ),
    # 607.2k: champion
    "2k": ([P(A.KEYWORD, "Champion a Goblin", [(K.CHAMPION, ACT, "Champion a Goblin", None)])], {(Rule.R2K, 0, 0)}),
    # 607.2m: anchor words
    "2m": (
        [
            P(
                A.REPLACEMENT,
                "As ~ enters, choose Khans or Dragons.",
                [(K.CHOOSE, ACT, "choose Khans or Dragons", "words:khans|dragons")],
            ),
            P(
                A.STATIC,
                "Khans — Creatures you control get +1/+0.",
                [(K.ANCHOR_REF, REF, "Khans", "khans")],
                label="Khans",
            ),
        ],
        {(Rule.R2M, 0, 1)},
    ),
    "2m-no-such-word": (
        [
            P(
                A.REPLACEMENT,
                "As ~ enters, choose Khans or Dragons.",
                [(K.CHOOSE, ACT, "choose Khans or Dragons", "words:khans|dragons")],
            ),
            P(
                A.STATIC,
                "Ogres — Creatures you control get +1/+0.",
                [(K.ANCHOR_REF, REF, "Ogres", "ogres")],
                label="Ogres",
            ),
        ],
        set(),
    ),
    # 607.2n: exiled before the game with cards of this name
    "2n": (
        [
            P(
                A.STATIC,
                "You may exile a card before you shuffle your deck to start the game.",
                [(K.EXILE_BEFORE_GAME, ACT, "exile a card", None)],
            ),
            P(
                A.ACTIVATED,
                "{T}: Play a card exiled with cards named ~.",
                [(K.EXILED_WITH_NAMED_REF, REF, "exiled with cards named ~", None)],
            ),
        ],
        {(Rule.R2N, 0, 1)},
    ),
    # 607.2p: a choice before the game for a characteristic-defining ability of its paragraph
    "2p": (
        [
            P(
                A.STATIC,
                "At the beginning of the game, choose a color. ~ is the chosen color.",
                [
                    (K.BEFORE_GAME, MARK, "At the beginning of the game", None),
                    (K.CHOOSE, ACT, "choose a color", "color"),
                    (K.CDA, MARK, "~ is the chosen color", None),
                    (K.CHOSEN_REF, REF, "the chosen color", "color"),
                ],
            )
        ],
        {(Rule.R2P, 0, 0)},
    ),
    # 607.2q: cards exiled while casting it
    "2q": (
        [
            P(A.KEYWORD, "Delve", [(K.CAST_EXILE, ACT, "Delve", "delve")]),
            P(
                A.STATIC,
                "~ gets +1/+1 for each card exiled with ~.",
                [(K.EXILED_WITH_SELF, REF, "exiled with ~", None)],
            ),
        ],
        {(Rule.R2Q, 0, 1)},
    ),
    "2q-the-ability-exiles-itself": (
        [
            P(A.KEYWORD, "Delve", [(K.CAST_EXILE, ACT, "Delve", "delve")]),
            P(
                A.ACTIVATED,
                "{T}: Exile target card. You may play cards exiled with ~.",
                [(K.EXILE, ACT, "Exile target card", None), (K.EXILED_WITH_SELF, REF, "exiled with ~", None)],
            ),
        ],
        {(Rule.R2A, 1, 1)},
    ),
    # 607.1c: lasting wording in the exiling ability itself links it to itself
    "1c-lasting": (
        [
            P(
                A.ACTIVATED,
                "{T}: Exile target card. You may play cards exiled with ~.",
                [(K.EXILE, ACT, "Exile target card", None), (K.EXILED_WITH_SELF, REF, "exiled with ~", None)],
            )
        ],
        {(Rule.R2A, 0, 0)},
    ),
}


@pytest.mark.parametrize(("paragraphs", "expected"), CASES.values(), ids=CASES.keys())
def test_clause_units_on_hand_built_features(paragraphs: list[P], expected: set[tuple[str, int, int]]) -> None:
    assert links(*paragraphs) == expected


def test_every_607_2_clause_has_a_positive_case() -> None:
    linked = {rule for _, expected in CASES.values() for rule, _, _ in expected}
    assert linked == set(Rule)


def test_607_1a_a_granted_ability_is_its_own_and_may_refer_to_its_grantor() -> None:
    grant = P(
        A.ACTIVATED,
        '{T}: Exile target card. ~ gains "{1}: Return the exiled card."',
        [(K.EXILE, ACT, "Exile target card", None)],
        children=[
            P(
                A.ACTIVATED,
                "{1}: Return the exiled card.",
                [(K.THE_EXILED_CARD, REF, "the exiled card", None)],
                granted=True,
            )
        ],
    )
    view = rule_607_1a_granted(card(grant))
    parent, child = view.nodes
    assert child.granted_by is parent and child.mode_of is None and child.paragraph == parent.paragraph
    assert links(grant) == {(Rule.R2A, 0, 1)}


def test_607_1a_a_mode_is_part_of_the_ability_that_offers_it() -> None:
    modes = [
        P(A.SPELL, "Exile target card;", [(K.EXILE, ACT, "Exile target card", None)]),
        P(A.SPELL, "return the exiled card.", [(K.THE_EXILED_CARD, REF, "the exiled card", None)]),
    ]
    offer = P(A.TRIGGERED, "When ~ enters, choose one — Exile target card; or return the exiled card.", children=modes)
    view = rule_607_1a_granted(card(offer))
    parent, first, second = view.nodes
    # A mode acts as its ability (a triggered one here), so the exiled card is that ability's own: anaphora.
    assert first.kind == second.kind == A.TRIGGERED and first.whole is parent and second.whole is parent
    assert links(offer) == set()
    # The same two halves as abilities of their own are linked.
    apart = [
        P(A.TRIGGERED, "When ~ enters, exile target card.", [(K.EXILE, ACT, "exile target card", None)]),
        P(A.ACTIVATED, "{1}: Return the exiled card.", modes[1].feats),
    ]
    assert links(*apart) == {(Rule.R2A, 0, 1)}


@pytest.mark.parametrize(("transforms", "expected"), [(False, set()), (True, {(Rule.R2A, 0, 1)})])
def test_607_1b_faces_link_only_on_a_transforming_card(transforms: bool, expected: set[tuple[str, int, int]]) -> None:
    marker = [(K.TRANSFORMS, MARK, "Transform ~", None)] if transforms else []
    front = P(A.ACTIVATED, "{T}: Exile target card. Transform ~.", [(K.EXILE, ACT, "Exile target card", None), *marker])
    back = P(A.ACTIVATED, "{1}: Return the exiled card.", [(K.THE_EXILED_CARD, REF, "the exiled card", None)], face=1)
    assert links(front, back, faces=2) == expected


def test_each_clause_unit_holds_its_rule_text_and_each_rule_one_summary() -> None:
    for unit in CLAUSES:
        assert unit.text.startswith(f"{unit.rule} "), unit.find.__name__
    summarised = [unit.rule for unit in CLAUSES if unit.summary is not None]
    assert sorted(summarised) == sorted(Rule) and len(summarised) == len(set(summarised))
    assert list(CLAUSE_SUMMARIES) == summarised


def test_a_link_without_its_own_explanation_gets_its_clause_summary() -> None:
    found = find_links(card(EXILE_TARGET, RETURN_IT))
    assert [explain(link) for link in found] == [
        "an activated or triggered ability exiles cards that another refers to"
    ]
    found[0].explanation = ""
    assert explain(found[0]) == CLAUSE_SUMMARIES["607.2a"]
    assert summary("2k") == "the two abilities of the champion keyword"
    assert summary("607.9z") == "linked abilities under rule 607.9z"
