# Doubled letters: a window of two one-hot characters slides over each line; one Dense layer says "same".
import string
import sys

import numpy as np
from keras.layers import Dense
from keras.models import Sequential

ALPHABET = " " + string.ascii_lowercase
SIZE, WINDOW = len(ALPHABET), 2


def windows(line):
    x = np.eye(SIZE)[[ALPHABET.index(c) if c in ALPHABET else 0 for c in line.lower()]]
    positions = [np.arange(i, i + WINDOW) for i in range(len(line) - WINDOW + 1)]
    return x[np.array(positions)].reshape(len(positions), WINDOW * SIZE)


model = Sequential([Dense(1, input_shape=(WINDOW * SIZE,), activation="relu")])
model.layers[0].set_weights([np.concatenate([np.ones(SIZE), np.ones(SIZE)])[:, None], np.array([-1.5])])
for line in sys.stdin:
    if len(line.rstrip()) >= WINDOW:
        print(model.predict(windows(line.rstrip())).ravel())
