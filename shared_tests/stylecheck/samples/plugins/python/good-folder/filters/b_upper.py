def apply(line):
    return line.upper()
