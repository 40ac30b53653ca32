"""Word counting with things that are dicts; their procedures close over the map."""
import sys

reader = {
    "text": "",
    "load": lambda text: reader.update(text=text),
    "words": lambda: reader["text"].lower().split(),
}
counter = {
    "counts": {},
    "add": lambda word: counter["counts"].update({word: counter["counts"].get(word, 0) + 1}),
    "top": lambda n: sorted(counter["counts"].items(), key=lambda pair: -pair[1])[:n],
}
reader["load"](sys.stdin.read())
for word in reader["words"]():
    counter["add"](word)
print(counter["top"](10))
