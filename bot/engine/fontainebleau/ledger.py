"""Fontainebleau's payments deal by deal as a :class:`~bot.engine.scoring.Ledger`: the dealer's
deposit (FB-L1), the contract (FB-S4, FB-S5), the pool taken or fed (FB-L2, FB-L3), Misère
Partout (FB-A), chicane (RU-C5) and the end of the game (FB-G1…G3). Every deal's nets plus
the change of the pool sum to zero (FB-S8).

The deposit is paid "before the deal", but a ledger hears of a deal only when it is settled,
so :meth:`FontainebleauLedger.settle` books it first: a made announcement then takes that
deal's deposit with the pool, as at the table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.engine.fontainebleau.ladder import (
    GRAND_MISERE,
    GRAND_SPREAD,
    LITTLE_MISERE,
    LITTLE_SPREAD,
    PICCOLISSIMO,
    SLAM,
    SPREAD_SLAM,
    contract,
)
from bot.engine.fontainebleau.payments import (
    adversaries,
    amount,
    describe_contract,
    divide,
    divide_all,
    fewest,
    halve,
    pairing,
    payment_row,
)
from bot.engine.fontainebleau.play import CHICANE, honour_tricks
from bot.engine.fontainebleau.result import FbResult, from_deal_result, with_settings
from bot.engine.fontainebleau.settings import FbSettings
from bot.engine.fontainebleau.words import FONTAINEBLEAU_WORDS
from bot.engine.phrasing import (
    NOTHING_TO_SHARE,
    Frames,
    Names,
    Texts,
    each_lang,
    listed,
    outcome,
    pays_sentence,
    say,
)
from bot.engine.phrasing import seat_name as _seat_name
from bot.engine.phrasing import taken as taken_text
from bot.engine.phrasing import tricks as tricks_text
from bot.engine.result import DealResult
from bot.engine.scoring import POOL, Payment, SeatNames, Settlement
from bot.engine.seats import SEATS, Seat, clockwise_from, left_of
from bot.engine.words import Lang

Item = tuple[list[Payment], Texts]
"""Some payments and the sentence explaining them in every language."""

CONTRACT_TERMS: dict[str, str] = {
    LITTLE_MISERE.id: "little_misere_fb",
    PICCOLISSIMO.id: "piccolissimo",
    GRAND_MISERE.id: "grand_misere_fb",
    LITTLE_SPREAD.id: "little_spread_fb",
    GRAND_SPREAD.id: "grand_spread_fb",
    SLAM.id: "chelem_fb",
    SPREAD_SLAM.id: "chelem_table_fb",
}
"""The glossary word (docs/rules/glossary.md's ``term:`` marks) of an announcement the
headline names that "N levées" does not explain itself (FB-C, FB-C3, FB-C4)."""

Value = int | str | Callable[[Lang], str]
"""A value of a frame: the same in every language, or made for each (a seat's name)."""

FRAMES: Frames = {
    "deposit": {
        "en": "deposit: {who} (dealer) pays {n} into the pool",
        "sv": "insats: {who} (givare) betalar {n} i potten",
    },
    "pool_now": {"en": "pool now {n}", "sv": "potten nu {n}"},
    "partout": {
        "en": "Misère Partout, tricks {counts}: {who} took the fewest ({n})",
        "sv": "Misère Partout, stick {counts}: {who} tog minst ({n})",
    },
    "partout_takes": {
        "en": "{head} and takes the pool, {n}",
        "sv": "{head} och tar potten, {n}",
    },
    "partout_divide": {
        "en": "{head} and divide the pool: {n} each{rest}",
        "sv": "{head} och delar potten: {n} var{rest}",
    },
    "stays": {"en": "; {n} stays in the pool", "sv": "; {n} blir kvar i potten"},
    # Who played what and how it went, in that order: "7 levées i ♣ av Cecilia förlorat"
    # read as a word-for-word translation, the verdict a participle at the end.
    "alone": {
        "en": "{who} played {what} and {verdict} with {tricks}{stopped}",
        # Tricks taken, said as such: "gick bet med 5 stick" reads as lost by five.
        "sv": "{who} spelade {what} och {verdict} ({taken}{stopped})",
    },
    "with_whister": {
        "en": (
            "{who} played {what} with whister {whister} and {verdict}: {tricks}, {target} "
            "needed{stopped}, priced on the {row} row"
        ),
        "sv": (
            "{who} spelade {what} med whistaren {whister} och {verdict}: {tricks}, {target} "
            "behövdes{stopped}, räknat på raden {row}"
        ),
    },
    "stopped": {  # FB-T3, FB-S3: why "0 tricks" is paid as one short
        "en": ", play stopped at the first trick lost",
        "sv": ", spelet slutade vid första förlorade sticket",
    },
    "each_pays": {
        "en": "{head}: X = {working}; each adversary pays {who} {n}",
        "sv": "{head}: X = {working}; varje försvarare betalar {who} {n}",
    },
    "pays_each": {
        "en": "{head}: X = {working}; {who} pays each adversary {n}",
        "sv": "{head}: X = {working}; {who} betalar varje försvarare {n}",
    },
    "paired": {
        "en": "{head}: X = {working}; {pays}",
        "sv": "{head}: X = {working}; {pays}",
    },
    "takes_pool": {"en": "pool: {who} takes the pool, {n}", "sv": "pott: {who} tar potten, {n}"},
    "into_pool": {
        "en": "pool: {who} pays {n} into the pool",
        "sv": "pott: {who} betalar {n} i potten",
    },
    "halved": {  # under the heading "pool:", not "pool: the pool" again
        "en": "pool: {n} is split in two: {shares}",
        "sv": "pott: {n} delas på två: {shares}",
    },
    "pair_into_pool": {
        "en": "pool: {n} is paid into the pool: {shares}",
        "sv": "pott: {n} betalas in i potten: {shares}",
    },
    "chicane_one": {
        "en": "chicane: {who} receives {n} from every other player",
        "sv": "chicane: {who} får {n} av varje annan spelare",
    },
    "chicane_many": {
        "en": "chicane: {who} each receive {n} from every other player",
        "sv": "chicane: {who} får var sin {n} av varje annan spelare",
    },
    "last_adversaries": {
        "en": "last deal: the adversaries divide the pool, {n}: {shares}",
        "sv": "sista given: försvararna delar potten, {n}: {shares}",
    },
    "last_left": {
        "en": "last deal: the pool left, {n}, is divided: {shares}",
        "sv": "sista given: det som är kvar i potten, {n}, delas: {shares}",
    },
    # Under the heading "End of the game": FB-G2 at an agreed end (FB-G3), which is no deal's
    # line, so it names who lost the deal made the last ("the adversaries" said whose?).
    "agreed_adversaries": {
        "en": "{losers} lost the last deal: their adversaries divide the pool, {n}: {shares}",
        "sv": "{losers} förlorade sista given: försvararna delar potten, {n}: {shares}",
    },
    "agreed_left": {  # under the heading "End of the game"
        "en": "the pool left, {n}, is divided: {shares}",
        "sv": "det som är kvar i potten, {n}, delas: {shares}",
    },
}
"""Every sentence of Fontainebleau's and Russian Boston's payment lines in every language; the
announcements' names come from :data:`~bot.engine.fontainebleau.words.FONTAINEBLEAU_WORDS`."""


class FontainebleauLedger(SeatNames):
    """The pool and the count of deals across a game of ``settings.deals`` deals."""

    last_adversaries: tuple[Seat, ...] = ()
    """The adversaries of the declaring side that lost the last deal settled, clockwise from
    that deal's declarer's left: at an agreed end they divide the whole pool (FB-G2, FB-G3).
    Empty when that deal was made or a Misère Partout. A class default because a checkpoint written
    before the ledger kept it restores without it: such a game's agreed end then divides the
    pool among all four (FB-G3 alone, as it did when the checkpoint was written) until its
    next deal is settled and sets it."""

    def __init__(self, settings: FbSettings | None = None, names: Names = None) -> None:
        self.settings = settings or FbSettings()
        self.names = names
        self.pool = 0
        self.deals_settled = 0
        self.last_dealer: Seat | None = None
        """The dealer of the last deal settled, whose eldest the division at an agreed end
        starts from (FB-G3)."""
        self.last_adversaries = ()

    def merge_question(self, result: DealResult) -> Seat | None:
        return None

    @property
    def tour_over(self) -> bool:
        """FB-G1: the game is ``deals`` deals."""
        return self.deals_settled >= self.settings.deals

    def final_settlement(self) -> Settlement:
        """A game ended by agreement: the deal just finished is the last (FB-G3), so FB-G2
        and FB-G3 apply as on a last deal: if its declaring side lost, the adversaries divide
        the whole pool (remainder counters one each clockwise from the declarer's left);
        otherwise what the pool still holds is divided among all four in counters of 5,
        remainder counters one each clockwise from that deal's eldest; a pool the deal left
        empty (a Misère Partout's takers, a made announcement) is said to leave nothing to
        share, so the end by agreement does not pass over the settlement it promised.
        Nothing after the game's ``deals`` deals: the last one already empties the pool."""
        if self.last_dealer is None or (self.tour_over and not self.pool):
            return Settlement()
        if not self.pool:
            return Settlement.worded([], [NOTHING_TO_SHARE], {"pool": 0}, ["pool_fb"])
        from_eldest = tuple(clockwise_from(left_of(self.last_dealer)))
        items = self._end(from_eldest, self.last_adversaries, "pool, end of the game", "agreed")
        pays = [p for pay, _ in items for p in pay]
        lines = [line for _, line in items]
        return Settlement.worded(pays, lines, {"pool": self.pool}, ["pool_fb"])

    def snapshot(self) -> dict[str, object]:
        return {"pool": self.pool, "deals": self.deals_settled}

    def last_deal_terms(self) -> tuple[str, ...]:
        """FB-G2, FB-G3: the last deal empties the pool, the whole of it to a lost contract's
        adversaries, which its bidders must know before they bid
        (:mod:`bot.engine.deal_notes`)."""
        return ("last_deal_lost", "last_deal_rest")

    def last_deal_terms_undeclared(self) -> tuple[str, ...]:
        """FB-A: a last deal everyone passed has no contract to lose; FB-G3 still holds."""
        return ("last_deal_rest",)

    def settle(self, result: DealResult, merge: bool | None = None) -> Settlement:
        """Book one deal; ``merge`` is never asked here and is ignored."""
        result = from_deal_result(result)
        if self.tour_over:
            raise ValueError(f"the game's {self.settings.deals} deals are over")
        self._check(result)
        result = with_settings(result, self.settings)
        before = self.pool
        try:
            items = self._items(result)
        except (KeyError, ValueError):
            self.pool = before  # a refused result changes nothing
            raise
        self.deals_settled += 1
        self.last_dealer = result.dealer
        self.last_adversaries = self._losers_adversaries(result)
        payments = tuple(p for pays, _ in items for p in pays)
        pool = self.pool
        now = each_lang(lambda lang: say(FRAMES, "pool_now", lang, n=pool))
        lines = [*(line for _, line in items), now]
        return Settlement.worded(payments, lines, {"pool": pool}, self._terms(result))

    def _terms(self, result: FbResult) -> list[str]:
        """The glossary words the deal's lines use (docs/rules/glossary.md's ``term:``
        marks): the announcement the headline names where "N levées" does not say it (first,
        as the headline comes first), the deposit and the pool always, X and its
        honour-tricks for a contract, the whister, Misère Partout, chicane."""
        named = None if result.contract is None else CONTRACT_TERMS.get(result.contract.id)
        terms = [*([named] if named else []), "deposit", "pool_fb"]
        if result.all_pass:
            terms.append("partout_fb")
        else:
            terms.append("x_fb")
            assert result.contract is not None
            counted = result.made or self.settings.honours_on_failure  # as amount() counts
            if not result.contract.misere and counted and honour_tricks(result.honours):
                terms.append("honour_tricks")
            if result.whister is not None:
                terms.append("whister_fb")
        if result.chicane:
            terms.append("chicane")
        return terms

    def _items(self, result: FbResult) -> list[Item]:
        items = [self._deposit(result.dealer)]
        if result.all_pass:
            items.append(self._partout(result))
        else:
            items += self._contract(result)
        if result.chicane:
            items.append(self._chicane(result.chicane))
        if self.deals_settled + 1 == self.settings.deals:
            items += self._last_deal(result)
        return items

    def _check(self, result: FbResult) -> None:
        if result.all_pass:
            if result.tricks is None or sum(result.tricks) != 13:
                raise ValueError("Misère Partout needs the 13 tricks of the four seats")
        elif result.contract is None or result.declarer is None:
            raise ValueError("the deal has no contract and declarer")
        elif result.contract.misere != (result.suit is None):
            raise ValueError(f"{result.contract.name} and its trump suit do not agree")
        if result.chicane and not self.settings.russian:
            raise ValueError("chicane is a Russian Boston rule")

    def _name(self, seat: Seat, lang: Lang) -> str:
        return _seat_name(seat, self.names, lang)

    def _from_pool(self, shares: Sequence[tuple[Seat, int]], item: str) -> list[Payment]:
        self.pool -= sum(a for _, a in shares)
        return [Payment(POOL, s, a, item) for s, a in shares if a > 0]

    def _to_pool(self, shares: Sequence[tuple[Seat, int]], item: str) -> list[Payment]:
        self.pool += sum(a for _, a in shares)
        return [Payment(s, POOL, a, item) for s, a in shares if a > 0]

    def _join(self, seats: Sequence[Seat], lang: Lang) -> str:
        return listed([self._name(s, lang) for s in seats], lang)

    def _shares(self, shares: Sequence[tuple[Seat, int]], lang: Lang) -> str:
        return ", ".join(f"{self._name(s, lang)} {a}" for s, a in shares)

    def _line(self, key: str, **values: Value) -> Texts:
        """Frame ``key`` in every language; a value that is a function of the language is
        called with it (a seat's name, a list of shares)."""
        return each_lang(
            lambda lang: say(
                FRAMES,
                key,
                lang,
                **{k: v(lang) if callable(v) else v for k, v in values.items()},
            )
        )

    def deposit_due(self) -> int:
        """The next deal's deposit (FB-L1): the same every deal."""
        return self.settings.deposit

    def _deposit(self, dealer: Seat) -> Item:
        deposit = self.settings.deposit
        pays = self._to_pool([(dealer, deposit)], "deposit")
        return pays, self._line("deposit", who=lambda lang: self._name(dealer, lang), n=deposit)

    def _partout(self, result: FbResult) -> Item:
        """FB-A2, FB-A3: the fewest tricks take the pool, or divide it in counters of 5."""
        tricks = result.tricks
        assert tricks is not None
        low = fewest(tricks)
        shares, rest = divide(self.pool, low)
        pays = self._from_pool(shares, "Misère Partout")
        counts = "-".join(str(t) for t in tricks)

        def line(lang: Lang) -> str:
            who = self._join(low, lang)
            head = say(FRAMES, "partout", lang, counts=counts, who=who, n=min(tricks))
            if len(low) == 1:
                return say(FRAMES, "partout_takes", lang, head=head, n=shares[0][1])
            tail = say(FRAMES, "stays", lang, n=rest) if rest else ""
            return say(FRAMES, "partout_divide", lang, head=head, n=shares[0][1], rest=tail)

        return pays, each_lang(line)

    def _contract(self, result: FbResult) -> list[Item]:
        """FB-S4 solo, FB-S5 with a whister, then the pool (FB-L2, FB-L3)."""
        declarer, whister = result.declarer, result.whister
        assert declarer is not None and result.contract is not None
        x, _ = amount(result, self.settings)
        item = result.contract.name

        def working(lang: Lang) -> str:
            return amount(result, self.settings, lang)[1]

        def what(lang: Lang) -> str:
            return describe_contract(result, lang)

        def name(seat: Seat) -> Callable[[Lang], str]:
            return lambda lang: self._name(seat, lang)

        def verdict_word(lang: Lang) -> str:
            return outcome(result.made, lang)

        def stopped(lang: Lang) -> str:
            return say(FRAMES, "stopped", lang) if result.stopped_early else ""

        if whister is None:

            def head(lang: Lang) -> str:
                return say(
                    FRAMES,
                    "alone",
                    lang,
                    what=what(lang),
                    who=self._name(declarer, lang),
                    verdict=verdict_word(lang),
                    tricks=tricks_text(result.declarer_tricks, lang),
                    taken=taken_text(result.declarer_tricks, lang),
                    stopped=stopped(lang),
                )

            others = adversaries(result)
            if result.made:
                pays = [Payment(o, declarer, x, item) for o in others]
                line = self._line("each_pays", head=head, working=working, who=name(declarer), n=x)
                taken = self.pool
                pool_line = self._line("takes_pool", who=name(declarer), n=taken)
                return [(pays, line), (self._from_pool([(declarer, taken)], "pool"), pool_line)]
            pays = [Payment(declarer, o, x, item) for o in others]
            line = self._line("pays_each", head=head, working=working, who=name(declarer), n=x)
            into = self._to_pool([(declarer, x)], "pool")
            return [(pays, line), (into, self._line("into_pool", who=name(declarer), n=x))]
        pairs = pairing(declarer, whister)
        row = contract(payment_row(result, self.settings))

        def paired_head(lang: Lang) -> str:
            return say(
                FRAMES,
                "with_whister",
                lang,
                what=what(lang),
                who=self._name(declarer, lang),
                whister=self._name(whister, lang),
                verdict=verdict_word(lang),
                tricks=tricks_text(result.side_tricks, lang),
                target=result.side_target,
                stopped=stopped(lang),
                row=FONTAINEBLEAU_WORDS.contract(row, lang),
            )

        if result.made:
            pays = [Payment(pairs[p], p, x, item) for p in (declarer, whister)]
        else:
            pays = [Payment(p, pairs[p], x, item) for p in (declarer, whister)]
        line = self._line(
            "paired",
            head=paired_head,
            working=working,
            pays=lambda lang: pays_sentence(pays, self.names, lang),
        )
        if result.made:
            taken = self.pool
            shares = list(zip((declarer, whister), halve(taken), strict=True))
            pool_line = self._line(
                "halved", n=taken, shares=lambda lang: self._shares(shares, lang)
            )
            return [(pays, line), (self._from_pool(shares, "pool"), pool_line)]
        shares = list(zip((declarer, whister), halve(x), strict=True))
        pool_line = self._line(
            "pair_into_pool", n=x, shares=lambda lang: self._shares(shares, lang)
        )
        return [(pays, line), (self._to_pool(shares, "pool"), pool_line)]

    def _chicane(self, seats: Sequence[Seat]) -> Item:
        """RU-C5, RU-C6: each declarer of chicane receives ``chicane`` from each other player,
        whatever becomes of the contract; the pool is not touched."""
        each = self.settings.chicane
        # The payments' item is the declaration's name: a line of results says what each
        # declaration brought (describe.declared_gains).
        pays = [Payment(o, s, each, CHICANE) for s in seats for o in SEATS if o != s]
        key = "chicane_many" if len(seats) > 1 else "chicane_one"
        return pays, self._line(key, who=lambda lang: self._join(seats, lang), n=each)

    def _last_deal(self, result: FbResult) -> list[Item]:
        """FB-G2: a loser's adversaries divide the pool, remainder counters one each clockwise
        from the declarer's left; FB-G3: anything left is divided among all four, remainder
        counters one each clockwise from the deal's eldest (a decision)."""
        from_eldest = tuple(clockwise_from(left_of(result.dealer)))
        against = self._losers_adversaries(result)
        return self._end(from_eldest, against, "pool, last deal", "last")

    @staticmethod
    def _losers_adversaries(result: FbResult) -> tuple[Seat, ...]:
        """FB-G2's dividers: the adversaries of a declaring side that lost (a misère or a
        spread included), clockwise from the declarer's left, the order the remainder counters
        go in (FB-G2); none when the contract was made or the deal was a Misère Partout, which
        has no declarer."""
        if result.all_pass or result.made or result.declarer is None:
            return ()
        against = adversaries(result)
        return tuple(s for s in clockwise_from(left_of(result.declarer)) if s in against)

    def _end(
        self, from_eldest: tuple[Seat, ...], against: tuple[Seat, ...], item: str, frame: str
    ) -> list[Item]:
        """Empty the pool at the game's last deal (``frame`` "last") or an agreed end
        ("agreed"): ``against``, a loser's adversaries, divide it all (FB-G2); what is left
        goes to all four (FB-G3)."""
        out: list[Item] = []
        if against and self.pool:
            total = self.pool
            shares = divide_all(total, against)
            losers = tuple(s for s in SEATS if s not in against)  # the lost deal's side
            line = self._line(
                f"{frame}_adversaries",
                n=total,
                shares=lambda lang: self._shares(shares, lang),
                losers=lambda lang: self._join(losers, lang),
            )
            out.append((self._from_pool(shares, item), line))
        if self.pool:
            total = self.pool
            left = divide_all(total, from_eldest)
            line = self._line(
                f"{frame}_left", n=total, shares=lambda lang: self._shares(left, lang)
            )
            out.append((self._from_pool(left, item), line))
        return out
