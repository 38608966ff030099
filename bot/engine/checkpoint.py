"""A game between deals as JSON data, and the game again from it: the checkpoint the table
service stores with each deal's last event, so a table is rebuilt from the checkpoint and the
deal in progress instead of its whole history.

What a game carries across deals is the variant's ledger (protocol, pool, tour, belle, …), the
balances, the deal count, the dealer, the first turned card, and the last deal's result and
last trick.
Ledgers are the variants' own objects, so they are written by one generic codec rather than
by each variant: plain values, lists, tuples, dicts with any keys, sets, enums, pydantic
models and objects (their ``__dict__`` and slots) of the engine's and the registered
variants' classes. Reading refuses every other class, so stored data names no arbitrary code.
A checkpoint is checked only for its form: the event log stays the truth, and a table whose
checkpoint cannot be read is replayed from its whole log.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any, cast

from pydantic import BaseModel

from bot.engine.game import DealEntry, Game
from bot.engine.history import DealHistory
from bot.engine.seats import SEATS
from bot.engine.variants import VARIANTS, new_game

FORMAT = "boston-checkpoint/3"
"""2: Fontainebleau's and Russian Boston's ledger keeps its last dealer, from whose eldest an
agreed end divides the pool (FB-G3). 3: so does Dawson's, for the share-out of its pool and
reserve at the end (DW-P7). A checkpoint of an older format is refused, and its table
replayed from the log, which gives the same game as a restored one would."""


class CheckpointError(ValueError):
    """A game that cannot be checkpointed now, or data that is not a readable checkpoint."""


# --- the generic codec -----------------------------------------------------------------------


def _allowed(module: str) -> bool:
    """Classes a checkpoint may name: the engine's, and those of the registered variants'
    packages (a variant registered from outside ``bot/engine`` — the tests' toy — included)."""
    roots = {"bot.engine"}
    for variant in VARIANTS.values():
        roots.add(type(variant).__module__.rpartition(".")[0] or type(variant).__module__)
    return any(module == root or module.startswith(root + ".") for root in roots)


_NAMES: dict[type, str] = {}
_CLASSES: dict[str, type[object]] = {}
"""Classes found allowed once (the checks and imports are the bulk of a start-up's decoding)."""


def _class_name(cls: type) -> str:
    name = _NAMES.get(cls)
    if name is not None:
        return name
    if not _allowed(cls.__module__) or "<locals>" in cls.__qualname__:
        raise CheckpointError(f"cannot checkpoint a {cls.__module__}.{cls.__qualname__}")
    name = _NAMES[cls] = f"{cls.__module__}:{cls.__qualname__}"
    return name


def _class(name: object) -> type[object]:
    if isinstance(name, str) and name in _CLASSES:
        return _CLASSES[name]
    if not isinstance(name, str) or ":" not in name:
        raise CheckpointError(f"not a class name: {name!r}")
    module, _, qualname = name.partition(":")
    if not _allowed(module):
        raise CheckpointError(f"a checkpoint may not name {name!r}")
    try:
        found: object = importlib.import_module(module)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        raise CheckpointError(f"no class {name!r}") from None
    if not isinstance(found, type):
        raise CheckpointError(f"{name!r} is not a class")
    _CLASSES[name] = found
    return found


def _state(value: object) -> dict[str, object]:
    """An object's attributes: its ``__dict__`` and every slot of its classes that is set."""
    state: dict[str, object] = dict(getattr(value, "__dict__", {}))
    for cls in type(value).__mro__:
        slots: str | tuple[str, ...] = cls.__dict__.get("__slots__", ())
        for slot in (slots,) if isinstance(slots, str) else slots:
            if slot not in ("__dict__", "__weakref__") and hasattr(value, slot):
                state[slot] = getattr(value, slot)
    return state


_PLAIN = (type(None), bool, str, int, float)


def encode(value: object) -> object:
    """``value`` as JSON-ready data that :func:`decode` turns back into an equal value."""
    if type(value) in _PLAIN:
        return value
    if isinstance(value, Enum):  # before str and int: a StrEnum or IntEnum is one
        return {"$enum": _class_name(type(value)), "value": encode(value.value)}
    if isinstance(value, bool | str | int | float):  # subclasses are written as plain values
        return value
    if type(value) is list:
        return [encode(item) for item in cast(list[object], value)]
    if type(value) is tuple:
        return {"$tuple": [encode(item) for item in cast(tuple[object, ...], value)]}
    if type(value) is dict:
        items = cast(dict[object, object], value).items()
        return {"$dict": [[encode(k), encode(v)] for k, v in items]}
    if type(value) in (set, frozenset):
        members = cast(frozenset[object], value)
        kind = "$set" if isinstance(members, set) else "$frozenset"
        return {kind: [encode(item) for item in members]}
    if isinstance(value, BaseModel):
        return {"$model": _class_name(type(value)), "data": value.model_dump(mode="json")}
    if isinstance(value, tuple):  # a NamedTuple
        named = cast(tuple[object, ...], value)
        return {"$object": _class_name(type(named)), "items": [encode(item) for item in named]}
    if callable(value) or isinstance(value, type):
        raise CheckpointError(f"cannot checkpoint {value!r}")
    name = _class_name(type(value))
    return {"$object": name, "state": {k: encode(v) for k, v in _state(value).items()}}


def decode(data: object) -> Any:
    """The value :func:`encode` wrote; raises :class:`CheckpointError` on anything else."""
    try:
        return _decode(data)
    except CheckpointError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, StopIteration) as exc:
        raise CheckpointError(f"unreadable checkpoint data: {exc!r}") from None


