"""French words of the effect grammar for an attack that is not blocked ("~ attaque et qu'il n'est pas bloqué", the
English "attacks and isn't blocked", one event verb as in English and in lang/es/effect_wording.py). Merged by
`effect_set_off.extend`."""

from __future__ import annotations

from mtglinks.kinds import Verb

UNBLOCKED_ATTACK_WORDS: dict[str, dict[str, str]] = {
    # "À chaque fois que le Culpabilivore attaque et qu'il n'est pas bloqué, le joueur défenseur perd 1 point de vie
    # pour chaque carte dans son cimetière." (Guiltfeeder); "qu'elle n'est pas bloquée" for a feminine subject
    # (Insidious Mist), the plural for "… attaquent et qu'elles ne sont pas bloquées"
    "EVENT_VERB": {
        f"{attack} et {that} {be} pas {blocked}": str(Verb.ATTACK)
        for attack, that, be, blocked in (
            ("attaque", "qu'il", "n'est", "bloqué"),
            ("attaque", "qu'elle", "n'est", "bloquée"),
            ("attaquent", "qu'ils", "ne sont", "bloqués"),
            ("attaquent", "qu'elles", "ne sont", "bloquées"),
        )
    },
}
