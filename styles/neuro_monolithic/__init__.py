"""Minesweeper as one network of fixed depth from the raw state and the move to display codes (chapter 38)."""
