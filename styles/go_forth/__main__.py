"""Minesweeper, go-forth style.

All data passes through one data stack: every word pops its arguments and pushes its results, as its stack
comment ( before -- after ) says. Primitive words are Python; higher words are colon definitions, phrases of
other words. Named values live in a heap, as Forth's variables: a word only fetches one onto the stack
(`opened @`) and stores one from it (`opened !`); all computing happens on the stack.
"""

import os
import stat
import sys

from styles import process

process.guard()

stack = []  # the data stack
heap = {  # the variables: each has a word of its own name that pushes the name, for @ and ! to use
    "path": "",  # the board file, as given
    "rows": 0,  # the board's size
    "cols": 0,
    "mine": [],  # for every square, in reading order: whether it holds a mine
    "count": [],  # ... its number: the mines around it
    "shown": [],  # ... what it shows: " " covered, "¶" flagged, or its number once open
    "safe": 0,  # squares without a mine
    "opened": 0,  # squares opened so far
    "playing": True,
    "lost": False,
    "out": [],  # the frame being drawn: `emit` adds to it, `prompt` sends it
}
words = {}  # the dictionary: every word, primitive or defined, by its name
compiled = {}  # every phrase run so far, as the words it is made of


def execute(phrase):
    """Run a phrase of words; a number token pushes itself. A phrase is looked up once, on its first run."""
    if phrase not in compiled:
        compiled[phrase] = [
            (lambda number=int(token): stack.append(number)) if token.isdigit() else words[token]
            for token in phrase.split(" ")
        ]
    for action in compiled[phrase]:
        action()


def define(name, phrase):
    """A colon definition ( : name phrase ; ): a new word made of other words."""
    words[name] = lambda: execute(phrase)


def variable(name):
    """A variable ( -- name ): its word pushes its name, which `@` and `!` look up in the heap."""
    words[name] = lambda: stack.append(name)


for name in heap:
    variable(name)


# The game in colon definitions; the primitive words they are made of follow.
define("count-mines", "neighbours sum-mines")  # ( i -- m ) the mines around square i (R5.2)
define("opening", "dup count @[] symbol 2 pick shown ![] 1 opened +!")  # ( j -- j n ) open j: it shows n (R8.2)
define("F", "dup shown @[] toggle swap shown ![] nothing")  # ( i -- message ) toggle i's flag (R8.6), no banner
define("covered?", "shown @[] blank?")  # ( i -- flag ) whether square i is still covered, flagged or not
define("square", "swap 1 - cols @ * + 1 -")  # ( row col -- i ) the square's number in reading order, from 0
define("frame", "render-board banner prompt")  # ( message -- )
define("+!", "dup @ rot + swap !")  # ( n name -- ) add n to a variable
define("cover", "covering safe ! shown ! mine ! 0 opened !")  # ( mine -- ) a new game, every square covered
define("size!", "rot rot cols ! rows !")  # ( rows r c flag -- rows flag ) keep the size, leave the flag
define("parse-board", "board-bytes? ?invalid split-rows rectangle? size! ?invalid mines safe? ?invalid cover")
define("load-board", "check-name check-file read-file parse-board count-all")  # ( path -- )

kernel = {  # the primitive words that fetch, shuffle and compute, one line each
    "@": lambda: stack.append(heap[stack.pop()]),  # ( name -- value )
    "@[]": lambda: stack.append(heap[stack.pop()][stack.pop()]),  # ( i name -- value ) item i of a list
    "drop": lambda: stack.pop(),  # ( x -- )
    "dup": lambda: stack.append(stack[-1]),  # ( x -- x x )
    "swap": lambda: stack.append(stack.pop(-2)),  # ( x y -- y x )
    "over": lambda: stack.append(stack[-2]),  # ( x y -- x y x )
    "rot": lambda: stack.append(stack.pop(-3)),  # ( x y z -- y z x )
    "pick": lambda: stack.append(stack[-1 - stack.pop()]),  # ( xu .. x0 u -- xu .. x0 xu )
    "1+": lambda: stack.append(stack.pop() + 1),  # ( n -- n+1 )
    "+": lambda: stack.append(stack.pop() + stack.pop()),  # ( a b -- a+b )
    "-": lambda: stack.append(-stack.pop() + stack.pop()),  # ( a b -- a-b )
    "*": lambda: stack.append(stack.pop() * stack.pop()),  # ( a b -- a*b )
    "<": lambda: stack.append(stack.pop() > stack.pop()),  # ( a b -- flag ) whether a < b
    "emit": lambda: heap["out"].append(stack.pop()),  # ( text -- ) add text to the frame; `prompt` sends it
    "symbol": lambda: stack.append("▓12345678"[stack[-1]]),  # ( n -- n symbol ) how an open square shows n
    "toggle": lambda: stack.append("¶" if stack.pop() == " " else " "),  # ( symbol -- symbol ) flag or unflag
    "nothing": lambda: stack.append(""),  # ( -- message ) an empty banner
    "blank?": lambda: stack.append(stack.pop() in " ¶"),  # ( symbol -- flag ) a covered square's symbol, flag or not
}
words.update(kernel)


