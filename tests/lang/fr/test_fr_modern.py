"""French keyword lines of every era and current templates, on real card text."""

from __future__ import annotations

import pytest
from helpers import paragraph_links

import mtglinks
from mtglinks.kinds import AbilityKind


@pytest.mark.parametrize(
    "text",
    [
        # Pacifisme (printed text of 2009 on), with and without its reminder text
        "Enchanter : créature\nLa créature enchantée ne peut ni attaquer ni bloquer.",
        "Enchanter : créature (Ciblez une créature au moment où vous jouez cette carte. Cette carte arrive en jeu "
        "attachée à cette créature.)\nLa créature enchantée ne peut ni attaquer ni bloquer.",
    ],
)
def test_enchant_with_its_colon_is_a_keyword_line_not_an_activated_ability(text: str) -> None:
    first = mtglinks.parse(text, lang="fr", name="Pacifisme").abilities[0]
    assert first.kind == AbilityKind.KEYWORD
    assert first.cost == []
    assert [(k.canonical, k.parameter) for k in first.keywords] == [("enchant", "créature")]


def test_an_activated_ability_whose_cost_is_not_a_keyword_stays_activated() -> None:
    card = mtglinks.parse("Sacrifiez une créature : Piochez une carte.", lang="fr", name="X")
    assert card.abilities[0].kind == AbilityKind.ACTIVATED


def test_aftermath_is_a_keyword() -> None:
    # Graver // Mémoire (Amonkhet), the aftermath half
    text = (
        "Répercussion (Ne lancez ce sort que depuis votre cimetière. Exilez-le ensuite.)\n"
        "Chaque joueur mélange sa main et son cimetière avec sa bibliothèque et pioche ensuite sept cartes."
    )
    first = mtglinks.parse(text, lang="fr", name="Mémoire").abilities[0]
    assert first.kind == AbilityKind.KEYWORD
    assert [k.canonical for k in first.keywords] == ["aftermath"]


def test_the_name_after_its_article_in_lower_case_is_the_card_itself() -> None:
    # Mage du Disque (Time Spiral) prints its own name "le mage du Disque" mid-sentence
    lower = mtglinks.parse("Le mage du Disque arrive en jeu engagé.", lang="fr", name="Mage du Disque")
    upper = mtglinks.parse("Le Mage du Disque arrive en jeu engagé.", lang="fr", name="Mage du Disque")
    assert lower.abilities[0].normalized == upper.abilities[0].normalized == "~ arrive en jeu engagé."
    assert lower.abilities[0].kind == upper.abilities[0].kind == AbilityKind.REPLACEMENT


def test_a_lower_case_word_like_the_name_without_an_article_is_not_the_name() -> None:
    card = mtglinks.parse("Piochez une carte. mage du Disque.", lang="fr", name="Mage du Disque")
    assert "~" not in (card.abilities[0].normalized or "")


