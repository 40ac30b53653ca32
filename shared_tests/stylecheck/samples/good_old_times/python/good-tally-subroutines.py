"""Tally the votes on stdin (one name a line) with a tape of counts kept in a file; subroutines share 6 cells."""

import os
import sys

mem = [0, "", "", 0, 0, 0]  # 0 votes read, 1 the vote, 2 a tape record, 3 its count, 4 found?, 5 tape position
tape = open("votes.tape", "w+")


def find_vote():
    mem[4], mem[5] = 0, 0
    tape.seek(0)
    mem[2] = tape.readline()
    while mem[2] and not mem[4]:
        if mem[2][:20].strip() == mem[1]:
            mem[4] = 1
            mem[3] = int(mem[2][20:])
        else:
            mem[5] = tape.tell()
            mem[2] = tape.readline()


def record_vote():
    find_vote()
    if mem[4]:
        tape.seek(mem[5])
        tape.write("%20s%06d\n" % (mem[1], mem[3] + 1))
    else:
        tape.seek(0, 2)
        tape.write("%20s%06d\n" % (mem[1], 1))


def report():
    tape.seek(0)
    mem[2] = tape.readline()
    while mem[2]:
        print(mem[2][:20].strip(), int(mem[2][20:]))
        mem[2] = tape.readline()


mem[1] = sys.stdin.readline().strip()
while mem[1]:
    mem[0] += 1
    record_vote()
    mem[1] = sys.stdin.readline().strip()
report()
tape.close()
os.remove("votes.tape")
