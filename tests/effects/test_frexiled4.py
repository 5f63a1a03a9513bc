"""French references to the card another ability exiled, read from the effect tree (issue #23: `the_exiled_card` and
`exiled_with_named_ref` moved from the patterns): the name or number of the exiled card compared or counted, the card
imprinted, the totals of the exiled cards; real printed-fr card texts (lang/fr/effect_frexiled4_words.py,
grammar/effects-fr/9-frexiled4.lark, effects/frexiled4_shapes.py)."""

from __future__ import annotations

import mtglinks
from mtglinks.features import tree
from mtglinks.kinds import FeatureKind as K
from mtglinks.lang.fr import patterns
from mtglinks.tree import Action, EffectCondition, ObjectPhrase, Reference, Untyped


def _links(card: mtglinks.Card) -> set[tuple[str, int, int]]:
    """The card's links as (rule, source paragraph, target paragraph)."""
    return {
        (str(link.rule), card.ability(link.source).paragraph, card.ability(link.target).paragraph)
        for link in card.links
    }


def _referring(card: mtglinks.Card, paragraph: int) -> list[str]:
    """The kinds of the referring halves the tree reads in one paragraph."""
    return [str(f.kind) for f in card.ability(paragraph).features if str(f.role) == "referring"]


def _effects(card: mtglinks.Card, paragraph: int) -> list:
    return card.ability(paragraph).effects


def test_the_kinds_are_read_from_the_tree_and_their_patterns_are_gone() -> None:
    assert {"the_exiled_card", "exiled_with_named_ref"} <= set(tree.tree_kinds("fr"))
    kinds = {entry[0] for entry in patterns.PATTERNS}
    assert "the_exiled_card" not in kinds
    assert "exiled_with_named_ref" not in kinds


def test_same_name_as_the_exiled_card() -> None:
    # Rituel d'exclusion (Exclusion Ritual)
    card = mtglinks.analyze(
        "Empreinte — Quand le Rituel d'exclusion arrive sur le champ de bataille, exilez le permanent non-terrain "
        "ciblé.\nLes joueurs ne peuvent pas lancer de sorts ayant le même nom que la carte exilée.",
        lang="fr",
        name="Rituel d'exclusion",
    )
    (action,) = _effects(card, 1)
    assert isinstance(action, Action)
    (spells,) = action.objects
    assert isinstance(spells, ObjectPhrase)
    assert spells.qualifiers == ["same:name:exiled_with"]
    assert _referring(card, 1) == [K.THE_EXILED_CARD]
    assert ("607.2a", 0, 1) in _links(card)


def test_a_land_of_the_same_name_as_the_exiled_card() -> None:
    # Parasite envahisseur (Invader Parasite)
    card = mtglinks.analyze(
        "Empreinte — Quand le Parasite envahisseur arrive sur le champ de bataille, exilez le terrain ciblé.\n"
        "À chaque fois qu'un terrain du même nom que la carte exilée arrive sur le champ de bataille sous le contrôle "
        "d'un adversaire, le Parasite envahisseur inflige 2 blessures à ce joueur.",
        lang="fr",
        name="Parasite envahisseur",
    )
    assert ("607.2a", 0, 1) in _links(card)


def test_same_name_as_the_card_exiled_by_the_object() -> None:
    # Pillard cérébral (Mindreaver): "la carte exilée par ~", the card exiled with the object itself
    card = mtglinks.analyze(
        "Héroïque — À chaque fois que vous lancez un sort qui cible le Pillard cérébral, exilez les trois cartes du "
        "dessus de la bibliothèque du joueur ciblé.\n{U}{U}, sacrifiez le Pillard cérébral : Contrecarrez le sort "
        "ciblé ayant le même nom que la carte exilée par le Pillard cérébral.",
        lang="fr",
        name="Pillard cérébral",
    )
    assert _referring(card, 1) == [K.EXILED_WITH_SELF]
    assert ("607.2a", 0, 1) in _links(card)


def test_the_mana_value_of_the_exiled_card() -> None:
    # Sapience vivante (Living Lore)
    card = mtglinks.analyze(
        "Au moment où la Sapience vivante arrive sur le champ de bataille, exilez une carte d'éphémère ou de rituel "
        "depuis votre cimetière.\nLa force et l'endurance de la Sapience vivante sont chacune égales au coût converti "
        "de mana de la carte exilée.",
        lang="fr",
        name="Sapience vivante",
    )
    (action,) = _effects(card, 1)
    assert isinstance(action, Action)
    assert action.amount == "mana_value:of:exiled_with"
    assert ("607.2b", 0, 1) in _links(card)


def test_x_and_y_the_power_and_toughness_of_the_exiled_creature_card() -> None:
    # Ingurgitateur phyrexian (Phyrexian Ingester)
    card = mtglinks.analyze(
        "Empreinte — Quand l'Ingurgitateur phyrexian arrive sur le champ de bataille, vous pouvez exiler une créature "
        "non-jeton ciblée.\nL'Ingurgitateur phyrexian gagne +X/+Y, X étant la force de la carte de créature exilée "
        "et Y, son endurance.",
        lang="fr",
        name="Ingurgitateur phyrexian",
    )
    (action,) = _effects(card, 1)
    assert isinstance(action, Action)
    assert action.amount == "power/toughness"
    assert isinstance(action.per, Reference)
    assert action.per.refers == "exiled_with"
    assert ("607.2a", 0, 1) in _links(card)


