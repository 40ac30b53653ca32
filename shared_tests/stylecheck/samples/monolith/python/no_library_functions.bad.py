"""No function of its own, but the library does the work: a Counter counts and most_common sorts."""

import collections
import sys

counts = collections.Counter(c for c in open(sys.argv[1]).read().lower() if c.isalpha())
for letter, count in counts.most_common():
    print(letter, count)
