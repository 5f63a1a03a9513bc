"""French word orders read as the English Oracle's: "au hasard" before the object (`random_first_shapes.py`) and
"excepté les" after the objects (`lang/fr/effect_except_for.py`). Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_reveals_a_card_at_random_from_their_hand_ignite_memories() -> None:
    # Embrasement des souvenirs (Ignite Memories): "Target player reveals a card at random from their hand."
    (reveal, *_rest) = effects(
        parse("Embrasement des souvenirs", "Le joueur ciblé révèle au hasard une carte de sa main.")
    )
    assert isinstance(reveal, Action) and reveal.verb == "reveal" and reveal.zone_from == "hand"
    (card,) = reveal.objects
    assert isinstance(card, ObjectPhrase) and card.qualifiers == ["random"] and card.types == ["card"]


def test_destroy_all_permanents_except_for_artifacts_and_lands_scourglass() -> None:
    # Sablier d'écurage (Scourglass): "Destroy all permanents except for artifacts and lands."
    text = "Détruisez tous les permanents excepté les artefacts et les terrains."
    (destroy,) = effects(parse("Sablier d'écurage", text))
    assert isinstance(destroy, Action) and destroy.verb == "destroy"
    (permanents,) = destroy.objects
    assert isinstance(permanents, ObjectPhrase) and permanents.qualifiers == ["except_for"]
    assert [o.types for o in permanents.related] == [["artifact"], ["land"]]  # type: ignore[attr-defined]


def test_no_player_can_cast_more_than_one_spell_each_turn_rule_of_law() -> None:
    # Autorité de la loi (Rule of Law): "Each player can't cast more than one spell each turn."
    (cast,) = effects(parse("Autorité de la loi", "Aucun joueur ne peut jouer plus d'un sort par tour."))
    assert isinstance(cast, Action) and cast.verb == "cast" and cast.negated
    (spells,) = cast.objects
    assert isinstance(spells, ObjectPhrase) and spells.determiner == "more_than" and spells.count == "1"
    assert spells.qualifiers == ["each_turn"]


def test_that_many_cards_from_the_top_of_their_library_psychic_spiral() -> None:
    # Spirale psychique (Psychic Spiral): "Target player puts that many cards from the top of his or her library into
    # his or her graveyard."
    text = "Le joueur ciblé met autant de cartes du dessus de sa bibliothèque dans son cimetière."
    (put,) = effects(parse("Spirale psychique", text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "graveyard"
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "that_many" and cards.zone == "library"


def test_each_player_who_searched_their_library_this_way_shuffles_boldwyr_heavyweights() -> None:
    # Poids-lourds boldwyriens (Boldwyr Heavyweights): "… Then each player who searched their library this way
    # shuffles."
    text = "Ensuite, chaque joueur qui a cherché dans sa bibliothèque de cette manière la mélange."
    (shuffle,) = effects(parse("Poids-lourds boldwyriens", text))
    assert isinstance(shuffle, Action) and shuffle.verb == "shuffle"
    assert isinstance(shuffle.actor, PlayerPhrase) and shuffle.actor.who == "each_player"
    (searched,) = shuffle.actor.relative
    assert isinstance(searched, Action) and searched.verb == "search" and searched.detail == ["this_way"]
    assert searched.zone_from == "library"


def test_on_top_of_their_owners_libraries_rebuking_ceremony() -> None:
    # Cérémonie de la Réprimande (Rebuking Ceremony): "Put two target artifacts on top of their owners' libraries."
    text = "Mettez deux artefacts ciblés au-dessus de la bibliothèque de leur propriétaire."
    (put,) = effects(parse("Cérémonie de la Réprimande", text))
    assert isinstance(put, Action) and put.verb == "put" and put.zone_to == "library"


def test_white_creatures_you_control_also_gain_first_strike_sanctified_charge() -> None:
    # Charge sanctifiée (Sanctified Charge): "White creatures you control also gain first strike until end of turn."
    text = "Les créatures blanches que vous contrôlez acquièrent aussi l'initiative jusqu'à la fin du tour."
    (gain,) = effects(parse("Charge sanctifiée", text))
    assert isinstance(gain, Action) and gain.verb == "gain_ability"
    assert gain.detail == ["keyword:first strike", "also"]


def test_also_regenerate_each_other_creature_you_control_dark_dabbling() -> None:
    # Obscure expérimentation (Dark Dabbling): "… also regenerate each other creature you control."
    text = (
        "S'il y a au moins deux cartes d'éphémère et/ou de rituel dans votre cimetière, régénérez aussi chaque autre "
        "créature que vous contrôlez."
    )
    (regenerate,) = effects(parse("Obscure expérimentation", text))
    assert isinstance(regenerate, Action) and regenerate.verb == "regenerate" and regenerate.detail == ["also"]


def test_also_is_read_only_after_a_verb() -> None:
    # "aussi" elsewhere keeps no category: "… sont aussi indestructibles" is not read
    text = "Ces créatures sont aussi indestructibles ce tour-ci."
    assert [e for e in effects(parse("x", text)) if not isinstance(e, Action)]
