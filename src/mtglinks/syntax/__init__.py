"""From a paragraph to abilities: the grammar, its Transformer, kind decisions, card assembly."""
