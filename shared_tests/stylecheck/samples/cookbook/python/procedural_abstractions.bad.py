"""Commands and shared state, but one procedure does the whole job: the problem is not decomposed."""

import sys

marks = {}


def everything():
    for line in open(sys.argv[1]):
        name, mark = line.split()
        marks[name] = float(mark)
    mean = sum(marks.values()) / max(len(marks), 1)
    for name in sorted(marks):
        print(name, marks[name], "above" if marks[name] > mean else "")


everything()
print(len(marks), "students")
