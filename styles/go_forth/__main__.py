"""Minesweeper, go-forth style.

All data passes through one data stack. The program is a vocabulary of words: each word pops its arguments
and pushes its results, as its stack comment ( before -- after ) says. Primitive words are Python functions;
higher words are colon definitions, sequences of other words. Named values live in a heap, as Forth's
variables: a word only fetches one onto the stack (`name @`) and stores one from it (`name !`); arithmetic,
comparisons and tests work on the stack, never on the heap: `1 opened +!` is `opened @ 1 + opened !`.
"""

import os
import stat
import sys

from styles import process

process.guard()

stack = []
heap = {  # the variables: each has a word of its own name that pushes the name, for @ and ! to use
    # concern: file-errors
    "path": "",  # the board file, as given
    # end
    # concern: reading-the-board
    "rows": 0,  # the board's size
    "cols": 0,
    # end
    # concern: counting-neighbours
    "mine": [],  # for every square, in reading order: whether it holds a mine
    "count": [],  # ... its number: the mines around it
    # end
    # concern: drawing-a-frame
    "shown": [],  # ... what it shows: " " covered, "¶" flagged, or its number once open
    # end
    # concern: winning
    "safe": 0,  # squares without a mine
    "opened": 0,  # squares opened so far
    # end
    # concern: winning, losing, end-of-input
    "playing": True,
    # end
    # concern: losing
    "lost": False,
    # end
    # concern: drawing-a-frame
    "out": [],  # the frame being drawn: `emit` adds to it, `prompt` sends it
    # end
}
words = {}
compiled = {}


def word(name):
    """Register the decorated function as the primitive word `name`."""

    def register(primitive):
        words[name] = primitive
        return primitive

    return register


def variable(name):
    """A variable ( -- name ): its word pushes its name, which `@` and `!` look up in the heap."""
    words[name] = lambda: stack.append(name)


def compile_phrase(phrase):
    """The words of a phrase, in order; a number token becomes a word that pushes it."""
    return [
        (lambda number=int(token): stack.append(number)) if token.isdigit() else words[token]
        for token in phrase.split(" ")
    ]


def execute(phrase):
    """Run a phrase of words (compiled once, on its first run)."""
    actions = compiled.get(phrase)
    if actions is None:
        actions = compiled[phrase] = compile_phrase(phrase)
    for action in actions:
        action()


def define(name, phrase):
    """A colon definition ( : name phrase ; ): a new word made of other words."""
    words[name] = lambda: execute(phrase)


for name in heap:
    variable(name)


# --- The heap: fetch and store ------------------------------------------------------------------
@word("@")
def fetch():
    """( name -- value ) the value the heap holds under the name."""
    stack.append(heap[stack.pop()])


@word("!")
def store():
    """( value name -- ) keep the value in the heap under the name."""
    heap[stack[-1]] = stack[-2]
    del stack[-2:]


@word("@[]")
def fetch_item():
    """( i name -- value ) item i of the list the heap holds under the name."""
    # concern: counting-neighbours
    stack.append(heap[stack.pop()][stack.pop()])
    # end


@word("![]")
def store_item():
    """( value i name -- ) make the value item i of the list the heap holds under the name."""
    heap[stack[-1]][stack[-2]] = stack[-3]
    del stack[-3:]


# concern: winning
define("+!", "dup @ rot + swap !")  # ( n name -- ) add n to a variable
# end


# --- Stack shuffling and arithmetic ---------------------------------------------------------------
@word("drop")
def drop():
    """( x -- )"""
    # concern: counting-neighbours
    stack.pop()
    # end


@word("dup")
def dup():
    """( x -- x x )"""
    stack.append(stack[-1])


@word("swap")
def swap():
    """( x y -- y x )"""
    # concern: counting-neighbours
    stack.append(stack.pop(-2))
    # end


@word("over")
def over():
    """( x y -- x y x )"""
    # concern: drawing-a-frame
    stack.append(stack[-2])
    # end


