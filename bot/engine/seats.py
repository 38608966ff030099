"""Seats 1–4, numbered clockwise as in the protocol; "left of X" is the next seat clockwise."""

from __future__ import annotations

from collections.abc import Iterator

Seat = int
SEATS: tuple[Seat, ...] = (1, 2, 3, 4)


def left_of(seat: Seat) -> Seat:
    return seat % 4 + 1


def right_of(seat: Seat) -> Seat:
    """The previous seat clockwise: the next player where play goes to the right (NT-D2)."""
    return (seat - 2) % 4 + 1


def opposite(seat: Seat) -> Seat:
    """The seat across the table: a partner where partners sit opposite (AM-P1)."""
    return (seat + 1) % 4 + 1


def clockwise_from(seat: Seat) -> Iterator[Seat]:
    """The four seats in playing order, starting with ``seat``."""
    for i in range(4):
        yield (seat - 1 + i) % 4 + 1


def distance(start: Seat, seat: Seat) -> int:
    """How many places clockwise ``seat`` sits after ``start`` (0–3)."""
    return (seat - start) % 4


def check_seat(seat: object) -> Seat:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= 4:
        raise ValueError(f"seat must be 1, 2, 3 or 4, not {seat!r}")
    return seat
