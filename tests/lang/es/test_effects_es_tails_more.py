"""More shapes of the long tail of printed Spanish text (lang/es/effect_tails.py, the blocks "Spanish: more of the long
tail" of grammar/effects-es/1-more.lark), each on a real printed card's text, read into the nodes its English Oracle
text reads into."""

from __future__ import annotations

from helpers import card_effects as effects
from helpers import card_verbs as verbs

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, Reference


def parse(text: str, name: str | None = None) -> Card:
    card = mtglinks.parse(text, lang="es", name=name)
    assert is_typed(effects(card)), [n.to_dict() for n in effects(card)]
    return card


def test_whole_sentences_the_english_table_reads_whole() -> None:
    # Floating Shield (CMD): "This effect doesn't remove ~."
    (unattach,) = effects(parse("Este efecto no remueve ~."))
    assert isinstance(unattach, Action) and unattach.verb == Verb.UNATTACH and unattach.negated
    assert unattach.detail == ["not_by_this_effect"]
    # Relentless Rats (M11): "A deck can have any number of cards named Relentless Rats."
    (limit,) = effects(parse("Un mazo puede tener cualquier cantidad de cartas llamadas ~."))
    assert isinstance(limit, Action) and limit.verb == Verb.DECK_LIMIT and limit.detail == ["any_number"]
    # Time Stop (CHK): "End the turn."
    assert verbs(parse("Finaliza el turno.")) == {"end_turn": 1}


def test_the_game_won_or_lost_after_a_modal_verb() -> None:
    # Abyssal Persecutor (WWK): "You can't win the game and your opponents can't lose the game."
    win, lose = effects(parse("Tú no puedes ganar el juego y tus oponentes no pueden perder el juego."))
    assert isinstance(win, Action) and (win.verb, win.negated) == (Verb.WIN, True)
    assert isinstance(lose, Action) and (lose.verb, lose.negated) == (Verb.LOSE, True)


def test_a_text_changed_and_a_spell_that_targets_you() -> None:
    # Alter Reality (JUD): "Change the text of target spell or permanent by replacing all instances of one color word
    # with another."
    (change,) = effects(
        parse(
            "Cambia el texto del permanente o hechizo objetivo reemplazando todas las referencias a un color por otro."
        )
    )
    assert isinstance(change, Action) and change.verb == Verb.CHANGE_TEXT
    assert change.detail == ["replace:color_word"]
    # Mirror Sheen (EVE): "Copy target instant or sorcery spell that targets you."
    (copy,) = effects(parse("Copia el hechizo objetivo de instantáneo o de conjuro que te hace objetivo."))
    assert isinstance(copy, Action) and copy.verb == Verb.COPY
    (spell,) = copy.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["targets"]


def test_block_only_a_search_whose_library_follows_and_a_name_with_a_comma() -> None:
    # Scrapskin Drake (AVR): "~ can block only creatures with flying."
    (block,) = effects(parse("~ puede bloquear sólo a criaturas con la habilidad de volar."))
    assert isinstance(block, Action) and block.verb == Verb.BLOCK and "only" in block.detail
    # Diabolic Tutor (10E): "Search your library for a card and put that card into your hand."
    search, put = effects(parse("Busca una carta de tu biblioteca y pon esa carta en tu mano."))
    assert isinstance(search, Action) and (search.verb, search.zone_from) == (Verb.SEARCH, "library")
    assert isinstance(put, Action) and (put.verb, put.zone_to) == (Verb.PUT, "hand")
    # with no zone named there is no search read
    assert not is_typed(effects(mtglinks.parse("Busca una carta.", lang="es")))
    # Emeria, the Sky Ruin (ZEN): "Emeria, the Sky Ruin enters tapped."
    (enter,) = effects(parse("~, entra al campo de batalla girada."))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER and enter.detail == ["tapped"]
    assert isinstance(enter.actor, Reference) and enter.actor.refers == "self"


def test_events_in_the_past_in_conditions() -> None:
    # Baloth Cage Trap (WWK): "If an opponent had an artifact enter the battlefield under their control this turn, you
    # may pay {1}{G} rather than pay this spell's mana cost."
    (pay,) = effects(
        parse(
            "Si un oponente tuvo un artefacto que entró al campo de batalla bajo su control este turno, puedes pagar "
            "{1}{G} en lugar de pagar el coste de maná de ~."
        )
    )
    assert isinstance(pay, Action) and pay.verb == Verb.PAY
    condition = pay.condition
    assert isinstance(condition, EffectCondition) and condition.test == "had_event"
    entered = condition.about[1]
    assert isinstance(entered, Action) and entered.verb == Verb.ENTER and entered.detail == ["under:their"]
    # Runeflare Trap (ZEN): "If an opponent drew three or more cards this turn, …"
    (pay,) = effects(
        parse(
            "Si un oponente robó tres o más cartas este turno, puedes pagar {R} en lugar de pagar el coste de maná "
            "de ~."
        )
    )
    assert isinstance(pay, Action) and isinstance(pay.condition, EffectCondition)
    (drew,) = pay.condition.about
    assert isinstance(drew, Action) and (drew.verb, drew.amount) == (Verb.DRAW, "3:or_more")
    # Bloodchief Ascension (ZEN): "if an opponent lost 2 or more life this turn"
    card = parse(
        "Al comienzo de cada paso final, si un oponente perdió 2 o más vidas este turno, puedes poner un contador de "
        "búsqueda sobre ~."
    )
    assert verbs(card)["lose_life"] == 1


def test_alone_after_attack_or_block() -> None:
    # Ember Beast (ODY): "~ can't attack or block alone."
    (attack,) = effects(parse("~ no puede atacar o bloquear sola."))
    assert isinstance(attack, Action) and attack.verb == Verb.ATTACK and attack.detail == ["alone"]
    assert [a.verb for a in attack.alternatives] == [Verb.BLOCK]


