"""French "It's still a land." after a quoted ability (the sentence cut after « … . »), mana paid beside a spell's
cost ("si vous payez {2} de plus pour le lancer", `lang/fr/effect_pay_more.py`) and a maximum hand size
(`lang/fr/effect_hand_size.py`), each read as the English Oracle's wording. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import card_verbs

import mtglinks
from mtglinks.effects.build import sentences
from mtglinks.tree import Action, Card, PlayerPhrase, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_still_a_land_after_the_quoted_ability_raging_ravine() -> None:
    # Ravin enragé (Raging Ravine): "… becomes a 3/3 red and green Elemental creature with "Whenever this creature
    # attacks, put a +1/+1 counter on it." It's still a land."
    text = (
        "{2}{R}{G} : Jusqu'à la fin du tour, le Ravin enragé devient une créature 3/3 rouge et verte Élémental avec "
        "« À chaque fois que cette créature attaque, mettez un marqueur +1/+1 sur elle. » C'est toujours un terrain."
    )
    card = parse("Ravin enragé", text)
    nodes = [e for e in card.abilities[0].effects]
    assert not [e for e in nodes if isinstance(e, Untyped)]
    become, still = nodes
    assert isinstance(become, Action) and become.verb == "become"
    assert isinstance(still, Action) and still.detail == ["is", "still"]
    assert still.text == "C'est toujours un terrain"


def test_the_quote_closes_no_sentence_when_lower_case_follows() -> None:
    # « … » then lower case goes on with the same sentence (no cut inside "… avec « … . » et …")
    text = "Le marais enchanté devient une créature avec « Cette créature gagne +1/+1. » et il a le vol."
    (ability,) = parse("x", text).abilities
    assert len(sentences(ability)) == 1


def test_pay_two_more_to_cast_it_harbinger_of_the_tides() -> None:
    # Annonciateur des marées (Harbinger of the Tides): "You may cast Harbinger of the Tides as though it had flash if
    # you pay {2} more to cast it."
    text = (
        "Vous pouvez lancer l'Annonciateur des marées comme s'il avait le flash si vous payez {2} supplémentaires pour "
        "le lancer."
    )
    card = parse("Annonciateur des marées", text)
    (cast,) = effects(card)
    assert isinstance(cast, Action) and cast.verb == "cast" and cast.condition is not None
    (paid,) = cast.condition.about
    assert isinstance(paid, Action) and paid.verb == "pay" and paid.amount == "{2}"
    assert "more_to_cast" in paid.detail
    assert card_verbs(card) == card_verbs(
        mtglinks.parse(
            "You may cast Harbinger of the Tides as though it had flash if you pay {2} more to cast it.",
            name="Harbinger of the Tides",
        )
    )


def test_pay_one_more_to_cast_it_for_each_risen_executioner() -> None:
    # Exécuteur réanimé (Risen Executioner): "You may cast Risen Executioner from your graveyard if you pay {1} more to
    # cast it for each other creature card in your graveyard."
    text = (
        "Vous pouvez lancer l'Exécuteur réanimé depuis votre cimetière si vous payez {1} de plus pour le lancer pour "
        "chaque autre carte de créature dans votre cimetière."
    )
    nodes = effects(parse("Exécuteur réanimé", text))
    assert not [e for e in nodes if isinstance(e, Untyped)]


def test_each_opponents_maximum_hand_size_is_reduced_by_one_gnat_miser() -> None:
    # Avare aux moucherons (Gnat Miser): "Each opponent's maximum hand size is reduced by one."
    (size,) = effects(
        parse("Avare aux moucherons", "La taille maximale de la main de chaque adversaire est réduite de un.")
    )
    assert isinstance(size, Action) and size.verb == "become" and size.detail == ["reduce:max_hand_size"]
    assert size.amount == "1"
    assert isinstance(size.actor, PlayerPhrase) and size.actor.who == "each_opponent"


def test_your_maximum_hand_size_is_two_null_profusion() -> None:
    # Profusion d'annulations (Null Profusion): "Your maximum hand size is two."
    (size,) = effects(parse("Profusion d'annulations", "La taille maximale de votre main est de deux."))
    assert isinstance(size, Action) and size.detail == ["set:max_hand_size"]
    assert isinstance(size.actor, PlayerPhrase) and size.actor.who == "you"
