"""The message catalogue: both languages complete, every key the code uses present, and the
language following the Discord locale."""

from __future__ import annotations

import re
import string
import typing
from pathlib import Path

import pytest

from bot.engine.errors import Refusal
from bot.engine.phase import Phase
from bot.i18n import CATALOGUES, LANGS, lang_of, t
from bot.i18n.en import MESSAGES as EN
from bot.i18n.sv import MESSAGES as SV
from bot.tables.service import RefusalCode
from db.errors import ProblemCode
from tests.discord.driver import (
    Table,
    boston,
    bot_of,
    open_table,
    replace_seat,
    seated_table,
)

ROOT = Path(__file__).resolve().parents[2]
LITERAL_KEY = re.compile(r"""\bt\(\s*[\w.]+,\s*"([a-z_.0-9]+)"|key="([a-z_.]+)\"""")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", LANGS)
def test_every_key_is_in_every_language(lang: str) -> None:
    missing = sorted(set(EN) - set(CATALOGUES[lang]))  # pyright: ignore[reportArgumentType]
    extra = sorted(set(CATALOGUES[lang]) - set(EN))  # pyright: ignore[reportArgumentType]
    assert not missing and not extra, f"{lang}: missing {missing}, unknown {extra}"


def test_both_languages_fill_the_same_fields() -> None:
    for key, text in EN.items():
        assert fields(text) == fields(SV[key]), key


def test_keys_the_code_uses_exist() -> None:
    used: set[str] = set()
    # All of bot/ and cogs/ (before: cogs/, bot/terminal/ and three files of bot/, so a key
    # asked elsewhere in bot/ went unchecked), but the catalogues themselves.
    catalogues = {ROOT / "bot" / "i18n" / f"{lang}.py" for lang in LANGS}
    for path in [*ROOT.glob("cogs/**/*.py"), *ROOT.glob("bot/**/*.py")]:
        if path in catalogues:
            continue
        for match in LITERAL_KEY.finditer(path.read_text(encoding="utf-8")):
            used.add(match[1] or match[2])
    used |= {f"refused.{code}" for code in typing.get_args(RefusalCode)} | {"refused.not_saved"}
    used |= {f"illegal.{code.value}" for code in Refusal}
    used |= {f"turn.{phase.value}" for phase in Phase if phase is not Phase.OVER}
    used |= {f"database.{code}" for code in typing.get_args(ProblemCode)}
    assert used - set(EN) == set()
    assert len(used) > 60


def test_locale_choice() -> None:
    assert lang_of("sv-SE") == "sv" and lang_of("en-GB") == "en" and lang_of(None) == "en"
    assert t("sv", "table.my_hand") == "Min hand"
    assert t("en", "table.title", id=3) == "Boston · table 3"


async def test_swedish_users_read_swedish(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        command = fake.global_commands["boston"]
        assert command["description_localizations"]["sv-SE"] == SV["cmd.boston.description"]
        sven = fake.user("sven")
        message, reply = await open_table(harness, sven)
        assert reply.content.startswith("Bord 1 är öppnat")
        # The public message is in the guild's language (English by default).
        assert "Join" in message.labels
        for _ in range(3):
            await (await fake.click(sven, message, label="Computer: random")).done()
            await harness.settle()  # redrawn, as a person sees it before pressing again
        await (await fake.click(sven, message, label="Start")).done()
        table = Table(harness, message, {sven.id: sven})
        await table.settle()
        hand = await table.open_hand(sven)
        assert "**Bord 1 · giv 1**" in hand.text
        assert "Givare: " in hand.text  # the dealer is givaren; a giv is the deal itself
        assert "Uppdatera" in hand.labels


async def test_computers_are_named_in_the_servers_language(tmp_path: Path) -> None:
    """A computer's name is given when it sits down, in the language of the public messages
    it appears in: Swedish at a server that chose Swedish, English elsewhere."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        sven = fake.user("sven")
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        message, _ = await open_table(harness, sven)
        await (await fake.click(sven, message, label="Dator: heuristisk")).done()
        await (await fake.click(sven, message, label="Dator: slump")).done()
        await harness.settle()
        text = message.text
        assert "2. Dator 2 (heuristisk)" in text and "3. Dator 3 (slump)" in text
        assert "Computer" not in text


async def test_a_replacing_computer_is_named_in_the_servers_language(tmp_path: Path) -> None:
    """``/boston replace`` without a member: the computer's name is read in the public
    messages, so it is in the server's language, whoever asked."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        east = fake.user("east")
        seat = bot_of(harness).tables.get(table.id).seat_of(east.id)
        assert seat is not None
        await replace_seat(harness, fake.owner, {"seat": seat, "table": table.id})
        name = bot_of(harness).tables.get(table.id).seats[seat].display_name
        assert name == f"Dator {seat} (heuristisk)"


async def test_a_computer_keeping_a_seat_is_named_in_the_servers_language(
    tmp_path: Path,
) -> None:
    """A person who steps away (or whose turn timer runs out) leaves the seat to a computer
    named in the server's language: its name is read in the public messages."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        table = await seated_table(harness)
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        north = fake.user("north")
        hand = await table.open_hand(north)
        await (await fake.click(north, hand, label="Let a computer play")).done()
        service = bot_of(harness).tables
        seat = service.get(table.id).away_seat_of(north.id)
        assert seat is not None
        assert service.get(table.id).seats[seat].display_name == "North (dator)"


async def test_a_swedish_table_keeps_every_hand_private(tmp_path: Path) -> None:
    """A Swedish server, four Swedish players: a whole deal is played through the driver
    (which presses by custom id), and after every move no card still held appears in a
    public message; the result is posted in Swedish."""
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        await (await fake.slash(fake.owner, "boston settings", {"language": "sv"})).done()
        for name in ("north", "east", "south", "west"):
            fake.user(name).locale = "sv-SE"
        table = await seated_table(harness)
        assert "Giv 1 ·" in table.message.text
        result = await table.play_deal(1, check_privacy=True)
        assert result.text.startswith("**Giv 1**") and "Ställning:" in result.text


def test_the_engines_players_dealer_and_cards_are_translated() -> None:
    """Refusals a record never reaches but another caller may: a new game's players and first
    dealer, hands that are no pack; each by its code, in both languages."""
    from bot.engine.cards import CardError
    from bot.engine.deal import deal_hands
    from bot.engine.settings import SettingsError
    from bot.engine.variants import get_variant, new_game
    from bot.i18n import card_reason, settings_reason

    with pytest.raises(SettingsError) as players:
        new_game("swedish", {}, ["a", "b", "c", " "])
    assert settings_reason("sv", players.value) == (
        "spelarna måste vara fyra namn, och inget av dem får vara tomt"
    )
    with pytest.raises(SettingsError) as dealer:
        new_game("swedish", {}, ["a", "b", "c", "d"], 7)
    assert settings_reason("en", dealer.value) == (
        "the first dealer must be the seat 1, 2, 3 or 4, not 7"
    )
    pattern = get_variant("swedish").rules(get_variant("swedish").settings({})).deal_pattern
    with pytest.raises(CardError) as deck:
        deal_hands([0] * 52, dealer=1, pattern=pattern)
    assert card_reason("sv", deck.value) == (
        "en kortlek måste innehålla vart och ett av de 52 korten exakt en gång"
    )
