import sys

import numpy as np

words = np.array(open(sys.argv[1]).read().lower().split())
kept = words[~np.isin(words, np.array(["the", "a", "of"]))]
unique, counts = np.unique(kept, return_counts=True)
order = np.argsort(-counts)[:25]
for word, count in zip(unique[order], counts[order]):
    print(word, "-", count)
