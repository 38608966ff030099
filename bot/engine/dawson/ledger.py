"""Dawson's payments as a :class:`~bot.engine.scoring.Ledger`: the ante (DW-P3), the trick table
(DW-P1), misères and spreads (DW-P2), the pool (DW-P3), the whister (DW-P4), Misère
Partout (DW-P5) and the share-out of the pool and the reserve at the game's end (DW-P7).
Every deal's payments and the pool's change sum to zero (DW-P6).

The ante is paid "before the deal", but a ledger only hears of a deal when it is settled, so
:meth:`DawsonLedger.settle` books the ante first, as the deal's first item: a soloist who takes
the pool takes that deal's ante with it, exactly as at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine.actions import Level
from bot.engine.contracts import Contract
from bot.engine.dawson.ladder import (
    GRAND_MISERE,
    GRAND_SPREAD,
    LITTLE_MISERE,
    LITTLE_SPREAD,
    MISERE_AMOUNT,
    TRICK_TABLE,
    WHISTER_TARGET,
    plays_for_pool,
)
from bot.engine.dawson.pool import Pool
from bot.engine.dawson.words import DAWSON_WORDS
from bot.engine.phrasing import (
    NOTHING_TO_SHARE,
    Frames,
    Names,
    Texts,
    each_lang,
    joined,
    pays_sentence,
    say,
    seat_name,
    taken,
)
from bot.engine.phrasing import verdict as verdict_text
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, LedgerBase, Payment, Settlement
from bot.engine.seats import SEATS, Seat, clockwise_from, distance, left_of
from bot.engine.words import Lang

PARTOUT_RATE = 10
"""DW-P5: point per trick of difference, shared among those tied for the most."""

Item = tuple[list[Payment], Texts]
"""Some payments and the sentence explaining them in every language."""

CONTRACT_TERMS: dict[str, str] = {
    LITTLE_MISERE.id: "little_misere",
    GRAND_MISERE.id: "grand_misere",
    LITTLE_SPREAD.id: "spread",
    GRAND_SPREAD.id: "spread",
}
"""The glossary word (docs/rules/glossary.md's ``term:`` marks) of a contract the headline
names that a trick count does not explain (DW-P2, DW-T1, DW-T2)."""

LEVEL_TERMS: dict[Level, str] = {Level.COLOUR: "keep", Level.FIRST: "keep_over"}
"""The glossary word of a trick bid's level the headline names: "Six ♣ (I keep)" (DW-B2)."""

FRAMES: Frames = {
    "partout": {
        "en": "Misère Partout, tricks {counts}: {who} took the most ({n})",
        "sv": "Misère Partout, stick {counts}: {who} tog flest ({n})",
    },
    "nobody_pays": {"en": "nobody pays", "sv": "ingen betalar"},
    # "(4 tricks taken)", never "lost with 4": the headline's "bet med 3" is the tricks
    # short, and a Swede reads "gick bet med 4 stick" as that too (phrasing.taken).
    "misere_lost": {"en": "{name} lost ({taken})", "sv": "{name} gick bet ({taken})"},
    "each_pays": {
        "en": "{head}: each other player pays {who} {n}",
        "sv": "{head}: varje försvarare betalar {who} {n}",
    },
    "pays_each": {
        "en": "{head}: {who} pays each other player {n}",
        "sv": "{head}: {who} betalar varje försvarare {n}",
    },
    "single_fault": {
        "en": "{head}; only {who} missed their own target: {who} pays each opponent {n}",
        "sv": "{head}; bara {who} missade sitt eget mål: {who} betalar varje försvarare {n}",
    },
    "alone": {"en": "{name} {verdict} ({taken})", "sv": "{name} {verdict} ({taken})"},
    "working": {"en": "({side} − 3)", "sv": "({side} − 3)"},
    # Fewer than 3 tricks: the table has no column below 0, so "2 − 3" is paid as 0.
    "working_floor": {"en": "({side} − 3, at least 0)", "sv": "({side} − 3, minst 0)"},
    # DW-P4: the pair's tricks less the whister's 3 pick the trick table's column.
    "with_whister": {
        "en": (
            "{name} with whister {whister} {verdict}: "
            "{side} tricks of the {target} needed, paid as {column} {working}"
        ),
        "sv": (
            "{name} med whistaren {whister} {verdict}: "
            "{side} stick av de {target} som behövdes, betalas som {column} {working}"
        ),
    },
    "pool_now": {"en": "pool now {n}", "sv": "potten nu {n}"},
    "reserve_now": {"en": ", reserve {n}", "sv": ", reserv {n}"},
    "ante": {
        "en": "ante: {ante} each, {double} from {dealer} (dealer), {total} into the pool",
        "sv": "insats: {ante} var, {double} från {dealer} (givare), {total} i potten",
    },
    "overflow": {
        "en": "; {n} above the cap of {cap} goes to the reserve",
        "sv": "; {n} över taket {cap} går till reserven",
    },
    # DW-P3: the pool named once, its amount with it, as the halved line below says it ("pool:
    # Anna takes the pool, 55" stuttered, and did not read as the sibling of "pool 55, halved
    # with whister Cy: …").
    "takes_pool": {"en": "pool {n}: {who} takes it", "sv": "pott {n}: {who} tar den"},
    # DW-P4: a whister halves the pool with the soloist, the odd point the soloist's; said,
    # as the contract line names the whister, so the shares below are not read as a slip.
    # The pool named once ("pool: the pool, 50, is halved" stuttered), its amount with it,
    # the odd point in brackets beside the halving it comes of; Swedish "delas lika med
    # whistaren" as the penalty's line says it (a made and a lost bid halved alike).
    "shares_pool": {
        "en": "pool {n}, halved with whister {whister}{odd}: {shares}",
        "sv": "pott {n}, delas lika med whistaren {whister}{odd}: {shares}",
    },
    "odd_point": {
        "en": " (the odd point to {who})",
        "sv": " (den udda pointen till {who})",
    },
    # "it": the pool its line has just named ("refills the pool" named it twice in a line).
    "refill": {
        "en": "; the reserve refills it with {n}",
        "sv": "; reserven fyller på den med {n}",
    },
    # Without "pool:" before it ("pool: twice the pool" stuttered), as the halved penalty
    # below says it.
    "penalty": {
        "en": "twice the pool, {n}, is paid in: {shares}",
        # "två gånger": the Swedish help says "dubbla potten" for Foster's rule (pay in what
        # the pool holds), which the bot does not follow.
        "sv": "två gånger potten, {n}, betalas in: {shares}",
    },
    # DW-P4: halved by soloist and whister. Twice the pool is even: no odd point to pay.
    # Swedish "delas lika med whistaren" as a made bid's share says it.
    "penalty_halved": {
        "en": "twice the pool, {n}, is paid in, halved with whister {whister}: {shares}",
        "sv": "två gånger potten, {n}, betalas in och delas lika med whistaren {whister}: {shares}",
    },
    # DW-P7, under the heading "End of the game": Foster's share-out of the pool or pools.
    "end_pool": {
        "en": "the pool, {n}, is divided equally{odd}: {shares}",
        "sv": "potten, {n}, delas lika{odd}: {shares}",
    },
    "end_both": {
        "en": "the pool and the reserve, {pool} + {reserve} = {n}, are divided equally{odd}: "
        "{shares}",
        "sv": "potten och reserven, {pool} + {reserve} = {n}, delas lika{odd}: {shares}",
    },
    "end_odd": {
        "en": ", the odd points one each clockwise from the last deal's eldest",
        "sv": ", de point som blir över går en var medsols från sista givens förhand",
    },
}
"""Dawson's sentence frames; rule words come from :data:`DAWSON_WORDS`."""


def _pays(payer: Seat, payee: Seat, amount: int, item: str) -> list[Payment]:
    """One payment, or none when there is nothing to pay (a tie, an empty half)."""
    return [Payment(payer, payee, amount, item)] if amount > 0 else []


def _contract(result: DealResult) -> tuple[Contract, Seat]:
    if result.contract is None or result.declarer is None:
        raise ValueError("the deal has no contract and soloist")
    return result.contract, result.declarer


def opponents(result: DealResult) -> tuple[Seat, ...]:
    """The soloist's opponents, nearest the soloist's left first (the DW-P4 pairing)."""
    _, soloist = _contract(result)
    others = [s for s in SEATS if s not in (soloist, result.whister)]
    return tuple(sorted(others, key=lambda s: distance(soloist, s)))


def table_amount(result: DealResult) -> int:
    """DW-P1 for a trick bid; with a whister the column is side tricks − 3 (DW-P4 decision),
    so the side made its bid + 3 exactly when the amount is positive."""
    contract, _ = _contract(result)
    taken = result.declarer_tricks
    if result.with_whist:
        taken = max(0, result.side_tricks - WHISTER_TARGET)
    return TRICK_TABLE[contract.target][taken]


def partout(tricks: Sequence[int], names: Names = None) -> Item:
    """DW-P5: those tied for the most tricks each pay every other player 10 × the difference
    divided by how many are tied. With 13 tricks the division is always exact: two tied pay
    5 × the difference, and three can only tie at 4-4-4-1."""
    most = max(tricks)
    heads = [s for s in SEATS if tricks[s - 1] == most]
    payments: list[Payment] = []
    for payer in heads:
        for payee in SEATS:
            amount, rest = divmod(PARTOUT_RATE * (most - tricks[payee - 1]), len(heads))
            assert rest == 0, "13 tricks always share exactly"
            payments += _pays(payer, payee, amount, "Misère Partout")
    counts = "-".join(str(t) for t in tricks)

    def line(lang: Lang) -> str:
        who = joined([seat_name(s, names, lang) for s in heads], lang)
        text = say(FRAMES, "partout", lang, counts=counts, who=who, n=most)
        return f"{text}; {pays_sentence(payments, names, lang) or say(FRAMES, 'nobody_pays', lang)}"

    return payments, each_lang(line)


def contract_payments(result: DealResult, single_fault: bool, names: Names = None) -> Item:
    """DW-P1, DW-P2 and DW-P4 between the players for a deal with a soloist."""
    contract, soloist = _contract(result)
    amount = MISERE_AMOUNT[contract.id] if contract.misere else abs(table_amount(result))

    def head(lang: Lang) -> str:
        name = DAWSON_WORDS.contract(contract, lang)
        if not contract.misere:
            return _trick_head(contract, result, names, lang)
        if result.made:
            return f"{name} {verdict_text(True, lang)}"
        return say(
            FRAMES, "misere_lost", lang, name=name, taken=taken(result.declarer_tricks, lang)
        )

    item = contract.name
    others = opponents(result)
    whister = result.whister
    if whister is None:
        if result.made:
            pays = [p for o in others for p in _pays(o, soloist, amount, item)]
            key = "each_pays"
        else:
            pays = [p for o in others for p in _pays(soloist, o, amount, item)]
            key = "pays_each"
        return pays, each_lang(
            lambda lang: say(
                FRAMES, key, lang, head=head(lang), who=seat_name(soloist, names, lang), n=amount
            )
        )
    first, second = others
    loser = _single_fault(result) if single_fault and not result.made else None
    if loser is None:
        if result.made:
            pays = [*_pays(first, soloist, amount, item), *_pays(second, whister, amount, item)]
        else:
            pays = [*_pays(soloist, first, amount, item), *_pays(whister, second, amount, item)]
        return pays, each_lang(lambda lang: f"{head(lang)}: {pays_sentence(pays, names, lang)}")
    pays = [p for o in others for p in _pays(loser, o, amount, item)]
    return pays, each_lang(
        lambda lang: say(
            FRAMES,
            "single_fault",
            lang,
            head=head(lang),
            who=seat_name(loser, names, lang),
            n=amount,
        )
    )


def _headline_terms(result: DealResult) -> list[str]:
    """The glossary words of the contract and level the deal's headline names (Little
    Misère, a spread, "Six ♣ (I keep)"), first, as the headline comes first."""
    if result.contract is None:
        return []
    found = (CONTRACT_TERMS.get(result.contract.id), LEVEL_TERMS.get(result.level))
    return [key for key in found if key is not None]


def _trick_head(contract: Contract, result: DealResult, names: Names, lang: Lang) -> str:
    verdict = verdict_text(result.made, lang)
    name = DAWSON_WORDS.contract(contract, lang)
    if result.whister is None:
        said = taken(result.declarer_tricks, lang)
        return say(FRAMES, "alone", lang, name=name, verdict=verdict, taken=said)
    return say(
        FRAMES,
        "with_whister",
        lang,
        name=name,
        whister=seat_name(result.whister, names, lang),
        verdict=verdict,
        side=result.side_tricks,
        target=result.side_target,
        column=taken(max(0, result.side_tricks - WHISTER_TARGET), lang),
        working=say(
            FRAMES,
            "working_floor" if result.side_tricks < WHISTER_TARGET else "working",
            lang,
            side=result.side_tricks,
        ),
    )


def _single_fault(result: DealResult) -> Seat | None:
    """DW-P4 sub-setting: the one side member who missed their own target, if only one did."""
    if result.declarer_missed == result.whister_missed:
        return None
    return result.declarer if result.declarer_missed else result.whister


def _halves(total: int, soloist: Seat, whister: Seat | None) -> list[tuple[Seat, int]]:
    """DW-P4: pool money is shared by soloist and whister, the odd point the soloist's."""
    if whister is None:
        return [(soloist, total)]
    return [(soloist, total - total // 2), (whister, total // 2)]


class DawsonLedger(LedgerBase):
    """Dawson's payments and the pool as a :class:`~bot.engine.scoring.Ledger`.

    ``ante`` is each player's stake per deal (the dealer's is double), ``pool_cap`` the optional
    cap above which antes and penalties wait in the reserve, ``whister`` whether the table
    allows DW-P4's whister (said with the pool's rules), ``whister_single_fault`` its
    sub-setting; ``names`` label seats in the explanations. There is no merge question and no
    tour; at the game's end the pool and the reserve are shared out (DW-P7).
    """

    whister: bool = False
    """DW-P4's table setting (a class default: a checkpoint written before the ledger kept it
    restores without it)."""

    def __init__(
        self,
        ante: int = 10,
        pool_cap: int | None = None,
        whister_single_fault: bool = False,
        names: Names = None,
        whister: bool = False,
    ) -> None:
        self.ante = ante
        self.whister = whister
        self.single_fault = whister_single_fault
        self.names = names
        self.pool = Pool(cap=pool_cap)
        self.last_dealer: Seat | None = None
        """The dealer of the last deal settled, from whose eldest the odd points of the
        share-out at the end go round (DW-P7)."""

    def last_deal_terms(self) -> tuple[str, ...]:
        """DW-P7: the pool, and the reserve where a cap keeps one (DW-P3), are shared out
        after the last agreed deal: both amounts said, and their sum."""
        if self.pool.cap is None:
            return ("share_pool_after",)
        return ("share_both_after", "share_both_sums")

    def pool_change_terms(self, contract: Contract | None) -> tuple[str, ...]:
        """DW-P3: a Seven or higher (misères and spreads included) plays for the pool, the
        last deal's too, before DW-P7 shares it out
        (:class:`~bot.engine.deal_notes.PoolChangeNotes`): made, it takes the whole pool;
        lost, it pays twice the pool in. None once ``contract`` is known to be below Seven:
        it leaves the pool. Where the table allows a whister (DW-P4), that the pair halve
        either, unless ``contract`` is known to allow none (Eleven up, misères, spreads)."""
        if contract is not None and not plays_for_pool(contract):
            return ()
        terms = ("made_takes", "lost_pays_in_first")
        if self.whister and (contract is None or contract.whist_allowed):
            return (*terms, "whister_halves")
        return terms

    def final_settlement(self) -> Settlement:
        """DW-P7: at the game's end (agreed stop or the agreed number of deals) whatever the
        pool and the reserve hold is divided equally among the four, as Foster has it ("any
        counters remaining in the pool or pools must be divided among the players"); the
        points that do not divide by four go one each clockwise from the last deal's eldest
        (decision, as Fontainebleau's FB-G3). Both are empty afterwards; where both were
        empty already, the settlement says there is nothing to share."""
        content, reserve = self.pool.content, self.pool.reserve
        total = content + reserve
        if self.last_dealer is None:
            return Settlement()
        if not total:  # a pool a contract took: said, where a settlement was promised
            return Settlement.worded([], [NOTHING_TO_SHARE])
        each, rest = divmod(total, len(SEATS))
        order = clockwise_from(left_of(self.last_dealer))
        shares = [(s, each + (1 if i < rest else 0)) for i, s in enumerate(order)]
        self.pool.content = self.pool.reserve = 0
        pays = [p for s, amount in shares for p in _pays(POOL, s, amount, "pool, end of the game")]

        def line(lang: Lang) -> str:
            odd = say(FRAMES, "end_odd", lang) if rest else ""
            given = self._shares(shares, lang)
            if not reserve:
                return say(FRAMES, "end_pool", lang, n=total, odd=odd, shares=given)
            return say(
                FRAMES,
                "end_both",
                lang,
                pool=content,
                reserve=reserve,
                n=total,
                odd=odd,
                shares=given,
            )

        terms = ["pool", "reserve"] if reserve else ["pool"]
        extra: dict[str, object] = {"pool": 0, "reserve": 0}
        return Settlement.worded(pays, [each_lang(line)], extra, terms)

    def snapshot(self) -> dict[str, object]:
        return {"pool": self.pool.content, "reserve": self.pool.reserve}

    def deposit_due(self) -> int:
        """The next deal's antes (DW-P3: each player's, the dealer's double), in the pool
        while the deal is played though booked with its settlement; with a cap, only what
        the pool takes (the rest waits in the reserve)."""
        total = 5 * self.ante
        cap = self.pool.cap
        return total if cap is None else max(0, min(total, cap - self.pool.content))

    def reserve_due(self) -> int:
        """The part of the next deal's antes above the cap (DW-P3): in the reserve while the
        deal is played, booked with its settlement as the rest is; 0 without a cap."""
        return 5 * self.ante - self.deposit_due()

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """Book one deal: the ante, then the deal's payments, then the pool. ``merge`` is never
        asked in Dawson and is ignored."""
        # Each branch checks its result before the ante touches the pool.
        if result.all_pass:
            if result.tricks is None:
                raise ValueError("a Misère Partout result needs the tricks of every seat")
            items = [self._ante(result.dealer), partout(result.tricks, self.names)]
        else:
            contract, _ = _contract(result)
            items = [
                self._ante(result.dealer),
                contract_payments(result, self.single_fault, self.names),
            ]
            if plays_for_pool(contract):
                items.append(self._pool(result))
        self.last_dealer = result.dealer
        content, reserve, cap = self.pool.content, self.pool.reserve, self.pool.cap

        def where(lang: Lang) -> str:
            text = say(FRAMES, "pool_now", lang, n=content)
            return text + (say(FRAMES, "reserve_now", lang, n=reserve) if cap is not None else "")

        payments = tuple(p for pays, _ in items for p in pays)
        lines = [*(line for _, line in items), each_lang(where)]
        extra: dict[str, object] = {"pool": content, "reserve": reserve}
        terms = [*_headline_terms(result), "ante", "pool"]
        if result.all_pass:
            terms.append("misere_partout")
        if result.whister is not None:
            terms.append("whister")
        if cap is not None:
            terms.append("reserve")
        return Settlement.worded(payments, lines, extra, terms)

    def _ante(self, dealer: Seat) -> Item:
        pays = [Payment(s, POOL, self.ante * (2 if s == dealer else 1), "ante") for s in SEATS]
        total = sum(p.amount for p in pays)
        over = self.pool.pay_in(total)
        overflow = self._overflow(over)

        def line(lang: Lang) -> str:
            return say(
                FRAMES,
                "ante",
                lang,
                ante=self.ante,
                double=2 * self.ante,
                dealer=seat_name(dealer, self.names, lang),
                total=total,
            ) + overflow(lang)

        return pays, each_lang(line)

    def _overflow(self, over: int) -> Callable[[Lang], str]:
        cap = self.pool.cap
        return lambda lang: say(FRAMES, "overflow", lang, n=over, cap=cap) if over else ""

    def _pool(self, result: DealResult) -> Item:
        """DW-P3 with DW-P4's halving: a made bid takes the whole pool, a lost one pays twice
        the pool into it."""
        _, soloist = _contract(result)
        if result.made:
            taken, refill = self.pool.take()
            shares = _halves(taken, soloist, result.whister)
            pays = [p for s, amount in shares for p in _pays(POOL, s, amount, "pool")]

            def odd(lang: Lang) -> str:
                who = seat_name(soloist, self.names, lang)
                return say(FRAMES, "odd_point", lang, who=who) if taken % 2 else ""

            def took(lang: Lang) -> str:
                if len(shares) == 1:
                    who = seat_name(soloist, self.names, lang)
                    line = say(FRAMES, "takes_pool", lang, who=who, n=taken)
                else:
                    line = say(
                        FRAMES,
                        "shares_pool",
                        lang,
                        n=taken,
                        whister=seat_name(shares[1][0], self.names, lang),
                        odd=odd(lang),
                        shares=self._shares(shares, lang),
                    )
                return line + (say(FRAMES, "refill", lang, n=refill) if refill else "")

            return pays, each_lang(took)
        penalty = 2 * self.pool.content
        loser = _single_fault(result) if self.single_fault else None
        if loser is not None:
            shares = [(loser, penalty)]
        else:
            shares = _halves(penalty, soloist, result.whister)
        pays = [p for s, amount in shares for p in _pays(s, POOL, amount, "pool penalty")]
        overflow = self._overflow(self.pool.pay_in(penalty))

        def paid(lang: Lang) -> str:
            given = self._shares(shares, lang)
            if len(shares) == 1:
                return say(FRAMES, "penalty", lang, n=penalty, shares=given)
            whister = seat_name(shares[1][0], self.names, lang)
            return say(FRAMES, "penalty_halved", lang, n=penalty, whister=whister, shares=given)

        return pays, each_lang(lambda lang: paid(lang) + overflow(lang))

    def _shares(self, shares: Sequence[tuple[Seat, int]], lang: Lang) -> str:
        return ", ".join(f"{seat_name(s, self.names, lang)} {amount}" for s, amount in shares)