def _decode(data: object) -> Any:
    # Start-up decodes every running table's ledger: exact type tests and one dispatch on
    # the tag (the first key, as encode writes it) keep it to a few steps a node. Plain
    # values, most of a ledger's nodes, are taken where they are met rather than in a call
    # of their own each.
    kind = type(data)
    if kind in _PLAIN:
        return data
    if kind is list:
        return [
            item if type(item) in _PLAIN else _decode(item) for item in cast(list[object], data)
        ]
    if kind is not dict:
        raise CheckpointError(f"not checkpoint data: {data!r:.80}")
    tagged = cast(dict[str, object], data)
    tag = next(iter(tagged))
    body = tagged[tag]
    if tag == "$object":
        cls = _class(body)
        state = tagged.get("state")
        if type(state) is dict:
            obj: object = object.__new__(cls)
            for key, item in cast(dict[str, object], state).items():
                if type(item) not in _PLAIN:
                    item = _decode(item)
                object.__setattr__(obj, key, item)  # frozen dataclasses too
            return obj
        if not issubclass(cls, tuple):
            raise CheckpointError(f"{body!r} is not a named tuple")
        make = cast(Callable[..., object], cls)
        return make(*[_decode(item) for item in _items(tagged["items"])])
    if tag == "$tuple":
        return tuple([_decode(item) for item in _items(body)])
    if tag == "$dict":
        return {_decode(k): _decode(v) for k, v in cast(list[list[object]], _items(body))}
    if tag == "$set":
        return {_decode(item) for item in _items(body)}
    if tag == "$frozenset":
        return frozenset([_decode(item) for item in _items(body)])
    if tag == "$enum":
        enum = _class(body)
        if not issubclass(enum, Enum):
            raise CheckpointError(f"{body!r} is not an enum")
        return enum(_decode(tagged["value"]))
    if tag == "$model":
        model = _class(body)
        if not issubclass(model, BaseModel):
            raise CheckpointError(f"{body!r} is not a model")
        return model.model_validate(tagged["data"])
    raise CheckpointError(f"unknown tag in {data!r:.80}")


def _items(data: object) -> list[object]:
    if not isinstance(data, list):
        raise CheckpointError("expected a list")
    return cast(list[object], data)


# --- the game ---------------------------------------------------------------------------------


