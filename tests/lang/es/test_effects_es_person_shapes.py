"""Spanish sentences whose player is only in a verb's person or a pronoun (the rules of `effects/es_person_shapes.py`):
"La próxima vez que fueras a robar …" (the English "The next time you would draw …"), "te haga descartar ~" (the
English "causes you to discard ~"), "te hagan daño de combate" (the English "you're dealt combat damage"); and older
words read as the Oracle's: "sea monstruoso", "cartas llamadas ~", "las bibliotecas de sus propietarios". Each case
quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, TriggerEvent


def parse(text: str, name: str | None = None) -> Card:
    return mtglinks.parse(text, lang="es", name=name)


def test_next_time_you_would_draw_words_of_worship() -> None:
    # Palabras de adoración (Words of Worship): "{1}: The next time you would draw a card this turn, you gain 5 life
    # instead."
    text = "{1}: La próxima vez que fueras a robar una carta este turno, en vez de eso, gana 5 vidas."
    (gain,) = [e for e in effects(parse(text)) if isinstance(e, Action)]
    assert gain.verb == Verb.GAIN_LIFE and gain.condition is not None
    assert gain.condition.test == "next_time"
    (draw,) = gain.condition.about
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    assert isinstance(draw.actor, PlayerPhrase) and draw.actor.who == "you"


def test_causes_you_to_discard_guerrilla_tactics() -> None:
    # Guerra de guerrillas (Guerrilla Tactics): "When a spell or ability an opponent controls causes you to discard
    # Guerrilla Tactics, Guerrilla Tactics deals 4 damage to any target."
    text = (
        "Cuando un hechizo o habilidad que controle un oponente te haga descartar la Guerra de guerrillas, la Guerra "
        "de guerrillas hace 4 puntos de daño a cualquier objetivo."
    )
    event = effects(parse(text, name="Guerra de guerrillas"))[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.DISCARD
    (discard,) = event.actions
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "you"
    assert discard.condition is not None and discard.condition.test == "caused_by"


def test_te_hace_alone_stays_damage_dealt_to_you() -> None:
    # Forja del campo de batalla (Battlefield Forge): "… This land deals 1 damage to you." ("te hace" with no
    # "descartar" is the damage dealt to you)
    text = "{T}: Agrega {R} o {W} a tu reserva de maná. La Forja del campo de batalla te hace 1 punto de daño."
    found = [e for e in effects(parse(text, name="Forja del campo de batalla")) if isinstance(e, Action)]
    assert [a.verb for a in found] == [Verb.ADD_MANA, Verb.DEAL_DAMAGE]


def test_you_are_dealt_combat_damage_swarmborn_giant() -> None:
    # Gigante nacido del enjambre (Swarmborn Giant): "When you're dealt combat damage, sacrifice Swarmborn Giant."
    text = "Cuando te hagan daño de combate, sacrifica el Gigante nacido del enjambre."
    event = effects(parse(text, name="Gigante nacido del enjambre"))[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.DEALT_DAMAGE
    (dealt,) = event.actions
    assert isinstance(dealt.actor, PlayerPhrase) and dealt.actor.who == "you" and dealt.detail == ["combat"]


def test_damage_dealt_to_you_or_a_planeswalker_vengeful_pharaoh() -> None:
    # Faraón vengativo (Vengeful Pharaoh): "Whenever combat damage is dealt to you or a planeswalker you control, …"
    text = (
        "Siempre que te hagan daño de combate a ti o a un planeswalker que controles, si el Faraón vengativo está en "
        "tu cementerio, destruye la criatura atacante objetivo."
    )
    event = effects(parse(text, name="Faraón vengativo"))[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.DEAL_DAMAGE
    assert len(event.actions[0].objects) == 2


def test_as_long_as_monstrous_fleecemane_lion() -> None:
    # León melena de lana (Fleecemane Lion): "As long as Fleecemane Lion is monstrous, it has hexproof and
    # indestructible."
    text = "Mientras el León melena de lana sea monstruoso, tiene las habilidades de antimaleficio e indestructible."
    (have,) = [e for e in effects(parse(text, name="León melena de lana")) if isinstance(e, Action)]
    assert have.condition is not None and have.condition.test == "as_long_as:is:monstrous"


def test_cards_named_self_demigod_of_revenge() -> None:
    # Semidios de la venganza (Demigod of Revenge): "… return all cards named Demigod of Revenge from your graveyard to
    # the battlefield."
    text = "Regresa al juego todas las cartas llamadas Semidios de la venganza de tu cementerio."
    (ret,) = [e for e in effects(parse(text, name="Semidios de la venganza")) if isinstance(e, Action)]
    (cards,) = ret.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["named:self"]


def test_bottom_of_their_owners_libraries_terminus() -> None:
    # Términus (Terminus): "Put all creatures on the bottom of their owners' libraries."
    (put,) = effects(parse("Pon todas las criaturas en el fondo de las bibliotecas de sus propietarios."))
    assert isinstance(put, Action) and put.verb == Verb.PUT and put.zone_to == "library"


def test_is_blue_until_end_of_turn_cerulean_wisps() -> None:
    # Centellas cerúleas (Cerulean Wisps): "Target creature becomes blue until end of turn. Untap that creature."
    text = "La criatura objetivo es azul hasta el final del turno. Endereza esa criatura."
    become, untap = [e for e in effects(parse(text)) if isinstance(e, Action)]
    assert (become.verb, untap.verb) == (Verb.BECOME, Verb.UNTAP)
    (blue,) = become.objects
    assert isinstance(blue, ObjectPhrase) and blue.colors == ["blue"]


def test_colour_indicator_words_stay_unread_ancestral_vision() -> None:
    # Visión ancestral (Ancestral Vision): "~ es azul." is the colour indicator's (the Oracle prints no sentence)
    (found,) = effects(parse("Visión ancestral es azul.", name="Visión ancestral"))
    assert not isinstance(found, Action)


def test_control_during_that_players_next_turn_mindslaver() -> None:
    # Esclavista mental (Mindslaver) in older text, Los más indecibles temores (Worst Fears): "You control target
    # player during that player's next turn."
    (control,) = effects(parse("Controlas al jugador objetivo durante el próximo turno de ese jugador."))
    assert isinstance(control, Action) and control.verb == Verb.GAIN_CONTROL
    assert control.condition is not None and control.condition.test == "during:that_player_next:turn"


def test_untap_no_more_than_one_during_their_untap_steps_stoic_angel() -> None:
    # Ángel estoico (Stoic Angel): "Players can't untap more than one creature during their untap steps."
    text = "Los jugadores no pueden enderezar más de una criatura durante sus pasos de enderezar."
    (untap,) = effects(parse(text))
    assert isinstance(untap, Action) and untap.verb == Verb.UNTAP and untap.negated
    assert untap.condition is not None and untap.condition.test == "during:their:untap_step"


def test_maximum_hand_size_reduced_thought_devourer() -> None:
    # Devorapensamientos (Thought Devourer): "Your maximum hand size is reduced by four."
    (size,) = effects(parse("El tamaño máximo de tu mano se reduce en cuatro."))
    assert isinstance(size, Action) and size.verb == Verb.BECOME
    assert size.detail == ["reduce:max_hand_size"] and size.amount == "4"
    assert isinstance(size.actor, PlayerPhrase) and size.actor.who == "you"


def test_each_opponents_maximum_hand_size_gnat_miser() -> None:
    # Ávido de mosquitos (Gnat Miser): "Each opponent's maximum hand size is reduced by one."
    (size,) = effects(parse("El tamaño máximo de mano de cada oponente se reduce en uno."))
    assert isinstance(size, Action) and isinstance(size.actor, PlayerPhrase)
    assert size.actor.who == "each_opponent" and size.amount == "1"


def test_maximum_hand_size_set_null_profusion() -> None:
    # Abundancia nula (Null Profusion): "Your maximum hand size is two."
    (size,) = effects(parse("Tu tamaño máximo de mano es dos."))
    assert isinstance(size, Action) and size.detail == ["set:max_hand_size"] and size.amount == "2"


def test_cast_self_with_personal_a_skaab_ruinator() -> None:
    # Skaab arruinador (Skaab Ruinator): "You may cast this card from your graveyard."
    (cast,) = effects(parse("Puedes lanzar al Skaab arruinador desde tu cementerio.", name="Skaab arruinador"))
    assert isinstance(cast, Action) and cast.verb == Verb.CAST and cast.zone_from == "graveyard"


def test_costs_less_to_cast_self_with_personal_a_ghoultree() -> None:
    # Árbol necrófago (Ghoultree): "This spell costs {1} less to cast for each creature card in your graveyard."
    text = "Cuesta {1} menos lanzar al Árbol necrófago por cada carta de criatura en tu cementerio."
    (cost,) = effects(parse(text, name="Árbol necrófago"))
    assert isinstance(cost, Action) and cost.verb == Verb.MODIFY_COST and cost.per is not None


def test_and_exile_it_after_a_choice_thought_knot_seer() -> None:
    # Vidente anudaideas (Thought-Knot Seer): "… You choose a nonland card from it and exile that card."
    found = effects(parse("Tú eliges de ahí una carta que no sea tierra y la exilias."))
    exile = found[-1]
    assert isinstance(exile, Action) and exile.verb == Verb.EXILE
    (it,) = exile.objects
    assert it.span[1] - it.span[0] == len("la")


def test_and_puts_it_onto_the_battlefield_tapped_fertilid() -> None:
    # Fertílido (Fertilid): "Target player searches their library for a basic land card, puts it onto the battlefield
    # tapped, then shuffles."
    text = (
        "El jugador objetivo busca en su biblioteca una carta de tierra básica y la pone en juego girada. Luego ese "
        "jugador baraja su biblioteca."
    )
    verbs = [e.verb for e in effects(parse(text)) if isinstance(e, Action)]
    assert verbs == [Verb.SEARCH, Verb.PUT, Verb.SHUFFLE]


def test_and_the_article_still_opens_an_object_after_y() -> None:
    # Impacto malévolo (Spiteful Blow): "Destroy target creature and target land." ("y la" before a noun stays the
    # article of a second object)
    (destroy,) = effects(parse("Destruye la criatura objetivo y la tierra objetivo."))
    assert isinstance(destroy, Action) and len(destroy.objects) == 2


def test_becomes_colorless_with_no_bound_moonlace() -> None:
    # Atadura lunar (Moonlace): "Target spell or permanent becomes colorless."
    (become,) = effects(parse("El hechizo o permanente objetivo es incoloro."))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    (colorless,) = become.objects
    assert isinstance(colorless, ObjectPhrase) and colorless.colors == ["colorless"]


def test_becomes_black_and_gains_fear_aphotic_wisps() -> None:
    # Centellas afóticas (Aphotic Wisps): "Target creature becomes black and gains fear until end of turn."
    text = "La criatura objetivo es negra y gana la habilidad de inspirar temor hasta el final del turno."
    verbs = [e.verb for e in effects(parse(text)) if isinstance(e, Action)]
    assert verbs == [Verb.BECOME, Verb.GAIN_ABILITY]


def test_the_cards_own_colour_with_a_bound_blazing_blade_askari() -> None:
    # Askari de la Cuchilla Llameante (Blazing Blade Askari): "{2}: ~ becomes colorless until end of turn."
    text = "{2}: El Askari de la Cuchilla Llameante es incoloro hasta el final del turno."
    (become,) = effects(parse(text, name="Askari de la Cuchilla Llameante"))
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.duration is not None
    (colorless,) = become.objects
    assert isinstance(colorless, ObjectPhrase) and colorless.colors == ["colorless"]
    assert text[colorless.span[0] : colorless.span[1]] == "incoloro"
