"""French choices and references to them read from the effect tree (issue #23: `choose` and `chosen_ref` in FROM_TREE):
the value a choice chooses, the noun a reference names before its participle, and the links they make, on the real
cards' printed French text (words in lang/fr/effect_choices.py, grammar in grammar/effects-fr/7-choices.lark)."""

from __future__ import annotations

import mtglinks
from mtglinks.features.tree import tree_kinds
from mtglinks.kinds import EffectKind
from mtglinks.tree import Card, Feature


def analyzed(name: str, text: str) -> Card:
    return mtglinks.analyze(text, lang="fr", name=name)


def features(card: Card, kind: str) -> list[Feature]:
    return [f for ability in card.iter_abilities() for f in ability.features if str(f.kind) == kind]


def links(card: Card) -> set[tuple[str, int, int]]:
    paragraph = {ability.id: ability.paragraph for ability in card.iter_abilities()}
    return {(str(link.rule), paragraph[link.source], paragraph[link.target]) for link in card.links}


def untyped(card: Card) -> list[str]:
    return [
        node.text for ability in card.iter_abilities() for node in ability.effects if node.kind == EffectKind.UNTYPED
    ]


def test_kinds_read_from_the_tree() -> None:
    assert {"choose", "chosen_ref"} <= tree_kinds("fr")


def test_type_had_beside_the_others() -> None:
    # Cendres des déchus (dev-printed-fr): "a le type de créature choisi en plus de ses autres types".
    card = analyzed(
        "Cendres des déchus",
        "Au moment où les Cendres des déchus arrivent en jeu, choisissez un type de créature.\n"
        "Chaque carte de créature de votre cimetière a le type de créature choisi en plus de ses autres types.",
    )
    assert untyped(card) == []
    assert [f.value for f in features(card, "choose")] == ["creature_type"]
    # the nouns before "choisi" as the patterns read them: "créature", "type de créature", "type"
    assert "creature_type" in {f.value for f in features(card, "chosen_ref")}
    assert links(card) == {("607.2d", 0, 1)}


def test_war_or_peace() -> None:
    # Archange de la discorde: "choisit entre la guerre et la paix", the players "qui ont choisi la guerre" (607.2f).
    card = analyzed(
        "Archange de la discorde",
        "Vol\n"
        "Au moment où l'Archange de la discorde arrive sur le champ de bataille, chaque joueur choisit entre la guerre"
        " et la paix.\n"
        "Les créatures contrôlées par les joueurs qui ont choisi la guerre gagnent +3/+0.\n"
        "Les créatures contrôlées par les joueurs qui ont choisi la paix gagnent +0/+3.",
    )
    assert untyped(card) == []
    assert [f.value for f in features(card, "choose")] == ["words:guerre|paix"]
    assert links(card) == {("607.2f", 1, 2), ("607.2f", 1, 3)}


def test_odd_or_even_and_the_chosen_value() -> None:
    # Privilège de Cendreline: "choisissez pair ou impair", "égal à la valeur choisie".
    card = analyzed(
        "Privilège de Cendreline",
        "Au moment où le Privilège de Cendreline arrive en jeu, choisissez pair ou impair. (Zéro est pair.)\n"
        "Chaque créature ayant un coût converti de mana égal à la valeur choisie a la célérité.\n"
        "Chaque créature n'ayant pas un coût converti de mana égal à la valeur choisie arrive en jeu engagée.",
    )
    assert untyped(card) == []
    assert links(card) == {("607.2f", 0, 1), ("607.2f", 0, 2)}


def test_left_or_right_and_the_last_chosen_direction() -> None:
    # Barrière mystique (dev-printed-fr): "peut uniquement attaquer … dans la dernière direction choisie".
    card = analyzed(
        "Barrière mystique",
        "Quand la Barrière mystique arrive sur le champ de bataille ou au début de votre entretien, choisissez gauche"
        " ou droite.\n"
        "Chaque joueur peut uniquement attaquer l'adversaire assis le plus près de lui dans la dernière direction"
        " choisie et les planeswalkers contrôlés par ce joueur.",
    )
    assert [f.value for f in features(card, "choose")] == ["words:left|right"]
    assert [f.value for f in features(card, "chosen_ref")] == ["words"]
    assert links(card) == {("607.2f", 0, 1)}


def test_name_of_a_card_chosen() -> None:
    # Alhammarret, grand arbitre (dev-printed-fr): "Vous choisissez le nom d'une carte non-terrain …".
    card = analyzed(
        "Alhammarret, grand arbitre",
        "Vol\n"
        "Au moment où Alhammarret, grand arbitre arrive sur le champ de bataille, chaque adversaire révèle sa main."
        " Vous choisissez le nom d'une carte non-terrain révélée de cette manière.\n"
        "Vos adversaires ne peuvent pas lancer de sorts du nom choisi (tant que cette créature est sur le champ de"
        " bataille).",
    )
    assert untyped(card) == []
    assert [f.value for f in features(card, "choose")] == ["card_name"]
    assert [f.value for f in features(card, "chosen_ref")] == ["card_name"]
    assert links(card) == {("607.2d", 1, 2)}


