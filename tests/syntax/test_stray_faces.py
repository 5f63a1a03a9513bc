"""Another face's type line printed inside a card's text (the modern samples printed-{es,fr}-modern) is that face's
heading, not rules text: the face is cut before it, and the text after it is read as that face's abilities."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.coverage import CardRecord, measure

# Darkbore Pathway as printed in Spanish (printed-es-modern): the back face's type line, then its text.
PATHWAY_ES = "{T}: Agrega {B}.\nTierra\n{T}: Agrega {G}."
# Barkchannel Pathway as printed in French (printed-fr-modern).
PATHWAY_FR = "{T} : Ajoutez {G}.\nTerrain\n{T} : Ajoutez {U}."
# Zof Consumption as printed in Spanish (printed-es-modern): a sorcery with its land back after "Tierra".
ZOF_CONSUMPTION = "Cada oponente pierde 4 vidas y tú ganas 4 vidas.\nTierra\n{T}: Agrega {B}."
# Zof Bloodbog as printed in Spanish (printed-es-modern): the other face's type line and mana cost alone at the end.
ZOF_BLOODBOG = "El Pantano de sangre de Zof entra al campo de batalla girado.\n{T}: Agrega {B}.\nConjuro\n{4}{B}{B}"
# Prismatic Bridge as printed in French (printed-fr-modern): a stray subtype alone, with a mana cost after it.
PRISMATIC_BRIDGE = (
    "Au début de votre entretien, révélez des cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez "
    "une carte de créature ou de planeswalker. Mettez cette carte sur le champ de bataille et le reste au-dessous de "
    "votre bibliothèque dans un ordre aléatoire.\nDieu\n{1}{G}{G}"
)


@pytest.mark.parametrize(("lang", "text", "type_line"), [("es", PATHWAY_ES, "Tierra"), ("fr", PATHWAY_FR, "Terrain")])
def test_a_pathway_back_is_a_face_of_its_own_and_its_text_is_read(lang: str, text: str, type_line: str) -> None:
    card = mtglinks.parse(text, lang=lang, name="Senda")
    assert [f.type_line for f in card.faces] == [None, type_line]
    assert card.faces[1].text.startswith(type_line) and "\n".join(f.text for f in card.faces) == text
    # the heading line is no ability, the back's ability is read (no text dropped)
    assert [(a.face, a.paragraph, str(a.kind)) for a in card.abilities] == [(0, 0, "activated"), (1, 2, "activated")]
    assert [e.verb for a in card.abilities for e in a.effects] == ["add_mana", "add_mana"]
    assert all(card.text[slice(*a.span)] == a.text for a in card.abilities)


def test_the_heading_and_its_mana_cost_are_not_counted_as_rules_text() -> None:
    card = mtglinks.parse(ZOF_BLOODBOG, lang="es", name="Pantano de sangre de Zof")
    assert [(f.type_line, f.text) for f in card.faces[1:]] == [("Conjuro", "Conjuro\n{4}{B}{B}")]
    assert [a.text for a in card.abilities] == [
        "El Pantano de sangre de Zof entra al campo de batalla girado.",
        "{T}: Agrega {B}.",
    ]
    faces = [{"name": "Pantano de sangre de Zof", "text": ZOF_BLOODBOG, "type_line": "Tierra"}]
    result = measure([CardRecord("zof", "Pantano de sangre de Zof", "es", faces)])
    assert (result.sentences, result.sentences_typed, result.cards_typed) == (2, 2, 1)


def test_a_sorcery_with_a_land_back_reads_both_faces_with_their_kinds() -> None:
    faces = [{"name": "Consumo de Zof", "text": ZOF_CONSUMPTION, "type_line": "Conjuro"}]
    card = mtglinks.parse(lang="es", name="Consumo de Zof", faces=faces)
    assert [f.type_line for f in card.faces] == ["Conjuro", "Tierra"]
    assert [(a.face, str(a.kind)) for a in card.abilities] == [(0, "spell"), (1, "activated")]


def test_a_subtype_alone_is_a_heading_only_with_a_mana_cost_after_it() -> None:
    card = mtglinks.parse(PRISMATIC_BRIDGE, lang="fr", name="Le pont prismatique")
    assert [f.type_line for f in card.faces] == [None, "Dieu"]
    assert len(card.abilities) == 1
    # with no cost after it, a subtype alone stays a paragraph of the face (and untyped): nothing is cut
    card = mtglinks.parse(PRISMATIC_BRIDGE.removesuffix("\n{1}{G}{G}"), lang="fr", name="Le pont prismatique")
    assert len(card.faces) == 1 and card.abilities[-1].text == "Dieu"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # a subtype alone with no cost after it, a type line first, a sentence: no heading
        ("es", "Vuela.\nHumano"),
        ("es", "Tierra\n{T}: Agrega {G}."),
        ("fr", "{T} : Ajoutez {G}.\nLes terrains sont des Forêts."),
        # English has no type-line words listed: nothing is cut
        ("en", "{T}: Add {G}.\nLand\n{T}: Add {U}."),
    ],
)
def test_what_is_no_other_face_heading_is_not_cut(lang: str, text: str) -> None:
    card = mtglinks.parse(text, lang=lang, name="X")
    assert len(card.faces) == 1


# Lesser Werewolf as printed in French (printed-fr-modern): the face's own type line, "Créature : loup-garou", first.
WEREWOLF = (
    "Créature : loup-garou\n{B} : Si la force du Lesser Werewolf est de 1 ou plus, il gagne -1/-0 jusqu'à la fin du "
    "tour et mettez un marqueur -0/-1 sur la créature ciblée bloquant ou bloquée par le Lesser Werewolf."
)


def test_the_faces_own_type_line_printed_first_is_its_heading() -> None:
    card = mtglinks.parse(WEREWOLF, lang="fr", name="Lesser Werewolf")
    assert [f.type_line for f in card.faces] == ["Créature : loup-garou"]
    assert [(a.paragraph, str(a.kind)) for a in card.abilities] == [(1, "activated")]
    # a type line alone, with no text after it, stays a paragraph: nothing else would be there to read
    assert [a.text for a in mtglinks.parse("Artefact", lang="fr", name="X").abilities] == ["Artefact"]
