# Each line, padded to 40 characters, is one vector of 40 x 27 numbers; one dense layer maps all of it at once.
import string
import sys

import numpy as np
from keras.layers import Dense
from keras.models import Sequential

ALPHABET = " " + string.ascii_lowercase
WIDTH, SIZE = 40, len(ALPHABET)


def encode(line):
    x = np.zeros((WIDTH, SIZE))
    for i, c in enumerate(line.lower()[:WIDTH].ljust(WIDTH)):
        x[i, ALPHABET.index(c) if c in ALPHABET else 0] = 1
    return x.reshape(1, WIDTH * SIZE)


model = Sequential([Dense(WIDTH * SIZE, input_shape=(WIDTH * SIZE,), activation="sigmoid")])
model.layers[0].set_weights([np.eye(WIDTH * SIZE)[::-1], np.zeros(WIDTH * SIZE)])
for line in sys.stdin:
    out = model.predict(encode(line.rstrip("\n"))).reshape(WIDTH, SIZE)
    print("".join(ALPHABET[k] for k in out.argmax(axis=1)).rstrip())
