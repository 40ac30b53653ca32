"""Keeps the chapter with a list of thunks, but composes no actions with bind (our reading wants it)."""
import sys


def read(state):
    def effect():
        state["text"] = sys.stdin.read()

    return effect


def show(state):
    def effect():
        print(len(state["text"].split()))

    return effect


def main():
    state = {}
    for step in (read(state), show(state)):
        step()


main()
