"""`python -m mtglinks`: the `mtglinks` command."""

from mtglinks.cli import main

main()
