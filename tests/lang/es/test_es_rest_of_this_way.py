"""Spanish sentences typed so that "de esta manera" is read by the effect tree where the patterns read it (issue #23):
"el resto de las cartas mostradas de esta manera" (the English "the rest of the cards revealed this way"), "el resto
de las cartas mostradas", and a relative clause of what a player did this way ("las cartas que mostraste de esta
manera", "cada carta que haya mostrado de esta manera")."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.features import patterns, tree
from mtglinks.features.queries import halves
from mtglinks.kinds import FeatureKind as K
from mtglinks.tree import Action, Card, ObjectPhrase


def analyzed(name: str, text: str) -> Card:
    return mtglinks.analyze(text, lang="es", name=name)


def tree_kinds(card: Card) -> set[K]:
    return {half.kind for ability in card.iter_abilities() for half in halves(ability)}


def test_rest_of_the_cards_revealed_this_way() -> None:
    # Toque del mago etéreo, its last sentence as printed in Spanish.
    card = analyzed(
        "Toque del mago etéreo",
        "Luego pon el resto de las cartas mostradas de esta manera en el fondo de tu biblioteca en cualquier orden.",
    )
    assert is_typed(card_effects(card))
    (put,) = [node for node in card_effects(card) if isinstance(node, Action)]
    (rest,) = put.objects
    assert isinstance(rest, ObjectPhrase) and rest.determiner == "anaphora" and rest.types == ["card"]
    assert "revealed_this_way" in rest.qualifiers
    assert put.zone_to == "library"
    assert {K.THIS_WAY_REF, K.THIS_WAY} <= tree_kinds(card)


def test_rest_of_the_revealed_cards() -> None:
    # Red de pesca profunda, as printed in Spanish: the first object revealed this way, the rest an anaphora.
    card = analyzed(
        "Red de pesca profunda",
        "Muestra cartas de la parte superior de tu biblioteca hasta que muestres tres cartas que no sean tierra."
        " Pon las cartas que no sean tierras mostradas de esta manera en tu mano, luego pon el resto de las cartas"
        " mostradas en la parte inferior de tu biblioteca en cualquier orden.",
    )
    puts = [node for node in card_effects(card) if isinstance(node, Action) and node.text.lower().startswith("pon")]
    assert len(puts) == 2
    (rest,) = puts[1].objects
    assert isinstance(rest, ObjectPhrase) and rest.determiner == "anaphora" and rest.qualifiers == ["of:anaphora"]
    assert K.THIS_WAY_REF in tree_kinds(card)


def test_zone_after_a_reference_keeps_from() -> None:
    # "de" after a reference is still where from when a zone follows ("esa carta de tu cementerio").
    card = analyzed("", "Regresa esa carta de tu cementerio a tu mano.")
    (ret,) = [node for node in card_effects(card) if isinstance(node, Action)]
    assert ret.zone_from == "graveyard" and ret.zone_to == "hand"


def test_cards_you_revealed_this_way() -> None:
    # Sanity Grinding (Moler la cordura), its last sentence as printed in Spanish: "que mostraste de esta manera".
    card = analyzed(
        "Moler la cordura",
        "Luego pon todas las cartas que mostraste de esta manera en el fondo de tu biblioteca en cualquier orden.",
    )
    assert is_typed(card_effects(card))
    (put,) = [node for node in card_effects(card) if isinstance(node, Action)]
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and "revealed_this_way" in cards.qualifiers
    assert {K.THIS_WAY_REF, K.THIS_WAY} <= tree_kinds(card)


def test_cards_each_player_exiled_this_way() -> None:
    # Living Death (La muerte de los vivos), as printed in Spanish.
    card = analyzed(
        "La muerte de los vivos",
        "Cada jugador exilia todas las cartas de criatura de su cementerio, luego sacrifica todas las criaturas que"
        " controla, luego pone todas las cartas que exilió de esta manera en el campo de batalla.",
    )
    assert is_typed(card_effects(card))
    last = [node for node in card_effects(card) if isinstance(node, Action)][-1]
    (cards,) = last.objects
    assert isinstance(cards, ObjectPhrase) and "exiled_this_way" in cards.qualifiers
    assert last.zone_to == "battlefield"


def test_passive_revealed_this_way() -> None:
    # Losas aplastadoras and Disecador de pensamientos, as printed in Spanish: a reveal done this way.
    slabs = analyzed(
        "Losas aplastadoras",
        "Si una carta llamada Losas aplastadoras fue mostrada de esta manera, Losas aplastadoras hacen 7 puntos de daño"
        " a la criatura o jugador objetivo.",
    )
    dissector = analyzed(
        "Disecador de pensamientos",
        "Si se mostró una carta de artefacto de esta manera, ponla en juego bajo tu control y sacrifica el Disecador de"
        " pensamientos.",
    )
    for card in (slabs, dissector):
        assert is_typed(card_effects(card))
        assert {K.THIS_WAY_REF, K.THIS_WAY} <= tree_kinds(card)


def test_amounts_and_objects_this_way() -> None:
    # Mentes que brillan, Indignación de Liliana, Carga a través de Araba, Desangrar (sentences as printed)
    texts = (
        "Cada jugador roba X cartas, donde X es la cantidad total de maná pagado de esta manera.",
        "El jugador objetivo pierde 2 vidas por cada carta de criatura que vaya al cementerio de esta manera.",
        "Las criaturas que controles obtienen +1/+1 hasta el final del turno por cada llanura que hayas regresado de"
        " esta manera.",
        "Ganas vidas igual a la cantidad de vidas perdida de esta manera.",
    )
    for text in texts:
        card = analyzed("", text)
        assert is_typed(card_effects(card)), text
        assert K.THIS_WAY in tree_kinds(card), text


def test_instead_of_into_the_graveyard() -> None:
    # Lapsus de certeza, as printed in Spanish (the English "instead of into its owner's graveyard").
    card = analyzed(
        "Lapsus de certeza",
        "Contrarresta el hechizo objetivo. Si ese hechizo es contrarrestado de esta manera, ponlo en la parte superior"
        " de la biblioteca de su propietario en vez de en su cementerio.",
    )
    assert is_typed(card_effects(card))
    put = [node for node in card_effects(card) if isinstance(node, Action)][-1]
    assert put.zone_to == "library"
    assert K.THIS_WAY in tree_kinds(card)


def test_spanish_this_way_ref_is_read_from_the_tree() -> None:
    # Spanish this_way_ref has no pattern left: "mostradas de esta manera" is read from the tree (FROM_TREE)
    assert "this_way_ref" in tree.tree_kinds("es")
    assert not [p for p in patterns.language_data("es").patterns if p.kind == "this_way_ref"]
    card = analyzed(
        "Toque del mago etéreo",
        "Luego pon el resto de las cartas mostradas de esta manera en el fondo de tu biblioteca en cualquier orden.",
    )
    (ability,) = card.iter_abilities()
    (ref,) = [feature for feature in ability.features if feature.kind == "this_way_ref"]
    assert ref.text == "el resto de las cartas mostradas de esta manera"  # the tree's object, not a pattern's words


def test_damage_prevented_this_way_as_in_english() -> None:
    # Pureza, as printed in Spanish: the amount is the English "the damage prevented this way" (the tree reads this_way)
    card = analyzed("Pureza", "Ganas vida igual a la cantidad de daño prevenido de esta manera.")
    (gain,) = [node for node in card_effects(card) if isinstance(node, Action)]
    assert gain.amount == "damage_prevented_this_way"
    assert K.THIS_WAY in tree_kinds(card)
