"""The English effect tree on real card text: one test per node kind, garbage and other languages type
nothing, the tree survives JSON, and (with ../shared) every rule-701 verb a typed sentence says is an action."""

from __future__ import annotations

import gzip
import json
import re
import sqlite3
from pathlib import Path
from typing import Any

import lark
import pytest
from helpers import SHARED, original, typed_read_as, walk

import mtglinks
from mtglinks.effects import build
from mtglinks.effects.build import is_typed
from mtglinks.effects.rows import effect_rows
from mtglinks.kinds import EffectKind, Verb
from mtglinks.schema.tree_io import card_from_dict
from mtglinks.tree import (
    Action,
    Card,
    Choice,
    Effect,
    EffectCondition,
    ObjectPhrase,
    PlayerPhrase,
    Reference,
    TriggerEvent,
    Untyped,
)


def nodes(card: Card) -> list[Effect]:
    return [n for a in card.iter_abilities() for top in a.effects for n in walk(top)]


def effects_of(text: str, name: str | None = None) -> list[Effect]:
    card = mtglinks.parse(text, name=name)
    return [node for ability in card.iter_abilities() for node in ability.effects]


# Real Oracle text (2026 wording).
BANISHING_LIGHT = "When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield."  # noqa: E501
DIVINATION = "Draw two cards."
GIANT_GROWTH = "Target creature gets +3/+3 until end of turn."
SHOCK = "Shock deals 2 damage to any target."
RAMPANT_GROWTH = "Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle."


def test_an_action_has_its_verb_objects_and_duration() -> None:
    card = mtglinks.parse(BANISHING_LIGHT)
    event, action = card.abilities[0].effects
    assert isinstance(action, Action) and action.verb == Verb.EXILE
    (target,) = action.objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.types, target.not_types, target.controller) == (
        "target",
        ["permanent"],
        ["land"],
        "opponent",
    )
    assert action.duration is not None and action.duration.until == "leaves_battlefield"
    assert original(card, target) == "target nonland permanent an opponent controls"
    assert original(card, action.duration) == "until this enchantment leaves the battlefield"


