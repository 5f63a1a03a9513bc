"""The Russian effect tree on more shapes of printed Russian card text, each beside its card's English Oracle
text: the verb, objects, zones and conditions English reads there (a leveler's level lines, "столько …, сколько
…", "как будто", soulbond, devotion, kicker, hyphenated type-subtype pairs, clauses joined by ", и", …)."""

from __future__ import annotations

from helpers import card_effects, only_action, original

import mtglinks
from mtglinks.effects.build import is_typed
from mtglinks.kinds import Verb
from mtglinks.tree import Action, Card, EffectCondition, ObjectPhrase, PlayerPhrase, Reference, TriggerEvent


def parsed(card: tuple[str, str]) -> Card:
    return mtglinks.parse(card[1], lang="ru", name=card[0])


def test_a_levelers_level_lines_are_its_level_bands() -> None:
    # Beastbreaker of Bala Ged, printed in Russian: "LEVEL 1-3 / 4/4 / LEVEL 4+ / 6/6 / Trample"
    text = "Повышение уровня {2}{G}\nУРОВЕНЬ 1-3\n4/4\nУРОВЕНЬ 4+\n6/6\nПробивной удар"
    card = parsed(("Бала-Гедский Укротитель", text))
    levels = [node.test for node in card_effects(card) if isinstance(node, EffectCondition)]
    assert levels == ["level:1-3", "level:4+"]
    assert is_typed(card_effects(card))


def test_as_many_as_counts_what_follows_or_reads_a_quantity_whole() -> None:
    # Malakir Bloodwitch: "each opponent loses life equal to the number of Vampires you control. You gain life
    # equal to the life lost this way."
    text = (
        "Когда Малакирская Ведьма Крови выходит на поле битвы, каждый оппонент теряет столько жизней, сколько Вампиров "
        "находится под вашим контролем. Вы получаете столько жизней, сколько их было потеряно таким образом."
    )
    card = parsed(("Малакирская Ведьма Крови", text))
    lose, gain = [node for node in card_effects(card) if isinstance(node, Action) and node.verb != Verb.ENTER]
    assert (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "number_of")
    assert isinstance(lose.per, ObjectPhrase) and (lose.per.subtypes, lose.per.controller) == (["Вампир"], "you")
    assert (gain.verb, gain.amount, gain.per) == (Verb.GAIN_LIFE, "life_lost_this_way", None)
    # Dogpile: the count after two damaged objects (the comma before "сколько" is no list's)
    text = (
        "Свалка наносит столько повреждений целевому существу или игроку, сколько нападающих существ вы контролируете."
    )
    damage = only_action(parsed(("Свалка", text)))
    assert damage.verb == Verb.DEAL_DAMAGE and [o.types for o in damage.objects if isinstance(o, ObjectPhrase)] == [
        ["creature"],
        ["player"],
    ]
    assert isinstance(damage.per, ObjectPhrase) and damage.per.types == ["creature"]
    assert (damage.per.qualifiers, damage.per.controller) == (["attacking"], "you")
    # Flow of Ideas: "Draw a card for each Island you control."
    draw = only_action(parsed(("Поток идей", "Возьмите столько карт, сколько островов вы контролируете.")))
    assert draw.verb == Verb.DRAW and isinstance(draw.per, ObjectPhrase) and draw.per.subtypes == ["Остров"]


