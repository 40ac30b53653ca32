from . import game

game.main()
