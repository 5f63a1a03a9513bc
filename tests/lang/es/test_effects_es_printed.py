"""Older printed Spanish card text read into the effect tree: modes set apart by semicolons, the older wording of
shroud and of indestructible, an ability word printed with no dash ("Umbral"), mana of a kind, damage divided, the
passive with "se" ("Si se descarta una carta roja de esta manera"), "en vez de eso" set off by commas, "Si fueras a
…" and costs paid (lang/es/effect_printed.py, grammar/effects-es.lark)."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_modes_set_apart_by_semicolons() -> None:
    # Aether Shockwave (SOK): each mode its own action
    card = parse("Gira todos los Espíritus; o gira todas las criaturas que no sean Espíritus.")
    spirits, others = effects(card)
    assert isinstance(spirits, Action) and isinstance(others, Action)
    assert (spirits.verb, others.verb) == (Verb.TAP, Verb.TAP)
    assert spirits.objects[0].to_dict()["subtypes"] == ["Espíritu"]
    assert others.objects[0].to_dict()["not_types"] == ["Espíritu"]


def test_older_shroud_and_indestructible() -> None:
    # Gigapede (ONS), Leonin Abunas (MRD)
    # the words of shroud and hexproof (rules 702.18a, 702.11b) are the keyword, as the Oracle text says it
    # said of the card itself alone, the paragraph is the keyword line (syntax/keyword_sentence.py)
    (own,) = parse("~ no puede ser objetivo de hechizos o habilidades.", name="Gigapodo").abilities
    assert [k.canonical for k in own.keywords] == ["shroud"] and not own.effects
    card = parse(
        "Los artefactos que controles no pueden ser objetivo de hechizos o habilidades que controlen tus oponentes."
    )
    (target,) = effects(card)
    assert isinstance(target, Action) and target.detail == ["keyword:hexproof"] and not target.negated
    assert target.actor is not None and target.actor.to_dict()["types"] == ["artifact"]
    # Karplusan Strider (CSP): what may not target it is no keyword
    (target,) = effects(parse("~ no puede ser objetivo de hechizos azules o negros."))
    assert isinstance(target, Action) and (target.verb, target.negated) == (Verb.BECOME_TARGET, True)
    # Darksteel Plate (MRD): what another object has; the card's own "es indestructible" is its keyword line, as in
    # the Oracle text, with no action
    (keyword,) = effects(parse("La criatura equipada es indestructible."))
    assert isinstance(keyword, Action) and keyword.verb == Verb.GAIN_ABILITY
    assert keyword.detail == ["keyword:indestructible"]
    (own,) = parse("~ es indestructible.").abilities
    assert [k.canonical for k in own.keywords] == ["indestructible"] and not own.effects


def test_threshold_printed_without_its_dash() -> None:
    # Childhood Horror (ODY): "Umbral El Horror de infancia obtiene +2/+2 y no puede bloquear."
    pump, block = effects(parse("Umbral ~ obtiene +2/+2 y no puede bloquear."))
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert pump.condition is not None and pump.condition.test == "threshold"
    assert isinstance(block, Action) and (block.verb, block.negated) == (Verb.BLOCK, True)


def test_mana_of_a_kind_and_damage_divided() -> None:
    # Astral Cornucopia (BNG), Conflagrate (TSP)
    card = parse("Agrega un maná de ese color a tu reserva de maná por cada contador de carga sobre ~.")
    (mana,) = effects(card)
    assert isinstance(mana, Action) and mana.verb == Verb.ADD_MANA
    assert mana.detail[0].startswith("mana:that_color") and mana.per is not None
    card = parse(
        "~ hace X puntos de daño divididos como elijas entre cualquier número de criaturas y/o jugadores objetivo."
    )
    (damage,) = effects(card)
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert "divided:as_you_choose" in damage.detail


def test_the_passive_with_se() -> None:
    # Chandra Ablaze (ZEN), Acolyte's Reward (BNG): what was done "this way" with the verb first
    card = parse(
        "Si se descarta una carta roja de esta manera, ~ hace 4 puntos de daño a la criatura o jugador objetivo."
    )
    (damage,) = effects(card)
    assert isinstance(damage, Action) and damage.condition is not None
    assert damage.condition.test == "did_this_way"
    (discard,) = damage.condition.about
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    assert isinstance(discard.actor, ObjectPhrase) and discard.actor.colors == ["red"]
    card = parse(
        "Si se previene daño de esta manera, ~ hace esa misma cantidad de daño a la criatura o jugador objetivo."
    )
    (damage,) = effects(card)
    assert damage.condition is not None and damage.condition.about[0].to_dict()["verb"] == "prevent"
    # Dissipate (ISD): the spell countered this way is exiled instead of going to the graveyard
    card = parse(
        "Si ese hechizo es contrarrestado de esta manera, exílialo en vez de ponerlo en el cementerio de su "
        "propietario."
    )
    (exile,) = effects(card)
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE and exile.detail == ["instead_of:graveyard"]
    assert exile.condition is not None and exile.condition.about[0].to_dict()["verb"] == "counter"


def test_instead_set_off_by_commas() -> None:
    # Dark Temper (CON), Thought Reflection (SHM), Groundswell (WWK)
    (destroy,) = effects(parse("Si controlas un permanente negro, en vez de eso, destruye la criatura."))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    assert destroy.condition is not None and destroy.condition.test == "control"
    (draw,) = effects(parse("Si fueras a robar una carta, en vez de eso, roba dos cartas."))
    assert isinstance(draw, Action) and (draw.verb, draw.amount) == (Verb.DRAW, "2")
    assert draw.condition is not None and draw.condition.test == "would"
    (would,) = draw.condition.about
    assert isinstance(would, Action) and isinstance(would.actor, PlayerPhrase) and would.actor.who == "you"
    card = parse(
        "Si una tierra entró al campo de batalla bajo tu control este turno, en vez de eso, esa criatura obtiene "
        "+4/+4 hasta el final del turno."
    )
    (pump,) = effects(card)
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    assert pump.condition is not None and pump.condition.about[0].to_dict()["verb"] == "enter"


def test_an_alternative_cost_paid() -> None:
    # Morsel Theft (MOR): "If Morsel Theft's prowl cost was paid, draw a card."
    (draw,) = effects(parse("Si se pagó el coste de rondar de ~, roba una carta."))
    assert isinstance(draw, Action) and draw.condition is not None and draw.condition.test == "paid:prowl"


def test_enters_as_a_copy_and_a_coin_flip_won() -> None:
    # Altered Ego (SOI, its first sentence), Boompile (C16)
    card = parse(
        "Puedes hacer que ~ entre al campo de batalla como una copia de cualquier criatura en el campo de batalla."
    )
    (enter,) = effects(card)
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and "as_copy" in enter.detail
    assert enter.objects[0].to_dict()["types"] == ["creature"]
    (destroy,) = effects(parse("Si ganas el lanzamiento, destruye todos los permanentes que no sean tierra."))
    assert isinstance(destroy, Action) and destroy.condition is not None
    assert destroy.condition.about[0].to_dict()["verb"] == "win_flip"


def test_delirium_and_either_type_counted() -> None:
    # Deathcap Cultivator (SOI), Calculated Dismissal (ORI)
    card = parse(
        "~ tiene la habilidad de toque mortal mientras entre las cartas de tu cementerio haya cuatro o más tipos de "
        "cartas."
    )
    (keyword,) = effects(card)
    assert isinstance(keyword, Action) and keyword.condition is not None
    assert keyword.condition.test == "as_long_as:delirium"
    (scry,) = effects(parse("Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, adivina 2."))
    assert isinstance(scry, Action) and scry.verb == Verb.SCRY and scry.condition is not None
    (cards,) = scry.condition.about
    assert cards.to_dict()["types"] == ["card", "instant_or_sorcery"] and cards.to_dict()["zone"] == "graveyard"


def test_who_is_attacked_in_the_verb_and_a_passive() -> None:
    # Blazing Archon (RAV), Assault Suit (C14)
    (attack,) = effects(parse("Las criaturas no pueden atacarte."))
    assert isinstance(attack, Action) and (attack.verb, attack.negated) == (Verb.ATTACK, True)
    assert [o.to_dict()["who"] for o in attack.objects] == ["you"]
    card = parse(
        "La criatura equipada obtiene +2/+2, tiene la habilidad de prisa, no puede atacarte a ti o a un planeswalker "
        "que controlas y no puede ser sacrificada."
    )
    pump, haste, attack, sacrifice = effects(card)
    assert isinstance(attack, Action) and [o.kind for o in attack.objects] == ["player", "object"]
    assert isinstance(sacrifice, Action) and (sacrifice.verb, sacrifice.negated) == (Verb.SACRIFICE, True)
    # a state stays a state: "Si la criatura está girada" is not a passive
    (destroy,) = effects(parse("Si la criatura está girada, destrúyela."))
    assert isinstance(destroy, Action) and destroy.condition is not None and destroy.condition.test == "is:tapped"


def test_an_older_causative() -> None:
    # Death Pulse (ONS): "puedes elegir que la criatura objetivo obtenga -1/-1 hasta el final del turno"
    (pump,) = effects(parse("Puedes elegir que la criatura objetivo obtenga -1/-1 hasta el final del turno."))
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT and pump.optional
    assert pump.actor is not None and pump.actor.to_dict()["determiner"] == "target"


def test_small_words_of_current_text() -> None:
    # Hexgold Halberd (ONE), Aang's Iceberg (TLA), Radiant's Judgment (ULG), Vanguard Seraph (FDN)
    (keyword,) = effects(
        parse("Mientras sea tu turno, la criatura equipada tiene las habilidades de dañar primero y arrollar.")
    )
    assert isinstance(keyword, Action) and keyword.condition is not None
    assert keyword.condition.test == "as_long_as:is:yours"
    card = parse("exilia hasta un otro permanente objetivo que no sea tierra hasta que ~ deje el campo de batalla.")
    (exile,) = effects(card)
    assert isinstance(exile, Action) and exile.objects[0].to_dict()["count"] == "1"  # as "hasta una criatura objetivo"
    assert exile.objects[0].to_dict()["types"] == ["permanent"]
    (destroy,) = effects(parse("Destruye la criatura objetivo con fuerza 4 o mayor."))
    assert isinstance(destroy, Action) and destroy.objects[0].to_dict()["qualifiers"] == ["power:4:or_greater"]
    event, surveil = effects(parse("Siempre que ganes vidas por primera vez cada turno, escruta 1."))
    assert event.to_dict()["actions"][0]["detail"] == ["first_each_turn"]
    # "cualquier jugador" stays a player who may act (Brain Gorgers, PLC)
    (sacrifice,) = effects(parse("cualquier jugador puede sacrificar una criatura."))
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE and sacrifice.optional


def test_numbers_computed_after_their_noun() -> None:
    # Ancient Excavation (C16), Dread Defiler (OGW)
    card = parse(
        "Roba una cantidad de cartas igual a la cantidad de cartas en tu mano, luego descarta una carta por cada carta "
        "robada de esta manera."
    )
    draw, discard = effects(card)
    assert isinstance(draw, Action) and (draw.verb, draw.amount) == (Verb.DRAW, "number_of")
    assert isinstance(discard, Action) and discard.verb == Verb.DISCARD
    (lose,) = effects(
        parse("El oponente objetivo pierde una cantidad de vidas igual a la fuerza de la criatura exiliada.")
    )
    assert isinstance(lose, Action) and (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "power")
    assert lose.per is not None and lose.per.to_dict()["qualifiers"] == ["past:exile"]


def test_more_older_wording() -> None:
    # the hellbent label printed with no dash (DIS, as Anthem of Rakdos: "Temerario Mientras no tengas cartas …")
    card = parse("Temerario ~ tiene la habilidad de amenaza mientras no tengas cartas en tu mano.")
    (keyword,) = effects(card)
    assert isinstance(keyword, Action) and keyword.detail == ["keyword:menace"]
    assert keyword.condition is not None and keyword.condition.test == "as_long_as:not:there_are"
    # Adder-Staff Boggart (LRW)
    (put,) = effects(parse("Si ganas, pon un contador +1/+1 sobre ~."))
    assert isinstance(put, Action) and put.condition is not None
    assert put.condition.about[0].to_dict()["verb"] == "win_flip"
    # Circle of Protection: Artifacts (5DN): "hacerte" is who is dealt the damage
    card = parse("La próxima vez que una fuente de tu elección fuera a hacerte daño este turno, prevén ese daño.")
    (prevent,) = effects(card)
    assert isinstance(prevent, Action) and prevent.condition is not None and prevent.condition.test == "next_time"
    (damage,) = prevent.condition.about
    assert isinstance(damage, Action) and [o.to_dict()["who"] for o in damage.objects] == ["you"]
    # Brain Pry (DIS), Bloodscent (MRD), Everglove Courier (ONS), Black Poplar Shaman (LRW)
    (choice,) = effects(parse("Nombra una carta que no sea tierra."))
    assert choice.to_dict()["what"] == "card_name"
    (block,) = effects(parse("Todas las criaturas que puedan bloquear a la criatura objetivo este turno, lo hacen."))
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and block.detail == ["all_able"]
    card = parse("Mientras ~ permanezca girado, el Elfo objetivo obtiene +2/+2 y tiene la habilidad de arrollar.")
    pump, trample = effects(card)
    assert isinstance(pump, Action) and pump.condition is not None
    assert pump.condition.test == "as_long_as:remains:tapped"
    (regenerate,) = effects(parse("Regenera el Pueblo-arbóreo objetivo."))
    assert isinstance(regenerate, Action) and regenerate.objects[0].to_dict()["subtypes"] == ["Pueblo-arbóreo"]


def test_when_each_other_and_the_greatest() -> None:
    # Dreamspoiler Witches (LRW): when the event whose subject is in its verb happened
    card = parse(
        "Siempre que juegues un hechizo durante el turno de un oponente, puedes hacer que la criatura objetivo "
        "obtenga -1/-1 hasta el final del turno."
    )
    event, pump = effects(card)
    (cast,) = event.to_dict()["actions"]
    assert cast["verb"] == "cast" and cast["condition"]["test"] == "during:opponent_turn"
    # Brightflame (RAV), Crackling Doom (KTK): "cada una de las otras criaturas", "la mayor fuerza entre …"
    card = parse(
        "Irradiar ~ hace X puntos de daño a la criatura objetivo y a cada una de las otras criaturas que compartan "
        "un color con ella."
    )
    (damage,) = effects(card)
    assert isinstance(damage, Action) and [o.to_dict()["determiner"] for o in damage.objects] == ["target", "each"]
    assert damage.objects[1].to_dict()["qualifiers"] == ["share:color:with:anaphora"]
    (sacrifice,) = effects(
        parse("Cada oponente sacrifica la criatura con la mayor fuerza entre las criaturas que controla.")
    )
    assert isinstance(sacrifice, Action) and sacrifice.objects[0].to_dict()["qualifiers"] == ["with:greatest_power"]


def test_fights_control_and_passives() -> None:
    # Blood Feud (DKA), Dominus of Fealty (EVE), Coral Atoll (C14), Combust (M11)
    (fight,) = effects(parse("La criatura objetivo lucha con otra criatura objetivo."))
    assert isinstance(fight, Action) and fight.verb == Verb.FIGHT and len(fight.objects) == 1
    (control,) = effects(parse("Puedes ganar el control del permanente objetivo hasta el final del turno."))
    assert isinstance(control, Action) and control.verb == Verb.GAIN_CONTROL
    card = parse("Sacrifícalo a menos que regreses una isla enderezada que controlas a la mano de su propietario.")
    (sacrifice,) = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.condition is not None
    assert sacrifice.condition.about[0].to_dict()["verb"] == "return"
    (prevent,) = effects(parse("El daño no puede ser prevenido."))
    assert isinstance(prevent, Action) and (prevent.verb, prevent.negated) == (Verb.PREVENT, True)
    assert prevent.actor is not None and prevent.actor.to_dict()["types"] == ["damage"]


def test_small_words_of_older_and_newer_text() -> None:
    # "la criatura no negra objetivo" (the English "nonblack"), "hasta final del turno", collect evidence, Mount
    (destroy,) = effects(parse("Destruye la criatura no negra objetivo."))
    assert isinstance(destroy, Action) and destroy.objects[0].to_dict()["not_types"] == ["black"]
    (pump,) = effects(parse("la criatura objetivo gana +1/+1 hasta final del turno."))
    assert isinstance(pump, Action) and pump.duration is not None and pump.duration.until == "end_of_turn"
    (evidence,) = effects(parse("puedes recabar pruebas 4."))
    assert isinstance(evidence, Action) and (evidence.verb, evidence.amount) == (Verb.COLLECT_EVIDENCE, "4")
    (counter,) = effects(parse("Pon un contador +1/+1 sobre la Montura o Vehículo objetivo."))
    assert isinstance(counter, Action) and [o.to_dict()["subtypes"] for o in counter.objects] == [
        ["Montura"],
        ["Vehículo"],
    ]


def test_cards_put_back_and_an_additional_card() -> None:
    # Aven Fateshaper (ONS): "… y luego regrésalas en cualquier orden" (the English "then put them back in any order")
    look, back = effects(
        parse("mira las cuatro primeras cartas de tu biblioteca y luego regrésalas en cualquier orden.")
    )
    assert isinstance(look, Action) and look.verb == Verb.LOOK_AT
    assert isinstance(back, Action) and back.verb == Verb.PUT and back.detail == ["back", "any_order"]
    # Avaricious Dragon (ORI)
    (draw,) = effects(parse("roba una carta adicional."))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert draw.objects[0].to_dict()["qualifiers"] == ["additional"]


def test_more_passives_with_se() -> None:
    # Dralnu, Lich Lord (TSP): the damage after the verb, whom it is dealt to after "a"
    card = parse("Si se le fuera a hacer daño a ~, en vez de eso, sacrifica esa misma cantidad de permanentes.")
    (sacrifice,) = effects(card)
    assert isinstance(sacrifice, Action) and sacrifice.condition is not None and sacrifice.condition.test == "would"
    (dealt,) = sacrifice.condition.about
    assert isinstance(dealt, Action) and dealt.verb == Verb.DEAL_DAMAGE and dealt.detail == ["passive"]
    assert dealt.actor is not None and dealt.actor.to_dict()["types"] == ["damage"]
    assert [o.to_dict()["refers"] for o in dealt.objects] == ["self"]
    # Aeon Chronicler (PLC): "se remueva un contador de tiempo de ~ mientras está removido del juego"
    card = parse("Siempre que se remueva un contador de tiempo de ~ mientras está removido del juego, roba una carta.")
    event, draw = effects(card)
    (removed,) = event.to_dict()["actions"]
    assert removed["verb"] == "remove_counter" and removed["detail"] == ["counter:time"]
    assert removed["condition"]["test"] == "while:is:exiled"


def test_en_after_the_object_is_where_it_is() -> None:
    # Disturbing Plot (SHM): "en un cementerio" after the object is the English "in a graveyard"
    (ret,) = effects(parse("Regresa la carta de criatura objetivo en un cementerio a la mano de su propietario."))
    assert isinstance(ret, Action) and ret.verb == Verb.RETURN
    (card,) = ret.objects
    assert card.to_dict()["zone"] == "graveyard" and card.to_dict()["types"] == ["card", "creature"]
    assert ret.to_dict()["zone_to"] == "hand"
    # after the verb "en" is still where it goes
    (put,) = effects(parse("Pon en tu mano la carta objetivo."))
    assert isinstance(put, Action) and put.to_dict()["zone_to"] == "hand" and "zone" not in put.objects[0].to_dict()


def test_domain_counts_basic_land_types_among_lands() -> None:
    # Drag Down (CON): the English "for each basic land type among lands you control"
    text = (
        "La criatura objetivo obtiene -1/-1 hasta el final del turno por cada tipo de tierra básica entre las tierras"
        " que controlas."
    )
    (pump,) = effects(parse(text))
    assert isinstance(pump, Action) and pump.verb == Verb.MODIFY_PT
    per = pump.to_dict()["per"]
    assert per["types"] == ["basic_land_type"] and per["qualifiers"] == ["among"]
    (among,) = per["related"]
    assert among["types"] == ["land"] and among["controller"] == "you"


def test_power_and_toughness_switched() -> None:
    # Inside Out (EVE): the English "Switch target creature's power and toughness until end of turn." (rule 613.4d)
    text = "Intercambia la fuerza con la resistencia de la criatura objetivo hasta el final del turno."
    (switch,) = effects(parse(text))
    assert isinstance(switch, Action) and switch.verb == Verb.SWITCH_PT and switch.detail == ["power_toughness"]
    assert switch.objects[0].to_dict()["determiner"] == "target"
    # Calcite Snapper (WWK): the card's own numbers
    (switch,) = effects(parse("puedes intercambiar la fuerza con la resistencia de ~ hasta el final del turno."))
    assert isinstance(switch, Action) and switch.verb == Verb.SWITCH_PT and switch.optional
    assert [o.to_dict()["refers"] for o in switch.objects] == ["self"]
    # exchanging control is still an exchange
    (exchange,) = effects(parse("Intercambia el control de dos tierras objetivo."))
    assert isinstance(exchange, Action) and exchange.verb == Verb.EXCHANGE


def test_isnt_a_creature_and_loses_all_abilities() -> None:
    # Heliod, God of the Sun (THS): the English "~ isn't a creature"
    card = parse("Mientras tu devoción al blanco sea menor que cinco, ~ no es una criatura.")
    (god,) = effects(card)
    assert isinstance(god, Action) and god.verb == Verb.BECOME and god.negated
    assert god.objects[0].to_dict()["types"] == ["creature"]
    assert god.condition is not None and god.condition.test == "as_long_as:compare:devotion:less:5"
    # Turn to Frog (M12): the English "loses all abilities"
    lose, become = effects(
        parse("La criatura objetivo pierde todas sus habilidades y se convierte en una Rana azul 1/1.")
    )
    assert isinstance(lose, Action) and lose.verb == Verb.LOSE_ABILITY and lose.detail == ["keyword:all_abilities"]
    assert isinstance(become, Action) and become.verb == Verb.BECOME


def test_si_no_alone_is_otherwise() -> None:
    # Neurok Familiar (MRD): "Si no, ponla en tu cementerio." (the English "Otherwise, put it into your graveyard.")
    (put,) = effects(parse("Si no, ponla en tu cementerio."))
    assert isinstance(put, Action) and put.verb == Verb.PUT
    assert put.condition is not None and put.condition.test == "otherwise"
    # Artificer's Epiphany (ORI): "Si no controlas …" is still the condition it says
    (discard,) = effects(parse("Si no controlas ningún artefacto, descarta una carta."))
    assert isinstance(discard, Action) and discard.condition is not None
    assert discard.condition.test != "otherwise"
