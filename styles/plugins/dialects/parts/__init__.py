"""The dialects' parts, of the kinds the host knows (see parts/__init__.py), and one more: `program`."""
