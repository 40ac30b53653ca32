"""The mean of the numbers on stdin, on a Stack object (the chapter's exercise) with a heap of named values."""

import sys


class Stack:
    def __init__(self):
        self.cells = []

    def push(self, value):
        self.cells.append(value)

    def pop(self):
        return self.cells.pop()

    def top(self):
        return self.cells[-1]

    def depth(self):
        return len(self.cells)


S = Stack()
heap = {}


def add():
    S.push(S.pop() + S.pop())


def read_numbers():
    S.push([float(token) for token in S.pop().split()])


def total():
    S.push(len(S.top()))
    heap["count"] = S.pop()
    for number in S.pop():
        S.push(number)
    S.push(0.0)
    while S.depth() > 1:
        add()


def divide():
    S.push(1 / S.pop())
    S.push(S.pop() * S.pop())


def mean():
    S.push(heap["count"])
    S.push(S.pop() or 1)
    divide()


S.push(sys.stdin.read())
read_numbers()
total()
mean()
print(S.pop())
