"""Letter frequencies of a file, most frequent first: one body, no abstractions, the sorting done by hand."""

import sys

counts = [0] * 26
with open(sys.argv[1]) as text:
    for line in text:
        for character in line.lower():
            if "a" <= character <= "z":
                counts[ord(character) - ord("a")] += 1
order = list(range(26))
i = 1
while i < 26:  # insertion sort, most frequent first
    j = i
    while j > 0 and counts[order[j - 1]] < counts[order[j]]:
        order[j - 1], order[j] = order[j], order[j - 1]
        j -= 1
    i += 1
for letter in order:
    if counts[letter]:
        print(chr(ord("a") + letter), counts[letter])
