"""Minesweeper in the restful style: a thin client talking to a stateless server (see server.py).

The client knows no rules. It shows the frame of each representation it receives, and it goes on
only while the representation offers links to follow. The game state it keeps is whatever the server
last sent, and it posts that state back with the next request. Requests go in-process to
`server.handle`, but only as serialised bytes, just as they would over HTTP.
"""

import json
import sys

from styles import process

from .server import handle

process.guard()

# concern: file-errors
# Error statuses of POST /games and the spec's exit codes (R2): a missing board is 1, any other refusal 2.
EXIT_CODES = {404: 1}


class RequestFailed(Exception):
    """The server refused a request: carries the exit code and the server's one-line message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


# end


def request(method, path, body):
    """Send one request; return the representation, or raise RequestFailed if the answer is an error."""
    status, payload = handle(method, path, json.dumps(body).encode())
    representation = json.loads(payload)
    # concern: file-errors
    if "error" in representation:
        raise RequestFailed(EXIT_CODES.get(status, 2), representation["error"])
    # end
    # concern: drawing-a-frame
    return representation
    # end


def play(representation, read_line, write):
    """Show each representation's frame and follow its links until it offers none (R6, R9)."""
    # concern: drawing-a-frame
    while True:
        links = representation["links"]
        write((representation["frame"] + (">" if links else "")).encode())
        if not links:
            return
        # end
        # concern: parsing-input
        line = read_line()
        # end
        # concern: parsing-input
        if line:  # raw bytes travel as latin-1 text, one character per byte, so nothing is lost
            representation = request(
                "POST", links["move"], {"state": representation["state"], "move": line.decode("latin-1")}
            )
        # end
        # concern: end-of-input
        else:
            representation = request("POST", links["end"], {"state": representation["state"]})
        # end


# concern: drawing-a-frame
def write_flushed(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()  # the player must see the frame before the next line is read


# end


def main():
    """Create a game on the server, then play it by following links."""
    # concern: file-errors
    if len(sys.argv) < 2:
        raise RequestFailed(1, "no board file given; usage: python -m styles.restful BOARD.cfg")
    # end
    # concern: reading-the-board
    game = request("POST", "/games", {"board": sys.argv[1]})
    # end
    # concern: drawing-a-frame
    play(game, sys.stdin.buffer.readline, write_flushed)
    # end


if __name__ == "__main__":
    try:
        main()
    # concern: file-errors
    except RequestFailed as error:
        sys.stderr.write(f"error: {error}\n")
        raise SystemExit(error.code) from None
    # end
