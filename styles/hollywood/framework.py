"""The game framework: it runs the program's two phases and calls back whoever registered for them.

Don't call us, we'll call you. The framework knows *when* things happen — first the board file is loaded,
then the game is played — but not *what* happens: that is the business of the entities, and each of them
registers for the phases it cares about in its own constructor. Every hook is an announcement: the
framework calls each handler registered for it, in order, and uses nothing a handler returns.
"""

import os
import sys


class BoardError(Exception):
    """Raised by a load handler when there is no board to play (R2): `code` is the exit code."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


class GameFramework:
    """Runs one program: announce the load of the board file, then announce the play (R9)."""

    def __init__(self):
        self._load_handlers = []
        self._play_handlers = []

    def register_for_load_event(self, handler):
        """handler(path) is called once, with the board file named on the command line."""
        self._load_handlers.append(handler)

    def register_for_play_event(self, handler):
        """handler() is called once the board is loaded: the whole game is played inside it."""
        self._play_handlers.append(handler)

    def run(self, path):
        """Load the board at `path`, play it, and answer the exit code: 0, or that of a BoardError (R2)."""
        try:
            for handler in self._load_handlers:
                handler(path)
        except BoardError as error:
            sys.stderr.buffer.write(os.fsencode(f"{error}\n"))  # fsencode: the path's bytes as given
            return error.code
        for handler in self._play_handlers:
            handler()
        return 0