def test_protection_from_creatures_of_the_chosen_type() -> None:
    # Cavaliers de Gavonie: "la protection contre les créatures du type choisi".
    card = analyzed(
        "Cavaliers de Gavonie",
        "Vigilance\n"
        "Au moment où les Cavaliers de Gavonie arrivent sur le champ de bataille, choisissez un type de créature.\n"
        "Les créatures Humain que vous contrôlez ont la protection contre les créatures du type choisi.",
    )
    assert untyped(card) == []
    assert [f.value for f in features(card, "chosen_ref")] == ["type"]
    assert links(card) == {("607.2d", 1, 2)}


def test_a_color_and_a_creature_type() -> None:
    # Reproducteur du projet Jusant: two choices joined by "et", a token "de la couleur et du type choisi".
    card = analyzed(
        "Reproducteur du projet Jusant",
        "Au moment où le Reproducteur du projet Jusant arrive en jeu, choisissez une couleur et un type de créature.\n"
        "Le Reproducteur du projet Jusant arrive en jeu avec X marqueurs « charge » sur lui.\n"
        "{4}, {T} : Mettez en jeu un jeton de créature X/X de la couleur et du type choisi, X étant le nombre de"
        " marqueurs « charge » sur le Reproducteur du projet Jusant.",
    )
    assert sorted(f.value or "" for f in features(card, "choose")) == ["color", "creature_type"]
    assert links(card) == {("607.2d", 0, 2)}


def test_named_card_and_protection_from_the_name() -> None:
    # Halo serti de runes: "nommez une carte", "Vous avez la protection contre le nom choisi."
    card = analyzed(
        "Halo serti de runes",
        "Au moment où le Halo serti de runes arrive en jeu, nommez une carte.\n"
        "Vous avez la protection contre le nom choisi. (Vous ne pouvez pas être ciblé, blessé ou enchanté par quoi que"
        " ce soit qui a ce nom.)",
    )
    assert untyped(card) == []
    assert links(card) == {("607.2d", 0, 1)}


def test_the_chosen_players_upkeep() -> None:
    # Chevalet de torture: "Au début de l'entretien du joueur choisi".
    card = analyzed(
        "Chevalet de torture",
        "Au moment où le Chevalet de torture arrive en jeu, choisissez un adversaire.\n"
        "Au début de l'entretien du joueur choisi, le Chevalet de torture inflige X blessures à ce joueur, X étant 3"
        " moins le nombre de cartes dans sa main.",
    )
    assert [f.value for f in features(card, "choose")] == ["opponent"]
    assert links(card) == {("607.2d", 0, 1)}


def test_the_two_chosen_players_of_a_feud() -> None:
    # Âpre querelle: "une source contrôlée par l'un des joueurs choisis … à l'autre joueur choisi …, cette source …".
    card = analyzed(
        "Âpre querelle",
        "Au moment où l'Âpre querelle arrive sur le champ de bataille, choisissez deux joueurs.\n"
        "Si une source contrôlée par l'un des joueurs choisis devait infliger des blessures à l'autre joueur choisi ou"
        " à un permanent que ce joueur contrôle, cette source inflige le double de ces blessures à ce joueur ou à ce"
        " permanent à la place.",
    )
    assert untyped(card) == []
    assert links(card) == {("607.2d", 0, 1)}


def test_a_source_of_the_chosen_color_that_deals_damage() -> None:
    # Cercle de l'affliction ("vous blesse") and Jugement cruel ("il infligera ces blessures").
    circle = analyzed(
        "Cercle de l'affliction",
        "Au moment où le Cercle de l'affliction arrive en jeu, choisissez une couleur.\n"
        "À chaque fois qu'une source de la couleur choisie vous blesse, vous pouvez payer {1}. Si vous faites ainsi,"
        " le joueur ciblé perd 1 point de vie et vous gagnez 1 point de vie.",
    )
    assert links(circle) == {("607.2d", 0, 1)}
    judgment = analyzed(
        "Jugement cruel",
        "Au moment où le Jugement cruel arrive en jeu, choisissez une couleur.\n"
        "Si un éphémère ou un rituel de la couleur choisie devait vous infliger des blessures, il infligera ces"
        " blessures à son contrôleur à la place.",
    )
    assert untyped(judgment) == []
    assert links(judgment) == {("607.2d", 0, 1)}


def test_each_of_the_chosen_colors() -> None:
    # Sceau du Pacte des Guildes: "pour chacune des couleurs choisies qu'il a".
    card = analyzed(
        "Sceau du Pacte des Guildes",
        "Au moment où le Sceau du Pacte des Guildes arrive sur le champ de bataille, choisissez deux couleurs.\n"
        "Chaque sort que vous lancez coûte {1} de moins à lancer pour chacune des couleurs choisies qu'il a.",
    )
    assert untyped(card) == []
    assert links(card) == {("607.2d", 0, 1)}


def test_an_opponent_chosen_secretly() -> None:
    # Léonine en chasse (printed-fr-modern): "choisissez secrètement un adversaire".
    card = analyzed(
        "Léonine en chasse",
        "Quand la Léonine en chasse arrive sur le champ de bataille, choisissez secrètement un adversaire.\n"
        "Révélez le joueur choisi : Exilez une créature ciblée qui vous attaque si elle est contrôlée par le joueur"
        " choisi. N'activez cette capacité qu'une seule fois.",
    )
    assert [f.value for f in features(card, "choose")] == ["opponent"]
    assert links(card) == {("607.2d", 0, 1)}
