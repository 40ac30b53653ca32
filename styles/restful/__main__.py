"""Minesweeper in the restful style: a thin client talking to a stateless server (see server.py).

The client knows no rules: it shows the frame of each representation it receives and goes on while that offers
links to follow, posting back the state the server last sent. Requests go in-process to `server.handle`, but only
as serialised bytes, as they would over HTTP.
"""

import json
import sys

from styles import process

from .server import handle

process.guard()

# Error statuses of POST /games and the spec's exit codes (R2): a missing board is 1, any other refusal 2.
EXIT_CODES = {404: 1}


def request(method, path, body):
    """Send one request; return the representation, or, if the answer is an error, say so and end (R2)."""
    status, payload = handle(method, path, json.dumps(body).encode())
    representation = json.loads(payload)
    if "error" in representation:
        fail(EXIT_CODES.get(status, 2), representation["error"])
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


def fail(code, message):
    sys.stderr.write(f"error: {message}\n")
    sys.exit(code)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        fail(1, "no board file given; usage: python -m styles.restful BOARD.cfg")
    game = request("POST", "/games", {"board": sys.argv[1]})  # create a game, then play it by following links
    play(game, sys.stdin.buffer.readline, write_flushed)
