"""Notes and the values noted (rule 607.2e) read from the effect tree in French, Spanish and Russian (issue #23): the
note a `note` node (its value what is noted), the value noted a mark or reference `noted`, and the link they make.

French prints one note (Aether Searcher, printed-fr-modern); no Spanish or Russian text of the corpora prints one, so
their sentences are English Oracle sentences in the words of the Spanish and Russian translations ("anota", "el número
anotado", "el nombre anotado"; "запишите", "записанное число", "записанное название")."""

from __future__ import annotations

import pytest

import mtglinks
from mtglinks.features import cost_queries
from mtglinks.tree import Ability


def _halves(ability: Ability) -> set[tuple[str, str | None]]:
    return {(h.kind.value, h.value) for h in cost_queries.halves(ability) if h.kind.value in ("note", "noted_ref")}


def _links(text: str, name: str, lang: str) -> set[tuple[str, int, int]]:
    card = mtglinks.parse(text, name=name, lang=lang)
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in mtglinks.analyze(text, name=name, lang=lang).links
    }


# Aether Searcher (printed-fr-modern, the record's name spelt "AEther Searcher"; "vous pouvez cherchez" and "votre
# votre bibliothèque" as printed)
AETHER_SEARCHER_FR = (
    "Révélez l'Aether Searcher au moment où vous le draftez. Révélez la prochaine carte que vous draftez et notez son "
    "nom.\nQuand l'Aether Searcher arrive sur le champ de bataille, vous pouvez cherchez dans votre main et/ou votre "
    "bibliothèque une carte avec le nom noté au moment où vous avez drafté l'Aether Searcher. Vous pouvez la lancer "
    "sans payer son coût de mana. Si vous avez cherché dans votre votre bibliothèque de cette manière, mélangez-la."
)


def test_french_the_name_noted_as_the_card_is_drafted() -> None:
    card = mtglinks.parse(AETHER_SEARCHER_FR, name="AEther Searcher", lang="fr")
    noting, searching = card.abilities
    # the note read whole: "Révélez la prochaine carte que vous draftez" and "notez son nom" (the English "note its
    # name"), its value the name
    assert not any(e.kind == "untyped" for e in noting.effects), noting.effects
    assert _halves(noting) == {("note", "name")}
    # "une carte avec le nom noté au moment où vous avez drafté ~" (the English "a card with a name noted as you
    # drafted cards named ~"): the search read whole, its object marked noted
    assert any(e.kind == "action" and "noted:as_drafted:named_self" in str(e) for e in searching.effects)
    assert _halves(searching) == {("noted_ref", None)}
    # the English Oracle text links the two the same way (607.2e, 0 -> 1)
    assert _links(AETHER_SEARCHER_FR, "AEther Searcher", "fr") == {("607.2e", 0, 1)}


@pytest.mark.parametrize(
    ("lang", "name", "text", "noted"),
    [
        # a name noted and a card with the noted name searched for (as Aether Searcher: "Reveal the next card you draft
        # and note its name." … "search … for a card with a name noted …")
        (
            "es",
            "Buscador",
            "Muestra la carta superior de tu biblioteca y anota su nombre.\n{T}: Busca en tu biblioteca una carta con "
            "el nombre anotado, muéstrala y ponla en tu mano. Luego baraja tu biblioteca.",
            "name",
        ),
        # a life total noted (Sigarda's Splendor: "As Sigarda's Splendor enters, note your life total.") and a number
        # noted dealt as damage (the boon of Molten Impact: "deals damage equal to the noted number to target …")
        (
            "es",
            "Probador",
            "Cuando el Probador entre al campo de batalla, anota tu total de vidas.\n{T}: El Probador hace una "
            "cantidad de daño igual al número anotado a cualquier objetivo.",
            "life_total",
        ),
        (
            "ru",
            "Искатель",
            "Покажите верхнюю карту вашей библиотеки и запишите ее название.\n{T}: Найдите в вашей библиотеке карту с "
            "записанным названием, покажите ее и положите ее в вашу руку. Затем перетасуйте вашу библиотеку.",
            "name",
        ),
        # the life total, the lexicon's QUANTITY after "запишите" (grammar/effects-ru/9-note.lark)
        (
            "ru",
            "Пробник",
            "Когда Пробник выходит на поле битвы, запишите количество ваших жизней.\nПробник наносит целевому "
            "существу или игроку повреждения, равные записанному числу.",
            "life_total",
        ),
        # a power noted (the English "When you do, note its power.")
        (
            "ru",
            "Пробник",
            "Когда Пробник выходит на поле битвы, запишите ее силу.\nПробник наносит целевому существу или игроку "
            "повреждения, равные записанному числу.",
            "power",
        ),
    ],
)
def test_spanish_and_russian_a_note_and_the_value_noted(lang: str, name: str, text: str, noted: str) -> None:
    card = mtglinks.parse(text, name=name, lang=lang)
    noting, referring = card.abilities
    for ability in (noting, referring):
        assert not any(e.kind == "untyped" for e in ability.effects), ability.effects
    assert _halves(noting) == {("note", noted)}
    assert _halves(referring) == {("noted_ref", None)}
    assert _links(text, name, lang) == {("607.2e", 0, 1)}


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # "the card with the noted name" (Magar of the Magic Strings: "you may create a copy of the card with the noted
        # name"), a reference to the value noted
        ("es", "Buscador", "Puedes lanzar la carta con el nombre anotado sin pagar su coste de maná."),
        ("fr", "Chercheur", "Vous pouvez lancer la carte avec le nom noté sans payer son coût de mana."),
    ],
)
def test_the_card_with_the_noted_name_refers_to_the_note(lang: str, name: str, text: str) -> None:
    (ability,) = mtglinks.parse(text, name=name, lang=lang).abilities
    assert _halves(ability) == {("noted_ref", None)}
