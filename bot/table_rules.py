"""A table's rules as its players read them, on Discord and in the terminal alike: a setting's
value in the reader's words, the variant and its payment, each rule the table plays otherwise
than the variant's default, the documents it plays by name. Discord's lobby, ``/boston rules``
and ``/boston help`` say them (``cogs/boston/``), and the terminal's ``r`` heads the guide's
rules with them (``bot/terminal/``); each is drawn here once, from the table's row.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.settings import SettingSpec
from bot.engine.variants import get_variant
from bot.engine.words import Lang, Vocabulary
from bot.guide import Settings
from bot.i18n import t
from bot.tables.options import engine_settings
from db.models import TableRow


def setting_value(
    spec: SettingSpec, value: object, language: Lang, words: Vocabulary | None = None
) -> str:
    """A rule setting's value as the players read it: a value the rules give words of their
    own (0 deals: "no limit", :meth:`SettingSpec.word`), on / off / none in the reader's words
    (which type back: SettingSpec.parse reads on / off / på / av / none), a table's own
    document as such (shown in its lobby), a choice in the variant's ``words`` where it has
    them (with its name that types it back in the reader's language: ``saldo``), else as
    typed."""
    named = spec.word(value, language)
    if named is not None:
        return named
    if spec.kind == "document" and not isinstance(value, str):
        return t(language, "document.custom")
    if spec.kind == "choice" and words is not None and words.has_term(f"{spec.name}.{value}"):
        typed = spec.typed_choice(str(value), language)
        return f"{words.term(f'{spec.name}.{value}', language)} (`{typed}`)"
    if value is None or isinstance(value, bool):
        return t(language, f"settings.value.{spec.typed(value)}")
    return str(value)


def row_variant_text(row: TableRow, lang: Lang) -> str:
    """The variant's name of a table's row (an ended table's too), and its payment system
    where it names one."""
    variant = get_variant(row.variant)
    words = variant.words
    payment = variant.features(engine_settings(row.settings)).payment
    name = words.variant_name(lang)
    text = name[:1].upper() + name[1:]  # it begins a line ("svensk boston" in running text)
    if payment is not None and words.has_term(f"payment.{payment}"):
        text += " · " + words.term(f"payment.{payment}", lang)
    return text


def row_rules_text(row: TableRow, lang: Lang) -> str:
    """A table's rules in one line, as its lobby words them: the variant and its payment,
    then each rule set otherwise than the variant's default (:func:`rule_parts`), then each
    document it plays by its name (:func:`document_parts`); from its row, so an ended
    table's too."""
    return " · ".join(
        [row_variant_text(row, lang), *rule_parts(row, lang), *document_parts(row, lang)]
    )


def document_parts(row: TableRow, lang: Lang) -> list[str]:
    """Each document a table plays by its name (AM-S1's card of prices: "Card of prices:
    Foster's decimal card (`foster-decimal`)", "Card of prices: the table's own card"), the
    default's too: the lobby shows the card whole, but once the game has started the help's
    header is where a player reads which card the table plays (the guide describes them
    all). The name is the first line of the document as the lobby shows it."""
    settings = engine_settings(row.settings)
    return [
        t(lang, "lobby.rule", label=spec.label(lang), value=document_name(spec, value, lang))
        for spec in get_variant(row.variant).settings_model.specs()
        if spec.kind == "document"
        for value in (settings.get(spec.name, spec.default),)
    ]


def document_name(spec: SettingSpec, value: object, language: Lang) -> str:
    """A document's name as the first line of its text names it, without the bold."""
    return spec.text(value, language).partition("\n")[0].replace("**", "").strip()


def rule_parts(row: TableRow, lang: Lang) -> list[str]:
    """Each rule a table plays otherwise than its variant's default, but its payment (in
    :func:`row_variant_text`) and a card of prices (in the lobby's document lines)."""
    words = get_variant(row.variant).words
    return [
        t(lang, "lobby.rule", label=spec.label(lang), value=setting_value(spec, value, lang, words))
        for spec, value in played_otherwise(row.variant, engine_settings(row.settings))
        if not spec.titled
    ]


def played_otherwise(variant: str, settings: Settings) -> list[tuple[SettingSpec, object]]:
    """Each rule (its spec and value) a table of ``variant`` with ``settings`` (its
    ``engine_settings``) plays otherwise than the variant's default, its payment system too,
    but a card of prices (a document, which the guide describes whole, and the help's header
    names, :func:`document_parts`). As the game plays them (``RuleSettings.in_effect``): NT-G2's
    default eight doubles on a shorter game double every deal, said so though the stored value
    is 8; a setting that plays no part under the others is left out."""
    model = get_variant(variant).settings_model
    played = model.in_effect(settings)
    return [
        (spec, played[spec.name])
        for spec in model.specs()
        if spec.kind != "document" and spec.name in played and played[spec.name] != spec.default
    ]


def plays_otherwise(variant: str, settings: Settings) -> bool:
    """Whether a table of ``variant`` with ``settings`` plays any rule otherwise than the
    variant's default (:func:`played_otherwise`). The guide's sections state the defaults
    ("the dealer pays the deposit (50)", "twelve deals"), so a reader at such a table is told
    which one holds."""
    return bool(played_otherwise(variant, settings))


def left_out(
    variant: str, settings: Settings, named: Iterable[str]
) -> list[tuple[SettingSpec, object]]:
    """Each of the settings ``named`` (those a host typed) that plays no part at a table of
    ``variant`` with ``settings`` (its ``engine_settings``), with its value: the rules leave
    it out (``RuleSettings.in_effect``: Swedish Boston's simplified payment keeps no protocol,
    so its ål and merge limit, SV-F3), and the lobby does not say it (:func:`played_otherwise`)."""
    model = get_variant(variant).settings_model
    played = model.in_effect(settings)
    chosen = set(named)
    return [
        (spec, settings.get(spec.name, spec.default))
        for spec in model.specs()
        if spec.name in chosen and spec.name not in played
    ]


def left_out_text(row: TableRow, named: Iterable[str], lang: Lang) -> str:
    """The host's note that the settings ``named`` (those she typed) play no part at her new
    table and were left out (:func:`left_out`), each as she types it in ``lang``
    (``ål=100``), with the table's variant and payment that leave them out; "" where every
    one plays a part. Before, they vanished from the lobby without a word."""
    found = left_out(row.variant, engine_settings(row.settings), named)
    if not found:
        return ""
    typed = ", ".join(
        f"`{spec.typed_name(lang)}={spec.typed(value, lang)}`" for spec, value in found
    )
    return t(lang, "new.left_out", rules=row_variant_text(row, lang), settings=typed)
