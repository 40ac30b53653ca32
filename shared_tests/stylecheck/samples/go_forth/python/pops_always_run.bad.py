"""A pop hidden behind a short circuit: whether it runs depends on the value before it."""

stack = [0, 5]
heap = {}


def positive():
    stack.append(stack[-1] > 0 and stack.pop() > 0)


def show():
    print(stack.pop())


positive()
show()
