def apply(line):
    return line.strip() + "\n"
