"""French printed text: keyword lines, self-reference, ability kinds and rule-607 links on real cards."""

from __future__ import annotations

import pytest
from helpers import ability_kinds, paragraph_links

import mtglinks


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
    assert ability_kinds("fr", plume, "Panache de paradis") == ["replacement", "triggered", "activated"]
    rest = "Si une carte devait être mise dans un cimetière d'où qu'elle vienne, exilez-la à la place."
    assert ability_kinds("fr", rest, "X") == ["replacement"]
    charm = "Choisissez l'un —\n• Exilez une créature ciblée.\n• Piochez deux cartes."
    assert ability_kinds("fr", charm, "X") == ["modal"]


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
            # Options of two words each (a color and a creature type), then "du type et de la couleur choisis".
            "Les Empires sarpadiens, Vol. VII",
            "Au moment où Les Empires sarpadiens, Vol. VII arrive en jeu, choisissez Citoyen blanc, Camaride bleu, "
            "Srâne noir, Gobelin rouge ou Saprobionte vert.\n"
            "{3}, {T} : Mettez en jeu un jeton de créature 1/1 du type et de la couleur choisis.",
            {("607.2d", 0, 1)},
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
    assert paragraph_links("fr", text, name) == expected


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
    assert paragraph_links("fr", text, "Triskèle") == set()


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        # "toutes les cartes qu'il a exilées": the cards exiled by this object
        (
            "Ange de l'admonition",
            "Vol\nToucheterre — À chaque fois qu'un terrain arrive sur le champ de bataille sous votre contrôle, "
            "vous pouvez exiler un permanent non-terrain ciblé autre que l'Ange de l'admonition.\nQuand l'Ange de "
            "l'admonition quitte le champ de bataille, renvoyez sur le champ de bataille, sous le contrôle de leurs "
            "propriétaires, toutes les cartes qu'il a exilées.",
            {("607.2a", 1, 2)},
        ),
        # An object pronoun before the infinitive: "vous pouvez la retirer de la partie", "l'exiler"
        (
            "Urne de Colfénor",
            "À chaque fois qu'une créature d'endurance supérieure ou égale à 4 est mise dans votre cimetière "
            "depuis le jeu, vous pouvez la retirer de la partie.\nÀ la fin du tour, si au moins trois cartes ont été "
            "retirées de la partie par l'Urne de Colfénor, sacrifiez-la. Si vous faites ainsi, renvoyez ces cartes "
            "en jeu sous le contrôle de leur propriétaire.",
            {("607.2a", 0, 1)},
        ),
        (
            "Dragon entasseur",
            "Vol\nQuand le Dragon entasseur arrive sur le champ de bataille, vous pouvez chercher dans votre "
            "bibliothèque une carte d'artefact, l'exiler et mélanger ensuite votre bibliothèque.\nQuand le Dragon "
            "entasseur est mis dans un cimetière depuis le champ de bataille, vous pouvez mettre la carte exilée "
            "dans la main de son propriétaire.",
            {("607.2a", 1, 2)},
        ),
        # Imprint: "dont il a l'empreinte", "~ a l'empreinte d'une carte"
        (
            "Répliquant masque-mort",
            "Empreinte {1} : Retirez de la partie la carte de créature ciblée dans votre cimetière. (Cet artefact a "
            "l'empreinte de la carte retirée.)\nTant qu'une carte de créature dont il a l'empreinte a le vol, le "
            "Répliquant masque-mort a le vol.",
            {("607.2a", 0, 1)},
        ),
        (
            "Répliquant",
            "Empreinte Quand le Changeforme arrive en jeu, vous pouvez retirer de la partie la créature non-jeton "
            "ciblée. (Cet artefact a l'empreinte de la carte retirée.)\nTant que le Répliquant a l'empreinte d'une "
            "carte de créature, il a la force, l'endurance et les types de créature de cette carte.",
            {("607.2a", 0, 1)},
        ),
        # A replacement that exiles with "retirer … de la partie … à la place"
        (
            "Masque d'uba",
            "Si un joueur devait piocher une carte, ce joueur retire cette carte de la partie, face visible, à la "
            "place.\nChaque joueur peut jouer des cartes qu'il a retirées de la partie avec le Masque d'uba ce "
            "tour-ci.",
            {("607.2b", 0, 1)},
        ),
        (
            "Écorcheur d'âme",
            "Fouille (Chaque carte que vous exilez depuis votre cimetière en lançant ce sort paie {1}.)\nSi une "
            "carte de créature avec le vol a été exilée par la capacité de fouille de l'Écorcheur d'âme, l'Écorcheur "
            "d'âme a le vol.",
            {("607.2q", 0, 1)},
        ),
        # A list of card types; old demonstratives for the chosen type and name
        (
            "Clef de nuage",
            "Au moment où la Clef de nuage arrive en jeu, choisissez artefact, créature, enchantement, éphémère ou "
            "rituel.\nLes sorts que vous jouez du type choisi coûtent {1} de moins à jouer.",
            {("607.2d", 0, 1)},
        ),
        (
            "Cercle de la consolation",
            "Au moment où Cercle de la consolation arrive en jeu, choisissez un type de créature.\n{1}{W} : La "
            "prochaine fois qu'une créature de ce type devrait vous blesser ce tour-ci, prévenez ces blessures.",
            {("607.2d", 0, 1)},
        ),
        (
            "Déclaration du néant",
            "Au moment où la Déclaration du néant arrive en jeu, nommez une carte.\n{U} : Contrecarrez le sort "
            "ciblé qui a ce nom.",
            {("607.2d", 0, 1)},
        ),
        # Kicker: "si le coût de kick de {2}{U} a été payé", "à moins que le coût de kick n'ait été payé"
        (
            "Mage de bataille anaïste",
            "Kick {2}{U} et/ou {1}{B}\nQuand le Mage de bataille anaïste arrive en jeu, si le coût de kick de {2}{U} "
            "a été payé, le joueur ciblé se défausse de trois cartes.\nQuand le Mage de bataille anaïste arrive en "
            "jeu, si le coût de kick de {1}{B} a été payé, engagez la créature dégagée ciblée.",
            {("607.2i", 0, 1), ("607.2i", 0, 2)},
        ),
        (
            "Skizzik",
            "Kick {R} (Vous pouvez payer {R} supplémentaires quand vous jouez ce sort.)\nPiétinement, célérité\n"
            "À la fin du tour, sacrifiez le Skizzik à moins que le coût de kick n'ait été payé.",
            {("607.2i", 0, 2)},
        ),
        (
            "Progéniture escouflenfer",
            "Dévorement 1 (Au moment où cette créature arrive en jeu, vous pouvez sacrifier le nombre de créatures "
            "de votre choix.)\nLa Progéniture escouflenfer a le vol et le piétinement si elle a dévoré une créature.",
            {("607.2g", 0, 1)},
        ),
        # 607.2f: "la valeur choisie", "chaque joueur choisit entre la guerre et la paix"
        (
            "Privilège de Cendreline",
            "Au moment où le Privilège de Cendreline arrive en jeu, choisissez pair ou impair. (Zéro est pair.)\n"
            "Chaque créature ayant un coût converti de mana égal à la valeur choisie a la célérité.\nChaque créature "
            "n'ayant pas un coût converti de mana égal à la valeur choisie arrive en jeu engagée.",
            {("607.2f", 0, 1), ("607.2f", 0, 2)},
        ),
        (
            "Archange de la discorde",
            "Vol\nAu moment où l'Archange de la discorde arrive sur le champ de bataille, chaque joueur choisit entre "
            "la guerre et la paix.\nLes créatures contrôlées par les joueurs qui ont choisi la guerre gagnent +3/+0.\n"
            "Les créatures contrôlées par les joueurs qui ont choisi la paix gagnent +0/+3.",
            {("607.2f", 1, 2), ("607.2f", 1, 3)},
        ),
    ],
)
def test_old_templates_on_printed_cards(name: str, text: str, expected: set[tuple[str, int, int]]) -> None:
    assert paragraph_links("fr", text, name) == expected


