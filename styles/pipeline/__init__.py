"""Minesweeper in the pipeline style (chapter 6): pure functions composed from input to output."""
