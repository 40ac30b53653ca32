"""Minesweeper computed by a recurrent cell fed its own output (chapter 40)."""
