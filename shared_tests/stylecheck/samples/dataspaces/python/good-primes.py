"""Primes among the numbers read: workers take candidates from one space and leave their findings in another."""

import queue
import sys
import threading


def sieve(candidates, findings):
    while True:
        try:
            number = candidates.get(timeout=0.5)
        except queue.Empty:
            return
        if number > 1 and all(number % d for d in range(2, int(number**0.5) + 1)):
            findings.put(number)


candidates, findings = queue.Queue(), queue.Queue()
for line in sys.stdin:
    for field in line.split():
        candidates.put(int(field))
workers = [threading.Thread(target=sieve, args=(candidates, findings)) for _ in range(4)]
for worker in workers:
    worker.start()
for worker in workers:
    worker.join()
primes = []
while not findings.empty():
    primes.append(findings.get_nowait())
print(sorted(primes))
