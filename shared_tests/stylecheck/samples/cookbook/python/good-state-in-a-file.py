"""A counter of visits kept in a file: the procedures share their state through it, not through variables."""

import json
import os
import sys

STATE = "visits.json"


def open_book():
    if not os.path.exists(STATE):
        with open(STATE, "w") as book:
            json.dump({}, book)


def record_visitors():
    with open(STATE) as book:
        visits = json.load(book)
    for visitor in sys.argv[1:]:
        visits[visitor] = visits.get(visitor, 0) + 1
    with open(STATE, "w") as book:
        json.dump(visits, book)


def show_visits():
    with open(STATE) as book:
        visits = json.load(book)
    for visitor in sorted(visits):
        print(visitor, visits[visitor])


open_book()
record_visitors()
show_visits()
