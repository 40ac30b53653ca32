import sys

stack = []
heap = {}


def read_words():
    stack.extend(open(stack.pop()).read().lower().split())


def count_words():
    heap["counts"] = {}
    while stack:
        if stack[-1] in heap["counts"]:
            stack.append(heap["counts"][stack[-1]])
            stack.append(1)
            stack.append(stack.pop() + stack.pop())
        else:
            stack.append(1)
        heap["counts"][stack.pop(-2)] = stack.pop()
    stack.append(heap["counts"])


def show():
    for word, count in sorted(stack.pop().items()):
        print(word, count)


stack.append(sys.argv[1])
read_words()
count_words()
show()
