# A library convolution summed straight away, with no activation after it.
from keras.layers import Conv2D, Lambda
from keras.models import Sequential


def build():
    model = Sequential()
    model.add(Conv2D(8, (3, 3), input_shape=(20, 20, 1)))
    model.add(Lambda(sum))
    return model
