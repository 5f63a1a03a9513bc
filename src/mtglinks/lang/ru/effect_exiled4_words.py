"""Russian words of the sentences that refer to the cards another ability exiled and that the grammar did not read
(rule 607.2a, issue #23: `the_exiled_card` read from the effect tree; grammar/effects-ru/9-ruexiled4.lark, nodes in
effects/ruexiled4_shapes.py). As data, merged by `effect_sentences.py`."""

from __future__ import annotations

from mtglinks.lang.ru.effect_forms import table

EXILED4_WORDS: dict[str, dict[str, str]] = {
    # the second number of "+X/+Y" named after the first (as the English "and Y is" reads): "…, где X — сила изгнанной
    # карты существа, а Y — ее выносливость." (Фирексийский Заглатыватель, Phyrexian Ingester)
    "WHERE_Y": {"а y": "y"},
    # a number of the exiled card named with its card type ("изгнанной карты существа", the exiled creature card), as
    # "сила изгнанной карты" is (lang/ru/effect_exiled3_words.py); and its own toughness in the nominative after a
    # dash ("а Y — ее выносливость"), as "его выносливости" is (effect_quantities.py)
    "QUANTITY": table(
        {
            "<сила> изгнанной карты существа": "power:of:exiled_with",
            "<выносливость> изгнанной карты существа": "toughness:of:exiled_with",
            "его|ее|её выносливость": "toughness",
        }
    ),
}
