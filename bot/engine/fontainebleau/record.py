"""The scored-deal form of a Fontainebleau or Russian deal (FB-R, RU-R) in both directions:
``{"contract", "declarer", "suit", "whister", "tricks", "honours"}`` (plus ``"chicane"`` in
Russian Boston), or ``{"misere_partout": {"1": n, …}}`` for an all-pass deal.
"""

from __future__ import annotations

from bot.engine.cards import CardError, Suit
from bot.engine.fontainebleau.ladder import FB_LADDER
from bot.engine.fontainebleau.result import FbResult, all_pass_result, contract_result
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.scored import (
    a_suit,
    check_known,
    count_field,
    fields_of,
    no_trumps,
    partout_record,
    partout_tricks,
    seat_field,
    tricks_of,
    unknown_contract,
)
from bot.engine.seats import Seat
from bot.engine.variant import ScoredDealError

_FIELDS = {"contract", "declarer", "suit", "whister", "tricks", "honours"}


def result_from_record(data: object, dealer: Seat, settings: FbSettings) -> FbResult:
    """Read a scored deal; :class:`ScoredDealError` names the field that is wrong."""
    partout = partout_tricks(data)
    if partout is not None:
        return all_pass_result(dealer, partout)
    fields = fields_of(data, '"result" must be an object')
    check_known(fields, _FIELDS | ({"chicane"} if settings.russian else set()))
    cid = fields.get("contract")
    c = FB_LADDER.get(cid) if isinstance(cid, str) else None
    if c is None:
        raise unknown_contract(cid, "one of the fifteen announcement ids")
    declarer = seat_field(fields.get("declarer"), "declarer")
    whister_value = fields.get("whister")
    whister = None if whister_value is None else seat_field(whister_value, "whister")
    suit = _suit(fields.get("suit"), c.misere)
    tricks = fields_of(
        fields.get("tricks"), '"tricks" must be {"declarer": n, "whister": n}', "tricks"
    )
    tricks_of(tricks, {"declarer", "whister"}, '"tricks" holds only "declarer" and "whister"')
    mine = count_field(tricks.get("declarer"), "tricks.declarer", c.tricks_played)
    theirs = tricks.get("whister")
    if (theirs is None) != (whister is None):
        raise ScoredDealError(
            '"tricks.whister" is given exactly when there is a whister',
            code="partner_only",
            fields={"name": "tricks.whister", "partner": "whister"},
            at=("tricks", "whister"),  # left out beside a whister: then the result
        )
    partner = 0 if theirs is None else count_field(theirs, "tricks.whister", c.tricks_played)
    honours = count_field(fields.get("honours", 0), "honours", 4)
    chicane = _chicane(fields.get("chicane", []), c.has_trumps)
    return contract_result(
        c.id,
        declarer,
        mine,
        suit=suit,
        dealer=dealer,
        whister=whister,
        whister_tricks=partner,
        honours=honours,
        chicane=chicane,
        settings=settings,
    )


def _suit(value: object, misere: bool) -> Suit | None:
    if misere:
        if value is not None:
            raise no_trumps("suit", 'a misère-type contract has "suit": null')
        return None
    if not isinstance(value, str) or len(value) != 1:
        raise a_suit(
            "suit", '"suit" must be "S", "H", "D" or "C" (there is no no-trump bid)', value
        )
    try:
        return Suit.parse(value)
    except CardError as exc:
        raise a_suit("suit", str(exc), value) from None


def _chicane(value: object, has_trumps: bool) -> tuple[Seat, ...]:
    if not isinstance(value, list):
        raise ScoredDealError(
            '"chicane" must be a list of seats',
            code="seats",
            fields={"name": "chicane"},
            at=("chicane",),
        )
    items: list[object] = list(value)  # pyright: ignore[reportUnknownArgumentType]
    if any(v is None for v in items):  # not "missing": a list holds no gaps
        raise ScoredDealError(
            '"chicane" must be a list of seats',
            code="seats",
            fields={"name": "chicane"},
            at=("chicane",),
        )
    seats = tuple(seat_field(v, "chicane") for v in items)
    if len(set(seats)) != len(seats):
        raise ScoredDealError(
            '"chicane" names each seat once',
            code="seats",
            fields={"name": "chicane"},
            at=("chicane",),
        )
    if seats and not has_trumps:
        raise ScoredDealError(
            "chicane needs a trump suit (RU-C2)",
            code="chicane_trumps",
            fields={"name": "chicane"},
            at=("chicane",),
        )
    return seats


def result_to_record(result: FbResult, settings: FbSettings) -> dict[str, object]:
    """The scored form of ``result``; :func:`result_from_record` reads it back unchanged."""
    if result.all_pass:
        assert result.tricks is not None
        return partout_record(result.tricks)
    assert result.contract is not None
    out: dict[str, object] = {
        "contract": result.contract.id,
        "declarer": result.declarer,
        "suit": None if result.suit is None else result.suit.char,
        "whister": result.whister,
        "tricks": {
            "declarer": result.declarer_tricks,
            "whister": None if result.whister is None else result.whister_tricks,
        },
        "honours": result.honours,
    }
    if settings.russian:
        out["chicane"] = list(result.chicane)
    return out
