"""Boston on Discord: the rules engine, the table service, computer players and the CLI."""
