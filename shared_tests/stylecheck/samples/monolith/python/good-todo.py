"""A to-do list driven by commands on stdin (add TEXT, done N, list): one loop, flags and lists, nothing named."""

import sys

items = []
finished = []
for line in sys.stdin:
    command = line.strip()
    if command.startswith("add "):
        items.append(command[4:])
        finished.append(False)
    elif command.startswith("done "):
        number = command[5:]
        if number.isdigit() and 1 <= int(number) <= len(items):
            finished[int(number) - 1] = True
        else:
            print("no such item:", number)
    elif command == "list":
        position = 0
        while position < len(items):
            mark = "x" if finished[position] else " "
            print(f"{position + 1}. [{mark}] {items[position]}")
            position += 1
    elif command:
        print("unknown command:", command)
