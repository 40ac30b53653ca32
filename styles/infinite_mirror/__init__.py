"""Minesweeper in the infinite mirror style (chapter 8): induction and recursion."""