def test_as_though_it_had_a_keyword_or_had_no_defender() -> None:
    # Alchemist's Refuge: "You may cast spells this turn as though they had flash."
    text = "{G}{U}, {T}: вы можете разыгрывать не являющиеся землями карты в этом ходу, как будто у них есть Миг."
    cast = only_action(parsed(("Убежище Алхимика", text)))
    assert (cast.verb, cast.detail) == (Verb.CAST, ["as_though:flash"])
    (cards,) = cast.objects
    assert isinstance(cards, ObjectPhrase) and (cards.types, cards.qualifiers) == (["card"], ["not:land"])
    # Goliath Spider (Oracle: reach): "can block as though it had flying", the keyword in the genitive
    text = "Паук-голиаф может блокировать, как если бы он обладал способностью полета в этом ходу."
    block = only_action(parsed(("Паук-голиаф", text)))
    assert (block.verb, block.optional) == (Verb.BLOCK, True) and "as_though:keyword:flying" in block.detail
    # said alone, the card's own keyword in the words of its rule: the keyword line (syntax/keyword_sentence.py)
    (own,) = parsed(("Паук-голиаф", text.replace(" в этом ходу", ""))).abilities
    assert [k.canonical for k in own.keywords] == ["reach"] and not own.effects
    # Assault Formation: "… can attack this turn as though it didn't have defender."
    text = "Атакующий Строй может атаковать в этом ходу, как если бы у него не было способности Защитника."
    attack = only_action(parsed(("Атакующий Строй", text)))
    assert attack.verb == Verb.ATTACK and "as_though:no_defender" in attack.detail


def test_soulbond_pairs_both_creatures_and_each_of_those() -> None:
    # Wingcrafter: "As long as ~ is paired with another creature, both creatures have flying."
    text = "Духовная связь\nПока Мастер Крыльев находится в паре с другим существом, оба существа имеют Полет."
    fly = only_action(parsed(("Мастер Крыльев", text)))
    assert (fly.verb, fly.detail) == (Verb.GAIN_ABILITY, ["keyword:flying"])
    assert isinstance(fly.actor, ObjectPhrase) and (fly.actor.determiner, fly.actor.types) == ("both", ["creature"])
    assert isinstance(fly.condition, EffectCondition) and fly.condition.test == "as_long_as:paired"
    # Druid's Familiar: "…, each of those creatures gets +2/+2."
    text = "Пока Спутник Друида находится в паре с другим существом, каждое из тех существ получает +2/+2."
    pump = only_action(parsed(("Спутник Друида", text)))
    assert (pump.verb, pump.amount) == (Verb.MODIFY_PT, "+2/+2")
    assert isinstance(pump.actor, ObjectPhrase) and pump.actor.determiner == "each"
    assert isinstance(pump.condition, EffectCondition) and pump.condition.test == "as_long_as:paired"


def test_a_leyline_begins_the_game_on_the_battlefield() -> None:
    # Leyline of Anticipation: "If ~ is in your opening hand, you may begin the game with it on the battlefield."
    text = "Если Лучи Предвкушения находятся в вашей начальной руке, вы можете начать партию с ними на поле битвы."
    begin = only_action(parsed(("Лучи Предвкушения", text)))
    assert (begin.verb, begin.optional) == (Verb.BEGIN_GAME_WITH, True)
    assert isinstance(begin.condition, EffectCondition) and begin.condition.test == "in_opening_hand"


def test_a_relative_clause_closed_by_a_comma_and_mana_into_the_pool() -> None:
    # Boros Garrison: "return a land you control to its owner's hand" / "{T}: Add {R}{W}."
    text = "Когда Гарнизон Боросов вступает в игру, верните землю, которую вы контролируете, в руку владельца."
    ret = [
        n for n in card_effects(parsed(("Гарнизон Боросов", text))) if isinstance(n, Action) and n.verb == Verb.RETURN
    ]
    (land,) = ret[0].objects
    assert isinstance(land, ObjectPhrase) and (land.types, land.controller) == (["land"], "you")
    assert ret[0].zone_to == "hand"
    assert only_action(parsed(("Гарнизон Боросов", "{T}: Добавьте {R}{W} в запас маны."))).verb == Verb.ADD_MANA


