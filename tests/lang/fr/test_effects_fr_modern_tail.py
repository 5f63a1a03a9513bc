"""French of the modern sample's tail (printed-fr-modern, issue #23), `lang/fr/effect_modern_tail.py` and
`grammar/effects-fr/6-modern-tail.lark`: "s'il" holding its subject ("s'il était une créature", "s'il est en jeu", "s'il
cible un dragon"), a pronoun object's zone left ("exilez-la de votre cimetière"), the imperfect "si elle attaquait",
"au moins un adversaire contrôle" and "que pendant l'étape de déclaration des bloqueurs". Each case quotes a real card
of printed-fr-modern, with the English wording it stands for."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def conditions(card: Card) -> list[EffectCondition]:
    found = [node for node in card_effects(card) if isinstance(node, EffectCondition)]
    found += [n.condition for n in card_effects(card) if isinstance(n, Action) and n.condition is not None]
    return found


def test_if_it_was_a_creature_broodstar_totem() -> None:
    # Totem de Brisengraine: "When Broodstar Totem is put into a graveyard from the battlefield, if it was a creature,
    # return this card to its owner's hand."
    text = (
        "Quand le Totem de Brisengraine est mis dans un cimetière depuis le jeu, s'il était une créature, renvoyez "
        "cette carte dans la main de son propriétaire."
    )
    card = parsed("Totem de Brisengraine", text)
    (cond,) = conditions(card)
    (was,) = cond.about
    assert cond.test == "did" and isinstance(was, Action) and was.verb == "become"
    assert isinstance(was.actor, Reference) and was.actor.refers == "anaphora"
    assert was.objects[0].types == ["creature"]  # type: ignore[union-attr]
    assert is_typed(card_effects(card))


def test_if_it_is_on_the_battlefield_hunting_yeti() -> None:
    # Yeti en chasse: "When Hunting Yeti enters, if it's on the battlefield, it deals damage equal to its power to
    # target creature an opponent controls and that creature deals damage equal to its power to Hunting Yeti."
    text = (
        "Quand le Yeti en chasse arrive en jeu, s'il est en jeu, il inflige à la créature ciblée qu'un adversaire "
        "contrôle un nombre de blessures égal à sa force et cette créature inflige au Yeti en chasse un nombre de "
        "blessures égal à sa force."
    )
    card = parsed("Yeti en chasse", text)
    (cond,) = conditions(card)
    assert cond.test == "is:battlefield"
    assert is_typed(card_effects(card))


def test_if_it_targets_a_dragon_dragons_prey() -> None:
    # Proie du dragon (Dragon's Prey): "This spell costs {2} more to cast if it targets a Dragon."
    card = parsed("Proie du dragon", "Ce sort coûte {2} de plus à lancer s'il cible un dragon.")
    (cost,) = [a for a in card_effects(card) if isinstance(a, Action)]
    assert cost.verb == "modify_cost" and cost.condition is not None and cost.condition.test == "did"
    (targets,) = cost.condition.about
    assert isinstance(targets, Action) and targets.verb == "target"
    assert isinstance(targets.actor, Reference) and targets.objects[0].subtypes == ["Dragon"]  # type: ignore[union-attr]
    assert is_typed(card_effects(card))


def test_a_noun_target_is_no_verb_after_si() -> None:
    # "cible" after "s'il" only is the verb; elsewhere the noun, as "Détruisez une cible, créature ou planeswalker."
    # (Conspiration mortelle) reads it
    card = parsed("Conspiration mortelle", "Détruisez une cible, créature ou planeswalker.")
    (destroy,) = [a for a in card_effects(card) if isinstance(a, Action)]
    assert destroy.verb == "destroy" and destroy.objects[0].determiner == "target"  # type: ignore[union-attr]


def test_exile_it_from_your_graveyard_leonardo_da_vinci() -> None:
    # Léonard de Vinci: "If the discarded card was an artifact card, exile it from your graveyard."
    text = "Si la carte défaussée était une carte d'artefact, exilez-la de votre cimetière."
    card = parsed("Léonard de Vinci", text)
    (exile,) = [a for a in card_effects(card) if isinstance(a, Action)]
    assert exile.verb == "exile" and exile.zone_from == "graveyard" and exile.condition is not None
    assert is_typed(card_effects(card))


def test_if_it_was_attacking_zurgo_thunders_decree() -> None:
    # Zurgo, broyeur de tempête: "Whenever a creature token you control leaves the battlefield, draw a card if it was
    # attacking."
    text = (
        "À chaque fois qu'un jeton de créature que vous contrôlez quitte le champ de bataille, piochez une carte si "
        "elle attaquait."
    )
    card = parsed("Zurgo, broyeur de tempête", text)
    draw = next(a for a in card_effects(card) if isinstance(a, Action) and a.verb == "draw")
    assert draw.condition is not None and draw.condition.test == "is:attacking"
    (it,) = draw.condition.about
    assert isinstance(it, Reference) and it.refers == "anaphora"
    assert is_typed(card_effects(card))


def test_abilities_that_cant_be_played_stay_activate_arrest() -> None:
    # Arrestation (Arrest): "… Its activated abilities can't be activated." — the plural keeps its reading
    text = "La créature enchantée ne peut ni attaquer, ni bloquer et ses capacités activées ne peuvent pas être jouées."
    card = parsed("Arrestation", text)
    assert "activate" in [a.verb for a in card_effects(card) if isinstance(a, Action)]


def test_at_least_one_opponent_controls_more_lands_weathered_wayfarer() -> None:
    # Voyageur hâlé (Weathered Wayfarer): "Activate only if an opponent controls more lands than you."
    text = (
        "{W}, {T} : Cherchez dans votre bibliothèque une carte de terrain, révélez-la et mettez-la dans votre main. "
        "Mélangez ensuite votre bibliothèque. Ne jouez cette capacité que si au moins un adversaire contrôle plus de "
        "terrains que vous."
    )
    card = parsed("Voyageur hâlé", text)
    activate = next(a for a in card_effects(card) if isinstance(a, Action) and a.verb == "activate")
    assert activate.condition is not None and activate.condition.test == "control"
    who = activate.condition.about[0]
    assert isinstance(who, PlayerPhrase) and who.who == "opponent"
    assert is_typed(card_effects(card))


def test_only_during_the_declare_blockers_step_lesser_werewolf() -> None:
    # Lesser Werewolf: "Activate only during the declare blockers step."
    text = (
        "{B} : Si la force du Lesser Werewolf est de 1 ou plus, il gagne -1/-0 jusqu'à la fin du tour et mettez un "
        "marqueur -0/-1 sur la créature ciblée bloquant ou bloquée par le Lesser Werewolf. N'activez cette capacité "
        "que pendant l'étape de déclaration des bloqueurs."
    )
    card = parsed("Lesser Werewolf", text)
    activate = next(a for a in card_effects(card) if isinstance(a, Action) and a.verb == "activate")
    assert activate.detail == ["only:declare_blockers"]
    assert is_typed(card_effects(card))


def test_cant_this_turn_set_off_veilstone_amulet() -> None:
    # Amulette de voilepierre (Veilstone Amulet): "Whenever you cast a spell, creatures you control can't be the
    # targets of spells or abilities your opponents control this turn."
    text = (
        "À chaque fois que vous jouez un sort, les créatures que vous contrôlez ne peuvent pas, ce tour-ci, être la "
        "cible de sorts ou de capacités que vos adversaires contrôlent."
    )
    card = parsed("Amulette de voilepierre", text)
    denied = next(a for a in card_effects(card) if isinstance(a, Action) and a.verb == "become_target")
    assert denied.negated and denied.duration is not None and denied.duration.until == "this_turn"
    assert is_typed(card_effects(card))


def test_airbend_aang_the_last_airbender() -> None:
    # Aang, le dernier maître de l'Air (Aang, the Last Airbender): "When Aang enters, airbend up to one other target
    # nonland permanent."
    text = "Quand Aang arrive, maîtrisez l'Air sur jusqu'à un autre permanent non-terrain ciblé."
    card = parsed("Aang, le dernier maître de l'Air", text)
    airbend = next(a for a in card_effects(card) if isinstance(a, Action) and a.verb == "airbend")
    (what,) = airbend.objects
    assert isinstance(what, ObjectPhrase) and what.types == ["permanent"] and what.not_types == ["land"]
    assert is_typed(card_effects(card))


def test_may_airbend_monk_gyatso() -> None:
    # Moine Gyatso (Monk Gyatso): "Whenever another creature you control becomes the target of a spell or ability, you
    # may airbend that creature."
    text = (
        "À chaque fois qu'une autre créature que vous contrôlez devient la cible d'un sort ou d'une capacité, vous "
        "pouvez maîtriser l'Air sur cette créature."
    )
    card = parsed("Moine Gyatso", text)
    airbend = next(a for a in card_effects(card) if isinstance(a, Action) and a.verb == "airbend")
    assert airbend.optional and is_typed(card_effects(card))
