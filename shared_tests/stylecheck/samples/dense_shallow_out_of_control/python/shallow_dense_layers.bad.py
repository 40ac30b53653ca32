# Learned, but three dense layers: a deep network, not a shallow one.
from keras.layers import Dense
from keras.models import Sequential

model = Sequential()
model.add(Dense(64, input_shape=(100,), activation="relu"))
model.add(Dense(64, activation="relu"))
model.add(Dense(100, activation="softmax"))
model.compile(loss="categorical_crossentropy", optimizer="adam")
model.fit_generator(iter([]), steps_per_epoch=10, epochs=5)
