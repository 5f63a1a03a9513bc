"""French exile read by the effect tree (issue #23: the `exile` patterns of lang/fr/patterns.py): older printed "cette
carte" that points back to a card the ability has just named (lang/template_anaphora.py,
lang/fr/anaphora_words.py), and the older exile sentences of grammar/effects-fr/9-frexile.lark, on the real cards'
printed French text."""

from __future__ import annotations

import mtglinks
from mtglinks.features.queries import halves
from mtglinks.features.tree import tree_kinds
from mtglinks.kinds import EffectKind, FeatureKind
from mtglinks.tree import Ability, Action, Card, Reference


def analyzed(name: str, text: str) -> Card:
    return mtglinks.analyze(text, lang="fr", name=name)


def untyped(ability: Ability) -> list[str]:
    return [node.text for node in ability.effects if node.kind == EffectKind.UNTYPED]


def exiles(ability: Ability) -> list[Action]:
    return [node for node in ability.effects if isinstance(node, Action) and node.verb == "exile"]


def links(card: Card) -> set[tuple[str, int, int]]:
    paragraph = {ability.id: ability.paragraph for ability in card.iter_abilities()}
    return {(str(link.rule), paragraph[link.source], paragraph[link.target]) for link in card.links}


def tree_exiles(ability: Ability) -> bool:
    return any(half.kind == FeatureKind.EXILE for half in halves(ability))


def test_this_card_after_a_card_just_named_points_back() -> None:
    # Fielleux mesmérien (printed-fr): the card chosen from the hand is exiled, not the Fiend itself.
    card = analyzed(
        "Fielleux mesmérien",
        "Quand le Fielleux mesmérien arrive en jeu, l'adversaire ciblé révèle sa main et vous y choisissez une carte"
        " non-terrain. Retirez cette carte de la partie.\n"
        "Quand le Fielleux mesmérien quitte le jeu, renvoyez la carte retirée dans la main de son propriétaire.",
    )
    first = card.abilities[0]
    (exile,) = exiles(first)
    (thing,) = exile.objects
    assert isinstance(thing, Reference) and thing.refers == "anaphora" and thing.text == "cette carte"
    assert tree_exiles(first)


def test_this_card_after_a_creature_dying_points_back() -> None:
    # Cuve de mimétisme (dev-printed-fr): "exiler cette carte" is the creature card just put into the graveyard.
    card = analyzed(
        "Cuve de mimétisme",
        "Empreinte — À chaque fois qu'une créature non-jeton est mise dans un cimetière depuis le champ de bataille,"
        " vous pouvez exiler cette carte. Si vous faites ainsi, renvoyez dans le cimetière de son propriétaire chaque"
        " autre carte exilée avec la Cuve de mimétisme.",
    )
    (exile,) = exiles(card.abilities[0])
    assert [getattr(thing, "refers", None) for thing in exile.objects] == ["anaphora"]
    assert tree_exiles(card.abilities[0])


def test_this_card_with_no_card_before_it_is_the_card_itself() -> None:
    # Chancelier de la forge (printed-fr): no card named before "cette carte": the card itself ("~").
    card = analyzed(
        "Chancelier de la forge",
        "Vous pouvez révéler cette carte depuis votre main de départ. Si vous faites ainsi, au début du premier"
        " entretien, mettez sur le champ de bataille un jeton de créature 1/1 rouge Gobelin avec la célérité.",
    )
    first = card.abilities[0]
    assert "~" in first.normalized_text.text and "cette carte" not in first.normalized_text.text


def test_this_card_exiled_face_up_instead() -> None:
    # Masque d'uba (printed-fr): "retire cette carte de la partie, face visible, à la place" (607.2b).
    card = analyzed(
        "Masque d'uba",
        "Si un joueur devait piocher une carte, ce joueur retire cette carte de la partie, face visible, à la place.\n"
        "Chaque joueur peut jouer des cartes qu'il a retirées de la partie avec le Masque d'uba ce tour-ci.",
    )
    first = card.abilities[0]
    assert untyped(first) == []
    (exile,) = exiles(first)
    assert {"face_up", "instead"} <= set(exile.detail)
    assert [(half.kind, half.value) for half in halves(first) if half.kind == FeatureKind.EXILE] == [
        (FeatureKind.EXILE, "replacement")
    ]


def test_instead_before_the_zone_and_face_down_before_the_object() -> None:
    # Destin partagé (dev-printed-fr): "il retire à la place de la partie, face cachée, la carte du dessus …".
    card = analyzed(
        "Destin partagé",
        "Si un joueur devait piocher une carte, il retire à la place de la partie, face cachée, la carte du dessus de"
        " la bibliothèque d'un adversaire.\n"
        "Chaque joueur peut regarder et jouer les cartes qu'il a retirées de la partie avec le Destin partagé comme si"
        " elles étaient dans sa main.",
    )
    first = card.abilities[0]
    assert untyped(first) == []
    (exile,) = exiles(first)
    assert {"face_down", "instead"} <= set(exile.detail)
    assert exile.zone_to == "exile"


def test_objects_whose_last_names_its_zone_with_des() -> None:
    # Ange de la sérénité (dev-printed-fr): "… du champ de bataille et/ou cartes de créature des cimetières".
    card = analyzed(
        "Ange de la sérénité",
        "Vol\n"
        "Quand l'Ange de la sérénité arrive sur le champ de bataille, vous pouvez exiler jusqu'à trois autres créatures"
        " ciblées du champ de bataille et/ou cartes de créature des cimetières.\n"
        "Quand l'Ange de la sérénité quitte le champ de bataille, renvoyez les cartes exilées dans les mains de leurs"
        " propriétaires.",
    )
    second = card.abilities[1]
    assert untyped(second) == []
    (exile,) = exiles(second)
    assert [getattr(thing, "zone", None) for thing in exile.objects] == ["battlefield", "graveyard"]
    assert tree_exiles(second)