@word("rot")
def rot():
    """( x y z -- y z x )"""
    stack.append(stack.pop(-3))


@word("1+")
def one_plus():
    """( n -- n+1 )"""
    # concern: drawing-a-frame
    stack.append(stack.pop() + 1)
    # end


@word("+")
def plus():
    """( a b -- a+b )"""
    # concern: counting-neighbours
    stack.append(stack.pop() + stack.pop())
    # end


@word("-")
def minus():
    """( a b -- a-b )"""
    # concern: drawing-a-frame
    stack.append(-stack.pop() + stack.pop())
    # end


@word("*")
def times():
    """( a b -- a*b )"""
    # concern: drawing-a-frame
    stack.append(stack.pop() * stack.pop())
    # end


@word("<")
def less():
    """( a b -- flag ) whether a < b."""
    # concern: winning
    stack.append(stack.pop() > stack.pop())
    # end


# --- Errors and output -----------------------------------------------------------------
# concern: file-errors
@word("fail")
def fail():
    """( text code -- ) print `error: <path>: text` and leave with exit code `code`."""
    execute("path @ rot")  # ( code path text )
    sys.stderr.write(f"error: {stack.pop(-2)}: {stack.pop()}\n")
    sys.exit(stack.pop())
    # end


@word("emit")
def emit():
    """( text -- ) add text to the frame being drawn; `prompt` sends it out."""
    # concern: drawing-a-frame
    heap["out"].append(stack.pop())
    # end


# --- Loading the board (R2-R4) ---------------------------------------------------------------
# concern: file-errors
@word("check-name")
def check_name():
    """( path -- path ) the last path component must be NAME.cfg (R3)."""
    execute("dup path !")
    if len(stack[-1].rpartition("/")[2]) < 5 or not stack[-1].lower().endswith(".cfg"):
        stack.extend(["invalid file name (want NAME.cfg)", 2])
        execute("fail")
    # end


# concern: file-errors
@word("check-file")
def check_file():
    """( path -- path ) the path must exist and be a regular file; stat only, never open (R2.5)."""
    # concern: file-errors, reading-the-board
    try:
        stack.append(os.stat(stack[-1]).st_mode)
    # end
    except (FileNotFoundError, NotADirectoryError):
        stack.extend(["no such file", 1])
        execute("fail")
    except OSError:
        stack.extend(["cannot look up the path", 2])
        execute("fail")
    if not stat.S_ISREG(stack.pop()):
        stack.extend(["not a regular file", 2])
        execute("fail")
    # end


# concern: reading-the-board
@word("read-file")
def read_file():
    """( path -- bytes ) at most 421 bytes of the file: one more than a board may have (R2.6)."""
    try:
        with open(stack.pop(), "rb") as file:
            stack.append(file.read(421))
    # end
    except OSError:
        stack.extend(["cannot read the file", 2])
        execute("fail")


# concern: reading-the-board
@word("board-bytes?")
def board_bytes():
    """( bytes -- bytes flag ) at most 420 bytes of `.`, `*` and newlines, the last one a newline (R2.6, R4.1)."""
    stack.append(len(stack[-1]) <= 420 and stack[-1].endswith(b"\n") and not stack[-1].strip(b".*\n"))
    # end


# concern: reading-the-board
@word("split-rows")
def split_rows():
    """( bytes -- rows ) the lines of a board file, without their newlines."""
    stack.append(stack.pop()[:-1].split(b"\n"))
    # end


# concern: reading-the-board
@word("rectangle?")
def rectangle():
    """( rows -- rows r c flag ) its size; whether all rows are as wide as the first, 2 to 20x20 squares (R4)."""
    stack.extend([len(stack[-1]), len(stack[-1][0])])
    stack.append(
        0 < stack[-2] <= 20
        and 0 < stack[-1] <= 20
        and stack[-2] * stack[-1] >= 2
        and all(len(row) == stack[-1] for row in stack[-3])
    )
    # end


