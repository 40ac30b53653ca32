"""The size of each folder under a path: a folder's size is the sum of its entries' sizes, a file's its own."""

import os
import sys


def size(path):
    if not os.path.isdir(path):
        return os.path.getsize(path)
    return sum(size(os.path.join(path, entry)) for entry in os.listdir(path))


def report(path, depth):
    if depth < 0 or not os.path.isdir(path):
        return
    print("  " * (2 - depth) + os.path.basename(path), size(path))
    for entry in sorted(os.listdir(path)):
        report(os.path.join(path, entry), depth - 1)


report(sys.argv[1] if len(sys.argv) > 1 else ".", 2)
