"""Shared state and commands, but a procedure hands a value back (which the main program ignores)."""

marks = {"ada": 9.5, "alan": 8.0}
mean = 0.0


def compute_mean():
    global mean
    mean = sum(marks.values()) / len(marks)
    return mean


def show_mean():
    print(mean)


compute_mean()
show_mean()
