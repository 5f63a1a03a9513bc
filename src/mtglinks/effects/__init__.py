"""The typed effect tree below the ability: what each sentence does, as nodes (tree.Effect and its kinds).

`lexer.py` maps words to the categories of the language's lexicon (lang/<code>/effects.py),
`parser.py` runs the LALR table of grammar/effects.lark over them, `transformer.py` builds one node
per rule, and `build.py` fills each ability's `effects`.
"""
