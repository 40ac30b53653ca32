"""The game framework: it owns the game loop and calls back the handlers the entities registered.

Don't call us, we'll call you. The framework knows *when* things happen (load the board, read a line,
play a move, draw a frame, end the game) but not *how*: every "how" is a handler. Hooks that ask a
question take one handler; hooks that announce something take any number.
"""

import os
import sys


class BoardError(Exception):
    """Raised by a load handler when there is no board to play (R2): `code` is the exit code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class GameFramework:
    """Runs one game (R9), calling back the registered handlers at each step."""

    def __init__(self):
        # questions: one handler each
        self._load = self._input = self._parse = self._move = self._view = None
        # announcements: any number of handlers each
        self._start_handlers, self._draw_handlers, self._end_handlers = [], [], []

    def register_for_load(self, handler):
        """handler(path) answers the board's rows, or raises BoardError."""
        self._load = handler

    def register_for_start(self, handler):
        """handler(rows) is called once the board is loaded, before the first frame."""
        self._start_handlers.append(handler)

    def register_for_input(self, handler):
        """handler() answers the player's next line as bytes, or None at the end of input."""
        self._input = handler

    def register_for_parse(self, handler):
        """handler(line) answers the move the line asks for, (action, row, column), or None if it is invalid."""
        self._parse = handler

    def register_for_move(self, handler):
        """handler(action, row, column) plays the move and answers (banner, whether the game has ended)."""
        self._move = handler

    def register_for_view(self, handler):
        """handler() answers the board as rows of symbols, one per square (R6.3)."""
        self._view = handler

    def register_for_draw(self, handler):
        """handler(picture, banner, prompt) is called for every frame while the game goes on."""
        self._draw_handlers.append(handler)

    def register_for_end(self, handler):
        """handler(picture, banner) is called once, with the last frame."""
        self._end_handlers.append(handler)

    def run(self, path):
        """Play the board at `path` and answer the exit code; no failure ever becomes a traceback."""
        try:
            self._play(path)
            return 0
        except BoardError as error:
            sys.stderr.buffer.write(os.fsencode(f"{error}\n"))  # fsencode: the path's bytes as given
            return error.code
        except BrokenPipeError:
            # The reader of our output went away: end quietly, and keep Python's final flush from complaining.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        except KeyboardInterrupt:
            return 130

    def _play(self, path):
        rows = self._load(path)
        for handler in self._start_handlers:
            handler(rows)
        banner, ended = "", False
        while not ended:
            for handler in self._draw_handlers:
                handler(self._view(), banner, ">")
            line = self._input()
            if line is None:
                banner = "Not enough inputs!"
                break
            move = self._parse(line)
            banner, ended = ("The provided input is not valid!", False) if move is None else self._move(*move)
        for handler in self._end_handlers:  # after the end nothing more is read (R9.1)
            handler(self._view(), banner)
