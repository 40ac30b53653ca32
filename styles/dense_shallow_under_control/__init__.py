"""Minesweeper computed by hand-wired dense layers, one pass of one layer per question (chapter 35)."""
