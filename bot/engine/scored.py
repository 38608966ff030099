"""Reading the record's scored-deal form (a deal played with real cards, only its outcome
entered): the field checks every variant shares, each failing with a :class:`ScoredDealError`
that names the field, in English and as a ``code`` with ``fields`` for a translation
(``missing``, ``seat``, ``count``, ``one_of``, ``unknown_field``, …; the catalogue's
``scored.<code>``). Also the whist question's check of a result against the table's
settings (:func:`whist_as_played`), which the variants' rules make for
:class:`~bot.engine.variant.ChecksScored`.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.cards import Card, CardError, parse_card
from bot.engine.contracts import Contract, Ladder, SuitClass
from bot.engine.result import DealResult
from bot.engine.rules import DealRules
from bot.engine.seats import SEATS, Seat
from bot.engine.settings import shown
from bot.engine.variant import ScoredDealError

_CLASSES = {c.value: c for c in SuitClass}


def field_at(name: str) -> tuple[str, ...]:
    """Where the field ``name`` (the engine's own dotted name, ``tricks.declarer``) stands in
    the result: the keys that lead to it (:attr:`ScoredDealError.at`); the result itself
    for ``result``."""
    return () if name == "result" else tuple(name.split("."))


def fields_of(data: object, message: str, name: str = "result") -> dict[str, object]:
    """``data`` as an object of fields; ``message`` (English) and ``name`` (the field) say
    what it should have been."""
    if not isinstance(data, dict):
        raise ScoredDealError(message, code="form", fields={"name": name}, at=field_at(name))
    return {str(k): v for k, v in data.items()}  # pyright: ignore[reportUnknownVariableType,reportUnknownArgumentType]


def partner_from_whister(fields: dict[str, object]) -> dict[str, object]:
    """``/boston score`` names the partner ``whister`` (every variant's word for the declarer's
    partner): read it, and its tricks, as the demande variants' ``partner`` (WB-R, NT-R)."""
    if "whister" in fields and "partner" not in fields:
        fields["partner"] = fields.pop("whister")
        if isinstance(fields.get("tricks"), dict):
            counts = fields_of(fields["tricks"], "", "tricks")
            if "whister" in counts:
                counts["partner"] = counts.pop("whister")
            fields["tricks"] = counts
    return fields


def seat_field(value: object, name: str) -> Seat:
    if value is None:
        raise missing(name, f"{name} must be a seat 1–4")
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 4:
        raise ScoredDealError(
            f"{name} must be a seat 1–4", code="seat", fields={"name": name}, at=field_at(name)
        )
    return value


def bool_field(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise ScoredDealError(
            f"{name} must be true or false",
            code="yes_no",
            fields={"name": name},
            at=field_at(name),
        )
    return value


def count_field(value: object, name: str, limit: int) -> int:
    if value is None:
        raise missing(name, f"{name} must be a whole number from 0 to {limit}")
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= limit:
        raise ScoredDealError(
            f"{name} must be a whole number from 0 to {limit}",
            code="count",
            fields={"name": name, "limit": limit},
            at=field_at(name),
        )
    return value


def check_known(fields: dict[str, object], known: set[str]) -> None:
    unknown = sorted(set(fields) - known)
    if unknown:
        raise ScoredDealError(
            f"unknown field {shown(unknown[0])!r} in result",
            code="unknown_field",
            fields={"name": shown(unknown[0])},  # a file's field name: any text
            at=(unknown[0],),  # as written, not cut
        )


def tricks_of(counts: dict[str, object], allowed: set[str], message: str) -> None:
    """``tricks`` holds only the counts ``allowed``; ``message`` says which (in English)."""
    extra = sorted(set(counts) - allowed)
    if extra:
        raise ScoredDealError(
            message,
            code="unknown_field",
            fields={"name": shown(f"tricks.{extra[0]}")},
            at=("tricks", extra[0]),
        )


def unknown_contract(value: object, known: str = "") -> ScoredDealError:
    """No contract ``value`` in the ladder (``known``: which there are, in English)."""
    also = f" ({known})" if known else ""
    if value is None:
        return missing("contract", f"a contract is needed{also}")
    # A person or a file may give any text there: repeated cut, as a setting's name is.
    return ScoredDealError(
        f"unknown contract {shown(str(value))!r}{also}",
        code="unknown_contract",
        fields={"contract": shown(str(value))},
        at=("contract",),
    )


def too_many_tricks(limit: int, side_word: str) -> ScoredDealError:
    return ScoredDealError(
        f"{side_word} cannot take more than {limit} tricks",
        code="too_many_tricks",
        fields={"limit": limit},
    )


def missing(name: str, message: str) -> ScoredDealError:
    """``name`` is needed and was not given."""
    # Placed at the field where it is given as null; a reader falls back on the result
    # where it is left out.
    return ScoredDealError(message, code="missing", fields={"name": name}, at=field_at(name))


def a_card(name: str, message: str, value: object) -> ScoredDealError:
    """``value``, given as ``name``, is not a card (``message``: the English reason)."""
    if value is None:
        return missing(name, message)
    return ScoredDealError(message, code="card", fields={"name": name}, at=field_at(name))


def no_trumps(name: str, message: str) -> ScoredDealError:
    """A misère's result names a trump suit in ``name``."""
    return ScoredDealError(message, code="no_trumps", fields={"name": name}, at=field_at(name))


def partner_seat(
    value: object, declarer: Seat, *, allowed: bool, name: str, rule: str
) -> Seat | None:
    """The whister's (or partner's) seat given as ``name``, None when not given: refused when
    it is the declarer's own seat (the whister is another player: SV-W1, DW-P4, FB-W1,
    NT-B4), and apart from that where the contract is played alone (not ``allowed``;
    ``rule`` says where one plays, in English)."""
    seat = None if value is None else seat_field(value, name)
    if seat is not None and seat == declarer:
        raise ScoredDealError(
            f"{name} is the declarer's own seat: {rule}",
            code="whister_declarer",
            fields={"name": name},
            at=field_at(name),
        )
    if seat is not None and not allowed:
        raise ScoredDealError(rule, code="alone", fields={"name": name}, at=field_at(name))
    return seat


def honours_field(value: object, contract: Contract) -> int:
    """``honours``: the trump honours the declaring side held as dealt, 0 to 4 (SV-S3, FB-H2,
    NT-H1); a misère has no trumps, so none (0, what a record writes for one)."""
    honours = count_field(value, "honours", 4)
    if honours and contract.misere:
        raise ScoredDealError(
            f"{contract.name} has no trumps, so no honours: honours must be 0",
            code="no_honours",
            fields={"name": "honours"},
            at=("honours",),
        )
    return honours


def check_entered(data: object, result: DealResult) -> None:
    """Refuse what a deal entered by its result says beside ``result`` (its reading) that
    cannot have happened or that the rules give no meaning, which the reading itself keeps or
    drops without a word: honours in a misère (no trumps), the first five tricks (SV-S2,
    SV-S4's cinq premiers) in a misère, in a conceded contract or for a side that took fewer
    than five tricks, and tricks beside a concession (SV-W4: a conceded contract is not
    played). Asked of a new entry (the scorekeeping command) only: an older bot booked such
    entries, a table's log is the game's history, and a record it exported holds them."""
    contract = result.contract
    if result.all_pass or contract is None:
        return
    fields = fields_of(data, "")  # read once already: an object
    if contract.misere and "honours" in fields:
        honours_field(fields["honours"], contract)
    if result.conceded and fields.get("tricks") is not None:
        try:
            counts = fields_of(fields["tricks"], "", "tricks")
        except ScoredDealError:
            raise not_played("tricks") from None
        given = sorted(k for k, v in counts.items() if v is not None)
        if given:
            raise not_played(f"tricks.{given[0]}", ("tricks", given[0]))
    if fields.get("first_five") is not True or first_five_counts(result):
        return
    if contract.misere:
        raise ScoredDealError(
            f"{contract.name} has no first five tricks to pay (SV-S4): first_five must be false",
            code="first_five_misere",
            fields={"name": "first_five"},
            at=("first_five",),
        )
    if result.conceded:
        raise not_played("first_five")
    side = result.declarer_tricks + result.whister_tricks  # fewer than five
    raise ScoredDealError(
        f"the declaring side took {side} tricks, so not the first five: first_five must be false",
        code="first_five_tricks",
        fields={"name": "first_five", "n": side},
        at=("first_five",),
    )


def first_five_counts(result: DealResult) -> bool:
    """Whether ``result`` says the declaring side took the first five tricks where that can
    be so: not in a misère (SV-S4 pays none there), not in a conceded contract (not played),
    and only for a side of five tricks or more. A record writes it only then: what an older
    bot booked otherwise was paid nothing for it (SV-S2: a made contract's), and reads back
    (:func:`check_entered`)."""
    contract = result.contract
    if not result.first_five or contract is None or contract.misere or result.conceded:
        return False
    return result.declarer_tricks + result.whister_tricks >= 5


def not_played(name: str, at: tuple[str, ...] | None = None) -> ScoredDealError:
    """``name`` is given for a conceded contract, which is not played (SV-W4); ``at`` where
    it stands, when its name is not the engine's own (a key of the file's)."""
    return ScoredDealError(
        f"a conceded contract is not played: {name} must be left out",
        code="not_played",
        fields={"name": name},
        at=field_at(name) if at is None else at,
    )


def a_suit(name: str, message: str, value: object) -> ScoredDealError:
    """``value``, given as ``name``, is not a suit's letter."""
    if value is None:
        return missing(name, message)
    return ScoredDealError(
        message, code="one_of", fields={"name": name, "options": "S, H, D, C"}, at=field_at(name)
    )


@dataclass(frozen=True, slots=True)
class DeclaringSide:
    contract: Contract
    declarer: Seat
    whister: Seat | None
    trump_class: SuitClass | None


def declaring_side(
    fields: dict[str, object], ladder: Ladder, *, whister_rule: str, misere_word: str
) -> DeclaringSide:
    """``contract``, ``declarer``, ``whister`` and ``trump_class``, checked against the ladder.

    ``whister_rule`` says where a whister may play (for the error); ``misere_word`` names the
    contracts without trumps."""
    contract = ladder.get(str(fields.get("contract")))
    if contract is None:
        raise unknown_contract(fields.get("contract"))
    declarer = seat_field(fields.get("declarer"), "declarer")
    whister = partner_seat(
        fields.get("whister"),
        declarer,
        allowed=contract.whist_allowed,
        name="whister",
        rule=f"a whister plays only {whister_rule}",
    )
    trump_raw = fields.get("trump_class")
    if contract.misere:
        if trump_raw is not None:
            raise no_trumps("trump_class", f"{misere_word} has no trumps: trump_class must be null")
        return DeclaringSide(contract, declarer, whister, None)
    if trump_raw is None:
        raise missing("trump_class", 'trump_class must be "plain", "second" or "first"')
    if not isinstance(trump_raw, str) or trump_raw not in _CLASSES:
        raise ScoredDealError(
            'trump_class must be "plain", "second" or "first"',
            code="one_of",
            fields={"name": "trump_class", "options": "plain, second, first"},
            at=("trump_class",),
        )
    return DeclaringSide(contract, declarer, whister, _CLASSES[trump_raw])


def side_tricks(raw: object, side: DeclaringSide, side_word: str) -> tuple[int, int]:
    """``tricks``: the declarer's and the whister's (null without a whister)."""
    counts = fields_of(raw, '"tricks" must be {"declarer": n, "whister": n or null}', "tricks")
    tricks_of(counts, {"declarer", "whister"}, '"tricks" holds only "declarer" and "whister"')
    limit = side.contract.tricks_played
    declarer_tricks = count_field(counts.get("declarer"), "tricks.declarer", limit)
    whister_tricks = 0
    if side.whister is not None:
        whister_tricks = count_field(counts.get("whister"), "tricks.whister", limit)
    elif counts.get("whister") is not None:
        raise ScoredDealError(
            "tricks.whister must be null without a whister",
            code="partner_only",
            fields={"name": "tricks.whister", "partner": "whister"},
            at=("tricks", "whister"),
        )
    if declarer_tricks + whister_tricks > limit:
        raise too_many_tricks(limit, side_word)
    return declarer_tricks, whister_tricks


def whist_as_played(result: DealResult, rules: DealRules) -> None:
    """Refuse a scored result whose whister, lone declarer or concession the whist question
    could not give under ``rules`` (the table's settings), as a played deal asks it: a
    whister only where the declarer is asked (SV-W1; DW-P4 only at a table that allows one;
    FB-W1, RU-F1), always one where the declarer must invite and the last asked must accept
    (SV-W5), and a concession only after everyone declined (SV-W4), which that rule never
    lets happen. For the variants whose partner comes from this question, not the auction."""
    contract = result.contract
    if result.all_pass or contract is None:
        return
    fields: dict[str, str | int] = {"contract": contract.id}
    asked = rules.whist_possible(contract)
    if result.whister is not None and not asked:
        if not contract.whist_allowed:  # the contract itself, whatever the settings
            raise ScoredDealError(
                f"{contract.name} is played alone",
                code="alone",
                fields={"name": "whister"},
                at=("whister",),
            )
        raise ScoredDealError(
            f"this table's settings allow no whister in {contract.name}",
            code="whister_setting",
            fields={"name": "whister", **fields},
            at=("whister",),
        )
    compulsory = asked and rules.must_invite(contract) and rules.last_must_accept(contract)
    if result.conceded and compulsory:
        raise ScoredDealError(
            f"whist is compulsory in {contract.name} at this table: nobody may decline, so it "
            "cannot be conceded",
            code="compulsory_concession",
            fields={"name": "conceded", **fields},
            at=("conceded",),
        )
    if result.conceded and not (asked and rules.may_concede):
        raise ScoredDealError(
            f"{contract.name} cannot be conceded",
            code="no_concession",
            fields={"name": "conceded"},
            at=("conceded",),
        )
    if compulsory and result.whister is None:
        raise ScoredDealError(
            f"whist is compulsory in {contract.name} at this table: the last player asked joins "
            "the declarer, so a whister must be given",
            code="whist_compulsory",
            fields={"name": "whister", **fields},
            at=("whister",),  # given as null, or left out: then the result
        )


@dataclass(frozen=True, slots=True)
class DemandeSide:
    """The declaring side of a demande variant's scored deal (WB-R, NT-R)."""

    contract: Contract
    declarer: Seat
    partner: Seat | None
    turned: Card
    declarer_tricks: int
    partner_tricks: int


def demande_side(fields: dict[str, object], ladder: Ladder) -> DemandeSide:
    """``contract``, ``declarer``, ``partner`` (only beside another player's demande), the
    ``turned`` card and ``tricks`` (``{"declarer": n, "partner": n or null}``), checked."""
    contract = ladder.get(str(fields.get("contract")))
    if contract is None:
        raise unknown_contract(fields.get("contract"))
    declarer = seat_field(fields.get("declarer"), "declarer")
    partner = partner_seat(
        fields.get("partner"),
        declarer,
        allowed=contract.whist_allowed,
        name="partner",
        rule="a partner supports only another player's demande",
    )
    try:
        turned = parse_card(str(fields.get("turned")))
    except CardError:
        raise a_card(
            "turned", '"turned" must be a card such as "9D"', fields.get("turned")
        ) from None
    counts = fields_of(
        fields.get("tricks"), '"tricks" must be {"declarer": n, "partner": n}', "tricks"
    )
    tricks_of(counts, {"declarer", "partner"}, '"tricks" holds only "declarer" and "partner"')
    limit = contract.tricks_played
    own = count_field(counts.get("declarer"), "tricks.declarer", limit)
    other = 0
    if partner is not None:
        other = count_field(counts.get("partner"), "tricks.partner", limit)
    elif counts.get("partner") is not None:
        raise ScoredDealError(
            "tricks.partner must be null without a partner",
            code="partner_only",
            fields={"name": "tricks.partner", "partner": "partner"},
            at=("tricks", "partner"),
        )
    if own + other > limit:
        raise too_many_tricks(limit, "the declaring side")
    return DemandeSide(contract, declarer, partner, turned, own, other)


PARTOUT = "misere_partout"
"""RF-4.7: the key of an all-pass deal played out as Misère Partout (Dawson, Fontainebleau)."""

PartoutTricks = tuple[int, int, int, int]


def partout_record(tricks: PartoutTricks) -> dict[str, object]:
    """RF-4.7's scored form of an all-pass deal played out, given each seat's tricks."""
    return {PARTOUT: {str(s): tricks[s - 1] for s in SEATS}}


def partout_tricks(data: object) -> PartoutTricks | None:
    """Each seat's tricks from a scored deal in RF-4.7's Misère Partout form, None when the
    deal is not one. A bare ``"all-pass"`` is refused: such a deal is played out, and its
    payments need each seat's tricks."""
    if data == "all-pass":
        raise ScoredDealError(
            f'everyone passed: the deal is played out, give "{PARTOUT}"',
            code="played_out",
            fields={"name": PARTOUT},
        )
    fields = fields_of(data, '"result" must be an object')
    if PARTOUT not in fields:
        return None
    if set(fields) != {PARTOUT}:
        raise ScoredDealError(
            f'a Misère Partout result holds only "{PARTOUT}"', code="only", fields={"name": PARTOUT}
        )
    counts = fields_of(
        fields[PARTOUT], f'"{PARTOUT}" must be {{"1": n, "2": n, "3": n, "4": n}}', PARTOUT
    )
    if set(counts) != {"1", "2", "3", "4"}:
        raise ScoredDealError(
            f'"{PARTOUT}" needs the tricks of seats "1" to "4"',
            code="four_seats",
            fields={"name": PARTOUT},
            at=(PARTOUT,),
        )
    a, b, c, d = (count_field(counts[str(s)], f"{PARTOUT}.{s}", 13) for s in SEATS)
    if a + b + c + d != 13:
        raise ScoredDealError(
            f'the tricks of "{PARTOUT}" must add up to 13',
            code="thirteen",
            fields={"name": PARTOUT},
            at=(PARTOUT,),
        )
    return a, b, c, d
