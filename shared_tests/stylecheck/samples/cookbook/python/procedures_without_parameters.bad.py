"""Shared state and commands, but a procedure takes a parameter."""

marks = {}


def add_mark(name, mark):
    marks[name] = mark


def show_marks():
    print(marks)


add_mark("ada", 9.5)
show_marks()
