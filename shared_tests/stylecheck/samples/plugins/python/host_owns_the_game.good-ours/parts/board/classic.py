def read_board(path):
    return path
