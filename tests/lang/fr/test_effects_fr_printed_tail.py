"""More printed French wordings (`lang/fr/effect_printed_tail.py`, the end of `grammar/effects-fr/1-more.lark`), each
read as its card's English Oracle text reads. Each case quotes a real printed card."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, TriggerEvent


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_if_it_wasnt_kicked_sphinx_of_lost_truths() -> None:
    # Sphinx des Vérités perdues (Sphinx of Lost Truths): "Then if it wasn't kicked, discard three cards."
    text = (
        "Quand le Sphinx des Vérités perdues arrive sur le champ de bataille, piochez trois cartes. Ensuite, s'il n'a "
        "pas été kické, défaussez-vous de trois cartes."
    )
    event, draw, discard = effects(parse("Sphinx des Vérités perdues", text))
    assert isinstance(event, TriggerEvent) and isinstance(discard, Action) and discard.verb == "discard"
    assert discard.condition is not None and discard.condition.test == "paid:not_kicked"


def test_unless_the_kicker_cost_was_paid_skizzik() -> None:
    # Skizzik: "At the beginning of the end step, sacrifice Skizzik unless it was kicked."
    text = "À la fin du tour, sacrifiez le Skizzik à moins que le coût de kick n'ait été payé."
    event, sacrifice = effects(parse("Skizzik", text))
    assert isinstance(sacrifice, Action) and sacrifice.verb == "sacrifice"
    assert sacrifice.condition is not None and sacrifice.condition.test == "unless:paid:kicked"


def test_which_kicker_cost_was_paid_anavolver_and_thornscape() -> None:
    # Mage de bataille anaïste (Anavolver): "… if it was kicked with its {2}{U} kicker, target player discards …"
    text = (
        "Quand le Mage de bataille anaïste arrive en jeu, si le coût de kick de {2}{U} a été payé, le joueur ciblé se "
        "défausse de trois cartes."
    )
    event, paid, discard = effects(parse("Mage de bataille anaïste", text))
    assert isinstance(paid, EffectCondition) and paid.test == "paid:kicked:{2}{U}"
    # Mage de bataille orageosophe (Stormscape Battlemage): "if it was kicked with its {W} kicker, you gain 3 life"
    text = (
        "Quand le Mage de bataille orageosophe arrive sur le champ de bataille, s'il a été kické avec son kick {W}, "
        "vous gagnez 3 points de vie."
    )
    event, paid, gain = effects(parse("Mage de bataille orageosophe", text))
    assert isinstance(paid, EffectCondition) and paid.test == "paid:kicked:{W}"
    assert isinstance(gain, Action) and gain.verb == "gain_life"


def test_twice_the_number_of_times_it_was_kicked_deathforge_shaman() -> None:
    # Shamane forgemort (Deathforge Shaman): "… deals damage to target player equal to twice the number of times it
    # was kicked."
    text = (
        "Quand le Shamane forgemort arrive sur le champ de bataille, il inflige au joueur ciblé un nombre de blessures "
        "égal au double du nombre de fois qu'il a été kické."
    )
    event, damage = effects(parse("Shamane forgemort", text))
    assert isinstance(damage, Action) and damage.verb == "deal_damage" and damage.amount == "2*times_kicked"


def test_becomes_a_copy_and_gains_this_ability_dimir_doppelganger() -> None:
    # Doppelganger dimir (Dimir Doppelganger): "… becomes a copy of that card, except it has this ability."
    text = "Le Doppelganger dimir devient une copie de cette carte et acquiert cette capacité."
    (become,) = effects(parse("Doppelganger dimir", text))
    assert isinstance(become, Action) and become.verb == "become" and become.detail == ["copy"]
    assert become.condition is not None and become.condition.test == "except:have"


def test_token_tapped_and_attacking_after_a_comma_inexorable_blob() -> None:
    # Masse inexorable (Inexorable Blob): "create a 3/3 green Ooze creature token that's tapped and attacking."
    text = "mettez sur le champ de bataille un jeton de créature 3/3 verte Limon, engagé et attaquant."
    (create,) = effects(parse("Masse inexorable", text))
    assert isinstance(create, Action) and create.verb == "create"
    (token,) = create.objects
    assert isinstance(token, ObjectPhrase) and "tapped_attacking" in token.qualifiers
    # Menace bestiale (Bestial Menace): a list of tokens keeps its comma: "Create a 1/1 green Snake creature token, a
    # 2/2 green Wolf creature token, and a 3/3 green Elephant creature token."
    text = (
        "Mettez sur le champ de bataille un jeton de créature 1/1 verte Serpent, un jeton de créature 2/2 verte Loup "
        "et un jeton de créature 3/3 verte Éléphant."
    )
    (create,) = effects(parse("Menace bestiale", text))
    assert isinstance(create, Action) and len(create.objects) == 3


def test_older_blocking_states_curtain_of_light_and_soldier_replica() -> None:
    # Rideau de lumière (Curtain of Light): "Target unblocked attacking creature becomes blocked."
    (block,) = effects(parse("Rideau de lumière", "La créature attaquante non-bloquée ciblée devient bloquée."))
    assert isinstance(block, Action) and isinstance(block.actor, ObjectPhrase)
    assert block.actor.qualifiers == ["attacking", "unblocked"]
    # Reproduction de soldat (Soldier Replica): "… deals 3 damage to target attacking or blocking creature."
    text = "La Reproduction de soldat inflige 3 blessures à la créature attaquante ou bloquante ciblée."
    (damage,) = effects(parse("Reproduction de soldat", text))
    assert isinstance(damage, Action) and damage.verb == "deal_damage"
    (target,) = damage.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["attacking or blocking"]


def test_creature_blocking_self_knight_of_dusk() -> None:
    # Chevalier du crépuscule (Knight of Dusk): "Destroy target creature blocking Knight of Dusk."
    text = "{B}{B} : Détruisez la créature ciblée bloquant le Chevalier du crépuscule."
    (destroy,) = effects(parse("Chevalier du crépuscule", text))
    assert isinstance(destroy, Action) and destroy.verb == "destroy"
    (target,) = destroy.objects
    assert isinstance(target, ObjectPhrase) and target.qualifiers == ["blocking_self"]


def test_life_lost_gained_and_damage_dealt_bounds() -> None:
    # Ascension du chef de sang (Bloodchief Ascension): "if an opponent lost 2 or more life this turn"
    text = (
        "Au début de chaque étape de fin, si un adversaire a perdu au moins 2 points de vie ce tour-ci, vous pouvez "
        "mettre un marqueur « quête » sur l'Ascension du chef de sang."
    )
    event, condition, put = effects(parse("Ascension du chef de sang", text))
    assert isinstance(condition, EffectCondition) and condition.test == "did"
    (lost,) = condition.about
    assert isinstance(lost, Action) and lost.verb == "lose_life" and lost.amount == "2:or_more"
    # Accord angélique (Angelic Accord): "if you gained 4 or more life this turn"
    text = (
        "Au début de chaque étape de fin, si vous avez gagné au moins 4 points de vie ce tour-ci, mettez sur le champ "
        "de bataille un jeton de créature 4/4 blanche Ange avec le vol."
    )
    event, condition, create = effects(parse("Accord angélique", text))
    assert isinstance(condition, EffectCondition)
    (gained,) = condition.about
    assert isinstance(gained, Action) and gained.verb == "gain_life" and gained.amount == "4:or_more"
    # Tertre de Rochépine (Spinerock Knoll): "if an opponent was dealt 7 or more damage this turn"
    text = (
        "{R}, {T} : Vous pouvez jouer la carte retirée sans payer son coût de mana si un adversaire a subi au moins 7 "
        "blessures ce tour-ci."
    )
    (play,) = effects(parse("Tertre de Rochépine", text))
    assert isinstance(play, Action) and play.condition is not None
    (dealt,) = play.condition.about
    assert isinstance(dealt, Action) and dealt.verb == "dealt_damage" and dealt.amount == "7"
    assert dealt.detail == ["or_more"]


def test_cards_in_graveyards_faerie_macabre() -> None:
    # Færie macabre (Faerie Macabre): "Exile up to two target cards from graveyards."
    text = "Retirez de la partie jusqu'à deux cartes ciblées dans des cimetières."
    (exile,) = effects(parse("Færie macabre", text))
    assert isinstance(exile, Action) and exile.verb == "exile" and exile.zone_from == "graveyard"
    assert exile.zone_to != "graveyard"


def test_change_the_text_glamerdye() -> None:
    # Teintillusion (Glamerdye): "Change the text of target spell or permanent by replacing all instances of one color
    # word with another."
    text = (
        "Changez le texte du sort ou du permanent ciblé en remplaçant toutes les occurrences d'un nom de couleur par "
        "un autre nom de couleur."
    )
    (change,) = effects(parse("Teintillusion", text))
    assert isinstance(change, Action) and change.verb == "change_text"
    assert change.detail == ["replace:color_word"] and len(change.objects) == 2


def test_mana_value_is_of_a_number_prohibit() -> None:
    # Prohibition (Prohibit): "Counter target spell if its mana value is 2 or less."
    text = "Contrecarrez le sort ciblé si son coût converti de mana est de 2 ou moins."
    (counter,) = effects(parse("Prohibition", text))
    assert isinstance(counter, Action) and counter.verb == "counter"
    assert counter.condition is not None and counter.condition.test == "compare:mana_value:or_less:2"


def test_becomes_a_bare_power_and_toughness_is_its_base_diminish_and_sudden_spoiling() -> None:
    # Rapetissement (Diminish): the Oracle's "Target creature has base power and toughness 1/1 until end of turn."
    (base,) = effects(parse("Rapetissement", "La créature ciblée devient 1/1 jusqu'à la fin du tour."))
    assert isinstance(base, Action) and base.verb == "gain_ability" and base.detail == ["base_power_toughness:1/1"]
    # Déliquescence soudaine (Sudden Spoiling): "… have base power and toughness 0/2 and lose all abilities until end
    # of turn."
    text = (
        "Les créatures que le joueur ciblé contrôle deviennent 0/2 et perdent toutes leurs capacités jusqu'à la fin du "
        "tour."
    )
    base, lose = effects(parse("Déliquescence soudaine", text))
    assert isinstance(base, Action) and base.detail == ["base_power_toughness:0/2"]
    assert isinstance(lose, Action) and lose.verb == "lose_ability"
    # Tourment de Daxos (Daxos's Torment): a creature of that size stays `become` ("becomes a 5/5 Demon creature …")
    text = (
        "Le Tourment de Daxos devient une créature 5/5 Démon avec le vol et la célérité en plus de ses autres types "
        "jusqu'à la fin du tour."
    )
    (become,) = effects(parse("Tourment de Daxos", text))
    assert isinstance(become, Action) and become.verb == "become"


def test_discard_it_after_the_verb_sindbad() -> None:
    # Sindbad: "Draw a card and reveal it. If it's not a land card, discard it."
    text = "{T} : Piochez une carte et révélez-la. Si ce n'est pas une carte de terrain, défaussez-vous en."
    *_, discard = effects(parse("Sindbad", text))
    assert isinstance(discard, Action) and discard.verb == "discard"
    assert [getattr(o, "refers", None) for o in discard.objects] == ["anaphora"]
    assert discard.condition is not None and discard.condition.test == "is_not"


def test_the_legend_rule_doesnt_apply_mirror_gallery() -> None:
    # Galerie aux miroirs (Mirror Gallery): 'The "legend rule" doesn't apply.'
    (rule,) = effects(parse("Galerie aux miroirs", "La « règle de légende » ne s'applique pas."))
    assert isinstance(rule, Action) and rule.verb == "apply_rule" and rule.negated
    assert rule.detail == ["rule:legend"]


def test_you_control_that_players_next_turn_mindslaver() -> None:
    # Esclavagiste d'âmes (Mindslaver): "You control target player during that player's next turn."
    text = "{4}, {T}, sacrifiez l'Esclavagiste d'âmes : Vous contrôlez le prochain tour du joueur ciblé."
    (control,) = effects(parse("Esclavagiste d'âmes", text))
    assert isinstance(control, Action) and control.verb == "gain_control" and control.detail == ["controller:you"]
    assert control.condition is not None and control.condition.test == "during:that_player_next:turn"