def test_subtypes_and_their_plurals() -> None:
    # Honden of Cleansing Fire (CHK): "you gain 2 life for each Shrine you control"
    card = parse("Al comienzo de tu mantenimiento, ganas 2 vidas por cada Altar que controles.")
    gain = effects(card)[-1]
    assert isinstance(gain, Action) and isinstance(gain.per, ObjectPhrase) and gain.per.subtypes == ["Altar"]
    # Ashen-Skin Zubera (CHK): "for each Zubera that died this turn"
    (discard,) = effects(
        parse(
            "El oponente objetivo descarta una carta por cada Zubera puesto en un cementerio desde el juego este turno."
        )
    )
    assert isinstance(discard, Action) and isinstance(discard.per, ObjectPhrase)
    assert discard.per.qualifiers == ["died_this_turn"]
    # Thelonite Hermit (TSP): "Saproling creatures get +1/+1."
    (pump,) = effects(parse("Todos los Saprolines obtienen +1/+1."))
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.subtypes == ["Saprolín"]  # type: ignore[attr-defined]


def test_fixed_clauses_of_who_plays_with_what_revealed_and_more() -> None:
    # Telepathy (10E): "Your opponents play with their hands revealed."
    (reveal,) = effects(parse("Tus oponentes juegan mostrando sus manos."))
    assert isinstance(reveal, Action) and reveal.verb == Verb.REVEAL and reveal.detail == ["hand:opponents"]
    # Liege of the Tangle (SOM): "They're still lands."
    (still,) = effects(parse("Siguen siendo tierras."))
    assert isinstance(still, Action) and still.verb == Verb.BECOME and still.detail == ["is", "still"]
    # Kazuul, Tyrant of the Cliffs (WWK): "if you're the defending player"
    card = parse(
        "Siempre que una criatura que controle un oponente ataque, si eres el jugador defensor, crea una ficha de "
        "criatura Ogro roja 3/3 a menos que el controlador de esa criatura pague {3}."
    )
    assert verbs(card)["create"] == 1
    # Eater of Days (DST): "When ~ enters, you skip your next two turns."
    assert verbs(parse("Cuando ~ entre en juego, te saltas tus próximos dos turnos.")) == {"enter": 1, "skip": 1}


def test_ability_words_printed_with_no_dash_and_starting_with_you() -> None:
    # Spellbinder (DST): "Imprint — When ~ enters, you may exile an instant card from your hand."
    card = parse("Estampa Cuando ~ entre en juego, puedes remover del juego una carta de instantáneo de tu mano.")
    assert verbs(card) == {"enter": 1, "exile": 1}
    # Collective Voyage (C13): "Join forces — Starting with you, each player may pay any amount of mana."
    (pay,) = effects(parse("Comenzando contigo, cada jugador puede pagar cualquier cantidad de maná."))
    assert isinstance(pay, Action) and (pay.verb, pay.amount) == (Verb.PAY, "any")
    assert isinstance(pay.condition, EffectCondition) and pay.condition.test == "order:starting_with_you"


def test_another_cards_name_after_llamada() -> None:
    # Angel's Herald (ALA): "Search your library for a card named Empyrial Archangel and put it onto the
    # battlefield."
    search, put = effects(parse("Busca en tu biblioteca una carta llamada Arcángel empíreo y ponla en juego."))
    assert isinstance(search, Action) and search.verb == Verb.SEARCH
    (card,) = search.objects
    assert isinstance(card, ObjectPhrase) and card.qualifiers == ["named:Arcángel empíreo"]
    assert isinstance(put, Action) and put.zone_to == "battlefield"
    # Gild (BNG): "Create a colorless artifact token named Gold"
    (create,) = effects(parse("Pon en el campo de batalla una ficha de artefacto incolora llamada Oro."))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    # two names in a list are not read (where one ends is not known)
    text = "Busca en tu biblioteca una carta llamada Salamandra purulenta o Caldero burbujeante y ponla en tu mano."
    assert not is_typed(effects(mtglinks.parse(text, lang="es")))


def test_the_other_face_named_after_transforma_is_the_card() -> None:
    # Kruin Outlaw // Terror of Kruin Pass (ISD), the back face: "At the beginning of each upkeep, if a player cast two
    # or more spells last turn, transform Terror of Kruin Pass."
    card = parse(
        "Al comienzo de cada mantenimiento, si un jugador lanzó dos o más hechizos en el último turno, transforma al "
        "Terror del Paso Kruin."
    )
    transform = effects(card)[-1]
    assert isinstance(transform, Action) and transform.verb == Verb.TRANSFORM
    (itself,) = transform.objects
    assert isinstance(itself, Reference) and itself.refers == "self"
    # an object after it stays the object
    (transform,) = effects(parse("Transforma a la criatura objetivo."))
    assert isinstance(transform, Action) and isinstance(transform.objects[0], ObjectPhrase)


def test_del_juego_right_after_the_object_is_from_the_game() -> None:
    # Extract (ODY): "Search target player's library for a card and exile that card."
    card = parse("Busca en la biblioteca del jugador objetivo una carta y remueve esa carta del juego.")
    assert verbs(card) == {"search": 1, "exile": 1}
    # Aether Snap (DST): "Remove all counters from all permanents and exile all tokens."
    remove, exile = effects(
        parse("Remueve todos los contadores de todos los permanentes y remueve todas las fichas del juego.")
    )
    assert isinstance(exile, Action) and (exile.verb, exile.zone_to) == (Verb.EXILE, "exile")
    assert isinstance(remove, Action) and remove.verb == Verb.REMOVE_COUNTER
