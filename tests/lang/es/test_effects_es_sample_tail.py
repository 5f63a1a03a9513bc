"""Shapes of the modern Spanish sample's long tail the effect tree reads since round 13 (lang/es/effect_sample_tail.py,
lang/es/effect_modern_actions.py and the block "Spanish: the modern sample's long tail" of
grammar/effects-es/1-more.lark): keyword actions of recent sets, "hace objetivo a", counts with their bound, "no"
before a verb, and older wordings the Oracle text says otherwise."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def verbs(card: Card) -> list[Verb]:
    return [a.verb for a in effects(card) if isinstance(a, Action)]


def untyped(card: Card) -> list[str]:
    return [e.text for e in effects(card) if e.kind == "untyped"]


def test_keyword_actions_of_recent_sets() -> None:
    # Dai Li Indoctrination (TLA): "Controla la tierra 2." (earthbend 2)
    card = parse("Controla la tierra 2.", name="Adoctrinamiento del Dai Li")
    (earthbend,) = effects(card)
    assert isinstance(earthbend, Action) and earthbend.verb == Verb.EARTHBEND and earthbend.amount == "2"
    # Aang, the Last Airbender (TLA): "controla el aire en torno a …" (airbend)
    card = parse(
        "Cuando Aang entre, controla el aire en torno a hasta un otro permanente objetivo que no sea tierra.",
        name="Aang",
    )
    airbend = effects(card)[1]
    assert isinstance(airbend, Action) and airbend.verb == Verb.AIRBEND
    (target,) = airbend.objects
    assert isinstance(target, ObjectPhrase) and target.not_types == ["land"]
    # Aven Eternal (WAR): "enrola 1" (amass 1)
    card = parse("Cuando el Eterno aven entre al campo de batalla, enrola 1.", name="Eterno aven")
    assert verbs(card)[-1] == Verb.AMASS and not untyped(card)
    # Sawtusk Demolisher (IKO): "Siempre que esta criatura mute" (mutates)
    card = parse(
        "Siempre que esta criatura mute, destruye el permanente objetivo que no sea criatura.",
        name="Demoledora colmillos de sierra",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "mutate"
    # Gearshift Ace (DFT): "tripule un Vehículo" (crews a Vehicle)
    card = parse(
        "Siempre que el Cambiamarchas experto tripule un Vehículo, ese Vehículo gana la habilidad de dañar primero "
        "hasta el final del turno.",
        name="Cambiamarchas experto",
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "crew"
    # Mudbutton Cursetosser (FDN): "contempla un Trasgo o paga {2}" (behold a Goblin)
    card = parse("Como coste adicional para lanzar este hechizo, contempla un Trasgo o paga {2}.")
    (behold,) = effects(card)
    assert isinstance(behold, Action) and behold.verb == Verb.BEHOLD
    assert [a.verb for a in behold.alternatives] == [Verb.PAY]


def test_targets_and_choices() -> None:
    # Banish from Edoras (LTR): "si hace objetivo a una criatura girada" (if it targets a tapped creature)
    card = parse("Te cuesta {2} menos lanzar este hechizo si hace objetivo a una criatura girada.")
    (cost,) = effects(card)
    assert isinstance(cost, Action) and cost.condition is not None
    (targets,) = cost.condition.about
    assert isinstance(targets, Action) and targets.verb == Verb.TARGET
    # Pendant of Prosperity (HOU): "bajo el control de un oponente de tu elección"
    card = parse(
        "El Medallón de prosperidad entra al campo de batalla bajo el control de un oponente de tu elección.",
        name="Medallón de prosperidad",
    )
    (enter,) = effects(card)
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["under:opponent_of_choice"]


def test_counts_keep_their_bound() -> None:
    # Candletrap (MID): "tres o más criaturas con fuerzas distintas" (three or more creatures with different powers)
    card = parse("Activa esto solo si controlas tres o más criaturas con fuerzas distintas.")
    (activate,) = effects(card)
    assert isinstance(activate, Action) and activate.condition is not None
    creatures = activate.condition.about[1]
    assert isinstance(creatures, ObjectPhrase)
    assert creatures.count == "3:or_more" and creatures.qualifiers == ["with:different:power"]
    # "dos o menos" (two or fewer)
    card = parse("Si controlas dos o menos tierras, roba una carta.")
    (draw,) = effects(card)
    assert isinstance(draw, Action) and draw.condition is not None
    lands = draw.condition.about[1]
    assert isinstance(lands, ObjectPhrase) and lands.count == "2:or_fewer"
    # Perilous Voyage (DOM): "era de 2 o menos" after a quantity
    card = parse(
        "Si su coste de maná convertido era de 2 o menos, adivina 2.",
    )
    (scry,) = effects(card)
    assert isinstance(scry, Action) and scry.condition is not None
    assert scry.condition.test == "compare:mana_value:or_less:2"


def test_objects_of_the_long_tail() -> None:
    # Damning Verdict (SNC): "que no tengan contadores sobre ellas"
    card = parse("Destruye todas las criaturas que no tengan contadores sobre ellas.")
    (destroy,) = effects(card)
    assert isinstance(destroy, Action)
    (creatures,) = destroy.objects
    assert isinstance(creatures, ObjectPhrase) and creatures.qualifiers == ["without_counter:"]
    # Spiteful Squad (MID): "pon sus contadores sobre la criatura objetivo que controlas"
    card = parse(
        "Cuando la Pandilla rencorosa muera, pon sus contadores sobre la criatura objetivo que controlas.",
        name="Pandilla rencorosa",
    )
    put = effects(card)[-1]
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail == ["counters_of:it"]
    # Lobelia Sackville-Baggins (LTR): "que haya ido allí desde el campo de batalla este turno"
    card = parse(
        "Cuando Lobelia Sacovilla-Bolsón entre al campo de batalla, exilia la carta de criatura objetivo del "
        "cementerio de un oponente que haya ido allí desde el campo de batalla este turno.",
        name="Lobelia Sacovilla-Bolsón",
    )
    exile = effects(card)[-1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    (card_object,) = exile.objects
    assert isinstance(card_object, ObjectPhrase) and card_object.qualifiers == ["died_this_turn"]
    # Rage Forger (SHM): "una criatura con un contador +1/+1 que controles" ("sobre ella" left out)
    card = parse(
        "Siempre que una criatura con un contador +1/+1 que controles ataque, roba una carta.", name="Forjador de furia"
    )
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == "attack"
    (attack,) = event.actions
    assert isinstance(attack.actor, ObjectPhrase) and attack.actor.qualifiers == ["with_counter:+1/+1"]
    # Dark Apostle (40K): "El próximo hechizo …" (the next spell)
    card = parse("El próximo hechizo que no sea de criatura que lances este turno tiene la habilidad de cascada.")
    (has,) = effects(card)
    assert isinstance(has, Action) and isinstance(has.actor, ObjectPhrase) and has.actor.determiner == "next"
    # Multiversal Passage (DFT): "Esta tierra es del tipo elegido."
    card = parse("Esta tierra es del tipo elegido.")
    (become,) = effects(card)
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    (chosen,) = become.objects
    assert isinstance(chosen, Reference) and chosen.refers == "chosen"


def test_states_and_negations() -> None:
    # Kessig Naturalist (MID): "no pierdes ese maná …" (you don't lose this mana as steps and phases end)
    card = parse("Hasta el final del turno, no pierdes ese maná en cuanto terminan los pasos y las fases.")
    (keep,) = effects(card)
    assert isinstance(keep, Action) and keep.verb == Verb.LOSE_MANA and keep.negated
    # Zurgo Stormrender (TDM): "si estaba atacando" (if it was attacking)
    card = parse(
        "Siempre que una ficha de criatura que controlas deje el campo de batalla, roba una carta si estaba atacando."
    )
    draw = effects(card)[-1]
    assert isinstance(draw, Action) and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "is:attacking"
    # Radiant Essence (VIS, older text): "mientras que el oponente controle …" (as long as an opponent controls)
    card = parse(
        "La Entidad radiante obtiene +1/+2 mientras que el oponente controle un permanente negro.",
        name="Entidad radiante",
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.condition is not None
    assert pump.condition.test == "as_long_as:control"
    # Avatar of Slaughter (CSP): "dañan dos veces" (have double strike)
    card = parse("Todas las criaturas dañan dos veces y atacan cada turno si pueden.")
    assert verbs(card) == [Verb.GAIN_ABILITY, Verb.ATTACK]
    # Kethis, the Hidden Hand (DOM): "obtiene "…"" (gains a quoted ability)
    card = parse(
        'Hasta el final del turno, cada carta legendaria en tu cementerio obtiene "Puedes jugar esta carta desde tu '
        'cementerio".'
    )
    assert verbs(card)[0] == Verb.GAIN_ABILITY and not untyped(card)
    # Remorseless Punishment (DOM): "Repite este proceso una vez." (once)
    card = parse("Repite este proceso una vez.")
    (repeat,) = effects(card)
    assert isinstance(repeat, Action) and repeat.verb == Verb.REPEAT and repeat.detail == ["times:1"]


def test_planeswalker_subtypes() -> None:
    # Tezzeret's Strider (KLD): "un planeswalker Tezzeret"
    card = parse(
        "Mientras controles un planeswalker Tezzeret, el Zancudo de Tezzeret tiene la habilidad de amenaza.",
        name="Zancudo de Tezzeret",
    )
    (menace,) = effects(card)
    assert isinstance(menace, Action) and menace.condition is not None
    walker = menace.condition.about[1]
    assert isinstance(walker, ObjectPhrase) and walker.subtypes == ["Tezzeret"]