# concern: reading-the-board
@word("mines")
def mines():
    """( rows -- mine ) for every square, in reading order, whether it holds a mine."""
    stack.append([square == ord("*") for row in stack.pop() for square in row])
    # end


# concern: reading-the-board
@word("safe?")
def safe():
    """( mine -- mine flag ) whether some square holds no mine (R4.6)."""
    stack.append(not all(stack[-1]))
    # end


# concern: reading-the-board
@word("?invalid")
def unless_invalid():
    """( flag -- ) leave with `invalid board` and exit code 2 unless the flag is true, like Forth's ABORT"."""
    if not stack.pop():
        # concern: file-errors
        stack.extend(["invalid board", 2])
        execute("fail")
        # end
    # end


@word("covering")
def covering():
    """( mine -- mine shown safe ) every square covered (R6.6), and how many hold no mine."""
    # concern: drawing-a-frame
    stack.append([" "] * len(stack[-1]))
    # end
    # concern: winning
    stack.append(stack[-2].count(False))
    # end


# concern: reading-the-board
define("size!", "rot rot cols ! rows !")  # ( rows r c flag -- rows flag ) keep the size, leave the flag
# end
define("cover", "covering safe ! shown ! mine ! 0 opened !")  # ( mine -- ) a new game
# concern: reading-the-board
define(
    "parse-board",  # ( bytes -- )
    "board-bytes? ?invalid split-rows rectangle? size! ?invalid mines safe? ?invalid cover",
)
# end


# --- The board (R5, R8) ------------------------------------------------------------------
# concern: counting-neighbours, flood-fill
@word("neighbours")
def neighbours():
    """( i -- j1 .. jn n ) the squares around square i, then how many there are (R5.2)."""
    execute("rows @ cols @ rot")  # ( rows cols i )
    stack.extend(divmod(stack.pop(), stack[-1]))  # ( rows cols r c )
    stack.append(
        [
            row * stack[-3] + col
            for row in range(max(stack[-2] - 1, 0), min(stack[-2] + 2, stack[-4]))
            for col in range(max(stack[-1] - 1, 0), min(stack[-1] + 2, stack[-3]))
            if (row, col) != (stack[-2], stack[-1])
        ]
    )
    stack[-5:] = [*stack[-1], len(stack[-1])]
    # end


# concern: counting-neighbours
@word("sum-mines")
def sum_mines():
    """( j1 .. jn n -- m ) how many of the n squares hold a mine."""
    stack.append(0)
    for _ in range(stack.pop(-2)):
        execute("swap mine @[] +")
    # end


# concern: counting-neighbours
define("count-mines", "neighbours sum-mines")  # ( i -- m )
# end


# concern: counting-neighbours
@word("count-all")
def count_all():
    """( -- ) the heap's count gets the number of every square (R5.3)."""
    execute("mine @")
    stack.append([])  # ( mine counts )
    for _ in range(len(stack[-2])):
        stack.append(len(stack[-1]))  # ( mine counts i ) the next square
        execute("count-mines")
        stack[-2].append(stack.pop())
    execute("count ! drop")
    # end


# concern: flood-fill
@word("opening")
def opening():
    """( j -- j n ) open square j: it shows its number n (R8.2), and one more square is open."""
    execute("dup count @[]")
    stack.append("▓12345678"[stack[-1]])
    stack.append(stack[-3])  # ( j n symbol j )
    # concern: flood-fill, winning
    execute("shown ![] 1 opened +!")
    # end
    # end


# concern: flood-fill
@word("reveal")
def reveal():
    """( i -- ) open square i; squares numbered 0 put their neighbours on the stack to open too (R8.3)."""
    stack.insert(-1, None)  # a mark: the squares above it are still to open
    while stack[-1] is not None:
        execute("dup covered?")
        if stack.pop():
            execute("opening")
            if stack.pop() == 0:
                execute("neighbours drop")  # no mine among them: all of them are work
                continue
        stack.pop()
    stack.pop()
    # end


