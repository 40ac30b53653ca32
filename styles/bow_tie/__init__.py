"""Minesweeper computed by bow-tie networks with a one-unit waist (chapter 37)."""
