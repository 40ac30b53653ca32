"""Minesweeper, actors style: the keyboard, the game and the screen each have a thread and a mailbox.

They share no data and touch each other only by dropping messages into mailboxes, around one ring: keyboard ->
game -> screen -> keyboard. One message is on its way at any moment, so the frames come out in order. `stop` travels
the same ring and ends every actor it passes; whoever meets the end of the game (or a failing actor) starts it.
"""

import os
import queue
import stat
import sys
import threading

from styles import process

process.guard()


class Actor(threading.Thread):
    """A thing with its own thread and mailbox. It handles one message at a time, a tuple
    (kind, *body), by calling on_<kind>(*body), and it only ever talks to `self.next`."""

    def __init__(self):
        super().__init__(name=type(self).__name__)
        self.mailbox = queue.SimpleQueue()
        self.next = None  # wired in main()
        self.running = True

    def run(self):
        while self.running:
            kind, *body = self.mailbox.get()
            try:
                getattr(self, "on_" + kind)(*body)
            except Exception:  # a failing actor still stops the ring (exit code 1), so nobody waits for it
                self.on_stop(1)  # forever; the exception goes on to threading.excepthook
                raise

    def on_stop(self, exit_code):
        """Pass the stop on around the ring, then end this actor's loop."""
        send(self.next, "stop", exit_code)
        self.running = False


def send(actor, *message):
    """The only way one actor affects another: a message in the receiver's mailbox."""
    actor.mailbox.put(message)


class Keyboard(Actor):
    """Reads one line of standard input each time the screen asks, and hands it to the game.
    It runs on the main thread: Ctrl-C lands there, and a read is where the program waits."""

    exit_code = 1

    def on_read(self):
        line = sys.stdin.buffer.readline()  # bytes, so a lone b"\r" does not end a line (R7.1)
        if not line:
            return send(self.next, "end_of_input")
        send(self.next, "line", line[:-1].removesuffix(b"\r") if line.endswith(b"\n") else line)

    def on_stop(self, exit_code):
        self.exit_code = exit_code
        super().on_stop(exit_code)

    def run_here(self):
        """Run this actor's loop on the calling (main) thread; returns the program's exit code."""
        self.run()
        return self.exit_code


class BoardRejected(Exception):
    """The board file cannot be played: carries the exit code and the reason."""


