"""A bill splitter: pure functions, and a list of deferred steps (thunks) that main alone runs in order."""
import sys


def parse(line):
    name, amount = line.rsplit(maxsplit=1)
    return name, float(amount)


def shares(expenses):
    total = sum(amount for _, amount in expenses)
    each = total / max(len(expenses), 1)
    return {name: round(amount - each, 2) for name, amount in expenses}


def get_lines(state):
    def effect():
        state["lines"] = sys.stdin.read().splitlines()

    return effect


def compute(state):
    def effect():
        state["shares"] = shares([parse(line) for line in state["lines"] if line.strip()])

    return effect


def put_shares(state):
    def effect():
        for name, share in state["shares"].items():
            print(f"{name}: {share:+.2f}")

    return effect


def main():
    state = {}
    for step in (get_lines(state), compute(state), put_shares(state)):
        step()


main()