def test_from_a_graveyard_said_by_a_participle_and_an_activation_limit() -> None:
    # Heap Doll: "Exile target card from a graveyard."
    text = "Пожертвуйте Куклу Мусорных Куч: удалите из игры находящуюся на кладбище целевую карту."
    exile = only_action(parsed(("Кукла Мусорных Куч", text)))
    (card,) = exile.objects
    assert (exile.verb, exile.zone_from, exile.zone_to) == (Verb.EXILE, "graveyard", "exile")
    assert isinstance(card, ObjectPhrase) and (card.determiner, card.types) == ("target", ["card"])
    # Fire-Belly Changeling: "Activate this ability no more than twice each turn."
    text = "Разыгрывайте эту способность не более двух раз за ход."
    assert only_action(parsed(("Перевертыш-Огнебрюх", text))).detail == ["only:twice_each_turn"]


def test_if_its_your_turn_and_you_lose_the_game() -> None:
    # Fated Conflagration: "If it's your turn, scry 2."
    scry = only_action(parsed(("Предначертанный Пожар", "Если идет ваш ход, предскажите 2.")))
    assert (scry.verb, scry.amount) == (Verb.SCRY, "2")
    assert isinstance(scry.condition, EffectCondition) and scry.condition.test == "is:yours"
    lose = only_action(parsed(("Петля Бессмертия", "Если вы этого не делаете, вы проигрываете партию.")))
    assert lose.verb == Verb.LOSE
    assert isinstance(lose.condition, EffectCondition) and lose.condition.test == "you_dont"


def test_clone_enters_as_a_copy_of_any_creature() -> None:
    # Clone: "You may have Clone enter the battlefield as a copy of any creature on the battlefield."
    text = "Вы можете заставить Клона выйти на поле битвы в качестве копии любого существа на поле битвы."
    enter = only_action(parsed(("Клон", text)))
    assert (enter.verb, enter.zone_to, enter.detail, enter.optional) == (Verb.ENTER, "battlefield", ["as_copy"], True)
    (creature,) = enter.objects
    assert isinstance(creature, ObjectPhrase) and (creature.determiner, creature.types) == ("any", ["creature"])


def test_loses_defender_humans_said_with_type_and_where_x_is_a_mana_value() -> None:
    # Sentry Oak: "… gets +2/+0 and loses defender until end of turn."
    text = "Сторожевой Дуб теряет способность Защитника до конца хода."
    lose = only_action(parsed(("Сторожевой Дуб", text)))
    assert (lose.verb, lose.detail) == (Verb.LOSE_ABILITY, ["keyword:defender"])
    # Hamlet Captain: "other Humans you control get +1/+1 until end of turn"
    text = "Другие существа с типом Человек под вашим контролем получают +1/+1 до конца хода."
    pump = only_action(parsed(("Капитан Деревушки", text)))
    assert isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.types, pump.actor.subtypes, pump.actor.controller) == (["creature"], ["Человек"], "you")
    # Spellbound Dragon: "… gets +X/+0 until end of turn, where X is the discarded card's converted mana cost."
    text = (
        "Завороженный Дракон получает +X/+0 до конца хода, где Х — это конвертированная мана-стоимость сброшенной "
        "карты."
    )
    assert only_action(parsed(("Завороженный Дракон", text))).amount == "mana_value"


def test_under_its_owners_control_said_as_where_to() -> None:
    # Ghost Council of Orzhova: "Return it to the battlefield under its owner's control at the beginning of the next
    # end step." (printed: "В конце хода верните его в игру под контроль владельца.")
    card = parsed(("Призрачный совет Орзовы", "В конце хода верните его в игру под контроль владельца."))
    ret = only_action(card)
    assert (ret.verb, ret.zone_to) == (Verb.RETURN, "battlefield")
    assert is_typed(card_effects(card))


