"""The Russian effect tree on shapes of round 14, each on a printed Russian card beside its English Oracle text."""

from __future__ import annotations

from helpers import card_effects

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.tree import Action, Card, Choice


def parsed(name: str, text: str) -> Card:
    return mtglinks.parse(text, lang="ru", name=name)


def actions(card: Card) -> list[Action]:
    return [node for node in card_effects(card) if isinstance(node, Action)]


def test_infinitive_casting_as_subject_of_a_cost_change() -> None:
    # Spellwild Ouphe: "Spells that target Spellwild Ouphe cost {2} less to cast." (no cast action of its own)
    card = parsed("Исступленный Уф", "Разыграть заклинания, нацеленные на Исступленного Уфа, стоит на {2} меньше.")
    (node,) = card_effects(card)
    assert isinstance(node, Action) and node.verb == "modify_cost"
    assert node.actor is not None and node.actor.types == ["spell"]


def test_choose_an_object_on_the_battlefield() -> None:
    # Polymorphous Rush: "Choose a creature on the battlefield."
    card = parsed("Изменчивый Натиск", "Выберите существо на поле битвы.")
    (node,) = card_effects(card)
    assert isinstance(node, Choice)
    assert [(o.types, o.zone) for o in node.objects] == [(["creature"], "battlefield")]


def test_exile_a_card_said_to_be_on_a_graveyard() -> None:
    # Withered Wretch: "{1}: Exile target card from a graveyard." (older printing: "Удалите … из игры")
    card = parsed("Иссохший Негодяй", "{1}: Удалите целевую карту на кладбище из игры.")
    (exile,) = actions(card)
    assert exile.verb == "exile" and exile.zone_from == "graveyard"


def test_control_every_object_on_the_battlefield_as_a_condition() -> None:
    # Might Makes Right: "if you control each creature on the battlefield with the greatest power, …"
    text = (
        "В начале боя во время вашего хода, если вы контролируете все существа с наибольшей силой на поле битвы, "
        "получите контроль над целевым существом под контролем оппонента до конца хода."
    )
    card = parsed("Кто Сильнее, Тот и Прав", text)
    ability = card.abilities[0]
    (condition,) = [node for node in ability.effects if node.kind == "condition"]
    assert getattr(condition, "test", None) == "control"
    assert is_typed(card_effects(card))


def test_attack_said_with_na_before_whom() -> None:
    # Blazing Archon: "Creatures can't attack you."
    card = parsed("Блистающий архон", "Существа не могут на вас нападать.")
    (attack,) = actions(card)
    assert attack.verb == "attack" and attack.negated
    assert [o.kind for o in attack.objects] == ["player"]


def test_relative_clause_not_under_your_control() -> None:
    # Cyclonic Rift: "Return target nonland permanent you don't control to its owner's hand."
    text = (
        "Верните целевой не являющийся землей перманент, который не находится под вашим контролем, "
        "в руку его владельца."
    )
    card = parsed("Циклонический Разлом", text)
    assert is_typed(card_effects(card))
    (back,) = actions(card)
    assert back.verb == "return" and [o.controller for o in back.objects] == ["not_you"]


def test_search_what_before_where() -> None:
    # Seek: "Search target opponent's library for a card and exile it." (older printing: "удалите ~ из игры")
    card = parsed("Seek", "Поищите карту в библиотеке целевого оппонента и удалите ~ из игры.")
    assert is_typed(card_effects(card))
    search, exile = actions(card)
    assert search.verb == "search" and search.zone_from == "library"
    assert [o.types for o in search.objects] == [["card"]]
    assert exile.verb == "exile"


def test_base_power_and_toughness_had() -> None:
    # Diminish (Уменьшение в Размерах): "Enchanted creature has base power and toughness 0/2."
    card = parsed("Уменьшение в Размерах", "Зачарованное существо имеет базовую силу и выносливость 0/2.")
    (node,) = actions(card)
    assert node.verb == "gain_ability" and node.detail == ["base_power_toughness:0/2"]


def test_an_additional_bonus_said_by_the_adverb() -> None:
    # Fistful of Force: "If you win, that creature gets an additional +2/+2 and gains trample until end of turn."
    card = parsed(
        "Пригоршня Силы",
        "Если вы выиграли, тогда то существо получает дополнительно +2/+2 и Пробивной удар до конца хода.",
    )
    assert is_typed(card_effects(card))
    bonus, trample = actions(card)
    assert bonus.verb == "modify_pt" and bonus.amount == "+2/+2"
    assert trample.verb == "gain_ability"


def test_for_as_long_as_without_na() -> None:
    # Dungeon Geists: "That creature doesn't untap during its controller's untap step for as long as you control ~."
    text = (
        "То существо не разворачивается во время шага разворота контролирующего его игрока все время, "
        "пока вы контролируете ~."
    )
    card = parsed("Привидения из Темниц", text)
    (untap,) = actions(card)
    assert untap.verb == "untap" and untap.negated
    assert untap.duration is not None and untap.duration.until == "you_control"


