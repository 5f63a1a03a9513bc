"""The French effect tree on the wordings (issue #23), each read as the English Oracle phrase of the
same rule: a card named ("Nommez une carte", Oracle "Choose a card name"), which kicker cost was paid, the mana spent
on a spell, either of two subjects' events. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, Choice, EffectCondition, ObjectPhrase, Reference, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_a_card_named_is_a_card_name_chosen() -> None:
    # "Indiscrétion cérébrale" (printed-fr): the older "name a card", the Oracle "Choose a card name"
    card = parse("Indiscrétion cérébrale", "Nommez une carte non-terrain. Le joueur ciblé révèle sa main.")
    choice = effects(card)[0]
    assert isinstance(choice, Choice) and choice.what == "card_name"
    assert original(card, choice) == "Nommez une carte non-terrain"
    # after "choisissez", "une carte" is a card chosen, not a name
    (chosen,) = effects(parse("Indiscrétion cérébrale", "Choisissez une carte de votre main."))
    assert isinstance(chosen, Choice) and chosen.what == "object"


def original(card: Card, node: Choice) -> str:
    return card.text[node.span[0] : node.span[1]]


def test_which_kicker_cost_was_paid() -> None:
    # Anavolien (printed-fr, "Kick {1}{U} et/ou {B}"): Oracle "If this spell was kicked with its {1}{U} kicker, …"
    text = (
        "Si vous avez payé le coût de kick de {1}{U}, l'Anavolien arrive en jeu avec deux marqueurs +1/+1 sur lui "
        "et a le vol."
    )
    card = parse("Anavolien", text)
    assert is_typed(effects(card))
    enter = effects(card)[0]
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    condition = enter.condition
    assert isinstance(condition, EffectCondition) and condition.test == "paid:kicked:{1}{U}"


def test_the_mana_spent_on_the_spell_that_triggered() -> None:
    # Prompto Argentum (printed-fr-modern): "if at least four mana was spent to cast it"
    text = (
        "À chaque fois que vous lancez un sort non-créature, si au moins quatre manas ont été dépensés pour le "
        "lancer, créez un jeton Trésor."
    )
    card = parse("Prompto Argentum", text)
    assert is_typed(effects(card))
    # the intervening "if" (rule 603.4), its own node beside the event and the action
    spent = next(node for node in effects(card) if isinstance(node, EffectCondition))
    assert isinstance(spent, EffectCondition) and spent.test == "spent:mana"
    mana, spell = spent.about
    assert isinstance(mana, ObjectPhrase) and mana.types == ["mana"] and mana.count == "4:or_more"
    assert isinstance(spell, Reference) and spell.refers == "anaphora"


def test_either_subjects_event_after_ou_que() -> None:
    # Bâton du magus de l'esprit (printed-fr): "Whenever you cast a blue spell or an Island enters under your control"
    text = (
        "À chaque fois que vous lancez un sort bleu ou qu'une île arrive sur le champ de bataille sous votre "
        "contrôle, vous gagnez 1 point de vie."
    )
    card = parse("Bâton du magus de l'esprit", text)
    assert is_typed(effects(card))
    (event,) = [node for node in effects(card) if isinstance(node, TriggerEvent)]
    cast, enter = event.actions
    assert isinstance(cast, Action) and cast.verb == Verb.CAST
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    island = enter.actor
    assert isinstance(island, ObjectPhrase) and island.determiner == "a" and island.subtypes
    # "~ ou qu'un autre allié arrive …" stays one subject of two objects ("Choreute de bataille d'Akoum", printed-fr)
    text = "À chaque fois que la Choreute ou qu'un autre allié arrive sur le champ de bataille, piochez une carte."
    (event,) = [node for node in effects(parse("Choreute", text)) if isinstance(node, TriggerEvent)]
    (enter,) = event.actions
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER


def test_a_players_life_total_named_after_it() -> None:
    # Flambeau de l'Immortalité (printed-fr): the English "Double target player's life total."
    card = parse("Flambeau de l'Immortalité", "Doublez le total de points de vie du joueur ciblé.")
    (double,) = effects(card)
    assert isinstance(double, Action) and double.verb == Verb.DOUBLE
    (total,) = double.objects
    assert isinstance(total, ObjectPhrase) and total.types == ["life_total"]
    assert total.determiner == "possessive" and total.qualifiers == ["of:target_player"]


def test_counters_put_on_or_removed_from_as_an_event() -> None:
    # Constable du royaume, Hydre protéenne (printed-fr-modern): "one or more +1/+1 counters are put on ~", "a +1/+1
    # counter is removed from ~"
    cases = {
        "Constable du royaume": (
            "À chaque fois qu'au moins un marqueur +1/+1 est mis sur le Constable du royaume, exilez jusqu'à un autre "
            "permanent non-terrain ciblé jusqu'à ce que le Constable du royaume quitte le champ de bataille.",
            Verb.PUT_COUNTER,
        ),
        "Hydre protéenne": (
            "À chaque fois qu'un marqueur +1/+1 est retiré à l'Hydre protéenne, mettez deux marqueurs +1/+1 sur elle "
            "au début de l'étape de fin.",
            Verb.REMOVE_COUNTER,
        ),
    }
    for name, (text, verb) in cases.items():
        card = parse(name, text)
        assert is_typed(effects(card)), name
        (event,) = [node for node in effects(card) if isinstance(node, TriggerEvent)]
        (action,) = event.actions
        assert isinstance(action, Action) and action.verb == verb
        (on,) = action.objects
        assert isinstance(on, Reference) and on.refers == "self"


def test_phasing_out_and_in() -> None:
    # La Pandorica (printed-fr-modern): "Untap another target nonland permanent, then it phases out.", "… that
    # permanent phases in."
    card = parse("La Pandorica", "Un autre permanent non-terrain ciblé passe hors phase.")
    (phase,) = effects(card)
    assert isinstance(phase, Action) and phase.verb == Verb.PHASE_OUT
    (phase,) = effects(parse("La Pandorica", "Ce permanent passe en phase."))
    assert isinstance(phase, Action) and phase.verb == Verb.PHASE_IN


def test_what_you_controlled() -> None:
    # Exploitation mortelle (printed-fr-modern): "for each modified creature you controlled as you cast this spell"
    card = parse("Exploitation mortelle", "Piochez une carte pour chaque créature que vous contrôliez.")
    (draw,) = effects(card)
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    per = draw.per
    assert isinstance(per, ObjectPhrase) and per.types == ["creature"] and per.controller == "you"


def test_the_same_name_as_a_card_que_elided() -> None:
    # Bougies de Leng (printed-fr): "If it has the same name as a card in your graveyard, put it into your graveyard."
    text = "Si elle a le même nom qu'une carte de votre cimetière, mettez-la dans votre cimetière."
    (put,) = effects(parse("Bougies de Leng", text))
    assert isinstance(put, Action) and put.verb == Verb.PUT
    same = put.condition
    assert isinstance(same, EffectCondition) and same.test == "same:name"
    it, card = same.about
    assert isinstance(it, Reference) and isinstance(card, ObjectPhrase)
    assert card.determiner == "a" and card.types == ["card"] and card.zone == "graveyard"


def test_shroud_in_words_is_the_keyword() -> None:
    # Jambières d'éclair (printed-fr): the Oracle "Equipped creature has shroud and haste." (rule 702.18a)
    text = "La créature équipée a la célérité et ne peut pas être la cible de sorts ou de capacités."
    (gain,) = effects(parse("Jambières d'éclair", text))
    assert isinstance(gain, Action) and gain.verb == Verb.GAIN_ABILITY
    assert gain.detail == ["keyword:haste", "keyword:shroud"]


def test_kicker_volver_enters_with_counters_and_a_keyword() -> None:
    # Anavolien (printed-fr): "it enters with two +1/+1 counters on it and with flying", one action
    text = (
        "Si vous avez payé le coût de kick de {1}{U}, l'Anavolien arrive en jeu avec deux marqueurs +1/+1 sur lui et a "
        "le vol."
    )
    (enter,) = effects(parse("Anavolien", text))
    assert isinstance(enter, Action) and enter.verb == Verb.ENTER
    assert enter.detail == ["counter:+1/+1:2", "keyword:flying"]


def test_older_words_read_as_the_oracle_text() -> None:
    # Dorure, Camée d'hématite, Sous le plancher, Rampeglaneur, Flambeau du Commandement (printed-fr)
    (create,) = effects(parse("Dorure", "Mettez sur le champ de bataille un jeton d'artefact incolore appelé Or."))
    assert isinstance(create, Action) and create.verb == Verb.CREATE
    (gold,) = create.objects
    assert isinstance(gold, ObjectPhrase) and gold.qualifiers == ["named:Or"]
    (add,) = effects(parse("Camée d'hématite", "Ajoutez {B} or {R} à votre réserve."))
    assert isinstance(add, Action) and add.detail == ["mana:{B}", "mana:{R}"]
    text = "Si le coût de folie de Sous le plancher a été payé, vous gagnez X points de vie."
    (gain,) = effects(parse("Sous le plancher", text))
    assert isinstance(gain, Action) and isinstance(gain.condition, EffectCondition)
    assert gain.condition.test == "paid:madness"
    text = (
        "Renvoyez dans votre main toutes les cartes de créature de votre cimetière qui ont été mises dans votre "
        "cimetière depuis le jeu ce tour-ci."
    )
    (back,) = effects(parse("Rampeglaneur", text))
    (cards,) = back.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["died_this_turn"]
    text = "Mettez votre commandant dans votre main depuis la zone de commandement."
    (put,) = effects(parse("Flambeau du Commandement", text))
    assert isinstance(put, Action) and (put.zone_from, put.zone_to) == ("command", "hand")


def test_chosen_type_and_name_and_counters_moved() -> None:
    # Porte des Destinées, Déclaration du néant, Cytoplaste sangracine, Chaudron des âmes, Fondrière sanguinolente
    # (printed-fr): "Creatures you control of the chosen type …", "Counter target spell with the chosen name.", "Move
    # a +1/+1 counter from target creature you control onto ~.", "Choose any number of target creatures.", "Search your
    # library for a Swamp or Mountain card"
    text = "Les créatures de ce type que vous contrôlez gagnent +1/+1."
    (pump,) = effects(parse("Porte des Destinées", text))
    assert isinstance(pump, Action) and isinstance(pump.actor, ObjectPhrase)
    assert pump.actor.qualifiers == ["of:chosen"] and pump.actor.controller == "you"
    (counter,) = effects(parse("Déclaration du néant", "Contrecarrez le sort ciblé qui a ce nom."))
    assert isinstance(counter, Action) and counter.verb == Verb.COUNTER
    (spell,) = counter.objects
    assert isinstance(spell, ObjectPhrase) and spell.qualifiers == ["with:chosen_name"]
    text = "Déplacez un marqueur +1/+1 de la créature ciblée que vous contrôlez sur le Cytoplaste sangracine."
    (move,) = effects(parse("Cytoplaste sangracine", text))
    assert isinstance(move, Action) and move.verb == Verb.MOVE_COUNTER
    source, onto = move.objects
    assert isinstance(source, ObjectPhrase) and source.determiner == "target"
    assert isinstance(onto, Reference) and onto.refers == "self"
    (choice,) = effects(parse("Chaudron des âmes", "Choisissez un nombre quelconque de créatures ciblées."))
    assert isinstance(choice, Choice) and choice.what == "object"
    text = "Cherchez dans votre librairie une carte marais ou montagne et mettez-la en jeu."
    search = effects(parse("Fondrière sanguinolente", text))[0]
    assert isinstance(search, Action) and search.verb == Verb.SEARCH and search.zone_from == "library"


def test_equipment_after_a_verb_and_damage_dealt_this_turn() -> None:
    # Manriki-gusari's granted ability, Flèche vengeresse (printed-fr), Ennemi de l'illumination (printed-fr-modern):
    # "Destroy target Equipment.", "Destroy target creature that dealt damage this turn.", "for each card in your
    # opponents' hands"
    (destroy,) = effects(parse("Manriki-gusari", "Détruisez l'équipement ciblé."))
    assert isinstance(destroy, Action) and destroy.verb == Verb.DESTROY
    (equipment,) = destroy.objects
    assert isinstance(equipment, ObjectPhrase) and equipment.subtypes == ["Équipement"]
    text = "Détruisez la créature ciblée qui a infligé des blessures ce tour-ci."
    (destroy,) = effects(parse("Flèche vengeresse", text))
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["dealt_damage_this_turn"]
    text = "L'Ennemi de l'illumination gagne -1/-1 pour chaque carte dans les mains de vos adversaires."
    (shrink,) = effects(parse("Ennemi de l'illumination", text))
    assert isinstance(shrink, Action) and isinstance(shrink.per, ObjectPhrase) and shrink.per.zone == "hand"


def test_instead_set_off_and_all_creature_types_and_colors_chosen() -> None:
    # Messe de la Coterie (printed-fr): "Threshold — Instead, add {B}{B}{B}{B}{B}."; Entité miroir's changeling reminder
    # "This card is every creature type."; Suire au sillage prismatique: "target permanent becomes the color or colors
    # of your choice until end of turn"
    (add,) = effects(parse("Messe de la Coterie", "À la place, ajoutez {B}{B}{B}{B}{B} à votre réserve."))
    assert isinstance(add, Action) and add.verb == Verb.ADD_MANA and add.detail == ["mana:{B}{B}{B}{B}{B}", "instead"]
    (every,) = effects(parse("Entité miroir", "Cette carte a tous les types de créature."))
    assert isinstance(every, Action) and every.verb == Verb.BECOME and every.detail == ["every:creature_type"]
    text = "Le permanent ciblé devient de la couleur ou des couleurs de votre choix jusqu'à la fin du tour."
    (become,) = effects(parse("Suire au sillage prismatique", text))
    assert isinstance(become, Action) and become.verb == Verb.BECOME
    assert [o.types for o in become.objects if isinstance(o, ObjectPhrase)] == [["color"], ["color"]]


def test_become_after_faire_que_and_then_you_may() -> None:
    # "vous pouvez faire que ~ devienne une créature-artefact 3/3 blanche Ange avec le vol jusqu'à la fin du tour"
    # (printed-fr, the English "you may have ~ become …"); "Vous pouvez ensuite piocher une carte." ("Then you may draw
    # a card.")
    text = "Vous pouvez faire que ~ devienne une créature-artefact 3/3 blanche Ange avec le vol jusqu'à la fin du tour."
    (become,) = effects(parse("X", text))
    assert isinstance(become, Action) and become.verb == Verb.BECOME and become.optional
    (draw,) = effects(parse("X", "Vous pouvez ensuite piocher une carte."))
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW and draw.optional


def test_a_trigger_on_the_card_itself_played_is_a_cast_trigger_and_that_card_played_stays_played() -> None:
    # Demi-dieu de la revanche (printed-fr): "Quand vous jouez le Demi-dieu de la revanche, …", Oracle "When you cast"
    text = (
        "Quand vous jouez le Demi-dieu de la revanche, renvoyez en jeu toutes les cartes appelées Demi-dieu de la "
        "revanche de votre cimetière."
    )
    card = parse("Demi-dieu de la revanche", text)
    event = effects(card)[0]
    assert isinstance(event, TriggerEvent) and event.event == Verb.CAST
    # Zuko, prince exilé (printed-fr-modern): "Vous pouvez jouer cette carte ce tour-ci", Oracle "play that card" (a
    # land may be played), no trigger
    card = parse(
        "Zuko, prince exilé",
        "Exilez la carte du dessus de votre bibliothèque. Vous pouvez jouer cette carte ce tour-ci.",
    )
    played = [e for e in effects(card) if isinstance(e, Action) and e.verb in (Verb.PLAY, Verb.CAST)]
    assert [e.verb for e in played] == [Verb.PLAY]


def test_one_of_them_put_onto_the_battlefield_and_the_other_into_the_hand() -> None:
    # Culture (printed-fr): Oracle "put one onto the battlefield tapped and the other into your hand"
    text = (
        "Cherchez dans votre bibliothèque jusqu'à deux cartes de terrain de base, révélez ces cartes et mettez-en une "
        "sur le champ de bataille engagée, et l'autre dans votre main. Mélangez ensuite votre bibliothèque."
    )
    card = parse("Culture", text)
    assert is_typed(effects(card))
    puts = [e for e in effects(card) if isinstance(e, Action) and e.verb == Verb.PUT]
    assert [(p.zone_to, p.detail) for p in puts] == [("battlefield", ["tapped"]), ("hand", [])]
    one = puts[0].objects[0]
    assert isinstance(one, ObjectPhrase) and (one.determiner, one.count) == ("of", "1")
    assert isinstance(puts[1].objects[0], Reference)
