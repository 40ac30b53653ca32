"""Minesweeper computed by one hand-wired dense layer (chapter 35)."""