def test_more_counter_kinds() -> None:
    # Hellion Crucible: "{1}{R}, {T}: Put a pressure counter on Hellion Crucible."; Icatian Javelineers: "… enters the
    # battlefield with a javelin counter on it."
    card = parsed("Горнило Хеллионов", "{1}{R}, {T}: положите один жетон давления на Горнило Хеллионов.")
    (put,) = actions(card)
    assert put.verb == "put_counter" and put.detail == ["counter:pressure"]
    card = parsed(
        "Икатийские Метатели Дротиков", "Икатийские Метатели Дротиков входят в игру с жетоном дротика на себе."
    )
    assert is_typed(card_effects(card))


def test_toughness_of_that_card_as_an_amount() -> None:
    # "You gain life equal to that card's toughness."
    card = parsed("Трупный Барбос", "Вы получаете количество жизней, равное выносливости той карты.")
    (gain,) = actions(card)
    assert gain.verb == "gain_life" and gain.amount == "toughness"


def test_graveyard_after_a_keyword_is_where_the_card_is() -> None:
    # "you may return target creature card with infect from your graveyard to your hand"
    text = "вы можете вернуть целевую карту существа с Инфекцией из вашего кладбища в вашу руку."
    (back,) = actions(parsed("Некий Заражатель", text))
    assert back.verb == "return" and back.zone_from == "graveyard" and back.zone_to == "hand"


def test_shroud_said_as_a_sentence() -> None:
    # Calciderm: "Shroud" (rule 702.18a: "can't be the target of spells or abilities")
    card = parsed("Кальцидерм", "Кальцидерм не может быть целью заклинания или способности.")
    assert card.abilities[0].kind == "keyword"


def test_indestructible_after_a_keyword() -> None:
    # Angelic Overseer: "As long as you control a Human, Angelic Overseer has hexproof and indestructible."
    text = "Пока вы контролируете Человека, Ангел-Попечитель имеет Порчеустойчивость и не может быть уничтожен."
    (gain,) = actions(parsed("Ангел-Попечитель", text))
    assert gain.verb == "gain_ability" and gain.detail == ["keyword:hexproof", "keyword:indestructible"]


def test_ice_counters_and_the_chosen_name() -> None:
    # Rimefeather Owl: "Permanents with ice counters on them are snow."; Meddling Mage: "Spells with the chosen name
    # can't be cast."
    card = parsed("Филин Изморози", "Перманенты с ледяными счетчиками становятся снежными.")
    assert is_typed(card_effects(card))
    card = parsed("Волшебник-Интриган", "Ваши оппоненты не могут разыгрывать заклинания с выбранным именем.")
    (cast,) = actions(card)
    assert cast.negated and [o.qualifiers for o in cast.objects] == [["with:chosen_name"]]


def test_attacks_and_isnt_blocked() -> None:
    # "Whenever ~ attacks and isn't blocked, …" (one verb, as English reads it)
    card = parsed(
        "Бродяга", "Каждый раз, когда Бродяга атакует и не заблокирован, защищающийся игрок сбрасывает карту."
    )
    assert is_typed(card_effects(card))
    event = card.abilities[0].effects[0]
    assert event.kind == "event" and getattr(event, "event", None) == "attack"


def test_mana_of_that_color_and_mana_with_no_count() -> None:
    # Star Compass-like: "Add one mana of that color."; "Add one mana of any color." (older: "ману любого цвета")
    (add,) = actions(parsed("Звездный Рог Изобилия", "Добавьте одну ману того цвета в ваше хранилище маны."))
    assert add.verb == "add_mana" and add.detail == ["mana:that_color"]
    (add,) = actions(parsed("Кристалл", "Добавьте ману любого цвета в ваше хранилище маны."))
    assert add.detail == ["mana:any_color"]


def test_copy_said_by_a_relative_clause_and_nonland_said_apart() -> None:
    # "put a token onto the battlefield that's a copy of the exiled card"; "Choose a nonland card from an opponent's
    # hand"
    card = parsed("Некто", "положите на поле битвы фишку, которая является копией изгнанной карты.")
    (create,) = actions(card)
    assert create.verb == "create"
    card = parsed("Некто", "Выберите карту не земли из руки оппонента.")
    assert is_typed(card_effects(card))


def test_shuffles_last_turn_and_on_top_in_one_word() -> None:
    # Bitter Ordeal: "Then that player shuffles."; Keeper of the Light-like "if an opponent lost life last turn";
    # Academy Ruins: "Put target artifact card from your graveyard on top of your library."
    (shuffle,) = actions(parsed("Горькое Испытание", "Затем тот игрок перетасовывает свою библиотеку."))
    assert shuffle.verb == "shuffle"
    text = "{1}{U}, {T}: Положите целевую артефактную карту из вашего кладбища наверх вашей библиотеки."
    (put,) = actions(parsed("Руины Академии", text))
    assert put.verb == "put" and put.zone_from == "graveyard" and put.zone_to == "library"
    text = "В начале каждого шага поддержки, если оппонент потерял жизнь в прошлом ходу, положите жетон +1/+1 на ~."
    assert is_typed(card_effects(parsed("Некто", text)))


