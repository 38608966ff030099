"""Mariland (rule ids ``MA-…``, see ``docs/rules/mariland.md``): solo trick bids from four to
thirteen, ranked by tricks and then by the class of the named suit — plain, *preference* (the
suit turned this deal) and *superpreference* (the suit turned on the game's first deal). The
payments (MA-P) are a reconstruction: no source prices this game."""
