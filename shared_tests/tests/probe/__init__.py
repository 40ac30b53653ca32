"""A probe program for the fast-mode test: it reports, while it is being imported, the state it started in."""
