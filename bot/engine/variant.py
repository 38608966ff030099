"""What a rule system provides: its settings model, words, deal rules, ledger and the record's
scored-deal form. ``bot/engine/variants.py`` is the only place listing the variants.

A variant is one package beside ``swedish/`` and ``dawson/`` plus one registration: nothing
outside the engine asks which variant it is, it asks the :class:`Variant` (or the game's
``words``, ``features`` and views built from it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from bot.engine.errors import CodedError
from bot.engine.result import DealResult
from bot.engine.rules import DealRules
from bot.engine.scoring import Ledger, LedgerFeatures
from bot.engine.seats import Seat
from bot.engine.settings import RuleSettings
from bot.engine.settings import SettingsError as SettingsError
from bot.engine.words import Vocabulary


class ScoredDealError(CodedError):
    """A scored deal (``{"result": …}``) that does not describe a possible outcome, said in
    English.

    ``code`` and ``fields`` name the problem for a translated message (a frontend's catalogue
    key ``scored.<code>`` filled with ``fields``), as :class:`SettingsError` does. ``name`` is
    a field as the record writes it (``trump_class``, ``tricks.whister``), which a frontend
    may show as its own option's name. An empty code means the reason exists in English
    only.

    ``at`` is the one field the refusal is about, as the keys that lead to it inside the
    result (``("tricks", "declarer")``), so that a record's reader can place the refusal at
    that value (RF-1.2); empty where it is about several fields together (the side's tricks
    beside its contract, chicane beside honours) or the result as a whole."""

    def __init__(
        self,
        reason: str,
        *,
        code: str = "",
        fields: Mapping[str, str | int] | None = None,
        at: tuple[str, ...] = (),
    ) -> None:
        super().__init__(reason, code=code, fields=fields)
        self.at = at


@runtime_checkable
class ChecksScored(Protocol):
    """Optional for a variant's :class:`~bot.engine.rules.DealRules`: refuse a scored deal's
    result that no deal played under these rules, built from the table's settings, could
    give (DW-P4: no whister at a table without; SV-W5: 5 spel never alone when whist is
    compulsory). :meth:`~bot.engine.game.Game.add_scored` asks before it books anything: the
    scored form is read without the settings (:meth:`Variant.scored_result`), so this is
    where they count."""

    def check_scored(self, result: DealResult) -> None:
        """Raise :class:`ScoredDealError` (coded) unless a played deal could end so."""
        ...


class Variant(Protocol):
    @property
    def name(self) -> str:
        """The record's name of the variant (``"swedish"``)."""
        ...

    @property
    def settings_model(self) -> type[RuleSettings]:
        """The one schema of the variant's table settings."""
        ...

    @property
    def words(self) -> Vocabulary: ...

    def settings(self, raw: Mapping[str, object]) -> dict[str, object]:
        """Validate ``raw`` and fill defaults; raise :class:`SettingsError` naming the setting."""
        ...

    def rules(self, settings: Mapping[str, object]) -> DealRules: ...

    def ledger(self, settings: Mapping[str, object], names: tuple[str, ...]) -> Ledger: ...

    def features(self, settings: Mapping[str, object]) -> LedgerFeatures:
        """What the ledger keeps with these settings (protocol, pool, tours, money)."""
        ...

    def scored_result(self, data: object, dealer: Seat) -> DealResult:
        """Read the record's ``result`` form; raise :class:`ScoredDealError` with the reason."""
        ...

    def scored_to_record(self, result: DealResult, merge: bool | None) -> object:
        """The inverse of :meth:`scored_result`."""
        ...


class VariantBase:
    """Settings checked by the variant's model: subclasses set ``settings_model``."""

    settings_model: type[RuleSettings] = RuleSettings

    def settings(self, raw: Mapping[str, object]) -> dict[str, object]:
        return self.settings_model.check(raw)
