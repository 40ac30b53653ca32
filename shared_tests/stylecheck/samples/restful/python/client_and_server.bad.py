# The handlers talk to the user themselves: no separation between the user interface and the server.
import sys

NOTES = {}


def post_note(args):
    text = sys.stdin.readline().strip()
    NOTES[len(NOTES)] = text
    print("saved", text)
    return "saved", {"list": ["get", "notes", None]}


def get_notes(args):
    print("\n".join(NOTES.values()))
    return "listed", {"add": ["post", "note", None]}


handlers = {"post_note": post_note, "get_notes": get_notes}
request = ["get", "notes", None]
for _ in range(3):
    answer, links = handlers[request[0] + "_" + request[1]](request[2])
    request = next(iter(links.values()))