def checkpoint(game: Game) -> dict[str, object]:
    """The game between deals as JSON-ready data; raises :class:`CheckpointError` while a
    deal is being played or a merge question is open, or once the game is closed."""
    if game.current is not None or game.finished:
        raise CheckpointError("a checkpoint is taken between deals of a running game")
    last: DealEntry | None = None
    if game.deals:
        entry = game.deals[-1]
        # The last deal's result and payments, not its cards: enough to show it.
        last = DealEntry(
            entry.number,
            entry.dealer,
            scored=entry.scored,
            merge_seat=entry.merge_seat,
            merge=entry.merge,
            settlement=entry.settlement,
            summary=entry.result if entry.scored is None else None,
            new_terms=entry.new_terms,
            final_trick=entry.last_trick,
        )
    return {
        "format": FORMAT,
        "variant": game.variant,
        "settings": encode(dict(game.settings)),
        "players": list(game.players),
        "first_dealer": game.first_dealer,
        "deals": len(game.deals),
        "first_turned": game.deals.first_turned,
        "first_turned_no": game.deals.first_turned_no,
        "balances": [game.balances[seat] for seat in SEATS],
        "ledger": encode(game.ledger),
        "last": encode(last),
        "terms_seen": None if game.terms_seen is None else sorted(game.terms_seen),
    }


def restore(data: Mapping[str, object]) -> Game:
    """The game :func:`checkpoint` wrote. Raises :class:`CheckpointError` (or the engine's
    :class:`SettingsError`) if the data is not a checkpoint of a game this engine can play."""
    if data.get("format") != FORMAT:
        raise CheckpointError(f"not a checkpoint ({FORMAT} expected)")
    try:
        variant, players, first_dealer = data["variant"], data["players"], data["first_dealer"]
        deals, balances = data["deals"], data["balances"]
        first_turned, first_turned_no = data["first_turned"], data["first_turned_no"]
        if not (
            isinstance(variant, str)
            and isinstance(players, list)
            and isinstance(first_dealer, int)
            and isinstance(deals, int)
            and isinstance(balances, list)
            and (first_turned is None or isinstance(first_turned, int))
            and (first_turned_no is None or isinstance(first_turned_no, int))
        ):
            raise CheckpointError("a checkpoint field has the wrong type")
        settings = decode(data["settings"])
        game = new_game(
            variant, settings, [str(p) for p in cast(list[object], players)], first_dealer
        )
        ledger = decode(data["ledger"])
        last = decode(data["last"])
    except KeyError as exc:
        raise CheckpointError(f"a checkpoint without {exc}") from None
    if type(ledger) is not type(game.ledger):
        raise CheckpointError(f"the ledger is a {type(ledger).__name__}, not the variant's")
    amounts = cast(list[object], balances)
    if len(amounts) != len(SEATS) or not all(type(a) is int for a in amounts):
        raise CheckpointError("the balances must be four whole numbers")
    if last is None:
        if deals != 0:
            raise CheckpointError("a checkpoint after deals must hold the last one")
        kept: list[DealEntry] = []
    elif isinstance(last, DealEntry) and last.number == deals and last.settled:
        kept = [last]
    else:
        raise CheckpointError("the last deal does not match the deal count")
    game.ledger = ledger
    game.balances = {seat: cast(int, amounts[seat - 1]) for seat in SEATS}
    # Kept since the twenty-second session; an older checkpoint knows none (None: unknown).
    seen = data.get("terms_seen")
    game.terms_seen = (
        frozenset(str(k) for k in cast(list[object], seen)) if isinstance(seen, list) else None
    )
    for entry in kept:
        if not hasattr(entry, "new_terms"):  # written before entries kept them
            entry.new_terms = None
        if not hasattr(entry, "final_trick"):  # written before the twenty-third session
            entry.final_trick = None
        for result in (entry.summary, entry.scored):  # a played deal's result, a scored one's
            if result is not None and not hasattr(result, "claimed"):
                object.__setattr__(result, "claimed", 0)  # written before results kept it
    game.deals = DealHistory(
        kept,
        offset=deals - len(kept),
        first_turned=first_turned,
        first_turned_no=first_turned_no,
    )
    return game
