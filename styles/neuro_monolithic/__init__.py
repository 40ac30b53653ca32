"""Minesweeper as one network of fixed depth, from the state and the move to the next screen (chapter 38)."""
