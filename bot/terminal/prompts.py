"""The terminal's prompts and what the person types at them (:class:`Prompts`).

Cards are chosen by number or by name (``KC``, ``K♣``, ``10h``; in Swedish also ``Dh``, ``Kr``:
:func:`read_card`); a refused choice is answered with the rules' reason (a card typed in the
auction: that the auction is still on, as on Discord); ``?`` shows the glossary's words of the
variant played, ``r`` its rules (how a deal goes, the contracts, how they are paid), ``p`` the
protocol and score sheet, at every prompt and between deals; ``e`` ends the game by agreement
(SV-M2: at once between deals, else when the deal is over, asked until answered yes or no). A
key's word is taken for it (``help``, ``quit``, ``hjälp``: :func:`~bot.terminal_menu.typed_key`).
"""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Literal

from bot.engine.actions import Action, Discard, Play
from bot.engine.cards import CardError
from bot.engine.contracts import Ladder
from bot.engine.end_notes import end_notes, end_pool_words
from bot.engine.game import Game
from bot.engine.views import SeatView
from bot.engine.words import Vocabulary
from bot.i18n import refusal_reason, t
from bot.merge_choice import merge_outcomes
from bot.tables import Refused, TableService
from bot.tables.service import LiveTable
from bot.terminal.screen import ME, Screen
from bot.terminal_menu import (
    in_menu_order,
    kept_contract,
    menu_label,
    menu_lines,
    prompt_with_keys,
    read_card,
    typed_key,
)
from bot.wrapping import display_width, fill
from db.errors import StorageError

YES = frozenset({"y", "yes", "j", "ja"})
"""Answers that say yes, in either language (a Swede's j, an English y: both are meant)."""
NO = frozenset({"n", "no", "nej"})
Choice = Action | Literal["protocol", "glossary", "rules", "end", "quit"]