# concern: flagging
@word("F")
def flag():
    """( i -- message ) toggle the flag of covered square i (R8.6); the banner is empty."""
    execute("dup shown @[]")
    stack.append("¶" if stack.pop() == " " else " ")
    execute("swap shown ![]")
    stack.append("")
    # end


@word("R")
def reveal_or_lose():
    """( i -- message ) reveal covered square i: a mine loses (R8.1), the last safe square wins (R8.4)."""
    # concern: losing
    execute("dup mine @[]")
    if stack.pop():
        stack.extend([False, True])
        execute("lost ! playing ! drop")
        stack.append("You Lost!")
        return
    # end
    # concern: flood-fill, winning
    execute("reveal opened @ safe @ < dup playing !")
    # end
    # concern: winning
    stack.append("" if stack.pop() else "You Won!")
    # end


# concern: flagging, flood-fill
@word("covered?")
def covered():
    """( i -- flag ) whether square i is still covered, flagged or not."""
    execute("shown @[]")
    stack.append(stack.pop() in " ¶")
    # end


@word("play")
def play():
    """( i action 1 | 0 -- message ) apply a parsed move and push the banner's message (R8).

    The action names its own word: `R` or `F` is looked up in the dictionary and run on the square."""
    # concern: parsing-input
    if not stack.pop():
        stack.append("The provided input is not valid!")
        return
    # end
    # concern: flagging, flood-fill
    execute("over covered?")  # ( i action covered? )
    if stack.pop():
        execute(stack.pop().decode())
    # end
    else:  # an open square: nothing changes (R8.5)
        execute("drop drop")
        stack.append("")


# --- Rendering (R6) -------------------------------------------------------------------------
@word("rule")
def rule():
    # concern: drawing-a-frame
    """( left middle right -- ) emit a border line of the board."""
    execute("cols @")
    stack.append(stack.pop(-3).join(["───"] * stack.pop()))
    execute("swap")
    stack.append(stack.pop(-3) + stack.pop(-2) + stack.pop() + "\n")
    execute("emit")
    # end


@word("cell")
def cell():
    # concern: drawing-a-frame
    """( shown lost mine i -- shown lost mine i text ) square i as drawn, with the bar after it: mines show as *
    once the game is lost (R6.3)."""
    # concern: losing, drawing-a-frame
    stack.append(f" {'*' if stack[-3] and stack[-2][stack[-1]] else stack[-4][stack[-1]]} │")
    # end
    # end


@word("render-row")
def render_row():
    # concern: drawing-a-frame
    """( r -- ) emit the squares of row r between vertical bars."""
    execute("shown @ lost @ mine @")  # ( r shown lost mine ): what every square of the row looks at
    stack.append(stack.pop(-4))  # ( shown lost mine r )
    execute("cols @ *")  # ( shown lost mine i ) the row's first square
    stack.append("│")
    execute("emit cols @")
    for _ in range(stack.pop()):
        execute("cell emit 1+")
    stack.append("\n")
    execute("emit drop drop drop drop")
    # end


@word("render-board")
def render_board():
    # concern: drawing-a-frame
    """( -- ) emit the board, row after row."""
    stack.extend(["┌", "┬", "┐"])
    execute("rule rows @")  # ( n ) rows still to draw
    for _ in range(stack[-1]):
        execute("rows @ over - render-row 1 -")  # the row rows - n, then one row less to draw
        stack.extend(["├", "┼", "┤"] if stack[-1] else ["└", "┴", "┘"])
        execute("rule")
    execute("drop")
    # end


@word("banner")
def banner():
    # concern: drawing-a-frame
    """( message -- ) emit the message banner, as wide as the board or the message (R6.4)."""
    execute("cols @")
    stack.append("═" * max(4 * stack.pop() - 1, len(stack[-1])))
    stack.append(f"╔{stack[-1]}╗\n║{stack.pop(-2).ljust(len(stack[-1]))}║\n╚{stack.pop()}╝\n")
    execute("emit")
    # end


