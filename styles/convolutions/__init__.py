"""Minesweeper computed by 3x3 convolution kernels (chapter 41)."""