def test_a_type_and_a_subtype_joined_by_a_hyphen() -> None:
    # Predatory Sliver: "Sliver creatures you control get +1/+1."
    card = parsed(("Хищная Щепка", "Существа-Щепки под вашим контролем получают +1/+1."))
    pump = only_action(card)
    assert isinstance(pump.actor, ObjectPhrase)
    assert (pump.actor.types, pump.actor.subtypes, pump.actor.controller) == (["creature"], ["Щепка"], "you")
    assert original(card, pump.actor) == "Существа-Щепки под вашим контролем"
    # Pheres-Band Warchief: "Other Centaur creatures you control get +1/+1 and have vigilance and trample." (a plural
    # the lemma table lacks, made by the regular ending)
    text = "Другие существа-Кентавры под вашим контролем получают +1/+1 и имеют Бдительность и Пробивной удар."
    pump, have = [n for n in card_effects(parsed(("Боевой Вождь из Племени Ферий", text))) if isinstance(n, Action)]
    assert isinstance(pump.actor, ObjectPhrase) and (pump.actor.subtypes, pump.actor.types) == (
        ["Кентавр"],
        ["creature"],
    )
    assert (have.verb, have.detail) == (Verb.GAIN_ABILITY, ["keyword:vigilance", "keyword:trample"])
    # Herdchaser Dragon: "put a +1/+1 counter on each other Dragon creature you control"
    text = "Положите один жетон +1/+1 на каждое другое существо-Дракона под вашим контролем."
    (dragons,) = only_action(parsed(("Дракон-Загонщик", text))).objects
    assert isinstance(dragons, ObjectPhrase) and (dragons.determiner, dragons.subtypes) == ("each", ["Дракон"])


def test_devotion_and_a_quantity_compared_with_no_verb() -> None:
    # Erebos, God of the Dead: "As long as your devotion to black is less than five, Erebos isn't a creature."
    text = "Пока ваша Преданность черному меньше пяти, Эреб не является существом."
    god = only_action(parsed(("Эреб, Бог Мертвых", text)))
    assert (god.verb, god.negated) == (Verb.BECOME, True)
    assert isinstance(god.condition, EffectCondition) and god.condition.test == "as_long_as:compare:devotion:less:5"
    # Gray Merchant of Asphodel: "each opponent loses X life, where X is your devotion to black"
    text = "Каждый оппонент теряет X жизней, где Х — ваша Преданность черному."
    lose = only_action(parsed(("Серый Торговец из Асфодели", text)))
    assert (lose.verb, lose.amount) == (Verb.LOSE_LIFE, "devotion")
    # Clinging Mists: "If you have 5 or less life, tap all attacking creatures."
    text = "Если количество ваших жизней меньше или равно 5, поверните все атакующие существа."
    tap = only_action(parsed(("Липкий Туман", text)))
    assert tap.verb == Verb.TAP
    assert isinstance(tap.condition, EffectCondition) and tap.condition.test == "compare:life_total:at_most:5"


def test_a_clause_joined_by_a_comma_and_and_whose_activated_abilities() -> None:
    # Arachnus Web: "Enchanted creature can't attack or block, and its activated abilities can't be activated."
    text = (
        "Зачарованное существо не может атаковать или блокировать, и его активируемые способности нельзя активировать."
    )
    attack, activate = [n for n in card_effects(parsed(("Паутина Арахнуса", text))) if isinstance(n, Action)]
    assert (attack.verb, attack.negated, [a.verb for a in attack.alternatives]) == (Verb.ATTACK, True, [Verb.BLOCK])
    assert (activate.verb, activate.negated) == (Verb.ACTIVATE, True)
    assert isinstance(activate.actor, ObjectPhrase)
    assert (activate.actor.determiner, activate.actor.types) == ("possessive", ["activated_ability"])
    # Viper's Kiss: "Enchanted creature gets -1/-1, and its activated abilities can't be activated."
    text = "Зачарованное существо получает -1/-1, и его активируемые способности не могут быть активированы."
    pump, passive = [n for n in card_effects(parsed(("Поцелуй Гадюки", text))) if isinstance(n, Action)]
    assert (pump.verb, pump.amount, passive.verb, passive.negated) == (Verb.MODIFY_PT, "-1/-1", Verb.ACTIVATE, True)


