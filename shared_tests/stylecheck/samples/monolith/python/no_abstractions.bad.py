"""Letter frequencies, but the counting is a function of its own: an abstraction."""

import sys


def letter_counts(line, counts):
    for character in line.lower():
        if "a" <= character <= "z":
            counts[ord(character) - ord("a")] += 1


counts = [0] * 26
with open(sys.argv[1]) as text:
    for line in text:
        letter_counts(line, counts)
for letter in range(26):
    print(chr(ord("a") + letter), counts[letter])
