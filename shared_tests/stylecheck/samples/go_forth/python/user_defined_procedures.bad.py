"""Everything on a stack, but no procedure of the program's own: one long sequence of stack operations."""

import sys

stack = []
heap = {}
stack.append(sys.stdin.read())
stack.extend(stack.pop().split())
stack.append(0)
heap["total"] = stack.pop()
heap["count"] = 0
while stack:
    stack.append(float(stack.pop()))
    stack.append(heap["total"])
    stack.append(stack.pop() + stack.pop())
    heap["total"] = stack.pop()
    stack.append(heap["count"])
    stack.append(1)
    stack.append(stack.pop() + stack.pop())
    heap["count"] = stack.pop()
stack.append(heap["total"])
stack.append(heap["count"] or 1)
stack.append(1 / stack.pop() * stack.pop())
print(stack.pop())