def test_a_comma_before_equal_to_if_and_as_though_is_theirs() -> None:
    # Fall of the Hammer: "Target creature you control deals damage equal to its power to another target creature."
    # (the lexer drops the comma before "равные", so that no suffix takes the comma a ", и" clause needs)
    text = "Целевое существо под вашим контролем наносит повреждения, равные своей силе, другому целевому существу."
    damage = only_action(parsed(("Удар Молота", text)))
    assert (damage.verb, damage.amount) == (Verb.DEAL_DAMAGE, "power")
    (other,) = damage.objects
    assert isinstance(other, ObjectPhrase) and (other.determiner, other.types) == ("target", ["creature"])


def test_have_a_creature_gain_a_keyword_and_the_sacrificed_creatures_power() -> None:
    # Kinsbaile Balloonist: "… you may have target creature gain flying until end of turn."
    text = "Вы можете дать целевому существу Полет до конца хода."
    fly = only_action(parsed(("Воздухоплаватель из Кинсбейла", text)))
    assert (fly.verb, fly.detail, fly.optional) == (Verb.GAIN_ABILITY, ["keyword:flying"], True)
    assert isinstance(fly.actor, ObjectPhrase) and (fly.actor.determiner, fly.actor.types) == ("target", ["creature"])
    # Life's Legacy: "Draw cards equal to the sacrificed creature's power."
    draw = only_action(parsed(("Наследие Жизни", "Возьмите количество карт, равное силе пожертвованного существа.")))
    assert (draw.verb, draw.amount) == (Verb.DRAW, "power")
    # Barrage Tyrant: "deals damage equal to the sacrificed creature's power to target creature or player"
    text = (
        "Тиран-Метатель наносит целевому существу или игроку количество повреждений, равное силе пожертвованного "
        "существа."
    )
    damage = only_action(parsed(("Тиран-Метатель", text)))
    assert (damage.verb, damage.amount, len(damage.objects)) == (Verb.DEAL_DAMAGE, "power", 2)


def test_an_activated_ability_played_is_activated() -> None:
    # Ceaseless Searblades: "Whenever you activate an ability of an Elemental, ~ gets +1/+0 until end of turn."
    text = (
        "Каждый раз, когда вы разыгрываете активируемую способность Элементаля, Неустанные Огненные Клинки получают "
        "+1/+0 до конца хода."
    )
    (event,) = [n for n in card_effects(parsed(("Неустанные Огненные Клинки", text))) if isinstance(n, TriggerEvent)]
    assert event.event == Verb.ACTIVATE and [a.verb for a in event.actions] == [Verb.ACTIVATE]


def test_blocked_except_by_two_or_more_and_a_land_tapped_for_mana() -> None:
    # Caterwauling Boggart: "Each Goblin you control can't be blocked except by two or more creatures."
    text = "Каждый Гоблин под вашим контролем не может быть заблокирован менее чем двумя существами."
    block = only_action(parsed(("Беснующийся Боггарт", text)))
    assert (block.verb, block.negated) == (Verb.BLOCK, True)
    (blockers,) = block.objects
    assert isinstance(blockers, ObjectPhrase) and (blockers.count, blockers.types) == ("2", ["creature"])
    # Dictate of Karametra: "Whenever a player taps a land for mana, …"
    text = (
        "Каждый раз, когда игрок поворачивает землю для получения маны, тот игрок добавляет в свое хранилище маны "
        "одну ману любого типа, произведенного той землей."
    )
    (event,) = [n for n in card_effects(parsed(("Веление Караметры", text))) if isinstance(n, TriggerEvent)]
    (tap,) = event.actions
    assert tap.verb == Verb.TAP and isinstance(tap.objects[0], ObjectPhrase)
    assert (tap.objects[0].types, tap.objects[0].qualifiers) == (["land"], ["for_mana"])


