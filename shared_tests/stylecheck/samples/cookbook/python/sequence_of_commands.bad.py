"""Procedures that share state, but the main program tests and combines what they hand back."""

import sys

marks = {}
mean = 0.0


def load_marks():
    for line in open(sys.argv[1]):
        name, mark = line.split()
        marks[name] = float(mark)
    return len(marks) > 0


def compute_mean():
    global mean
    mean = sum(marks.values()) / len(marks)
    return mean


def print_report():
    for name in sorted(marks):
        print(name, marks[name])


if load_marks():
    print("mean", round(compute_mean(), 2))
    print_report()