def word(name):
    """Register the decorated function as the primitive word `name`."""

    def register(primitive):
        words[name] = primitive
        return primitive

    return register


@word("!")
def store():  # ( value name -- ) keep the value in the heap under the name
    heap[stack[-1]] = stack[-2]
    del stack[-2:]


@word("![]")
def store_item():  # ( value i name -- ) make the value item i of the list the heap holds under the name
    heap[stack[-1]][stack[-2]] = stack[-3]
    del stack[-3:]


# --- The board (R5, R8) ------------------------------------------------------------------
@word("neighbours")
def neighbours():  # ( i -- j1 .. jn n ) the squares around square i, then how many there are (R5.2)
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


@word("sum-mines")
def sum_mines():  # ( j1 .. jn n -- m ) how many of the n squares hold a mine
    stack.append(0)
    for _ in range(stack.pop(-2)):
        execute("swap mine @[] +")


@word("count-all")
def count_all():  # ( -- ) the heap's count gets the number of every square (R5.3)
    execute("mine @")
    stack.append([])  # ( mine counts )
    for _ in range(len(stack[-2])):
        stack.append(len(stack[-1]))  # ( mine counts i ) the next square
        execute("count-mines")
        stack[-2].append(stack.pop())
    execute("count ! drop")


@word("reveal")
def reveal():  # ( i -- ) open square i; squares numbered 0 put their neighbours on the stack to open (R8.3)
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


@word("R")
def reveal_or_lose():  # ( i -- message ) reveal covered square i: a mine loses (R8.1), the last safe square wins
    execute("dup mine @[]")
    if stack.pop():
        stack.extend([False, True])
        execute("lost ! playing ! drop")
        stack.append("You Lost!")
        return
    execute("reveal opened @ safe @ < dup playing !")
    stack.append("" if stack.pop() else "You Won!")


@word("play")
def play():  # ( i action 1 | 0 -- message ) apply a parsed move: the action names its own word, R or F (R8)
    if not stack.pop():
        stack.append("The provided input is not valid!")
        return
    execute("over covered?")  # ( i action covered? )
    if stack.pop():
        execute(stack.pop().decode())
    else:  # an open square: nothing changes (R8.5)
        execute("drop drop")
        stack.append("")


# --- Rendering (R6) -------------------------------------------------------------------------
@word("rule")
def rule():  # ( left middle right -- ) emit a border line of the board
    execute("cols @")
    stack.append(stack.pop(-3).join(["───"] * stack.pop()))
    execute("swap")
    stack.append(stack.pop(-3) + stack.pop(-2) + stack.pop() + "\n")
    execute("emit")


@word("cell")
def cell():  # ( shown lost mine i -- shown lost mine i text ) square i and its bar; a lost game shows mines (R6.3)
    stack.append(f" {'*' if stack[-3] and stack[-2][stack[-1]] else stack[-4][stack[-1]]} │")


@word("render-row")
def render_row():  # ( r -- ) emit the squares of row r between vertical bars
    execute("shown @ lost @ mine @")  # ( r shown lost mine ): what every square of the row looks at
    stack.append(stack.pop(-4))  # ( shown lost mine r )
    execute("cols @ *")  # ( shown lost mine i ) the row's first square
    stack.append("│")
    execute("emit cols @")
    for _ in range(stack.pop()):
        execute("cell emit 1+")
    stack.append("\n")
    execute("emit drop drop drop drop")


@word("render-board")
def render_board():  # ( -- ) emit the board, row after row
    stack.extend(["┌", "┬", "┐"])
    execute("rule rows @")  # ( n ) rows still to draw
    for _ in range(stack[-1]):
        execute("rows @ over - render-row 1 -")  # the row rows - n, then one row less to draw
        stack.extend(["├", "┼", "┤"] if stack[-1] else ["└", "┴", "┘"])
        execute("rule")
    execute("drop")


@word("banner")
def banner():  # ( message -- ) emit the message banner, as wide as the board or the message (R6.4)
    execute("cols @")
    stack.append("═" * max(4 * stack.pop() - 1, len(stack[-1])))
    stack.append(f"╔{stack[-1]}╗\n║{stack.pop(-2).ljust(len(stack[-1]))}║\n╚{stack.pop()}╝\n")
    execute("emit")


@word("prompt")
def prompt():  # ( -- ) emit the prompt while the game goes on; write the frame at once, flushed (R6.5, R6.7)
    execute("playing @")
    if stack.pop():
        stack.append(">")
        execute("emit")
    execute("out @")
    sys.stdout.write("".join(stack.pop()))
    sys.stdout.flush()
    stack.append([])
    execute("out !")


# --- Input (R7) ------------------------------------------------------------------------------
@word("read-line")
def read_line():  # ( -- line ) the next input line without its line end, or None at end of input (R7.1)
    stack.append(sys.stdin.buffer.readline() or None)
    if stack[-1] is not None and stack[-1].endswith(b"\n"):
        stack.append(stack.pop()[:-1].removesuffix(b"\r"))


