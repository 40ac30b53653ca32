"""A loop that rebinds a shared name, and a local that shadows another."""

square = (0, 0)
numbers = {}


def place_mines():
    global square
    for square in [(0, 0), (0, 1)]:
        numbers[square] = 0


def draw_symbols():
    for square in numbers:
        print(square)


place_mines()
draw_symbols()
