"""Word counting whose counting function is written as text at run time and added to the program."""
import sys

key = sys.argv[1] if len(sys.argv) > 1 else "word"
source = "def count(words):\n    return {" + key + ": words.count(" + key + ") for " + key + " in set(words)}\n"
exec(source)
print(sorted(count(sys.stdin.read().split()).items()), "count" in globals())
