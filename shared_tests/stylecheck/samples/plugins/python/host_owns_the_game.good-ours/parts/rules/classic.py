MOVES = {}
