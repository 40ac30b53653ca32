"""Minesweeper in the restful style (chapter 34)."""
