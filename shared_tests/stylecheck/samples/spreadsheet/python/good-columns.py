# Columns of a grade book: two data columns and three formula columns, refreshed whenever a score arrives.
import statistics
import sys


def column(formula=None):
    return {"value": [], "formula": formula}


names = column()
scores = column()
mean = column(lambda: statistics.fmean(scores["value"]) if scores["value"] else 0.0)
above = column(lambda: [n for n, s in zip(names["value"], scores["value"]) if s > mean["value"]])
summary = column(lambda: f"mean {mean['value']:.1f}; above it: {', '.join(above['value'])}")
book = [names, scores, mean, above, summary]


def refresh():
    for col in book:
        if col["formula"] is not None:
            col["value"] = col["formula"]()


for line in sys.stdin:
    name, score = line.split()
    names["value"].append(name)
    scores["value"].append(int(score))
    refresh()
    print(summary["value"])