@pytest.mark.parametrize(
    "text",
    [
        # The demonstrative inside the choosing ability is anaphora.
        "Choisissez un type de créature. Piochez une carte pour chaque permanent que vous contrôlez de ce type.",
        "Nommez une carte non-terrain. Le joueur ciblé révèle sa main. Il se défausse d'une carte de ce nom.",
        # "vous pouvez l'exiler" and "cette manière" in one ability: anaphora, no other ability refers to it.
        "Quand le Garde-chasse meurt, vous pouvez l'exiler. Si vous faites ainsi, révélez les cartes du dessus de "
        "votre bibliothèque jusqu'à ce que vous révéliez une carte de créature. Mettez cette carte sur le champ de "
        "bataille et mettez toutes les autres cartes révélées de cette manière dans votre cimetière.",
    ],
)
def test_demonstratives_and_pronouns_without_a_link(text: str) -> None:
    assert paragraph_links("fr", text, "Garde-chasse") == set()


def test_a_choice_among_steps_in_one_ability_is_not_linked() -> None:
    text = (
        "Au début de l'entretien de chaque adversaire, le joueur choisit entre l'étape de pioche, la phase principale "
        "et la phase de combat. Le joueur passe l'étape ou la phase choisie ce tour-ci."
    )
    assert paragraph_links("fr", text, "Fileuse du destin") == set()


def test_nested_guillemets_stay_inside_the_granted_ability() -> None:
    # Hankyu as printed in French: counter names in « » inside the granted abilities' « ».
    text = (
        "La créature équipée a « {T} : Mettez un marqueur « visée » sur le Hankyu » et « {T}, Retirez tous les "
        "marqueurs « visée » sur le Hankyu : Cette créature inflige à une cible, créature ou joueur, un nombre de "
        "blessures égal au nombre de marqueurs « visée » retirés. »"
    )
    card = mtglinks.parse(text, lang="fr", name="Hankyu")
    assert not card.unparsed
    put, remove = card.abilities[0].children
    assert put.kind == remove.kind == "activated"
    assert put.text == "{T} : Mettez un marqueur « visée » sur le Hankyu"
    assert [part.kind for part in remove.cost] == ["cost:tap", "cost:remove_counters"]
    assert remove.text.endswith("au nombre de marqueurs « visée » retirés.")
    assert card.text[slice(*remove.span)] == remove.text


def test_a_counter_name_in_quotes_is_not_a_granted_ability() -> None:
    # Jhoira of the Ghitu as printed in French: « temps » names the counter.
    text = (
        "{2}, Exilez une carte non-terrain de votre main : Mettez quatre marqueurs « temps » sur la carte exilée. "
        "Si elle n'a pas de suspension, elle acquiert la suspension."
    )
    card = mtglinks.parse(text, lang="fr", name="Jhoira du Ghitu")
    (ability,) = card.abilities
    assert ability.kind == "activated" and ability.children == []
    assert "« temps »" in ability.text
