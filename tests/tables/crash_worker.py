"""A table played by four scripted people until killed: run by the SIGKILL test.

``python tests/tables/crash_worker.py DB SEED`` opens (or resumes) table 1 on DB and makes random
legal moves forever, printing ``ack <seq>`` after each move the service acknowledged.
"""

from __future__ import annotations

import asyncio
import random
import sys

from bot.tables import SeededShuffler, TableService
from db.database import Database
from tests.tables.support import table_moves_made


async def main(path: str, seed: int) -> None:
    db = await Database.open(path)
    service = TableService(db, shuffler=SeededShuffler(seed), seed=seed)
    await service.load()
    table = service.find(1)
    if table is None:
        table = await service.create_table(guild_id=1, channel_id=1, host_id=1, host_name="A")
        for pid, name in ((2, "B"), (3, "C"), (4, "D")):
            await service.join(table.id, pid, name)
        await service.start(table.id, 1)
    rng = random.Random(seed)
    while table.game is not None and table.status == "playing":
        await table_moves_made(service, table)  # a forced pass is the table's, not theirs
        seat = table.game.to_act
        assert seat is not None
        outcome = await service.act_as_player(
            table.id, seat, rng.choice(table.game.legal_actions(seat)), table.seq
        )
        print(f"ack {outcome.seq}", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
