from mtglinks.cli import main

main()
