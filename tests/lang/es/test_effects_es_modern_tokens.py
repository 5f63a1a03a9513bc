"""Spanish current templates of `lang/es/effect_modern_templates.py`, from the modern sample printed-es-modern: Role
and Powerstone tokens, counters named by a noun, "surja el caos", "de artefacto y/o de criatura". Each case quotes a
real printed card and checks the reading gives the verbs of the card's English Oracle text."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_a_role_token_attached_to_that_creature_gylwain() -> None:
    # Gylwain, director de reparto (Gylwain, Casting Director): "• Create a Royal Role token attached to that creature."
    for role, english in (("Majestad", "Royal Role"), ("Mago", "Sorcerer Role"), ("Monstruo", "Monster Role")):
        (create,) = effects(parse(f"Crea una ficha de Papel de {role} anexada a esa criatura."))
        assert isinstance(create, Action) and create.verb == Verb.CREATE
        (token,) = create.objects
        assert isinstance(token, ObjectPhrase) and token.subtypes == [english] and token.qualifiers == ["attached_to"]


def test_a_tapped_powerstone_token_urzas_command() -> None:
    # Mandato de Urza (Urza's Command): "• Create a tapped Powerstone token."
    (create,) = effects(parse("Crea una ficha de Piedra de poder girada."))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and token.subtypes == ["Powerstone"] and token.qualifiers == ["tapped"]


def test_a_training_counter_sensei_golden_tail() -> None:
    # Sensei Cola Dorada (Sensei Golden-Tail): "Put a training counter on target creature."
    (put,) = effects(parse("Pon un contador de entrenamiento sobre la criatura objetivo."))
    assert isinstance(put, Action) and put.verb == Verb.PUT_COUNTER and put.detail == ["counter:training"]


def test_omen_counters_soulcipher_board() -> None:
    # Tabla codificaalmas (Soulcipher Board): "This artifact enters with three omen counters on it." and "remove an
    # omen counter from this artifact"
    text = "La Tabla codificaalmas entra al campo de batalla con tres contadores de presagio sobre ella."
    (enter,) = effects(parse(text, name="Tabla codificaalmas"))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and "counter:omen:3" in str(enter.detail)
    (remove,) = effects(parse("Remueve un contador de presagio de la Tabla codificaalmas.", name="Tabla codificaalmas"))
    assert isinstance(remove, Action) and remove.verb == Verb.REMOVE_COUNTER and remove.detail == ["counter:omen"]


def test_whenever_chaos_ensues_kharasha_foothills() -> None:
    # Estribaciones de Kharasha (Kharasha Foothills): "Whenever chaos ensues, you may sacrifice any number of
    # creatures."
    text = "Siempre que surja el caos, puedes sacrificar cualquier cantidad de criaturas."
    event, sacrifice = effects(parse(text, name="Estribaciones de Kharasha"))
    assert isinstance(event, TriggerEvent) and event.event == "chaos_ensues"
    assert isinstance(sacrifice, Action) and sacrifice.verb == Verb.SACRIFICE and sacrifice.optional


def test_for_each_artifact_and_or_creature_card_aatchik() -> None:
    # Áatchik, radián esmeralda (Aatchik, Emerald Radian): "When Aatchik enters, create a 1/1 green Insect creature
    # token for each artifact and/or creature card in your graveyard."
    text = (
        "Cuando Áatchik entre, crea una ficha de criatura Insecto verde 1/1 por cada carta de artefacto y/o de "
        "criatura en tu cementerio."
    )
    _event, create = effects(parse(text, name="Áatchik, radián esmeralda"))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert isinstance(create.per, ObjectPhrase) and create.per.types == ["card", "artifact_or_creature"]
    assert create.per.zone == "graveyard"


def test_up_to_two_of_them_into_your_hand_tassas_intervention() -> None:
    # Intervención de Tassa (Tassa's Intervention): "Put up to two of them into your hand and the rest on the bottom
    # of your library in a random order." (grammar/effects-es.lark, `part_of` after "hasta")
    text = "Pon hasta dos de ellas en tu mano y el resto en el fondo de tu biblioteca en un orden aleatorio."
    first, rest = effects(parse(text))
    assert isinstance(first, Action) and first.verb == Verb.PUT and first.zone_to == "hand"
    (part,) = first.objects
    assert isinstance(part, ObjectPhrase) and (part.determiner, part.count) == ("up_to", "2")
    assert isinstance(rest, Action) and rest.verb == Verb.PUT and rest.zone_to == "library"


def test_this_creature_enters_prepared_elite_interceptor() -> None:
    # Interceptora de élite: "This creature enters prepared." (its reminder text is left aside)
    text = (
        "Esta criatura entra preparada. (Mientras esta criatura esté preparada, puedes lanzar una copia de su "
        "hechizo. Si lo haces, deja de estarlo.)"
    )
    (enter,) = effects(parse(text, name="Interceptora de élite"))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["prepared"]


def test_instant_and_sorcery_cards_in_your_graveyard_mogis_malice() -> None:
    # Rencor de Mogis: "… deals damage to target creature equal to the number of instant and sorcery cards in your
    # graveyard."
    text = (
        "El Rencor de Mogis hace daño a la criatura objetivo igual a la cantidad de cartas de instantáneo y de "
        "conjuro en tu cementerio."
    )
    (damage,) = effects(parse(text, name="Rencor de Mogis"))
    assert isinstance(damage, Action) and damage.verb == Verb.DEAL_DAMAGE
    assert isinstance(damage.per, ObjectPhrase) and damage.per.types == ["card", "instant_or_sorcery"]


def test_a_creature_card_milled_this_way_zoological_study() -> None:
    # Estudio zoológico (Zoological Study, a prepared card's spell): "Mill five cards, then return a creature card
    # milled this way to your hand."
    text = "Muele cinco cartas y luego regresa una carta de criatura molida de esta manera a tu mano."
    mill, back = effects(parse(text, name="Estudio zoológico"))
    assert isinstance(mill, Action) and mill.verb == Verb.MILL
    assert isinstance(back, Action) and back.verb == Verb.RETURN
    (card,) = back.objects
    assert isinstance(card, ObjectPhrase) and card.qualifiers == ["milled_this_way"]


def test_until_the_end_of_your_next_turn_pet_elemental() -> None:
    # Elemental mascota (printed-es-modern): "You may play that card until the end of your next turn."
    (play,) = effects(parse("Puedes jugar esa carta hasta el final de tu próximo turno."))
    assert isinstance(play, Action) and play.verb == Verb.PLAY and play.optional
    assert play.duration is not None and play.duration.until == "your_next_turn"


def test_each_other_spell_you_have_cast_this_turn_load_the_gun() -> None:
    # Cargar el arma: "Draw a card, then draw a card for each other instant and sorcery spell you've cast this turn."
    text = (
        "Roba una carta y luego roba una carta por cada otro hechizo de instantáneo y de conjuro que hayas lanzado "
        "este turno."
    )
    first, second = effects(parse(text, name="Cargar el arma"))
    assert isinstance(first, Action) and first.verb == Verb.DRAW
    assert isinstance(second, Action) and second.verb == Verb.DRAW
    assert isinstance(second.per, ObjectPhrase) and second.per.controller == "cast_by_you"


def test_subtypes_of_recent_sets_carrot_cake_and_varchild() -> None:
    # Pastel de zanahoria (Carrot Cake): "create a 1/1 white Rabbit creature token and scry 1"; Varchild, traidora de
    # Kjeldor: "When Varchild leaves the battlefield, gain control of all Survivors." (lang/es/subtypes.txt)
    create, scry = effects(parse("Crea una ficha de criatura Conejo blanca 1/1 y adivina 1."))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    assert isinstance(create.objects[0], ObjectPhrase) and create.objects[0].subtypes == ["Conejo"]
    assert isinstance(scry, Action) and scry.verb == Verb.SCRY
    (gain,) = effects(parse("Gana el control de todos los Supervivientes."))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_CONTROL
    assert isinstance(gain.objects[0], ObjectPhrase) and gain.objects[0].subtypes == ["Superviviente"]


def test_move_a_counter_onto_a_second_target_creature_daghatar() -> None:
    # Dagatar, el Inflexible (Daghatar the Adamant): "Move a +1/+1 counter from target creature onto a second target
    # creature." (grammar/effects-es.lark: "a" is where the counter goes)
    text = "Mueve un contador +1/+1 de la criatura objetivo a una segunda criatura objetivo."
    (move,) = effects(parse(text, name="Dagatar, el Inflexible"))
    assert isinstance(move, Action) and move.verb == Verb.MOVE_COUNTER and move.detail == ["counter:+1/+1"]
    assert [o.determiner for o in move.objects if isinstance(o, ObjectPhrase)] == ["target", "target"]
