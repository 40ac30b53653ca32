"""Board parts: where a board comes from and what it holds."""
