"""The game's last deal is said with its head from its start, with the number of deals, where
the number is agreed (the ``deals`` setting): nothing else tells the players how long the
game is. Where the rules make the last deal special, the note says what they make of it, so
its bidders know it before they bid: FB-G2/FB-G3 (Fontainebleau, Russian: a lost contract's
adversaries divide the whole pool), NT-G4 and DW-P7 (the pool shared out after it), SV-M2
and SV-P12 (betdelning after it; with ``remainder=lot`` its turned card draws the lot)."""

from __future__ import annotations

import random

import pytest

from bot.engine.deal_notes import deal_notes, last_deal
from bot.engine.game import Game
from bot.engine.variants import new_game, variant_names

NAMES = ["Anna", "Bengt", "Cissi", "David"]


def _deal(game: Game, rng: random.Random) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    game.start_deal(deck, rng.randrange(52))


@pytest.mark.parametrize("variant", variant_names())
def test_every_variant_says_its_last_agreed_deal_with_the_count(variant: str) -> None:
    settings: dict[str, object] = {"deals": 3}
    if variant == "nantes":
        settings["doubles"] = 1
    game = new_game(variant, settings, NAMES)
    assert last_deal(game) == 3
    for number in (1, 2):
        assert not any("of 3 deals" in note for note in deal_notes(game, number, "en"))
    en, sv = deal_notes(game, 3, "en"), deal_notes(game, 3, "sv")
    assert en[-1].startswith("the last of 3 deals"), en
    assert sv[-1].startswith("sista given av 3"), sv


def test_russian_last_deal_says_the_pool_goes_to_a_lost_contracts_adversaries() -> None:
    """The playtest's game: Russian, 12 deals by default (FB-G1)."""
    game = new_game("russian", {}, NAMES)
    assert deal_notes(game, 11, "en") == []
    assert deal_notes(game, 12, "en") == [
        "the last of 12 deals: if lost, the adversaries share the pool; any rest goes to all four"
    ]
    assert deal_notes(game, 12, "sv") == [
        "sista given av 12: går det bet delar försvararna potten; resten delas av alla fyra"
    ]


def test_fontainebleau_and_the_shared_pools() -> None:
    fb = new_game("fontainebleau", {"deals": 4}, NAMES)
    assert "the adversaries share the pool" in deal_notes(fb, 4, "en")[0]
    nantes = new_game("nantes", {}, NAMES)  # 40 deals, the last 8 doubles (NT-G2)
    assert deal_notes(nantes, 40, "en") == [
        "double deal (stakes doubled)",
        "the last of 40 deals: after this deal all four share the pool, now 0; "
        "a made contract takes the pool (partners halve it); "
        "a lost contract doubles the pool first",
    ]
    assert deal_notes(nantes, 39, "en") == ["double deal (stakes doubled)"]
    dawson = new_game("dawson", {"deals": 5}, NAMES)  # DW-P3: no cap, no reserve
    assert deal_notes(dawson, 5, "sv") == [
        "sista given av 5: potten, nu 0, delas lika efter den här given; "
        "går Seven+ (även misère, spread) hem tas potten; "
        "går Seven+ bet betalas först två gånger potten in"
    ]
    capped = new_game("dawson", {"deals": 5, "pool_cap": 200}, NAMES)
    assert deal_notes(capped, 5, "sv") == [
        "sista given av 5: potten och reserven delas lika efter den här given; "
        "pott 0 + reserv 0 = 0; går Seven+ (även misère, spread) hem tas potten; "
        "går Seven+ bet betalas först två gånger potten in"
    ]


def test_a_variant_with_nothing_special_says_the_count_alone() -> None:
    """MA-P5: no pool, each deal sums to zero; the last is still worth knowing."""
    game = new_game("mariland", {"deals": 5}, NAMES)
    assert deal_notes(game, 5, "en") == ["the last of 5 deals"]
    assert deal_notes(game, 5, "sv") == ["sista given av 5"]


