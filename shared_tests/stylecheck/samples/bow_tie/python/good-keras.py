# Digits squeezed through a knot of two units and widened back: 10 -> 2 -> 10, weights set by hand.
import sys

import numpy as np
from keras.layers import Dense
from keras.models import Sequential

model = Sequential()
model.add(Dense(2, input_shape=(10,)))
model.add(Dense(10))
angles = np.linspace(0, 2 * np.pi, 10, endpoint=False)
circle = np.stack([np.cos(angles), np.sin(angles)], axis=1)
model.layers[0].set_weights([circle, np.zeros(2)])
model.layers[1].set_weights([circle.T, np.zeros(10)])
for line in sys.stdin:
    digits = [int(c) for c in line if c.isdigit()]
    print(model.predict(np.eye(10)[digits]).argmax(axis=1))
