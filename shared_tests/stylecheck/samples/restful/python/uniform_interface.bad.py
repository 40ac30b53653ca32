# A client and a stateless server, but the client calls the server's functions by name, and answers carry no links.
import sys


def word_count(path):
    return str(len(open(path).read().split()))


def line_count(path):
    return str(len(open(path).read().splitlines()))


for line in sys.stdin:
    command, path = line.split()
    print(word_count(path) if command == "words" else line_count(path))
