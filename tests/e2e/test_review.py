"""Review flags (issue 9): referring cues left unlinked are reported with their words, span and reason;
linked ones are not."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import mtglinks
from mtglinks.batch.runner import tag_line, tag_record
from mtglinks.tree import Card


def analyze(text: str, name: str, type_line: str | None = None, lang: str = "en") -> Card:
    return mtglinks.analyze(lang=lang, faces=[{"name": name, "text": text, "type_line": type_line}])


def flags(card: Card) -> list[tuple[int, str, str]]:
    return [(r.paragraph, r.phrase, r.reason) for r in card.review]


def test_a_reference_with_no_source_is_flagged_with_its_span() -> None:
    # 607.2a needs an activated or triggered ability: the additional cost of a sorcery is no source.
    text = (
        "As an additional cost to cast this spell, exile a creature card from your graveyard.\n"
        "Corpse Explosion deals damage equal to the exiled card's power to each creature and each planeswalker."
    )
    card = analyze(text, "Corpse Explosion", "Sorcery")
    assert card.links == []
    [entry] = card.review
    assert entry.paragraph == 1
    # the effect tree's reference (the_exiled_card is read from the tree): its own words, without the possessive
    assert card.text[slice(*entry.span)] == entry.phrase == "the exiled card"
    assert entry.ability == card.abilities[1].id
    assert "607.2a needs an activated or triggered ability" in entry.reason


def test_a_reference_to_another_objects_cost_is_flagged() -> None:
    card = analyze("Counter target spell if it was kicked.", "Ertai's Trickery", "Instant")
    assert flags(card) == [(0, "it was kicked", "no ability of the card offers a kicker")]


def test_anaphora_inside_one_ability_is_flagged_as_such() -> None:
    text = (
        "Look at the top five cards of your library. You may exile a creature card from among them. Put the rest on "
        "the bottom of your library in a random order. You may cast the exiled card this turn. At the beginning of "
        "the next combat phase this turn, target creature you control deals damage equal to its power to up to one "
        "target creature you don't control."
    )
    card = analyze(text, "Feral Encounter", "Sorcery")
    assert flags(card) == [(0, "the exiled card", "anaphora inside one ability")]


def test_linked_references_carry_no_flag() -> None:
    plume = (
        "As this artifact enters, choose a color.\n"
        "Whenever a player casts a spell of the chosen color, you may gain 1 life.\n"
        "{T}: Add one mana of the chosen color."
    )
    assert analyze(plume, "Paradise Plume", "Artifact").review == []
    strider = (
        "Collect evidence 6: This Vehicle becomes an artifact creature until end of turn.\n"
        "Whenever this Vehicle attacks, you may cast an instant or sorcery spell from among cards exiled with it. "
        "If that spell would be put into a graveyard, put it on the bottom of its owner's library instead.\n"
        "Crew 2"
    )
    card = analyze(strider, "Kylox's Voltstrider", "Artifact — Vehicle")
    assert card.links and card.review == []
    siege = (
        "As this enchantment enters, choose Jeskai or Temur.\n"
        "• Jeskai — Whenever one or more creatures you control deal combat damage to a player, draw a card.\n"
        "• Temur — Creatures you control get +1/+0 and have trample and haste."
    )
    assert analyze(siege, "Frostcliff Siege", "Enchantment").review == []


def test_mode_names_and_own_this_way_are_not_cues() -> None:
    # A bullet after "Choose one —" is a mode's name, not an anchor word; "revealed this way" in the
    # ability that revealed is about its own act.
    truth = (
        "Target opponent chooses one —\n"
        "• Truth — That player plays with their hand revealed until end of turn.\n"
        "• Dare — Mill all but the bottom ten cards of that player's library."
    )
    assert analyze(truth, "Truth or Dare", "Sorcery").review == []
    wave = (
        "Reveal the top X cards of your library. You may put any number of permanent cards with mana value X or "
        "less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the "
        "battlefield into your graveyard."
    )
    assert analyze(wave, "Genesis Wave", "Sorcery").review == []


def test_a_cue_with_no_source_on_the_card_is_flagged_in_spanish() -> None:
    # Rumbling Aftershocks as printed in Spanish: "estimulado" is the kicker of the spell cast, not of this card
    # (607.2i links only a card's own kicker), so it is neither a link nor a cue to review, as in its English text
    text = (
        "Siempre que lances un hechizo estimulado, puedes hacer que los Temblores retumbantes hagan daño a la "
        "criatura o jugador objetivo igual al número de veces que ese hechizo fue estimulado."
    )
    card = analyze(text, "Temblores retumbantes", "Encantamiento", lang="es")
    english = (
        "Whenever you cast a kicked spell, you may have Rumbling Aftershocks deal damage to any target equal to the "
        "number of times that spell was kicked."
    )
    oracle = analyze(english, "Rumbling Aftershocks", "Enchantment")
    assert card.links == oracle.links == [] and card.review == oracle.review == []
    # Runic Repeater: a target exiled card, of other objects: once the_exiled_card is read from the tree (a target is
    # no card named again), neither a link nor a cue to review, as in its English text
    runic = "Regresa a tu mano la carta exiliada objetivo con retrospectiva de la cual eres propietario."
    english = "Return target exiled card with flashback you own to your hand."
    assert analyze(runic, "Repetición rúnica", "Conjuro", lang="es").review == []
    assert analyze(english, "Runic Repeater", "Sorcery").review == []


def test_a_kicker_nothing_asks_about_is_flagged() -> None:
    # Time Spiral's Spanish printing calls buyback "Estímulo" (kicker): a kicker no ability asks about.
    text = (
        "Estímulo {2}{G}. (Puedes pagar {2}{G} adicionales en cuanto juegues este hechizo. Si lo haces, pon esta "
        "carta en tu mano en cuanto se resuelve.)\n"
        "Pon en juego una ficha de criatura Sierpe verde X/X."
    )
    card = analyze(text, "Llamada de la sierpe", "Conjuro", lang="es")
    assert [(r.paragraph, r.phrase, r.reason) for r in card.review] == [
        (0, "Estímulo {2}{G}", "no ability of the card asks whether it was paid")
    ]
    # The same keyword asked about carries no flag.
    kicked = (
        "Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
        "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."
    )
    assert analyze(kicked, "Burst Lightning", "Instant").review == []


def test_review_is_in_the_card_dict_and_the_tag_record() -> None:
    text = "Counter target spell if it was kicked."
    record: dict[str, Any] = {
        "id": 7,
        "name": "Ertai's Trickery",
        "lang": "en",
        "faces": [
            {"name": "Ertai's Trickery", "text": "Counter target spell if it was kicked.", "type_line": "Instant"}
        ],
    }
    tagged = tag_record(record)
    assert tagged["review"] == [
        {
            "paragraph": 0,
            "ability": tagged["abilities"][0]["id"],
            "phrase": "it was kicked",
            "span": [text.index("it was"), text.index("it was") + len("it was kicked")],
            "reason": "no ability of the card offers a kicker",
        }
    ]
    card = mtglinks.analyze(faces=record["faces"])
    assert card.to_dict()["review"] == tagged["review"]
    assert tag_line("{not json", 3)["review"] == []  # type: ignore[index]
    assert tag_record({"id": 1, "name": "Plain", "text": "Flying"})["review"] == []


def test_few_recent_oracle_cards_carry_a_flag(shared_dir: Path) -> None:
    """The flags are a signal, not noise: at most 3% of oracle-recent cards carry one."""
    with gzip.open(shared_dir / "corpora" / "oracle-recent.jsonl.gz", "rt", encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle]
    flagged = sum(1 for record in records if tag_record(record)["review"])
    assert 0 < flagged <= 0.03 * len(records)
