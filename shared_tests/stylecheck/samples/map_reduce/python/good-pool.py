"""Longest line of a file: a thread pool maps a worker over chunks of lines, and reduce keeps the longest."""

import functools
import sys
from concurrent.futures import ThreadPoolExecutor


def chunked(lines, size):
    for start in range(0, len(lines), size):
        yield lines[start : start + size]


def longest_in(chunk):
    return max(chunk, key=len, default="")


def longer(left, right):
    return left if len(left) >= len(right) else right


with open(sys.argv[1]) as source:
    lines = source.read().splitlines()
with ThreadPoolExecutor(max_workers=4) as pool:
    partials = pool.map(longest_in, chunked(lines, 50))
    print(functools.reduce(longer, partials, ""))
