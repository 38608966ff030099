"""Drawing the table and the hand in the terminal (:class:`TableView`): a deal's head, the
person's hand suit by suit, what the table shows everyone, the contract and how its side
stands, the bids so far on resume, and each move as it is said.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.actions import Action, Bid, Discard, Pass
from bot.engine.cards import Card, card_label
from bot.engine.contracts import SuitClass
from bot.engine.deal import Deal
from bot.engine.deal_notes import deal_notes
from bot.engine.describe import (
    action_text,
    aside,
    declared_lines,
    declarer_subject,
    declines_support,
    misere_word,
    pair_target_words,
    result_side,
    suit_rank_symbols,
)
from bot.engine.phase import Phase
from bot.engine.tour_notes import tour_lines
from bot.engine.views import PublicView, SeatView
from bot.engine.words import Vocabulary
from bot.i18n import side_tally, t, tn
from bot.sheet import balances_line
from bot.table_lines import pool_lines, renounce_line
from bot.tables.service import LiveTable
from bot.terminal.screen import ME, Screen, capitalised
from bot.terminal_menu import choice_label, last_entry
from bot.wrapping import display_width, fill, rule_phrases


class TableView(Screen):
    """The lines that draw the table: a deal's head, the hand, the contract, the moves."""

    def _show_deal_head(self, table: LiveTable) -> None:
        game = table.game
        assert game is not None
        self.phrases = rule_phrases(game.words, game.rules.ladder, self.lang)
        entry = game.deals[-1] if game.deals else None
        if entry is None or entry.deal is None:
            return
        deal = entry.deal
        # A resumed deal whose hand lies face up already is not said to be laid down "now".
        self.face_up = entry.number if deal.public_view().exposed is not None else None
        first = deal.first_suit
        words = game.words
        lang = self.lang
        if deal.dealer == ME:
            dealer = t(lang, "terminal.you_deal")
        else:
            dealer = t(lang, "terminal.deals", who=game.players[deal.dealer - 1])
        head = t(lang, "terminal.deal_head", n=entry.number, dealer=dealer)
        self.say("")
        sides = self._sides_line(deal.public_view(), game.players)
        # NT-G2: a double deal, said before anyone bids, under the head
        after = [f"{capitalised(note)}." for note in deal_notes(game, entry.number, lang)]
        if sides is not None:
            after.append(sides)
        # FB-L1, NT-D5, DW-P3: what is played for, known before the bidding, as the Discord
        # table message says it: the pool, and beside it a reserve that holds something
        pool = pool_lines(game, lang)
        if pool:
            after.append(" · ".join(pool) + ".")
        # SV-P2, SV-P6, SV-P11: how far the tour has come, as the table message says it
        after += [f"{line}." for line in tour_lines(game, lang)]
        if deal.turned is None or first is None:
            self.say_wrapped(head + ".")
            for line in after:
                self.say_wrapped(line)
            return
        classes = deal.public_view().suit_classes or ()
        # The classes the Discord table message lists: none the variant leaves unnamed (its
        # suits besides trumps are simply suits, AM-D4), the plain suits where it names them.
        named = [
            f"{word} {' '.join(s.symbol for s in suits)}"
            for word, suits in words.named_groups(classes, lang)
            if suits
        ]
        card, shown = card_label(deal.turned), ", ".join(named)
        if words.has_term("turned_card"):  # the variant's own name for the card (AM-D4)
            label = words.term("turned_card", lang)
            label = label[:1].lower() + label[1:]  # it follows the deal's head
            line = t(lang, "terminal.turned_as", head=head, label=label, card=card, classes=shown)
        else:
            line = t(lang, "terminal.turned", head=head, card=card, classes=shown)
        self.say_wrapped(line)
        for line in after:
            self.say_wrapped(line)

    def _sides_line(self, view: PublicView, names: Sequence[str]) -> str | None:
        """``Partners: you & Computer 3 against Computer 2 & Computer 4`` where the engine says
        the game plays in fixed partnerships (AM-P1), known before the auction."""
        if view.partnerships is None:
            return None
        (a, b), (c, d) = view.partnerships
        who = [self._who(s, names) for s in (a, b, c, d)]
        return t(self.lang, "table.sides", a=who[0], b=who[1], c=who[2], d=who[3]) + "."

    def _show_state(self, table: LiveTable) -> None:
        """On resume: the bids so far, the contract, the tricks and the balances."""
        game = table.game
        view = table.view(ME)
        if game is None or view is None:
            return
        names = game.players
        if view.auction:
            auction, words = view.auction, game.words
            said = [
                self._action(
                    a,
                    names,
                    table,
                    takeover=view.auction_takeovers[at],
                    declines=declines_support(auction, at, words),
                )
                for at, a in enumerate(auction)
            ]
            # The person's own "You pass" is one of a list here: "…; you pass; …".
            bids = "; ".join(
                _uncapitalised(text) if a.seat == ME else text
                for a, text in zip(auction, said, strict=True)
            )
            text = t(self.lang, "terminal.bids_so_far", bids=bids)
            self.say_wrapped(text)
        contract = self._contract_line(view, names, game.words)
        # Before the first trick (and at the discard) the hand view names the contract itself
        # (_show_view).
        before_play = view.phase in (Phase.DISCARD, Phase.PLAY) and not view.tricks
        if contract is not None and not before_play:
            self.say_wrapped(contract)
        # Where no side is counted the hand view says each seat's tricks at the person's turn
        # (_show_view), just below: not twice.
        side = self._side_line(view, names, game.words)
        seats_counted = view.phase is Phase.PLAY and side is None
        if view.tricks and not seats_counted:
            self._say_tricks(view, names)
        # "You (Root) -230": the person is "you" in the lines above ("Tricks so far: you
        # 0") and by name in the payments; the balances tie the two.
        self.say_wrapped(balances_line(game.balances, self._listed(names), self.lang))

    def _say_tricks(self, view: PublicView, names: Sequence[str]) -> None:
        """``Tricks so far: you (3 tricks), Computer 2 (heuristic) (1 trick), …``: each seat's
        tricks, a seat and its count whole on one line (:meth:`say_headed`). The count in words:
        a bare count after a computer's name read as a seat number ("Computer 2 (heuristic)
        0"). A side's line gives its players' counts after the names (:meth:`_side_line`)."""
        won = [
            tn(self.lang, "terminal.side_player", view.won[s - 1], who=self._who(s, names))
            for s in range(1, 5)
        ]
        self.say_headed("terminal.tricks_so_far", "won", won)

    def _contract_line(self, view: SeatView, names: Sequence[str], words: Vocabulary) -> str | None:
        """``Contract: 6 spel i färg by Computer 4 with you as whister, trumps ♥`` — who plays
        what (Swedish "med dig som whistare": the object form after the preposition). The side
        in the engine's words (:func:`result_side`), as the results and Discord's result post
        say it: the terminal had its own catalogue keys for the same words."""
        if view.contract is None or view.declarer is None:
            return None
        lang = self.lang

        def named(seat: int | None) -> str | None:
            return None if seat is None else self._who(seat, names, after=True)

        side = result_side(
            self._who(view.declarer, names, after=True),
            words,
            lang,
            whister=named(view.whister),
            partner=named(view.declarer_partner),
        )
        bid = words.bid(view.contract, view.level, lang)
        line = t(lang, "terminal.contract", bid=bid, who=side)
        if view.trump is not None:
            line += t(lang, "terminal.contract_trumps", suit=view.trump.symbol)
        return line

    def _side_line(self, view: SeatView, names: Sequence[str], words: Vocabulary) -> str | None:
        """``You & Computer 3 (heuristic): 0+1=1 taken, target 10 · opponents: 3``: how the
        declaring side stands against the engine's own target, the same line as a Discord hand
        view's (``cogs.boston.deal_lines.side_line``) but for "you": the side by its players'
        names, and where it is two each one's own tricks in the same order, summed to the
        side's (:func:`~bot.i18n.side_tally`'s ``each``). The counts stand after the colon, so
        none follows a computer's name and reads as part of it ("Computer 3 (heuristic) 3")."""
        tally = view.side_tricks
        if view.contract is None or tally is None or view.conceded or view.declarer is None:
            return None
        seats = dict.fromkeys(s for s in (view.declarer, view.whister, view.declarer_partner) if s)
        counted = len(seats) > 1  # a lone declarer's tricks are the side's
        side = " & ".join(self._who(s, names) for s in seats)
        side = side[:1].upper() + side[1:]  # "you" opens the line
        won, others = tally
        return side_tally(
            words,
            self.lang,
            side=side,
            won=won,
            target=view.side_target,
            misere=misere_word(view.contract, words, self.lang),
            defenders=others,
            each=[view.won[s - 1] for s in seats] if counted else (),
        )

    def _say_laid_down(self, deal: Deal, number: int, words: Vocabulary) -> None:
        """A declarer's hand laid face up by their contract, said once, as the move that lays
        it down is narrated: a spread or a misère sur table once the auction (and the
        discards) are over, before the first lead (DW-T2, FB-C4, NT-C5), a misère ouverte once
        the first trick is turned (SV-C4). When is the engine's (``PublicView.exposed``).
        The person's own: that the others see it now; another's: its cards, all of them
        before the first lead (a defender's prompts show what is left of it from then on,
        :meth:`_show_view`)."""
        public = deal.public_view()
        if public.exposed is None or self.face_up == number:
            return
        self.face_up = number
        if public.declarer == ME:
            self.say_wrapped(t(self.lang, "terminal.own_hand_face_up"), "  ")
            return
        shown = " ".join(card_label(c) for c in _in_play_order(public, public.exposed))
        declarer = declarer_subject(words, self.lang)
        self.say_wrapped(
            t(self.lang, "terminal.hand_face_up", the_declarer=declarer, cards=shown), "  "
        )

    def _show_view(self, view: SeatView, table: LiveTable, words: Vocabulary) -> None:
        lang = self.lang
        self.say("")
        if view.hand:  # after the last trick (a merge question) there is nothing to show
            self.say(t(lang, "terminal.your_hand"))
        # NT-S3: the carte de boston among the trumps once they are known in a trump contract
        for suit, cards in view.by_suit_in_play(view.hand).items() if view.hand else ():
            label = words.suit(suit, view.first_suit, lang, view.suit_classes)
            cls = view.class_of(suit)
            if cls is not None and not words.says_class(cls):
                label = ""  # WB-D3, AM-D4: the suits besides trumps are simply suits
            # Where the cut fixes trumps, the suit's class already says so (AM-D4).
            marked = suit == view.trump and words.names_trump_class
            if marked and cls is SuitClass.PLAIN:
                label = ""  # "(plain suit)  ← trumps" read as a contradiction
            notes = [aside(label)] if label else []
            if marked:
                notes.append(t(lang, "terminal.trumps_mark").strip())
            shown = [card_label(c) for c in cards]
            self.say("\n".join(hand_rows(suit.symbol, shown, notes, self.width)))
        # The table itself is what everyone sees: the engine's public view.
        public = table.public_view()
        if public is None:
            return
        declarer = declarer_subject(words, lang)
        # Not to the declarer themself: their open hand is the one shown above (misère
        # ouverte), their claim's cards too.
        if public.exposed is not None and public.declarer not in (None, view.seat):
            shown = " ".join(card_label(c) for c in _in_play_order(public, public.exposed))
            self.say_wrapped(t(lang, "terminal.open_hand", the_declarer=declarer, cards=shown))
        if public.claim_hand is not None and view.seat != public.declarer:
            # The claim itself is said in its move's line ("… shows their hand and claims
            # the remaining tricks"); here only the cards it shows.
            shown = " ".join(card_label(c) for c in _in_play_order(public, public.claim_hand))
            self.say_wrapped(t(lang, "terminal.claim_cards", the_declarer=declarer, cards=shown))
        names = table.game.players if table.game else ("",) * 4
        if view.top_trump is not None and words.has_term("top-trump"):
            word = words.term("top-trump", lang)
            self.say_wrapped(
                t(lang, "terminal.top_trump", card=card_label(view.top_trump), word=word)
            )
        # NT-C6: a card not of the suit led is no revoke while the right lasts.
        renounce = renounce_line(view, words, lang, lambda seat: self._who(seat, names))
        if renounce is not None:
            self.say_wrapped(capitalised(renounce))  # "You may renounce …" opens the line
        if view.phase is Phase.DISCARD:
            # NT-C4, FB-C3: the little misères' discard, before the first card; it is no card
            # play, so the contract is named and the step said.
            line = self._contract_line(view, names, words)
            if line is not None:
                self.say_wrapped(line)
            if any(isinstance(a, Discard) for a in view.legal):
                self.say_wrapped(capitalised(t(lang, "prompt.discard")))
        if view.phase is Phase.PLAY:
            # The contract once as play begins, then the count at every turn: nobody has to
            # scroll back to know what is at stake.
            side = self._side_line(view, names, words)
            contract = self._contract_line(view, names, words) if not view.tricks else None
            line = contract if contract is not None else side
            if line is None and view.contract is None and words.has_term("partout_play"):
                # Everyone passed and the cards are played all the same (DW-B4, FB-A1): what
                # for, at every turn, as the count is said of a contract.
                line = words.term("partout_play", lang)
            if contract is not None:
                self.say_wrapped(contract)
            elif line is not None:
                # The stakes and a side's count are parts (" · "), each whole on a line.
                self.say_parts(line.split(" · "))
            if side is None and view.tricks:
                # No side to count (a Misère Partout: DW-P5's most tricks pay, FB-A2's fewest
                # take the pool): each seat's own, once one is taken, as on Discord.
                self._say_tricks(view, names)
        # FB-B4: the suits' rank orders equal bids and prices them, where no class says it.
        rank = suit_rank_symbols(table.game.rules, view, view.legal) if table.game else None
        if rank is not None:
            self.say_wrapped(t(lang, "terminal.suit_rank", rank=rank))
        # What saying whist or je soutiens would make the pair need, before it is said.
        rules = table.game.rules if table.game else None
        pair = pair_target_words(view, words, lang, rules=rules)
        if pair is not None:
            self.say_wrapped(pair)
        # RU-C6: a declaration is said aloud, and the table shows it for the rest of the deal.
        for line in declared_lines(public.declarations, self._named(names), words, lang):
            self.say_wrapped(line)
        if public.current_trick:
            played = ", ".join(
                f"{self._who(s, names)} {card_label(c)}" for s, c in public.current_trick
            )
            self.say_wrapped(t(lang, "terminal.on_table", played=played))

    def _action(
        self,
        action: Action,
        view_names: Sequence[str],
        table: LiveTable,
        *,
        takeover: bool = False,
        declines: bool = False,
    ) -> str:
        """An action in the second person for our own, the rules' words for the others; a bid
        that took over an equal one (``takeover``) says so in the variant's word (SV-B5), a
        pass that ``declines`` to support a demande says that (WB-B2, NT-B3)."""
        game = table.game
        assert game is not None
        ladder = game.rules.ladder
        if action.seat == ME:
            view = table.view(ME)
            first = view.first_suit if view is not None else None
            classes = view.suit_classes if view is not None else None
            return choice_label(
                action,
                first,
                game.words,
                ladder,
                lang=self.lang,
                mood="did",
                takeover=action if takeover else None,
                declines=declines,
                classes=classes,
            )
        return action_text(
            action,
            view_names,
            ladder,
            game.words,
            self.lang,
            takeover=takeover,
            declines=declines,
        )

    def _said(
        self, action: Action, view_names: Sequence[str], table: LiveTable, deal: Deal | None
    ) -> str:
        """An action just made in ``deal``, as :meth:`_action` says it, read against the
        auction it ended (a takeover, a support declined)."""
        game = table.game
        if game is None or deal is None or not isinstance(action, Pass | Bid):
            return self._action(action, view_names, table)
        public = deal.public_view()
        at = last_entry(public.auction, action)
        if at is None:
            return self._action(action, view_names, table)
        return self._action(
            action,
            view_names,
            table,
            takeover=public.auction_takeovers[at],
            declines=declines_support(public.auction, at, game.words),
        )


