"""French printed forms the English Oracle says otherwise (`lang/fr/effect_printed_forms.py`, the block of the same
name at the end of `grammar/effects-fr.lark`): an ability word printed with no dash, "ni" after a comma, "pas au moins
un", "exactement une", "engagé et attaquant" set off by commas, "qu'il a exilées de cette manière". Each case quotes a
real printed card (printed-fr) and its English Oracle text."""

from __future__ import annotations

from helpers import card_effects as effects

import mtglinks
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, TriggerEvent, Untyped


def parse(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def test_an_ability_word_printed_with_no_dash_is_left_before_its_sentence() -> None:
    # Sans laisser de traces (Leave No Trace): "Radiance — Destroy target enchantment and each other enchantment that
    # shares a color with it."
    text = "Irradiance Détruisez l'enchantement ciblé et chaque autre enchantement qui partage une couleur avec lui."
    (destroy,) = effects(parse("Sans laisser de traces", text))
    assert isinstance(destroy, Action) and destroy.verb == "destroy"
    assert not destroy.text.startswith("Irradiance")
    # Mox de chrome (Chrome Mox): "Imprint — When Chrome Mox enters the battlefield, you may exile a nonartifact,
    # nonland card from your hand."
    text = (
        "Empreinte Quand le Mox de chrome arrive en jeu, vous pouvez retirer de la partie une carte non-artefact, "
        "non-terrain de votre main."
    )
    event, exile = effects(parse("Mox de chrome", text))
    assert isinstance(event, TriggerEvent) and event.event == "enter"
    assert isinstance(exile, Action) and exile.verb == "exile" and exile.optional


def test_ni_after_a_comma_still_joins_the_two_actions_denied() -> None:
    # Bourse du corrupteur (Briber's Purse): "Target creature can't attack or block this turn."
    text = (
        "{1}, {T}, retirez un marqueur « gemme » de la Bourse du corrupteur : La créature ciblée ne peut ni attaquer, "
        "ni bloquer ce tour-ci."
    )
    (action,) = [e for e in effects(parse("Bourse du corrupteur", text)) if isinstance(e, Action)]
    assert (action.verb, action.negated) == ("attack", True)
    assert [(a.verb, a.negated) for a in action.alternatives] == [("block", True)]
    # "ni" joined with "et" keeps its reading: L'Âme tourmentée "ne peut pas bloquer et elle est imblocable"
    (cant, unblockable) = effects(
        parse("Âme tourmentée", "L'Âme tourmentée ne peut pas bloquer et elle est imblocable.")
    )
    assert isinstance(cant, Action) and cant.verb == "block" and not isinstance(unblockable, Untyped)


def test_not_at_least_one_is_no() -> None:
    # Oni tord-boyaux (Gutwrencher Oni): "At the beginning of your upkeep, discard a card if you don't control an Ogre."
    text = "Au début de votre entretien, défaussez-vous d'une carte si vous ne contrôlez pas au moins un ogre."
    discard = next(e for e in effects(parse("Oni tord-boyaux", text)) if isinstance(e, Action))
    assert isinstance(discard.condition, EffectCondition) and discard.condition.test == "control"
    ogre = discard.condition.about[-1]
    assert isinstance(ogre, ObjectPhrase) and ogre.determiner == "no" and ogre.subtypes == ["Ogre"]


def test_exactly_one_creature_controlled() -> None:
    # Isolement homicide (Homicidal Seclusion): "As long as you control exactly one creature, that creature gets +3/+1
    # and has lifelink."
    text = "Tant que vous contrôlez exactement une créature, cette créature gagne +3/+1 et a le lien de vie."
    gets = effects(parse("Isolement homicide", text))[0]
    assert isinstance(gets, Action) and isinstance(gets.condition, EffectCondition)
    one = gets.condition.about[-1]
    assert isinstance(one, ObjectPhrase) and (one.determiner, one.count) == ("exactly", "1")
    # right after "si" it stays unread: Piège à fosse (Pitfall Trap) "If exactly one creature is attacking, …" is a
    # state, not an attack
    text = "Si exactement une créature attaque, vous pouvez payer {W} à la place du coût de mana du Piège à fosse."
    assert isinstance(effects(parse("Piège à fosse", text))[0], Untyped)


def test_a_token_put_tapped_and_attacking_set_off_by_commas() -> None:
    # Griffes du capitaine (Captain's Claws): "Whenever equipped creature attacks, put a 1/1 white Kor Ally creature
    # token onto the battlefield tapped and attacking."
    text = (
        "À chaque fois que la créature équipée attaque, mettez sur le champ de bataille, engagé et attaquant, un jeton "
        "de créature 1/1 blanche Kor et Allié."
    )
    put = effects(parse("Griffes du capitaine", text))[-1]
    assert isinstance(put, Action) and put.verb == "create" and put.detail == ["tapped_attacking"]
    (token,) = put.objects
    assert isinstance(token, ObjectPhrase) and token.subtypes == ["Kor", "Allié"]


def test_the_cards_each_player_exiled_this_way() -> None:
    # Mort vivante (Living Death): "… then puts all cards he or she exiled this way onto the battlefield."
    text = (
        "Chaque joueur exile toutes les cartes de créature de son cimetière, sacrifie toutes les créatures qu'il "
        "contrôle, et met ensuite sur le champ de bataille toutes les cartes qu'il a exilées de cette manière."
    )
    exile, sacrifice, put = effects(parse("Mort vivante", text))
    assert isinstance(put, Action) and put.verb == "put" and isinstance(put.actor, PlayerPhrase)
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and cards.qualifiers == ["exiled_this_way:by:they"]


def test_all_its_abilities_lost() -> None:
    # Ovinisation (Ovinize): "Until end of turn, target creature loses all abilities and has base power and toughness
    # 0/1."
    text = "La créature ciblée perd toutes ses capacités et devient 0/1 jusqu'à la fin du tour."
    lose, _become = effects(parse("Ovinisation", text))
    assert isinstance(lose, Action) and (lose.verb, lose.detail) == ("lose_ability", ["keyword:all_abilities"])


def test_removed_from_combat_the_pronoun_before_the_verb() -> None:
    # Busard soufflecape (Gustcloak Harrier): "Whenever ~ becomes blocked, you may untap it and remove it from combat."
    text = "À chaque fois que le Busard soufflecape devient bloqué, vous pouvez le dégager et le retirer du combat."
    _event, untap, remove = effects(parse("Busard soufflecape", text))
    assert isinstance(untap, Action) and untap.verb == "untap" and untap.optional
    assert isinstance(remove, Action) and remove.verb == "remove_from_combat"
    # Esprit de Cerclecreux (Hollowhenge Spirit): "remove target attacking or blocking creature from combat"
    text = (
        "Quand l'Esprit de Cerclecreux arrive sur le champ de bataille, retirez du combat une créature attaquante ou "
        "bloqueuse ciblée."
    )
    remove = effects(parse("Esprit de Cerclecreux", text))[-1]
    assert isinstance(remove, Action) and remove.verb == "remove_from_combat"
    (creature,) = remove.objects
    assert isinstance(creature, ObjectPhrase) and creature.determiner == "target"


def test_a_spell_or_ability_an_opponent_controls_makes_you_discard_it() -> None:
    # Frappeur loxodon (Loxodon Smiter): "If a spell or ability an opponent controls causes you to discard Loxodon
    # Smiter, put it onto the battlefield instead of putting it into your graveyard."
    text = (
        "Si un sort ou une capacité qu'un adversaire contrôle vous contraint à vous défausser du Frappeur loxodon, "
        "mettez-le sur le champ de bataille à la place de le mettre dans votre cimetière."
    )
    (put,) = effects(parse("Frappeur loxodon", text))
    assert isinstance(put, Action) and put.verb == "put" and isinstance(put.condition, EffectCondition)
    (discard,) = put.condition.about
    assert isinstance(discard, Action) and discard.verb == "discard"
    assert isinstance(discard.actor, PlayerPhrase) and discard.actor.who == "you"
    assert isinstance(discard.condition, EffectCondition) and discard.condition.test == "caused_by"


def test_put_into_a_graveyard_from_anywhere_and_a_process_repeated() -> None:
    # Colosse de sombracier (Darksteel Colossus): "If Darksteel Colossus would be put into a graveyard from anywhere,
    # reveal Darksteel Colossus and shuffle it into its owner's library instead."
    text = (
        "Si le Colosse de sombracier devait être mis dans un cimetière d'où qu'il vienne, révélez le Colosse de "
        "sombracier et mélangez-le dans la bibliothèque de son propriétaire à la place."
    )
    reveal, shuffle = effects(parse("Colosse de sombracier", text))
    assert isinstance(reveal, Action) and isinstance(reveal.condition, EffectCondition)
    (put,) = reveal.condition.about
    assert isinstance(put, Action) and put.verb == "put_into_graveyard"
    assert isinstance(shuffle, Action) and shuffle.verb == "shuffle"
    # Écrabouilleur de campagne (Countryside Crusher): "If it's a land card, put it into your graveyard and repeat this
    # process."
    text = "Si c'est une carte de terrain, mettez-la dans votre cimetière et répétez ce processus."
    _put, repeat = effects(parse("Écrabouilleur de campagne", text))
    assert isinstance(repeat, Action) and repeat.verb == "repeat"


def test_cant_be_blocked_except_by_set_off_by_a_comma() -> None:
    # Heaume du rôdeur (Prowler's Helm): "Equipped creature can't be blocked except by Walls."
    text = "La créature équipée ne peut pas être bloquée, excepté par des murs."
    (blocked,) = effects(parse("Heaume du rôdeur", text))
    assert isinstance(blocked, Action) and (blocked.verb, blocked.negated) == ("block", True)
    (walls,) = blocked.objects
    assert isinstance(walls, ObjectPhrase) and walls.subtypes == ["Mur"]


def test_if_that_player_doesnt() -> None:
    # Tomborage (Gravestorm): "… target opponent may exile a card from his or her graveyard. If that player doesn't,
    # you may draw a card."
    text = "Si ce joueur ne le fait pas, vous pouvez piocher une carte."
    (draw,) = effects(parse("Tomborage", text))
    assert isinstance(draw, Action) and draw.verb == "draw" and isinstance(draw.condition, EffectCondition)
    assert draw.condition.test == "does_not"
    (player,) = draw.condition.about
    assert isinstance(player, PlayerPhrase) and player.who == "that_player"


def test_once_during_each_of_your_turns_and_a_mana_value_after_de() -> None:
    # Parangon de Serra (Serra Paragon, printed-fr-modern): "Once during each of your turns, you may play a land from
    # your graveyard or cast a permanent spell with mana value 3 or less from your graveyard."
    text = (
        "Une fois pendant chacun de vos tours, vous pouvez jouer un terrain depuis votre cimetière ou lancer un sort "
        "de permanent d'une valeur de mana inférieure ou égale à 3 depuis votre cimetière."
    )
    (play,) = effects(parse("Parangon de Serra", text))
    assert isinstance(play, Action) and play.verb == "play" and play.optional
    assert isinstance(play.condition, EffectCondition) and play.condition.test == "once:each_of_your_turns"
    (cast,) = play.alternatives
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase) and "mana_value:3:or_less" in spell.qualifiers


def test_double_that_damage() -> None:
    # Malédiction de saignée (Curse of Bloodletting): "If a source would deal damage to enchanted player, it deals
    # double that damage to that player instead."
    text = (
        "Si une source devait infliger des blessures au joueur enchanté, elle inflige le double de ces blessures à ce "
        "joueur à la place."
    )
    (deal,) = effects(parse("Malédiction de saignée", text))
    assert isinstance(deal, Action) and deal.verb == "deal_damage" and isinstance(deal.condition, EffectCondition)
    (player,) = deal.objects
    assert isinstance(player, PlayerPhrase) and player.who == "that_player"


def test_the_most_common_color_among_all_permanents() -> None:
    # Djinn gohâm (Goham Djinn): "Goham Djinn gets -2/-2 as long as black is the most common color among all permanents
    # or is tied for most common."
    text = "Le Djinn gohâm gagne -2/-2 tant que le noir est la couleur la plus fréquente parmi tous les permanents."
    (gets,) = effects(parse("Djinn gohâm", text))
    assert isinstance(gets, Action) and gets.verb == "modify_pt" and isinstance(gets.condition, EffectCondition)
    assert gets.condition.test == "as_long_as:most_common_color:black"
