# The server remembers where the client was: the page number is kept between requests.
import sys

position = 0


def get_next(args):
    global position
    lines = open(args[0]).read().splitlines()
    position += 1
    return lines[position - 1] if position <= len(lines) else "", {"next": ["get", "next", args]}


handlers = {"get_next": get_next}
request = ["get", "next", [sys.argv[1]]]
while sys.stdin.readline():
    text, links = handlers["_".join(request[:2])](request[2])
    print(text)
    request = links["next"]
