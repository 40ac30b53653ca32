import sys,collections;g=collections.defaultdict(set);[g["".join(sorted(w))].add(w) for w in sys.stdin.read().lower().split()]
print("\n".join(" ".join(sorted(s))
                for s in g.values() if len(s)>1))
