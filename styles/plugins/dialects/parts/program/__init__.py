"""Program parts: whole programs, for games that share nothing with the host's."""