def test_nonlegendary_of_that_type_and_every_creature_type() -> None:
    # Woodland Bellower: "a nonlegendary green creature card"; Kindred Boon-like "for each permanent you control of
    # that type"; Mutavault: "~ becomes a 2/2 creature with all creature types until end of turn."
    text = "вы можете найти в вашей библиотеке карту не являющегося легендарным зеленого существа."
    (search,) = actions(parsed("Некто", text))
    assert search.objects[0].not_types == ["legendary"]
    text = "Вы получаете 2 жизни за каждый находящийся под вашим контролем перманент с таким типом."
    assert is_typed(card_effects(parsed("Некто", text)))
    text = "Мутавольт становится существом 2/2 со всеми типами существ до конца хода."
    (become,) = actions(parsed("Мутавольт", text))
    assert become.verb == "become"


def test_tied_with_another_creature() -> None:
    # Arcbound Fiend-like: "draw a card if you control the creature with the greatest toughness or tied for the
    # greatest toughness."
    text = (
        "В начале вашего шага поддержки возьмите карту, если вы контролируете существо с наибольшей выносливостью "
        "или с одинаковым значением наибольшей выносливости с другим существом."
    )
    card = parsed("Некто", text)
    assert is_typed(card_effects(card))


def test_blocking_the_card_set_off() -> None:
    # Knight of Dusk: "{B}{B}: Destroy target creature blocking Knight of Dusk."
    (destroy,) = actions(parsed("Рыцарь Сумерек", "{B}{B}: Уничтожьте целевое существо, блокирующее Рыцаря Сумерек."))
    assert destroy.verb == "destroy" and destroy.objects[0].qualifiers == ["blocking_self"]


def test_cast_from_a_graveyard_and_copied_twice() -> None:
    # Increasing Vengeance: "If Increasing Vengeance was cast from a graveyard, copy that spell twice instead."
    text = "Если Растущая Месть было разыграно из кладбища, вместо этого скопируйте то заклинание дважды."
    (copy,) = actions(parsed("Растущая Месть", text))
    assert copy.verb == "copy" and copy.detail == ["instead", "times:2"]  # "вместо этого" before the verb
    assert copy.condition is not None and copy.condition.test == "paid:cast:from:graveyard"


def test_a_card_said_to_be_in_a_graveyard_as_a_state() -> None:
    # Vengeful Firebrand: "~ has haste as long as a Warrior card is in your graveyard." (no action in the condition)
    text = "Мстительная Головня имеет Ускорение, пока на вашем кладбище находится карта Воина."
    (gain,) = actions(parsed("Мстительная Головня", text))
    assert gain.condition is not None and gain.condition.test == "as_long_as:there_are"


def test_milled_as_one_verb() -> None:
    # Gaea's Blessing: "When Gaea's Blessing is put into your graveyard from your library, shuffle your graveyard into
    # your library."
    text = "Когда Дар Геи попадает на ваше кладбище из вашей библиотеки, перетасуйте ваше кладбище в вашу библиотеку."
    event = parsed("Дар Геи", text).abilities[0].effects[0]
    assert getattr(event, "event", None) == "mill"


def test_a_phase_with_its_owner_in_the_feminine() -> None:
    # Rhystic-like delayed trigger: "At the beginning of your next precombat main phase, add X mana …"
    text = "В начале вашей следующей предбоевой главной фазы добавьте {R} в ваше хранилище маны."
    event = parsed("Некто", text).abilities[0].effects[0]
    assert getattr(event, "event", None) == "your_next:main1"


def test_nonsnow_and_nonland_adjectives() -> None:
    # Rime Transfusion-like "Destroy target nonsnow creature."; Mindlock Orb-like "each tapped nonland permanent"
    (destroy,) = actions(parsed("Некто", "Уничтожьте целевое неснежное существо."))
    assert destroy.objects[0].not_types == ["snow"]
    text = "За каждый повернутый неземельный перманент под контролем целевого оппонента возьмите карту."
    (draw,) = actions(parsed("Некто", text))
    assert draw.verb == "draw"


def test_its_owner_with_the_reflexive_possessive() -> None:
    # Fiery Mantle-like "enchanted creature deals 1 damage to its owner."
    (damage,) = actions(parsed("Некто", "зачарованное существо наносит 1 повреждение своему владельцу."))
    assert [getattr(o, "who", None) for o in damage.objects] == ["its_owner"]


def test_the_opening_hand_is_a_hand() -> None:
    # Chancellor of the Tangle: "You may reveal this card from your opening hand."
    (reveal,) = actions(parsed("Канцлер Зарослей", "Вы можете показать Канцлера Зарослей из вашей начальной руки."))
    assert reveal.verb == "reveal" and reveal.zone_from == "hand"
