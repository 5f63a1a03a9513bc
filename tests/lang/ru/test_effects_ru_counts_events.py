"""The Russian effect tree on shapes of round 7, each on a printed Russian card beside its English Oracle text:
"более (чем)" (more than) before a count and "за ход" (each turn), a trigger whose verb comes before its subject ("в
игру входит существо"), the Clue token's subtype, power and toughness switched, and "под контролем этого игрока"."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_more_than_one() -> None:
    # Stalking Tiger: "Stalking Tiger can't be blocked by more than one creature."
    text = "Крадущийся Тигр не может быть заблокирован более чем одним существом."
    (block,) = actions(parsed("Крадущийся Тигр", text))
    assert (block.verb, block.negated) == (Verb.BLOCK, True)
    (creature,) = block.objects
    assert isinstance(creature, ObjectPhrase)
    assert (creature.determiner, creature.count, creature.types) == ("more_than", "1", ["creature"])


def test_more_than_one_each_turn() -> None:
    # Rule of Law: "Each player can't cast more than one spell each turn."
    text = "Каждый игрок не может разыгрывать более одного заклинания за ход."
    (cast,) = actions(parsed("Власть Закона", text))
    assert (cast.verb, cast.negated) == (Verb.CAST, True)
    assert isinstance(cast.actor, PlayerPhrase) and cast.actor.who == "each_player"
    (spell,) = cast.objects
    assert isinstance(spell, ObjectPhrase)
    assert (spell.determiner, spell.count, spell.qualifiers) == ("more_than", "1", ["each_turn"])


def test_enters_before_its_subject() -> None:
    # Angelic Chorus: "Whenever a creature enters the battlefield under your control, you gain life equal to its
    # toughness."
    text = (
        "Каждый раз, когда в игру входит существо под вашим контролем, вы получаете количество жизни, равное его "
        "выносливости."
    )
    card = parsed("Хор Ангелов", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == Verb.ENTER
    (enter,) = event.actions
    assert enter.zone_to == "battlefield"
    assert isinstance(enter.actor, ObjectPhrase)
    assert (enter.actor.types, enter.actor.controller) == (["creature"], "you")
    # Grave Peril: "When a nonblack creature enters the battlefield, sacrifice Grave Peril and destroy that creature."
    text = "Когда в игру входит нечерное существо, пожертвуйте Могильную Опасность и уничтожьте то существо."
    card = parsed("Могильная Опасность", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    (enter,) = event.actions
    assert isinstance(enter.actor, ObjectPhrase) and enter.actor.not_types == ["black"]


def test_clue_is_a_subtype() -> None:
    # Daring Sleuth: "When you sacrifice a Clue, transform Daring Sleuth."
    card = parsed("Дерзкий Сыщик", "Когда вы жертвуете Улику, трансформируйте Дерзкого Сыщика.")
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    (sacrifice,) = event.actions
    (clue,) = sacrifice.objects
    assert isinstance(clue, ObjectPhrase) and clue.subtypes == ["Улика"]


def test_switch_power_and_toughness() -> None:
    # Turtleshell Changeling: "{1}{U}: Switch Turtleshell Changeling's power and toughness until end of turn."
    text = "{1}{U}: Поменяйте местами силу и выносливость Перевертыша-Черепахи до конца хода."
    (switch,) = actions(parsed("Перевертыш-Черепаха", text))
    assert (switch.verb, switch.detail) == (Verb.SWITCH_PT, ["power_toughness"])
    (whose,) = switch.objects
    assert isinstance(whose, Reference) and whose.refers == "self"
    assert switch.duration is not None and switch.duration.until == "end_of_turn"
    # Crookclaw Transmuter: "When Crookclaw Transmuter enters, switch target creature's power and toughness until end
    # of turn." (older printing: "защиту", toughness)
    text = "Когда Маг Изогнутого Когтя входит в игру, поменяйте силу и защиту целевого существа до конца хода."
    switch = actions(parsed("Маг Изогнутого Когтя", text))[-1]
    assert switch.verb == Verb.SWITCH_PT
    (creature,) = switch.objects
    assert isinstance(creature, ObjectPhrase) and creature.determiner == "target"


def test_under_that_players_control() -> None:
    # War's Toll: "Whenever an opponent taps a land for mana, tap all lands that player controls."
    text = (
        "Каждый раз, когда оппонент поворачивает землю для получения маны, поверните все земли под контролем этого "
        "игрока."
    )
    card = parsed("Военный сбор", text)
    assert is_typed(card_effects(card))
    tap = actions(card)[-1]
    (lands,) = tap.objects
    assert isinstance(lands, ObjectPhrase) and (lands.types, lands.controller) == (["land"], "that_player")


def test_an_additional_counter() -> None:
    # Bramblewood Paragon: "Each other Warrior creature you control enters with an additional +1/+1 counter on it."
    text = "Каждое другое существо-Воин под вашим контролем входит в игру с дополнительным жетоном +1/+1 на нем."
    (enter,) = actions(parsed("Эталон Брамблвуда", text))
    assert (enter.verb, enter.detail) == (Verb.ENTER, ["counter:+1/+1:additional"])
    assert isinstance(enter.actor, ObjectPhrase) and enter.actor.subtypes == ["Воин"]


def test_a_colour_before_what_it_is() -> None:
    # Rise from the Grave: "That creature is a black Zombie in addition to its other colors and types."
    text = (
        "Положите целевую карту существа из кладбища на поле битвы под вашим контролем. То существо является черным "
        "Зомби в дополнение к своим другим цветам и типам."
    )
    card = parsed("Восстать из Могилы", text)
    assert is_typed(card_effects(card))
    be = actions(card)[-1]
    (zombie,) = be.objects
    assert isinstance(zombie, ObjectPhrase)
    assert (zombie.colors, zombie.subtypes, zombie.qualifiers) == (["black"], ["Зомби"], ["in_addition"])


def test_for_each_before_a_clause_with_no_subject() -> None:
    # Second Harvest: "For each token you control, create a token that's a copy of that permanent."
    text = "За каждую фишку под вашим контролем положите на поле битвы одну фишку, являющуюся копией того перманента."
    (create,) = actions(parsed("Второй Урожай", text))
    assert create.verb == Verb.CREATE
    token = create.per
    assert isinstance(token, ObjectPhrase) and (token.types, token.controller) == (["token"], "you")


def test_how_a_copy_differs() -> None:
    # Phantasmal Image: "You may have Phantasmal Image enter as a copy of any creature on the battlefield, except it's
    # an Illusion in addition to its other types and it has …"
    text = (
        "Вы можете заставить Призрачный Образ выйти на поле битвы в качестве копии любого существа на поле битвы, но "
        "при этом он является Иллюзией в дополнение к своим другим типам."
    )
    (enter,) = actions(parsed("Призрачный Образ", text))
    assert enter.verb == Verb.ENTER and "as_copy" in enter.detail
    assert enter.condition is not None and enter.condition.test == "except:is"
    (illusion,) = enter.condition.about
    assert isinstance(illusion, ObjectPhrase) and illusion.subtypes == ["Иллюзия"]


def test_colours_of_mana_spent_to_cast() -> None:
    # Radiant Flames: "Radiant Flames deals X damage to each creature, where X is the number of colors of mana spent to
    # cast Radiant Flames."
    text = (
        "Лучистое Пламя наносит Х повреждений каждому существу, где Х — число цветов маны, потраченной на разыгрывание "
        "Лучистого Пламени."
    )
    (damage,) = actions(parsed("Лучистое Пламя", text))
    assert (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "number_of")
    assert isinstance(damage.per, ObjectPhrase)
    assert (damage.per.types, damage.per.qualifiers) == (["color"], ["of_mana_spent_to_cast"])


def test_golems() -> None:
    # Master Splicer: "Golems you control get +1/+1." (the subtype is Голем, not a form of "голь")
    (pump,) = actions(parsed("Мастер-Приращиватель", "Существа-Големы под вашим контролем получают +1/+1."))
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.subtypes == ["Голем"]


def test_twenty() -> None:
    # Ulamog, the Ceaseless Hunger: "Whenever Ulamog attacks, defending player exiles the top twenty cards of their
    # library."
    text = "Каждый раз, когда Уламог атакует, защищающийся игрок изгоняет двадцать верхних карт своей библиотеки."
    exile = actions(parsed("Уламог, Неутолимый Голод", text))[-1]
    (cards,) = exile.objects
    assert isinstance(cards, ObjectPhrase) and (cards.count, cards.zone) == ("20", "library")


def test_transforms_as_an_event() -> None:
    # Neglected Heirloom: "When equipped creature transforms, transform Neglected Heirloom."
    text = "Когда снаряженное существо трансформируется, трансформируйте Забытое Наследство."
    card = parsed("Забытое Наследство", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == Verb.TRANSFORM
    (transform,) = event.actions
    assert isinstance(transform.actor, Reference) and transform.actor.refers == "attached"


def test_whose_owner_you_are() -> None:
    # Saving Grasp: "Return target creature you own to your hand."
    text = "Верните целевое существо, владельцем которого вы являетесь, в вашу руку."
    (back,) = actions(parsed("Спасительная Хватка", text))
    assert (back.verb, back.zone_to) == (Verb.RETURN, "hand")
    (creature,) = back.objects
    assert isinstance(creature, ObjectPhrase) and creature.controller == "owner_you"


def test_a_counter_for_each_colour_of_mana_spent() -> None:
    # Woodland Wanderer: "Converge — Woodland Wanderer enters with a +1/+1 counter on it for each color of mana spent to
    # cast it."
    text = (
        "Схождение — Лесной Бродяга выходит на поле битвы с одним жетоном +1/+1 за каждый цвет маны, потраченной на "
        "его разыгрывание."
    )
    (enter,) = actions(parsed("Лесной Бродяга", text))
    assert enter.verb == Verb.ENTER and isinstance(enter.per, ObjectPhrase)
    assert (enter.per.types, enter.per.qualifiers) == (["color"], ["of_mana_spent_to_cast"])


def test_monstrous() -> None:
    # Fleecemane Lion: "As long as Fleecemane Lion is monstrous, it has hexproof and indestructible."
    text = "Пока Руногривый Лев является чудовищным, он имеет Порчеустойчивость и Неразрушимость."
    (gain,) = actions(parsed("Руногривый Лев", text))
    assert gain.condition is not None and gain.condition.test == "as_long_as:is:monstrous"
    # Hythonia the Cruel: "When Hythonia the Cruel becomes monstrous, destroy all non-Gorgon creatures."
    text = "Когда Гитония Жестокая становится чудовищной, уничтожьте все существа, не являющиеся Горгонами."
    card = parsed("Гитония Жестокая", text)
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == Verb.MONSTROSITY


def test_the_greatest() -> None:
    # Essence Harvest: "Target player loses X life and you gain X life, where X is the greatest power among creatures
    # you control."
    text = (
        "Целевой игрок теряет X жизней, а вы получаете X жизней, где X — наибольшее значение силы среди существ под "
        "вашим контролем."
    )
    lose, gain = actions(parsed("Жатва Душ", text))
    assert (lose.verb, gain.verb, gain.amount) == (Verb.LOSE_LIFE, Verb.GAIN_LIFE, "number_of")
    assert isinstance(gain.per, ObjectPhrase) and gain.per.controller == "you"
    # Favor of the Mighty: "Each creature with the highest mana value has protection from all colors."
    text = "Каждое существо с наибольшей конвертированной мана-стоимостью имеет Защиту от всех цветов."
    (gain,) = actions(parsed("Покровительство Сильных", text))
    assert gain.detail == ["keyword:protection:from:each_color"]
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.qualifiers == ["greatest:mana_value"]


def test_change_the_target() -> None:
    # Shunt: "Change the target of target spell with a single target."
    (change,) = actions(parsed("Сдвиг", "Измените цель целевого заклинания с единственной целью."))
    assert change.verb == Verb.CHANGE_TARGET
    (spell,) = change.objects
    assert isinstance(spell, ObjectPhrase) and (spell.types, spell.qualifiers) == (["spell"], ["single_target"])


def test_that_dealt_damage_to_you_this_turn() -> None:
    # Spear of Heliod: "{1}{W}{W}, {T}: Destroy target creature that dealt damage to you this turn."
    text = "{1}{W}{W}, {T}: уничтожьте целевое существо, которое нанесло вам повреждения в этом ходу."
    (destroy,) = actions(parsed("Копье Гелиода", text))
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["dealt_damage_to_you_this_turn"]


def test_the_top_card_revealed() -> None:
    # Courser of Kruphix: "Play with the top card of your library revealed."
    (reveal,) = actions(parsed("Резвая Бегунья Круфикса", "Играйте с открытой верхней картой вашей библиотеки."))
    assert (reveal.verb, reveal.detail) == (Verb.REVEAL, ["top_of_library:yours"])


def test_attacks_each_combat_and_an_extra_turn() -> None:
    # Tectonic Fiend: "Tectonic Fiend attacks each combat if able."
    (attack,) = actions(parsed("Тектонический Демон", "Тектонический Демон атакует каждый ход, если может."))
    assert (attack.verb, attack.detail) == (Verb.ATTACK, ["if_able"])
    # Walk the Aeons: "Target player takes an extra turn after this one."
    (turn,) = actions(parsed("Дорога Эонов", "Целевой игрок получает дополнительный ход после этого."))
    assert turn.verb == Verb.TAKE_TURN
    assert isinstance(turn.actor, PlayerPhrase) and turn.actor.who == "target_player"


def test_one_or_more() -> None:
    # Thunderblade Charge: "Whenever one or more creatures you control deal combat damage to a player, …"
    text = (
        "Каждый раз, когда одно или несколько существ под вашим контролем наносят боевые повреждения игроку, "
        "возьмите карту."
    )
    card = parsed("Выпад Гром-Меча", text)
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    (damage,) = event.actions
    assert isinstance(damage.actor, ObjectPhrase) and (damage.actor.types, damage.actor.controller) == (
        ["creature"],
        "you",
    )


def test_the_owner_before_the_noun() -> None:
    # Ulamog's Reclaimer: "When Ulamog's Reclaimer enters, you may put a card an opponent owns from exile into that
    # player's graveyard."
    text = (
        "Когда Утилизатор Уламога выходит на поле битвы, вы можете положить принадлежащую оппоненту карту из изгнания "
        "на кладбище того игрока."
    )
    put = actions(parsed("Утилизатор Уламога", text))[-1]
    assert (put.verb, put.zone_from, put.zone_to) == (Verb.PUT, "exile", "graveyard")
    (card,) = put.objects
    assert isinstance(card, ObjectPhrase) and (card.types, card.controller) == (["card"], "owner_opponent")
    # Blight Herder: "… you may put two cards your opponents own from exile into their owners' graveyards."
    text = (
        "Когда вы разыгрываете Пастуха Чумы, вы можете положить две принадлежащие вашим оппонентам карты из изгнания "
        "на кладбища их владельцев."
    )
    put = actions(parsed("Пастух Чумы", text))[-1]
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and (cards.count, cards.controller) == ("2", "owner_opponent")


def test_more_creatures_than() -> None:
    # Unified Will: "Counter target spell if you control more creatures than that spell's controller."
    text = "Отмените целевое заклинание, если вы контролируете больше существ, чем игрок, контролирующий то заклинание."
    (counter,) = actions(parsed("Объединенная Воля", text))
    assert counter.verb == Verb.COUNTER and counter.condition is not None
    assert counter.condition.test == "control"
    _, creatures = counter.condition.about
    assert isinstance(creatures, ObjectPhrase)
    assert (creatures.determiner, creatures.types, creatures.qualifiers) == ("more", ["creature"], ["than:object"])


def test_merfolk() -> None:
    # Merfolk Sovereign: "Other Merfolk you control get +1/+1." (the subtype is Мерфолк, not a form of a verb)
    text = "Другие существа-Мерфолки под вашим контролем получают +1/+1."
    (pump,) = actions(parsed("Мерфолк-Владыка", text))
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.subtypes == ["Мерфолк"]


def test_also() -> None:
    # Sanctified Charge: "… White creatures you control also gain first strike until end of turn."
    text = "Белые существа под вашим контролем также получают Первый удар до конца хода."
    (gain,) = actions(parsed("Освященная Атака", text))
    assert (gain.verb, gain.detail) == (Verb.GAIN_ABILITY, ["keyword:first strike", "also"])
    assert isinstance(gain.actor, ObjectPhrase) and gain.actor.colors == ["white"]


def test_all_but_itself() -> None:
    # Worldslayer: "Whenever equipped creature deals combat damage to a player, destroy all permanents other than
    # Worldslayer."
    text = "уничтожьте все перманенты, кроме Мироубийцы."
    (destroy,) = actions(parsed("Мироубийца", text))
    (permanents,) = destroy.objects
    assert isinstance(permanents, ObjectPhrase) and permanents.qualifiers == ["not:self"]


def test_token_subtypes_by_their_own_lemma() -> None:
    # Call the Scions: "Create two 1/1 colorless Eldrazi Scion creature tokens …"; Thopter Foundry: "… Create a 1/1
    # blue Thopter artifact creature token with flying." (pymorphy3 reads "эльдрази" and "топтер" as verbs)
    text = "Положите на поле битвы две фишки существа 1/1 бесцветный Эльдрази Отпрыск."
    (create,) = actions(parsed("Созыв Отпрысков", text))
    (scion,) = create.objects
    assert isinstance(scion, ObjectPhrase) and scion.subtypes == ["Эльдрази", "Отпрыск"]
    text = "положите в игру одну фишку артефактного существа 1/1 синий Топтер с Полетом."
    (create,) = actions(parsed("Топтероплавильня", text))
    (thopter,) = create.objects
    assert isinstance(thopter, ObjectPhrase) and thopter.subtypes == ["Топтер"]


def test_po_before_a_count() -> None:
    # Venerated Teacher: "When Venerated Teacher enters, put two level counters on each creature you control with
    # level up."
    text = (
        "Когда Почитаемый Учитель выходит на поле битвы, положите по два жетона уровня на каждое существо с Повышением "
        "уровня под вашим контролем."
    )
    put = actions(parsed("Почитаемый Учитель", text))[-1]
    assert (put.verb, put.detail) == (Verb.PUT_COUNTER, ["counter:level:2"])
    (creatures,) = put.objects
    assert isinstance(creatures, ObjectPhrase) and (creatures.determiner, creatures.controller) == ("each", "you")


def test_renowned_and_turned_face_up() -> None:
    # Goblin Glory Chaser: "As long as Goblin Glory Chaser is renowned, it has menace."
    text = "Пока Гоблинский Охотник за Славой прославлен, у него есть Угроза."
    (gain,) = actions(parsed("Гоблинский Охотник за Славой", text))
    assert gain.condition is not None and gain.condition.test == "as_long_as:is:renowned"
    # Maelstrom Djinn: "When Maelstrom Djinn is turned face up, …"
    card = parsed("Вихревой Джинн", "Когда Вихревой Джинн переворачивается лицом вверх, возьмите карту.")
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == Verb.TURN_FACE_UP


def test_a_subtype_in_the_genitive() -> None:
    # Wanderwine Hub: "As Wanderwine Hub enters, you may reveal a Merfolk card from your hand."
    text = "При входе Перекрестка Уондервайна в игру вы можете показать карту Мерфолка из вашей руки."
    (reveal,) = [a for a in actions(parsed("Перекресток Уондервайна", text)) if a.verb == Verb.REVEAL]
    (card,) = reveal.objects
    assert isinstance(card, ObjectPhrase) and (card.subtypes, card.zone) == (["Мерфолк"], "hand")


def test_a_stat_compared_after_chem() -> None:
    # Unliving Psychopath: "{B}, {T}: Destroy target creature with power less than Unliving Psychopath's power."
    text = "{B}, {T}: Уничтожьте целевое существо с силой меньше, чем сила Неживого психопата."
    (destroy,) = actions(parsed("Неживой психопат", text))
    (creature,) = destroy.objects
    assert isinstance(creature, ObjectPhrase) and creature.qualifiers == ["power:power:less"]


def test_an_ability_called_a_property() -> None:
    # Fire Whip: "Enchanted creature has "{T}: This creature deals 1 damage to any target."" (older printing:
    # "свойство", a property, for the ability)
    text = (
        'Зачарованное существо имеет свойство "{T}: Это существо наносит 1 повреждение целевому существу или игроку."'
    )
    card = parsed("Огненная Плетка", text)
    assert is_typed(card_effects(card))
    (have,) = [a for a in actions(card) if a.verb == Verb.GAIN_ABILITY]
    assert isinstance(have.actor, Reference) and have.actor.refers == "attached"
    # Tidewater Minion: "{4}: Tidewater Minion loses defender until end of turn."
    (lose,) = actions(parsed("Приспешник прилива", "{4}: Приспешник прилива теряет свойство Защитник до конца хода."))
    assert lose.verb == Verb.LOSE_ABILITY and lose.duration is not None


def test_face_down() -> None:
    # Secret Plans: "Face-down creatures you control get +0/+1."
    text = "Находящиеся рубашкой вверх существа под вашим контролем получают +0/+1."
    (pump,) = actions(parsed("Тайные Планы", text))
    assert isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.qualifiers, pump.actor.controller, pump.amount) == (["face-down"], "you", "+0/+1")
    # Lens of Clarity / Keeper of the Lens: "You may look at face-down creatures you don't control …"
    text = "Вы можете смотреть находящиеся рубашкой вверх существа не под вашим контролем."
    (look,) = actions(parsed("Хранитель Линзы", text))
    (creatures,) = look.objects
    assert isinstance(creatures, ObjectPhrase)
    assert (look.verb, creatures.qualifiers, creatures.controller) == (Verb.LOOK_AT, ["face-down"], "not_you")


def test_activate_only_then_when() -> None:
    # Ragamuffyn: "{T}, Sacrifice a creature or land: Draw a card. Activate only if you have no cards in hand."
    text = (
        "{T}, Пожертвуйте существо или землю: Возьмите карту. "
        "Разыгрывайте эту способность только тогда, когда у вас в руке нет карт."
    )
    card = parsed("Беспризорница", text)
    assert is_typed(card_effects(card))
    (activate,) = [a for a in actions(card) if a.verb == Verb.ACTIVATE]
    assert activate.detail == ["only:if"]
    assert activate.condition is not None and activate.condition.test == "not:there_are"


def test_face_down_set_off() -> None:
    # Smoke Teller: "{1}{U}: Look at target face-down creature." (the state after the noun, set off by its comma: one
    # object, not two)
    (look,) = actions(parsed("Чтец Дыма", "{1}{U}: посмотрите целевое существо, находящееся рубашкой вверх."))
    (creature,) = look.objects
    assert isinstance(creature, ObjectPhrase)
    assert (creature.determiner, creature.types, creature.qualifiers) == ("target", ["creature"], ["face-down"])


def test_the_player_who_controls() -> None:
    # Meletis Charlatan: "{2}{U}, {T}: The controller of target instant or sorcery spell copies it."
    text = "{2}{U}, {T}: игрок, контролирующий целевое мгновенное заклинание или заклинание волшебства, копирует его."
    (copy,) = actions(parsed("Мелетидский Шарлатан", text))
    assert copy.verb == Verb.COPY
    assert isinstance(copy.actor, PlayerPhrase) and copy.actor.who == "player"
    (controls,) = copy.actor.relative
    assert controls.test == "control" and isinstance(controls.about[0], ObjectPhrase)
    assert controls.about[0].determiner == "target"
    # Convolute: "Counter target spell unless its controller pays {4}." ("контролирующий его" stays the anaphora)
    card = parsed("Свертывание", "Прервите целевое заклинание, если игрок, контролирующий его, не заплатит {4}.")
    assert is_typed(card_effects(card))


def test_whose_step_is_not_who_acts() -> None:
    # Unstable Mutation: "At the beginning of the upkeep of enchanted creature's controller, …": the genitive is whose
    # step (the event), not who acts, so it is not read as "the player who controls"
    text = "В начале шага поддержки игрока, контролирующего зачарованное существо, положите жетон -1/-1 на ~."
    card = parsed("Нестабильная Мутация", text)
    assert is_typed(card_effects(card))
    (event,) = [node for node in card_effects(card) if isinstance(node, TriggerEvent)]
    assert event.event == "enchanted_controller:upkeep"
    (put,) = actions(card)
    assert put.verb == Verb.PUT_COUNTER and put.actor is None


def test_activate_only_then_as_a_sorcery() -> None:
    # Cryptwailing: "…: Target player discards a card. Activate only as a sorcery."
    text = (
        "{1}, Выведите из игры две карты существ с кладбища: Целевой игрок сбрасывает карту. "
        "Разыгрывайте эту способность только тогда, когда можно разыгрывать заклинания волшебства."
    )
    card = parsed("Причитания склепа", text)
    assert is_typed(card_effects(card))
    (activate,) = [a for a in actions(card) if a.verb == Verb.ACTIVATE]
    assert activate.detail == ["only:sorcery"]
