"""The parts the host loads by name: parts/<kind>/<name>.py, named by a plugin's file in installed/ (the
dialects' parts are in dialects/parts/, named by dialects/installed/).

The host asks each kind for one thing, and nothing else of it:

* board:   ``read_board(path)`` returns a board, or raises the part's ``BoardError`` (its ``code`` is the
           exit code, its text the line for standard error). A board has ``height`` and ``width``, ``lost``,
           ``won()`` and ``shows(square)``: ``"covered"``, ``"flag"``, ``"mine"`` or the square's number.
* rules:   ``MOVES`` maps the letter of a move to ``move(board, square)``; a letter not in it is invalid.
* symbols: ``symbols(config)`` maps what a square shows to the characters drawn between its borders.
* program: ``run(argv, config, stdin, stdout, stderr)`` returns the exit code: a whole program, for a
           game that shares nothing with the host's own (only dialects have such parts).

Parts never read input or write output (except a program); the host does both.
"""
