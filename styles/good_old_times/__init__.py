"""Minesweeper in the good-old-times style: a tiny primary memory, the board in secondary storage."""
