"""Two capsules, neither reappropriating the other's procedures."""


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        return self._items.pop()


class Calculator:
    def __init__(self):
        self._stack = Stack()

    def enter(self, number):
        self._stack.push(number)

    def add(self):
        self._stack.push(self._stack.pop() + self._stack.pop())
        return self.top()

    def top(self):
        value = self._stack.pop()
        self._stack.push(value)
        return value


calculator = Calculator()
calculator.enter(2)
calculator.enter(3)
print(calculator.add())
