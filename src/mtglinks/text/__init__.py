"""Text handling: tracked text, normalization, names, words and lemmas."""
