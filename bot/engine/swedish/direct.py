"""The Swedish direct payment (SV-S1…S9): what one contract pays between the players, beside
the betar. Also owns the pieces the other Swedish payments reuse: rounding to ten, the colour
multiplier, and who pays whom (SV-S7/S8, SV-F1/F2).
"""

from __future__ import annotations

from fractions import Fraction

from bot.engine.contracts import Contract, SuitClass
from bot.engine.phrasing import (
    Frames,
    Names,
    Texts,
    each_lang,
    honours_priced,
    pays_sentence,
    say,
    seat_name,
)
from bot.engine.result import DealResult
from bot.engine.scoring import Payment, Settlement
from bot.engine.seats import SEATS, Seat, distance
from bot.engine.swedish.ladder import BASE_POINT, BASE_POINT_WITH_WHIST
from bot.engine.words import Lang, Words, same

CODILLE = 2
PER_MARK = 2
HONOURS_POINT: dict[int, int] = {3: 2, 4: 4}
CINQ_PREMIERS = 2
SLAM = 48

_MULTIPLIER: dict[SuitClass, tuple[int, str]] = {
    SuitClass.SECOND: (2, "andra färg"),
    SuitClass.FIRST: (4, "högsta färg"),
}

ITEM = "direct payment"

ITEM_WORDS: dict[str, Words] = {
    "base": {"en": "base", "sv": "grund"},
    "codille": same("codille"),
    "overtrick": {"en": "overtrick", "sv": "överstick"},
    "overtricks": {"en": "overtricks", "sv": "överstick"},
    "marks": {"en": "marks", "sv": "streck"},
    "slam": same("slam"),
    "cinq premiers": same("cinq premiers"),
}
"""The words of the direct payment's items (the record keeps the English label); the honours
are said with their count (:func:`_item`, ``honours_priced``), not from here."""

ITEM_TERMS: dict[str, str] = {
    "base": "base",
    "codille": "codille",
    "overtrick": "overtrick",
    "overtricks": "overtrick",
    "honours": "honours",
    "marks": "mark",
    "slam": "slam",
    "cinq premiers": "cinq_premiers",
}
"""The glossary key explaining each item."""

COLOUR_TERMS: dict[str, str] = {"andra färg": "andra_farg", "högsta färg": "hogsta_farg"}

FRAMES: Frames = {
    "conceded": {"en": "conceded: base {n}", "sv": "uppgivet: grund {n}"},
    "lost": {"en": "lost: base {n}", "sv": "förlorat: grund {n}"},
    "rounded": {"en": "rounded {n}", "sv": "avrundat {n}"},
    "each_pays": {"en": "each defender pays {who} {n}", "sv": "varje försvarare betalar {who} {n}"},
    "pays_each": {"en": "{who} pays each defender {n}", "sv": "{who} betalar varje försvarare {n}"},
    # SV-S8, SV-W3: why one of a whist pair pays alone, said with the payment (their tricks
    # against their own targets), so the partner's not paying does not read as a slip.
    "lone_loser": {
        "en": "{declarer} took {d_n} (own target {d_t}), {whister} {w_n} (own target {w_t}); "
        "only {loser} missed their own target: {loser} pays each defender {n}",
        "sv": "{declarer} tog {d_n} (eget mål {d_t}), {whister} {w_n} (eget mål {w_t}); "
        "bara {loser} missade sitt eget mål: {loser} betalar varje försvarare {n}",
    },
}
"""The direct payment's sentence frames."""


