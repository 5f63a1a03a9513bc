"""French of the modern sample printed-fr-modern (issue #23), `lang/fr/effect_modern_more.py` and
`grammar/effects-fr/4-modern-more.lark`, and the card's own name written otherwise than printed (`text/names.py`): a
later word of the name in another case, a rebalanced card's "A-", a name opening with an article. Quotes real cards of
printed-fr-modern."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, ObjectPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="fr", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_a_later_word_of_the_name_in_another_case_skyshroud_troll() -> None:
    # Skyshroud Troll, printed "Troll de linciel": "{1}{G}: Regenerate this creature."
    card = parsed("Troll de linciel", "{1}{G} : Régénérez le Troll de Linciel.")
    (regenerate,) = actions(card)
    assert regenerate.verb == "regenerate" and is_typed(card_effects(card))
    assert isinstance(regenerate.objects[0], Reference) and regenerate.objects[0].refers == "self"
    # the first word keeps its case: a name is not found in words that only look like it
    card = parsed("Troll de linciel", "{1}{G} : Régénérez le troll de Linciel.")
    assert not is_typed(card_effects(card))
    # a capital of the name the text lowers is not read as the name (Granger Guildmage, printed "Ghildmage des
    # Régisseurs")
    text = "{R}, {T} : Le Ghildmage des régisseurs inflige 1 blessure à une cible, créature ou joueur."
    assert "~" not in (parsed("Ghildmage des Régisseurs", text).abilities[0].normalized or "")


def test_a_rebalanced_card_is_called_without_its_prefix_dragons_rage_channeler() -> None:
    # A-Dragon's Rage Channeler: "… this creature gets +2/+0, has flying, and attacks each combat if able."
    text = (
        "Délire — Tant qu'il y a au moins quatre types de carte parmi les cartes de votre cimetière, la Canaliseuse de "
        "la rage du dragon gagne +2/+0, a le vol et attaque à chaque combat si possible."
    )
    card = parsed("A-Canaliseuse de la rage du dragon", text)
    assert is_typed(card_effects(card))
    assert {a.verb for a in actions(card)} >= {"modify_pt", "attack"}


def test_a_name_opening_with_its_article_after_de_the_mycotyrant() -> None:
    # The Mycotyrant: "The Mycotyrant's power and toughness are each equal to the number of creatures you control …"
    text = "La force et l'endurance du Mycotyran sont chacune égales au nombre de créatures que vous contrôlez."
    card = parsed("Le Mycotyran", text)
    assert is_typed(card_effects(card))
    assert "Mycotyran" not in (card.abilities[0].normalized or "")


def test_up_to_one_target_of_either_type_the_mighty_thor() -> None:
    # The Mighty Thor, Jane Foster: "… exile up to one target nontoken artifact or creature, …"
    card = parsed("La puissante Thor, Jane Foster", "Exilez jusqu'à une cible non-jeton, artefact ou créature.")
    (exile,) = actions(card)
    (target,) = exile.objects
    assert isinstance(target, ObjectPhrase)
    assert (target.determiner, target.count, target.types) == ("up_to", "1", ["artifact_or_creature"])
    assert target.not_types == ["token"] and "target" in target.qualifiers


def test_counted_targets_of_either_kind_katara_s_reversal() -> None:
    # Katara's Reversal: "Counter up to four target spells and/or abilities. Untap up to four target artifacts and/or
    # creatures."
    card = parsed("Revers de Katara", "Contrecarrez jusqu'à quatre cibles, sorts et/ou capacités.")
    (counter,) = actions(card)
    assert counter.verb == "counter" and counter.objects[0].types == ["spell_or_ability"]  # type: ignore[union-attr]
    card = parsed("Revers de Katara", "Dégagez jusqu'à quatre cibles, artefacts et/ou créatures.")
    (untap,) = actions(card)
    assert untap.verb == "untap" and untap.objects[0].count == "4"  # type: ignore[union-attr]


def test_a_target_you_control_of_either_type_the_monumental_facade() -> None:
    # The Monumental Facade: "Put an oil counter on target artifact or creature you control."
    text = "Mettez un marqueur « pétrole » sur une cible que vous contrôlez, artefact ou créature."
    card = parsed("La Façade monumentale", text)
    (put,) = actions(card)
    (target,) = put.objects
    assert isinstance(target, ObjectPhrase) and target.controller == "you" and target.determiner == "target"


def test_a_token_tapped_and_attacking_that_player() -> None:
    # Endless Foot Assault: "… create a 1/1 black Ninja creature token that's tapped and attacking that player."
    text = "Pour chaque adversaire, créez un jeton de créature 1/1 noire Ninja qui est engagé et attaquant ce joueur."
    (create,) = actions(parsed("Assaut sans fin des Foot", text))
    assert "tapped_attacking:that_player" in create.objects[0].qualifiers  # type: ignore[union-attr]
    # Seraphic Greatsword: "… create a 4/4 white Angel creature token with flying that's tapped and attacking that
    # player."
    text = "Créez un jeton de créature 4/4 blanche Ange avec le vol, engagé et attaquant ce joueur."
    (create,) = actions(parsed("Espadon séraphique", text))
    assert "tapped_attacking:that_player" in create.objects[0].qualifiers  # type: ignore[union-attr]


def test_amass_orcs_book_of_mazarbul() -> None:
    # Book of Mazarbul: "I — Amass Orcs 1."
    (amass,) = actions(parsed("Livre de Mazarbul", "Amassez des orques 2."))
    assert (amass.verb, amass.amount) == ("amass", "2")


def test_unless_you_have_the_subjunctive_rejuvenating_springs() -> None:
    # Rejuvenating Springs: "This land enters tapped unless you have two or more opponents."
    text = (
        "Les Sources rajeunisseuses arrivent sur le champ de bataille engagées à moins que vous n'ayez au moins deux "
        "adversaires."
    )
    card = parsed("Sources rajeunisseuses", text)
    (enter,) = actions(card)
    assert enter.verb == "enter" and enter.condition is not None and enter.condition.test == "unless:have"


def test_if_no_mana_was_spent_to_cast_it_nix() -> None:
    # Nix: "Counter target spell if no mana was spent to cast it."
    card = parsed("Rien", "Contrecarrez le sort ciblé si aucun mana n'a été dépensé pour le jouer.")
    (counter,) = actions(card)
    assert counter.condition is not None and counter.condition.test == "spent:mana" and is_typed(card_effects(card))
    # "un mana" is still the mana added (Pierre de graf corrompue, printed-fr)
    (add,) = actions(parsed("Pierre de graf corrompue", "Ajoutez un mana de cette couleur à votre réserve."))
    assert add.verb == "add_mana"


def test_tokens_that_are_attacking_parhelion_ii() -> None:
    # Parhelion II: "… create two 4/4 white Angel creature tokens with flying and vigilance that are attacking."
    text = "Créez deux jetons de créature 4/4 blanche Ange avec le vol et la vigilance, attaquants."
    (create,) = actions(parsed("Parhélion II", text))
    assert "is:attacking" in create.objects[0].qualifiers  # type: ignore[union-attr]


def test_remove_a_counter_from_it_the_pronoun_before_the_verb_ingenious_prodigy() -> None:
    # Ingenious Prodigy: "… you may remove a +1/+1 counter from it. If you do, draw a card."
    (remove,) = actions(parsed("Prodige ingénieux", "Vous pouvez lui retirer un marqueur +1/+1."))
    assert remove.verb == "remove_counter" and remove.detail == ["counter:+1/+1"]
    assert isinstance(remove.objects[0], Reference) and remove.objects[0].refers == "anaphora"


def test_name_a_creature_card_and_servo_tokens() -> None:
    # Infinite Obliteration: "Choose a creature card name."
    card = parsed("Oblitération infinie", "Nommez une carte de créature.")
    assert is_typed(card_effects(card))
    # Sram's Expertise: "Create three 1/1 colorless Servo artifact creature tokens."
    (create,) = actions(parsed("Expertise de Sram", "Créez trois jetons de créature-artefact 1/1 incolore Servo."))
    assert create.objects[0].subtypes == ["Servo"]  # type: ignore[union-attr]


def test_if_you_dont_put_the_card_into_your_hand_gathering_stone() -> None:
    # Gathering Stone: "If you don't put the card into your hand, you may put it into your graveyard."
    text = "Si vous ne mettez pas la carte dans votre main, vous pouvez la mettre dans votre cimetière."
    (put,) = actions(parsed("Pierre de rassemblement", text))
    assert put.verb == "put" and put.zone_to == "graveyard"
    assert put.condition is not None and put.condition.test == "you_dont:did"
    (done,) = put.condition.about
    assert isinstance(done, Action) and (done.verb, done.zone_to) == ("put", "hand")


def test_mana_value_at_most_its_power_helmut_zemo() -> None:
    # "… with mana value less than or equal to its power from your graveyard"
    text = (
        "Vous pouvez lancer une carte d'éphémère ou de rituel ciblée avec une valeur de mana inférieure ou égale à sa "
        "force depuis votre cimetière."
    )
    (cast,) = actions(parsed("Helmut Zemo, cerveau", text))
    assert "mana_value:power:at_most" in cast.objects[0].qualifiers  # type: ignore[union-attr]


def test_plus_the_number_of_after_the_first_count_flash_of_light() -> None:
    # "… deals damage to target creature equal to the number of creatures you control plus the number of Equipment
    # you control."
    text = (
        "~ inflige à une créature ciblée un nombre de blessures égal au nombre de créatures que vous contrôlez plus le "
        "nombre d'équipements que vous contrôlez."
    )
    (damage,) = actions(parsed("Éclat de lumière", text))
    assert damage.amount == "number_of:plus:number_of"


def test_completed_a_dungeon_and_attacks_while_saddled() -> None:
    # Caves of Chaos Adventurer: "If you've completed a dungeon, you may play that card this turn without paying its
    # mana cost."
    text = "Si vous avez terminé un donjon, vous pouvez jouer cette carte ce tour-ci sans payer son coût de mana."
    (play,) = actions(parsed("Aventurière des Cavernes du Chaos", text))
    assert play.condition is not None and play.condition.test == "did"
    assert [a.verb for a in play.condition.about if isinstance(a, Action)] == ["complete_dungeon"]
    # Congregation Gryff: "Whenever this creature attacks while saddled, it gets +X/+X until end of turn, …"
    text = (
        "À chaque fois que le Gryff de la congrégation attaque tant qu'il est sellé, il gagne +1/+1 jusqu'à la fin du "
        "tour."
    )
    card = parsed("Gryff de la congrégation", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    (attack,) = event.actions
    assert attack.condition is not None and attack.condition.test == "while:is:saddled"