def hand_rows(symbol: str, cards: Sequence[str], notes: Sequence[str], width: int) -> list[str]:
    """A suit's row of the hand (``  ♣ A♣ Q♣ 4♣  (andra färg)  ← trumps``) within ``width``
    columns: where it is wider, its notes go under the cards, then each under the other, and
    only where the cards alone are wider (a long suit on a phone) are they broken between
    cards; a line broken onto is led by four spaces, under the cards."""
    head, later = f"  {symbol} ", "    "
    shown = " ".join(cards) or "—"
    tail = "  ".join(notes)
    row = f"{head}{shown}  {tail}" if tail else f"{head}{shown}"
    if display_width(row) <= width:
        return [row]
    rows = fill(shown, width, first=head, later=later).split("\n")
    if not tail:
        return rows
    if display_width(f"{rows[-1]}  {tail}") <= width:
        rows[-1] += f"  {tail}"
    elif display_width(later + tail) <= width:
        rows.append(later + tail)
    else:
        rows += [fill(note, width, first=later, later=later) for note in notes]
    return rows


def _uncapitalised(text: str) -> str:
    """A sentence of the person's own ("You pass") within a line: "you pass"."""
    return text[:1].lower() + text[1:]


def _in_play_order(view: PublicView, cards: Sequence[Card]) -> list[Card]:
    """A hand laid out as "Your hand:" lists it, suit by suit in play (NT-S3)."""
    return [c for held in view.by_suit_in_play(cards).values() for c in held]
