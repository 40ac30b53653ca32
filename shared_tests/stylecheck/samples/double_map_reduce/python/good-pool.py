# Total sales per region: a thread pool maps both stages; the shuffle groups the amounts by region.
import sys
from collections import defaultdict
from multiprocessing.dummy import Pool


def batches(lines, size=100):
    for start in range(0, len(lines), size):
        yield lines[start : start + size]


def emit(batch):
    pairs = []
    for line in batch:
        region, amount = line.split()
        pairs.append((region, float(amount)))
    return pairs


def regroup(emitted):
    by_region = defaultdict(list)
    for pairs in emitted:
        for region, amount in pairs:
            by_region[region].append(amount)
    return by_region


def total(item):
    return item[0], sum(item[1])


lines = sys.stdin.read().splitlines()
with Pool(4) as pool:
    grouped = regroup(pool.map(emit, batches(lines)))
    for region, amount in sorted(pool.map(total, grouped.items())):
        print(region, amount)
