"""Words on a stack, but the heap is computed on where it lies instead of through the stack."""

import sys

stack = []
heap = {"count": 0, "total": 0.0}


def tally():
    heap["count"] += 1
    heap["total"] = heap["total"] + stack.pop()


def mean():
    if heap["count"]:
        stack.append(heap["total"] / heap["count"])
    else:
        stack.append(0.0)


for token in sys.stdin.read().split():
    stack.append(float(token))
    tally()
mean()
print(stack.pop())
