"""A calculator that reads its operations' signatures to know how many operands each takes."""
import inspect


class Calculator:
    def add(self, a, b):
        return a + b

    def negate(self, a):
        return -a

    def run(self, tokens):
        stack = []
        for token in tokens:
            operation = getattr(self, token, None)
            if callable(operation):
                arity = len(inspect.signature(operation).parameters)
                operands = [stack.pop() for _ in range(arity)][::-1]
                stack.append(operation(*operands))
            else:
                stack.append(float(token))
        return stack


print(Calculator().run("2 3 add negate".split()), type(Calculator()).__name__)
