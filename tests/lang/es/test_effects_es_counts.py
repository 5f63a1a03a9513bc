"""Spanish counts and comparisons the effect tree reads since round 7: "más … que" (the English "more … than"), "una o
más", "cada una de hasta dos criaturas objetivo" (lang/es/effect_counts.py, grammar/effects-es.lark,
effects/es_shapes.py)."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference, TriggerEvent, Untyped


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_more_than_after_control_and_have() -> None:
    # Gift of Estates (C14): more lands than you, as the English "If an opponent controls more lands than you"
    card = parse(
        "Si un oponente controla más tierras que tú, busca en tu biblioteca hasta tres cartas de llanura, muéstralas y "
        "ponlas en tu mano. Luego baraja tu biblioteca.",
        name="Regalo de fincas",
    )
    search = effects(card)[0]
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    condition = search.condition
    assert isinstance(condition, EffectCondition) and condition.test == "control"
    lands = condition.about[-1]
    assert isinstance(lands, ObjectPhrase) and lands.determiner == "more" and lands.types == ["land"]
    assert lands.qualifiers == ["than:you"]
    # Akuta, Born of Ash (SOK): more cards in your hand than each opponent, the subject only in the verb
    card = parse(
        "Al comienzo de tu mantenimiento, si tienes más cartas en tu mano que cada oponente, puedes sacrificar un "
        "pantano.",
        name="Akuta, nacido de la ceniza",
    )
    _, condition, sacrifice = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(condition, EffectCondition) and condition.test == "have"
    (cards,) = condition.about
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "more" and cards.zone == "hand"
    assert cards.qualifiers == ["than:each_opponent"]
    assert not any(isinstance(node, Untyped) for node in effects(card))


def test_one_or_more_and_each_of_up_to() -> None:
    # Duelist's Heritage (C16): "una o más" is the English "one or more"
    card = parse(
        "Siempre que una o más criaturas ataquen, puedes hacer que la criatura atacante objetivo gane la habilidad de "
        "dañar dos veces hasta el final del turno.",
        name="Legado del duelista",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent)
    (attack,) = event.actions
    assert isinstance(attack, Action) and isinstance(attack.actor, ObjectPhrase)
    assert (attack.actor.determiner, attack.actor.count) == ("number", "1:or_more")
    # Dual Shot (SOI): each of up to two target creatures
    (damage,) = effects(
        parse("El Doble disparo hace 1 punto de daño a cada una de hasta dos criaturas objetivo.", name="Doble disparo")
    )
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    (creatures,) = damage.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.count == "2" and creatures.types == ["creature"]
    assert creatures.determiner is not None and creatures.determiner.startswith(("target", "up_to"))


def test_cost_for_each_target_beyond_the_first() -> None:
    # Harness by Force (JOU): strive, the English "~ costs {2}{R} more to cast for each target beyond the first"
    card = parse(
        "Esfuerzo — Lanzar Dominar por la fuerza cuesta {2}{R} más por cada objetivo después del primero.\n"
        "Gana el control de cualquier cantidad de criaturas objetivo hasta el final del turno.",
        name="Dominar por la fuerza",
    )
    cost = effects(card)[0]
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST
    assert (cost.amount, cost.detail) == ("{2}{R}", ["more"])
    assert isinstance(cost.actor, Reference) and cost.actor.refers == "self"
    assert isinstance(cost.per, ObjectPhrase) and cost.per.qualifiers == ["beyond_first"]


def test_the_other_and_your_choice_of() -> None:
    # Nagging Thoughts (SOI): "la otra" is the English "the other"
    card = parse(
        "Mira las dos primeras cartas de tu biblioteca. Pon una de ellas en tu mano y la otra en tu cementerio.",
        name="Pensamientos perturbadores",
    )
    _, hand, graveyard = effects(card)
    assert isinstance(hand, Action) and hand.zone_to == "hand"
    assert isinstance(graveyard, Action) and graveyard.verb == Verb.PUT and graveyard.zone_to == "graveyard"
    (other,) = graveyard.objects
    assert isinstance(other, Reference) and other.refers == "anaphora"
    # Butcher of the Horde (KTK): "a tu elección" before the keywords, the English "your choice of"
    card = parse(
        "Sacrificar otra criatura: El Carnicero de la horda gana a tu elección la habilidad de vigilancia, vínculo "
        "vital o prisa hasta el final del turno.",
        name="Carnicero de la horda",
    )
    (gain,) = effects(card)
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert gain.detail == ["choice_of:you", "keyword:vigilance", "keyword:lifelink", "keyword:haste"]


def test_attach_to_it() -> None:
    # Hero's Blade (FRF): "anexarle ~", the English "attach ~ to it" ("le", what it is attached to, in the verb)
    card = parse(
        "Siempre que una criatura legendaria entre al campo de batalla bajo tu control, puedes anexarle el Acero del "
        "héroe.",
        name="Acero del héroe",
    )
    _, attach = effects(card)
    assert isinstance(attach, Action) and attach.verb == Verb.ATTACH and attach.optional
    blade, it = attach.objects
    assert isinstance(blade, Reference) and blade.refers == "self"
    assert isinstance(it, Reference) and it.refers == "anaphora"
    # Armory Automaton (C16): any number of target Equipment attached to it
    card = parse(
        "Siempre que el Autómata de la armería entre al campo de batalla o ataque, puedes anexarle cualquier cantidad "
        "de equipo objetivo.",
        name="Autómata de la armería",
    )
    attach = effects(card)[-1]
    assert isinstance(attach, Action) and attach.verb == Verb.ATTACH
    equipment, it = attach.objects
    assert isinstance(equipment, ObjectPhrase) and equipment.subtypes == ["Equipo"]
    assert isinstance(it, Reference) and it.refers == "anaphora"


def test_times_and_power_and_toughness_in_the_singular() -> None:
    # Confirm Suspicions (SOI): "tres veces", the English "three times"
    card = parse("Contrarresta el hechizo objetivo.\nInvestiga tres veces.", name="Confirmar sospechas")
    _, investigate = effects(card)
    assert isinstance(investigate, Action) and investigate.verb == Verb.INVESTIGATE
    assert investigate.detail == ["times:3"]
    # Crusader of Odric (M13): "es igual" in the singular after both characteristics
    (stats,) = effects(
        parse(
            "Tanto la fuerza como la resistencia del Cruzado de Odric es igual al número de criaturas que controlas.",
            name="Cruzado de Odric",
        )
    )
    assert isinstance(stats, Action) and stats.verb == Verb.MODIFY_PT
    assert stats.detail == ["set:power_toughness"] and stats.amount == "number_of"


def test_attacks_you_and_control_no() -> None:
    # Blood Reckoning (M13): "te ataque", who is attacked before the verb
    card = parse(
        "Siempre que una criatura te ataque a ti o a un planeswalker que controlas, el controlador de esa criatura "
        "pierde 1 vida.",
        name="Venganza de sangre",
    )
    event, lose = effects(card)
    assert isinstance(event, TriggerEvent) and event.event == "attack"
    (attack,) = event.actions
    assert isinstance(attack, Action) and [o.kind for o in attack.objects] == ["player", "object"]
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE
    # Barbarian Outcast (TOR): "Cuando no controles ningún pantano", the English "When you control no Swamps"
    event, sacrifice = effects(
        parse("Cuando no controles ningún pantano, sacrifica el Paria bárbaro.", name="Paria bárbaro")
    )
    assert isinstance(event, TriggerEvent) and event.event == "control"
    (control,) = event.actions
    assert isinstance(control, Action) and control.detail == ["controller:you", "state"]
    (swamp,) = control.objects
    assert isinstance(swamp, ObjectPhrase) and swamp.determiner == "no" and swamp.subtypes == ["Pantano"]
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE


def test_return_after_the_personal_a() -> None:
    # Jarad, Golgari Lich Lord (RTR): the card returned is the action's object, where it comes from and goes
    card = parse(
        "Sacrificar un pantano y un bosque: Regresa a Jarad de tu cementerio a tu mano.",
        name="Jarad, señor liche golgari",
    )
    (back,) = effects(card)
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    assert (back.zone_from, back.zone_to) == ("graveyard", "hand")
    (jarad,) = back.objects
    assert isinstance(jarad, Reference) and jarad.refers == "self"


def test_subtype_with_no_article_and_either_type() -> None:
    # Butcher's Cleaver (ISD): "sea Humano", the English "is a Human"
    card = parse(
        "Mientras la criatura equipada sea Humano, tiene la habilidad de vínculo vital.", name="Cuchilla del carnicero"
    )
    (lifelink,) = effects(card)
    assert isinstance(lifelink, Action) and lifelink.verb == Verb.GAIN_ABILITY
    condition = lifelink.condition
    assert isinstance(condition, EffectCondition) and condition.test == "as_long_as:did"
    (human,) = condition.about
    assert isinstance(human, Action) and human.verb == Verb.BECOME and human.detail == ["is"]
    (what,) = human.objects
    assert isinstance(what, ObjectPhrase) and what.subtypes == ["Humano"]
    # Aberrant Researcher (SOI): the noun before the types, "una carta de instantáneo o de conjuro"
    card = parse(
        "Al comienzo de tu mantenimiento, pon la primera carta de tu biblioteca en tu cementerio. Si es una carta de "
        "instantáneo o de conjuro, transforma al Investigador aberrante.",
        name="Investigador aberrante",
    )
    transform = effects(card)[-1]
    assert isinstance(transform, Action) and transform.verb == Verb.TRANSFORM
    condition = transform.condition
    assert isinstance(condition, EffectCondition) and condition.test == "is"
    (card_of,) = condition.about
    assert isinstance(card_of, ObjectPhrase) and card_of.types == ["card", "instant_or_sorcery"]


def test_have_it_deal_damage() -> None:
    # Aether Charge (ONS): "puedes elegir que haga …", the English "you may have it deal 4 damage to target opponent"
    card = parse(
        "Siempre que una Bestia entre en juego bajo tu control, puedes elegir que haga 4 puntos de daño al oponente "
        "objetivo.",
        name="Carga de Éter",
    )
    _, damage = effects(card)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.optional
    assert damage.amount == "4" and damage.detail == ["have"]
    assert isinstance(damage.actor, Reference) and damage.actor.refers == "anaphora"
    # Goblin Arsonist (ROE): "puedes hacer que le haga 1 punto de daño a la criatura o jugador objetivo"
    card = parse(
        "Cuando el Calcinador trasgo vaya a un cementerio desde el campo de batalla, puedes hacer que le haga 1 punto "
        "de daño a la criatura o jugador objetivo.",
        name="Calcinador trasgo",
    )
    _, damage = effects(card)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.detail == ["have"]
    (target,) = damage.objects
    assert isinstance(target, ObjectPhrase) and target.types == ["any"]


def test_more_life_than_you_and_as_though_no_defender() -> None:
    # Linvala, the Preserver (OGW): "si un oponente tiene más vidas que tú" (the English "more life than you")
    card = parse(
        "Cuando Linvala, la Preservadora entre al campo de batalla, si un oponente tiene más vidas que tú, ganas 5 "
        "vidas.",
        name="Linvala, la Preservadora",
    )
    _, condition, gain = effects(card)
    assert isinstance(condition, EffectCondition) and condition.test == "life:more:than:you"
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE and gain.amount == "5"
    # Assault Formation (DTK): "como si no tuviera la habilidad de defensor"
    card = parse(
        "{G}: La criatura objetivo con la habilidad de defensor puede atacar este turno como si no tuviera la "
        "habilidad de defensor.",
        name="Formación de asalto",
    )
    (attack,) = effects(card)
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK
    assert attack.detail == ["as_though:no_defender"]


def test_half_their_life_rounded_up() -> None:
    # Havoc Festival (RTR): "pierde la mitad de sus vidas, redondeando hacia arriba"
    card = parse(
        "Al comienzo del mantenimiento de cada jugador, ese jugador pierde la mitad de sus vidas, redondeando hacia "
        "arriba.",
        name="Festival de devastación",
    )
    lose = effects(card)[-1]
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_LIFE and lose.amount == "half:up"


def test_twice_the_number_of() -> None:
    # Masumaro, First to Live (SOK): "iguales al doble del número de cartas en tu mano" (the English "twice the number
    # of cards in your hand")
    (stats,) = effects(
        parse(
            "La fuerza y la resistencia de Masumaro, el primero en vivir son iguales al doble del número de cartas en "
            "tu mano.",
            name="Masumaro, el primero en vivir",
        )
    )
    assert isinstance(stats, Action) and stats.verb == Verb.MODIFY_PT and stats.amount == "2*number_of"