class Prompts(Screen):
    """The prompts the person answers, and Ctrl-C while they are asked."""

    # -- Ctrl-C --------------------------------------------------------------------------

    @contextmanager
    def interruptible(self) -> Iterator[None]:
        """Ctrl-C stops the game at once while we wait for the person (nothing is half done
        then); at any other moment it is noted and honoured at the next prompt, so a move being
        saved is never cut short. Installing our own handler also keeps asyncio from taking
        Ctrl-C over, which would ignore the first press while ``readline`` blocks."""
        try:
            previous = signal.signal(signal.SIGINT, self._on_sigint)
        except ValueError:  # not the main thread: leave Ctrl-C as it is
            yield
            return
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)

    def _on_sigint(self, signum: int, frame: FrameType | None) -> None:
        if self.reading:
            raise KeyboardInterrupt
        self.interrupted = True

    def _readline(self) -> str | None:
        """A line from the person; None for end of input or Ctrl-C (the caller saves)."""
        if self.interrupted or self.reader_gone:
            return None
        self.reading = True
        try:
            line = self.stdin.readline()
        except KeyboardInterrupt:
            self.interrupted = True
            return None
        finally:
            self.reading = False
        return line or None

    # -- the questions -------------------------------------------------------------------

    def _ask(self, view: SeatView, words: Vocabulary, ladder: Ladder, game: Game) -> Choice:
        lang = self.lang
        options = in_menu_order(view, game.rules)
        outcomes = merge_outcomes(game, view, lang)
        for line in outcomes.lines(lang) if outcomes is not None else ():
            self.say_phrased(line, "  ")  # what each answer books, before the question
        # each kind of bid described once, in every menu (menu_lines)
        for line in menu_lines(options, view, words, ladder, lang=lang, width=self.width):
            self.say(line)
        cards = any(isinstance(a, Play | Discard) for a in options)
        only = options[0] if len(options) == 1 else None
        prompt = t(lang, "terminal.choose")
        phrases = self.phrases
        if cards:
            prompt += t(lang, "terminal.or_card")
            # The examples of a card typed kept together: never "(Qh/Dh, K♣," / "10h)".
            phrases = (*phrases, *re.findall(r"\([^()]*\)", t(lang, "terminal.or_card")))
        if only is not None:
            choice = menu_label(only, view, words, ladder, lang=lang, kept=kept_contract(view))
            enter = t(lang, "terminal.enter_for", choice=choice)
            prompt += enter
            # "Enter = spela 6♥" kept on one line where it fits: never "Enter =" / "spela 6♥".
            phrases = (*phrases, enter.lstrip("; "))
        keys = self._legend(game.features.protocol)
        asked = prompt_with_keys(prompt, keys, self.width, phrases=phrases)
        self.say(asked)
        return self._answer(options, only, cards, asked)

    def _answer(
        self, options: list[Action], only: Action | None, cards: bool, asked: str
    ) -> Choice:
        """What the person types at the question ``asked``: a choice of ``options`` (by number,
        by card, Enter for ``only``), or a key's page; a typo is told and asked again."""
        lang = self.lang
        while True:
            line = self._readline()
            if line is None:
                return "quit"
            text = line.strip()
            lowered = typed_key(text)  # "help", "quit": the keys they name
            if lowered == "q":
                return "quit"
            if lowered == "p":
                return "protocol"
            if lowered == "?":
                return "glossary"
            if lowered == "r":
                return "rules"
            if lowered == "e":
                return "end"
            if not text and only is not None:
                return only
            if text.isdecimal() and text.isascii() and 1 <= int(text) <= len(options):
                return options[int(text) - 1]
            if not (text.isdecimal() and text.isascii()):
                try:
                    card = read_card(text, lang)
                except CardError:
                    pass
                else:
                    # The engine judges the card, so a refusal carries the rules' reason: a
                    # card typed where none is to be played yet (the auction, the whist) is
                    # told the stage the deal is at and what comes next, as on Discord.
                    discarding = any(isinstance(a, Discard) for a in options)
                    return Discard(ME, card) if discarding else Play(ME, card)
            also = t(lang, "terminal.retype_card") if cards else ""
            if only is not None:  # not "a number from 1 to 1"
                self.say_text(t(lang, "terminal.retype_only", card=also))
            else:
                self.say_text(t(lang, "terminal.retype", n=len(options), card=also))
            # The question again under the hint, as it is where the answer is typed (on a
            # phone the menu above it is still in view; the prompt had scrolled past the hint).
            self.say(asked)

    def _legend(self, protocol: bool) -> str:
        """The keys' legend of a prompt: what each key does ("? = words, …") wherever it fits
        on a line, after the prompt or on a line of its own (:func:`prompt_with_keys`), as the
        prompt between deals says it; the keys alone (the start explained them) only where
        it would wrap, wider than a line itself (a phone's terminal). Before, a card's prompt
        said the keys alone wherever the legend did not fit after it, and the bidding prompt
        above it the legend in full."""
        full = t(self.lang, "terminal.key_legend", sheet=self._sheet(protocol, short=True))
        if display_width(full.strip()) <= self.width:
            return full
        return t(self.lang, "terminal.key_legend_short")

    def _try_again(self, refused: Refused | None = None) -> bool:
        """A table's set-up or Start not saved: said as a Start (as a Discord lobby says it),
        or the service's reason where it ``refused`` it, then asked whether to try again.
        False where the person stops (``q``, Ctrl-C, the end of input): :attr:`stopping` is
        set, and the table so far stays in the file."""
        if refused is None:
            self.say(fill(t(self.lang, "lobby.start_not_saved"), self.width))
        else:
            self.say(self._refused(refused))
        self.say(fill(t(self.lang, "terminal.try_again"), self.width))
        line = self._readline()
        if line is None or typed_key(line) == "q":
            self.stopping = True
            return False
        return True

    def _refused(self, exc: Refused) -> str:
        """The service's refusal as the terminal says it, within its width."""
        reason = refusal_reason(self.lang, exc)
        return fill(t(self.lang, "terminal.not_accepted", reason=reason), self.width)

    async def _end_game(
        self, service: TableService, table: LiveTable
    ) -> Literal["ended", "ending", "declined", "quit"]:
        """``e``: the agreed stop (SV-M2), asked first. Between deals the game ends at once
        (its final settlement is narrated, where the rules have one: the question promises
        it only there, none in SV-F3 or WB-P5); during a deal it ends when the deal is over."""
        game = table.game
        if table.row.end_requested:
            self.say_text(t(self.lang, "terminal.already_asked"))
            return "ending"
        current = game.current if game is not None else None
        at_once = current is None or (current.deal is not None and not current.deal.actions)
        settles = game is not None and game.features.final_settlement
        if not at_once and game is not None and game.on_last_deal:
            # The game ends when this deal is over anyway (as /boston end says): not asked.
            last = "refused.end_last_deal" if settles else "refused.end_last_deal_plain"
            self.say_text(t(self.lang, last, id=table.id))
            return "declined"
        key = "terminal.end_now" if settles else "terminal.end_now_plain"
        question = t(self.lang, key if at_once else "terminal.end_after_deal")
        # Where the pool goes, then what the settlement draws on: known before deciding.
        notes = (
            [*end_pool_words(game, self.lang), *end_notes(game, self.lang)]
            if game is not None
            else []
        )
        for line in notes:
            self.say_wrapped(line)
        self.say_text(question)  # the question last, just above where the answer is typed
        while True:  # asked again until answered: a stray key neither ends nor declines
            line = self._readline()
            answer = typed_key(line) if line is not None else "q"
            if answer == "q":  # q (or the input's end) stops at every prompt, this one too
                self.stopping = True
                return "quit"
            if answer in NO:
                self.say_text(t(self.lang, "terminal.not_ended"))
                return "declined"
            if answer in YES:
                break
            self.say(fill(t(self.lang, "terminal.yes_no", question=question), self.width))
        try:
            ended = await service.end_game(table.id, ME)
        except Refused as exc:
            self.say_text(
                t(self.lang, "terminal.not_accepted", reason=refusal_reason(self.lang, exc))
            )
            return "declined"
        except StorageError:
            self.say_text(t(self.lang, "terminal.end_not_saved"))
            return "declined"
        self.agreed = True
        if ended:
            return "ended"
        self.say_text(t(self.lang, "terminal.ends_after_deal"))
        return "ending"
