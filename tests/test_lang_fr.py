"""French printed text: keyword lines, self-reference, ability kinds and rule-607 links on real cards."""

from __future__ import annotations

import pytest

import mtglinks


def links(text: str, name: str) -> set[tuple[str, int, int]]:
    card = mtglinks.analyze(text, lang="fr", name=name)
    paragraph = {a.id: a.paragraph for a in card.iter_abilities()}
    return {(link.rule, paragraph[link.source], paragraph[link.target]) for link in card.links}


def kinds(text: str, name: str) -> list[str]:
    return [a.kind for a in mtglinks.parse(text, lang="fr", name=name).abilities]


def test_keyword_lines_old_and_new_names() -> None:
    card = mtglinks.parse(
        "Vol, vigilance\nKick {2}{G}\nAppui de gobelin\nMultikick {1}{U}\nAffinité pour les artefacts",
        lang="fr",
        name="X",
    )
    assert [[k.canonical for k in a.keywords] for a in card.abilities] == [
        ["flying", "vigilance"],
        ["kicker"],
        ["champion"],
        ["multikicker"],
        ["affinity"],
    ]


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("L'Avant-poste abandonné arrive en jeu engagé.", "~ arrive en jeu engagé."),
        ("Sacrifiez l'Avant-poste abandonné : Piochez.", "Sacrifiez ~: Piochez."),
        ("Retirez un marqueur du Avant-poste abandonné.", "Retirez un marqueur de ~."),
        ("Quand cette créature meurt, piochez une carte.", "Quand ~ meurt, piochez une carte."),
    ],
)
def test_self_reference_with_elided_article_and_contraction(text: str, normalized: str) -> None:
    card = mtglinks.parse(text, lang="fr", name="Avant-poste abandonné")
    assert card.abilities[0].normalized == normalized


def test_trigger_words_before_an_elided_que() -> None:
    text = "À chaque fois qu'un joueur joue un sort de la couleur choisie, vous pouvez gagner 1 point de vie."
    card = mtglinks.parse(text, lang="fr", name="X")
    assert card.abilities[0].kind == "triggered"
    assert card.abilities[0].trigger is not None


def test_ability_kinds_old_and_new_templates() -> None:
    plume = (
        "Au moment où le Panache de paradis arrive en jeu, choisissez une couleur.\n"
        "À chaque fois qu'un joueur joue un sort de la couleur choisie, vous pouvez gagner 1 point de vie.\n"
        "{T} : Ajoutez un mana de la couleur choisie à votre réserve."
    )
    assert kinds(plume, "Panache de paradis") == ["replacement", "triggered", "activated"]
    rest = "Si une carte devait être mise dans un cimetière d'où qu'elle vienne, exilez-la à la place."
    assert kinds(rest, "X") == ["replacement"]
    charm = "Choisissez l'un —\n• Exilez une créature ciblée.\n• Piochez deux cartes."
    assert kinds(charm, "X") == ["modal"]


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        (
            "Chasseur de fielleux",
            "Quand le Chasseur de fielleux arrive sur le champ de bataille, vous pouvez exiler une autre créature "
            "ciblée.\nQuand le Chasseur de fielleux quitte le champ de bataille, renvoyez, sous le contrôle de son "
            "propriétaire, la carte exilée sur le champ de bataille.",
            {("607.2a", 0, 1)},
        ),
        (
            "Terrasseur de royaume",
            "Quand le Terrasseur de royaume arrive en jeu, retirez de la partie tous les terrains.\n"
            "Quand le Terrasseur de royaume quitte le jeu, renvoyez en jeu, engagées et sous le contrôle de leurs "
            "propriétaires, les cartes retirées.",
            {("607.2a", 0, 1)},
        ),
        (
            "Gueule du néant",
            "Piétinement\nSi une autre créature devait être mise dans un cimetière depuis le jeu, retirez-la de la "
            "partie à la place.\nMettez une carte retirée de la partie par la Gueule du néant dans le cimetière de "
            "son propriétaire : La Gueule du néant gagne +2/+2 jusqu'à la fin du tour.",
            {("607.2b", 1, 2)},
        ),
        (
            "Douve de Téfeiri",
            "Au moment où la Douve de Téfeiri arrive en jeu, choisissez une couleur.\n"
            "Les créatures sans le vol de la couleur choisie ne peuvent pas vous attaquer.",
            {("607.2d", 0, 1)},
        ),
        (
            "Barrière mystique",
            "Quand la Barrière mystique arrive sur le champ de bataille ou au début de votre entretien, choisissez "
            "gauche ou droite.\nChaque joueur peut uniquement attaquer l'adversaire assis le plus près de lui dans "
            "la dernière direction choisie et les planeswalkers contrôlés par ce joueur.",
            {("607.2f", 0, 1)},
        ),
        (
            "Guérillero gobelin",
            "Kick {R} (Vous pouvez payer {R} supplémentaire au moment où vous lancez ce sort.)\n"
            "Quand le Guérillero gobelin arrive sur le champ de bataille, s'il a été kické, les créatures que vous "
            "contrôlez gagnent +1/+0 et acquièrent la célérité jusqu'à la fin du tour.",
            {("607.2i", 0, 1)},
        ),
        (
            "Kavru titanesque",
            "Kick {2}{G} (Vous pouvez payer {2}{G} supplémentaires quand vous jouez ce sort.)\n"
            "Si vous avez payé le coût de kick, le Kavru titanesque arrive en jeu avec trois marqueurs +1/+1 sur "
            "lui et a le piétinement.",
            {("607.2i", 0, 1)},
        ),
        (
            "Kéranos, dieu des Tempêtes",
            "Indestructible\nTant que votre dévotion au bleu et au rouge est inférieure à sept, Kéranos n'est pas "
            "une créature.\nRévélez la première carte que vous piochez à chacun de vos tours. À chaque fois que vous "
            "révélez une carte de terrain de cette manière, piochez une carte. À chaque fois que vous révélez une "
            "carte non-terrain de cette manière, Kéranos inflige 3 blessures à une cible, créature ou joueur.",
            {("607.2h", 2, 2)},
        ),
        (
            "Siège de la frontière",
            "Au moment où le Siège de la frontière arrive sur le champ de bataille, choisissez Khans ou Dragons.\n"
            "• Khans — Au début de chacune de vos phases principales, ajoutez {G}{G} à votre réserve.\n"
            "• Dragons — À chaque fois qu'une créature avec le vol arrive sur le champ de bataille sous votre "
            "contrôle, vous pouvez faire qu'elle se batte contre une créature ciblée que vous ne contrôlez pas.",
            {("607.2m", 0, 1), ("607.2m", 0, 2)},
        ),
    ],
)
def test_links_on_printed_cards(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert links(text, name) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Exilez la créature ciblée. Son contrôleur gagne un nombre de points de vie égal à sa force.",
        # Removing counters is not exile.
        "Retirez un marqueur +1/+1 du Triskèle : Le Triskèle inflige 1 blessure à une cible, créature ou joueur.",
        "{3}, {T} : Mettez sur le champ de bataille un jeton qui est une copie de la créature ciblée. "
        "Exilez-le au début de la prochaine étape de fin.",
    ],
)
def test_hard_negatives(text: str) -> None:
    assert links(text, "Triskèle") == set()
