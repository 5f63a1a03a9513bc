"""Spanish counts and parts the effect tree reads (the blocks "counts of "una o dos"", "points of the damage referred
to" and ""que no sea ficha" after a relative clause" at the end of grammar/effects-es.lark), each on a real printed
card's text, read into the nodes its English Oracle text reads into."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_one_or_two_target_creatures() -> None:
    # Abzan Charm (KTK): "Distribute two +1/+1 counters among one or two target creatures."
    card = parse("Distribuye dos contadores +1/+1 entre una o dos criaturas objetivo.", name="Sortilegio abzano")
    (put,) = effects(card)
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    (creatures,) = put.objects
    assert isinstance(creatures, ObjectPhrase)
    assert (creatures.determiner, creatures.count, creatures.types) == ("target", "1_or_2", ["creature"])


def test_one_two_or_three_counted_with_no_comma_before_o() -> None:
    # Ajani, Mentor of Heroes (KTK): "Distribute three +1/+1 counters among one, two, or three target creatures you
    # control."
    card = parse("Distribuye tres contadores +1/+1 entre una, dos o tres criaturas objetivo que controlas.")
    (put,) = effects(card)
    assert isinstance(put, Action)
    (creatures,) = put.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.count == "1_or_2_or_3"


def test_one_point_of_that_damage() -> None:
    # Guardian Seraph (M12): "If a source an opponent controls would deal damage to you, prevent 1 of that damage."
    card = parse(
        "Si una fuente que controla un oponente fuera a hacerte daño, prevén 1 punto de ese daño.",
        name="Serafín guardián",
    )
    (prevent,) = effects(card)
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    (part,) = prevent.objects
    assert isinstance(part, ObjectPhrase)
    assert (part.determiner, part.count, part.qualifiers) == ("of", "1", ["of:anaphora"])


def test_points_of_damage_stay_damage() -> None:
    # Shock (M19): "1 punto de daño" is still an amount of damage dealt, not a part of damage referred to
    (deal,) = effects(parse("La Descarga hace 2 puntos de daño a cualquier objetivo.", name="Descarga"))
    assert isinstance(deal, Action) and deal.verb == Verb.DEAL_DAMAGE and deal.amount == "2"


def test_nontoken_after_you_control() -> None:
    # Abzan Ascendancy (KTK): "Whenever a nontoken creature you control dies, …"
    card = parse(
        "Siempre que una criatura que controlas que no sea ficha muera, pon en el campo de batalla una ficha de "
        "criatura Espíritu blanca 1/1 con la habilidad de volar.",
        name="Supremacía abzana",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent)
    (dies,) = event.actions
    assert isinstance(dies.actor, ObjectPhrase)
    assert (dies.actor.qualifiers, dies.actor.controller) == (["nontoken"], "you")


def test_token_tapped_and_attacking_is_created() -> None:
    # Mardu Ascendancy (KTK): "put a 1/1 red Goblin creature token onto the battlefield tapped and attacking" (created,
    # as the English reads it): "girada y atacando" is one state, not "y" joining a second object "atacando"
    card = parse(
        "Siempre que una criatura que controlas que no sea ficha ataque, pon en el campo de batalla una ficha de "
        "criatura Trasgo roja 1/1 girada y atacando.",
        name="Supremacía mardu",
    )
    create = effects(card)[-1]
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and "tapped_attacking" in token.qualifiers


def test_cards_from_graveyards() -> None:
    # "La captura de los titanes" (printed-es-modern), chapter II: "Exile up to two target
    # cards from graveyards." ("de los cementerios": the zone of any player)
    card = parse("Exilia hasta dos cartas objetivo de los cementerios.")
    (exile,) = effects(card)
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.zone_from == "graveyard"


def test_the_cards_own_owner_shuffles_it() -> None:
    # Cerulean Sphinx (RAV): "~'s owner shuffles it into their library."
    card = parse("{U}: El propietario de la Esfinge cerúlea la baraja en su biblioteca.", name="Esfinge cerúlea")
    (shuffle,) = effects(card)
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE
    assert isinstance(shuffle.actor, PlayerPhrase) and shuffle.actor.who == "its_owner"


def test_token_put_under_target_opponents_control() -> None:
    # Hunted Horror (RAV): "target opponent creates two 3/3 green Centaur creature tokens with protection from black"
    card = parse(
        "Cuando el Horror perseguido entre en juego, pon en juego dos fichas de criatura Centauro verdes 3/3 con "
        "protección contra negro bajo el control del oponente objetivo.",
        name="Horror perseguido",
    )
    create = effects(card)[-1]
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert create.detail == ["under:target_opponent"]


def test_you_get_an_emblem() -> None:
    # Elspeth, Sun's Champion (THS): "−7: You get an emblem with "Creatures you control get +2/+2 and have flying.""
    card = parse('Obtienes un emblema con "Las criaturas que controlas obtienen +2/+2 y tienen la habilidad de volar".')
    emblem = effects(card)[0]
    assert isinstance(emblem, Action) and emblem.verb == Verb.GET_EMBLEM
    assert emblem.detail == ["granted_ability"]


def test_repeat_this_process() -> None:
    # Hoarder's Greed (LRW): "… Then flip a coin. If you win, repeat this process."
    (repeat,) = effects(parse("Si ganas, repite este proceso."))
    assert isinstance(repeat, Action) and repeat.verb == Verb.REPEAT
