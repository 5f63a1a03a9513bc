"""The Russian zones of the effect grammar, as data: each zone noun in every case and with every owner card
text gives it ("вашего кладбища", "руку его владельца", "верх вашей библиотеки"), and the zone where something is,
read whole ("в вашем кладбище", "на кладбище того игрока"), apart from where something goes ("на ваше кладбище").
"""

from __future__ import annotations

from mtglinks.kinds import Zone
from mtglinks.lang.ru.effect_forms import table

_GRAVEYARD, _HAND, _LIBRARY = str(Zone.GRAVEYARD), str(Zone.HAND), str(Zone.LIBRARY)
_BATTLEFIELD, _EXILE = str(Zone.BATTLEFIELD), str(Zone.EXILE)

# whose zone, before the noun ("вашего кладбища") and after it ("руку его владельца")
_BEFORE = "|<ваш>|<свой>|его|ее|её|их|<любой>|<весь>|его_или_ее|его_или_её"
_AFTER_OWNER = (
    "<владелец>",
    "его|ее|её|их|своего|своих <владелец>",
    "<тот> <игрок>",
    "<целевой> <игрок>",
    "<целевой> <оппонент>",
    "<оппонент>",
    "<контролирующий> его <игрок>",
)


def zones() -> dict[str, str]:
    """The zones in every case and with every owner card text gives them."""
    nouns = {"<кладбище>": _GRAVEYARD, "<рука>": _HAND, "<библиотека>": _LIBRARY}
    entries: dict[str, str] = {}
    for noun, zone in nouns.items():
        entries[f"{_BEFORE} {noun}"] = zone
        for owner in _AFTER_OWNER:
            entries[f"{noun} {owner}"] = zone
        if zone == _LIBRARY:
            # "положите целевую карту существа в библиотеку сверху": on top of the library
            entries[f"{_BEFORE} {noun} сверху|снизу"] = zone
            # "Положите целевое существо в библиотеку его владельца вторым сверху": English "into its owner's library
            # second from the top" (the place read with the zone, as English does)
            entries[f"{_BEFORE} {noun} вторым|третьим сверху"] = zone
            for owner in _AFTER_OWNER:
                entries[f"{noun} {owner} вторым|третьим сверху"] = zone
                # "в библиотеку ее владельца сверху": on top of its owner's library
                entries[f"{noun} {owner} сверху|снизу"] = zone
            # "положите его на верх или в низ библиотеки его владельца": on the top or bottom (English "on the top or
            # bottom of its owner's library", the library)
            for end in ("верх|верха|верху|низ|низа", "<верхний> часть|части", "верх или в низ"):
                entries[f"{end} {_BEFORE} {noun}"] = zone
                for owner in _AFTER_OWNER:
                    entries[f"{end} {noun} {owner}"] = zone
    # "Вы можете показать ~ из вашей начальной руки": the opening hand, a hand (as English reads "your opening hand")
    entries["<ваш>|<свой> начальной руки"] = _HAND
    entries["поле|поля битвы"] = _BATTLEFIELD
    entries["игру|игре"] = _BATTLEFIELD  # older printed wording: "в игру", "в игре"
    entries["игры"] = _EXILE  # "удалите … из игры": removed from the game
    entries["<изгнание>"] = _EXILE
    return table(entries) | _LOCATED


# whose zone, after it, where something is: "в руке целевого оппонента", "в руке контролирующего его игрока"
_WHOSE = (
    "<его> <владелец>",
    "<тот> <игрок>",
    "<целевой> <игрок>",
    "<оппонент>",
    "<целевой> <оппонент>",
    "<каждый> <игрок>",
    "<каждый> <оппонент>",
    "<контролирующий> его|ее|её|их <игрок>",
)


# The zone where something is, read whole: "в вашем кладбище", "в руке" (after a noun: where it is; after
# "найдите": where to search), so that "в" alone is "into" ("в вашу руку").
_LOCATED = table(
    {
        # "кладбище" is the same word where to and where: the owner's case tells them apart
        "в|на вашем|своем|своём|любом|одном|том кладбище": _GRAVEYARD,
        **{f"в|на кладбище {whose}": _GRAVEYARD for whose in _WHOSE},
        "в|на |<весь> кладбищах": _GRAVEYARD,
        "на кладбищах <их> <владелец>": _GRAVEYARD,
        f"в {_BEFORE} руке|руках": _HAND,
        **{f"в руке|руках {whose}": _HAND for whose in _WHOSE},
        f"в {_BEFORE} библиотеке|библиотеках": _LIBRARY,
        **{f"в библиотеке {whose}": _LIBRARY for whose in _WHOSE},
        "в игре": _BATTLEFIELD,
        "в изгнании": _EXILE,
        # "если у вас в руке нет карт": in whose hand, said with "у" (at) before "в руке"
        "у вас|него|нее|неё|них|того_игрока|этого_игрока|целевого_игрока|каждого_игрока|оппонента в руке": _HAND,
    }
)
# only the prepositional case of the owner too: "на вашем кладбище" (where), not "на ваше кладбище" (where to)
_LOCATED = {p: z for p, z in _LOCATED.items() if not p.split()[1].endswith(("ше", "ое", "ее", "ую", "ю"))}
