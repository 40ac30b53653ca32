"""Minesweeper in the double map-reduce style (chapter 32)."""
