# Two layers, but the middle is as wide as the ends: 10 -> 10 -> 10 is no bow tie.
from keras.layers import Dense
from keras.models import Sequential

model = Sequential()
model.add(Dense(10, input_shape=(10,)))
model.add(Dense(10))
