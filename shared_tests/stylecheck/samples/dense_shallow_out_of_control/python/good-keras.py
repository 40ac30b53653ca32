# Upper case to lower case, learned: one Keras Dense layer trained on random letters.
import random
import string
import sys

import numpy as np
from keras.layers import Dense
from keras.models import Sequential

LETTERS = string.ascii_letters + " "


def one_hot(text):
    x = np.zeros((len(text), len(LETTERS)))
    for i, c in enumerate(text):
        x[i, LETTERS.index(c) if c in LETTERS else LETTERS.index(" ")] = 1
    return x


def examples(size):
    while True:
        text = "".join(random.choice(LETTERS) for _ in range(size))
        yield one_hot(text), one_hot(text.lower())


model = Sequential([Dense(len(LETTERS), input_shape=(len(LETTERS),), activation="softmax")])
model.compile(loss="categorical_crossentropy", optimizer="adam")
model.fit(examples(100), steps_per_epoch=20, epochs=20)
for line in sys.stdin:
    print("".join(LETTERS[k] for k in model.predict(one_hot(line.rstrip())).argmax(axis=1)))
