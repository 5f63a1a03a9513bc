"""A token's own name said before what the token is, read by the effect lexer (`lexer.Lexicon._phrase`).

"create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible" names the token
first, then says after a comma and an article what it is, as "create a legendary 20/20 black Avatar creature token
… named Marit Lage" does after it. Right after a verb of the language's `TOKEN_NAME_AFTER` table (English CREATE), the
words up to that comma are one CARD_NAME token when they are a name (capitalised words, the card's own "~", possessive
endings, the small words of `NAME_LINK` and commas between them: "Ashaya, the Awoken World", "~'s Notebook") and what
follows the comma opens with an article of `TOKEN_NAME_ARTICLE` and holds a noun of `TOKEN_NAME_NOUN` (English "token")
before the next comma or period. Nothing of a card's name is known beforehand: only the shape is read.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglinks.effects.lexer_tokens import Token

Piece = tuple[str, str, str, int, int]  # a piece of the sentence: kind, words, lower-cased words, start, end

_CLAUSE_ENDS = frozenset({"_COMMA", "_PERIOD", "_SEMICOLON"})


def token_name(
    pieces: Sequence[Piece], i: int, links: frozenset[str], articles: frozenset[str], nouns: frozenset[str]
) -> tuple[int, str, str] | None:
    """The token's name at piece i (its number of pieces, CARD_NAME, its words), or None where the shape is not there
    (see the module docstring)."""
    if not _name_word(pieces[i]):
        return None
    end = i + 1  # past the last capitalised word (or "~", or possessive ending) read so far
    j = i + 1
    while j < len(pieces):
        kind, lowered = pieces[j][0], pieces[j][2]
        if kind == "_COMMA" and j == end and j + 1 < len(pieces) and pieces[j + 1][2] in articles:
            if not _holds_noun(pieces, j + 2, nouns):
                return None
            return end - i, "CARD_NAME", _words(pieces[i:end])
        if kind == "POSS" or _name_word(pieces[j]):
            end = j = j + 1
        elif kind == "_COMMA" or (kind == "WORD" and lowered in links):
            j += 1
        else:
            return None
    return None


def _name_word(piece: Piece) -> bool:
    """A word a name is made of: capitalised (not the one letter "X"), or the card's own name "~"."""
    word = piece[1]
    return piece[0] == "WORD" and (word == "~" or (word[:1].isupper() and len(word) > 1))


def _holds_noun(pieces: Sequence[Piece], start: int, nouns: frozenset[str]) -> bool:
    """Whether one of the nouns comes from piece `start` before the next comma, period or semicolon."""
    for piece in pieces[start:]:
        if piece[0] in _CLAUSE_ENDS:
            return False
        if piece[2] in nouns:
            return True
    return False


def _words(pieces: Sequence[Piece]) -> str:
    """The pieces' words as the card prints them (a space where the text has one)."""
    words = pieces[0][1]
    for before, piece in zip(pieces, pieces[1:], strict=False):
        words += " " * (piece[3] > before[4]) + piece[1]
    return words


def capitalised_kinds(tokens: list[Token], subtypes: frozenset[str]) -> list[Token]:
    """A counter's kind written capitalised inside the sentence, and not before "counter", is a subtype (English:
    "Each Fungus and Saproling you control …", "an Omen spell", "a Time Lord"): SUBTYPE, its value the word as printed,
    one with a subtype right after it when the word alone is none ("Time" "Lord": the one subtype "Time Lord")."""
    if "COUNTER_KIND" not in [token.type for token in tokens]:  # most sentences: no counter's kind, nothing retyped
        return tokens
    out: list[Token] = []
    for i, token in enumerate(tokens):
        if (
            token.type == "COUNTER_KIND"
            and i > 0
            and token.text[:1].isupper()
            and " " not in token.text
            and (i + 1 == len(tokens) or tokens[i + 1].type not in ("COUNTER_N", "COUNTER"))
        ):
            token = Token("SUBTYPE", token.text, token.text, token.start_pos, token.end_pos)
        elif (
            token.type == "SUBTYPE"
            and out
            and out[-1].type == "SUBTYPE"
            and out[-1].value not in subtypes
            and out[-1].end_pos + 1 == token.start_pos
            and i > 0
            and tokens[i - 1].type == "COUNTER_KIND"
        ):
            first = out.pop()
            words = f"{first.text} {token.text}"
            token = Token("SUBTYPE", words, words, first.start_pos, token.end_pos)
        out.append(token)
    return out


def named_token(
    pieces: Sequence[Piece], i: int, links: frozenset[str], nouns: frozenset[str]
) -> tuple[int, str, str] | None:
    """A token named for a card, between the article after a verb of `TOKEN_NAME_AFTER` and the noun of
    `TOKEN_NAME_NOUN` ("create a Gingerbrute token", "create a Contested Game Ball token", "creates a Carnival of Souls
    token"): its capitalised words (and the small words of `NAME_LINK` between them) as one CARD_NAME, read only at a
    word the lexicon lacks, right after the article (so "a Treasure token" stays a subtype); None where the noun does
    not follow them."""
    end = i
    j = i
    while j < len(pieces):
        if _name_word(pieces[j]) and pieces[j][1] != "~":
            end = j = j + 1
        elif end > i and pieces[j][0] == "WORD" and pieces[j][2] in nouns:
            return end - i, "CARD_NAME", _words(pieces[i:end])
        elif pieces[j][0] == "WORD" and pieces[j][2] in links and end > i:
            j += 1
        else:
            return None
    return None
