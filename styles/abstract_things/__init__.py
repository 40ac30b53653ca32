"""Abstract-things style (chapter 14): abstract base classes say what things can do; clients see only them."""