def test_swedish_last_deal_betdelning_and_the_lot() -> None:
    balance = new_game("swedish", {"deals": 6}, NAMES)
    assert deal_notes(balance, 6, "en") == ["the last of 6 deals: betdelning follows"]
    lot = new_game("swedish", {"deals": 6, "remainder": "lot"}, NAMES)
    assert deal_notes(lot, 6, "sv") == [
        "sista given av 6: sedan följer betdelningen; dess vända kort drar lotten "
        "(♠ ♥ ♣ ♦: plats 1–4)"
    ]
    simplified = new_game("swedish", {"deals": 6, "payment": "simplified"}, NAMES)
    assert deal_notes(simplified, 6, "en") == ["the last of 6 deals"]


def test_a_game_of_one_deal_says_it_is_the_only_one() -> None:
    """Not "the last of 1 deals"."""
    game = new_game("mariland", {"deals": 1}, NAMES)
    assert deal_notes(game, 1, "en") == ["the only deal"]
    fb = new_game("fontainebleau", {"deals": 1}, NAMES)
    assert deal_notes(fb, 1, "sv") == [
        "enda given: går det bet delar försvararna potten; resten delas av alla fyra"
    ]


def test_no_agreed_number_or_playing_on_for_the_pool_says_no_last_deal() -> None:
    assert last_deal(new_game("swedish", {}, NAMES)) is None  # SV-F3's 0: until they stop
    on = new_game("nantes", {"deals": 2, "doubles": 1, "play_out_pool": True}, NAMES)
    assert last_deal(on) is None  # NT-G4: extra deals while the pool holds anything


def test_playing_on_for_the_pool_says_the_last_agreed_deal_and_the_extra_ones() -> None:
    """NT-G4 with ``play_out_pool``: the last agreed deal says the game ends after it only if
    no pool is left, and every extra deal says why it is played, before anyone bids. Before:
    nothing on either ("Deal 2 · Boston de Nantes" alone), the extra deals explained only by
    the game's end post."""
    on = new_game("nantes", {"deals": 2, "doubles": 1, "play_out_pool": True}, NAMES)
    assert deal_notes(on, 1, "en") == []
    assert deal_notes(on, 2, "en") == [
        "double deal (stakes doubled)",
        "the last of 2 agreed deals: the game ends after this deal if no pool is left; "
        "else it plays on until a contract takes the pool",
    ]
    assert deal_notes(on, 2, "sv", rule=False) == [
        "dubbel giv (dubbla insatser)",
        "sista avtalade given av 2",
    ]
    for number in (3, 7):
        assert deal_notes(on, number, "en") == [
            "past the 2 agreed deals",
            "playing on until a contract takes the pool",
        ]
        assert deal_notes(on, number, "sv") == [
            "utöver de 2 avtalade givarna",
            "spelet fortsätter tills ett kontrakt tar potten",
        ]
    one = new_game("nantes", {"deals": 1, "doubles": 0, "play_out_pool": True}, NAMES)
    assert deal_notes(one, 1, "en", rule=False) == ["the only agreed deal"]  # not "1 deals"
    assert deal_notes(one, 2, "en")[0] == "past the 1 agreed deal"
    assert deal_notes(one, 2, "sv")[0] == "utöver den 1 avtalade given"
    plain = new_game("nantes", {"deals": 2, "doubles": 1}, NAMES)  # no extra deals
    assert deal_notes(plain, 3, "en") == []
    assert deal_notes(plain, 2, "en")[-1].startswith("the last of 2 deals: after this deal")


def test_the_note_follows_the_deal_in_progress() -> None:
    """As a frontend asks it (the deal in progress's number): the note appears on the last."""
    rng = random.Random(4)
    game = new_game("russian", {"deals": 2}, NAMES)
    _deal(game, rng)
    assert deal_notes(game, len(game.deals), "en") == []
    while game.current is not None:
        seat = game.to_act
        assert seat is not None
        game.apply(rng.choice(game.legal_actions(seat)))
    _deal(game, rng)
    assert game.on_last_deal
    assert deal_notes(game, len(game.deals), "en")[0].startswith("the last of 2 deals: ")
