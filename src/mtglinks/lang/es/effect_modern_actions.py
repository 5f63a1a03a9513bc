"""Spanish words of the keyword actions and phrases of recent cards (the modern sample) the effect grammar reads:
"confabula", "perdura 1", "adéntrate en la mazmorra", "manifiesta miedo", "el Anillo te tienta", "enmascara",
"en cualquier momento", "tu segundo hechizo cada turno", "un hechizo histórico". Merged by `effects.py`.
"""

from __future__ import annotations

from mtglinks.kinds import Verb
from mtglinks.lang.es.effect_verbs import _forms


def _verb(verb: Verb, *forms: str) -> dict[str, str]:
    return dict.fromkeys(forms, str(verb))


MODERN_ACTION_WORDS: dict[str, dict[str, str]] = {
    # keyword actions of rule 701 with a number or nothing after them (the English "connive", "endure 1", "venture into
    # the dungeon", "manifest dread", "the Ring tempts you")
    "V_NUM": _verb(Verb.CONNIVE, *_forms("confabular"))
    | _verb(Verb.ENDURE, *_forms("perdurar"))
    | _verb(Verb.VENTURE, "adéntrate en la mazmorra", "se adentra en la mazmorra", "adentrarte en la mazmorra")
    | _verb(Verb.MANIFEST_DREAD, "manifiesta miedo", "manifiestas miedo", "manifestar miedo")
    | _verb(Verb.RING_TEMPTS, "el anillo te tienta")
    # "Controla la tierra 2." (the English "Earthbend 2", rule 701.65), "enrola 1." (older "amass 1")
    | _verb(Verb.EARTHBEND, "controla la tierra", "controlas la tierra", "controlar la tierra")
    | _verb(Verb.AMASS, *_forms("enrolar")),
    # "Enmascara una carta de tu mano" (cloak, rule 701.58)
    "V_OBJ": _verb(Verb.CLOAK, *_forms("enmascarar"))
    # "controla el aire en torno a hasta un otro permanente objetivo" (the English "airbend up to one other target …")
    | _verb(Verb.AIRBEND, "controla el aire en torno a", "controlas el aire en torno a", "controlar el aire en torno a")
    # "contempla un Trasgo o paga {2}" (the English "behold a Goblin"), "Siempre que ~ tripule un Vehículo" (the
    # English "Whenever ~ crews a Vehicle")
    | _verb(Verb.BEHOLD, *_forms("contemplar"))
    | _verb(Verb.CREW, "tripula", "tripule", "tripulan", "tripulen"),
    # "Siempre que esta criatura mute" (the English "Whenever this creature mutates")
    "EVENT_VERB": _verb(Verb.MUTATE, "mute", "muta", "muten"),
    # "Puedes mirar la primera carta de tu biblioteca en cualquier momento." (the English "any time")
    "ANY_TIME": {"en cualquier momento": "any_time"},
    # "Siempre que lances tu segundo hechizo cada turno" (the English "your second spell each turn")
    "OBJ_PHRASE": {
        f"{whose} {nth} hechizo {when}": f"spell:{value}_each_turn"
        for whose in ("tu", "su")
        for nth, value in (("segundo", "second"), ("tercer", "third"))
        for when in ("cada turno", "del turno", "en un turno")
    },
    # "Siempre que lances un hechizo histórico" (artifacts, legendaries and Sagas: the English "historic")
    "STATUS": {form: "historic" for form in ("histórico", "histórica", "históricos", "históricas")},
}
