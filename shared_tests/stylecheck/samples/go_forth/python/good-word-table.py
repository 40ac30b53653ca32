"""A small Forth: words are phrases kept in a table, run by an inner interpreter; counts the lines of stdin."""

import sys

stack = []
heap = {"lines": 0}
words = {}


def run(phrase):
    for token in phrase.split():
        if token in words:
            words[token]()
        elif token.startswith("'"):
            stack.append(token[1:])
        else:
            stack.append(int(token))


def fetch():
    stack.append(heap[stack.pop()])


def store():  # ( address value -- )
    heap[stack.pop()] = stack.pop()


words["+"] = lambda: stack.append(stack.pop() + stack.pop())
words["@"] = fetch
words["!"] = store
words["."] = lambda: print(stack.pop())
words["tally"] = lambda: run("'lines 'lines @ 1 + !")
words["report"] = lambda: run("'lines @ .")

for line in sys.stdin:
    run("tally")
run("report")