def test_a_zone_after_a_single_object_is_not_read() -> None:
    # the zone alone after one object is no list's last zone: 9-frexile.lark refuses it, the sentence stays untyped
    card = analyzed("Ange de la sérénité", "Exilez toutes les cartes de créature des cimetières.")
    assert exiles(card.abilities[0]) == []
    assert len(untyped(card.abilities[0])) == 1


def test_exile_is_read_from_the_tree() -> None:
    assert "exile" in tree_kinds("fr")


def test_hands_and_graveyards_of_all_opponents() -> None:
    # Ashiok, tisseur de cauchemars (printed-fr): "-10 : Exilez toutes les cartes des mains et des cimetières de tous
    # les adversaires." — the cards its second ability puts onto the battlefield (607.2a).
    card = analyzed(
        "Ashiok, tisseur de cauchemars",
        "+2 : Exilez les trois cartes du dessus de la bibliothèque de l'adversaire ciblé.\n"
        "-X : Mettez sur le champ de bataille, sous votre contrôle, une carte de créature exilée par Ashiok, tisseur de"
        " cauchemars avec un coût converti de mana de X. Cette créature est un cheval de cauchemar en plus de ses"
        " autres types.\n"
        "-10 : Exilez toutes les cartes des mains et des cimetières de tous les adversaires.",
    )
    last = card.abilities[2]
    assert untyped(last) == []
    (exile,) = exiles(last)
    assert [getattr(thing, "zone", None) for thing in exile.objects] == ["hand", "graveyard"]
    assert links(card) == {("607.2a", 0, 1), ("607.2a", 2, 1)}


def test_one_of_them_face_down() -> None:
    # Carapace clone (printed-fr): "exilez-en une face cachée" (the English "exile one of them face down").
    card = analyzed(
        "Carapace clone",
        "Empreinte — Quand la Carapace clone arrive sur le champ de bataille, regardez les quatre cartes du dessus de"
        " votre bibliothèque, exilez-en une face cachée, puis mettez le reste au-dessous de votre bibliothèque dans"
        " l'ordre de votre choix.\n"
        "Quand la Carapace clone est mise dans un cimetière depuis le champ de bataille, retournez la carte exilée face"
        " visible. Si c'est une carte de créature, mettez-la sur le champ de bataille sous votre contrôle.",
    )
    first = card.abilities[0]
    assert untyped(first) == []
    (exile,) = exiles(first)
    assert exile.amount == "1" and "face_down" in exile.detail
    assert ("607.2a", 0, 1) in links(card)


def test_the_number_of_cards_of_your_choice() -> None:
    # Horizons interminables (printed-fr, printed-fr-modern): "cherchez dans votre bibliothèque le nombre de cartes de
    # plaine de votre choix et retirez-les de la partie" (the English "any number of Plains cards").
    card = analyzed(
        "Horizons interminables",
        "Quand les Horizons interminables arrivent en jeu, cherchez dans votre bibliothèque le nombre de cartes de"
        " plaine de votre choix et retirez-les de la partie. Mélangez ensuite votre bibliothèque.\n"
        "Au début de votre entretien, vous pouvez mettre dans votre main une carte qui vous appartient et qui a été"
        " retirée de la partie avec les Horizons interminables.",
    )
    first = card.abilities[0]
    assert untyped(first) == []
    (search,) = [node for node in first.effects if isinstance(node, Action) and node.verb == "search"]
    assert [getattr(thing, "determiner", None) for thing in search.objects] == ["any_number"]
    assert links(card) == {("607.2a", 0, 1)}


def test_until_an_infinitive() -> None:
    # Orage de probabilités (printed-fr): "jusqu'à exiler une carte qui partage un type de carte avec lui".
    card = analyzed(
        "Orage de probabilités",
        "À chaque fois qu'un joueur lance un sort depuis sa main, ce joueur l'exile puis exile les cartes du dessus de"
        " sa bibliothèque jusqu'à exiler une carte qui partage un type de carte avec lui. Ce joueur peut lancer cette"
        " carte sans payer son coût de mana. Il met ensuite toutes les cartes exilées avec l'Orage de probabilités au"
        "-dessous de sa bibliothèque dans un ordre aléatoire.",
    )
    first = card.abilities[0]
    (_, repeated) = exiles(first)
    assert repeated.condition is not None and repeated.condition.test == "until"
    assert ("607.2a", 0, 0) in links(card)


def test_a_single_graveyard_and_a_card_other_than_a_land_card() -> None:
    # Hélice tisse-sort (printed-fr): "deux cartes de rituel ciblées dans un même cimetière"; Prison cérébrale:
    # "choisissez-y une carte autre qu'une carte de terrain et retirez cette carte de la partie".
    helix = analyzed(
        "Hélice tisse-sort",
        "Empreinte Quand l'Hélice tisse-sort arrive en jeu, vous pouvez retirer de la partie deux cartes de rituel"
        " ciblées dans un même cimetière.",
    )
    assert untyped(helix.abilities[0]) == []
    assert [getattr(thing, "zone", None) for thing in exiles(helix.abilities[0])[0].objects] == ["graveyard"]
    prison = analyzed(
        "Prison cérébrale",
        "Empreinte Quand la Prison cérébrale arrive en jeu, vous pouvez faire que le joueur ciblé révèle sa main. Si"
        " vous le faites, choisissez-y une carte autre qu'une carte de terrain et retirez cette carte de la partie.",
    )
    (exile,) = exiles(prison.abilities[0])
    assert [getattr(thing, "refers", None) for thing in exile.objects] == ["anaphora"]
    assert tree_exiles(prison.abilities[0])