def test_must_be_blocked_an_additional_creature_formidable_and_the_other() -> None:
    # Deadly Allure: "Target creature gains deathtouch until end of turn and must be blocked this turn if able."
    text = (
        "Целевое существо получает Смертельное касание до конца хода и должно быть заблокировано в этом ходу, если "
        "это возможно."
    )
    gain, blocked = [n for n in card_effects(parsed(("Смертельное Очарование", text))) if isinstance(n, Action)]
    assert (gain.verb, blocked.verb, blocked.detail) == (Verb.GAIN_ABILITY, Verb.BLOCK, ["passive", "must", "if_able"])
    # a replacement's "должен" is still its "would" (Mossbridge Troll: "If ~ would be destroyed, regenerate it.")
    text = "Если Тролль Замшелого Моста должен быть уничтожен, регенерируйте его."
    regenerate = only_action(parsed(("Тролль Замшелого Моста", text)))
    assert regenerate.verb == Verb.REGENERATE and isinstance(regenerate.condition, EffectCondition)
    assert regenerate.condition.test == "would"
    # Brave the Sands: "Each creature you control can block an additional creature each combat."
    text = "Каждое существо под вашим контролем может блокировать дополнительное существо."
    (extra,) = only_action(parsed(("Преодолеть Пески", text))).objects
    assert isinstance(extra, ObjectPhrase) and (extra.determiner, extra.types) == ("additional", ["creature"])
    # Atarka Beastbreaker (formidable): "Activate this ability only if creatures you control have total power 8 or
    # greater."
    text = (
        "Активируйте эту способность, только если сумма значений силы существ под вашим контролем равна 8 или больше."
    )
    only_if = only_action(parsed(("Атаркский Победитель Зверей", text)))
    assert isinstance(only_if.condition, EffectCondition)
    assert (only_if.verb, only_if.condition.test) == (Verb.ACTIVATE, "have:total_power:8:or_greater")
    # Fork in the Road: "Put one into your hand and the other into your graveyard."
    text = "Положите одну из них в вашу руку, а другую — на ваше кладбище."
    puts = [n for n in card_effects(parsed(("Дорожная Развилка", text))) if isinstance(n, Action)]
    assert [(p.verb, p.zone_to) for p in puts] == [(Verb.PUT, "hand"), (Verb.PUT, "graveyard")]


def test_becomes_a_copy_gains_shadow_and_an_objects_power() -> None:
    # Cytoshape: "Target creature becomes a copy of that creature until end of turn."
    text = "Целевое существо становится копией этого существа до конца хода."
    become = only_action(parsed(("Цитоформа", text)))
    assert become.verb == Verb.BECOME and isinstance(become.objects[0], Reference)
    assert become.duration is not None and become.duration.until == "end_of_turn"
    # Traitor's Clutch: "… and gains shadow until end of turn." ("тень" is also the subtype Shade)
    text = "Целевое существо получает +1/+0, становится черным и получает тень до конца хода."
    pump, black, shadow = [n for n in card_effects(parsed(("Захват Предателя", text))) if isinstance(n, Action)]
    assert (pump.verb, black.verb, shadow.verb) == (Verb.MODIFY_PT, Verb.BECOME, Verb.GAIN_ABILITY)
    assert shadow.detail == ["keyword:shadow"]
    # Corpse Lunge: "deals damage equal to the exiled card's power to target creature"
    text = "Выпад Трупа наносит целевому существу повреждения, равные силе изгнанной карты."
    # (the number names the card exiled before, as the Spanish "la fuerza de la carta exiliada" reads)
    assert only_action(parsed(("Выпад Трупа", text))).amount == "power:of:exiled_with"
    # Soul's Grace: "You gain life equal to target creature's power."
    gain = only_action(parsed(("Светлость Души", "Вы получаете количество жизней, равное силе целевого существа.")))
    assert (gain.verb, gain.amount) == (Verb.GAIN_LIFE, "power")


