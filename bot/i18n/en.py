"""English texts of the message catalogue (see ``bot/i18n/__init__.py``)."""

MESSAGES: dict[str, str] = {
    # commands (Discord shows these in the command picker)
    "cmd.boston.description": "Play Boston, the 1770s card game",
    "cmd.new.description": "Open a Boston table with its own thread",
    "cmd.new.variant": "The rules to play",
    "cmd.new.rules": "Rule settings as name=value, e.g. payment=simplified deals=24",
    # /boston new
    "new.wrong_place": "Open a table in a text channel of a server.",
    "error.server_only": "That works in a server, where its tables are, not in a direct message.",
    "new.in_thread": "A thread holds one table: open a new one in a text channel.",
    "new.cannot_post": "I may not post in this channel, so no table was opened: I need the "
    "**Send Messages** and **Embed Links** permissions here (and **Create Public Threads** for "
    "the game's own thread). Ask a moderator, or use another channel.",
    "new.your_lobbies": "They are here: {links}.",
    "new.not_posted": "Discord did not take the table's message just now, so no table was "
    "opened; please try again in a moment.",
    "new.no_answer": "Discord did not answer when I posted the table's message, so no table "
    "was opened; please try again in a moment.",
    "new.lobby_link": "table {id}",
    "new.opened": "Table {id} is open: {link} (the game has its own thread).",
    "new.opened_here": "Table {id} is open: {link} (threads are not allowed here, so it "
    "plays in this channel).",
    # after new.opened, to the host: the settings she typed that her table's rules leave out
    # (the ål at a table paying the simplified way), as she types them
    "new.left_out": "Not in effect at this table ({rules}), so left out: {settings}.",
    "thread.name": "Boston table {id}",
    # the lobby
    "lobby.intro": "A new table: {variant}. Four players, people or computers.",
    # The heading on a line of its own: a rule's "Deals in a game: 3" has a colon of its own.
    "lobby.terms": "Played at this table:\n{terms}",
    "lobby.reconstructed": "{what} (more in `/boston help topic:payments`).",
    "lobby.timer": "{n} min a turn (then a computer steps in)",
    "lobby.rule": "{label}: {value}",
    "lobby.seat": "{seat}. {who}",
    "lobby.seat_free": "{seat}. (free)",
    "lobby.host": "(host)",
    "lobby.host_unseated": "Host: {who} (no seat)",
    "lobby.sides": "Partners sit opposite: seats {a} & {b} against seats {c} & {d}.",
    "lobby.wait": "Waiting for players: press **Join**, or a **Computer** button to seat one.",
    # under lobby.wait at a table the bot deals: the computer buttons' levels (docs/players.md)
    "lobby.levels": "Computers, weakest first: **{random}** makes any legal move, **{heuristic}** "
    "plays by rules of thumb, **{strong}** tries each card out on possible deals.",
    "lobby.start_hint": "All seats are taken: the host may press **Start**.",
    "lobby.join": "Join",
    "lobby.leave": "Leave",
    "lobby.start": "Start",
    "lobby.cancel": "Cancel table",
    "lobby.start_not_saved": "The game could not be started (nothing was saved); please try again.",
    "lobby.cpu.random": "Computer: random",
    "computer.name": "Computer {seat} ({level})",
    "computer.random": "random",
    "computer.heuristic": "heuristic",
    "computer.strong": "strong",
    "lobby.cpu.heuristic": "Computer: heuristic",
    "lobby.cpu.strong": "Computer: strong",
    "lobby.document": "Edit: {label}",
    "document.shown": "**{label}**",
    "document.input": "A preset's name, or the JSON",
    "document.saved": "{label} saved: the lobby shows it to every player.",
    "document.none": "This table has nothing to edit that way.",
    "document.none.rulefile": "`/boston rulefile` loads a JSON file as a lobby's {what}, before "
    "its game starts: this table plays {variant}, which has nothing to load, so nothing changed.",
    "document.too_big": "That file is too big (at most {limit} bytes).",
    "document.bad_json": "That is not JSON at line {line}, column {column}: {why}",
    "document.no_name": "There is no {label} named `{name}`. Enter one of {names}, or your own "
    "written as JSON.",
    "document.blank": "Enter one of {names}, or your own {label} written as JSON.",
    "document.custom": "the table's own",
    "cmd.rulefile": "Set a lobby's card of prices from a JSON file",
    "cmd.rulefile.file": "A small JSON file: the document's value",
    # the table message
    "table.title": "Boston · table {id}",
    "table.dealing": "Dealing…",
    "table.deal_no": "Deal {n} · {variant}",
    "table.deal_of": "Deal {n} of {deals} · {variant}",
    "table.sides": "Partners: {a} & {b} against {c} & {d}",
    "table.between_deals": "The deal is over.",
    # a seat a computer keeps for its person, on the table message (who plays it meanwhile)
    "table.away": "🤖 A computer plays for {names} (away)",
    "table.away_and": "{first} and {last}",
    "table.ending": "The game ends when this deal is over (agreed stop).",
    "table.paused": "⏸️ **The table is paused.** The host or a member with Manage Server "
    "resumes it with `/boston resume`.",
    "table.pool": "{word}: {amount}",
    "table.pool_deposit": "{word}: {amount} (this deal's {what} of {n} in it)",
    "table.pool_deposit_part": "{word}: {amount} ({n} of this deal's {what} of {total} in it)",
    "table.reserve": "{word} {n}",
    "table.reserve_deposit": "{word} {amount} (this deal's {what} of {n} in it)",
    "table.reserve_deposit_rest": "{word} {amount} (the other {n} in it)",
    "table.cancelled": "This table was cancelled.",
    "table.abandoned_started": "This table's game started in {place} and was abandoned there, "
    "without a final settlement.",
    "table.abandoned": "This game was abandoned: it stopped here, without a final settlement.",
    "table.finished": "The game is over: its final settlement is in the thread.",
    "table.finished_plain": "The game is over: its final balances are in the thread.",
    "table.again": "A new game of {variant}: {command} in this channel.",
    "table.my_hand": "My hand",
    "table.protocol": "Protocol",
    # the same button where the game keeps no protocol: it shows the score sheet alone
    "table.score_sheet": "Score sheet",
    "deal.dealer": "Dealer: {dealer} · {forhand_word}: {forhand}",
    "deal.turned": "Turned card: {card} — {classes}",
    "deal.turned_as": "{label}: {card} — {classes}",
    "deal.turned_card": "Turned card: {card}",
    "deal.turned_card_as": "{label}: {card}",
    "deal.class": "{word} {suits}",
    # a class no suit holds (NT-S1's petite in deal 1, MA-D2's preference): "petite – second
    # suit: none", as Swedish says it; "no petite – second suit" read as a gloss of "no petite"
    "deal.class_empty": "{word}: none",
    "deal.turned_played": " (played)",
    "deal.top_trump": "★ {card} is {name}",
    # NT-C6: the declarer's right to renounce, said while it lasts
    "deal.renounce": "{who} may renounce — need not follow suit — to the end of trick {n} "
    "({contract})",
    "deal.auction": "Auction: {bids}",
    "deal.auction_all_passed": "Auction: everyone passed",
    "deal.earlier_bid": "… 1 earlier bid",
    "deal.earlier_bids": "… {n} earlier bids",
    "deal.bids": "Bids: {bids}",
    "deal.claim_refused": "{who} refused {declarer}'s claim: play goes on.",
    "deal.exposed": "{who}'s cards lie face up: {cards}",
    "deal.trick": "Trick {n}: {plays}",
    "deal.a_computer": "a computer",
    "deal.won": "Tricks: {won}",
    "deal.last_trick": "Last trick: {winner} took it",
    "deal.last_trick_of": "Last trick of deal {n}: {winner} took it",
    "auction.pass": "{who}: pass",
    "auction.no_support": "{who}: does not support",
    "contract.line": "Contract: {contract} · {declarer_word} {declarer}",
    "contract.declaring": "Contract: being declared by {declarer}",
    "contract.trumps": "trumps {suit}",
    "contract.no_trumps": "no trumps",
    "contract.partner": "partner {who}",
    "contract.whister": "{role} {who}",
    "contract.alone": "plays alone",
    "contract.ruled": "{fact}: {why}",
    "contract.conceded": "conceded",
    "turn.auction": "{who} to bid.",
    "turn.support_or_pass": "{who} to say {support} or pass.",
    "turn.trump": "{who} names trumps.",
    "turn.trump_higher": "{who} names trumps and may declare a higher contract.",
    "turn.whist_offer": "{who} decides whether to invite whist.",
    "turn.whist_answer": "{who} answers the whist invitation.",
    "turn.whist_declined": "Nobody said whist: {who} plays alone or concedes.",
    "turn.forced_pass": "{who} passes: no bid is left to make.",
    "turn.forced_trump": "The table names trumps for {who}: the bid leaves no choice.",
    "turn.ruled": "{why}: {what}.",
    "turn.discard": "{who} discards a card face down.",
    "turn.play": "{who} to play.",
    "turn.merge": "{who} decides whether to merge two betar.",
    "balances": "Balances: {balances}",
    "sheet.head": "Marks: {marks}   Played off: {played_off}",
    "sheet.head_unmarked": "Played off: {played_off}",
    "sheet.marks": "Marks: {marks}",
    "sheet.rows_left_out": "The {n} oldest rows are left out here: the picture has every row.",
    "sheet.of_tour": "{n} of {tour}",
    # under a closed protocol's last row: each column's standing ålar and betar (SV-P12)
    "sheet.sums": "Sums of the standing ålar and betar:",
    "sheet.seat_line": "Seat {seat}: {players}",
    "sheet.seat_from": "{name} from deal {deal}",
    "sheet.seat_from_auction": "{name} from deal {deal}, during the auction",
    "sheet.seat_from_before_play": "{name} from deal {deal}, before the first trick",
    "sheet.seat_from_trick": "{name} from deal {deal}, trick {trick}",
    "sheet.seat_from_after_card": "{name} from deal {deal}, after the seat's card in trick {trick}",
    "sheet.seat_from_end": "{name} from the end of deal {deal}",
    "sheet.seat_from_within": "{name} from partway through deal {deal}",
    "sheet.seat_kept_for": "a computer kept it for {person}",
    "sheet.seat_again": "{name} again",
    "sheet.seat_more.one": "and 1 more change",
    "sheet.seat_more.other": "and {n} more changes",
    "sheet.legend": "How to read it: `96 ─3/2 #1` is a bet of 96 played off by seat 3 with seat 2 "
    "as whister (`/0`: alone), the 1st played off (a narrow sheet writes `96─3/2#1` or "
    "`96─32#1`); a bare `─` is the gående bet, still to win (on each of the highest when they "
    "tie).",
    "sheet.legend_closed": "How to read it: `96 ─3/2 #1` is a bet of 96 played off by seat 3 "
    "with seat 2 as whister (`/0`: alone), the 1st played off (a narrow sheet writes `96─3/2#1` "
    "or `96─32#1`); a bare `─` marks the gående bet as the game ended (on each of the highest "
    "when they tie), which the betdelning settled with the others still standing.",
    "scoresheet.deal": "Deal",
    "scoresheet.total": "Total",
    "scoresheet.contract": "Contract",
    "scoresheet.row": "{side}: {contract}, {verdict}",
    # A declaration made in the deal, after its row's words: "West: chicane +30" (RU-C5)
    "scoresheet.declared": "{who}: {what}",
    "scoresheet.conceded": "conceded",
    "scoresheet.claimed": "{verdict} ({n} claimed)",
    "scoresheet.lost": "{lost} by {n}",
    "scoresheet.earlier": "(earlier deals not shown: {n})",
    "scoresheet.none": "(no deal finished yet)",
    # results
    # The head ("**Deal 3** · dealer Ann:") is the engine's (bot.engine.describe.result_head),
    # and so is the {side}'s "Ben with Cecilia as whister" / "… as partner" (result_side).
    "result.all_pass": "{what}.",
    "result.conceded": "{side} conceded {contract}.",
    "result.played": "{side}, {contract}, tricks taken {tricks}: {verdict}.",
    "result.claimed": "(the last {n} claimed and accepted)",
    "result.claimed_all": "(all {n} claimed and accepted)",
    "result.payments": "Payments:",
    "result.net": "This deal: {net}",
    "result.final": "**The game is over.**",
    "result.tour_over.one": "**The tour is over:** its one bet is played off.",
    "result.tour_over.other": "**The tour is over:** all {n} betar are played off.",
    # why the game ended, where its agreed number of deals ended it (bot.standings.over_words)
    "result.over_deals.one": "**The game is over:** its one deal is played.",
    "result.over_deals.other": "**The game is over:** all {n} deals are played.",
    # NT-G4 with play_out_pool: extra deals after the agreed ones until a contract took the pool
    "result.over_deals_more.one": "**The game is over:** the agreed deal is played, and "
    "{more} more until the pool was won.",
    "result.over_deals_more.other": "**The game is over:** the {n} agreed deals are played, and "
    "{more} more until the pool was won.",
    "protocol.none": "No protocol yet: the game has not started.",
    # the hand view
    "hand.head": "**Table {id} · deal {n}** — you are seat {seat}, {name}",
    "hand.partner": "your partner: {who}",
    "hand.discard": "Your discard (only you see it): {card}",
    "hand.laid": "Your card laid face down (only you see it): {card}",
    "hand.your_turn": "Your turn: {what}",
    "hand.empty": "You have no cards left.",
    "hand.no_deal": "No cards have been dealt at this table yet.",
    "hand.choose_contract": "Bid… choose a contract",
    "hand.bid": "Bid {bid}",
    "hand.bid_named": "Bid: {bid}",
    "hand.bid_laying": "{bid}: lay {card} face down",
    "hand.bid_contract": "The buttons below bid **{contract}**.",
    "hand.bid_contract_one": "The button below bids **{contract}**.",
    "hand.bid_contract_ranked_one": "The button below bids **{contract}**; the suits rank "
    "{rank}, best first.",
    "hand.bid_contract_ranked": "The buttons below bid **{contract}**; the suits rank {rank}, "
    "best first.",
    "hand.choose_declared": "Declare… choose a contract",
    "hand.declare_kept": "The buttons below name trumps for **{contract}**, your bid; you may "
    "also declare a higher contract in the list above them.",
    # NT-C2, NT-K1: a plain Neuf bid in the petite or belle is declared as the neuf en petite
    # or en belle, never under its own buttons.
    "hand.declare_kept_elsewhere": "The buttons below name trumps for **{contract}**, your bid; "
    "{suit} is declared as **{other}** in the list above them, where you may also declare a "
    "higher contract.",
    "hand.declare_only": "Name trumps for **{contract}**, the only contract you may declare "
    "(your bid: {bid}).",
    "hand.declare_higher": "The buttons below name trumps and declare **{contract}**, higher "
    "than your bid ({bid}).",
    "hand.lay_card": "Lay {card} face down",
    "hand.pass": "Pass",
    "hand.trump": "Trumps {suit}",
    "hand.whist.invite": "Invite whist",
    "hand.whist.alone": "Play alone",
    "hand.whist.accept": "Whist!",
    "hand.whist.decline": "Decline whist",
    "hand.concede": "Concede",
    "hand.merge.yes": "Merge the two betar",
    "hand.merge.no": "Keep two betar",
    "hand.refresh": "Refresh",
    "prompt.or": " or ",
    "prompt.choice.bid": "bid",
    "prompt.choice.pass": "pass",
    "prompt.choice.invite": "invite whist",
    "prompt.choice.alone": "play alone",
    "prompt.choice.accept": "say whist",
    "prompt.choice.decline": "decline",
    "prompt.choice.concede": "concede",
    "prompt.bid.how": "choose a contract, then {what}",
    "prompt.bid.one": "choose a contract, then click its button",
    # broken at its comma for a phone (deal_lines.phrased)
    "prompt.bid.only": "only one contract can be bid, so choose {what}",
    "prompt.bid.level": "its {kind}",
    "prompt.bid.button": '"{label}"',
    "prompt.bid.suit": "its trump suit",
    "prompt.bid.card": "the card to lay face down",
    "prompt.bid.if_any": ", if it has a choice",
    "prompt.trump": "name trumps.",
    "prompt.trump_higher": "name trumps; you may also declare a higher contract.",
    "prompt.discard": "discard one card face down.",
    "prompt.play": "play a card.",
    # Why the other cards are greyed out (SV-T1; NT-S3: the carte de boston is a trump)
    "prompt.play_follow": "play a card (follow suit: {suit}).",
    # short: bold after "Your turn: ", whole on a phone's line (50 columns)
    "prompt.play_follow_top": "play a card (follow {suit}; {top_trump} is a trump).",
    "prompt.must_follow": "You must follow suit ({suit}).",
    "prompt.play_renounce": "play a card: any card, since you may renounce in this trick.",
    # RU-C4, on a line of its own under the bold "Your turn: play a card …" (a phone's line)
    "prompt.declare_note": "Your hand allows a declaration: make it now, before this card, or "
    "the right is lost.",
    "prompt.declare_note_word": "Your hand allows you to declare {word}: do it now, before this "
    "card, or the right is lost.",
    "prompt.merge": "merge your two betar into one, or keep two betar.",
    # refusals by the table service (codes of bot.tables.service.RefusalCode)
    "refused.no_table": "That table does not exist or has ended.",
    "refused.no_table_here": "You sit at no table here: use the command in your table's thread, "
    "or add `table:` with its number.",
    "refused.tables_open_here": "There are tables {tables} in this channel: add `table:` with "
    "the number you mean, or use the command in the table's thread.",
    "refused.tables_open_here_unthreaded": "There are tables {tables} in this channel: add "
    "`table:` with the number you mean.",
    "refused.table_open_here": "There is table {id} in this channel: add `table:{id}`, or use "
    "the command in its thread {thread}.",
    "refused.table_open_here_unthreaded": "There is table {id} in this channel: add `table:{id}`.",
    # {place}: a table's thread, else its channel, as a mention
    "refused.table_open_elsewhere": "There is no table in this channel; table {id} is open in "
    "{place}: add `table:{id}`, or use the command there.",
    "refused.table_open_elsewhere_unthreaded": "There is no table in this channel; table {id} "
    "is open in {place}: add `table:{id}`.",
    "refused.tables_open_elsewhere": "There is no table in this channel; open on this server: "
    "{tables}. Add `table:` with the number you mean, or use the command in the table's thread.",
    "refused.tables_open_elsewhere_unthreaded": "There is no table in this channel; open on "
    "this server: {tables}. Add `table:` with the number you mean.",
    "refused.table_where": "table {id} in {place}",
    "refused.tables_more.one": "1 more",
    "refused.tables_more.other": "{n} more",
    "refused.no_table_ended": "You sit at no table here. Your last table here, table {id}, "
    "has ended; its records are still there: use the command in its thread {thread}, or add "
    "`table:{id}`.",
    "refused.no_table_over": "You sit at no table here: your last table here, table {id}, has "
    "ended.",
    "refused.table_over": "The game at table {id} has ended.",
    "refused.no_table_ended_unthreaded": "You sit at no table here. Your last table here, "
    "table {id}, has ended; its records are still there: add `table:{id}`.",
    "refused.no_table_ended.export": "You sit at no table here. Your last table here, table "
    "{id}, has ended; its game record can still be exported: use the command in its thread "
    "{thread}, or add `table:{id}`.",
    "refused.no_table_ended_unthreaded.export": "You sit at no table here. Your last table "
    "here, table {id}, has ended; its game record can still be exported: add `table:{id}`.",
    "refused.not_seated": "You are not seated at this table.",
    "refused.not_seated.computer": "Only a player seated at this table can seat a computer: "
    "press **Join** first.",
    "play.made": "That move is already made; here is the table now.",
    "refused.stale": "The table has moved on since you looked; here it is now.",
    "refused.outgrown": "The scores have grown larger than the table can keep: the game ends "
    "here, and this deal does not count.",
    "refused.not_playing": "That is not possible now: the game has started or is over.",
    "refused.not_host": "Only the host can do that.",
    "refused.not_host.start": "Only the host can start the game.",
    "refused.not_host.rules": "Only the host can change the table's rules.",
    "refused.not_host_or_admin": "Only the host or a member with Manage Server can do that.",
    "refused.not_host_or_admin.pause": "Only the host or a member with Manage Server can pause "
    "the game.",
    "refused.not_host_or_admin.resume": "Only the host or a member with Manage Server can "
    "resume the game.",
    "refused.not_host_or_admin.end": "Only the host or a member with Manage Server can end the "
    "game.",
    "refused.not_host_or_admin.abandon": "Only the host or a member with Manage Server can "
    "abandon the table.",
    "refused.not_host_or_admin.replace": "Only the host or a member with Manage Server can give "
    "a seat to someone else with `/boston replace`.",
    "refused.not_host_or_admin.cancel": "Only the host or a member with Manage Server can "
    "cancel the table.",
    "refused.table_full": "All four seats are taken.",
    "refused.already_seated": "You already have a seat at this table.",
    "refused.not_full": "Four seats must be filled to start.",
    "refused.illegal": "Those table settings are not allowed.",
    "refused.not_saved": "Your move could not be saved; please try again.",
    "refused.too_many_lobbies": "You already have tables waiting for players: start or cancel "
    "one of them first.",
    "refused.server_busy": "This server has too many tables waiting for players: start or cancel "
    "some first.",
    "refused.too_fast": "You are clicking faster than the table can follow; wait a moment.",
    "refused.end_requested": "The game already ends when the deal in progress is over.",
    "refused.paused": "The table is paused: nothing is played until the host or a member with "
    "Manage Server resumes it with `/boston resume`.",
    # under a hand view drawn paused, whose own line (table.paused) says who resumes it and how
    "refused.paused_in_view": "Nothing is played while the table is paused.",
    "refused.not_scorekeeping": "This table deals its own cards: its deals are played here, "
    "not entered with `/boston score`.",
    "refused.deal_in_play": "The table's last deal was never finished, so its record would show "
    "the hands still held: it cannot be exported.",
    # refusals the cogs decide (cogs.boston.common.Told)
    "refused.not_your_question": "That question was asked to someone else.",
    "refused.other_table_view": "That button belongs to table {id}, not to this hand view of "
    "table {here}: nothing was done.",
    "refused.host_cannot_leave": "The host cannot leave the lobby: cancel the table instead.",
    "refused.seated_nowhere": "You are not seated at any table here.",
    "refused.not_seated_at": "You are not seated at table {id}.",
    "refused.leave_started": "Table {id} has started: its seats are the game's now. **Let a "
    "computer play** (under **My hand**) has a computer play yours.",
    "lobby.left": "You have left table {id}.",
    "refused.already_started": "Table {id} has started.",
    "refused.leave_instead": "To give up your own seat there: `/boston leave table:{id}`.",
    "cmd.leave": "Give up your seat at a table not yet started",
    "refused.host_is": "The host of table {id} is {host}.",
    "refused.host_gone": "The host of table {id}, {host}, is no longer on this server: only a "
    "member with Manage Server can do it now.",
    # a host's line for several tables ({id}: their numbers, listed): to someone who named none
    "refused.host_is.several": "The host of tables {id} is {host}.",
    "refused.host_gone.several": "The host of tables {id}, {host}, is no longer on this server: "
    "only a member with Manage Server can do it now.",
    "refused.host_gone.start": "The host of table {id}, {host}, is no longer on this server: "
    "the game cannot start. A member with Manage Server can cancel the table.",
    "refused.already_left": "You have already left table {id}: **Join** on the table's "
    "message seats you again.",
    "refused.computer_seat_taken": "Seat {seat} is taken already ({who}): no computer was "
    "added. Press a **Computer** button again to seat another.",
    "refused.already_back": "You are at your own seat already: this button is only for the "
    "player its message names, while a computer keeps their seat.",
    "refused.member_seated": "{who} already has a seat at this table (seat {seat}).",
    "refused.seat_given": "Your seat at table {id} (seat {seat}) went to {who}.",
    "refused.seat_given_computer": "Your seat at table {id} (seat {seat}) went to {who}. "
    "The host can give it back to you with `/boston replace`.",
    "refused.seat_given_host": "Your seat at table {id} (seat {seat}) went to {who}. You are "
    "the host: take it back yourself with `/boston replace seat:{seat}`, naming yourself as "
    "`member`.",
    "refused.replace_stale": "Seat {seat} of table {id} has changed since you asked: nothing "
    "was given. Use `/boston replace` again if it is still needed.",
    "refused.end_stale": "Table {id} has moved on since you asked (a deal was dealt or begun): "
    "nothing was ended. Use `/boston end` again if it is still wanted.",
    "refused.end_last_deal": "This is already the last deal of the game at table {id}: the "
    "game ends with its final settlement when the deal is over. Nothing was changed.",
    "refused.end_last_deal_plain": "This is already the last deal of the game at table {id}: "
    "the game ends when the deal is over. Nothing was changed.",
    "refused.member_left": "{who} is no longer a member of this server: nothing was given.",
    "refused.not_seated_playing": "You are not seated at this table. The host can give you a "
    "seat a computer plays, or keeps for someone away, with `/boston replace`.",
    "refused.not_seated_full": "You are not seated at this table, and every seat is taken: "
    "you can follow the game in the table message.",
    "refused.bot_member": "A bot cannot take a seat: leave out `member` to give the seat to a "
    "computer.",
    "refused.already_paused": "Table {id} is paused already; `/boston resume` takes it up again.",
    "refused.not_paused": "Table {id} is not paused: it is playing.",
    "refused.place_gone": "Table {id}'s channel was deleted, so it cannot be played on there: "
    "it stays paused as it stood. The host or a member with Manage Server can move it to "
    "another text channel of this server by typing `/boston resume table:{id}` there (it plays "
    "on there), or end it with `/boston abandon table:{id}`.",
    "refused.move_wrong_place": "Table {id} can only move to a text channel of this server: "
    "type `/boston resume table:{id}` in one.",
    "refused.move_failed": "Table {id} could not be moved here: I may not post in this channel "
    "(I need **Send Messages** and **Embed Links**). It stays paused; try another channel.",
    "refused.move_unseen": "Table {id} could not be moved here: I may not see this channel "
    "(I need **View Channel**). It stays paused; try another channel.",
    "refused.move_later": "Table {id} could not be moved here just now (Discord or the "
    "database did not answer as it should). It stays paused: try again in a moment.",
    "refused.moved_paused": "Table {id} moved to {channel} but is still paused: "
    "`/boston resume table:{id}` plays on.",
    "refused.table_moved": "Table {id} plays in {channel} now: this message is no longer its "
    "table.",
    "refused.being_moved": "Table {id} is being moved to another channel just now: try again "
    "in a moment.",
    "club.moved": "Table {id} moved to {channel} and plays on.",
    "gone.paused": "Table {id}'s channel was deleted (its thread with it), so nobody could follow "
    "the game: it is paused where it stood, and nothing is played or counted meanwhile. Its "
    "protocol is kept (`/boston protocol table:{id}` in the server); the host or a member with "
    "Manage Server can move it to another channel with `/boston resume table:{id}` typed there, "
    "or end it with `/boston abandon table:{id}`.",
    "gone.cancelled": "Table {id}'s channel was deleted: its lobby is cancelled. `/boston new` "
    "opens another.",
    "refused.not_started": "That table has not started yet: it is still a lobby.",
    "refused.nothing_to_withdraw": "No deal has been entered at this table yet.",
    "refused.away": "Not while a computer plays your seat: press **Take my seat back** first.",
    "refused.already_away": "A computer already keeps your seat for you: **Take my seat back** "
    "returns it.",
    "refused.people_only": "A scorekeeping table seats four people playing with real cards: "
    "no computer takes a seat there.",
    "refused.not_last_deal": "Only the last deal entered can be taken back.",
    "refused.log_unreadable": "This table's saved log cannot be read back, so nothing was "
    "taken back.",
    "refused.which_table_here": "You sit at tables {tables} here: add `table:` with the one "
    "you mean.",
    "refused.which_table": "You sit at tables {tables} in this server: add `table:` with the "
    "one you mean.",
    "error.storage": "That could not be saved just now, so nothing changed; please try again.",
    "error.storage_read": "That could not be read just now; please try again.",
    "file.protocol": "protocol-{stem}.png",
    "file.sheet": "score-sheet-{stem}.txt",
    "file.record": "boston-table-{id}.json",
    "error.discord": (
        "Discord refused the bot's answer, so you may not see what happened. "
        "Look at the table (Refresh or My hand): it shows what was saved."
    ),
    "error.too_late": "That took the bot too long, so the form could not open; please try again.",
    "error.restarting": "The bot is restarting, so this may not have been done: look at the "
    "table, or try again in a minute.",
    "error.unexpected": "Something went wrong on our side and nothing changed; please try again.",
    "error.not_a_member": "{who} is not a member of this server (any more): a command can name "
    "only its members, so nothing changed.",
    "error.out_of_date": "This button is out of date (the bot has changed since it was drawn), "
    "so nothing happened. Press **My hand** on the table message for a current view.",
    "error.out_of_date.form": "This form is out of date (the bot has changed since it was "
    "opened), so nothing was saved. Open it again with its button in the lobby.",
    "error.no_answer": (
        "Discord did not confirm the bot's answer in time, so you may not see what happened. "
        "Look at the table (Refresh or My hand): it shows what was saved."
    ),
    # refusals by the rules (codes of bot.engine.errors.Refusal)
    "illegal.game_over": "This deal is over.",
    "illegal.not_your_turn": "It is not your turn.",
    "illegal.wrong_phase": "That cannot be done at this stage of the deal.",
    "illegal.wrong_phase.phase": "That cannot be done at this stage of the deal.",
    # the stage the deal is at (the engine's ``phase``), what comes next
    "illegal.wrong_phase.auction": "The auction is still on. Cards are played once it is over.",
    "illegal.wrong_phase.trump": "The auction is over and trumps are being named. Cards are "
    "played after that.",
    "illegal.wrong_phase.whist_offer": "The auction is over and whist is being settled. Cards "
    "are played after that.",
    "illegal.wrong_phase.whist_answer": "The auction is over and whist is being settled. Cards "
    "are played after that.",
    "illegal.wrong_phase.whist_declined": "The auction is over and whist is being settled. "
    "Cards are played after that.",
    "illegal.wrong_phase.discard": "The auction is over and cards are being put away face "
    "down. The play comes next.",
    "illegal.wrong_phase.play": "The auction is over and the cards are being played. Play a "
    "card when it is your turn.",
    "illegal.wrong_phase.claim": "The declarer has claimed the remaining tricks. Play goes on "
    "only if the claim is refused.",
    "illegal.wrong_phase.merge": "The deal is over. The next deal comes once the merge "
    "question is answered.",
    "illegal.passed": "You have passed and may not bid again.",
    "illegal.supported": "You have supported a demande and may not bid again.",
    "illegal.bid_too_low": "Your bid is too low.",
    "illegal.bid_too_low.demande": "A demande stands: a second one cannot be bid over it.",
    # as many tricks as the standing bid: the suit (or the colour level) must be better
    "illegal.bid_too_low.tricks": "Your bid is too low: {tricks} tricks are bid already, and "
    "the same number of tricks needs a better suit.",
    "illegal.bid_too_low.level_tricks": "Your bid is too low: {level_tricks} tricks are bid "
    "already, and the same number of tricks needs a better colour level.",
    # as many tricks in the best suit (or at the best level): only more tricks beat them
    "illegal.bid_too_low.more_than": "Your bid is too low: {more_than} tricks are bid already, "
    "and only more tricks beat that bid.",
    "illegal.bad_level": "A misère has no colour level.",
    "illegal.unknown_contract": "There is no such contract.",
    "refused.contract_not_offered": "That contract is not offered now.",
    "illegal.trump_not_allowed": "Your bid's colour level does not allow those trumps.",
    "illegal.whist_not_allowed": "That whist answer is not possible now.",
    "illegal.concede_not_allowed": "You may concede only after everyone declined whist.",
    "illegal.card_not_in_hand": "That card is not in your hand.",
    "illegal.must_follow_suit": "You must follow suit.",
    "illegal.must_follow_suit.suit": "You must follow suit ({suit}).",
    "illegal.must_follow_suit.suit.top_trump": "You must follow suit ({suit}): {top_trump} is a "
    "trump here.",
    "illegal.merge_not_asked": "There is no merge question now.",
    "illegal.not_allowed": "That is not possible now.",
    "illegal.no_petite": "This deal has no petite: bid the Demande en belle instead.",
    "illegal.demande_card": "A demande lays a card of belle or petite from your hand.",
    "illegal.four_aces": "Only a player holding the four aces may bid the Misère des quatre as.",
    "illegal.laid_suit": "After your demande, a solo bid must be in the suit of the card you laid.",
    "illegal.laid_suit.belle": "After your Demande en belle, a solo bid must be in belle "
    "({belle}).",
    "hand.claim": "Claim the rest",
    "hand.declare": "Declare {word}",
    "hand.claim.accept": "Accept the claim",
    "hand.claim.refuse": "Refuse the claim",
    "prompt.claim_answer": "accept the claim or refuse it (play on).",
    "turn.claim": "{declarer_subject} claims the rest: {who} answers.",
    "turn.claim_answered": "{declarer_subject} claims the rest: {answers}, {who} answers.",
    "illegal.claim_not_allowed": "You may not claim now.",
    "illegal.claim_not_allowed.declaration": "No claim in the first trick: every player may "
    "still declare {declaration} at their first turn. Play a card; you may claim from the "
    "next trick on.",
    "illegal.no_claim": "There is no claim to answer.",
    "illegal.claim_open": "Answer the open claim first.",
    # club features (issue 7)
    "cmd.new.mode": "Play here, or keep score of a game with real cards",
    "cmd.new.timer": "Minutes per turn before a computer steps in (0: off)",
    "choice.trump.plain": "A plain suit",
    "choice.trump.second": "The turned card's other suit of its colour",
    "choice.trump.first": "The turned card's suit",
    "choice.play": "Play with the bot's cards",
    "choice.score": "Keep score (real cards)",
    "cmd.opt.table": "The table's number (default: the table here)",
    "cmd.pause": "Put a table aside to go on another day",
    "cmd.resume": "Take a paused table up again",
    "cmd.end": "End the game by agreement (host or Manage Server)",
    "cmd.abandon": "Abandon a table (host or Manage Server)",
    "cmd.replace": "Give an absent player's seat to someone or a computer",
    "cmd.replace.seat": "The seat to fill (1-4)",
    "cmd.replace.member": "The member who takes the seat (none: a computer)",
    "cmd.settings": "The server's defaults for new tables (Manage Server)",
    "cmd.settings.price": "Price per point in öre (0: for honour)",
    "cmd.settings.language": "The language of public table messages (tables already open too)",
    "cmd.leaderboard": "The server's best players",
    "cmd.leaderboard.period": "Which games count",
    "cmd.leaderboard.tour": "A tour's or game's number; in a table's thread, that table's "
    "(with period: tour, the latest)",
    "cmd.leaderboard.variant": "Which rules' points (default: a table's own in its thread, "
    "else the one played here last)",
    "choice.all": "All time",
    "choice.month": "This month",
    "choice.tour": "One tour or game",
    "cmd.stats": "A player's statistics here, also of one who has left the server",
    "cmd.stats.member": "Whose statistics: a member (default: yours)",
    "cmd.stats.player": "Or a player of this server's games by name, also one who has left",
    "cmd.protocol": "A table's protocol or score sheet, privately",
    "cmd.score": "Enter a deal played with real cards",
    "cmd.withdraw": "Take back the last deal entered with /boston score",
    "cmd.withdraw.deal": "The last deal's number: a second withdraw sent by mistake is refused",
    "cmd.score.contract": "The contract, from the list of the table's own",
    "cmd.score.declarer": "The declarer's seat (1-4)",
    "cmd.score.declarer_member": "The declarer, as a member",
    "cmd.score.trumps": "The class of the trump suit",
    "cmd.score.whister": "The whister's or supporter's seat, if any",
    "cmd.score.tricks": "Tricks taken by the declarer",
    "cmd.score.whister_tricks": "Tricks taken by the whister or supporter",
    "cmd.score.honours": "Trump honours of the declaring side (0-4)",
    "cmd.score.first_five": "The declaring side took the first five tricks",
    "cmd.score.conceded": "The declarer conceded",
    "cmd.score.suit": "The trump suit, where the rules name it in the bid",
    "cmd.score.turned": "The turned card, where the rules need it (e.g. QC)",
    "cmd.score.boston": "The seat holding the carte de boston, where the rules pay it (1-4)",
    "cmd.score.merge": "Merge the two betar a lost contract writes into one (default: kept apart)",
    "cmd.score.all_pass": "Everyone passed",
    "cmd.score.seat_tricks": (
        "Everyone passed and the deal was played out: each seat's tricks, e.g. 5 4 3 1"
    ),
    "cmd.score.chicane": (
        "The seats that declared chicane (held no trump), where the rules pay it, e.g. 2 4"
    ),
    "cmd.export": "A table's game record as a file (every deal and move, JSON)",
    "cmd.import": "Replay a game record file and show its protocol",
    "cmd.import.record": "A boston-record JSON file",
    "club.paused": "Table {id} is paused. Resume it with `/boston resume`, another day if you "
    "like.",
    "club.resumed": "Table {id} plays on.",
    "club.ended": "Table {id} has ended: the final settlement is in {place}.",
    "club.ended_plain": "Table {id} has ended: the final balances are in {place}.",
    "club.ending": "Table {id} ends when the deal in progress is over.",
    "club.end_question_now": "**End table {id} now?** This cannot be undone.",
    "club.end_question_after": "**End table {id} when deal {n} is over?** This cannot be undone.",
    "club.end_drops": "Deal {n} is dealt but nobody has played in it yet: it will not be played "
    "and does not count.",
    "club.end_plays_out": "Deal {n} is under way: it is played to the end and counts, then no "
    "new deal is dealt.",
    "club.end_tour.one": "1 of {tour} {betar} is played off.",
    "club.end_tour.other": "{n} of {tour} {betar} are played off.",
    # "finished so far": "2 deals are played" read as if only two would count.
    "club.end_deals_of.one": "1 of {limit} deals finished so far.",
    "club.end_deals_of.other": "{n} of {limit} deals finished so far.",
    "club.end_deals.one": "1 deal finished so far.",
    "club.end_deals.other": "{n} deals finished so far.",
    "club.end_settles_now": "The final settlement is made from the balances as they stand now.",
    "club.end_settles_after": "The final settlement is made from the balances as they stand "
    "after that deal.",
    "club.end_final_now": "The balances as they stand now are final.",
    "club.end_final_after": "The balances as they stand after that deal are final.",
    "club.end_yes": "End table {id}",
    "club.end_no": "Keep playing",
    "club.end_kept": "Table {id} plays on: nothing was ended.",
    "club.abandoned": "Table {id} is abandoned.",
    "club.abandon_question": "Abandon table {id}? The game stops at once, without a final "
    "settlement, and cannot be taken up again.",
    "club.abandon_yes": "Abandon table {id}",
    "club.abandon_no": "Keep playing",
    "club.abandon_kept": "Table {id} plays on: nothing was abandoned.",
    # /boston abandon on a lobby: no game yet, so nothing stops and nothing is settled
    "club.cancel_question": "Cancel table {id}? No game has started there yet; the lobby "
    "closes for everyone seated at it.",
    "club.cancel_yes": "Cancel table {id}",
    "club.cancel_no": "Keep the table",
    "club.cancelled": "Table {id} was cancelled.",
    "club.cancel_kept": "Table {id} stays open: nothing was cancelled.",
    "club.cancel_started": "Table {id} has started since you asked: nothing was cancelled. To "
    "stop its game, use `/boston abandon` again.",
    "club.computer_name": "{name} (computer)",
    "club.replaced": "Seat {seat} of table {id} now belongs to {who}.",
    "club.replace_question": "{was} is playing seat {seat} and has not stepped away. Give the "
    "seat to {who}?",
    "club.replace_question_computer": "{was} is playing seat {seat} and has not stepped away. "
    "Give the seat to a computer?",
    "club.replace_question_lobby": "{was} has seat {seat} at table {id}, which has not started "
    "yet. Give the seat to {who}?",
    "club.replace_question_computer_lobby": "{was} has seat {seat} at table {id}, which has not "
    "started yet. Give the seat to a computer?",
    "club.replace_yes": "Give the seat",
    "club.replace_no": "Cancel",
    "club.replace_kept": "Nothing was given: seat {seat} of table {id} stays as it was.",
    "club.admin_only": "Only members with Manage Server may change the server's settings.",
    "score.pass_or_contract": "Either everyone passed or a contract was played, not both: give "
    "`all_pass` (or `seat_tricks`) alone, or the contract and its tricks.",
    "club.timer": "turn timer {n} min",
    "club.timer_none": "no turn timer",
    "club.settings": "Server defaults: {variant} · {price} · {timer} · language {language}",
    "club.price": "{money} per point",
    "club.price_none": "for honour (no price per point)",
    "club.language.en": "English",
    "club.language.sv": "Swedish",
    "club.rules": "Rules of {variant} on this server:",
    "club.variant_changed": "New tables now play {after} by default (before: {before}).",
    "club.language_changed": "Tables already open switch to {language} too, their computers' "
    "names included.",
    "club.open_tables_keep.one": "Table {tables}, already open, keeps the price, the turn timer "
    "and the rules it was opened with: new tables take these.",
    "club.open_tables_keep.other": "Tables {tables}, already open, keep the price, the turn "
    "timer and the rules they were opened with: new tables take these.",
    "club.rule_line": "· {label} (`{name}`): {value}",
    # after a club.rule_line whose setting plays no part under the others (the simplified
    # payment's ål)
    "club.rule_idle": " (not in effect with these rules)",
    "refused.bad_setting": "That setting is not possible: {reason}",
    "settings.unknown_variant": "there are no rules called '{name}'; choose one of: {known}",
    "settings.not_pair": "'{word}' is not name=value of a setting ({known})",
    "settings.unknown": "unknown setting '{name}' (known: {known})",
    "settings.unknown_near": "unknown setting '{name}': did you mean `{near}`? (known: {known})",
    "settings.twice": "the setting '{name}' is given twice: give it once",
    "settings.must_bool": "`{name}` must be on or off",
    "settings.must_choice": "`{name}` must be one of {options}",
    "settings.must_choice_near": "`{name}` must be one of {options}: did you mean `{near}`?",
    "settings.must_range": "`{name}` must be a whole number from {low} to {high}",
    "settings.must_from": "`{name}` must be a whole number from {low}",
    "settings.must_number": "`{name}` must be a whole number",
    "settings.multiple_of": "`{name}` must be a multiple of {step} from {low} to {high}",
    "settings.russian_suit_order": "Russian Boston's suit order is fixed: diamonds first (RU-1)",
    "settings.russian_only": "`{name}` is a setting of Russian Boston only (RU-F)",
    "settings.doubles_over_deals": (
        "`{name}` ({value}) cannot be more than the deals in the game ({deals}): "
        "the doubles are the game's last deals (NT-G2)"
    ),
    "settings.or_none": ", or none",
    "settings.value.on": "on",
    "settings.value.off": "off",
    "settings.value.none": "none",
    "notice.paused": "The table is paused; the host or a member with Manage Server resumes it "
    "with `/boston resume`.",
    "notice.paused_removed": "The bot was removed from the server: the table paused. "
    "`/boston resume` plays on.",
    "notice.abandoned": "Table {id} was abandoned by its host or a member with Manage Server: the "
    "game stops here, without a final settlement.",
    "notice.abandoned_by": "{who} abandoned table {id}: the game stops here, without a final "
    "settlement.",
    "notice.resumed": "The table plays on.",
    "notice.moved_here": "Table {id} moved here from a deleted channel: {who}. The table plays on.",
    "notice.ending": "The host is ending the game: it ends when the deal in progress is over, "
    "and the final settlement follows here.",
    "notice.ending_by": "{who} is ending the game: it ends when the deal in progress is over, "
    "and the final settlement follows here.",
    "notice.ending_plain": "The host is ending the game: it ends when the deal in progress is "
    "over, and the final balances follow here.",
    "notice.ending_by_plain": "{who} is ending the game: it ends when the deal in progress is "
    "over, and the final balances follow here.",
    "notice.ended_by": "{who} ended the game.",
    "notice.outgrown": "The scores have grown larger than the table can keep, so the game ends "
    "here, as if by agreement, after the last deal saved. The deal that outgrew it does not "
    "count.",
    "notice.ended_dropped": "{who} ended the game. Deal {n} had been dealt but not "
    "played: it does not count.",
    "notice.away": "{who} stepped away: a computer plays the seat until they take it back.",
    "notice.timed_out": "{who} did not play in time: a computer plays the seat until they take "
    "it back.",
    "notice.back": "{who} is back at the table.",
    "notice.away_back": "{who} stepped away for a while and has taken the seat back.",
    "notice.timed_out_back": "{who} did not play in time; a computer played the seat until they "
    "took it back.",
    "notice.away_given": "{who} stepped away; seat {seat} has since been given to {new}.",
    "notice.timed_out_given": "{who} did not play in time; seat {seat} has since been given to "
    "{new}.",
    "notice.away_ended": "{who} stepped away: a computer played the seat until the end of the "
    "game.",
    "notice.timed_out_ended": "{who} did not play in time: a computer played the seat until the "
    "end of the game.",
    "notice.away.own": "You stepped away: a computer plays your seat until you take it back.",
    "notice.timed_out.own": "Your time ran out: a computer plays your seat until you take it back.",
    "notice.away_back.own": "You stepped away for a while and have taken your seat back.",
    "notice.timed_out_back.own": "Your time ran out; a computer played your seat until you took "
    "it back.",
    "notice.away_given.own": "You stepped away; seat {seat} has since been given to {new}.",
    "notice.timed_out_given.own": "Your time ran out; seat {seat} has since been given to {new}.",
    "notice.away_ended.own": "You stepped away: a computer played your seat until the end of the "
    "game.",
    "notice.timed_out_ended.own": "Your time ran out: a computer played your seat until the end "
    "of the game.",
    "notice.seat_kept.own": "Seat {seat} has been given to the computer for good: it is no "
    "longer yours.",
    "notice.seat_taken.own": "You play seat {seat} now.",
    "notice.seat_lost.own": "Seat {seat} has been given to someone else: it is no longer yours.",
    "notice.renamed": "{old} is now called {new}.",
    "notice.seat_given": "Seat {seat}: {who} takes over from {was}.",
    "notice.seat_kept": "Seat {seat}: {who} takes over from {owner} for good.",
    "notice.seat_given_away": "Seat {seat}: {who} takes over from {was}, which was keeping it "
    "for {owner}.",
    "notice.withdrawn": "↩️ {who} took back deal {n}; it can be entered again with `/boston score`.",
    "notice.attention": "{who}: this table needs attention. The computer in seat {seat} keeps "
    "failing to move. The host or a member with Manage Server can give the seat to someone with "
    "`/boston replace`, or pause the table.",
    "notice.attention_ruled": "{who}: this table needs attention. The move the rules make for "
    "{name} (seat {seat}) keeps failing, so the game cannot go on for now. The host or a member "
    "with Manage Server can pause the table with `/boston pause` and try again with "
    "`/boston resume`, or abandon it with `/boston abandon`.",
    "seat.back": "Take my seat back",
    "seat.away": "Let a computer play",
    "seat.computer_plays": "A computer plays your seat until you take it back.",
    "seat.computer_plays_timed_out": "Your time ran out: a computer plays your seat until you "
    "take it back.",
    "seat.computer_plays_now": "A computer plays your seat while you are away, starting with "
    "this turn.",
    "seat.kept_move": "Last move made for you: {move}.",
    "seat.done.back": "Welcome back: the seat is yours again.",
    "seat.back_already": "You have your seat back already: this view shows it now.",
    "result.game_end": "{heading}:",
    "result.standings": "Final balances:",
    "points.one": "{point} point",
    "points.other": "{point} points",
    "result.standing": "{place}. {who} {points}",
    "result.standing_money": "{place}. {who} {points} = {money}",
    "result.held_before": "(seat {seat}; {holders})",
    "result.held_until": "{who} through deal {n}",
    "result.held_part": "{who} during part of deal {part}",
    "result.held_until_part": "{who} through deal {n} and part of deal {part}",
    "result.held_in_deal": "{who} in deal {n}",
    "result.held_in_deals": "{who} in deals {first}–{last}",
    "result.held_again_from": "{who} again from deal {n}",
    "result.price": "(at {price} per point)",
    "stats.no_tour": "No finished tour or game here yet.",
    "stats.unknown_tour": "Number {tour} is not among the finished tours and games here: {tours}.",
    "stats.empty": "Nobody has played here yet.",
    "stats.empty_month": "Nobody has played here this month yet.",
    "stats.board_all": "**Leaderboard** (all time)",
    "stats.board_month": "**Leaderboard** (this month)",
    "stats.board_tour": "**Leaderboard** (tour {tour})",
    "stats.board_tour_game": "**Leaderboard** (game {tour})",
    # in a table's thread: {tour} counts that table's tours and games (its first is 1)
    "stats.board_table_tour": "**Leaderboard** (table {table}, tour {tour})",
    "stats.board_table_tour_game": "**Leaderboard** (table {table}, game {tour})",
    "stats.board_line": "{place}. {who} {points}{tours} · {deals}{rating}",
    # "deals 24" in both forms: the leaderboard's figures follow their labels in English
    "stats.board_deals.one": "deals 1",
    "stats.board_deals.other": "deals {n}",
    "stats.board_rating": " · rating {rating}",
    "stats.board_tours": " · tours won {won}/{tours}",
    "stats.board_tours_game": " · games won {won}/{tours}",
    "stats.nothing": "{who} has not played here yet.",
    # /boston stats player: a suggestion, the name they last played under here and the day
    "stats.player_choice": "{name} · last played {day}",
    "stats.several": "Several players here have {typed} in their name: {names}. Pick one from "
    "the suggestions, or type a whole name.",
    "stats.one_player": "Name one player, by member or by player, not both.",
    "stats.head": "**{who}**",
    # the finishes rated, by the units the player finished ("1 game", "2 tours and 1 game")
    "stats.rating": "Rating {rating} (from {count})",
    "stats.count_tours.one": "1 tour",
    "stats.count_tours.other": "{n} tours",
    "stats.count_games.one": "1 game",
    "stats.count_games.other": "{n} games",
    "stats.count_both": "{tours} and {games}",
    "stats.count_either.one": "1 tour or game",
    "stats.count_either.other": "{n} tours and games",
    "stats.unrated": "No rating yet: ratings come from finished tours and games with other "
    "people; computers are not rated",
    # unrated, with a seat handed on before a game's end: the standings name its last holder
    "stats.unrated_handed_on": "No rating yet: ratings come from finished tours and games with "
    "other people, for whoever holds each seat at the end",
    # a fact per line, short enough for a phone
    "stats.split_deals": "· {deals} in the deals",
    "stats.split_settled": "· {settled} in final settlements",
    "stats.deals_only": " without final settlements",
    # a deal whose money is theirs but which a computer keeping the seat, or the seat's holder
    # before them, ended: the counts below are the contracts and whists bid in person
    "stats.by_others.one": "· 1 of the deals ended by someone else in the seat: in the figures "
    "above; below, only what was bid or whisted in person",
    "stats.by_others.other": "· {n} of the deals ended by someone else in the seat: in the "
    "figures above; below, only what was bid or whisted in person",
    # the contracts and whists above from tables older than the record of who held each seat
    "stats.unrecorded.one": "1 of these from a table where the bot cannot tell who held each "
    "seat: a computer keeping the seat may have bid or whisted it",
    "stats.unrecorded.other": "{n} of these from tables where the bot cannot tell who held each "
    "seat: a computer keeping the seat may have bid or whisted some",
    # their own bids and whists in a deal whose seat then went to someone else (a member, or
    # a computer given the seat): the points go with the seat, to its holder at the end
    # Said without a pronoun: the reader may be reading their own record or a member's.
    "stats.roles_handed_on.one": "1 contract bid or whist played in person in a seat handed on "
    "during the deal: its points went with the seat",
    "stats.roles_handed_on.other": "{n} contracts bid and whists played in person in seats "
    "handed on during the deal: their points went with the seats",
    "stats.handed_on.one": "1 deal played in a seat handed on before the game's end: its "
    "points went to whoever held the seat at the end",
    "stats.handed_on.other": "{n} deals played in seats handed on before the game's end: their "
    "points went to whoever held the seat at the end",
    "stats.totals.one": "{points} in 1 deal",
    "stats.totals.other": "{points} in {n} deals",
    "stats.average": "Average {average} per deal{deals_only}",
    "stats.biggest": "Biggest win: {biggest}",
    "stats.tours": "Tours: {tours} played, {won} won",
    "stats.tours_game": "Games: {tours} played, {won} won",
    "stats.all_variants": "**Every variant together**",
    "stats.none_in_person": "No contracts or whists in person yet: someone else (a computer, "
    "or the seat's earlier holder) played every deal in the seat.",
    "stats.declarer": "As {role}:",
    "stats.declarer_role": "declarer",
    "stats.trick_contracts": "· trick contracts {made}/{bid} made",
    "stats.miseres": "· misères {made}/{bid} made",
    "stats.whister": "As {role}: {made}/{played} made",
    "stats.whister_role": "whister",
    "stats.roles_or": "{roles} or {last}",
    "stats.contracts": "Contract by contract (made/bid):",
    "stats.contract_line": "· {contract}: {made}/{bid}",
    # points per variant, ties, the rating explained
    "stats.board_variant": "{board} · {variant}",
    "stats.in_variant": "**{variant}**",
    "stats.no_tour_of": "No finished tour of {variant} here yet.",
    "stats.no_tour_of_game": "No finished game of {variant} here yet.",
    "stats.empty_variant": "No game of {variant} counts here for this leaderboard yet; "
    "played here: {played} (choose with `variant:`).",
    "stats.other_variants": "Also played here: {played} (choose with `variant:`).",
    "stats.no_tour_at_table": "Table {table} has not finished a tour or game yet.",
    "stats.no_table_tour": "Table {table} has not finished a tour or game yet. In a table's "
    "thread, `tour:` counts that table's; elsewhere, the server's.",
    "stats.unknown_table_tour": "Number {tour} is not among table {table}'s finished tours and "
    "games: {tours}. In a table's thread, `tour:` counts that table's; elsewhere, the server's.",
    "stats.rating_explained": "Rating: everyone starts at 1500. It changes only when a game "
    "finishes (a tour, where the rules play tours): your place against each other player "
    "there moves it, in proportion to what the game played off (its betar in a tour of "
    "Swedish Boston, its deals in any other game): one or two barely move the rating shown, "
    "rounded, and a game that played off none leaves it as it was. Games of every variant "
    "count.",
    "scored.form": "`{name}` is not written as the record's form has it",
    "scored.seat": "`{name}` must be a seat from 1 to 4",
    "scored.seats": "`{name}` must list seats from 1 to 4, each once",
    "scored.yes_no": "`{name}` must be true or false",
    "scored.count": "`{name}` must be a whole number from 0 to {limit}",
    "scored.unknown_field": "these rules have no `{name}` in a deal's result",
    "scored.unknown_contract": "these rules have no contract `{contract}`",
    "scored.alone": "`{name}` cannot be given: the declarer plays this contract alone",
    "scored.whister_declarer": "`{name}` is the declarer's own seat: give the seat of another "
    "player, or leave it out",
    "scored.no_honours": "a misère has no trumps, so no honours: leave `{name}` out",
    "scored.not_played": "a conceded contract is not played: leave `{name}` out",
    "scored.first_five_misere": "a misère pays no first five tricks (cinq premiers): leave "
    "`{name}` out",
    "scored.first_five_tricks": "the declaring side took fewer than five tricks ({n}), so not "
    "the first five: leave `{name}` out",
    "scored.merge_made": "a made contract writes no betar, so there is nothing to merge: leave "
    "`{name}` out",
    "scored.no_merge": "nobody writes two betar in this deal that may be merged: leave `{name}` "
    "out",
    "scored.missing": "give `{name}`: these rules need it for this contract",
    "scored.no_trumps": "a misère has no trumps: leave `{name}` out",
    "scored.one_of": "`{name}` must be one of {options}",
    "scored.partner_only": "`{name}` is given exactly when `{partner}` is",
    "scored.too_many_tricks": "the declaring side cannot take more than {limit} tricks",
    "scored.card": "`{name}` must be a card such as QC",
    "scored.played_out": "everyone passed and the deal was played out: give each seat's tricks "
    "(`{name}`)",
    "scored.only": "a deal played out after everyone passed holds only `{name}`",
    "scored.four_seats": "`{name}` needs the tricks of seats 1 to 4",
    "scored.thirteen": "the tricks in `{name}` must add up to 13",
    "scored.no_concession": "only a 5 or 6 spel that everyone refused to whist may be conceded "
    "(`{name}`)",
    "scored.chicane_trumps": "a chicane needs a trump suit (`{name}`)",
    "scored.chicane_everyone": "someone held the trumps, so `{name}` cannot name all four seats",
    "scored.chicane_no_honours": "`{name}` names every hand of the declaring side, so the side "
    "held no trump and no honours: give 0 honours, not {n}, or correct `{name}`",
    "scored.chicane_all_honours": "`{name}` names every adversary, so the declaring side held "
    "every trump and all four honours: give 4 honours, not {n}, or correct `{name}`",
    "scored.chicane_all_tricks": "`{name}` names every adversary, so the declarer held all 13 "
    "trumps and took every trick: give 13 tricks, not {n}, or correct `{name}`",
    "scored.no_boston": "the carte de boston is not paid in a misère: leave `{name}` out",
    "scored.boston": "`{name}` must name the seat holding the carte de boston",
    "scored.whister_setting": "this table's settings allow no whister in `{contract}`: leave "
    "`{name}` out",
    "scored.whist_compulsory": "whist is compulsory in `{contract}` at this table: the last "
    "player asked joins the declarer, so give `{name}`",
    "scored.compulsory_concession": "whist is compulsory in `{contract}` at this table: nobody "
    "may decline, so it cannot be conceded (`{name}`)",
    "scored.boston_dealer": "the turned card {card} is the carte de boston and the dealer's own: "
    "`{name}` must be seat {seat}",
    "score.refused": "That result was not accepted: {reason}",
    "score.not_seated": "That result was not accepted: {who} has no seat at table {id}.",
    "score.two_declarers": "That result was not accepted: {who} sits in seat {seat}, but "
    "`declarer` says seat {declarer}. Give one of them.",
    "score.entered": "Deal {n} entered at table {id}. Entered wrongly? `/boston withdraw deal:{n}` "
    "takes it back.",
    "score.not_saved": "The deal could not be saved, so it was not entered; please try again.",
    "withdraw.not_saved": "The deal could not be taken back (nothing was saved); please try again.",
    "withdraw.done": "Deal {n} taken back at table {id}: enter it again with `/boston score`.",
    "withdraw.not_last": "Only the last deal entered can be taken back: that is deal {last}, "
    "not deal {n}.",
    "withdraw.not_scorekeeping": "This table deals its own cards: a deal played here cannot "
    "be taken back. `/boston withdraw` takes back a deal entered with `/boston score`.",
    "withdraw.ended": "The game at table {id} has ended: its deals can no longer be taken back.",
    "score.ends_question": "**Not entered yet.** Deal {n} ends the game at table {id}: once it is "
    "entered, the game is over and the deal can no longer be taken back. Check it:",
    "score.ends_after": "Nothing is saved until you press **Enter it**; without an answer within "
    "10 minutes the entry is dropped.",
    "score.ends_enter": "Enter it: the game ends",
    "score.ends_cancel": "Cancel",
    "score.entered_last": "Deal {n} entered at table {id}: the game has ended, and its final "
    "settlement is in {place}. The deal can no longer be taken back.",
    "score.entered_last_plain": "Deal {n} entered at table {id}: the game has ended, and its "
    "final balances are in {place}. The deal can no longer be taken back.",
    "score.ends_cancelled": "Deal {n} was not entered at table {id}: nothing was saved.",
    "score.ends_expired": "Deal {n} was not entered at table {id}: no answer came within 10 "
    "minutes, so nothing was saved. Enter it again with `/boston score`.",
    "score.ends_gone": "That entry is no longer waiting (the bot restarted, or it was answered or "
    "dropped already), and nothing of it was saved: enter the deal again with `/boston score`.",
    "score.ends_stale": "Deal {n} was not entered: table {id} has changed since you entered it "
    "(another deal was entered or taken back, or the table was paused or ended). Look at the "
    "table, and enter the deal again if it is still missing.",
    "score.ends_refused": "Deal {n} was not entered at table {id}: {reason}",
    "score.outgrows_question": "**Not entered yet.** Deal {n} would make the scores at table "
    "{id} larger than the table can keep: entering it ends the game here, as if by agreement, "
    "after the last deal saved, and deal {n} does not count. Check it:",
    "score.outgrows_after": "Nothing changes until you press **End the game**; without an "
    "answer within 10 minutes the entry is dropped and the game goes on. A deal this large can "
    "never be entered at this table: `/boston end` ends the game whenever you like.",
    "score.outgrows_enter": "End the game: the deal does not count",
    "score.outgrown_last": "Deal {n} was not entered at table {id}: the scores would have grown "
    "larger than the table can keep, so the game has ended after the last deal saved, and its "
    "final settlement is in {place}.",
    "score.outgrown_plain": "Deal {n} was not entered at table {id}: the scores would have grown "
    "larger than the table can keep, so the game has ended after the last deal saved, and its "
    "final balances are in {place}.",
    "export.while_playing": "The record holds every hand, so it can be exported when the game is "
    "over.",
    "export.done": "The game record of table {id}.",
    "export.none": "No game record yet: the game has not started.",
    "export.never_started": "No game record: that table's game never started.",
    "export.done_abandoned": "The game record of table {id}: its finished deals (the deal in "
    "play when it was abandoned is left out).",
    # python -m bot export (bot.record_export): /boston export's record, written to a file
    "export.cli_description": "Write a table's game record (boston-record/1, as /boston "
    "export gives it) to a file, from the file a terminal game (python -m bot play) or the bot "
    "keeps its tables in: python -m bot replay and /boston import read it back.",
    "export.cli_db": "the SQLite file the tables are kept in (default: boston-play.sqlite3)",
    "export.cli_table_help": "the table's number (default: the last whose game is over)",
    "export.cli_out": "the file to write (default: boston-table-N.json)",
    "export.cli_no_tables": "no table is kept in this file.",
    "export.cli_no_table": "no table {id} is kept in this file.",
    "export.cli_table": "table {id}:",
    "export.cli_while_playing": "its game is still being played, and the record holds every "
    "hand, so it can be exported when the game is over: end it by agreement with e in python "
    "-m bot play, or play it to its end.",
    "export.cli_written": "Written to {path}.",
    "import.too_big": "That file is too big to be a game record.",
    "import.error": "The record could not be replayed: {reason}",
    "import.unreadable": "The file could not be read; please attach it again.",
    "import.done.one": "The record replays: 1 deal.",
    "import.done.other": "The record replays: {n} deals.",
    "import.unfinished": "Deal {n} is unfinished, so it is not scored.",
    "flags.not_here": "--{flag} is not a setting of {variant}",
    "flags.missing": "--{flag}: there is no file {path}",
    "flags.no_name": "--{flag}: there is no {label} named {path} ({names}) and no file of that "
    "name",
    "flags.unreadable": "--{flag}: {path} cannot be read ({why})",
    "flags.too_big": "--{flag}: {path} is too big (at most {limit} bytes)",
    "flags.file": "--{flag}: {path}: {reason}",
    "json.at": "the file is not valid JSON at line {line}, column {column}: {why}",
    "json.value": "a value (text, number, list or object) was expected",
    "json.comma": "a comma was expected",
    "json.colon": "a colon was expected",
    "json.name": "a field name in double quotes was expected",
    "json.string": "a text starts here but never ends",
    "json.control": "a text holds a control character (such as a line break)",
    "json.escape": "a backslash starts an unknown escape",
    "json.extra": "more follows after the record's end",
    "json.surrogate": "a \\u escape here is half of a character pair (a lone surrogate), "
    "which is no text",
    "record.nested": "the file is nested too deeply",
    "record.number": "the file holds a number too long to read",
    "record.not_record": "the file holds JSON but not a game record "
    '(an object with "format": "boston-record/1")',
    "record.object": "{what} must be an object ({{…}})",
    "record.list": "{what} must be a list ([…])",
    "record.deal_object": "a deal must be an object ({{…}})",
    "record.format": '"format" must be "{format}"',
    "record.unknown_field": 'unknown field "{name}"',
    "record.action_object": 'an action must be an object such as {"seat": 1, "pass": true}',
    "record.action_seat": '"seat" must be 1, 2, 3 or 4',
    "record.action_verbs": "an action needs exactly one verb of {verbs}",
    "record.must_true": '"{name}" must be true',
    "record.must_id": '"{name}" must be an id (a text)',
    "record.must_level": '"{name}" must be "plain", "colour" or "first"',
    "record.must_suit": '"{name}" must be a suit letter (S, H, D or C)',
    "record.must_card": '"{name}" must be a card such as "7S"',
    "record.must_whist": '"{name}" must be invite, alone, accept or decline',
    "record.must_claim": '"{name}" must be true (to claim) or "accept" / "refuse" (to answer)',
    "record.must_bool": '"{name}" must be true or false',
    "record.variant": '"variant" must be a text',
    "record.unfinished": "it is unfinished (its actions stop before its end), yet deal {next} "
    "follows",
    "record.missing": "{what} is missing",
    "record.at": "line {line}, column {column}: {why}",
    "record.ended_after": '"ended_after" must be {last}, the number of the record\'s last deal, '
    "played to its end",
    "record.tour_over": "the tour was already over",
    "record.scored_only": 'a scored deal holds only "result"',
    "record.hand_text": "hands.{seat} must be a text of 13 cards",
    "record.hand_size": "hands.{seat} holds {count} cards, not 13",
    "record.pack": "the hands must hold each of the 52 cards once",
    "record.turned": '"turned" must be a card such as "7H"',
    "record.in_deal": "deal {deal}: {why}",
    "record.in_action": "deal {deal}, action {action}: {why}",
    # a record's refused move, said of the seat that made it: not "you"
    "record.seat": "seat {seat}",
    "record.seat_named": "seat {seat} ({name})",
    "record.nobody": "nobody",
    "record.illegal.game_over": "{who} moves after the deal is over.",
    "record.illegal.not_your_turn": "{who} moves, but it is the turn of {turn}.",
    "record.illegal.wrong_phase": "{who} makes a move that does not belong to this part of "
    "the deal.",
    "record.illegal.wrong_phase.phase": "{who} makes a move that does not belong to this part "
    "of the deal.",
    "record.illegal.passed": "{who} has passed and may not bid again.",
    "record.illegal.supported": "{who} has supported a demande and may not bid again.",
    "record.illegal.bid_too_low": "{who} bids too low.",
    "record.illegal.bid_too_low.demande": "{who} bids a second {demande} over the first.",
    "record.illegal.bid_too_low.tricks": "{who} bids too low: {tricks} tricks are bid already, "
    "and the same number of tricks needs a better suit.",
    "record.illegal.bid_too_low.level_tricks": "{who} bids too low: {level_tricks} tricks are "
    "bid already, and the same number of tricks needs a better colour level.",
    "record.illegal.bid_too_low.more_than": "{who} bids too low: {more_than} tricks are bid "
    "already, and only more tricks beat that bid.",
    "record.illegal.bad_level": "{who} gives a misère a colour level, which a misère does not "
    "have.",
    "record.illegal.unknown_contract": "{who} bids a contract that does not exist.",
    "record.illegal.trump_not_allowed": "{who} names trumps that the bid's colour level does "
    "not allow.",
    "record.illegal.whist_not_allowed": "{who} gives a whist answer that is not possible there.",
    "record.illegal.concede_not_allowed": "{who} concedes, which is allowed only after everyone "
    "declined whist.",
    "record.illegal.card_not_in_hand": "{who} does not hold that card.",
    "record.illegal.must_follow_suit": "{who} does not follow suit, though able to.",
    "record.illegal.must_follow_suit.suit": "{who} does not follow suit ({suit}), though able to.",
    "record.illegal.must_follow_suit.suit.top_trump": "{who} does not follow suit ({suit}), though "
    "able to: {top_trump} is a trump here.",
    "record.illegal.merge_not_asked": "{who} answers a merge question nobody asked.",
    "record.illegal.not_allowed": "{who} makes a move that is not possible there.",
    "record.illegal.claim_not_allowed": "{who} claims the rest where a claim is not allowed.",
    "record.illegal.claim_not_allowed.declaration": "{who} claims the rest in the first trick, "
    "where every player may still declare {declaration}.",
    "record.illegal.no_claim": "{who} answers a claim nobody made.",
    "record.illegal.claim_open": "{who} moves before the open claim is answered.",
    # a record's players and dealer, a card, a file that is not text (bot/text_file.py)
    "record.players_count": '"players" must list four names, not {count}',
    "record.player_name": '"players": the name of seat {seat} must be a text, not empty',
    "record.first_dealer": '"first_dealer" must be the seat 1, 2, 3 or 4, not {value}',
    "record.seat_change_deal": '"seat_changes": change {n} is at deal {deal}, past the '
    "record's last deal ({last})",
    "record.seat_change_action": '"seat_changes": change {n} is at action {action} of deal '
    "{deal}, past that deal's last action ({last})",
    "record.seat_change": '"seat_changes": change {n} must give a "seat" (1 to 4), a "name" '
    'and a "deal" (and "action"; "given" true or false) of this record, after the change '
    "before it",
    "settings.players": "the players must be four names, none of them empty",
    "settings.first_dealer": "the first dealer must be the seat 1, 2, 3 or 4, not {value}",
    "card.suit": "unknown suit '{text}' (use S, H, D or C)",
    "card.not_card": "'{text}' is not a card (a card is written such as 7S or 10H)",
    "card.rank": "'{text}' is not a card: unknown rank '{rank}' (2 to 9, T or 10, J, Q, K, A)",
    "card.card_suit": "'{text}' is not a card: unknown suit '{suit}' (S, H, D or C)",
    "card.deck": "a deck must hold each of the 52 cards exactly once",
    "card.pack": "the four hands must hold each of the 52 cards exactly once",
    "card.turned_card": "the turned card must be a card",
    "card.turned_dealer": "the turned card must be the dealer's own last card",
    "text.not_text": "the file is not {encoding} text (the byte {byte} at line {line}, column "
    "{column}, the file's byte {offset}, cannot be read as {encoding}); save it as UTF-8 and "
    "attach it again",
    "text.not_text_replay": "the file is not {encoding} text (the byte {byte} at line {line}, "
    "column {column}, the file's byte {offset}, cannot be read as {encoding}); save it as UTF-8 "
    "and run replay again",
    "text.not_text_command": "the file is not {encoding} text (the byte {byte} at line {line}, "
    "column {column}, the file's byte {offset}, cannot be read as {encoding}); save it as UTF-8 "
    "and run the command again",
    "document.not_text": "That file cannot be used: {reason}.",
    "document.nested": "That is nested too deeply to read.",
    "document.number": "That holds a number too long to read.",
    # the card of prices' content (AM-S2, bot/engine/american/card.py)
    "settings.card_kind": "the card of prices must be {presets} or an object with made and failed",
    "settings.card_part": 'the card of prices has an unknown part "{part}" (made, failed)',
    "settings.card_half": 'card of prices: "{part}" must be an object of bids "5" to "13"',
    "settings.card_bid": 'card of prices: "{part}" has an unknown bid "{bid}" (5 to 13)',
    "settings.card_missing": 'card of prices: {part} is missing the bid {bid} ({part}["{bid}"])',
    "settings.card_list_made": 'card of prices: made["{bid}"] must be a list of {want} amounts '
    "({bid} to 13 tricks taken)",
    "settings.card_list_failed": 'card of prices: failed["{bid}"] must be a list of {want} '
    "amounts (1 to {bid} tricks short)",
    "settings.card_row_made": 'card of prices: made["{bid}"] must list {want} amounts '
    "({bid} to 13 tricks taken), not {size}",
    "settings.card_row_failed": 'card of prices: failed["{bid}"] must list {want} amounts '
    "(1 to {bid} tricks short), not {size}",
    "settings.card_amount_made": 'card of prices: made["{bid}"][{index}] (bid {bid} made with '
    "{tricks} tricks) must be a whole number from 0 to {max}",
    "settings.card_amount_failed": 'card of prices: failed["{bid}"][{index}] (bid {bid}, short '
    "by {short}) must be a whole number from 0 to {max}",
    # /boston help (the players' guide, docs/rules/)
    "cmd.help": "How to play Boston, its words and commands",
    "cmd.help.topic": "What to explain",
    "cmd.help.variant": "Which rules (default: your table's, else the server's)",
    "choice.help.play": "How to play",
    "choice.help.contracts": "The contracts",
    "choice.help.payments": "Payments",
    "choice.help.glossary": "Glossary",
    "choice.help.commands": "Commands",
    "help.at_table": "At your table: {settings}.",
    "help.at_this_table": "At this table: {settings}.",
    "help.defaults_below": "The text below gives the rules' defaults; where your table plays "
    "otherwise, its settings above apply.",
    "help.defaults_below_this": "The text below gives the rules' defaults; where this table "
    "plays otherwise, its settings above apply.",
    # before the guide's parts a table does not play (the protocol, at a table paying the
    # simplified way), after those it plays
    "help.not_played": "**Not played at your table** — the rest of the guide, for reference:",
    "help.not_played_this": "**Not played at this table** — the rest of the guide, for reference:",
    "help.played_otherwise": "*At a table with {settings}, some of this is played otherwise: "
    "`/boston help topic:payments{variant}` tells how.*",
    # the last line of "How to play" asked at no table
    "help.start": "Open a table: `/boston new` (`/boston help topic:commands` lists the rest)",
    "help.title.play": "How to play — {rules}",
    "help.title.contracts": "The contracts — {rules}",
    "help.title.payments": "Payments — {rules}",
    "help.title.glossary": "Glossary",
    "help.title.commands": "Commands",
    "help.unknown": "There is no such help topic; choose one from the list.",
    "help.unknown_variant": "There are no rules called '{name}'; choose a variant from the list.",
    "help.missing": "The guide is not installed with this bot; the server's admin can fix it.",
    # live hand views, turn notices, the sides' tricks (issue #14)
    "side.tricks": "{side}: {each}{won} taken, target {target} · {others}: {defenders}",
    "side.misere": "{side}: {each}{won} taken, target {target} ({word}) · {others}: {defenders}",
    "side.exact": "{side}: {each}{won} taken, target exactly {target} · {others}: {defenders}",
    "side.defenders": "defenders",
    # each player's own tricks, in the order the side's names stand, summed to the side's:
    # "North & Sven: 5+5=10 taken"; a count after a name ("North 5 & Sven 5: 10 taken") read
    # as part of the name. No longer than that was, so the line fits a phone where it did.
    "side.each": "{counts}=",
    "hand.ended": "This game has ended — see the result in {place}.",
    "hand.ended_own": "Your final balance:",
    "hand.claim_cards": "{who} claims the rest with: {cards}",
    "glossary.more": "more in `/boston help topic:glossary`",
    "hand.merge_alike": "Either way: {lines}",
    "hand.merge_if_yes": "If you merge: {lines}",
    "hand.merge_if_no": "If you keep two betar: {lines}",
    "hand.deal_result": "This deal: {text}",
    "hand.last_deal": "Previous deal: {text}",
    "hand.your_payment": "Your payment: {amount}",
    # Its parts as the engine names them (describe.payment_parts): "contract -20, pool -10"
    "hand.your_payment_parts": "Your payment: {amount} ({parts})",
    "hand.payment_part": "{what} {amount}",
    "hand.payment_parts": "({parts})",
    "notices.turn": "{who}, your turn at table {id}: {what}",
    "notices.turn.own": "Your turn: {what}",
    "notices.reminder": "About {n} minutes left before a computer plays for you.",
    "notices.reminder.one": "About a minute left before a computer plays for you.",
    "notices.mute": "🔕 Mute mentions",
    "notices.unmute": "🔔 Unmute mentions",
    "notices.switch_note": "-# 🔔/🔕: whether you are mentioned on your turn",
    "hand.help_note": "-# New to Boston? `/boston help` explains the game and its words.",
    "live.let_go": (
        "This view no longer follows the game (Discord lets the bot update it for 15 "
        "minutes): press **My hand** on the table message, or any button here."
    ),
    "live.replaced": "This view no longer follows the game: another hand view of yours does. "
    "**Refresh** shows your hand here again.",
    "notices.done.on": (
        "🔔 You will be mentioned in the thread when it is your turn: at once if no hand view of "
        "yours is open, else if you have not played after a little while."
    ),
    "notices.done.off": (
        "🔕 No more turn mentions while your open hand view follows the game; once it no "
        "longer does, you are mentioned on your turn all the same."
    ),
    "lobby.intro_score": "A new scorekeeping table: {variant}. Four people play with real "
    "cards; each deal is entered with `/boston score`.",
    "lobby.wait_score": "Waiting for players: press **Join**.",
    "table.scorekeeping": "Scorekeeping: enter the next deal with `/boston score`.",
    "table.seats": "Seats (for `/boston score`): {seats}",
    "import.busy": "Your previous import is still being read; wait for its answer.",
    "import.not_text": "That file cannot be read as a game record: {reason}.",
    "import.too_many_deals": "That record holds more than {limit} deals, more than one import "
    "may hold.",
    "import.too_long": "That record took too long or too much memory to replay, so it was given "
    "up.",
    "import.failed": "The record could not be read just now; please try again.",
    # a deferred answer still pending when the bot closes (a deploy, a restart)
    "import.restarting": "The bot is restarting, so your file was not read; send it again in "
    "a minute.",
    "protocol.restarting": "The bot is restarting; ask again in a minute.",
    # an import a crash left "thinking": the next process answers it
    "import.restarted": "The bot restarted while it was reading your record, so nothing was "
    "imported or changed; please send the file again.",
    # why a database cannot be used (the start-up check), after its file's name; {detail} is
    # SQLite's or the server's own words
    "database.missing_folder": "is in a folder that does not exist",
    "database.folder_not_writable": "is in a folder this program may not write in (SQLite "
    "keeps its log files beside the database): give the user that runs it write access to "
    "the folder",
    "database.not_a_file": "is not a file",
    "database.too_new": "was written by a newer version of this program (schema version "
    "{found}; this one reads up to {supported}): upgrade the program, or use a backup made by "
    "this version",
    "database.unknown": "has tables but no schema version: not a database of this program",
    "database.damaged": "is damaged: {detail}",
    "database.unusable": "cannot be used: {detail}",
    "database.unreachable": "cannot be reached: {detail}",
    # SQLite's commonest messages (bot.i18n.SQLITE_PROBLEMS) as {detail} says them
    "database.sqlite.not_a_database": "the file is not an SQLite database",
    "database.sqlite.malformed": "the file is damaged",
    "database.sqlite.locked": "another program holds it locked",
    "database.sqlite.cannot_open": "the file cannot be opened",
    "database.sqlite.read_only": "the file may only be read, not written",
    "database.sqlite.io": "the disk could not be read or written",
    "database.sqlite.full": "the disk is full",
    # python -m bot replay, after the file's name; replay.not_json follows it without a space
    # ("game.json:2:3: not JSON: …", the position as compilers give it)
    "replay.too_big": "too big for a game record (over {limit} bytes)",
    "replay.cannot_read": "cannot read: {why}",
    "os.no_such_file": "no such file or folder",
    "os.permission_denied": "permission denied",
    "os.is_a_directory": "it is a folder, not a file",
    "replay.not_json": "{line}:{column}: not JSON: {why}",
    "replay.unfinished": "the last deal is unfinished, so no final settlement can be made "
    "(--settle)",
    # python -m bot simulate
    "simulate.net": "; net {nets}",
    "simulate.stopped": "table {id} stopped at deal {n} before the game was over; the log "
    "above says why. The file keeps it: run again to retry.",
    "simulate.cannot_write": "cannot write the record: {why}",
    # the terminal (python -m bot play); "you" stands where a name would, so its sentences
    # read "Deal 1: You deal", "trick 3 to you"
    "terminal.kept_in": "The table is kept in {path} (--db FILE for another).",
    "terminal.keys": "Type ? for the game's words, r for the rules, p for {sheet}, e to end "
    "the game, q (or Ctrl-D) to save and stop.",
    # what p shows: the protocol where the table keeps one, else the score sheet alone
    "terminal.sheet_protocol": "the protocol",
    "terminal.sheet_scores": "the score sheet",
    "terminal.sheet_protocol_short": "protocol",
    "terminal.sheet_scores_short": "score sheet",
    "terminal.resuming": "Resuming table {id}, where you play as {name}.",
    # after the new or resumed table's first line: its variant, payment and each rule it plays
    # otherwise than the default (bot.table_rules), joined by " · "
    "terminal.table_rules": "Rules: {rules}",
    "terminal.keeps_rules": (
        "Table {id} goes on with its own rules ({variant}). The variant and rule settings "
        "given apply to a new table: end this one by agreement (e), or choose another file "
        "with --db."
    ),
    "terminal.keeps_name": "Table {id} goes on with your name there, {name}. --name {asked} "
    "applies to a new table: end this one by agreement (e), or choose another file with --db.",
    "terminal.new_table": "New table {id}: you play as {name} in seat 1, computers in seats 2–4.",
    "terminal.finished_same": "The game at table {id} is over; a new table starts with the same "
    "rules ({variant}).",
    "terminal.finished_new": "The game at table {id} is over; a new table starts.",
    # The command line's help and argparse's own words (bot.cli.Parser), in --lang or the
    # locale's language; in English as argparse says them.
    "cli.usage": "usage:",
    "cli.positionals": "positional arguments",
    "cli.options": "options",
    "cli.help": "show this help message and exit",
    "cli.error": "{prog}: error: {message}",
    "cli.argument": "argument {name}: {message}",
    "cli.invalid_choice": "invalid choice: {value} (choose from {choices})",
    "cli.invalid_int": "invalid int value: {value}",
    "cli.invalid_value": "invalid {type} value: {value}",
    "cli.expected_one": "expected one argument",
    "cli.required": "the following arguments are required: {names}",
    "cli.unrecognized": "unrecognized arguments: {names}",
    "cli.ignored": "ignored explicit argument {value}",
    "cli.ambiguous": "ambiguous option: {option} could match {matches}",
    "cli.at_least_one": "must be at least 1",
    "cli.rule_settings": "rule settings (each applies to the variants named)",
    "cli.default": "default {value}",
    "cli.file": "FILE",
    "cli.name": "NAME",
    "cli.command": "COMMAND",
    "cli.ids": "IDS",
    "cli.description": "Boston, the 1770s card game, on Discord and in the terminal.",
    "cli.run": "run the Discord bot (the default; needs DISCORD_TOKEN in .env)",
    "cli.shard_count": "run sharded, with this many shards in all (SHARD_COUNT)",
    "cli.shards": "the shards this process serves, e.g. 0-3 (SHARD_IDS)",
    "cli.replay": "check a game record and print its deals and protocol",
    "cli.record": "a boston-record/1 JSON file",
    "cli.json": "print the replay output as JSON",
    "cli.settle": "settle a game not yet over too, as ending it by agreement after its last "
    "deal would (a game over is always settled, as /boston import settles it)",
    "cli.lang": "the language of the text (default: from LC_ALL, LC_MESSAGES or LANG, else en)",
    "cli.simulate": "computer players play deals (see simulate --help)",
    "cli.play": "play against three computers in the terminal",
    "cli.export": "write a table's game record to a file (see export --help)",
    "cli.db": "database tools: db copy --from sqlite:///… --to postgresql://…",
    "cli.level": "how well the computers play (default: heuristic)",
    "simulate.description": "Play computer-only deals.",
    "simulate.deals": "the number of deals to play (fewer where the game ends first)",
    "simulate.seed": "the seed of the deals and the computers: the same seed plays the same game",
    "simulate.variant": "the rules played (default: {default})",
    "simulate.db": "play through the table service into this SQLite file; running again with "
    "the same file and seed resumes an interrupted simulation",
    "simulate.json": 'print the replay output as JSON, the game\'s record under "record" (for a '
    "file replay reads, use --record)",
    "simulate.record": "also write the game's record (boston-record/1) to this file: python -m "
    "bot replay and /boston import read it back to the same balances",
    "simulate.record_is_db": "--record and --db name the same file: the record would overwrite "
    "the database",
    "terminal.help": "Play Boston in the terminal: you against three computer players. Choose by "
    "number, or type a card (KC, K♣, 10h). While you play: ? explains the game's words, r "
    "shows the rules, p shows the protocol (or the score sheet, where the table keeps no "
    "protocol), e ends the game by agreement, q (or Ctrl-D) saves and stops. The table is kept "
    "in the --db file: running the command again resumes it where it stood; once its game is "
    "over, a new table starts with the same rules (unless --variant asks for others). python -m "
    "bot export writes a finished game's record to a file.",
    "terminal.help_db": "the SQLite file the table is kept in (default: boston-play.sqlite3)",
    "terminal.help_name": "your name at the table (default: login)",
    "terminal.help_variant": "the rules of a new table (default: {default}, or those of the "
    "finished table kept in --db); a table still played goes on with its own",
    "terminal.help_lang": "the language of the game (default: from LC_ALL, LC_MESSAGES or "
    "LANG, else en)",
    "terminal.help_seed": "reproducible deals (tests)",
    "terminal.help_deals": "how many deals the game lasts (); default {default}",
    "terminal.help_deals_default_in": "{value} in {variants}",
    "terminal.help_deals_range": "{low} to {high} in {variants}",
    "terminal.help_deals_from": "at least {low} in {variants}",
    "terminal.help_deals_upto": "at most {high} in {variants}",
    "terminal.document": "{label}: {name}.",
    "terminal.reconstructed": "{what} (r shows the rules).",
    "terminal.suit_rank": "The suits rank {rank}, best first.",
    "terminal.player_1": "Player 1",
    "terminal.cannot_open": "{path} cannot be the table's file: it {reason}",
    "terminal.you": "you",
    "terminal.you_object": "you",
    "terminal.you_listed": "You",
    "terminal.saved": "Saved; run again to resume.",
    "terminal.next_deal": "Press Enter for the next deal",
    # the keys named as every prompt's legend names them (terminal.key_legend)
    "terminal.next_deal_keys": " (? = words, r = rules, p = {sheet}, e = end, q = stop).",
    "terminal.next_deal_keys_short": " (?, r, p, e, q = stop).",
    "terminal.ends_after_deal": "The game ends when this deal is over.",
    "terminal.already_asked": "Already asked: the game ends when this deal is over.",
    "terminal.end_now": "End the game now, with the final settlement? (y/n)",
    "terminal.end_now_plain": "End the game now? (y/n)",
    "terminal.end_after_deal": "End the game when this deal is over? (y/n)",
    "terminal.not_ended": "Not ended: the game goes on.",
    "terminal.yes_no": "Please type y or n (q = stop). {question}",
    "terminal.not_accepted": "Not accepted: {reason}",
    "terminal.not_allowed": "Not allowed: {reason}",
    "terminal.end_not_saved": "The end could not be saved; please try again.",
    "terminal.try_again": "Press Enter to try again (q = stop).",
    "terminal.trick_to": "— trick {n} to {who}",
    "terminal.tricks": "Tricks: {listed}",
    "terminal.you_deal": "You deal",
    "terminal.deals": "{who} deals",
    "terminal.side_player.one": "{who} (1 trick)",
    "terminal.side_player.other": "{who} ({n} tricks)",
    "terminal.deal_head": "Deal {n}: {dealer}",
    "terminal.turned": "{head}; turned {card} — {classes}.",
    "terminal.turned_as": "{head}; {label}: {card} — {classes}.",
    "terminal.bids_so_far": "Bids so far: {bids}.",
    "terminal.tricks_so_far": "Tricks so far: {won}",
    "terminal.contract": "Contract: {bid} by {who}",
    "terminal.contract_trumps": ", trumps {suit}",
    "terminal.your_hand": "Your hand:",
    "terminal.trumps_mark": "  ← trumps",
    "terminal.open_hand": "{the_declarer}'s open hand: {cards}",
    # a declarer's contract lays their hand face up (a spread, a misère ouverte), said once as
    # it is laid down: the person's own, then another's
    "terminal.own_hand_face_up": "Your hand now lies face up on the table, for all to see.",
    "terminal.hand_face_up": "{the_declarer} lays their hand face up: {cards}",
    # the cards a claim shows, under the line of the claim itself (said there once)
    "terminal.claim_cards": "{the_declarer}'s cards: {cards}",
    "terminal.top_trump": "★ {card} is {word}",
    "terminal.on_table": "On the table: {played}",
    "terminal.choose": "Choose a number",
    "terminal.or_card": " or a card (KC, K♣, 10h)",
    "terminal.enter_for": "; Enter = {choice}",
    "terminal.key_legend": " (? = words, r = rules, p = {sheet}, e = end, q = stop):",
    "terminal.key_legend_short": " (?, r, p, e, q = stop):",
    "terminal.retype": "Please type a number from 1 to {n}{card}, ?, r, p, e or q.",
    "terminal.retype_card": ", a card such as KC",
    "terminal.retype_only": "Please press Enter or type 1{card}, ?, r, p, e or q.",
    "terminal.glossary_hint": "? shows the glossary",
    "terminal.no_glossary": "The glossary is not available here ({reason}).",
    "terminal.no_rules": "The rules are not available here ({reason}).",
    "terminal.table_ended": "The table has ended.",
    "terminal.over_agreed": "The game is over, ended by agreement.",
    # under why the game is over: how to save its record (python -m bot export)
    "terminal.export": "Save its record: {command}",
    "terminal.over": "The game is over.",
    # the game's length, with its rules at the start ("Rules: American Boston · 12 deals")
    "terminal.length_deals.one": "1 deal",
    "terminal.length_deals.other": "{n} deals",
    # beside a tour of betar, which may end the game sooner
    "terminal.length_most.one": "at most 1 deal",
    "terminal.length_most.other": "at most {n} deals",
    "terminal.length_tour": "a tour of {n} {betar}",
    # a finished table's final balances, said as the next run starts a new table
    "terminal.final_at": "Final balances at table {id}:",
    "terminal.plain_level": "plain",
    # a kind of bid described once under a bidding menu, said of its bids ("Four–Twelve")
    "terminal.described_kind": "{bids}: {text}",
    "terminal.do.play": "play {card}",
    "terminal.do.discard": "discard {card} (face down)",
    "terminal.do.name_trump": "name trumps {suit}",
    "terminal.do.name_trump_play": "name trumps {suit} and play {contract}",
    "terminal.do.bid": "bid {bid}",
    "terminal.do.spoken": "{bid}",
    "terminal.do.laying": ", laying {card} face down",
    "terminal.do.invite": "invite whist",
    "terminal.do.alone": "play alone",
    "terminal.do.accept": "say whist (become partner)",
    "terminal.do.decline": "decline whist",
    "terminal.do.merge": "merge the two betar",
    "terminal.do.no_merge": "keep the two betar apart",
    "terminal.do.concede": "concede (lose by one trick without play)",
    "terminal.do.claim": "claim all the remaining tricks (shows your hand)",
    "terminal.do.claim_accept": "accept the claim",
    "terminal.do.claim_refuse": "refuse the claim (play on)",
    "terminal.do.pass": "pass",
    "terminal.do.no_support": "do not support (pass)",
    "terminal.do.declare": "declare {name} (before your first card)",
    "terminal.do.support": "support the demande: {word}",
    # the echo of one's own choice: a sentence, without the menu's hints
    "terminal.did.play": "You play {card}",
    "terminal.did.discard": "You discard {card} face down",
    "terminal.did.name_trump": "You name trumps {suit}",
    "terminal.did.name_trump_play": "You name trumps {suit} and play {contract}",
    "terminal.did.bid": "You bid {bid}",
    "terminal.did.spoken": "You say “{bid}”",
    "terminal.did.laying": ", laying {card} face down",
    "terminal.did.invite": "You invite whist",
    "terminal.did.alone": "You play alone",
    "terminal.did.accept": "You say whist",
    "terminal.did.decline": "You decline whist",
    "terminal.did.merge": "You merge the two betar",
    "terminal.did.no_merge": "You keep the two betar apart",
    "terminal.did.concede": "You concede",
    "terminal.did.claim": "You claim all the remaining tricks",
    "terminal.did.claim_accept": "You accept the claim",
    "terminal.did.claim_refuse": "You refuse the claim",
    "terminal.did.pass": "You pass",
    "terminal.did.no_support": "You do not support",
    "terminal.did.declare": "You declare {name}",
    "terminal.did.support": "You support the demande",
}
