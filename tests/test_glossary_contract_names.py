"""The Swedish contracts' old names that every Swedish bid menu shows in brackets (``11 spel
(liten souveraine)``, Table I of SV-C) are explained in the glossary a player opens: the
terminal's ``?`` and ``/boston help topic:glossary``, in English and Swedish, each with the
number of tricks the engine's contract asks."""

from __future__ import annotations

import re

import pytest

from bot import guide
from bot.engine.swedish.ladder import SWEDISH_LADDER
from bot.engine.variants import get_variant
from bot.i18n import Lang

_NICKNAME = re.compile(r"^(?P<spel>\d+ spel) \((?P<nick>[^)]+)\)$")


def _nicknames(lang: Lang) -> list[tuple[str, str]]:
    """(``11 spel``, ``liten souveraine``) for each contract the engine names so."""
    words = get_variant("swedish").words
    found: list[tuple[str, str]] = []
    for contract in SWEDISH_LADDER:
        named = _NICKNAME.match(words.contract(contract, lang))
        if named is not None:
            assert named["spel"] == f"{contract.target} spel"
            found.append((named["spel"], named["nick"]))
    return found


def _entries(lang: Lang, frontend: guide.Frontend) -> list[str]:
    """The glossary's entries of Swedish Boston as ``frontend`` shows them."""
    text = guide.section("glossary", lang, frontend=frontend)
    text = guide.variant_glossary(text, "swedish", lang=lang)
    return [line for line in text.splitlines() if line.startswith("- **")]


@pytest.mark.parametrize("frontend", ["terminal", "discord"])
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_sv_c1_each_contract_s_old_name_is_in_the_glossary(
    lang: Lang, frontend: guide.Frontend
) -> None:
    nicknames = _nicknames(lang)
    assert len(nicknames) == 9  # 5 to 13 spel (SV-C1)
    entries = _entries(lang, frontend)
    for spel, nick in nicknames:
        size, _, name = nick.rpartition(" ")  # "liten", "souveraine"; "", "concordia"
        heads = [e for e in entries if name in e.split(" — ")[0]]
        assert len(heads) == 1, (nick, heads)
        head, _, said = heads[0].partition(" — ")
        assert size in head, (nick, head)
        assert spel in said, (nick, said)
