"""The deal's lines a phone shows whole (about 40–50 columns): the last deal's rules one to a
line (FB-G2, FB-G3, SV-M2, SV-P12, DW-P7), each within 50 columns, in English and Swedish;
the suit classes broken between classes where they are long (NT-S1: Boston de Nantes'
Swedish "belle – bästa färg ♦ · petite – andra färg: ingen · vanliga färger ♠ ♥ ♣" was one
72-column line, wrapped mid-class on a phone).

Before: "If lost, the adversaries share the pool; any rest goes to all four" (66 columns) and
"Sedan följer betdelningen; dess vända kort drar lotten (♠ ♥ ♣ ♦: plats 1–4)" (75), one line
each."""

from __future__ import annotations

import pytest

from bot.engine.cards import parse_card
from bot.engine.dawson.ledger import DawsonLedger
from bot.engine.game import Game
from bot.engine.variants import new_game
from bot.i18n import Lang
from bot.wrapping import display_width
from cogs.boston.deal_lines import PHONE_LINE, deal_lines, packed
from cogs.boston.hand_header import hand_text
from cogs.boston.table_message import play_text
from tests.render.tables import NAMES, live_table


def _only_deal(variant: str, settings: dict[str, object] | None = None) -> Game:
    """A game of one deal (its last), the unshuffled deck, A♦ turned where a card is."""
    game = new_game(variant, {"deals": 1, **(settings or {})}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card("KC"))
    return game


def _lines(game: Game, variant: str, lang: Lang) -> list[str]:
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    return deal_lines(live_table(game, variant), view, lang)


RULES: list[tuple[str, dict[str, object], Lang, list[str]]] = [
    (
        "russian",
        {},
        "en",
        ["If lost, the adversaries share the pool", "Any rest goes to all four"],
    ),
    (
        "russian",
        {},
        "sv",
        ["Går det bet delar försvararna potten", "Resten delas av alla fyra"],
    ),
    (
        "fontainebleau",
        {},
        "en",
        ["If lost, the adversaries share the pool", "Any rest goes to all four"],
    ),
    (
        "swedish",
        {"remainder": "lot"},
        "en",
        ["Betdelning follows", "Its turned card draws the lot (♠ ♥ ♣ ♦: seats 1–4)"],
    ),
    (
        "swedish",
        {"remainder": "lot"},
        "sv",
        ["Sedan följer betdelningen", "Dess vända kort drar lotten (♠ ♥ ♣ ♦: plats 1–4)"],
    ),
    # DW-P7, NT-G4: whole without the head above it ("… after it" left "it" dangling four
    # lines below "the last of 8 deals"), with the pool as the table shows it (the antes or
    # the deposit of the deal in it).
    # DW-P3, NT-P9: what a lost contract does to the pool first, a line of its own.
    (
        "dawson",
        {},
        "en",
        [
            "After this deal all four share the pool, now 50",
            "A made Seven+ (misère, spread too) takes the pool",
            "A lost Seven+ first pays in twice the pool",
        ],
    ),
    (
        "dawson",
        {},
        "sv",
        [
            "Potten, nu 50, delas lika efter den här given",
            "Går Seven+ (även misère, spread) hem tas potten",
            "Går Seven+ bet betalas först två gånger potten in",
        ],
    ),
    # DW-P3: only a capped pool has a reserve, said with its amount and the sum (the pool's
    # "now 30" with "The reserve too" was read as the whole)
    (
        "dawson",
        {"pool_cap": 30},
        "en",
        [
            "After this deal all four share pool and reserve",
            "Pool 30 + reserve 20 = 50",
            "A made Seven+ (misère, spread too) takes the pool",
            "A lost Seven+ first pays in twice the pool",
        ],
    ),
    (
        "dawson",
        {"pool_cap": 30},
        "sv",
        ["Potten och reserven delas lika efter den här given", "Pott 30 + reserv 20 = 50"],
    ),
    # NT-G4 with play_out_pool: the last agreed deal is the game's last only if no pool is left
    (
        "nantes",
        {"play_out_pool": True},
        "en",
        [
            "The game ends after this deal if no pool is left",
            "Else it plays on until a contract takes the pool",
        ],
    ),
    (
        "nantes",
        {"play_out_pool": True},
        "sv",
        [
            "Spelet slutar efter den här given om potten är tom",
            "Annars fortsätter spelet tills potten tas hem",
        ],
    ),
    (
        "nantes",
        {},
        "en",
        [
            "After this deal all four share the pool, now 20",
            "A made contract takes the pool (partners halve it)",
            "A lost contract doubles the pool first",
        ],
    ),
    (
        "nantes",
        {},
        "sv",
        [
            "Potten, nu 20, delas lika efter den här given",
            "Går kontraktet hem tas potten (ett par delar den)",
            "Går kontraktet bet dubblas potten först",
        ],
    ),
]


