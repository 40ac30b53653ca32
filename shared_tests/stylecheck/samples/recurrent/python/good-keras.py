# A Keras SimpleRNN reads three characters at a time and learns whether the middle one is a vowel.
import random
import string
import sys

import numpy as np
from keras.layers import Dense, SimpleRNN
from keras.models import Sequential

ALPHABET = " " + string.ascii_lowercase


def steps(text):
    x = np.eye(len(ALPHABET))[[ALPHABET.index(c) if c in ALPHABET else 0 for c in text]]
    return np.array([x[i : i + 3] for i in range(len(text) - 2)])


def examples():
    while True:
        text = "".join(random.choice(ALPHABET) for _ in range(50))
        yield steps(text), np.array([[c in "aeiou"] for c in text[1:-1]], dtype=float)


model = Sequential([SimpleRNN(16, input_shape=(None, len(ALPHABET))), Dense(1, activation="sigmoid")])
model.compile(loss="binary_crossentropy", optimizer="adam")
model.fit(examples(), steps_per_epoch=20, epochs=10)
for line in sys.stdin:
    print(model.predict(steps(" " + line.strip().lower() + " ")).ravel().round())
