"""Minesweeper in the spreadsheet style (chapter 27)."""
