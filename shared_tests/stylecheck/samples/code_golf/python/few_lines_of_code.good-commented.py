#!/usr/bin/env python3
# Anagram classes of the words on stdin.
# Comments explain; they are not lines of code.
import sys,collections;g=collections.defaultdict(set);[g["".join(sorted(w))].add(w) for w in sys.stdin.read().lower().split()]
# one class a line, only the classes with partners
print("\n".join(" ".join(sorted(s)) for s in g.values() if len(s)>1))