def test_each_sacrifices_one_and_during_each_other_players_untap_step() -> None:
    # Butcher of Malakir: "… each opponent sacrifices a creature."
    text = "Каждый оппонент жертвует по одному существу."
    sacrifice = only_action(parsed(("Малакирский Мясник", text)))
    assert isinstance(sacrifice.actor, PlayerPhrase) and sacrifice.actor.who == "each_opponent"
    (creature,) = sacrifice.objects
    assert sacrifice.verb == Verb.SACRIFICE and isinstance(creature, ObjectPhrase) and creature.types == ["creature"]
    # Ivorytusk Fortress: "Untap each creature you control with a +1/+1 counter on it during each other player's
    # untap step."
    text = (
        "Разверните каждое существо под вашим контролем, на котором есть жетон +1/+1, во время шага разворота каждого "
        "другого игрока."
    )
    untap = only_action(parsed(("Слоновья Крепость", text)))
    assert untap.verb == Verb.UNTAP and isinstance(untap.condition, EffectCondition)
    assert untap.condition.test == "during:each_other:untap_step"


def test_that_exiled_card_and_the_removed_card_are_the_card_exiled_with_it() -> None:
    # Fiend Hunter: "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
    # control."
    text = (
        "Когда Охотник за Злыми Духами покидает поле битвы, верните ту изгнанную карту на поле битвы под контролем ее "
        "владельца."
    )
    ret = [n for n in card_effects(parsed(("Охотник за Злыми Духами", text))) if isinstance(n, Action)][-1]
    (card,) = ret.objects
    assert (ret.verb, ret.zone_to) == (Verb.RETURN, "battlefield")
    assert isinstance(card, Reference) and card.refers == "exiled_with"
    # Tidehollow Sculler (older wording, "removed"): "return the exiled card to its owner's hand"
    text = "Когда Кормчий Приливных Пещер покидает игру, верните ту удаленную карту в руку ее владельца."
    ret = [n for n in card_effects(parsed(("Кормчий Приливных Пещер", text))) if isinstance(n, Action)][-1]
    (card,) = ret.objects
    assert (ret.verb, ret.zone_to) == (Verb.RETURN, "hand")
    assert isinstance(card, Reference) and card.refers == "exiled_with"


def test_if_it_was_kicked() -> None:
    # Desolation Giant: "If it was kicked, destroy all other creatures instead."
    text = "Если была заплачена стоимость усилителя, вместо этого уничтожьте все другие существа."
    destroy = only_action(parsed(("Опустошающий Гигант", text)))
    assert destroy.verb == Verb.DESTROY
    assert isinstance(destroy.condition, EffectCondition) and destroy.condition.test == "paid:kicked"
    # Aether Figment: "If Aether Figment was kicked, it enters the battlefield with two +1/+1 counters on it."
    text = "Если Эфирная Фикция получила Усилитель, она выходит на поле битвы с двумя жетонами +1/+1 на ней."
    enter = only_action(parsed(("Эфирная Фикция", text)))
    assert enter.verb == Verb.ENTER
    assert isinstance(enter.condition, EffectCondition) and enter.condition.test == "paid:kicked"


def test_when_it_exploits_a_creature() -> None:
    # Gurmag Drowner: "When Gurmag Drowner exploits a creature, look at the top four
    # cards of your library."
    text = "Когда Гурмагский Топитель угнетает существо, посмотрите четыре верхние карты вашей библиотеки."
    (event,) = [n for n in card_effects(parsed(("Гурмагский Топитель", text))) if isinstance(n, TriggerEvent)]
    (exploit,) = event.actions
    assert (event.event, exploit.verb) == (Verb.EXPLOIT, Verb.EXPLOIT)
    assert isinstance(exploit.objects[0], ObjectPhrase) and exploit.objects[0].types == ["creature"]


