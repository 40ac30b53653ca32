"""Minesweeper computed by hand-wired dense layers: every weight is a rule of the game written out (chapter 35)."""