def test_a_name_of_common_words_in_lower_case_is_a_creature_type_not_the_card() -> None:
    # Ouvrier spécialisé (Assembly-Worker): "L'ouvrier spécialisé ciblé" is a target creature of that type
    text = "{T} : L'ouvrier spécialisé ciblé gagne +1/+1 jusqu'à la fin du tour."
    card = mtglinks.parse(text, lang="fr", name="Ouvrier spécialisé")
    assert "~" not in (card.abilities[0].normalized or "")


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # Escouade (squad) and progéniture (offspring) hold both halves of 607.2i
        (
            "Clone de Gary",
            "Escouade {2} (En tant que coût supplémentaire pour lancer ce sort, vous pouvez payer {2} autant de "
            "fois que vous le souhaitez. Quand cette créature arrive sur le champ de bataille, créez autant de jetons "
            "qui en sont des copies.)\nÀ chaque fois que le Clone de Gary attaque, chaque créature que vous "
            "contrôlez appelée Clone de Gary gagne +1/+0 jusqu'à la fin du tour.",
            {("607.2i", 0, 0)},
        ),
        (
            "Saccageur au bouclier rouillé",
            "Progéniture {2} (vous pouvez payer {2} supplémentaires au moment où vous lancez ce sort. Si vous faites "
            "ainsi, quand cette créature arrive, créez un jeton 1/1 qui en est une copie.)\nCette créature ne peut pas "
            "être bloquée par des créatures de force inférieure ou égale à 2.",
            {("607.2i", 0, 0)},
        ),
        # Faites cadeau (gift) and "si le cadeau a été promis"
        (
            "Avoir à l'usure",
            "Faites cadeau d'une carte (Vous pouvez promettre un cadeau à un adversaire au moment où vous lancez ce "
            "sort. Si vous faites ainsi, il pioche une carte avant ses autres effets.)\nDétruisez une cible, artefact "
            "ou enchantement. Si le cadeau a été promis, à la place détruisez deux cibles, artefacts et/ou "
            "enchantements.",
            {("607.2i", 0, 1)},
        ),
        (
            "Bon vent",
            "Faites cadeau d'un poisson engagé (Vous pouvez promettre un cadeau à un adversaire au moment où vous "
            "lancez ce sort.)\nExilez une créature non-jeton ciblée. Si le cadeau n'a pas été promis, renvoyez cette "
            "créature sur le champ de bataille sous le contrôle de son propriétaire.",
            {("607.2i", 0, 1)},
        ),
        # A secret choice, and a choice of any other value ("un illustrateur")
        (
            "Léonine en chasse",
            "Quand la Léonine en chasse arrive sur le champ de bataille, choisissez secrètement un adversaire.\n"
            "Révélez le joueur choisi : Exilez une créature ciblée qui vous attaque si elle est contrôlée par le "
            "joueur choisi. N'activez cette capacité qu'une seule fois.",
            {("607.2d", 0, 1)},
        ),
        (
            "Zombie Fanboy",
            "Au moment où Zombie Fanboy arrive sur le champ de bataille, choisissez un illustrateur.\nÀ chaque fois "
            "qu'un permanent de l'illustrateur choisi est mis dans un cimetière, mettez deux marqueurs +1/+1 sur "
            "Zombie Fanboy.",
            {("607.2d", 0, 1)},
        ),
        # "notez son nom" … "le nom noté"
        (
            "AEther Searcher",
            "Révélez l'Aether Searcher au moment où vous le draftez. Révélez la prochaine carte que vous draftez et "
            "notez son nom.\nQuand l'Aether Searcher arrive sur le champ de bataille, vous pouvez cherchez dans "
            "votre main et/ou votre bibliothèque une carte avec le nom noté au moment où vous avez drafté l'Aether "
            "Searcher.",
            {("607.2e", 0, 1)},
        ),
    ],
)
def test_links_of_current_mechanics(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert paragraph_links("fr", text, name) == expected


def test_exiling_itself_as_a_cost_is_no_exile() -> None:
    # Cuve de mimétisme exiles "cette carte" (the dying creature) in its effect: that exile stays
    text = (
        "Empreinte — À chaque fois qu'une créature non-jeton est mise dans un cimetière depuis le champ de bataille, "
        "vous pouvez exiler cette carte.\n{3}, {T} : Mettez sur le champ de bataille un jeton qui est une copie de la "
        "carte exilée."
    )
    assert paragraph_links("fr", text, "Cuve de mimétisme") == {("607.2a", 0, 1)}
    cost = "{1}{B}, exilez le Nosferatu de Sengir : Piochez une carte.\nRenvoyez une carte exilée appelée Nosferatu."
    assert paragraph_links("fr", cost, "Nosferatu de Sengir") == set()


def test_a_counter_named_like_a_keyword_is_quoted_words_not_a_granted_keyword() -> None:
    # Cobaye de Ludevic: « progéniture » names a counter (English "hatchling"), not offspring
    text = (
        "Défenseur\n{1}{U} : Mettez un marqueur « progéniture » sur le Cobaye de Ludevic. Ensuite, s'il y a au moins "
        "cinq marqueurs « progéniture » sur lui, retirez-les tous et transformez-le."
    )
    card = mtglinks.analyze(text, lang="fr", name="Cobaye de Ludevic")
    assert card.abilities[1].children == []
    assert card.links == []


def test_current_self_templates_and_keyword_names() -> None:
    # Rouleau aplatisseur de Gastal: "ce véhicule" is the card itself; "Pilotage 2" is crew
    text = (
        "Piétinement, célérité\nQuand ce véhicule arrive, il devient une créature-artefact jusqu'à la fin du tour.\n"
        "Pilotage 2"
    )
    card = mtglinks.parse(text, lang="fr", name="Rouleau aplatisseur de Gastal")
    assert card.abilities[1].normalized == "Quand ~ arrive, il devient une créature-artefact jusqu'à la fin du tour."
    assert [k.canonical for k in card.abilities[2].keywords] == ["crew"]


def test_a_keyword_line_may_end_with_a_period() -> None:
    card = mtglinks.parse("Piétinement, protection contre le bleu, protection contre le rouge.", lang="fr", name="X")
    assert [k.canonical for k in card.abilities[0].keywords] == ["trample", "protection", "protection"]


def test_collect_evidence_exiles_and_is_asked_about() -> None:
    # "réunir des preuves N" (collect evidence), as Karlov Manor cards print it, mirrors the English reading
    offered = (
        "En tant que coût supplémentaire pour lancer ce sort, vous pouvez réunir des preuves 6.\n"
        "Piochez une carte. Si des preuves ont été réunies, piochez deux cartes à la place."
    )
    assert paragraph_links("fr", offered, "X") == {("607.2i", 0, 1)}
    cost = "Réunissez des preuves 4 : Piochez une carte.\nLes cartes exilées avec cette créature ont le vol."
    assert paragraph_links("fr", cost, "X") == {("607.2a", 0, 1)}


def test_a_class_level_up_opens_its_level() -> None:
    # Classe : guerrier (Fighter Class), its level 2
    text = (
        "Quand la Classe : guerrier arrive sur le champ de bataille, cherchez dans votre bibliothèque une carte "
        "d'équipement.\n{1}{R}{W} : Niveau 2\nLes capacités d'équipement que vous activez coûtent {2} de moins à "
        "activer."
    )
    card = mtglinks.parse(text, lang="fr", name="Classe : guerrier")
    assert [a.level for a in card.abilities] == [None, "2", "2"]
