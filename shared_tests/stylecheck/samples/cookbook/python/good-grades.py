"""Class marks from a file of "name mark" lines: procedures that share the state, a main program of commands."""

import sys

marks = {}
mean = 0.0
report = []


def load_marks():
    with open(sys.argv[1]) as source:
        for line in source:
            name, mark = line.split()
            marks[name] = float(mark)


def compute_mean():
    global mean
    mean = sum(marks.values()) / max(len(marks), 1)


def grade_students():
    for name in sorted(marks):
        report.append(f"{name}: {marks[name]:.1f} {'above' if marks[name] > mean else 'at or below'} the mean")


def print_report():
    print(f"mean {mean:.2f}")
    print("\n".join(report))


load_marks()
compute_mean()
grade_students()
print_report()
