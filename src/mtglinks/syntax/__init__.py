"""From a paragraph to abilities.

`grammar` finds and loads the Lark grammar; `transformer` builds the plain structure it parses;
`errors` says why a paragraph did not parse; `classify` decides every ability and label kind;
`paragraph` makes one Ability of one paragraph (with its parse cache); `assemble` makes a Card of a
card's faces and paragraphs, cutting a paragraph where printed text lost a line break (`glued` finds where).
"""
