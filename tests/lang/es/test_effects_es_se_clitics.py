"""Spanish words and shapes the effect tree reads (lang/es/effect_se_clitics.py, the block "Spanish" at the end of
grammar/effects-es.lark), each on a real printed card's text, read into the nodes its English Oracle text reads into."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_mana_in_any_combination_of_two_symbols() -> None:
    # Calciform Pools (TSP): "X mana in any combination of {W} and/or {U}"
    card = parse(
        "{1}, remover X contadores de almacenaje de los Estanques calciformes: Agrega X maná de cualquier combinación "
        "de {W} y/o {U} a tu reserva de maná.",
        name="Estanques calciformes",
    )
    (add,) = effects(card)
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA
    assert add.detail == ["mana:any_combination_of:{W}{U}:X"]


def test_counters_of_a_kind_after_them_in_a_condition() -> None:
    # Ordeal of Erebos (THS): "Then if it has three or more +1/+1 counters on it, sacrifice ~."
    card = parse(
        "Siempre que la criatura encantada ataque, pon un contador +1/+1 sobre ella. Luego, si tiene tres o más "
        "contadores +1/+1 sobre ella, sacrifica la Ordalía de Erebos.",
        name="Ordalía de Erebos",
    )
    sacrifice = effects(card)[-1]
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE
    assert isinstance(sacrifice.condition, EffectCondition)
    assert sacrifice.condition.test == "has:counter:+1/+1:3:or_more"
    assert verbs(card) == {"attack": 1, "put_counter": 1, "sacrifice": 1}


def test_each_player_who_searched_this_way_shuffles() -> None:
    # Boldwyr Heavyweights (MOR): "Then each player who searched their library this way shuffles."
    card = parse(
        "Cuando los Grandulones de Boldwyr entren en juego, cada oponente puede buscar en su biblioteca una carta de "
        "criatura y ponerla en juego. Luego cada jugador que buscó en su biblioteca de esta manera la baraja.",
        name="Grandulones de Boldwyr",
    )
    shuffle = effects(card)[-1]
    assert isinstance(shuffle, Action) and shuffle.verb == Verb.SHUFFLE
    assert isinstance(shuffle.actor, PlayerPhrase) and shuffle.actor.who == "each_player"
    (searched,) = shuffle.actor.relative
    assert isinstance(searched, Action) and searched.verb == Verb.SEARCH and "this_way" in searched.detail


def test_the_type_of_it_is_the_creature_type_of_your_choice() -> None:
    # Mistform Dreamer (ONS): "~ becomes the creature type of your choice until end of turn."
    card = parse(
        "{1}: El tipo del Soñador nebuliforme es del tipo de criatura de tu elección hasta el final del turno.",
        name="Soñador nebuliforme",
    )
    (become,) = effects(card)
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    assert isinstance(become.actor, Reference) and become.actor.refers == "self"
    (choice,) = become.objects
    assert isinstance(choice, Reference) and choice.refers == "of_choice"
    assert become.duration is not None and become.duration.until == "end_of_turn"
    # elsewhere the same words are a post-modifier of the noun (Aphetto Dredging, ONS: "cartas … del tipo de criatura
    # de tu elección"), not the type something becomes
    card = parse(
        "Regresa hasta tres cartas objetivo de criatura del tipo de criatura de tu elección de tu cementerio a tu mano."
    )
    (back,) = effects(card)
    assert isinstance(back, Action) and back.verb == Verb.RETURN


def test_a_card_an_opponent_owns_from_exile() -> None:
    # Mind Raker (BFZ): "put a card an opponent owns from exile into that player's graveyard"
    card = parse(
        "Cuando el Hurgamentes entre al campo de batalla, puedes poner en el cementerio de un oponente una carta del "
        "exilio de la que ese jugador sea propietario. Si lo haces, cada oponente descarta una carta.",
        name="Hurgamentes",
    )
    put = effects(card)[1]
    assert isinstance(put, Action) and put.verb == Verb.PUT
    assert put.zone_from == "exile" and put.zone_to == "graveyard"
    (exiled,) = put.objects
    assert isinstance(exiled, ObjectPhrase) and exiled.controller == "owner_that_player"
    # Blight Herder (BFZ): "two cards your opponents own from exile"
    card = parse(
        "Cuando lances el Pastor de parásitos, puedes poner en los cementerios de sus propietarios dos cartas del "
        "exilio de las que tus oponentes sean propietarios.",
        name="Pastor de parásitos",
    )
    put = effects(card)[1]
    assert isinstance(put, Action) and put.objects[0].controller == "owner_opponent"  # type: ignore[union-attr]


def test_mana_of_any_color_a_land_an_opponent_controls_could_produce() -> None:
    # Exotic Orchard's kin, Quirion Explorer (C16): the pool before the mana
    card = parse(
        "{T}: Agrega a tu reserva de maná un maná de cualquier color que pudiera producir una tierra que controla un "
        "oponente.",
        name="Reconocedora quirion",
    )
    (add,) = effects(card)
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA
    assert add.detail == ["mana:any_color:lands_opponent_controls"]
    assert all(is_typed([node]) for node in effects(card))


def test_damage_prevented_that_would_be_dealt_with_se() -> None:
    # Ghostly Possession (PLC): "Prevent all combat damage that would be dealt to and dealt by enchanted creature."
    (prevent,) = effects(
        parse("Prevén todo el daño de combate que se le fuera a hacer y que fuera a hacer la criatura encantada.")
    )
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert prevent.amount == "all" and prevent.detail == ["dealt_to_and_by"]
    assert isinstance(prevent.objects[0], Reference) and prevent.objects[0].refers == "attached"
    # Hearth Defense's kin (Defensa del hogar): "combat damage that would be dealt to players", no pronoun
    (prevent,) = effects(parse("Prevén todo el daño de combate que se fuera a hacer a los jugadores este turno."))
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT
    assert isinstance(prevent.objects[0], ObjectPhrase) and prevent.objects[0].types == ["player"]
    # Magebane Armor (M10): "noncombat damage"
    (prevent,) = effects(
        parse("Prevén todo el daño que no sea de combate que se le fuera a hacer a la criatura equipada.")
    )
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT


def test_damage_redirected_with_se() -> None:
    # Empyrial Archangel (ALA): "All damage that would be dealt to you is dealt to ~ instead."
    card = parse(
        "Todo el daño que se te fuera a hacer, en vez de eso, se le hace al Arcángel empírea.", "Arcángel empírea"
    )
    (dealt,) = effects(card)
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE and dealt.detail == ["instead"]
    assert isinstance(dealt.objects[0], Reference) and dealt.objects[0].refers == "self"
    assert dealt.condition is not None and dealt.condition.test == "would"
    (would,) = dealt.condition.about
    assert isinstance(would, Action) and isinstance(would.objects[0], PlayerPhrase) and would.objects[0].who == "you"
    # Razia, Boros Archangel (RAV): "The next 3 damage that would be dealt to target creature you control this turn is
    # dealt to another target creature instead."
    card = parse(
        "{T}: Los siguientes 3 puntos de daño que se le fueran a hacer este turno a la criatura objetivo que "
        "controlas, en vez de eso, se hacen a otra criatura objetivo."
    )
    (dealt,) = effects(card)
    assert isinstance(dealt, Action) and dealt.amount == "3" and dealt.duration is not None
    assert dealt.condition is not None
    (would,) = dealt.condition.about
    assert isinstance(would, Action) and isinstance(would.objects[0], ObjectPhrase)
    assert would.objects[0].controller == "you"


def test_becomes_the_color_or_land_type_of_your_choice() -> None:
    # Govern the Guildless (DIS): "Target creature becomes the color or colors of your choice until end of turn."
    (become,) = effects(parse("La criatura objetivo es del color o colores de tu elección hasta el final del turno."))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    assert isinstance(become.objects[0], Reference) and become.objects[0].refers == "of_choice"
    # Grixis Illusionist (CON): "Target land you control becomes the basic land type of your choice until end of turn."
    card = parse(
        "{T}: La tierra objetivo que controlas es del tipo de tierra básica de tu elección hasta el final del turno."
    )
    (become,) = effects(card)
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.duration is not None


def test_and_to_after_a_keyword_joins_the_objects() -> None:
    # Cloudthresher (LRW): "it deals 2 damage to each creature with flying and each player"
    card = parse(
        "Cuando el Trillador de nubes entre en juego, hace 2 puntos de daño a cada criatura con la habilidad de "
        "volar y a cada jugador.",
        name="Trillador de nubes",
    )
    damage = effects(card)[-1]
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    creatures, players = damage.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["with:flying"]
    assert isinstance(players, PlayerPhrase) and players.who == "each_player"


def test_can_block_only_and_its_counter_removed_and_itself() -> None:
    # Stormbound Geist (DKA): "~ can block only creatures with flying."
    card = parse(
        "El Geist de la tormenta sólo puede bloquear criaturas con la habilidad de volar.", name="Geist de la tormenta"
    )
    (block,) = effects(card)
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.detail == ["can_only"]
    # Clockwork Beetle (MRD): "remove a +1/+1 counter from it at end of combat"
    card = parse(
        "Siempre que el Escarabajo mecánico ataque o bloquee, remueve uno de sus contadores +1/+1 al final del "
        "combate.",
        name="Escarabajo mecánico",
    )
    remove = effects(card)[-1]
    assert isinstance(remove, Action) and remove.verb == Verb.REMOVE_COUNTER
    assert "counter:+1/+1" in remove.detail
    assert isinstance(remove.objects[0], Reference) and remove.objects[0].refers == "anaphora"
    # Kiku's Shadow (SOK): "Target creature deals damage to itself equal to its power."
    (damage,) = effects(parse("La criatura objetivo hace daño igual a su fuerza a sí misma."))
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE and damage.amount == "power"
    assert isinstance(damage.objects[0], Reference) and damage.objects[0].refers == "anaphora"


def test_tapped_for_mana_with_se_in_both_orders() -> None:
    # Elvish Guidance (ONS), Dawn's Reflection (5DN): "Whenever enchanted land is tapped for mana"
    for text in (
        "Siempre que la tierra encantada se gire para obtener maná, su controlador agrega {G} a su reserva de maná.",
        "Siempre que se gire la tierra encantada para obtener maná, su controlador agrega {G} a su reserva de maná.",
    ):
        event, add = effects(parse(text))
        assert isinstance(event, TriggerEvent) and event.event == Verb.TAP, text
        assert isinstance(add, Action) and add.verb == Verb.ADD_MANA


def test_cycling_events() -> None:
    # Stoic Champion (LGN): "Whenever a player cycles a card"
    card = parse(
        "Siempre que un jugador utilice la habilidad de ciclo de una carta, el Campeón estoico obtiene +2/+2 hasta el "
        "final del turno.",
        name="Campeón estoico",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CYCLE
    (cycle,) = event.actions
    assert isinstance(cycle, Action) and isinstance(cycle.actor, PlayerPhrase) and cycle.actor.who == "a_player"
    # Bant Sojourners (ARB): "When you cycle ~ or it dies"
    card = parse(
        "Cuando uses el ciclo de los Transeúntes de Bant o vayan a tu cementerio desde el juego, puedes poner en juego "
        "una ficha de criatura Soldado blanca 1/1.",
        name="Transeúntes de Bant",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent)
    assert [a.verb for a in event.actions if isinstance(a, Action)] == [Verb.CYCLE, Verb.DIE]


def test_suspended_weaker_blockers_and_each_of_your_turns() -> None:
    # Deep-Sea Kraken (TSP): "if ~ is suspended"
    card = parse(
        "Siempre que un oponente juegue un hechizo, si el Kraken del mar profundo está suspendido, remueve un contador "
        "de tiempo de él.",
        name="Kraken del mar profundo",
    )
    assert all(is_typed([node]) for node in effects(card))
    # Aura Gnarlid (ROE): "Creatures with power less than ~'s power can't block it."
    card = parse(
        "Las criaturas con fuerza menor que el Gnárlido de aura no pueden bloquearlo.", name="Gnárlido de aura"
    )
    (block,) = effects(card)
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.negated
    assert isinstance(block.actor, ObjectPhrase) and block.actor.qualifiers == ["power:power:less"]
    # Mina and Denn, Wildborn (OGW): "You may play an additional land on each of your turns."
    (play,) = effects(parse("Puedes jugar una tierra adicional en cada uno de tus turnos."))
    assert isinstance(play, Action) and play.verb == Verb.PLAY
    assert play.duration is not None and play.duration.until == "each_of_your_turns"


def test_damage_a_source_would_deal_prevented() -> None:
    # Hallow (DST): "Prevent all damage target spell would deal this turn."
    card = parse("Prevén todo el daño que el hechizo objetivo fuera a hacer este turno.")
    (prevent,) = effects(card)
    assert isinstance(prevent, Action) and prevent.verb == Verb.PREVENT and prevent.detail == ["dealt_by"]
    (spell,) = prevent.objects
    assert isinstance(spell, ObjectPhrase) and spell.types == ["spell"] and spell.determiner == "target"


def test_has_no_cards_and_with_counters_of_a_kind() -> None:
    # Asylum Visitor (SOI): "if that player has no cards in hand"
    card = parse(
        "Al comienzo del mantenimiento de cada jugador, si ese jugador no tiene cartas en su mano, robas una carta y "
        "pierdes 1 vida."
    )
    condition = next(node for node in effects(card) if isinstance(node, EffectCondition))
    assert condition.test == "have"
    player, cards = condition.about
    assert isinstance(player, PlayerPhrase) and player.who == "that_player"
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "no" and cards.zone == "hand"
    # Gwafa Hazid, Profiteer (C16): "Creatures with bribery counters on them can't attack or block."
    (attack,) = effects(parse("Las criaturas con contadores de soborno sobre ellas no pueden atacar ni bloquear."))
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.negated
    assert isinstance(attack.actor, ObjectPhrase) and attack.actor.qualifiers == ["with_counter:bribery"]


def test_no_combat_damage_and_each_combat() -> None:
    # Carrion Wurm (TOR): the Oracle text's "If a player does, ~ assigns no combat damage this turn."
    card = parse(
        "Si un jugador lo hace, la Sierpe carroñera no hace daño de combate este turno.", name="Sierpe carroñera"
    )
    (assign,) = effects(card)
    assert isinstance(assign, Action) and assign.verb == Verb.ASSIGN_COMBAT_DAMAGE and assign.amount == "0"
    # Goblin Spymaster's token (C16): "Creatures you control attack each combat if able."
    (attack,) = effects(parse("Las criaturas que controlas atacan cada combate si pueden."))
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK
    assert attack.duration is not None and attack.duration.until == "each_combat"


def test_counters_listed_without_a_comma_and_died_this_turn() -> None:
    # Abigale, Eloquent First-Year (ECL): "Put a flying counter, a first strike counter, and a lifelink counter on …"
    card = parse(
        "Pon un contador de volar, un contador de dañar primero y un contador de vínculo vital sobre esa criatura."
    )
    (put,) = effects(card)
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER
    assert put.detail == ["counter:flying", "counter:first strike", "counter:lifelink"]
    # Canopy Stalker (M21): "you gain 1 life for each creature that died this turn"
    (gain,) = effects(parse("Ganas 1 vida por cada criatura que murió este turno."))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_LIFE
    assert isinstance(gain.per, ObjectPhrase) and gain.per.qualifiers == ["died_this_turn"]


def test_that_mana_spent_on_a_creature_spell() -> None:
    # Generator Servant (M15): "If that mana is spent on a creature spell, it gains haste until end of turn."
    card = parse(
        "{T}, sacrificar el Sirviente generador: Agrega {2} a tu reserva de maná. Si ese maná se usa en un hechizo de "
        "criatura, esa criatura gana la habilidad de prisa hasta el final del turno.",
        name="Sirviente generador",
    )
    assert verbs(card) == {"add_mana": 1, "spend": 1, "gain_ability": 1}
    haste = effects(card)[-1]
    assert isinstance(haste, Action) and isinstance(haste.condition, EffectCondition)
    (spent,) = haste.condition.about
    assert isinstance(spent, Action) and spent.verb == Verb.SPEND
    assert isinstance(spent.actor, ObjectPhrase) and spent.actor.determiner == "that"
