"""French words for a card that is suspended ("si le Kraken des abîmes est en suspension", the English "if ~ is
suspended", rule 702.62b), a status as the Spanish "suspendido" (lang/es/effect_se_clitics.py). Merged by
`effect_set_off.extend`."""

from __future__ import annotations

SUSPENDED_WORDS: dict[str, dict[str, str]] = {
    # "À chaque fois qu'un adversaire lance un sort, si le Kraken des abîmes est en suspension, retirez-lui un
    # marqueur « temps »." (Deep-Sea Kraken)
    "STATUS": {"en suspension": "suspended"},
}