def test_the_total_power_of_the_exiled_cards() -> None:
    # Goule suturée (Sutured Ghoul): the second clause's verb left out
    card = mtglinks.analyze(
        "Piétinement\nAu moment où la Goule suturée arrive sur le champ de bataille, exilez n'importe quel nombre de "
        "cartes de créature de votre cimetière.\nLa force de la Goule suturée est égale au total des forces des "
        "cartes exilées et son endurance au total de leurs endurances.",
        lang="fr",
        name="Goule suturée",
    )
    power, toughness = _effects(card, 2)
    assert isinstance(power, Action)
    assert isinstance(toughness, Action)
    assert power.detail == ["set:power"]
    assert isinstance(power.per, Reference)
    assert power.per.refers == "exiled_with"
    assert (toughness.detail, toughness.amount) == (["set:toughness"], "total_toughness")
    assert ("607.2b", 1, 2) in _links(card)


def test_a_creature_card_it_has_imprinted() -> None:
    # Répliquant masque-mort (Death-Mask Duplicant)
    card = mtglinks.analyze(
        "Empreinte {1} : Retirez de la partie la carte de créature ciblée dans votre cimetière. (Cet artefact a "
        "l'empreinte de la carte retirée.)\nTant qu'une carte de créature dont il a l'empreinte a le vol, le "
        "Répliquant masque-mort a le vol.",
        lang="fr",
        name="Répliquant masque-mort",
    )
    assert _referring(card, 1) == [K.THE_EXILED_CARD]
    assert ("607.2a", 0, 1) in _links(card)


def test_as_long_as_it_has_a_creature_card_imprinted() -> None:
    # Répliquant (Duplicant): the condition, and the three values of the card had
    card = mtglinks.analyze(
        "Empreinte Quand le Changeforme arrive en jeu, vous pouvez retirer de la partie la créature non-jeton ciblée. "
        "(Cet artefact a l'empreinte de la carte retirée.)\nTant que le Répliquant a l'empreinte d'une carte de "
        "créature, il a la force, l'endurance et les types de créature de cette carte.",
        lang="fr",
        name="Répliquant",
    )
    (action,) = _effects(card, 1)
    assert isinstance(action, Action)
    assert action.detail == ["set:power_toughness_creature_types"]
    assert isinstance(action.condition, EffectCondition)
    assert action.condition.test == "as_long_as:exiled_with:is:creature"
    assert ("607.2a", 0, 1) in _links(card)


def test_the_card_it_has_imprinted_in_a_sentence_not_read_whole() -> None:
    # Golem miroir (Mirror Golem): the sentence stays untyped, its object phrase refers
    card = mtglinks.analyze(
        "Empreinte Quand le Golem miroir arrive en jeu, vous pouvez retirer de la partie la carte ciblée dans un "
        "cimetière. (Cet artefact a l'empreinte de la carte retirée.)\nLe Golem miroir a la protection contre chacun "
        "des types de carte de la carte dont il a l'empreinte.",
        lang="fr",
        name="Golem miroir",
    )
    (untyped,) = _effects(card, 1)
    assert isinstance(untyped, Untyped)
    assert any(isinstance(p, ObjectPhrase) and "past:imprint" in p.qualifiers for p in untyped.phrases)
    assert ("607.2a", 0, 1) in _links(card)


def test_shares_a_color_with_the_card_it_has_imprinted() -> None:
    # Bouclier funèbre (Mourner's Shield): the object shared with kept in `related`
    card = mtglinks.analyze(
        "Empreinte Quand le Bouclier funèbre arrive en jeu, vous pouvez retirer de la partie la carte ciblée dans un "
        "cimetière. (Cet artefact a l'empreinte de la carte retirée.)\n{2}, {T} : Prévenez toutes les blessures qui "
        "devaient êtres infligées pendant ce tour par une source de votre choix qui partage une couleur avec la carte "
        "dont le Bouclier funèbre a l'empreinte.",
        lang="fr",
        name="Bouclier funèbre",
    )
    assert ("607.2a", 0, 1) in _links(card)


def test_cards_exiled_with_cards_named_as_the_object() -> None:
    # no French card prints it yet: rule 607.2m's own wording ("exilée avec une carte appelée [le nom de cet objet]")
    card = mtglinks.analyze(
        "Vous pouvez lancer une carte exilée avec une carte appelée Arsenal secret.", lang="fr", name="Arsenal secret"
    )
    (action,) = _effects(card, 0)
    assert isinstance(action, Action)
    (cards,) = action.objects
    assert isinstance(cards, ObjectPhrase)
    assert cards.qualifiers == ["exiled_with_named"]
    assert _referring(card, 0) == [K.EXILED_WITH_NAMED_REF]


def test_a_spell_from_among_the_cards_exiled_by_the_object() -> None:
    # Jarre d'âme du Grand serpent (Serpent's Soul-Jar, printed-fr-modern): "parmi les cartes exilées par ~"
    card = mtglinks.analyze(
        "À chaque fois qu'un elfe que vous contrôlez meurt, exilez-le.\n{T}, payez 2 points de vie : Jusqu'à la fin du "
        "tour, vous pouvez lancer un sort de créature parmi les cartes exilées par la Jarre d'âme du Grand serpent.",
        lang="fr",
        name="Jarre d'âme du Grand serpent",
    )
    spell = next(
        node for ability in card.iter_abilities() for node in _objects(ability.effects) if "spell" in node.types
    )
    assert spell.qualifiers == ["from_among:exiled_with"]
    assert any(link.rule == "607.2a" for link in card.links)


def _objects(nodes: list) -> list[ObjectPhrase]:
    """The object phrases the actions of a list of nodes act on."""
    return [
        thing for node in nodes if isinstance(node, Action) for thing in node.objects if isinstance(thing, ObjectPhrase)
    ]
