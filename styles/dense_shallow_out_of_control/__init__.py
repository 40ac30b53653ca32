"""Minesweeper computed by dense layers whose weights were learned (chapter 36)."""
