"""Word lengths again, but the counters have names: labels, not numbered cells."""

import sys
import tempfile

data = [None] * 4
storage = tempfile.TemporaryFile("w+")
source = open(sys.argv[1])
words = 0
longest = 0
data[0] = source.readline()
while data[0] != "":
    data[1], data[2] = 0, 0
    while data[1] < len(data[0]):
        if data[0][data[1]].isalpha():
            data[2] += 1
        elif data[2] > 0:
            storage.write(str(data[2]) + "\n")
            words += 1
            if data[2] > longest:
                longest = data[2]
            data[2] = 0
        data[1] += 1
    data[0] = source.readline()
print(words, "words, the longest", longest)
