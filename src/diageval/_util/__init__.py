"""Small helpers shared by several packages."""
