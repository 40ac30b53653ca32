"""Minesweeper computed by layers of convolution kernels, each followed by an activation (chapter 41)."""
