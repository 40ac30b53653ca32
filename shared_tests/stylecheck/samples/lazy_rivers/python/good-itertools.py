# Running average of the numbers in a log, one line at a time, through lazy library iterators.
import itertools
import sys


def numbers(lines):
    return (float(field) for line in lines for field in line.split() if field.replace(".", "", 1).isdigit())


def running_average(values):
    total = 0.0
    for count, value in enumerate(values, start=1):
        total += value
        yield total / count


with open(sys.argv[1]) as log:
    for average in itertools.islice(running_average(numbers(log)), 100):
        print(f"{average:.3f}")
