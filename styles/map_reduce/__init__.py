"""Minesweeper in the map-reduce style (chapter 31)."""