@word("number")
def number():  # ( digits -- n ) the value of ASCII digits, or 0 when they are no number from 1 to 99 (R7.3)
    stack.append(stack.pop().lstrip(b"0"))
    if not (stack[-1].isdigit() and len(stack[-1]) <= 2):  # bytes.isdigit is ASCII-only
        stack[-1] = b"0"
    stack.append(int(stack.pop()))


@word("on-board?")
def on_board():  # ( row col -- row col flag ) whether the square is on the board, counting from 1 (R7.4)
    execute("rows @ cols @")  # ( row col rows cols )
    stack.append(1 <= stack[-4] <= stack[-2] and 1 <= stack[-3] <= stack[-1])
    stack[-3:-1] = []


@word("parse-move")
def parse_move():  # ( line -- i action 1 | 0 ) the square and action of a valid line, else 0 (R7.2-R7.5)
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


# --- The game (R9) ---------------------------------------------------------------------------
@word("game")
def game():  # ( -- ) first frame, then one frame per input line until won, lost or out of input
    stack.append("")
    execute("frame playing @")
    while stack.pop():
        execute("read-line")
        if stack[-1] is None:
            stack[-1] = "Not enough inputs!"
            stack.append(False)
            execute("playing !")
        else:
            execute("parse-move play")
        execute("frame playing @")


# --- Loading the board (R2-R4): words that check and leave with an error -------------------------
@word("fail")
def fail():  # ( text code -- ) print `error: <path>: text` and leave with exit code `code`
    execute("path @ rot")  # ( code path text )
    sys.stderr.write(f"error: {stack.pop(-2)}: {stack.pop()}\n")
    sys.exit(stack.pop())


@word("?abort")
def abort_unless():  # ( flag text code -- ) leave with the error unless the flag is true, like Forth's ABORT"
    if not stack[-3]:
        execute("fail")
    del stack[-3:]


@word("check-name")
def check_name():  # ( path -- path ) the last path component must be NAME.cfg (R3)
    execute("dup path !")
    stack.append(len(stack[-1].rpartition("/")[2]) >= 5 and stack[-1].lower().endswith(".cfg"))
    stack.extend(["invalid file name (want NAME.cfg)", 2])
    execute("?abort")


@word("check-file")
def check_file():  # ( path -- path ) it must exist and be a regular file; stat only, never open (R2.5)
    try:
        stack.extend([stat.S_ISREG(os.stat(stack[-1]).st_mode), "not a regular file", 2])
    except (FileNotFoundError, NotADirectoryError):
        stack.extend([False, "no such file", 1])
    except OSError:
        stack.extend([False, "cannot look up the path", 2])
    execute("?abort")


@word("read-file")
def read_file():  # ( path -- bytes ) at most 421 bytes of the file: one more than a board may have (R2.6)
    try:
        with open(stack.pop(), "rb") as file:
            stack.append(file.read(421))
    except OSError:
        stack.extend(["cannot read the file", 2])
        execute("fail")


@word("rectangle?")
def rectangle():  # ( rows -- rows r c flag ) its size; whether all rows are as wide as the first, 2 to 20x20 (R4)
    stack.extend([len(stack[-1]), len(stack[-1][0])])
    stack.append(
        0 < stack[-2] <= 20
        and 0 < stack[-1] <= 20
        and stack[-2] * stack[-1] >= 2
        and all(len(row) == stack[-1] for row in stack[-3])
    )


@word("board-bytes?")
def board_bytes():  # ( bytes -- bytes flag ) at most 420 bytes of `.`, `*`, newlines, the last a newline (R2.6, R4.1)
    stack.append(len(stack[-1]) <= 420 and stack[-1].endswith(b"\n") and not stack[-1].strip(b".*\n"))


checks = {  # the board's other words, one line each
    "split-rows": lambda: stack.append(stack.pop()[:-1].split(b"\n")),  # ( bytes -- rows ) the lines of the file
    "mines": lambda: stack.append([square == ord("*") for row in stack.pop() for square in row]),  # ( rows -- mine )
    "safe?": lambda: stack.append(not all(stack[-1])),  # ( mine -- mine flag ) some square holds no mine (R4.6)
    "covering": lambda: stack.extend([[" "] * len(stack[-1]), stack[-1].count(False)]),  # ( mine -- mine shown safe )
    "?invalid": lambda: execute("invalid-board ?abort"),  # ( flag -- ) leave with `invalid board` unless true
    "invalid-board": lambda: stack.extend(["invalid board", 2]),  # ( -- text code )
}
words.update(checks)

sys.stdout.reconfigure(encoding="utf-8", newline="\n")  # UTF-8 (R6.7), and "\n" even on Windows
if len(sys.argv) < 2:
    sys.stderr.write("usage: python -m styles.go_forth BOARD.cfg\n")
    sys.exit(1)
stack.append(sys.argv[1])
execute("load-board game")