@word("prompt")
def prompt():
    # concern: drawing-a-frame
    """( -- ) emit the prompt while the game goes on; write the whole frame at once and flush it before
    any read (R6.5, R6.7)."""
    execute("playing @")
    if stack.pop():
        stack.append(">")
        execute("emit")
    execute("out @")
    sys.stdout.write("".join(stack.pop()))
    sys.stdout.flush()
    stack.append([])
    execute("out !")
    # end


# concern: drawing-a-frame
define("frame", "render-board banner prompt")  # ( message -- )
# end


# --- Input (R7) ------------------------------------------------------------------------------
# concern: parsing-input
@word("read-line")
def read_line():
    """( -- line ) the next input line without its line end, or None at end of input (R7.1)."""
    stack.append(sys.stdin.buffer.readline())
    # end
    # concern: end-of-input
    if not stack[-1]:
        stack[-1] = None
    # end
    # concern: parsing-input
    elif stack[-1].endswith(b"\n"):
        stack.append(stack.pop()[:-1])
        if stack[-1].endswith(b"\r"):
            stack.append(stack.pop()[:-1])
    # end


# concern: parsing-input
@word("number")
def number():
    """( digits -- n ) the value of ASCII digits, or 0 when they are no number from 1 to 99 (R7.3)."""
    stack.append(stack.pop().lstrip(b"0"))
    if not (stack[-1].isdigit() and len(stack[-1]) <= 2):  # bytes.isdigit is ASCII-only
        stack[-1] = b"0"
    stack.append(int(stack.pop()))
    # end


# concern: parsing-input
@word("on-board?")
def on_board():
    """( row col -- row col flag ) whether the square is on the board, counting from 1 (R7.4)."""
    execute("rows @ cols @")  # ( row col rows cols )
    stack.append(1 <= stack[-4] <= stack[-2] and 1 <= stack[-3] <= stack[-1])
    stack[-3:-1] = []
    # end


# concern: parsing-input
@word("square")
def square():
    """( row col -- i ) the square's number in reading order, from 0."""
    execute("cols @")
    stack.append((stack.pop(-3) - 1) * stack.pop() + stack.pop() - 1)
    # end


# concern: parsing-input
@word("parse-move")
def parse_move():
    """( line -- i action 1 | 0 ) the square and action of a valid line, else 0 (R7.2-R7.5)."""
    stack.append(list(filter(None, stack.pop().split(b" "))))  # runs of spaces leave empty fields
    if len(stack[-1]) != 3 or stack[-1][2] not in (b"R", b"F"):
        stack[-1] = 0
        return
    stack.extend(stack.pop())
    execute("rot number rot number on-board?")  # ( action row col flag )
    if stack.pop():
        execute("square swap 1")
    else:
        execute("drop drop drop 0")
    # end


# --- The game (R9) ---------------------------------------------------------------------------
@word("game")
def game():
    """( -- ) first frame, then one frame per input line until won, lost or out of input."""
    # concern: drawing-a-frame
    stack.append("")
    execute("frame playing @")
    while stack.pop():
        # end
        # concern: parsing-input
        execute("read-line")
        # end
        # concern: end-of-input
        if stack[-1] is None:
            stack[-1] = "Not enough inputs!"
            stack.append(False)
            execute("playing !")
        # end
        # concern: parsing-input, flagging, flood-fill
        else:
            execute("parse-move play")
        # end
        # concern: drawing-a-frame
        execute("frame playing @")
        # end


# concern: file-errors, reading-the-board
define("load-board", "check-name check-file read-file parse-board count-all")  # ( path -- )
# end

# concern: drawing-a-frame
sys.stdout.reconfigure(encoding="utf-8", newline="\n")  # UTF-8 (R6.7), and "\n" even on Windows
# end
# concern: file-errors
if len(sys.argv) < 2:
    sys.stderr.write("usage: python -m styles.go_forth BOARD.cfg\n")
    sys.exit(1)
stack.append(sys.argv[1])
# end
execute("load-board game")
