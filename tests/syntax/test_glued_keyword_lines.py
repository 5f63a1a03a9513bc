"""A keyword line glued to the next ability, with its period and no space ("Vuela.Cuando …") or with nothing at all
("PiétinementLe …", "vigilanceMyriade"), as the modern samples printed-{es,fr}-modern print them: two abilities.
Two sentences of one ability glued alike ("… de criatura.Roba una carta.") stay one ability."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.kinds import AbilityKind

# Greedy Dragon as printed in Spanish (printed-es-modern), Spy of the Balustrade ("Espía de la balaustrada").
GREEDY = (
    "Vuela.Al comienzo de tu paso de robar, roba una carta adicional.Al comienzo de tu paso final, descarta tu mano."
)
SPY = (
    "Vuela.Cuando el Espía de la balaustrada entre al campo de batalla, el jugador objetivo muestra cartas de la parte "
    "superior de su biblioteca hasta que muestre una carta de tierra, luego pone esas cartas en su cementerio."
)
# Border Behemoth, Seraph of the Sword, Militia's Herald as printed in French (printed-fr-modern).
BEHEMOTH = "PiétinementLe Béhémoth des frontières gagne +4/+4 pour chaque autre géant que vous contrôlez."
SERAPH = "VolPrévenez toutes les blessures de combat qui devraient être infligées à la Séraphine de l'épée."
HERALD = "Vol, vigilanceMyriade"


def test_a_keyword_line_glued_to_two_triggers_is_three_abilities() -> None:
    card = mtglinks.parse(GREEDY, lang="es", name="Dragón avaricioso")
    assert [str(a.kind) for a in card.abilities] == ["keyword", "triggered", "triggered"]
    assert [a.text for a in card.abilities][1:] == [
        "Al comienzo de tu paso de robar, roba una carta adicional.",
        "Al comienzo de tu paso final, descarta tu mano.",
    ]
    assert [e.verb for a in card.abilities for e in a.effects if e.kind == "action"] == ["draw", "discard"]
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)


def test_a_keyword_line_glued_to_an_entry_trigger() -> None:
    card = mtglinks.parse(SPY, lang="es", name="Espía de la balaustrada")
    assert [str(a.kind) for a in card.abilities] == ["keyword", "triggered"]
    assert [k.canonical for k in card.abilities[0].keywords] == ["flying"]
    assert not [e for e in card.abilities[1].effects if e.kind == "untyped"]


@pytest.mark.parametrize(
    ("text", "name", "keywords"),
    [
        (BEHEMOTH, "Béhémoth des frontières", ["trample"]),
        (SERAPH, "Séraphine de l'épée", ["flying"]),
        (HERALD, "Héraut de la milice", ["flying", "vigilance", "myriad"]),
    ],
)
def test_a_keyword_glued_to_the_next_word_with_no_period(text: str, name: str, keywords: list[str]) -> None:
    card = mtglinks.parse(text, lang="fr", name=name)
    assert len(card.abilities) == 2 and card.abilities[0].kind == AbilityKind.KEYWORD
    assert [k.canonical for a in card.abilities for k in a.keywords] == keywords
    assert not [e for a in card.abilities for e in a.effects if e.kind == "untyped"]


def test_two_sentences_of_one_spell_glued_stay_one_ability() -> None:
    # Arco esparcido as printed in Spanish (printed-es-modern)
    text = "Contrarresta el hechizo objetivo que no sea de criatura.Roba una carta."
    card = mtglinks.parse(text, lang="es", name="X")
    assert len(card.abilities) == 1


def test_a_name_with_a_capital_inside_is_no_glue() -> None:
    # Survivor's Med Kit (oracle-2026): the mode's name "RadAway"; Windy City Aven: "Ascend MagicCon: Chicago"
    card = mtglinks.parse("• RadAway — Target player loses all rad counters. Sacrifice this artifact.", name="X")
    assert [a.label for a in card.abilities] == ["RadAway"]
    card = mtglinks.parse("Ascend MagicCon: Chicago", name="X")
    assert len(card.abilities) == 1