def round_ten(value: int | Fraction) -> int:
    """Round a non-negative amount to the nearest ten, a 5 rounding up (SV-S6, SV-P10)."""
    if value < 0:
        raise ValueError(f"cannot round a negative amount {value}")
    return int((Fraction(value) + 5) // 10) * 10


def contract_of(result: DealResult) -> Contract:
    """The contract of a deal that had one; an all-pass deal or a malformed result is refused."""
    if result.all_pass or result.contract is None or result.declarer is None:
        raise ValueError("the deal has no contract and declarer")
    return result.contract


def declarer_of(result: DealResult) -> Seat:
    contract_of(result)
    assert result.declarer is not None  # contract_of checked it
    return result.declarer


def multiplier(result: DealResult) -> tuple[int, str]:
    """SV-S5: × 2 for andra färg, × 4 for högsta färg; misères have no trumps, so × 1."""
    if contract_of(result).misere or result.trump_class is None:
        return 1, ""
    return _MULTIPLIER.get(result.trump_class, (1, ""))


def base_point(result: DealResult) -> int:
    """Table I's base for the contract played; a concession pays the lone base (SV-S5)."""
    contract = contract_of(result)
    if result.with_whist:
        return BASE_POINT_WITH_WHIST[contract.id]
    return BASE_POINT[contract.id]


def defenders(result: DealResult) -> tuple[Seat, ...]:
    """The defenders, nearest the declarer's left first (the SV-S8 pairing decision)."""
    declarer = declarer_of(result)
    others = [s for s in SEATS if s not in (declarer, result.whister)]
    return tuple(sorted(others, key=lambda s: distance(declarer, s)))


def made_items(result: DealResult, marks: int) -> list[tuple[str, int]]:
    """SV-S2…S4 in the order of the source's example; ``marks`` are those standing before
    this deal, since a made contract is paid for them before they are struck.
    """
    contract = contract_of(result)
    items = [("base", base_point(result)), ("codille", CODILLE)]
    if result.overtricks:
        label = "overtrick" if result.overtricks == 1 else "overtricks"
        items.append((label, result.overtricks))
    if not contract.misere and result.honours in HONOURS_POINT:
        items.append(("honours", HONOURS_POINT[result.honours]))
    if marks:
        items.append(("marks", PER_MARK * marks))
    if result.slam:
        items.append(("slam", SLAM))
    elif result.first_five and not contract.misere:
        items.append(("cinq premiers", CINQ_PREMIERS))
    return items


def lone_loser(result: DealResult) -> Seat | None:
    """SV-S8, SV-W3: the one of a lost whist pair who pays alone and is told why (their own
    tricks against their own target); None without whist, where both missed, for a made
    contract, or for a concession (SV-W4: no trick was played to count)."""
    whister = result.whister
    if result.made or whister is None or result.conceded:
        return None
    if result.declarer_missed and result.whister_missed:
        return None
    return declarer_of(result) if result.declarer_missed else whister


def side_payments(
    result: DealResult, amount: int, item: str, names: Names = None
) -> tuple[tuple[Payment, ...], Texts]:
    """Who pays ``amount`` to whom for a made or lost contract (SV-S7/S8, SV-F1/F2), with the
    sentence saying so in every language.
    """
    declarer = declarer_of(result)
    whister = result.whister
    first, *rest = defenders(result)

    def pays_each(who: Seat) -> Texts:
        return each_lang(
            lambda lang: say(FRAMES, "pays_each", lang, who=seat_name(who, names, lang), n=amount)
        )

    if whister is None:
        if result.made:
            pays = tuple(Payment(d, declarer, amount, item) for d in (first, *rest))
            return pays, each_lang(
                lambda lang: say(
                    FRAMES, "each_pays", lang, who=seat_name(declarer, names, lang), n=amount
                )
            )
        pays = tuple(Payment(declarer, d, amount, item) for d in (first, *rest))
        return pays, pays_each(declarer)
    if result.made:
        pays = (Payment(first, declarer, amount, item), Payment(rest[0], whister, amount, item))
        return pays, each_lang(lambda lang: pays_sentence(pays, names, lang))
    if result.declarer_missed and result.whister_missed:
        pays = (Payment(declarer, first, amount, item), Payment(whister, rest[0], amount, item))
        return pays, each_lang(lambda lang: pays_sentence(pays, names, lang))
    # A lost whist contract has at least one side member below target; this is the one.
    loser = declarer if result.declarer_missed else whister
    pays = (Payment(loser, first, amount, item), Payment(loser, rest[0], amount, item))
    if lone_loser(result) is None:  # SV-W4: the declarer gave up; no trick was played to count
        return pays, pays_each(loser)
    return pays, each_lang(
        lambda lang: say(
            FRAMES,
            "lone_loser",
            lang,
            declarer=seat_name(declarer, names, lang),
            d_n=result.declarer_tricks,
            d_t=result.declarer_target,
            whister=seat_name(whister, names, lang),
            w_n=result.whister_tricks,
            w_t=result.whister_target,
            loser=seat_name(loser, names, lang),
            n=amount,
        )
    )


def lost_working(result: DealResult, lang: Lang, *, said_lost: bool = True) -> list[str]:
    """A lost contract's direct payment worked out, without who pays it: ``lost: base 12``
    (``conceded: …`` for a concession, SV-W4), the colour multiplier, the rounding (SV-S5,
    SV-S6). ``said_lost=False`` leaves out the ``lost:`` where a line has said it already
    (the merge question, :meth:`~bot.engine.swedish.protocol.SwedishProtocol.merge_answers`)."""
    total = base_point(result)
    factor, colour = multiplier(result)
    amount = total * factor
    rounded = round_ten(amount)
    if result.conceded:
        parts = [say(FRAMES, "conceded", lang, n=total)]
    elif said_lost:
        parts = [say(FRAMES, "lost", lang, n=total)]
    else:
        parts = [f"{_pick(ITEM_WORDS['base'], lang)} {total}"]
    if factor > 1:
        parts.append(f"{colour} × {factor} = {amount}")
    if rounded != amount:
        parts.append(say(FRAMES, "rounded", lang, n=rounded))
    return parts


def direct_payment(result: DealResult, marks: int, names: Names = None) -> Settlement:
    """The direct payment of one deal (SV-S1…S9); an all-pass deal pays nothing.

    ``marks`` are the marks standing before the deal. ``extra`` holds the items, the sum, the
    multiplier and the rounded amount each payment carries.
    """
    if result.all_pass:
        return Settlement()
    items = made_items(result, marks) if result.made else [("base", base_point(result))]
    total = sum(pts for _, pts in items)
    factor, colour = multiplier(result)
    amount = total * factor
    rounded = round_ten(amount)
    payments, who = side_payments(result, rounded, ITEM, names)

    def line(lang: Lang) -> str:
        if not result.made:
            return "; ".join([*lost_working(result, lang), who[lang]])
        words = ", ".join(_item(label, pts, result, lang) for label, pts in items)
        parts = [f"{words} = {total}"]
        if factor > 1:
            parts.append(f"{colour} × {factor} = {amount}")
        if rounded != amount:
            parts.append(say(FRAMES, "rounded", lang, n=rounded))
        parts.append(who[lang])
        return "; ".join(parts)

    terms = [ITEM_TERMS[label] for label, _ in items]
    if colour:
        terms.append(COLOUR_TERMS[colour])
    extra: dict[str, object] = {
        "items": [{"item": label, "point": pts} for label, pts in items],
        "total": total,
        "multiplier": factor,
        "amount": rounded,
    }
    return Settlement.worded(payments, [each_lang(line)], extra, terms)


def _item(label: str, point: int, result: DealResult, lang: Lang) -> str:
    """One item of a made contract's working, ``codille 2``; the honours with their count
    (``honours 2 (3 held)``: SV-S3 prices three honours 2, and "honours 2" read as two)."""
    if label == "honours":
        return honours_priced(result.honours, point, lang)
    return f"{_pick(ITEM_WORDS[label], lang)} {point}"


def _pick(words: Words, lang: Lang) -> str:
    return words.get(lang) or words["en"]
