"""Symbols parts: what a square looks like."""
