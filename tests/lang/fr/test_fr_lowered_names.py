"""A card's whole name in lower case after its article, as old French printings write it ("le gantelet de pouvoir" of
Gantelet de pouvoir), read as the card (text/lowered_names.py); a name that is a subtype never, and one that is words of
card text or a keyword only as the subject of a trigger or entry clause; on the real cards' printed French text."""

from __future__ import annotations

import pytest
from helpers import paragraph_links

import mtglinks


def normalized(name: str, text: str) -> list[str]:
    return [ability.normalized or "" for ability in mtglinks.parse(text, lang="fr", name=name).abilities]


def test_a_name_all_in_lower_case_after_its_article_is_the_card() -> None:
    # Gantelet de pouvoir (TSP): the choice of "Au moment où le gantelet de pouvoir arrive en jeu" is the card's own,
    # which the two abilities after it refer to (607.2d, as its English Oracle text links them)
    text = (
        "Au moment où le gantelet de pouvoir arrive en jeu, choisissez une couleur.\n"
        "Les créatures de la couleur choisie gagnent +1/+1.\n"
        "À chaque fois qu'un terrain de base est engagé pour du mana de la couleur choisie, son contrôleur ajoute un"
        " mana de cette couleur à sa réserve."
    )
    assert normalized("Gantelet de pouvoir", text)[0] == "Au moment où ~ arrive en jeu, choisissez une couleur."
    assert paragraph_links("fr", text, "Gantelet de pouvoir") == {
        ("607.2d", 0, 1),
        ("607.2d", 0, 2),
    }


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # Mitraille (TSP): a one-word name that is no word of card text
        (
            "Mitraille",
            "La mitraille inflige 1 blessure à une cible, créature ou joueur.",
            "~ inflige 1 blessure à une cible, créature ou joueur.",
        ),
        # Navire pirate (TSB), called by its name capitalised and lowered on the same card
        (
            "Navire pirate",
            "{T} : Le navire pirate inflige 1 blessure à une cible, créature ou joueur.",
            "{T}: ~ inflige 1 blessure à une cible, créature ou joueur.",
        ),
        # Membrane psychique (MRD): after "que" and its article
        (
            "Membrane psychique",
            "À chaque fois que la membrane psychique bloque, vous pouvez piocher une carte.",
            "À chaque fois que ~ bloque, vous pouvez piocher une carte.",
        ),
    ],
)
def test_lowered_names(name: str, text: str, expected: str) -> None:
    assert normalized(name, text) == [expected]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # Lien de vie (M10), Vigilance (CHK), Peur (10E): the keyword the Aura grants, not the card
        ("Lien de vie", "Enchanter : créature\nLa créature enchantée a le lien de vie."),
        ("Vigilance", "La créature enchantée a la vigilance. (Attaquer avec cette créature ne la fait pas s'engager.)"),
        ("Peur", "Enchanter : créature\nLa créature enchantée a la peur."),
        # Ouvrier spécialisé: a creature of that subtype ("L'ouvrier spécialisé ciblé")
        ("Ouvrier spécialisé", "{T} : L'ouvrier spécialisé ciblé gagne +1/+1 jusqu'à la fin du tour."),
    ],
)
def test_names_of_card_words_lowered_are_those_words(name: str, text: str) -> None:
    assert not any("~" in paragraph for paragraph in normalized(name, text))


def test_a_name_of_card_words_is_the_card_as_the_subject_of_its_entry_clause() -> None:
    # Conspiration (TSB): its name is also the keyword conspire ("a la conspiration" on Moût, la Mère-pilleuse), read
    # as the card only right after the opening of a trigger or entry clause, "Au moment où"
    text = (
        "Au moment où la conspiration arrive en jeu, choisissez un type de créature.\n"
        "Les cartes de créature que vous possédez et qui ne sont pas en jeu, les sorts de créature que vous contrôlez"
        " et les créatures que vous contrôlez sont du type choisi."
    )
    assert normalized("Conspiration", text)[0] == "Au moment où ~ arrive en jeu, choisissez un type de créature."
    assert paragraph_links("fr", text, "Conspiration") == {("607.2d", 0, 1)}


def test_a_name_lowered_without_its_article_is_not_the_name() -> None:
    # Mitraille (TSP) with its first sentence's article dropped: "mitraille" alone is no name
    text = "mitraille inflige 1 blessure à une cible, créature ou joueur."
    assert not any("~" in paragraph for paragraph in normalized("Mitraille", text))
