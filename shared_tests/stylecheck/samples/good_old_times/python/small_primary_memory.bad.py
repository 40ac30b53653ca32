"""No labels, but memory grows with the data: every word is appended to it and the whole file is read at once."""

import sys
import tempfile

data = [None, None]
storage = tempfile.TemporaryFile("w+")
data[0] = open(sys.argv[1]).read().split()
data[1] = 0
while data[1] < len(data[0]):
    data.append(len(data[0][data[1]]))
    storage.write(str(data[-1]) + "\n")
    data[1] += 1
print(len(data) - 2, "words")
