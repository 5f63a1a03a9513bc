"""The French effect tree on the wordings read in round 9 (issue #23), each read as the English Oracle phrase of the
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


def test_phasing_out_and_in_and_attacking_without_tapping() -> None:
    # La Pandorica (printed-fr-modern): "Untap another target nonland permanent, then it phases out.", "… that
    # permanent phases in."; Paladin de serra's reminder of vigilance, "Attacking doesn't cause this creature to tap."
    card = parse("La Pandorica", "Un autre permanent non-terrain ciblé passe hors phase.")
    (phase,) = effects(card)
    assert isinstance(phase, Action) and phase.verb == Verb.PHASE_OUT
    (phase,) = effects(parse("La Pandorica", "Ce permanent passe en phase."))
    assert isinstance(phase, Action) and phase.verb == Verb.PHASE_IN
    (tap,) = effects(parse("Paladin de serra", "Attaquer avec cette créature ne la fait pas s'engager."))
    assert isinstance(tap, Action) and tap.verb == Verb.TAP and tap.negated


def test_what_you_controlled() -> None:
    # Exploitation mortelle (printed-fr-modern): "for each modified creature you controlled as you cast this spell"
    card = parse("Exploitation mortelle", "Piochez une carte pour chaque créature que vous contrôliez.")
    (draw,) = effects(card)
    assert isinstance(draw, Action) and draw.verb == Verb.DRAW
    per = draw.per
    assert isinstance(per, ObjectPhrase) and per.types == ["creature"] and per.controller == "you"