def test_a_collective_numeral_two_or_more_gates() -> None:
    # Saruli Gatekeepers: "When ~ enters the battlefield, if you control two or more Gates, you gain 7 life."
    text = (
        "Когда Привратники Сарули выходят на поле битвы, если под вашим контролем есть двое или более Врат, вы "
        "получаете 7 жизней."
    )
    card = parsed(("Привратники Сарули", text))
    (condition,) = [n for n in card_effects(card) if isinstance(n, EffectCondition)]
    (gates,) = condition.about
    assert isinstance(gates, ObjectPhrase) and (gates.count, gates.subtypes) == ("2", ["Врата"])
    assert is_typed(card_effects(card))


def test_a_delayed_draw_at_the_next_turns_upkeep() -> None:
    # Balduvian Rage: "Draw a card at the beginning of the next turn's upkeep."
    draw = only_action(parsed(("Бальдувийская ярость", "Возьмите карту в начале этапа поддержки следующего хода.")))
    assert (draw.verb, draw.detail) == (Verb.DRAW, ["at:next_upkeep"])


def test_then_after_a_conditions_comma_joins_its_clause() -> None:
    # Tomb Hex: "Landfall — If you had a land enter the battlefield under your control this turn, that creature gets
    # -4/-4 until end of turn instead."
    text = (
        "Землепад — Если земля вышла на поле битвы под вашим контролем в этом ходу, тогда то существо получает -4/-4 "
        "до конца хода вместо этого."
    )
    pump = only_action(parsed(("Сглаз Гробницы", text)))
    assert (pump.verb, pump.amount) == (Verb.MODIFY_PT, "-4/-4")
    assert isinstance(pump.actor, Reference) and pump.actor.refers == "anaphora"
    assert isinstance(pump.condition, EffectCondition)


def test_older_wordings_of_an_activation_restriction() -> None:
    # Feral Hydra: "Any player may activate this ability."
    text = "Любой игрок может разыграть эту способность."
    assert only_action(parsed(("Лютая Гидра", text))).detail == ["only:any_player"]
    # Dementia Sliver: "Activate only during your turn." ("Играйте эту способность", as older printings say)
    text = "Играйте эту способность только на вашем ходу."
    assert only_action(parsed(("Слабоумная Щепка", text))).detail == ["only:your_turn"]
    # Wall of Roots: "Activate only once each turn."
    text = "Играйте эту способность только один раз за ход."
    assert only_action(parsed(("Стена Корней", text))).detail == ["only:once_each_turn"]
    # Corpse Traders: "Activate only as a sorcery."
    text = "Активируйте эту способность только при возможности разыграть волшебство."
    assert only_action(parsed(("Торговцы Трупами", text))).detail == ["only:sorcery"]


def test_gets_an_additional_power_and_toughness() -> None:
    # Silver-Inlaid Dagger: "As long as equipped creature is a Human, it gets an additional +1/+0."
    text = "Пока снаряженное существо является Человеком, оно получает дополнительные +1/+0."
    card = parsed(("Кинжал с Серебряной Инкрустацией", text))
    assert is_typed(card_effects(card))
    gets = [n for n in card_effects(card) if isinstance(n, Action) and n.verb == Verb.MODIFY_PT]
    assert [g.amount for g in gets] == ["+1/+0"]
    assert isinstance(gets[0].condition, EffectCondition) and gets[0].condition.test == "as_long_as:did"


def test_put_under_your_control_before_what_is_put() -> None:
    # Grimoire of the Dead: "Put all creature cards from all graveyards onto the battlefield under your control."
    text = "Положите на поле битвы под вашим контролем все карты существ из всех кладбищ."
    put = only_action(parsed(("Рукопись Мертвецов", text)))
    assert (put.verb, put.zone_from, put.zone_to) == (Verb.PUT, "graveyard", "battlefield")
    (cards,) = put.objects
    assert isinstance(cards, ObjectPhrase) and cards.determiner == "all" and "creature" in cards.types
