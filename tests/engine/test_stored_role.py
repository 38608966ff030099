"""``stored_role`` (:mod:`bot.engine.actions`) reads what a table's log stored of a move for the
statistics (``db.stats``): a payload the engine cannot read (an old or hand-edited log: an
unknown field, no verb, no object at all) is no action and takes no role, so one odd move
does not make ``/boston stats`` fail; a card's payload (a ``"play"`` key) still closes the
taking of roles, as a card played does, and its seat is kept where readable."""

from __future__ import annotations

import pytest

from bot.engine.actions import Bid, Play, RoleTaken, Whist, action_to_dict, stored_role


def test_moves_the_engine_reads_take_their_roles() -> None:
    assert stored_role(action_to_dict(Bid(2, "6"))) == RoleTaken(2, "declarer", False)
    assert stored_role(action_to_dict(Whist(3, "accept"))) == RoleTaken(3, "whister", False)
    assert stored_role(action_to_dict(Play(4, 0))) == RoleTaken(4, None, True)


@pytest.mark.parametrize(
    ("payload", "taken"),
    [
        # An unknown field beside a bid: no role, not the declarer's.
        ({"seat": 2, "bid": "6", "note": "typed by hand"}, RoleTaken(2, None, False)),
        # A card's payload with an extra field: no role, but the first card all the same.
        ({"seat": 1, "play": "7S", "at": "12:04"}, RoleTaken(1, None, True)),
        # A card the engine cannot read, in an unknown seat.
        ({"seat": 9, "play": "ZZ"}, RoleTaken(0, None, True)),
        ({"seat": True, "whist": "accept", "x": 1}, RoleTaken(0, None, False)),
        ({"seat": 3}, RoleTaken(3, None, False)),  # no verb
        (["seat", 1], RoleTaken(0, None, False)),  # no object
        ("pass", RoleTaken(0, None, False)),
    ],
)
def test_what_is_no_action_takes_no_role(payload: object, taken: RoleTaken) -> None:
    assert stored_role(payload) == taken