def test_a_trigger_event_has_its_subject_as_a_self_reference() -> None:
    card = mtglinks.parse(BANISHING_LIGHT)
    event = card.abilities[0].effects[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.ENTER
    actor = event.actions[0].actor
    assert isinstance(actor, Reference) and actor.refers == "self"
    assert original(card, actor) == "this enchantment"


def test_amounts_damage_and_any_target() -> None:
    (draw,) = effects_of(DIVINATION)
    assert isinstance(draw, Action) and (draw.verb, draw.amount) == (Verb.DRAW, "2")
    (pump,) = effects_of(GIANT_GROWTH)
    assert isinstance(pump, Action) and (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+3/+3")
    assert isinstance(pump.actor, ObjectPhrase) and pump.duration is not None
    (shock,) = effects_of(SHOCK, name="Shock")
    assert isinstance(shock, Action) and (shock.verb, shock.amount) == (Verb.DEAL_DAMAGE, "2")
    assert isinstance(shock.actor, Reference) and shock.objects[0].to_dict()["types"] == ["any"]


def test_clauses_of_one_sentence_are_actions_in_order_with_zones() -> None:
    search, put, shuffle = effects_of(RAMPANT_GROWTH)
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    found = search.objects[0]
    assert isinstance(found, ObjectPhrase) and (found.supertypes, found.types) == (["basic"], ["land", "card"])
    assert isinstance(put, Action) and (put.verb, put.zone_to, put.detail) == (Verb.PUT, "battlefield", ["tapped"])
    assert isinstance(put.objects[0], Reference) and put.objects[0].refers == "anaphora"
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE


def test_a_player_phrase_acts_and_may_is_optional() -> None:
    # Fblthp, the Lost (2026 Oracle), its second sentence; Mulldrifter-style "you may draw"
    (gain,) = effects_of("When this creature enters, you may gain 3 life.")[1:]
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.optional
    assert isinstance(gain.actor, PlayerPhrase) and gain.actor.who == "you"


def test_a_choice_and_the_chosen_value() -> None:
    # Paradise Plume (2026 Oracle)
    card = mtglinks.parse(
        "As this artifact enters, choose a color.\n{T}: Add one mana of the chosen color.", name="Paradise Plume"
    )
    choices = [n for n in nodes(card) if isinstance(n, Choice)]
    assert [c.what for c in choices] == ["color"]
    conditions = [n for n in nodes(card) if isinstance(n, EffectCondition)]
    assert [c.test for c in conditions] == ["as"]


def test_a_condition_on_a_paid_cost() -> None:
    # an intervening "if" of a kicker card: "When this creature enters, if it was kicked, …"
    card = mtglinks.parse("When this creature enters, if it was kicked, draw two cards.")
    conditions = [n for n in nodes(card) if isinstance(n, EffectCondition)]
    assert [c.test for c in conditions] == ["paid:kicked"]
    assert original(card, conditions[0]) == "if it was kicked"


def test_if_you_do_hangs_the_action_on_its_condition() -> None:
    (pay, draw) = effects_of("You may pay {2}. If you do, draw a card.")
    assert isinstance(pay, Action) and pay.verb == Verb.PAY and pay.optional
    assert isinstance(draw, Action) and draw.condition is not None and draw.condition.test == "you_do"


def test_a_granted_keyword_and_a_shared_duration() -> None:
    (pump, grant) = effects_of("Target creature gets +2/+2 and gains flying until end of turn.")
    assert isinstance(grant, Action) and grant.verb == Verb.GAIN_ABILITY and grant.detail == ["keyword:flying"]
    assert isinstance(pump, Action) and pump.duration is not None and pump.duration.until == "end_of_turn"
    assert grant.actor is pump.actor  # the second clause's subject is the first's


@pytest.mark.parametrize(
    "text",
    [
        "Lorem ipsum dolor sit amet.",
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.",
        # flavour text (Llanowar Elves, Serra Angel)
        "One bone broken for every twig snapped underfoot.",
        "Born with wings of light and a sword of faith, this angel embodies virtue.",
        "The quick brown fox jumps over the lazy dog.",
    ],
)
def test_garbage_and_flavour_text_type_nothing(text: str) -> None:
    found = effects_of(text)
    assert found and all(isinstance(n, Untyped) and n.reason for n in found)
    assert not is_typed(found)


@pytest.mark.parametrize("lang", ["es", "fr", "ru"])
def test_another_language_read_as_english_types_almost_nothing(lang: str) -> None:
    typed, total = typed_read_as(lang, "en")
    assert total > 20 and typed / total < 0.02, (typed, total)


def test_the_tree_survives_json_and_fills_the_sqlite_table() -> None:
    card = mtglinks.analyze(BANISHING_LIGHT + "\n" + DIVINATION + "\nLorem ipsum.")
    data = card.to_dict()
    assert card_from_dict(json.loads(json.dumps(data))).to_dict() == data
    rows = effect_rows(1, [{"id": a.id, "effects": [n.to_dict() for n in a.effects]} for a in card.abilities])
    db = sqlite3.connect(":memory:")
    columns = "card, ability, position, kind, verb, text, object_types, zone_from, zone_to, duration, optional"
    db.execute(f"CREATE TABLE effects ({columns}, reason, node)")
    db.executemany(f"INSERT INTO effects VALUES ({', '.join('?' * 13)})", rows)
    query = "SELECT ability FROM effects WHERE verb = 'exile' AND object_types LIKE '%permanent%' AND duration = 'leaves_battlefield'"  # noqa: E501
    assert db.execute(query).fetchall() == [(0,)]
    assert db.execute("SELECT kind, reason IS NOT NULL FROM effects WHERE ability = 2").fetchall() == [("untyped", 1)]


def test_links_of_kinds_still_read_by_patterns_do_not_read_the_effect_tree() -> None:
    # Banishing Light's halves (exile, the_exiled_card) are not in English FROM_TREE: its links are the same whatever
    # its effects hold
    card = mtglinks.analyze(BANISHING_LIGHT)
    links = [link.to_dict() for link in card.links]
    for ability in card.iter_abilities():
        ability.effects = []
    from mtglinks.links import find_links

    assert [link.to_dict() for link in find_links(card)] == links


# ---- over the corpora in ../shared ----------------------------------------------------------
ORACLE = SHARED / "corpora" / "oracle-2026.jsonl.gz"
# Keyword actions of rule 701 whose word forms name nothing else in card text ("counter" is also a
# noun, "exile" a zone, "play"/"cast" a verb of many templates), with the forms a sentence uses.
UNAMBIGUOUS_701 = {
    Verb.DESTROY: r"destroys?",
    Verb.SACRIFICE: r"sacrifices?",
    Verb.SCRY: r"scry",
    Verb.SURVEIL: r"surveils?",
    Verb.MILL: r"mills?",
    Verb.DISCARD: r"discards?",
    Verb.INVESTIGATE: r"investigates?",
    Verb.PROLIFERATE: r"proliferates?",
    Verb.REGENERATE: r"regenerates?",
    Verb.CREATE: r"creates?",
    Verb.FIGHT: r"fights?",
    Verb.GOAD: r"goads?",
    Verb.EXPLORE: r"explores?",
    Verb.AMASS: r"amass(es)?",
    Verb.CONNIVE: r"connives?",
    Verb.TRANSFORM: r"transforms?",
    Verb.SEARCH: r"search(es)?",
    Verb.SHUFFLE: r"shuffles?",
}


def _own_words(top: Effect) -> str:
    """A typed sentence's text less its quoted abilities (children, with their own actions), less the game's own
    shuffle before it starts (rule 103.3: "Before you shuffle your deck to start the game" is a time, no action) and
    less other cards' names ("a card named Food Fight": a name, no action) and less a keyword action named as a noun
    after "the" ("When the creature you control wins the fight, …": the fight of the sentence before, no new one)."""
    own = re.sub(r'"[^"]*"', "", top.text)
    own = re.sub(r"\bthe fights?\b", "", own, flags=re.IGNORECASE)
    for node in walk(top):
        if isinstance(node, EffectCondition) and node.test == "before_game":
            own = own.replace(node.text, "")
        if isinstance(node, ObjectPhrase):
            for quality in node.qualifiers:
                if quality.startswith(("named:", "not_named:")) and not quality.endswith(":self"):
                    own = own.replace(quality.partition(":")[2], "")
    return own


@pytest.mark.slow
def test_every_rule_701_verb_of_a_typed_sentence_is_an_action_with_that_verb() -> None:
    if not ORACLE.is_file():
        pytest.skip(f"{ORACLE} is missing")
    words = {verb: re.compile(rf"\b{form}\b", re.IGNORECASE) for verb, form in UNAMBIGUOUS_701.items()}
    seen: dict[str, int] = {}
    missing: list[tuple[str, str]] = []
    with gzip.open(ORACLE, "rt", encoding="utf-8") as lines:
        for line in lines:
            record: dict[str, Any] = json.loads(line)
            faces = [{"name": f["name"], "text": f.get("oracle_text") or ""} for f in record["faces"]]
            card = mtglinks.parse(name=record["name"], faces=faces)
            for ability in card.iter_abilities():
                for top in ability.effects:
                    if top.kind == EffectKind.UNTYPED:
                        continue
                    verbs = {n.verb for n in walk(top) if isinstance(n, Action)}
                    own = _own_words(top)
                    for verb, pattern in words.items():
                        if pattern.search(own):
                            seen[verb] = seen.get(verb, 0) + 1
                            if verb not in verbs:
                                missing.append((verb, top.text))
    assert not missing, missing[:10]
    assert len(seen) >= 15, seen  # the typed sentences do use these verbs


def test_the_schema_names_every_effect_kind_and_verb() -> None:
    from mtglinks.schema import load_schema

    effect = load_schema()["$defs"]["effect"]["properties"]
    assert effect["kind"]["enum"] == [str(k) for k in EffectKind]
    assert effect["verb"]["enum"] == [str(v) for v in Verb]


def test_the_schema_describes_every_field_of_every_effect_node() -> None:
    from dataclasses import fields

    from mtglinks.effects.from_dict import CLASSES
    from mtglinks.schema import load_schema

    described = set(load_schema()["$defs"]["effect"]["properties"])
    # the fields the JSON holds (a field kept for the parse only is marked json=False and never written)
    written = {f.name for cls in CLASSES.values() for f in fields(cls) if f.metadata.get("json", True)}
    assert written <= described
    assert "action_detail" not in written and "text" in written


def test_a_sentence_read_before_gives_the_same_tree_in_its_own_place() -> None:
    # the second card repeats the first's sentence at another offset: same nodes, its own spans, not shared
    first = mtglinks.parse(GIANT_GROWTH)
    second = mtglinks.parse("Flying\n" + GIANT_GROWTH)
    (a,), (b,) = first.abilities[0].effects, second.abilities[1].effects
    assert a is not b and a.actor is not b.actor
    assert original(first, a) == original(second, b) == GIANT_GROWTH[:-1]
    shifted = len("Flying\n")
    assert b.span == (a.span[0] + shifted, a.span[1] + shifted)
    assert mtglinks.parse(GIANT_GROWTH).to_dict() == first.to_dict()


@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("This creature can't block.", Verb.BLOCK),
        ("This spell can't be countered.", Verb.COUNTER),
        ("Players can't gain life.", Verb.GAIN_LIFE),
    ],
)
def test_a_restriction_is_its_action_negated(text: str, verb: Verb) -> None:
    (action,) = effects_of(text)
    assert isinstance(action, Action) and action.verb == verb and action.negated


