"""Rules parts: what each move does to the board."""
