"""One repository per aggregate, each a layer of :class:`db.database.Database` over the
shared :class:`db.connection.Connection`."""
