"""How many words of each length a text holds: eight cells of memory, a file for the rest."""

import sys
import tempfile

# 0 the line being read, 1 the position in it, 2 letters in the current word,
# 3 words seen, 4 the longest word, 5 the length being reported, 6 its count, 7 a line of storage
data = [None] * 8
data[3], data[4] = 0, 0
storage = tempfile.TemporaryFile("w+")
source = open(sys.argv[1])
data[0] = source.readline()
while data[0] != "":
    data[1], data[2] = 0, 0
    while data[1] < len(data[0]):
        if data[0][data[1]].isalpha():
            data[2] += 1
        elif data[2] > 0:
            storage.write(str(data[2]) + "\n")
            data[3] += 1
            if data[2] > data[4]:
                data[4] = data[2]
            data[2] = 0
        data[1] += 1
    data[0] = source.readline()
source.close()
data[5] = 1
while data[5] <= data[4]:
    storage.seek(0)
    data[6] = 0
    data[7] = storage.readline()
    while data[7] != "":
        if int(data[7]) == data[5]:
            data[6] += 1
        data[7] = storage.readline()
    if data[6]:
        print(data[5], "letters:", data[6])
    data[5] += 1
print(data[3], "words")
