"""Minesweeper computed by bow-tie networks: everything squeezes through a knot narrower than both ends (chapter 37)."""
