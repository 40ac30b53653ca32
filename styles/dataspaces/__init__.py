"""Minesweeper in the dataspaces style (chapter 30)."""
