"""Words pop and push, but no word is defined as a phrase of other words."""

stack = [3, 4]
heap = {}


def add():
    stack.append(stack.pop() + stack.pop())


def show():
    print(stack.pop())


add()
show()
