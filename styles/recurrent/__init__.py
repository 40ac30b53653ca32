"""Minesweeper computed by recurrent cells, each fed its own output as its next state (chapter 40)."""
