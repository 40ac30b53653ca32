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

# Error statuses of POST /games and the spec's exit codes (R2): a missing board is 1, any other refusal 2.
EXIT_CODES = {404: 1}


class RequestFailed(Exception):
    """The server refused a request: carries the exit code and the server's one-line message."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def request(method, path, body):
    """Send one request; return the representation, or raise RequestFailed if the answer is an error."""
    status, payload = handle(method, path, json.dumps(body).encode())
    representation = json.loads(payload)
    if "error" in representation:
        raise RequestFailed(EXIT_CODES.get(status, 2), representation["error"])
    return representation


def play(representation, read_line, write):
    """Show each representation's frame and follow its links until it offers none (R6, R9)."""
    while True:
        links = representation["links"]
        write((representation["frame"] + (">" if links else "")).encode())
        if not links:
            return
        line = read_line()
        if line:  # raw bytes travel as latin-1 text, one character per byte, so nothing is lost
            representation = request(
                "POST", links["move"], {"state": representation["state"], "move": line.decode("latin-1")}
            )
        else:
            representation = request("POST", links["end"], {"state": representation["state"]})


def write_flushed(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()  # the player must see the frame before the next line is read


def main():
    """Create a game on the server, then play it by following links."""
    if len(sys.argv) < 2:
        raise RequestFailed(1, "no board file given; usage: python -m styles.restful BOARD.cfg")
    game = request("POST", "/games", {"board": sys.argv[1]})
    play(game, sys.stdin.buffer.readline, write_flushed)


if __name__ == "__main__":
    try:
        main()
    except RequestFailed as error:
        sys.stderr.write(f"error: {error}\n")
        raise SystemExit(error.code) from None