def test_unless_and_for_each_hang_on_the_action() -> None:
    # Glacial Fortress-style check land, and a scaling gain (2026 Oracle wording)
    (enter,) = effects_of("This land enters tapped unless you control a Plains or an Island.")
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["tapped"]
    assert enter.condition is not None and enter.condition.test == "unless:control"
    (gain,) = effects_of("You gain 1 life for each creature you control.")
    assert isinstance(gain, Action) and gain.amount == "1" and isinstance(gain.per, ObjectPhrase)
    assert gain.per.controller == "you"


def test_the_compiled_effect_grammar_is_saved_once_and_read_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtglinks.effects import parser

    monkeypatch.setenv("MTGLINKS_CACHE_DIR", str(tmp_path))
    parser.effect_parser.cache_clear()
    try:
        words = build.lexicon("en")
        assert words is not None
        tokens = words.tokens("Destroy target creature.")
        first = parser.effect_parser("en").parse(tokens)
        (saved,) = tmp_path.glob("effects-en-*.table-cache")
        parser.effect_parser.cache_clear()

        def no_compiling(*args: object, **kwargs: object) -> None:
            raise AssertionError("compiled again")

        monkeypatch.setattr(lark.Lark, "__init__", no_compiling)
        again = parser.effect_parser("en").parse(tokens)  # read from the saved file, not compiled
        assert list(tmp_path.glob("effects-en-*.table-cache")) == [saved]
        assert repr(again) == repr(first) and "destroy" in repr(first)
    finally:
        parser.effect_parser.cache_clear()