@pytest.mark.parametrize(("variant", "settings", "lang", "rules"), RULES)
def test_the_last_deals_rules_one_to_a_line(
    variant: str, settings: dict[str, object], lang: Lang, rules: list[str]
) -> None:
    """FB-G2, FB-G3 (Russian Boston is Fontainebleau's, RU-2), SV-M2, SV-P12, DW-P7: each
    rule whole on a line of its own, in the table message and the hand view alike; none
    joined to the next by ";"."""
    game = _only_deal(variant, settings)
    lines = _lines(game, variant, lang)
    at = lines.index(rules[0])
    assert lines[at : at + len(rules)] == rules, lines
    for rule in rules:
        assert display_width(rule) <= PHONE_LINE, rule
    table = live_table(game, variant)
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    for text in (play_text(table, lang), hand_text(table, view, lang, None)):
        drawn = text.splitlines()
        assert all(rule in drawn for rule in rules), drawn
        assert not any(";" in line and rules[0] in line for line in drawn), drawn


def test_the_last_deal_says_the_pool_as_the_table_shows_it() -> None:
    """DW-P7: the line under the last deal's head stands alone and says how much is shared,
    the figure of the table's pool line (this deal's ante in it), within a phone's line at four
    figures, on the table message and in the hand view alike."""
    game = new_game("dawson", {"deals": 1}, NAMES, first_dealer=1)
    ledger = game.ledger
    assert isinstance(ledger, DawsonLedger)
    ledger.pool.content = 1650
    game.start_deal(list(range(52)), parse_card("KC"))
    table = live_table(game, "dawson")
    seat = game.to_act
    assert seat is not None
    view = game.view(seat)
    assert view is not None
    said: dict[Lang, tuple[str, str]] = {
        "en": ("After this deal all four share the pool, now 1700", "Pool: 1700 (this deal's"),
        "sv": ("Potten, nu 1700, delas lika efter den här given", "Pott: 1700 (med den här"),
    }
    for lang, (rule, pool) in said.items():
        assert display_width(rule) <= PHONE_LINE, rule
        for text in (play_text(table, lang), hand_text(table, view, lang, None)):
            assert rule in text.splitlines(), text
            assert " after it" not in text and "efter den\n" not in text, text
        assert any(line.startswith(pool) for line in play_text(table, lang).splitlines())


@pytest.mark.parametrize(
    ("turned", "classes"),
    [
        # NT-S1: the first deal's turned suit is belle, no petite yet.
        ("KC", ["belle – bästa färg ♦ · petite – andra färg: ingen", "vanliga färger ♠ ♥ ♣"]),
    ],
)
def test_nantes_swedish_suit_classes_broken_between_classes(
    turned: str, classes: list[str]
) -> None:
    """NT-S1: the class line of Boston de Nantes, 72 columns in one line in Swedish, is two,
    broken between classes; English, glossed as Swedish is ("belle – best suit"), the same."""
    game = new_game("nantes", {}, NAMES, first_dealer=1)
    game.start_deal(list(range(52)), parse_card(turned))
    sv = _lines(game, "nantes", "sv")
    at = sv.index("Vänt kort: A♦")
    assert sv[at + 1 : at + 3] == classes, sv
    assert all(display_width(line) <= PHONE_LINE for line in classes)
    en = _lines(game, "nantes", "en")
    at = en.index("Turned card: A♦")
    assert en[at + 1 : at + 3] == [
        "belle – best suit ♦ · petite – second suit: none",
        "plain suits ♠ ♥ ♣",
    ], en


def test_packed_keeps_each_part_whole() -> None:
    parts = ["belle – bästa färg ♦", "petite – andra färg ♥", "vanliga färger ♠ ♣"]
    assert packed(parts) == ["belle – bästa färg ♦ · petite – andra färg ♥", "vanliga färger ♠ ♣"]
    assert packed(["x" * 60, "short"]) == ["x" * 60, "short"]
    assert packed(["a", "b", "c"]) == ["a · b · c"]
    assert packed([]) == []