class Game(Actor):
    """Owns the board: loads it, applies each line as a move, and sends the screen every frame as
    plain symbols (it never draws). A finished game sends its last frame and waits for the stop."""

    def on_load(self, args):
        if not args:
            return send(self.next, "error", "usage: python -m styles.actors BOARD", 1)
        try:
            rows = read_board(args[0])
        except BoardRejected as rejection:
            exit_code, reason = rejection.args
            return send(self.next, "error", f"error: {args[0]}: {reason}", exit_code)
        self.squares = [(r, c) for r in range(1, len(rows) + 1) for c in range(1, len(rows[0]) + 1)]
        self.size = len(rows), len(rows[0])
        self.mines = {(r, c) for r, c in self.squares if rows[r - 1][c - 1] == ord("*")}
        self.opened, self.flags, self.lost = {}, set(), False
        self.show("")

    def on_line(self, line):
        move = self.parse(line)
        if move is None:
            return self.show("The provided input is not valid!")
        square, action = move
        if square in self.opened:
            return self.show("")
        if action == b"F":
            self.flags ^= {square}
            return self.show("")
        if square in self.mines:
            self.lost = True
            return self.show("You Lost!", over=True)
        self.reveal(square)
        if len(self.opened) + len(self.mines) == len(self.squares):
            return self.show("You Won!", over=True)
        self.show("")

    def on_end_of_input(self):
        self.show("Not enough inputs!", over=True)

    def parse(self, line):
        """((row, column), action) for a valid move line (R7), else None."""
        fields = [field for field in line.strip(b" ").split(b" ") if field]
        numbers = len(fields) == 3 and all(field.isdigit() and len(field.lstrip(b"0")) < 3 for field in fields[:2])
        square = (int(fields[0][-3:]), int(fields[1][-3:])) if numbers else None  # 3 digits: off any board
        return (square, fields[2]) if square in self.squares and fields[2] in (b"R", b"F") else None

    def neighbours(self, square):
        near = [(square[0] + dr, square[1] + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
        return [(r, c) for r, c in near if 1 <= r <= self.size[0] and 1 <= c <= self.size[1]]

    def reveal(self, square):
        """Open `square`, and the covered neighbours of every square that opens with 0 (R8.3)."""
        waiting = [square]
        while waiting:
            square = waiting.pop()
            if square in self.opened:
                continue
            self.flags.discard(square)
            self.opened[square] = sum(n in self.mines for n in self.neighbours(square))
            if self.opened[square] == 0:  # so none of its neighbours is a mine
                waiting.extend(self.neighbours(square))

    def symbol(self, square):
        """What the screen shows for `square` (R6.3, R8.1)."""
        if self.lost and square in self.mines:
            return "*"
        if square in self.opened:
            return str(self.opened[square] or "▓")
        return "¶" if square in self.flags else " "

    def show(self, message, over=False):
        """Send the screen the board as rows of symbols, the banner's message, and whether it is over."""
        symbols = [self.symbol(square) for square in self.squares]
        width = self.size[1]
        view = tuple(tuple(symbols[i : i + width]) for i in range(0, len(symbols), width))
        send(self.next, "frame", view, message, over)


class Screen(Actor):
    """The only actor that writes. Draws each frame; while the game goes on it asks the keyboard
    for the next line, only once the frame is flushed. Otherwise it starts the stop."""

    def on_frame(self, view, message, over):
        sys.stdout.buffer.write(draw(view, message, prompt=not over).encode())
        sys.stdout.buffer.flush()  # a reader that went away fails here, and the ring stops (Actor.run)
        if over:
            return self.on_stop(0)
        send(self.next, "read")

    def on_error(self, line, exit_code):
        print(line, file=sys.stderr)
        self.on_stop(exit_code)


def draw(view, message, prompt):
    """The frame for a view (rows of symbols): the board, the banner, maybe the prompt (R6)."""
    columns = len(view[0])

    def rule(left, middle, right):
        return left + middle.join(["───"] * columns) + right + "\n"

    cells = ["│" + "│".join(f" {symbol} " for symbol in row) + "│\n" for row in view]
    width = max(4 * columns - 1, len(message))
    board = rule("┌", "┬", "┐") + rule("├", "┼", "┤").join(cells) + rule("└", "┴", "┘")
    return board + f"╔{'═' * width}╗\n║{message.ljust(width)}║\n╚{'═' * width}╝\n" + ">" * prompt


def read_board(path):
    """The rows of the board file at `path` as bytes, checked in the order of R2.4."""
    name = path.rpartition("/")[2]
    if len(name) < 5 or name[-4:].lower() != ".cfg":
        raise BoardRejected(2, "not a .cfg file name")
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # looked up before any open(): opening a FIFO would block
            raise BoardRejected(2, "not a regular file")
        with open(path, "rb") as file:
            content = file.read(421)
    except (FileNotFoundError, NotADirectoryError):
        raise BoardRejected(1, "no such file") from None
    except OSError as error:
        raise BoardRejected(2, error.strerror or "cannot be read") from None
    rows = content.split(b"\n")
    if len(content) > 420 or rows.pop() or not 0 < len(rows) <= 20 or not 0 < len(rows[0]) <= 20:
        raise BoardRejected(2, "not 1 to 20 rows of 1 to 20 squares, each ending in a newline")
    if any(len(row) != len(rows[0]) or row.strip(b".*") for row in rows):
        raise BoardRejected(2, "not rows of one length made of . and *")
    if len(rows) * len(rows[0]) < 2 or b"." not in content:
        raise BoardRejected(2, "fewer than two squares, or none without a mine")
    return rows


def main():
    """Wire the ring, start the actors, and run the keyboard on the main thread until the stop."""
    keyboard, game, screen = Keyboard(), Game(), Screen()
    keyboard.next, game.next, screen.next = game, screen, keyboard  # the ring
    game.start()
    screen.start()
    send(game, "load", sys.argv[1:2])
    exit_code = keyboard.run_here()
    game.join()
    screen.join()
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
