"""A lone surrogate typed as a JSON escape (``"\\ud800"``: half of a character pair, no
character) in the card-of-prices form, in ``/boston rulefile``'s file or in a record for
``/boston import``: refused privately, translated, with its line and column, as any bad JSON;
not "something went wrong" with the upload's text in an ERROR line (the name, variant or setting
would have reached the answer, which Discord's JSON cannot carry)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from tests.discord.driver import boston
from tests.discord.test_document_modal import american_lobby

FIGURE1 = json.loads((Path(__file__).parents[1] / "fixtures" / "figure1.json").read_text())

HALF = "a \\u escape here is half of a character pair (a lone surrogate), which is no text"


async def test_the_card_of_prices_form_and_file(tmp_path: Path) -> None:
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        north = fake.user("north")
        lobby, live = await american_lobby(harness, north)
        before = dict(live.row.settings)
        for value, column in (('{"\\ud800": 1}', 3), ('{"5": "\\ud800"}', 8)):
            handle = await fake.click(north, lobby, label="Edit: Card of prices")
            await handle.done()
            assert handle.modal is not None
            said = await (await fake.submit_modal(handle, {"document": value})).message()
            assert said.ephemeral
            assert said.text == f"That is not JSON at line 1, column {column}: {HALF}"
        handle = await fake.click(north, lobby, label="Edit: Card of prices")
        await handle.done()
        marked = await (await fake.submit_modal(handle, {"document": "\ufeff[1"})).message()
        assert marked.text == (  # a pasted byte-order mark is no reason: said in words
            "That is not JSON at line 1, column 3: a comma was expected"
        )
        attached = await (
            await fake.slash(
                north,
                "boston rulefile",
                {"file": ("card.json", b'{\n "\\udc00": 1}')},
                locale="sv-SE",
            )
        ).message()
        assert attached.ephemeral
        assert attached.text.startswith("Det är inte JSON på rad 2, kolumn 3: en \\u-sekvens")
        await harness.settle()
        assert dict(live.row.settings) == before


async def test_an_import(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="cogs")
    cases = {
        "name": dict(FIGURE1, players=["\ud800", "I.N.", "A.E.", "E.S."]),
        "variant": dict(FIGURE1, variant="sw\udc00"),
        "setting": dict(FIGURE1, settings={"pay\ud800": 1}),
    }
    async with boston(tmp_path / "b.sqlite3") as harness:
        fake = harness.fake
        for name, record in cases.items():
            text = json.dumps(record)
            assert text.isascii()  # the file is fine ASCII: its escapes say the half
            column = text.index("\\u") + 1
            answer = await (
                await fake.slash(
                    fake.user("north"), "boston import", {"record": (f"{name}.json", text.encode())}
                )
            ).message(within=30)
            assert answer.ephemeral
            assert answer.text == (
                "The record could not be replayed: the file is not valid JSON at line 1, "
                f"column {column}: {HALF}"
            )
    # Nothing of the upload in the log (the harness fails the test on any ERROR).
    assert not [r for r in caplog.records if r.name.startswith("cogs")]
