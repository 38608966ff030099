"""Swedish texts of the message catalogue (see ``bot/i18n/__init__.py``)."""

MESSAGES: dict[str, str] = {
    # commands
    "cmd.boston.description": "Spela Boston, kortspelet från 1770-talet",
    "cmd.new.description": "Öppna ett Bostonbord med en egen tråd",
    "cmd.new.variant": "Vilka regler som gäller",
    "cmd.new.rules": "Regelinställningar som namn=värde, t.ex. betalning=förenklad givar=24",
    # /boston new
    "new.wrong_place": "Öppna ett bord i en textkanal på en server.",
    "error.server_only": "Det fungerar på en server, där dess bord finns, inte i ett "
    "direktmeddelande.",
    "new.in_thread": "En tråd rymmer ett bord: öppna ett nytt i en textkanal.",
    "new.cannot_post": "Jag får inte skriva i den här kanalen, så inget bord öppnades: jag "
    "behöver behörigheterna **Skicka meddelanden** och **Bädda in länkar** här (och **Skapa "
    "offentliga trådar** för spelets egen tråd). Fråga en moderator eller använd en annan kanal.",
    "new.your_lobbies": "De finns här: {links}.",
    "new.not_posted": "Discord tog inte emot bordets meddelande just nu, så inget bord "
    "öppnades; försök igen om en stund.",
    "new.no_answer": "Discord svarade inte när jag skrev bordets meddelande, så inget bord "
    "öppnades; försök igen om en stund.",
    "new.lobby_link": "bord {id}",
    "new.opened": "Bord {id} är öppnat: {link} (spelet har en egen tråd).",
    "new.opened_here": "Bord {id} är öppnat: {link} (trådar är inte tillåtna här, så det "
    "spelas i den här kanalen).",
    # efter new.opened, till värden: inställningar hon skrev som bordets regler lämnar bort
    # (ålen vid ett bord med förenklad betalning), som hon skriver dem
    "new.left_out": "Gäller inte vid det här bordet ({rules}) och har utelämnats: {settings}.",
    "thread.name": "Bostonbord {id}",
    # the lobby
    "lobby.intro": "Ett nytt bord: {variant}. Fyra spelare, människor eller datorer.",
    "lobby.terms": "Vid det här bordet gäller:\n{terms}",
    "lobby.reconstructed": "{what} (mer i `/boston help topic:Betalning`).",
    "lobby.timer": "{n} min per drag (sedan tar en dator över)",
    "lobby.rule": "{label}: {value}",
    "lobby.seat": "{seat}. {who}",
    "lobby.seat_free": "{seat}. (ledig)",
    "lobby.host": "(värd)",
    "lobby.host_unseated": "Värd: {who} (utan plats)",
    "lobby.sides": "Partnerna sitter mitt emot varandra: plats {a} & {b} mot plats {c} & {d}.",
    "lobby.wait": "Väntar på spelare: tryck **Sätt dig**, eller en **Dator**-knapp för att "
    "sätta dit en dator.",
    # under lobby.wait vid ett bord där boten ger: datorknapparnas nivåer (docs/players.md)
    "lobby.levels": "Datorer, svagast först: **{random}** gör vilket tillåtet drag som helst, "
    "**{heuristic}** spelar efter tumregler, **{strong}** provar varje kort på möjliga givar.",
    "lobby.start_hint": "Alla platser är tagna: värden kan trycka **Starta**.",
    "lobby.join": "Sätt dig",
    "lobby.leave": "Lämna",
    "lobby.start": "Starta",
    "lobby.cancel": "Avbryt bordet",
    "lobby.start_not_saved": "Spelet kunde inte startas (inget sparades); försök igen.",
    "lobby.cpu.random": "Dator: slump",
    "computer.name": "Dator {seat} ({level})",
    "computer.random": "slump",
    "computer.heuristic": "heuristisk",
    "computer.strong": "stark",
    "lobby.cpu.heuristic": "Dator: heuristisk",
    "lobby.document": "Ändra: {label}",
    "document.shown": "**{label}**",
    "document.input": "En förvald listas namn, eller JSON",
    "document.saved": "{label} sparad: lobbyn visar den för alla spelare.",
    "document.none": "Det här bordet har inget att ändra på det sättet.",
    "document.none.rulefile": "`/boston rulefile` läser in en JSON-fil som en lobbys {what}, "
    "innan spelet börjar: det här bordet spelar {variant}, som inte har något att läsa in, så "
    "inget ändrades.",
    "document.too_big": "Filen är för stor (högst {limit} byte).",
    "document.bad_json": "Det är inte JSON på rad {line}, kolumn {column}: {why}",
    "document.no_name": "Det finns ingen {label} som heter `{name}`. Skriv ett av namnen {names} "
    "eller en egen skriven som JSON.",
    "document.blank": "Skriv ett av namnen {names} eller en egen {label} skriven som JSON.",
    "document.custom": "bordets egen",
    "cmd.rulefile": "Sätt en lobbys prislista från en JSON-fil",
    "cmd.rulefile.file": "En liten JSON-fil: dokumentets värde",
    "lobby.cpu.strong": "Dator: stark",
    # the table message
    "table.title": "Boston · bord {id}",
    "table.dealing": "Ger…",
    "table.deal_no": "Giv {n} · {variant}",
    "table.deal_of": "Giv {n} av {deals} · {variant}",
    "table.sides": "Partner: {a} & {b} mot {c} & {d}",
    "table.between_deals": "Given är slut.",
    # a seat a computer keeps for its person, on the table message (who plays it meanwhile)
    "table.away": "🤖 En dator spelar för {names} (borta)",
    "table.away_and": "{first} och {last}",
    "table.ending": "Spelet slutar när den här given är slut (avbrott efter överenskommelse).",
    "table.paused": "⏸️ **Bordet är pausat.** Värden eller en medlem med Hantera server "
    "fortsätter med `/boston resume`.",
    "table.pool": "{word}: {amount}",
    "table.pool_deposit": "{word}: {amount} (med den här givens {what} på {n})",
    "table.pool_deposit_part": "{word}: {amount} (med {n} av den här givens {what} på {total})",
    "table.reserve": "{word} {n}",
    "table.reserve_deposit": "{word} {amount} (med den här givens {what} på {n})",
    "table.reserve_deposit_rest": "{word} {amount} (med de övriga {n})",
    "table.cancelled": "Bordet avbröts.",
    "table.abandoned_started": "Bordets spel började i {place} och övergavs där, utan "
    "slutavräkning.",
    "table.abandoned": "Spelet övergavs: det slutade här, utan slutavräkning.",
    "table.finished": "Spelet är slut: slutavräkningen står i tråden.",
    "table.finished_plain": "Spelet är slut: slutställningen står i tråden.",
    "table.again": "Ett nytt parti {variant}: {command} i den här kanalen.",
    "table.my_hand": "Min hand",
    "table.protocol": "Protokoll",
    # samma knapp där spelet inte för något protokoll: den visar bara poängtabellen
    "table.score_sheet": "Poängtabell",
    "deal.dealer": "Givare: {dealer} · {forhand_word}: {forhand}",
    "deal.turned": "Vänt kort: {card} — {classes}",
    "deal.turned_as": "{label}: {card} — {classes}",
    "deal.turned_card": "Vänt kort: {card}",
    "deal.turned_card_as": "{label}: {card}",
    "deal.class": "{word} {suits}",
    "deal.class_empty": "{word}: ingen",
    "deal.turned_played": " (spelat)",
    "deal.top_trump": "★ {card} är {name}",
    # NT-C6: spelförarens rätt att låta bli att bekänna, sagd så länge den gäller
    "deal.renounce": "{who} får låta bli att bekänna färg till och med stick {n} ({contract})",
    "deal.auction": "Budgivning: {bids}",
    "deal.auction_all_passed": "Budgivning: alla passade",
    "deal.earlier_bid": "… 1 tidigare bud",
    "deal.earlier_bids": "… {n} tidigare bud",
    "deal.bids": "Bud: {bids}",
    "deal.claim_refused": "{who} avslog kravet från {declarer}: spelet fortsätter.",
    "deal.exposed": "Öppna kort ({who}): {cards}",
    "deal.trick": "Stick {n}: {plays}",
    "deal.a_computer": "en dator",
    "deal.won": "Tagna stick: {won}",
    "deal.last_trick": "Senaste sticket: {winner} tog det",
    "deal.last_trick_of": "Sista sticket i giv {n}: {winner} tog det",
    "auction.pass": "{who}: pass",
    "auction.no_support": "{who}: stöder inte",
    "contract.line": "Spel: {contract} · {declarer_word} {declarer}",
    "contract.declaring": "Spel: deklareras nu av {declarer}",
    "contract.trumps": "trumf {suit}",
    "contract.no_trumps": "sang",
    "contract.partner": "partner {who}",
    "contract.whister": "{role} {who}",
    "contract.alone": "spelar ensam",
    "contract.ruled": "{fact}: {why}",
    "contract.conceded": "uppgivet",
    "turn.auction": "{who} ska bjuda.",
    "turn.support_or_pass": "{who} ska säga {support} eller passa.",
    "turn.trump": "{who} bestämmer trumf.",
    "turn.trump_higher": "{who} bestämmer trumf och får deklarera ett högre spel.",
    "turn.whist_offer": "{who} väljer om hen bjuder in till whist.",
    "turn.whist_answer": "{who} svarar på whistfrågan.",
    "turn.whist_declined": "Ingen sa whist: {who} spelar ensam eller ger upp.",
    "turn.forced_pass": "{who} passar: inget bud finns kvar att göra.",
    "turn.forced_trump": "Bordet bestämmer trumf åt {who}: budet lämnar inget val.",
    "turn.ruled": "{why}: {what}.",
    "turn.discard": "{who} lägger bort ett kort dolt.",
    "turn.play": "{who} ska spela.",
    "turn.merge": "{who} väljer om två betar ska slås ihop.",
    "balances": "Ställning: {balances}",
    "sheet.head": "Streck: {marks}   Avspelade: {played_off}",
    "sheet.head_unmarked": "Avspelade: {played_off}",
    "sheet.marks": "Streck: {marks}",
    "sheet.rows_left_out": "De {n} äldsta raderna är utelämnade här: bilden har alla rader.",
    "sheet.of_tour": "{n} av {tour}",
    # under a closed protocol's last row: each column's standing ålar and betar (SV-P12)
    "sheet.sums": "Summor av stående ålar och betar:",
    "sheet.seat_line": "Plats {seat}: {players}",
    "sheet.seat_from": "{name} från giv {deal}",
    "sheet.seat_from_auction": "{name} från giv {deal}, under budgivningen",
    "sheet.seat_from_before_play": "{name} från giv {deal}, före första sticket",
    "sheet.seat_from_trick": "{name} från giv {deal}, stick {trick}",
    "sheet.seat_from_after_card": "{name} från giv {deal}, efter platsens kort i stick {trick}",
    "sheet.seat_from_end": "{name} från slutet av giv {deal}",
    "sheet.seat_from_within": "{name} från en bit in i giv {deal}",
    "sheet.seat_kept_for": "en dator höll den åt {person}",
    "sheet.seat_again": "{name} igen",
    "sheet.seat_more.one": "och 1 byte till",
    "sheet.seat_more.other": "och {n} byten till",
    "sheet.legend": "Så läses det: `96 ─3/2 #1` är en bet om 96 avspelad av plats 3 med plats 2 "
    "som whistare (`/0`: ensam), den 1:a avspelade (ett smalt blad skriver `96─3/2#1` eller "
    "`96─32#1`); ett ensamt `─` är den gående beten, som ännu står (på var och en av de högsta "
    "när de är lika).",
    "sheet.legend_closed": "Så läses det: `96 ─3/2 #1` är en bet om 96 avspelad av plats 3 med "
    "plats 2 som whistare (`/0`: ensam), den 1:a avspelade (ett smalt blad skriver `96─3/2#1` "
    "eller `96─32#1`); ett ensamt `─` märker den gående beten när spelet slutade (på var och "
    "en av de högsta när de är lika), som betdelningen avräknade med de andra som stod kvar.",
    "scoresheet.deal": "Giv",
    "scoresheet.total": "Summa",
    "scoresheet.contract": "Spel",
    "scoresheet.row": "{side}: {contract}, {verdict}",
    # A declaration made in the deal, after its row's words: "West: chicane +30" (RU-C5)
    "scoresheet.declared": "{who}: {what}",
    "scoresheet.conceded": "gav upp",
    "scoresheet.claimed": "{verdict} ({n} stick krävda)",
    "scoresheet.lost": "{lost} med {n}",
    "scoresheet.earlier": "(tidigare givar visas inte: {n})",
    "scoresheet.none": "(ingen giv färdigspelad än)",
    # results
    "result.all_pass": "{what}.",
    "result.conceded": "{side} gav upp {contract}.",
    "result.played": "{side}, {contract}, tagna stick {tricks}: {verdict}.",
    "result.claimed": "(de sista {n} krävda och godtagna)",
    "result.claimed_all": "(alla {n} krävda och godtagna)",
    "result.payments": "Betalningar:",
    "result.net": "Den här given: {net}",
    "result.final": "**Spelet är slut.**",
    "result.tour_over.one": "**Turen är slut:** dess enda bet är avspelad.",
    "result.tour_over.other": "**Turen är slut:** alla {n} betar är avspelade.",
    "result.over_deals.one": "**Spelet är slut:** dess enda giv är spelad.",
    "result.over_deals.other": "**Spelet är slut:** alla {n} givar är spelade.",
    "result.over_deals_more.one": "**Spelet är slut:** den överenskomna given är spelad, och "
    "{more} till tills potten vanns.",
    "result.over_deals_more.other": "**Spelet är slut:** de {n} överenskomna givarna är spelade, "
    "och {more} till tills potten vanns.",
    "protocol.none": "Inget protokoll än: spelet har inte börjat.",
    # the hand view
    "hand.head": "**Bord {id} · giv {n}** — du sitter på plats {seat}, {name}",
    "hand.partner": "din partner: {who}",
    "hand.discard": "Ditt bortlagda kort (bara du ser det): {card}",
    "hand.laid": "Ditt kort lagt dolt (bara du ser det): {card}",
    "hand.your_turn": "Din tur: {what}",
    "hand.empty": "Du har inga kort kvar.",
    "hand.no_deal": "Inga kort har getts vid det här bordet än.",
    "hand.choose_contract": "Bjud… välj ett spel",
    "hand.bid": "Bjud {bid}",
    "hand.bid_named": "Bjud: {bid}",
    "hand.bid_laying": "{bid}: lägg {card} dolt",
    "hand.bid_contract": "Knapparna nedan bjuder **{contract}**.",
    "hand.bid_contract_one": "Knappen nedan bjuder **{contract}**.",
    "hand.bid_contract_ranked_one": "Knappen nedan bjuder **{contract}**; färgernas "
    "rangordning, bästa först: {rank}.",
    "hand.bid_contract_ranked": "Knapparna nedan bjuder **{contract}**; färgernas rangordning, "
    "bästa först: {rank}.",
    "hand.choose_declared": "Deklarera… välj ett spel",
    "hand.declare_kept": "Knapparna nedan bestämmer trumf i **{contract}**, ditt bud; du får "
    "också deklarera ett högre spel i listan ovanför dem.",
    "hand.declare_kept_elsewhere": "Knapparna nedan bestämmer trumf i **{contract}**, ditt bud; "
    "{suit} deklareras som **{other}** i listan ovanför dem, där du också får deklarera ett "
    "högre spel.",
    "hand.declare_only": "Bestäm trumf i **{contract}**, det enda spel du kan deklarera "
    "(ditt bud: {bid}).",
    "hand.declare_higher": "Knapparna nedan bestämmer trumf och deklarerar **{contract}**, "
    "högre än ditt bud ({bid}).",
    "hand.lay_card": "Lägg {card} dolt",
    "hand.pass": "Pass",
    "hand.trump": "Trumf {suit}",
    "hand.whist.invite": "Bjud in till whist",
    "hand.whist.alone": "Spela ensam",
    "hand.whist.accept": "Whist!",
    "hand.whist.decline": "Avböj whist",
    "hand.concede": "Ge upp",
    "hand.merge.yes": "Slå ihop de två betarna",
    "hand.merge.no": "Behåll två betar",
    "hand.refresh": "Uppdatera",
    "prompt.or": " eller ",
    "prompt.choice.bid": "bjud",
    "prompt.choice.pass": "passa",
    "prompt.choice.invite": "bjud in till whist",
    "prompt.choice.alone": "spela ensam",
    "prompt.choice.accept": "säg whist",
    "prompt.choice.decline": "avböj",
    "prompt.choice.concede": "ge upp",
    "prompt.bid.how": "välj ett spel, sedan {what}",
    "prompt.bid.one": "välj ett spel och klicka sedan på knappen",
    # bryts vid kommat på en telefon (deal_lines.phrased)
    "prompt.bid.only": "bara ett spel kan bjudas, så välj {what}",
    "prompt.bid.level": "{kind}",
    "prompt.bid.button": "”{label}”",
    "prompt.bid.suit": "trumffärg",
    "prompt.bid.card": "kortet att lägga dolt",
    "prompt.bid.if_any": ", där det finns ett val",
    "prompt.trump": "bestäm trumf.",
    "prompt.trump_higher": "bestäm trumf; du får också deklarera ett högre spel.",
    "prompt.discard": "lägg bort ett kort dolt.",
    "prompt.play": "spela ett kort.",
    # Varför de andra korten är gråa (SV-T1; NT-S3: carte de boston räknas som trumf)
    "prompt.play_follow": "spela ett kort (bekänn färg: {suit}).",
    # kort: fetstil efter "Din tur: ", hel på en telefons rad (50 kolumner)
    "prompt.play_follow_top": "spela ett kort (bekänn {suit}; {top_trump} är trumf).",
    "prompt.must_follow": "Du måste bekänna färg ({suit}).",
    "prompt.play_renounce": "spela ett kort: vilket som helst, eftersom du får låta bli att "
    "bekänna färg i det här sticket.",
    "prompt.declare_note": "Din hand tillåter en deklaration: gör den nu, före det här kortet, "
    "annars går rätten förlorad.",
    "prompt.declare_note_word": "Din hand låter dig meddela {word}: gör det nu, före det här "
    "kortet, annars går rätten förlorad.",
    "prompt.merge": "slå ihop dina två betar till en, eller behåll två betar.",
    # refusals by the table service
    "refused.no_table": "Det bordet finns inte eller är avslutat.",
    "refused.no_table_here": "Du sitter inte vid något bord här: skriv kommandot i ditt bords "
    "tråd, eller lägg till `table:` med dess nummer.",
    "refused.tables_open_here": "I den här kanalen finns bord {tables}: lägg till `table:` med "
    "numret du menar, eller skriv kommandot i bordets tråd.",
    "refused.tables_open_here_unthreaded": "I den här kanalen finns bord {tables}: lägg till "
    "`table:` med numret du menar.",
    "refused.table_open_here": "I den här kanalen finns bord {id}: lägg till `table:{id}`, "
    "eller skriv kommandot i dess tråd {thread}.",
    "refused.table_open_here_unthreaded": "I den här kanalen finns bord {id}: lägg till "
    "`table:{id}`.",
    "refused.table_open_elsewhere": "I den här kanalen finns inget bord; bord {id} är öppet i "
    "{place}: lägg till `table:{id}`, eller skriv kommandot där.",
    "refused.table_open_elsewhere_unthreaded": "I den här kanalen finns inget bord; bord {id} "
    "är öppet i {place}: lägg till `table:{id}`.",
    "refused.tables_open_elsewhere": "I den här kanalen finns inget bord; öppna på servern: "
    "{tables}. Lägg till `table:` med numret du menar, eller skriv kommandot i bordets tråd.",
    "refused.tables_open_elsewhere_unthreaded": "I den här kanalen finns inget bord; öppna på "
    "servern: {tables}. Lägg till `table:` med numret du menar.",
    "refused.table_where": "bord {id} i {place}",
    "refused.tables_more.one": "1 till",
    "refused.tables_more.other": "{n} till",
    "refused.no_table_ended": "Du sitter inte vid något bord här. Ditt senaste bord här, bord "
    "{id}, är avslutat; dess protokoll finns kvar: skriv kommandot i dess tråd {thread}, eller "
    "lägg till `table:{id}`.",
    "refused.no_table_over": "Du sitter inte vid något bord här: ditt senaste bord här, bord "
    "{id}, är avslutat.",
    "refused.table_over": "Spelet vid bord {id} är avslutat.",
    "refused.no_table_ended_unthreaded": "Du sitter inte vid något bord här. Ditt senaste bord "
    "här, bord {id}, är avslutat; dess protokoll finns kvar: lägg till `table:{id}`.",
    "refused.no_table_ended.export": "Du sitter inte vid något bord här. Ditt senaste bord här, "
    "bord {id}, är avslutat; dess spelfil kan fortfarande hämtas: skriv kommandot i dess tråd "
    "{thread}, eller lägg till `table:{id}`.",
    "refused.no_table_ended_unthreaded.export": "Du sitter inte vid något bord här. Ditt "
    "senaste bord här, bord {id}, är avslutat; dess spelfil kan fortfarande hämtas: lägg till "
    "`table:{id}`.",
    "refused.not_seated": "Du sitter inte vid det här bordet.",
    "refused.not_seated.computer": "Bara den som sitter vid bordet kan sätta dit en dator: "
    "tryck **Sätt dig** först.",
    "play.made": "Det draget är redan gjort; så här ser bordet ut nu.",
    "refused.stale": "Bordet har gått vidare sedan du tittade; så här ser det ut nu.",
    "refused.outgrown": "Poängen har blivit större än bordet kan spara: spelet slutar här, "
    "och den här given räknas inte.",
    "refused.not_playing": "Det går inte nu: spelet har börjat eller är slut.",
    "refused.not_host": "Bara värden kan göra det.",
    "refused.not_host.start": "Bara värden kan starta spelet.",
    "refused.not_host.rules": "Bara värden kan ändra bordets regler.",
    "refused.not_host_or_admin": "Bara värden eller en medlem med Hantera server kan göra det.",
    "refused.not_host_or_admin.pause": "Bara värden eller en medlem med Hantera server kan "
    "pausa spelet.",
    "refused.not_host_or_admin.resume": "Bara värden eller en medlem med Hantera server kan ta "
    "upp spelet igen.",
    "refused.not_host_or_admin.end": "Bara värden eller en medlem med Hantera server kan "
    "avsluta spelet.",
    "refused.not_host_or_admin.abandon": "Bara värden eller en medlem med Hantera server kan "
    "överge bordet.",
    "refused.not_host_or_admin.replace": "Bara värden eller en medlem med Hantera server kan ge "
    "en plats till någon annan med `/boston replace`.",
    "refused.not_host_or_admin.cancel": "Bara värden eller en medlem med Hantera server kan "
    "avbryta bordet.",
    "refused.table_full": "Alla fyra platser är tagna.",
    "refused.already_seated": "Du sitter redan vid det här bordet.",
    "refused.not_full": "Alla fyra platser måste vara tagna för att starta.",
    "refused.illegal": "De bordsinställningarna är inte tillåtna.",
    "refused.not_saved": "Ditt drag kunde inte sparas; försök igen.",
    "refused.too_many_lobbies": "Du har redan bord som väntar på spelare: starta eller avbryt "
    "något av dem först.",
    "refused.server_busy": "Servern har för många bord som väntar på spelare: starta eller "
    "avbryt några först.",
    "refused.too_fast": "Du klickar fortare än bordet hinner med; vänta ett ögonblick.",
    "refused.end_requested": "Spelet slutar redan när den pågående given är slut.",
    "refused.paused": "Bordet är pausat: inget spelas förrän värden eller en medlem med Hantera "
    "server fortsätter med `/boston resume`.",
    "refused.not_scorekeeping": "Det här bordet ger sina egna kort: dess givar spelas här och "
    "förs inte in med `/boston score`.",
    "refused.paused_in_view": "Inget spelas medan bordet är pausat.",
    "refused.deal_in_play": "Bordets sista giv spelades aldrig klart, så spelfilen skulle "
    "visa händer som ännu hölls: den kan inte hämtas.",
    # refusals the cogs decide (cogs.boston.common.Told)
    "refused.not_your_question": "Den frågan ställdes till någon annan.",
    "refused.other_table_view": "Den knappen hör till bord {id}, inte till den här handvyn av "
    "bord {here}: ingenting gjordes.",
    "refused.host_cannot_leave": "Värden kan inte lämna lobbyn: avbryt bordet i stället.",
    "refused.seated_nowhere": "Du sitter inte vid något bord här.",
    "refused.not_seated_at": "Du sitter inte vid bord {id}.",
    "refused.leave_started": "Bord {id} har börjat: platserna hör till spelet nu. **Låt datorn "
    "ta över** (under **Min hand**) låter en dator spela åt dig.",
    "lobby.left": "Du har lämnat bord {id}.",
    "refused.already_started": "Bord {id} har börjat.",
    "refused.leave_instead": "För att lämna din egen plats där: `/boston leave table:{id}`.",
    "cmd.leave": "Lämna din plats vid ett bord som inte har börjat",
    "refused.host_is": "Värden för bord {id} är {host}.",
    "refused.host_gone": "Värden för bord {id}, {host}, är inte längre medlem i servern: bara en "
    "medlem med Hantera server kan göra det nu.",
    "refused.host_is.several": "Värden för bord {id} är {host}.",
    "refused.host_gone.several": "Värden för bord {id}, {host}, är inte längre medlem i "
    "servern: bara en medlem med Hantera server kan göra det nu.",
    "refused.host_gone.start": "Värden för bord {id}, {host}, är inte längre medlem i servern: "
    "spelet kan inte starta. En medlem med Hantera server kan avbryta bordet.",
    "refused.already_left": "Du har redan lämnat bord {id}: **Sätt dig** på bordets "
    "meddelande ger dig en plats igen.",
    "refused.computer_seat_taken": "Plats {seat} är redan tagen ({who}): ingen dator lades "
    "till. Tryck på en **Dator**-knapp igen för att sätta en till.",
    "refused.already_back": "Du sitter redan på din egen plats: knappen är bara till för "
    "spelaren som meddelandet nämner, medan en dator håller hens plats.",
    "refused.member_seated": "{who} har redan en plats vid det här bordet (plats {seat}).",
    "refused.seat_given": "Din plats vid bord {id} (plats {seat}) gick till {who}.",
    "refused.seat_given_computer": "Din plats vid bord {id} (plats {seat}) gick till {who}. "
    "Värden kan ge dig den tillbaka med `/boston replace`.",
    "refused.seat_given_host": "Din plats vid bord {id} (plats {seat}) gick till {who}. Du är "
    "värden: ta tillbaka den själv med `/boston replace seat:{seat}` och ange dig själv som "
    "`member`.",
    "refused.replace_stale": "Plats {seat} vid bord {id} har ändrats sedan du frågade: "
    "ingenting gavs bort. Använd `/boston replace` igen om det fortfarande behövs.",
    "refused.end_stale": "Bord {id} har gått vidare sedan du frågade (en giv har delats ut "
    "eller börjat): inget avslutades. Använd `/boston end` igen om ni fortfarande vill sluta.",
    "refused.end_last_deal": "Det här är redan den sista given i spelet vid bord {id}: "
    "spelet slutar med slutavräkningen när given är slut. Inget ändrades.",
    "refused.end_last_deal_plain": "Det här är redan den sista given i spelet vid bord {id}: "
    "spelet slutar när given är slut. Inget ändrades.",
    "refused.member_left": "{who} är inte längre medlem i servern: ingenting gavs bort.",
    "refused.not_seated_playing": "Du sitter inte vid det här bordet. Värden kan ge dig en "
    "plats som en dator spelar eller håller åt någon som gått ifrån, med `/boston replace`.",
    "refused.not_seated_full": "Du sitter inte vid det här bordet, och alla platser är "
    "upptagna: du kan följa spelet i bordsmeddelandet.",
    "refused.bot_member": "En bot kan inte ta en plats: utelämna `member` för att ge platsen "
    "till en dator.",
    "refused.already_paused": "Bord {id} är redan pausat; `/boston resume` tar upp det igen.",
    "refused.not_paused": "Bord {id} är inte pausat: det spelas.",
    "refused.place_gone": "Kanalen för bord {id} togs bort, så det kan inte spelas vidare där: "
    "det förblir pausat som det stod. Värden eller en medlem med Hantera server kan flytta det "
    "till en annan textkanal på den här servern genom att skriva `/boston resume table:{id}` "
    "där (då spelas det vidare där), eller avsluta det med `/boston abandon table:{id}`.",
    "refused.move_wrong_place": "Bord {id} kan bara flyttas till en textkanal på den här "
    "servern: skriv `/boston resume table:{id}` i en sådan.",
    "refused.move_failed": "Bord {id} kunde inte flyttas hit: jag får inte skriva i den här "
    "kanalen (jag behöver **Skicka meddelanden** och **Bädda in länkar**). Det förblir pausat; "
    "prova en annan kanal.",
    "refused.move_unseen": "Bord {id} kunde inte flyttas hit: jag får inte se den här kanalen "
    "(jag behöver **Visa kanal**). Det förblir pausat; prova en annan kanal.",
    "refused.move_later": "Bord {id} kunde inte flyttas hit just nu (Discord eller databasen "
    "svarade inte som de skulle). Det förblir pausat: försök igen om en stund.",
    "refused.moved_paused": "Bord {id} har flyttats till {channel} men är fortfarande pausat: "
    "`/boston resume table:{id}` spelar vidare.",
    "refused.table_moved": "Bord {id} spelas i {channel} nu: det här meddelandet är inte längre "
    "dess bordsmeddelande.",
    "refused.being_moved": "Bord {id} håller på att flyttas till en annan kanal just nu: "
    "försök igen om en stund.",
    "club.moved": "Bord {id} har flyttats till {channel} och spelar vidare.",
    "gone.paused": "Kanalen för bord {id} togs bort (och tråden med den), så ingen kunde följa "
    "spelet: bordet är pausat där det stod, och inget spelas eller räknas under tiden. Protokollet "
    "finns kvar (`/boston protocol table:{id}` på servern); värden eller en medlem med Hantera "
    "server kan flytta det till en annan kanal med `/boston resume table:{id}` skrivet där, eller "
    "avsluta det med `/boston abandon table:{id}`.",
    "gone.cancelled": "Kanalen för bord {id} togs bort: bordet avbröts innan spelet började. "
    "`/boston new` öppnar ett nytt.",
    "refused.nothing_to_withdraw": "Ingen giv har förts in vid det här bordet ännu.",
    "refused.away": "Inte medan en dator spelar din plats: tryck först på **Ta tillbaka platsen**.",
    "refused.already_away": "En dator håller redan din plats åt dig: **Ta tillbaka platsen** "
    "ger dig den igen.",
    "refused.people_only": "Ett poängföringsbord har fyra personer som spelar med riktiga kort: "
    "ingen dator tar plats där.",
    "refused.not_last_deal": "Bara den senast införda given kan tas tillbaka.",
    "refused.log_unreadable": "Bordets sparade logg kan inte läsas, så ingenting togs tillbaka.",
    "refused.not_started": "Det bordet har inte börjat än: det är fortfarande en lobby.",
    "refused.which_table_here": "Du sitter vid bord {tables} här: lägg till `table:` med det "
    "du menar.",
    "refused.which_table": "Du sitter vid bord {tables} på den här servern: lägg till "
    "`table:` med det du menar.",
    "error.storage": "Det gick inte att spara just nu, så inget ändrades; försök igen.",
    "error.storage_read": "Det gick inte att läsa just nu; försök igen.",
    "file.protocol": "protokoll-{stem}.png",
    "file.sheet": "protokollblad-{stem}.txt",
    "file.record": "boston-bord-{id}.json",
    "error.discord": (
        "Discord tog inte emot botens svar, så du ser kanske inte vad som hände. "
        "Titta på bordet (Uppdatera eller Min hand): där syns det som sparats."
    ),
    "error.too_late": "Det tog för lång tid för boten, så formuläret kunde inte öppnas; försök "
    "igen.",
    "error.restarting": "Boten startar om, så det här kanske inte blev gjort: titta på bordet "
    "eller försök igen om en minut.",
    "error.unexpected": "Något gick fel hos oss och inget ändrades; försök igen.",
    "error.not_a_member": "{who} är inte (längre) medlem i den här servern: ett kommando kan bara "
    "nämna serverns medlemmar, så inget ändrades.",
    "error.out_of_date": "Den här knappen är inaktuell (boten har ändrats sedan den visades), "
    "så inget hände. Tryck på **Min hand** i bordsmeddelandet för att få en aktuell vy.",
    "error.out_of_date.form": "Det här formuläret är inaktuellt (boten har ändrats sedan det "
    "öppnades), så inget sparades. Öppna det igen med dess knapp i lobbyn.",
    "error.no_answer": (
        "Discord bekräftade inte botens svar i tid, så du ser kanske inte vad som hände. "
        "Titta på bordet (Uppdatera eller Min hand): där syns det som sparats."
    ),
    # refusals by the rules
    "illegal.game_over": "Den här given är slut.",
    "illegal.not_your_turn": "Det är inte din tur.",
    "illegal.wrong_phase": "Det går inte i det här skedet av given.",
    "illegal.wrong_phase.phase": "Det går inte i det här skedet av given.",
    "illegal.wrong_phase.auction": "Budgivningen pågår fortfarande. Korten spelas när den är över.",
    "illegal.wrong_phase.trump": "Budgivningen är över och trumf bestäms nu. Sedan spelas korten.",
    "illegal.wrong_phase.whist_offer": "Budgivningen är över och whisten avgörs nu. Sedan "
    "spelas korten.",
    "illegal.wrong_phase.whist_answer": "Budgivningen är över och whisten avgörs nu. Sedan "
    "spelas korten.",
    "illegal.wrong_phase.whist_declined": "Budgivningen är över och whisten avgörs nu. Sedan "
    "spelas korten.",
    "illegal.wrong_phase.discard": "Budgivningen är över och kort läggs nu bort dolda. Sedan "
    "börjar spelet.",
    "illegal.wrong_phase.play": "Budgivningen är över och korten spelas nu. Spela ett kort "
    "när det är din tur.",
    "illegal.wrong_phase.claim": "Spelföraren kräver resten av sticken. Spelet fortsätter "
    "bara om kravet avslås.",
    "illegal.wrong_phase.merge": "Given är över. Nästa giv kommer när frågan om att slå ihop "
    "betarna är besvarad.",
    "illegal.passed": "Du har passat och får inte bjuda igen.",
    "illegal.supported": "Du har stött en demande och får inte bjuda igen.",
    "illegal.bid_too_low": "Ditt bud är för lågt.",
    "illegal.bid_too_low.demande": "En demande står: en andra kan inte bjudas över den.",
    # lika många stick som det stående budet: färgen (eller färgnivån) måste vara bättre
    "illegal.bid_too_low.tricks": "Ditt bud är för lågt: {tricks} stick är redan bjudna, och "
    "samma antal stick kräver en bättre färg.",
    "illegal.bid_too_low.level_tricks": "Ditt bud är för lågt: {level_tricks} stick är redan "
    "bjudna, och samma antal stick kräver en bättre färgnivå.",
    # lika många stick i bästa färgen (eller på bästa nivån): bara fler stick slår dem
    "illegal.bid_too_low.more_than": "Ditt bud är för lågt: {more_than} stick är redan bjudna, "
    "och bara fler stick slår det budet.",
    "illegal.bad_level": "En misère har ingen färgnivå.",
    "illegal.unknown_contract": "Det spelet finns inte.",
    "refused.contract_not_offered": "Det spelet går inte att välja nu.",
    "illegal.trump_not_allowed": "Budets färgnivå tillåter inte den trumfen.",
    "illegal.whist_not_allowed": "Det whistsvaret går inte nu.",
    "illegal.concede_not_allowed": "Du får ge upp bara när alla avböjt whist.",
    "illegal.card_not_in_hand": "Det kortet har du inte på handen.",
    "illegal.must_follow_suit": "Du måste bekänna färg.",
    "illegal.must_follow_suit.suit": "Du måste bekänna färg ({suit}).",
    "illegal.must_follow_suit.suit.top_trump": "Du måste bekänna färg ({suit}): {top_trump} "
    "räknas som trumf här.",
    "illegal.merge_not_asked": "Det finns ingen fråga om att slå ihop betar nu.",
    "illegal.not_allowed": "Det går inte nu.",
    "illegal.no_petite": "Den här given har ingen petite: bjud Demande en belle i stället.",
    "illegal.demande_card": "Till en demande lägger du ett kort i belle eller petite från handen.",
    "illegal.four_aces": "Bara den som har alla fyra ess får bjuda Misère des quatre as.",
    "illegal.laid_suit": "Efter din demande måste ett solobud vara i färgen på kortet du lade ned.",
    "illegal.laid_suit.belle": "Efter din Demande en belle måste ett solobud vara i belle "
    "({belle}).",
    "hand.claim": "Kräv resten",
    "hand.declare": "Meddela {word}",
    "hand.claim.accept": "Godta kravet",
    "hand.claim.refuse": "Avslå kravet",
    "prompt.claim_answer": "godta kravet eller avslå det (spela vidare).",
    "turn.claim": "{declarer_subject} kräver resten: {who} svarar.",
    "turn.claim_answered": "{declarer_subject} kräver resten: {answers}, {who} svarar.",
    "illegal.claim_not_allowed": "Du får inte kräva resten nu.",
    "illegal.claim_not_allowed.declaration": "Inget krav i första sticket: varje spelare får "
    "ännu meddela {declaration} vid sin första tur. Spela ett kort; du får kräva resten "
    "från nästa stick.",
    "illegal.no_claim": "Det finns inget krav att svara på.",
    "illegal.claim_open": "Svara på kravet först.",
    # club features (issue 7)
    "cmd.new.mode": "Spela här, eller sköt poängföringen för ett spel med riktiga kort",
    "cmd.new.timer": "Minuter per drag innan en dator tar över (0: av)",
    "choice.trump.plain": "En simpel färg",
    "choice.trump.second": "Andra färgen i det vända kortets färg (andra färg)",
    "choice.trump.first": "Det vända kortets färg (högsta färg)",
    "choice.play": "Spela med botens kort",
    "choice.score": "Poängföring (riktiga kort)",
    "cmd.opt.table": "Bordets nummer (förval: bordet här)",
    "cmd.pause": "Lägg ett bord åt sidan och fortsätt en annan dag",
    "cmd.resume": "Ta upp ett pausat bord igen",
    "cmd.end": "Avsluta spelet efter överenskommelse (värd eller Hantera server)",
    "cmd.abandon": "Överge ett bord (värd eller Hantera server)",
    "cmd.replace": "Ge en frånvarande spelares plats till någon annan eller en dator",
    "cmd.replace.seat": "Platsen som ska fyllas (1-4)",
    "cmd.replace.member": "Medlemmen som tar platsen (ingen: en dator)",
    "cmd.settings": "Serverns förval för nya bord (Hantera server)",
    "cmd.settings.price": "Pris per point i öre (0: för äran)",
    "cmd.settings.language": "Språket i bordens offentliga meddelanden (även bord som redan "
    "är öppna)",
    "cmd.leaderboard": "Serverns bästa spelare",
    "cmd.leaderboard.period": "Vilka spel som räknas",
    "cmd.leaderboard.tour": "Turens eller partiets nummer; i ett bords tråd bordets (med "
    "period: En tur eller ett parti, senaste)",
    "cmd.leaderboard.variant": "Regler vars point visas (förval: bordets egna i dess tråd, "
    "annars de som spelades här senast)",
    "choice.all": "All tid",
    "choice.month": "Den här månaden",
    "choice.tour": "En tur eller ett parti",
    "cmd.stats": "En spelares statistik här, även en som har lämnat servern",
    "cmd.stats.member": "Vems statistik: en medlem (förval: din)",
    "cmd.stats.player": "Eller en spelare i serverns spel vid namn, även en som har lämnat",
    "cmd.protocol": "Ett bords protokoll eller poängtabell, privat",
    "cmd.score": "För in en giv spelad med riktiga kort",
    "cmd.withdraw": "Ta tillbaka den senaste given som förts in med /boston score",
    "cmd.withdraw.deal": "Den senaste givens nummer: ett andra tillbakatagande av misstag vägras",
    "cmd.score.contract": "Spelet, ur listan med bordets egna",
    "cmd.score.declarer": "Spelförarens plats (1-4)",
    "cmd.score.declarer_member": "Spelföraren, som medlem",
    "cmd.score.trumps": "Trumffärgens klass",
    "cmd.score.whister": "Whistarens eller stödjarens plats, om någon",
    "cmd.score.tricks": "Spelförarens stick",
    "cmd.score.whister_tricks": "Whistarens eller stödjarens stick",
    "cmd.score.honours": "Den spelande sidans trumfhonnörer (0-4)",
    "cmd.score.first_five": "Den spelande sidan tog de fem första sticken",
    "cmd.score.conceded": "Spelföraren gav upp",
    "cmd.score.suit": "Trumffärgen, där reglerna nämner den i budet",
    "cmd.score.turned": "Det vända kortet, där reglerna behöver det (t.ex. QC)",
    "cmd.score.boston": "Platsen som har carte de boston, där reglerna betalar den (1-4)",
    "cmd.score.merge": "Slå ihop de två betar som ett förlorat spel sätter till en (förval: isär)",
    "cmd.score.all_pass": "Alla passade",
    "cmd.score.seat_tricks": "Alla passade och given spelades: varje plats stick, t.ex. 5 4 3 1",
    "cmd.score.chicane": (
        "Platserna som meddelade chicane (saknade trumf), där reglerna betalar den, t.ex. 2 4"
    ),
    "cmd.export": "Ett bords spelfil (alla givar och drag, JSON)",
    "cmd.import": "Spela upp en spelfil och visa dess protokoll",
    "cmd.import.record": "En boston-record JSON-fil",
    "club.paused": "Bord {id} är pausat. Fortsätt med `/boston resume`, gärna en annan dag.",
    "club.resumed": "Bord {id} spelar vidare.",
    "club.ended": "Bord {id} är avslutat: slutavräkningen står i {place}.",
    "club.ended_plain": "Bord {id} är avslutat: slutställningen står i {place}.",
    "club.ending": "Bord {id} slutar när den pågående given är slut.",
    "club.end_question_now": "**Avsluta bord {id} nu?** Det går inte att ångra.",
    "club.end_question_after": "**Avsluta bord {id} när giv {n} är slut?** Det går inte att ångra.",
    "club.end_drops": "Giv {n} är utdelad men ingen har spelat i den än: den spelas inte och "
    "räknas inte.",
    "club.end_plays_out": "Giv {n} pågår: den spelas färdigt och räknas, sedan delas ingen ny "
    "giv ut.",
    "club.end_tour.one": "1 av {tour} {betar} är avspelad.",
    "club.end_tour.other": "{n} av {tour} {betar} är avspelade.",
    "club.end_deals_of.one": "1 av {limit} givar har spelats färdigt hittills.",
    "club.end_deals_of.other": "{n} av {limit} givar har spelats färdigt hittills.",
    "club.end_deals.one": "1 giv har spelats färdigt hittills.",
    "club.end_deals.other": "{n} givar har spelats färdigt hittills.",
    "club.end_settles_now": "Slutavräkningen görs på ställningen som den är nu.",
    "club.end_settles_after": "Slutavräkningen görs på ställningen som den är efter den given.",
    "club.end_final_now": "Ställningen som den är nu blir slutställningen.",
    "club.end_final_after": "Ställningen som den är efter den given blir slutställningen.",
    "club.end_yes": "Avsluta bord {id}",
    "club.end_no": "Spela vidare",
    "club.end_kept": "Bord {id} spelar vidare: inget avslutades.",
    "club.abandoned": "Bord {id} är övergivet.",
    "club.abandon_question": "Överge bord {id}? Spelet slutar genast, utan slutavräkning, "
    "och kan inte tas upp igen.",
    "club.abandon_yes": "Överge bord {id}",
    "club.abandon_no": "Spela vidare",
    "club.abandon_kept": "Bord {id} spelar vidare: inget övergavs.",
    # /boston abandon i en lobby: inget spel än, så inget slutar och inget avräknas
    "club.cancel_question": "Avbryta bord {id}? Inget spel har börjat där än; lobbyn stängs "
    "för alla som sitter vid bordet.",
    "club.cancel_yes": "Avbryt bord {id}",
    "club.cancel_no": "Behåll bordet",
    "club.cancelled": "Bord {id} avbröts.",
    "club.cancel_kept": "Bord {id} står kvar: inget avbröts.",
    "club.cancel_started": "Bord {id} har börjat sedan du frågade: inget avbröts. Använd "
    "`/boston abandon` igen för att överge spelet.",
    "club.computer_name": "{name} (dator)",
    "club.replaced": "Plats {seat} vid bord {id} tillhör nu {who}.",
    "club.replace_question": "{was} spelar plats {seat} och har inte gått ifrån bordet. Ge "
    "platsen till {who}?",
    "club.replace_question_computer": "{was} spelar plats {seat} och har inte gått ifrån "
    "bordet. Ge platsen till en dator?",
    "club.replace_question_lobby": "{was} har plats {seat} vid bord {id}, som inte har börjat "
    "än. Ge platsen till {who}?",
    "club.replace_question_computer_lobby": "{was} har plats {seat} vid bord {id}, som inte "
    "har börjat än. Ge platsen till en dator?",
    "club.replace_yes": "Ge bort platsen",
    "club.replace_no": "Avbryt",
    "club.replace_kept": "Ingenting gavs bort: plats {seat} vid bord {id} är som förut.",
    "club.admin_only": "Bara medlemmar med Hantera server får ändra serverns inställningar.",
    "score.pass_or_contract": "Antingen passade alla eller så spelades ett kontrakt, inte båda: "
    "ange `all_pass` (eller `seat_tricks`) ensamt, eller kontraktet och dess stick.",
    "club.timer": "dragtid {n} min",
    "club.timer_none": "ingen dragtid",
    "club.settings": "Serverns förval: {variant} · {price} · {timer} · språk {language}",
    "club.price": "{money} per point",
    "club.price_none": "för äran (inget pris per point)",
    "club.language.en": "engelska",
    "club.language.sv": "svenska",
    "club.rules": "Regler för {variant} på den här servern:",
    "club.variant_changed": "Nya bord spelar nu {after} som förval (förut: {before}).",
    "club.language_changed": "Bord som redan är öppna byter också till {language}, datorernas "
    "namn med.",
    "club.open_tables_keep.one": "Bord {tables}, som redan är öppet, behåller priset, "
    "dragtiden och reglerna det öppnades med: nya bord får de här.",
    "club.open_tables_keep.other": "Bord {tables}, som redan är öppna, behåller priset, "
    "dragtiden och reglerna de öppnades med: nya bord får de här.",
    "club.rule_line": "· {label} (`{name}`): {value}",
    # efter en club.rule_line vars inställning inte spelar någon roll med de andra
    "club.rule_idle": " (gäller inte med de här reglerna)",
    "refused.bad_setting": "Den inställningen går inte: {reason}",
    "settings.unknown_variant": "det finns inga regler som heter '{name}'; välj en av: {known}",
    "settings.not_pair": "'{word}' är inte namn=värde för en inställning ({known})",
    "settings.unknown": "okänd inställning '{name}' (kända: {known})",
    "settings.unknown_near": "okänd inställning '{name}': menade du `{near}`? (kända: {known})",
    "settings.twice": "inställningen '{name}' anges två gånger: ange den en gång",
    "settings.must_bool": "`{name}` måste vara på eller av",
    "settings.must_choice": "`{name}` måste vara något av {options}",
    "settings.must_choice_near": "`{name}` måste vara något av {options}: menade du `{near}`?",
    "settings.must_range": "`{name}` måste vara ett heltal från {low} till {high}",
    "settings.must_from": "`{name}` måste vara ett heltal från {low}",
    "settings.must_number": "`{name}` måste vara ett heltal",
    "settings.multiple_of": "`{name}` måste vara en multipel av {step} från {low} till {high}",
    "settings.russian_suit_order": "Rysk bostons färgordning är fast: ruter först (RU-1)",
    "settings.russian_only": "`{name}` är en inställning bara i rysk boston (RU-F)",
    "settings.doubles_over_deals": (
        "`{name}` ({value}) får inte vara fler än partiets givar ({deals}): "
        "de dubbla givarna är partiets sista givar (NT-G2)"
    ),
    "settings.or_none": ", eller none (ingen)",
    "settings.value.on": "på",
    "settings.value.off": "av",
    "settings.value.none": "ingen (`none`)",
    "notice.paused": "Bordet är pausat; värden eller en medlem med Hantera server fortsätter "
    "med `/boston resume`.",
    "notice.paused_removed": "Boten togs bort från servern: bordet pausades. "
    "`/boston resume` spelar vidare.",
    "notice.abandoned": "Bord {id} har övergetts av värden eller en medlem med Hantera server: "
    "spelet slutar här, utan slutavräkning.",
    "notice.abandoned_by": "{who} har övergett bord {id}: spelet slutar här, utan slutavräkning.",
    "notice.resumed": "Bordet spelar vidare.",
    "notice.moved_here": "Bord {id} har flyttats hit från en borttagen kanal: {who}. Bordet "
    "spelar vidare.",
    "notice.ending": "Värden avslutar spelet: det slutar när den pågående given är slut, "
    "och slutavräkningen följer här.",
    "notice.ending_by": "{who} avslutar spelet: det slutar när den pågående given är slut, "
    "och slutavräkningen följer här.",
    "notice.ending_plain": "Värden avslutar spelet: det slutar när den pågående given är "
    "slut, och slutställningen följer här.",
    "notice.ending_by_plain": "{who} avslutar spelet: det slutar när den pågående given är "
    "slut, och slutställningen följer här.",
    "notice.ended_by": "{who} avslutade spelet.",
    "notice.outgrown": "Poängen har blivit större än bordet kan spara, så spelet slutar här, "
    "som efter överenskommelse, efter den senast sparade given. Given som blev för stor "
    "räknas inte.",
    "notice.ended_dropped": "{who} avslutade spelet. Giv {n} hade delats "
    "ut men inte spelats: den räknas inte.",
    "notice.away": "{who} gick ifrån bordet: en dator spelar platsen tills hen tar tillbaka den.",
    "notice.timed_out": "{who} spelade inte i tid: en dator spelar platsen tills hen tar tillbaka "
    "den.",
    "notice.back": "{who} är tillbaka vid bordet.",
    "notice.away_back": "{who} gick ifrån bordet en stund och har tagit tillbaka platsen.",
    "notice.timed_out_back": "{who} spelade inte i tid; en dator spelade platsen tills hen tog "
    "tillbaka den.",
    "notice.away_given": "{who} gick ifrån bordet; plats {seat} har sedan dess gått till {new}.",
    "notice.timed_out_given": "{who} spelade inte i tid; plats {seat} har sedan dess gått till "
    "{new}.",
    "notice.away_ended": "{who} gick ifrån bordet: en dator spelade platsen till spelets slut.",
    "notice.timed_out_ended": "{who} spelade inte i tid: en dator spelade platsen till spelets "
    "slut.",
    "notice.away.own": "Du gick ifrån bordet: en dator spelar din plats tills du tar tillbaka den.",
    "notice.timed_out.own": "Din tid tog slut: en dator spelar din plats tills du tar tillbaka "
    "den.",
    "notice.away_back.own": "Du gick ifrån bordet en stund och har tagit tillbaka din plats.",
    "notice.timed_out_back.own": "Din tid tog slut; en dator spelade din plats tills du tog "
    "tillbaka den.",
    "notice.away_given.own": "Du gick ifrån bordet; plats {seat} har sedan dess gått till {new}.",
    "notice.timed_out_given.own": "Din tid tog slut; plats {seat} har sedan dess gått till {new}.",
    "notice.away_ended.own": "Du gick ifrån bordet: en dator spelade din plats till spelets slut.",
    "notice.timed_out_ended.own": "Din tid tog slut: en dator spelade din plats till spelets slut.",
    "notice.seat_kept.own": "Plats {seat} har getts till datorn för gott: den är inte din längre.",
    "notice.seat_taken.own": "Du spelar plats {seat} nu.",
    "notice.seat_lost.own": "Plats {seat} har getts till någon annan: den är inte din längre.",
    "notice.renamed": "{old} heter nu {new}.",
    "notice.seat_given": "Plats {seat}: {who} tar över efter {was}.",
    "notice.seat_kept": "Plats {seat}: {who} tar över efter {owner} för gott.",
    "notice.seat_given_away": "Plats {seat}: {who} tar över efter {was}, som höll platsen åt "
    "{owner}.",
    "notice.withdrawn": "↩️ {who} tog tillbaka giv {n}; den kan föras in igen med `/boston score`.",
    "notice.attention": "{who}: det här bordet behöver tillsyn. Datorn på plats {seat} misslyckas "
    "gång på gång med sitt drag. Värden eller en medlem med Hantera server kan ge platsen till "
    "någon med `/boston replace`, eller pausa bordet.",
    "notice.attention_ruled": "{who}: det här bordet behöver tillsyn. Draget som reglerna gör "
    "åt {name} (plats {seat}) misslyckas gång på gång, så spelet kan inte fortsätta just nu. "
    "Värden eller en medlem med Hantera server kan pausa bordet med `/boston pause` och försöka "
    "igen med `/boston resume`, eller överge det med `/boston abandon`.",
    "seat.back": "Ta tillbaka platsen",
    "seat.away": "Låt datorn ta över",
    "seat.computer_plays": "En dator spelar din plats tills du tar tillbaka den.",
    "seat.computer_plays_timed_out": "Din tid tog slut: en dator spelar din plats tills du tar "
    "tillbaka den.",
    "seat.computer_plays_now": "En dator spelar din plats medan du är borta och gör redan det "
    "här draget åt dig.",
    "seat.kept_move": "Senaste draget åt dig: {move}.",
    "seat.done.back": "Välkommen tillbaka: platsen är din igen.",
    "seat.back_already": "Du har redan fått tillbaka platsen: den här vyn visar den nu.",
    "result.game_end": "{heading}:",
    "result.standings": "Slutställning:",
    # "point", as the Swedish source counts (seed 000: "10 point", "Notera att det skall vara
    # franskt uttal på point"), the same in the singular and the plural
    "points.one": "{point} point",
    "points.other": "{point} point",
    "result.standing": "{place}. {who} {points}",
    "result.standing_money": "{place}. {who} {points} = {money}",
    "result.held_before": "(plats {seat}; {holders})",
    "result.held_until": "{who} till och med giv {n}",
    "result.held_part": "{who} under en del av giv {part}",
    "result.held_until_part": "{who} till och med giv {n} och en del av giv {part}",
    "result.held_in_deal": "{who} i giv {n}",
    "result.held_in_deals": "{who} i giv {first}–{last}",
    "result.held_again_from": "{who} igen från giv {n}",
    "result.price": "(med {price} per point)",
    "stats.no_tour": "Ingen avslutad tur och inget avslutat parti här ännu.",
    "stats.unknown_tour": "Nummer {tour} finns inte bland de avslutade turerna och partierna "
    "här: {tours}.",
    "stats.empty": "Ingen har spelat här ännu.",
    "stats.empty_month": "Ingen har spelat här den här månaden än.",
    "stats.board_all": "**Topplista** (alla tider)",
    "stats.board_month": "**Topplista** (den här månaden)",
    "stats.board_tour": "**Topplista** (tur {tour})",
    "stats.board_tour_game": "**Topplista** (parti {tour})",
    "stats.board_table_tour": "**Topplista** (bord {table}, tur {tour})",
    "stats.board_table_tour_game": "**Topplista** (bord {table}, parti {tour})",
    "stats.board_line": "{place}. {who} {points}{tours} · {deals}{rating}",
    "stats.board_deals.one": "1 giv",
    "stats.board_deals.other": "{n} givar",
    "stats.board_rating": " · rating {rating}",
    "stats.board_tours": " · vunna turer {won}/{tours}",
    "stats.board_tours_game": " · vunna partier {won}/{tours}",
    "stats.nothing": "{who} har inte spelat här ännu.",
    "stats.player_choice": "{name} · spelade senast {day}",
    "stats.several": "Flera spelare här har {typed} i sitt namn: {names}. Välj en bland "
    "förslagen, eller skriv ett helt namn.",
    "stats.one_player": "Nämn en spelare, med member eller med player, inte båda.",
    "stats.head": "**{who}**",
    "stats.rating": "Rating {rating} (från {count})",
    "stats.count_tours.one": "1 tur",
    "stats.count_tours.other": "{n} turer",
    "stats.count_games.one": "1 parti",
    "stats.count_games.other": "{n} partier",
    "stats.count_both": "{tours} och {games}",
    "stats.count_either.one": "1 tur eller parti",
    "stats.count_either.other": "{n} turer och partier",
    "stats.unrated": "Ingen rating än: rating ges av avslutade turer och partier med andra "
    "människor; datorer får ingen rating",
    "stats.unrated_handed_on": "Ingen rating än: rating ges av avslutade turer och partier med "
    "andra människor, till den som har platsen vid slutet",
    "stats.split_deals": "· {deals} i givarna",
    "stats.split_settled": "· {settled} i slutavräkningar",
    "stats.deals_only": " utan slutavräkningar",
    "stats.by_others.one": "· 1 av givarna avslutad av någon annan på platsen: med i "
    "siffrorna ovan; nedan bara det som bjöds eller whistades personligen",
    "stats.by_others.other": "· {n} av givarna avslutade av någon annan på platsen: med i "
    "siffrorna ovan; nedan bara det som bjöds eller whistades personligen",
    "stats.unrecorded.one": "1 av dessa från ett bord där boten inte kan veta vem som hade "
    "varje plats: en dator som höll platsen kan ha bjudit eller whistat den",
    "stats.unrecorded.other": "{n} av dessa från bord där boten inte kan veta vem som hade "
    "varje plats: en dator som höll platsen kan ha bjudit eller whistat några",
    "stats.roles_handed_on.one": "1 spel bjudet eller whist spelad personligen på en plats som "
    "lämnades över under given: dess point följde med platsen",
    "stats.roles_handed_on.other": "{n} spel bjudna och whister spelade personligen på platser "
    "som lämnades över under given: deras point följde med platserna",
    "stats.handed_on.one": "1 giv spelad på en plats som lämnades över före partiets slut: "
    "dess point gick till den som hade platsen vid slutet",
    "stats.handed_on.other": "{n} givar spelade på platser som lämnades över före partiets "
    "slut: deras point gick till den som hade platsen vid slutet",
    "stats.totals.one": "{points} på 1 giv",
    "stats.totals.other": "{points} på {n} givar",
    "stats.average": "I snitt {average} per giv{deals_only}",
    "stats.biggest": "Största vinst: {biggest}",
    # "Partier: 1 spelade" did not agree; the label's plural holds for every count.
    "stats.tours": "Vunna turer: {won} av {tours}",
    "stats.tours_game": "Vunna partier: {won} av {tours}",
    "stats.all_variants": "**Alla varianter tillsammans**",
    "stats.none_in_person": "Inga kontrakt eller whister personligen än: någon annan (en dator "
    "eller platsens förra innehavare) spelade varje giv på platsen.",
    "stats.declarer": "Som {role}:",
    "stats.declarer_role": "spelförare",
    "stats.trick_contracts": "· stickspel {made}/{bid} hemma",
    "stats.miseres": "· misèrer {made}/{bid} hemma",
    "stats.whister": "Som {role}: {made}/{played} hemma",
    "stats.whister_role": "whistare",
    "stats.roles_or": "{roles} eller {last}",
    "stats.contracts": "Spel för spel (hemma/bjudna):",
    "stats.contract_line": "· {contract}: {made}/{bid}",
    # poäng per variant, delade placeringar, ratingen förklarad
    "stats.board_variant": "{board} · {variant}",
    "stats.in_variant": "**{variant}**",
    "stats.no_tour_of": "Ingen avslutad tur i {variant} här ännu.",
    "stats.no_tour_of_game": "Inget avslutat parti i {variant} här ännu.",
    "stats.empty_variant": "Inget spel i {variant} räknas här för den här topplistan än; "
    "spelat här: {played} (välj med `variant:`).",
    "stats.other_variants": "Också spelat här: {played} (välj med `variant:`).",
    "stats.no_tour_at_table": "Bord {table} har inte avslutat någon tur eller något parti än.",
    "stats.no_table_tour": "Bord {table} har inte avslutat någon tur eller något parti än. I "
    "ett bords tråd räknar `tour:` det bordets; annars serverns.",
    "stats.unknown_table_tour": "Nummer {tour} finns inte bland bord {table}s avslutade turer "
    "och partier: {tours}. I ett bords tråd räknar `tour:` det bordets; annars serverns.",
    "stats.rating_explained": "Rating: alla börjar på 1500. Den ändras bara när ett parti är "
    "slut (en tur, där reglerna spelar turer): din placering mot var och en av de andra "
    "spelarna där flyttar den, i proportion till vad partiet spelade av (dess betar i en "
    "tur av svensk boston, dess givar i alla andra partier): en eller två rubbar knappt den "
    "visade, avrundade ratingen, och ett parti som inte spelade av någon lämnar den orörd. "
    "Partier i alla varianter räknas.",
    "scored.form": "`{name}` är inte skrivet i spelfilens form",
    "scored.seat": "`{name}` måste vara en plats från 1 till 4",
    "scored.seats": "`{name}` måste vara en lista med platser från 1 till 4, utan upprepningar",
    "scored.yes_no": "`{name}` måste vara sant eller falskt",
    "scored.count": "`{name}` måste vara ett heltal från 0 till {limit}",
    "scored.unknown_field": "de här reglerna har inget `{name}` i en givs resultat",
    "scored.unknown_contract": "de här reglerna har inget spel `{contract}`",
    "scored.alone": "`{name}` kan inte anges: spelföraren spelar det här spelet ensam",
    "scored.whister_declarer": "`{name}` är spelförarens egen plats: ange en annan spelares "
    "plats, eller utelämna det",
    "scored.no_honours": "en misère har ingen trumf och alltså inga honnörer: utelämna `{name}`",
    "scored.not_played": "ett uppgivet spel spelas inte: utelämna `{name}`",
    "scored.first_five_misere": "en misère betalar inga fem första stick (cinq premiers): "
    "utelämna `{name}`",
    "scored.first_five_tricks": "den spelande sidan tog färre än fem stick ({n}) och alltså "
    "inte de fem första: utelämna `{name}`",
    "scored.merge_made": "ett vunnet spel skriver inga betar, så det finns inget att slå ihop: "
    "utelämna `{name}`",
    "scored.no_merge": "ingen skriver två betar som får slås ihop i den här given: utelämna "
    "`{name}`",
    "scored.missing": "ange `{name}`: reglerna behöver det för det här spelet",
    "scored.no_trumps": "en misère har ingen trumf: utelämna `{name}`",
    "scored.one_of": "`{name}` måste vara en av {options}",
    "scored.partner_only": "`{name}` anges om och endast om `{partner}` anges",
    "scored.too_many_tricks": "den spelande sidan kan inte ta fler än {limit} stick",
    "scored.card": "`{name}` måste vara ett kort, till exempel QC",
    "scored.played_out": "alla passade och given spelades ut: ange varje plats stick (`{name}`)",
    "scored.only": "en giv som spelades ut efter att alla passat har bara `{name}`",
    "scored.four_seats": "`{name}` behöver sticken för plats 1 till 4",
    "scored.thirteen": "sticken i `{name}` måste bli 13 sammanlagt",
    "scored.no_concession": "bara ett 5 eller 6 spel som alla avböjde att whista får ges upp "
    "(`{name}`)",
    "scored.chicane_trumps": "en chicane kräver en trumffärg (`{name}`)",
    "scored.chicane_everyone": "någon hade trumfarna, så `{name}` kan inte nämna alla fyra platser",
    "scored.chicane_no_honours": "`{name}` nämner varje hand på den spelande sidan, så sidan "
    "hade ingen trumf och inga honnörer: ange 0 honnörer, inte {n}, eller rätta `{name}`",
    "scored.chicane_all_honours": "`{name}` nämner varje motspelare, så den spelande sidan "
    "hade alla trumfar och alla fyra honnörer: ange 4 honnörer, inte {n}, eller rätta `{name}`",
    "scored.chicane_all_tricks": "`{name}` nämner varje motspelare, så spelföraren hade alla 13 "
    "trumfar och tog varje stick: ange 13 stick, inte {n}, eller rätta `{name}`",
    "scored.no_boston": "carte de boston betalas inte i en misère: utelämna `{name}`",
    "scored.boston": "`{name}` måste ange platsen som har carte de boston",
    "scored.whister_setting": "det här bordets inställningar tillåter ingen whistare i "
    "`{contract}`: utelämna `{name}`",
    "scored.whist_compulsory": "whist är tvungen i `{contract}` vid det här bordet: den sista "
    "som tillfrågas går med spelföraren, så ange `{name}`",
    "scored.compulsory_concession": "whist är tvungen i `{contract}` vid det här bordet: ingen "
    "får avböja, så spelet kan inte ges upp (`{name}`)",
    "scored.boston_dealer": "det vända kortet {card} är carte de boston och givarens eget: "
    "`{name}` måste vara plats {seat}",
    "score.refused": "Resultatet godtogs inte: {reason}",
    "score.not_seated": "Resultatet godtogs inte: {who} har ingen plats vid bord {id}.",
    "score.two_declarers": "Resultatet godtogs inte: {who} sitter på plats {seat}, men "
    "`declarer` säger plats {declarer}. Ange en av dem.",
    "score.entered": "Giv {n} är införd vid bord {id}. Fel införd? `/boston withdraw deal:{n}` tar "
    "tillbaka den.",
    "score.not_saved": "Given kunde inte sparas, så den fördes inte in; försök igen.",
    "withdraw.not_saved": "Given kunde inte tas tillbaka (inget sparades); försök igen.",
    "withdraw.done": "Giv {n} är tillbakatagen vid bord {id}: för in den igen med `/boston score`.",
    "withdraw.not_last": "Bara den senast införda given kan tas tillbaka: det är giv {last}, "
    "inte giv {n}.",
    "withdraw.not_scorekeeping": "Det här bordet ger sina egna kort: en giv som spelats här "
    "kan inte tas tillbaka. `/boston withdraw` tar tillbaka en giv som förts in med "
    "`/boston score`.",
    "withdraw.ended": "Spelet vid bord {id} är avslutat: dess givar kan inte längre tas tillbaka.",
    "score.ends_question": "**Inte införd än.** Giv {n} avslutar spelet vid bord {id}: när den är "
    "införd är spelet slut, och given kan inte längre tas tillbaka. Kontrollera den:",
    "score.ends_after": "Inget sparas förrän du trycker på **För in den**; utan svar inom "
    "10 minuter stryks införingen.",
    "score.ends_enter": "För in den: spelet slutar",
    "score.ends_cancel": "Avbryt",
    "score.entered_last": "Giv {n} är införd vid bord {id}: spelet är slut, och slutavräkningen "
    "står i {place}. Given kan inte längre tas tillbaka.",
    "score.entered_last_plain": "Giv {n} är införd vid bord {id}: spelet är slut, och "
    "slutställningen står i {place}. Given kan inte längre tas tillbaka.",
    "score.ends_cancelled": "Giv {n} fördes inte in vid bord {id}: inget sparades.",
    "score.ends_expired": "Giv {n} fördes inte in vid bord {id}: inget svar kom inom 10 minuter, "
    "så inget sparades. För in den igen med `/boston score`.",
    "score.ends_gone": "Den införingen väntar inte längre (boten startades om, eller den är redan "
    "besvarad eller struken), och inget av den sparades: för in given igen med `/boston score`.",
    "score.ends_stale": "Giv {n} fördes inte in: bord {id} har ändrats sedan du förde in den "
    "(en annan giv fördes in eller togs tillbaka, eller bordet pausades eller avslutades). Titta "
    "på bordet och för in given igen om den fortfarande saknas.",
    "score.ends_refused": "Giv {n} fördes inte in vid bord {id}: {reason}",
    "score.outgrows_question": "**Inte införd än.** Med giv {n} blir summorna vid bord {id} "
    "större än bordet kan spara: förs den in slutar spelet här, som efter överenskommelse, "
    "efter den senast sparade given, och giv {n} räknas inte. Kontrollera den:",
    "score.outgrows_after": "Inget ändras förrän du trycker på **Avsluta spelet**; utan svar "
    "inom 10 minuter stryks införingen och spelet fortsätter. En så stor giv kan aldrig föras in "
    "vid det här bordet: `/boston end` avslutar spelet när ni vill.",
    "score.outgrows_enter": "Avsluta spelet: given räknas inte",
    "score.outgrown_last": "Giv {n} fördes inte in vid bord {id}: summorna hade blivit större "
    "än bordet kan spara, så spelet är slut efter den senast sparade given, och "
    "slutavräkningen står i {place}.",
    "score.outgrown_plain": "Giv {n} fördes inte in vid bord {id}: summorna hade blivit större "
    "än bordet kan spara, så spelet är slut efter den senast sparade given, och "
    "slutställningen står i {place}.",
    "export.while_playing": "Spelfilen innehåller alla händer, så den kan hämtas när spelet "
    "är slut.",
    "export.done": "Spelfilen för bord {id}.",
    "export.none": "Ingen spelfil än: spelet har inte börjat.",
    "export.never_started": "Ingen spelfil: det bordets spel började aldrig.",
    "export.done_abandoned": "Spelfilen för bord {id}: dess färdiga givar (given som "
    "pågick när bordet övergavs är utelämnad).",
    "export.cli_description": "Skriv ett bords spelfil (boston-record/1, som /boston export "
    "ger den) till en fil, ur filen som ett terminalparti (python -m bot play) eller boten "
    "sparar sina bord i: python -m bot replay och /boston import läser den igen.",
    "export.cli_db": "SQLite-filen borden sparas i (förval: boston-play.sqlite3)",
    "export.cli_table_help": "bordets nummer (förval: det senaste vars parti är slut)",
    "export.cli_out": "filen att skriva (förval: boston-bord-N.json)",
    "export.cli_no_tables": "filen sparar inget bord.",
    "export.cli_no_table": "filen sparar inget bord {id}.",
    "export.cli_table": "bord {id}:",
    "export.cli_while_playing": "dess parti spelas fortfarande, och spelfilen innehåller alla "
    "händer, så den kan hämtas när spelet är slut: avsluta det efter överenskommelse med e i "
    "python -m bot play, eller spela det till slut.",
    "export.cli_written": "Skriven till {path}.",
    "import.too_big": "Filen är för stor för att vara en spelfil.",
    "import.error": "Spelfilen kunde inte spelas upp: {reason}",
    "import.unreadable": "Filen kunde inte läsas; bifoga den igen.",
    "import.done.one": "Spelfilen spelas upp: 1 giv.",
    "import.done.other": "Spelfilen spelas upp: {n} givar.",
    "import.unfinished": "Giv {n} är inte färdigspelad och räknas inte.",
    "flags.not_here": "--{flag} är ingen inställning i {variant}",
    "flags.missing": "--{flag}: det finns ingen fil {path}",
    "flags.no_name": "--{flag}: det finns ingen {label} som heter {path} ({names}) och ingen fil "
    "med det namnet",
    "flags.unreadable": "--{flag}: {path} går inte att läsa ({why})",
    "flags.too_big": "--{flag}: {path} är för stor (högst {limit} byte)",
    "flags.file": "--{flag}: {path}: {reason}",
    "json.at": "filen är inte giltig JSON på rad {line}, kolumn {column}: {why}",
    "json.value": "ett värde (text, tal, lista eller objekt) väntades",
    "json.comma": "ett kommatecken väntades",
    "json.colon": "ett kolon väntades",
    "json.name": "ett fältnamn inom dubbla citattecken väntades",
    "json.string": "en text börjar här men slutar aldrig",
    "json.control": "en text innehåller ett styrtecken (till exempel en radbrytning)",
    "json.escape": "ett omvänt snedstreck inleder en okänd escapesekvens",
    "json.extra": "något följer efter filens slut",
    "json.surrogate": "en \\u-sekvens här är bara ena halvan av ett teckenpar (ett ensamt "
    "surrogattecken), vilket inte är någon text",
    "record.nested": "filen är för djupt nästlad",
    "record.number": "filen innehåller ett tal som är för långt att läsa",
    "record.not_record": "filen innehåller JSON men ingen spelfil "
    '(ett objekt med "format": "boston-record/1")',
    "record.object": "{what} måste vara ett objekt ({{…}})",
    "record.list": "{what} måste vara en lista ([…])",
    "record.deal_object": "en giv måste vara ett objekt ({{…}})",
    "record.format": '"format" måste vara "{format}"',
    "record.unknown_field": 'okänt fält "{name}"',
    "record.action_object": 'ett drag måste vara ett objekt som {"seat": 1, "pass": true}',
    "record.action_seat": '"seat" måste vara 1, 2, 3 eller 4',
    "record.action_verbs": "ett drag behöver exakt ett verb av {verbs}",
    "record.must_true": '"{name}" måste vara true',
    "record.must_id": '"{name}" måste vara ett id (en text)',
    "record.must_level": '"{name}" måste vara "plain", "colour" eller "first"',
    "record.must_suit": '"{name}" måste vara en färgbokstav (S, H, D eller C)',
    "record.must_card": '"{name}" måste vara ett kort som "7S"',
    "record.must_whist": '"{name}" måste vara invite, alone, accept eller decline',
    "record.must_claim": '"{name}" måste vara true (för att kräva) eller "accept" / "refuse" '
    "(för att svara)",
    "record.must_bool": '"{name}" måste vara true eller false',
    "record.variant": '"variant" måste vara en text',
    "record.unfinished": "den är inte färdigspelad (dragen slutar före givens slut), men giv "
    "{next} följer",
    "record.missing": "{what} saknas",
    "record.at": "rad {line}, kolumn {column}: {why}",
    "record.ended_after": '"ended_after" måste vara {last}, numret på spelfilens sista giv, '
    "färdigspelad",
    "record.tour_over": "turen var redan slut",
    "record.scored_only": 'en inräknad giv innehåller bara "result"',
    "record.hand_text": "hands.{seat} måste vara en text med 13 kort",
    "record.hand_size": "hands.{seat} har {count} kort, inte 13",
    "record.pack": "händerna måste tillsammans hålla var och ett av de 52 korten en gång",
    "record.turned": '"turned" måste vara ett kort, till exempel "7H"',
    "record.in_deal": "giv {deal}: {why}",
    "record.in_action": "giv {deal}, drag {action}: {why}",
    # en spelfils otillåtna drag, sagt om platsen som gjorde det (granskning 27): inte "du"
    "record.seat": "plats {seat}",
    "record.seat_named": "plats {seat} ({name})",
    "record.nobody": "ingen",
    "record.illegal.game_over": "{who} gör ett drag fast given redan är slut.",
    "record.illegal.not_your_turn": "{who} gör ett drag, men det är {turn} som står på tur.",
    "record.illegal.wrong_phase": "{who} gör ett drag som inte hör till den här delen av given.",
    "record.illegal.wrong_phase.phase": "{who} gör ett drag som inte hör till den här delen av "
    "given.",
    "record.illegal.passed": "{who} har passat och får inte bjuda igen.",
    "record.illegal.supported": "{who} har stött en demande och får inte bjuda igen.",
    "record.illegal.bid_too_low": "{who} bjuder för lågt.",
    "record.illegal.bid_too_low.demande": "{who} bjuder en andra {demande} över den första.",
    "record.illegal.bid_too_low.tricks": "{who} bjuder för lågt: {tricks} stick är redan "
    "bjudna, och samma antal stick kräver en bättre färg.",
    "record.illegal.bid_too_low.level_tricks": "{who} bjuder för lågt: {level_tricks} stick är "
    "redan bjudna, och samma antal stick kräver en bättre färgnivå.",
    "record.illegal.bid_too_low.more_than": "{who} bjuder för lågt: {more_than} stick är "
    "redan bjudna, och bara fler stick slår det budet.",
    "record.illegal.bad_level": "{who} ger en misère en färgnivå, men en misère har ingen.",
    "record.illegal.unknown_contract": "{who} bjuder ett spel som inte finns.",
    "record.illegal.trump_not_allowed": "{who} väljer en trumf som budets färgnivå inte tillåter.",
    "record.illegal.whist_not_allowed": "{who} ger ett whistsvar som inte går där.",
    "record.illegal.concede_not_allowed": "{who} ger upp, vilket bara går när alla avböjt whist.",
    "record.illegal.card_not_in_hand": "{who} har inte det kortet på handen.",
    "record.illegal.must_follow_suit": "{who} bekänner inte färg, fast det går.",
    "record.illegal.must_follow_suit.suit": "{who} bekänner inte färg ({suit}), fast det går.",
    "record.illegal.must_follow_suit.suit.top_trump": "{who} bekänner inte färg ({suit}), fast "
    "det går: {top_trump} räknas som trumf här.",
    "record.illegal.merge_not_asked": "{who} svarar på en fråga om att slå ihop betar som "
    "ingen ställt.",
    "record.illegal.not_allowed": "{who} gör ett drag som inte går där.",
    "record.illegal.claim_not_allowed": "{who} kräver resten där det inte är tillåtet.",
    "record.illegal.claim_not_allowed.declaration": "{who} kräver resten i första sticket, där "
    "varje spelare ännu får meddela {declaration}.",
    "record.illegal.no_claim": "{who} svarar på ett krav som ingen ställt.",
    "record.illegal.claim_open": "{who} gör ett drag innan kravet är besvarat.",
    # en spelfils spelare och givare, ett kort, en fil som inte är text (bot/text_file.py)
    "record.players_count": '"players" måste innehålla fyra namn, inte {count}',
    "record.player_name": '"players": namnet på plats {seat} måste vara en text som inte är tom',
    "record.first_dealer": '"first_dealer" måste vara platsen 1, 2, 3 eller 4, inte {value}',
    "record.seat_change_deal": '"seat_changes": byte {n} är vid giv {deal}, efter spelfilens '
    "sista giv ({last})",
    "record.seat_change_action": '"seat_changes": byte {n} är vid drag {action} i giv {deal}, '
    "efter givens sista drag ({last})",
    "record.seat_change": '"seat_changes": byte {n} måste ange en plats ("seat", 1 till 4), ett '
    'namn ("name") och en giv ("deal", och ett drag, "action"; "given" true eller false) i '
    "spelfilen, efter bytet före det",
    "settings.players": "spelarna måste vara fyra namn, och inget av dem får vara tomt",
    "settings.first_dealer": "den första givaren måste vara platsen 1, 2, 3 eller 4, inte {value}",
    "card.suit": "okänd färg '{text}' (använd S, H, D eller C)",
    "card.not_card": "'{text}' är inget kort (ett kort skrivs till exempel 7S eller 10H)",
    "card.rank": "'{text}' är inget kort: okänd valör '{rank}' (2 till 9, T eller 10, J, Q, K, A)",
    "card.card_suit": "'{text}' är inget kort: okänd färg '{suit}' (S, H, D eller C)",
    "card.deck": "en kortlek måste innehålla vart och ett av de 52 korten exakt en gång",
    "card.pack": "de fyra händerna måste tillsammans hålla vart och ett av de 52 korten exakt "
    "en gång",
    "card.turned_card": "det vända kortet måste vara ett kort",
    "card.turned_dealer": "det vända kortet måste vara givarens eget sista kort",
    "text.not_text": "filen är inte {encoding}-text (byten {byte} på rad {line}, kolumn "
    "{column}, filens byte {offset}, kan inte läsas som {encoding}); spara den som UTF-8 och "
    "bifoga den igen",
    "text.not_text_replay": "filen är inte {encoding}-text (byten {byte} på rad {line}, kolumn "
    "{column}, filens byte {offset}, kan inte läsas som {encoding}); spara den som UTF-8 och "
    "kör replay igen",
    "text.not_text_command": "filen är inte {encoding}-text (byten {byte} på rad {line}, "
    "kolumn {column}, filens byte {offset}, kan inte läsas som {encoding}); spara den som UTF-8 "
    "och kör kommandot igen",
    "document.not_text": "Filen kan inte användas: {reason}.",
    "document.nested": "Det är för djupt nästlat för att läsas.",
    "document.number": "Det innehåller ett tal som är för långt att läsa.",
    # prislistans innehåll (AM-S2, bot/engine/american/card.py)
    "settings.card_kind": "prislistan måste vara {presets} eller ett objekt med made och failed",
    "settings.card_part": 'prislistan har en okänd del "{part}" (made, failed)',
    "settings.card_half": 'prislista: "{part}" måste vara ett objekt med buden "5" till "13"',
    "settings.card_bid": 'prislista: "{part}" har ett okänt bud "{bid}" (5 till 13)',
    "settings.card_missing": 'prislista: {part} saknar budet {bid} ({part}["{bid}"])',
    "settings.card_list_made": 'prislista: made["{bid}"] måste vara en lista med {want} belopp '
    "({bid} till 13 tagna stick)",
    "settings.card_list_failed": 'prislista: failed["{bid}"] måste vara en lista med {want} '
    "belopp (1 till {bid} stick under)",
    "settings.card_row_made": 'prislista: made["{bid}"] måste ha {want} belopp '
    "({bid} till 13 tagna stick), inte {size}",
    "settings.card_row_failed": 'prislista: failed["{bid}"] måste ha {want} belopp '
    "(1 till {bid} stick under), inte {size}",
    "settings.card_amount_made": 'prislista: made["{bid}"][{index}] (bud {bid} vunnet med '
    "{tricks} stick) måste vara ett heltal från 0 till {max}",
    "settings.card_amount_failed": 'prislista: failed["{bid}"][{index}] (bud {bid}, {short} '
    "stick under) måste vara ett heltal från 0 till {max}",
    # /boston help (spelarguiden, docs/rules/sv/)
    "cmd.help": "Så spelar man boston, spelets ord och kommandon",
    "cmd.help.topic": "Vad som ska förklaras",
    "cmd.help.variant": "Vilka regler (förval: ditt bords, annars serverns)",
    "choice.help.play": "Så spelar man",
    "choice.help.contracts": "Kontrakten",
    "choice.help.payments": "Betalning",
    "choice.help.glossary": "Ordlista",
    "choice.help.commands": "Kommandon",
    "help.at_table": "Vid ditt bord: {settings}.",
    "help.at_this_table": "Vid det här bordet: {settings}.",
    "help.defaults_below": "Texten nedan beskriver reglernas förval; där ditt bord spelar "
    "annorlunda gäller dess inställningar ovan.",
    "help.defaults_below_this": "Texten nedan beskriver reglernas förval; där det här bordet "
    "spelar annorlunda gäller dess inställningar ovan.",
    # före de delar av guiden ett bord inte spelar (protokollet, vid ett bord med förenklad
    # betalning), efter dem det spelar
    "help.not_played": "**Spelas inte vid ditt bord** — resten av guiden, som referens:",
    "help.not_played_this": "**Spelas inte vid det här bordet** — resten av guiden, som referens:",
    "help.played_otherwise": "*Vid ett bord med {settings} spelas en del av detta annorlunda: "
    "`/boston help topic:Betalning{variant}` berättar hur.*",
    # sista raden i "Så spelar man" utan bord
    "help.start": "Öppna ett bord: `/boston new` (`/boston help topic:Kommandon` visar resten)",
    "help.title.play": "Så spelar man — {rules}",
    "help.title.contracts": "Kontrakten — {rules}",
    "help.title.payments": "Betalning — {rules}",
    "help.title.glossary": "Ordlista",
    "help.title.commands": "Kommandon",
    "help.unknown": "Det finns inget sådant hjälpämne; välj ett ur listan.",
    "help.unknown_variant": "Det finns inga regler som heter '{name}'; välj en variant ur listan.",
    "help.missing": "Guiden är inte installerad med den här boten; serverns administratör kan "
    "ordna det.",
    # levande handvyer, turmeddelanden, sidornas stick (issue #14)
    "side.tricks": "{side}: {each}{won} stick, mål {target} · {others}: {defenders}",
    "side.misere": "{side}: {each}{won} stick, mål {target} ({word}) · {others}: {defenders}",
    "side.exact": "{side}: {each}{won} stick, mål exakt {target} · {others}: {defenders}",
    "side.defenders": "försvararna",
    "side.each": "{counts}=",
    "hand.ended": "Spelet är slut — se resultatet i {place}.",
    "hand.ended_own": "Din slutställning:",
    "hand.claim_cards": "{who} kräver resten med: {cards}",
    "glossary.more": "mer i `/boston help topic:Ordlista`",
    "hand.merge_alike": "Hur du än väljer: {lines}",
    "hand.merge_if_yes": "Om du slår ihop: {lines}",
    "hand.merge_if_no": "Om du behåller två betar: {lines}",
    "hand.deal_result": "Den här given: {text}",
    "hand.last_deal": "Förra given: {text}",
    "hand.your_payment": "Din betalning: {amount}",
    "hand.your_payment_parts": "Din betalning: {amount} ({parts})",
    "hand.payment_part": "{what} {amount}",
    "hand.payment_parts": "({parts})",
    "notices.turn": "{who}, din tur vid bord {id}: {what}",
    "notices.turn.own": "Din tur: {what}",
    "notices.reminder": "Ungefär {n} minuter kvar innan en dator spelar åt dig.",
    "notices.reminder.one": "Ungefär en minut kvar innan en dator spelar åt dig.",
    "notices.mute": "🔕 Nämn mig inte",
    "notices.unmute": "🔔 Nämn mig igen",
    "notices.switch_note": "-# 🔔/🔕: om du nämns på din tur i tråden",
    "hand.help_note": "-# Ny i spelet? `/boston help` förklarar spelet och dess ord.",
    "live.let_go": (
        "Den här vyn följer inte längre spelet (Discord låter boten uppdatera den i 15 "
        "minuter): tryck **Min hand** på bordets meddelande, eller någon knapp här."
    ),
    "live.replaced": "Den här vyn följer inte längre spelet: det gör en annan av dina handvyer. "
    "**Uppdatera** visar din hand här igen.",
    "notices.done.on": (
        "🔔 Du nämns i tråden när det är din tur: genast om du inte har någon handvy öppen, "
        "annars om du inte har spelat efter en stund."
    ),
    "notices.done.off": (
        "🔕 Inga fler turmeddelanden så länge din öppna handvy följer spelet; följer den "
        "inte längre nämns du ändå när det är din tur."
    ),
    "lobby.intro_score": "Ett nytt bord för poängföring: {variant}. Fyra personer spelar med "
    "riktiga kort; varje giv förs in med `/boston score`.",
    "lobby.wait_score": "Väntar på spelare: tryck **Sätt dig**.",
    "table.scorekeeping": "Poängföring: för in nästa giv med `/boston score`.",
    "table.seats": "Platser (för `/boston score`): {seats}",
    "import.busy": "Din förra import läses fortfarande; vänta på dess svar.",
    "import.not_text": "Filen kan inte läsas som en spelfil: {reason}.",
    "import.too_many_deals": "Spelfilen har fler än {limit} givar, fler än en import får ha.",
    "import.too_long": "Spelfilen tog för lång tid eller för mycket minne att spela upp, så den "
    "gavs upp.",
    "import.failed": "Spelfilen kunde inte läsas just nu; försök igen.",
    # ett uppskjutet svar som fortfarande väntar när boten stängs (en uppdatering, en omstart)
    "import.restarting": "Boten startar om, så filen lästes inte; skicka den igen om en minut.",
    "protocol.restarting": "Boten startar om; fråga igen om en minut.",
    # en import som en krasch lämnade "tänker…": nästa process svarar på den
    "import.restarted": "Boten startade om medan den läste din spelfil, så ingenting "
    "importerades eller ändrades; skicka filen igen.",
    # varför en databas inte kan användas (kontrollen vid start), efter filens namn
    "database.missing_folder": "ligger i en mapp som inte finns",
    "database.folder_not_writable": "ligger i en mapp som programmet inte får skriva i "
    "(SQLite lägger sina loggfiler bredvid databasen): ge användaren som kör det skrivrätt "
    "till mappen",
    "database.not_a_file": "är inte en fil",
    "database.too_new": "är skriven av en nyare version av programmet (schemaversion {found}; "
    "den här läser till och med {supported}): uppgradera programmet, eller använd en "
    "säkerhetskopia från den här versionen",
    "database.unknown": "har tabeller men ingen schemaversion: ingen databas från det här "
    "programmet",
    "database.damaged": "är skadad: {detail}",
    "database.unusable": "kan inte användas: {detail}",
    "database.unreachable": "går inte att nå: {detail}",
    # SQLites vanligaste meddelanden (bot.i18n.SQLITE_PROBLEMS) som {detail} säger dem
    "database.sqlite.not_a_database": "filen är ingen SQLite-databas",
    "database.sqlite.malformed": "filen är skadad",
    "database.sqlite.locked": "ett annat program har låst den",
    "database.sqlite.cannot_open": "filen går inte att öppna",
    "database.sqlite.read_only": "filen får bara läsas, inte skrivas",
    "database.sqlite.io": "disken gick inte att läsa eller skriva",
    "database.sqlite.full": "disken är full",
    # python -m bot replay, efter filens namn
    "replay.too_big": "för stor för en spelfil (över {limit} byte)",
    "replay.cannot_read": "kan inte läsas: {why}",
    "os.no_such_file": "filen eller mappen finns inte",
    "os.permission_denied": "åtkomst nekas",
    "os.is_a_directory": "det är en mapp, inte en fil",
    "replay.not_json": "{line}:{column}: inte JSON: {why}",
    "replay.unfinished": "sista given är inte färdigspelad, så ingen slutavräkning kan göras "
    "(--settle)",
    # python -m bot simulate
    "simulate.net": "; netto {nets}",
    "simulate.stopped": "bord {id} stannade vid giv {n} innan spelet var slut; loggen ovan "
    "säger varför. Filen sparar det: kör igen för att försöka på nytt.",
    "simulate.cannot_write": "spelfilen kan inte skrivas: {why}",
    # terminalen (python -m bot play)
    "terminal.kept_in": "Bordet sparas i {path} (--db FIL för ett annat).",
    "terminal.keys": "Skriv ? för ordlistan, r för reglerna, p för {sheet}, e för att avsluta "
    "spelet, q (eller Ctrl-D) för att gå ur (spelet sparas).",
    # det p visar: protokollet där bordet för ett, annars bara poängtabellen
    "terminal.sheet_protocol": "protokollet",
    "terminal.sheet_scores": "poängtabellen",
    "terminal.sheet_protocol_short": "protokoll",
    "terminal.sheet_scores_short": "poängtabell",
    "terminal.resuming": "Fortsätter bord {id}, där du spelar som {name}.",
    "terminal.table_rules": "Regler: {rules}",
    "terminal.keeps_rules": (
        "Bord {id} fortsätter med sina egna regler ({variant}). Variant och "
        "regelinställningar som anges gäller ett nytt bord: avsluta det här efter "
        "överenskommelse (e), eller välj en annan fil med --db."
    ),
    "terminal.keeps_name": "Bord {id} fortsätter med ditt namn där, {name}. --name {asked} "
    "gäller ett nytt bord: avsluta det här efter överenskommelse (e), eller välj en annan fil "
    "med --db.",
    "terminal.new_table": "Nytt bord {id}: du spelar som {name} på plats 1, datorer på plats 2–4.",
    "terminal.finished_same": "Partiet vid bord {id} är slut; ett nytt bord börjar med samma "
    "regler ({variant}).",
    "terminal.finished_new": "Partiet vid bord {id} är slut; ett nytt bord börjar.",
    # The command line's help and argparse's own words (bot.cli.Parser), in --lang or the
    # locale's language.
    "cli.usage": "användning:",
    "cli.positionals": "argument",
    "cli.options": "flaggor",
    "cli.help": "visa den här hjälpen och avsluta",
    "cli.error": "{prog}: fel: {message}",
    "cli.argument": "argument {name}: {message}",
    "cli.invalid_choice": "ogiltigt val: {value} (välj bland {choices})",
    "cli.invalid_int": "inte ett heltal: {value}",
    "cli.invalid_value": "ogiltigt värde ({type}): {value}",
    "cli.expected_one": "ett värde saknas",
    "cli.required": "följande argument krävs: {names}",
    "cli.unrecognized": "okända argument: {names}",
    "cli.ignored": "flaggan tar inget värde: {value}",
    "cli.ambiguous": "tvetydig flagga: {option} kan betyda {matches}",
    "cli.at_least_one": "måste vara minst 1",
    "cli.rule_settings": "regelinställningar (var och en gäller de varianter som nämns)",
    "cli.default": "förval {value}",
    "cli.file": "FIL",
    "cli.name": "NAMN",
    "cli.command": "KOMMANDO",
    "cli.ids": "ID",
    "cli.description": "Boston, kortspelet från 1770-talet, på Discord och i terminalen.",
    "cli.run": "kör Discord-boten (förvalt kommando; kräver DISCORD_TOKEN i .env)",
    "cli.shard_count": "kör i shards, med så här många shards i allt (SHARD_COUNT)",
    "cli.shards": "de shards den här processen sköter, t.ex. 0-3 (SHARD_IDS)",
    "cli.replay": "kontrollera en spelfil och skriv ut dess givar och protokoll",
    "cli.record": "en JSON-fil i formatet boston-record/1",
    "cli.json": "skriv ut resultatet som JSON",
    "cli.settle": "gör slutavräkningen också i ett spel som inte är slut, som om det avslutades "
    "efter sista given (ett spel som är slut avräknas alltid, som /boston import gör)",
    "cli.lang": "textens språk (förval: från LC_ALL, LC_MESSAGES eller LANG, annars en)",
    "cli.simulate": "datorspelare spelar givar (se simulate --help)",
    "cli.play": "spela mot tre datorer i terminalen",
    "cli.export": "skriv ett bords spelfil till en fil (se export --help)",
    "cli.db": "databasverktyg: db copy --from sqlite:///… --to postgresql://…",
    "cli.level": "hur väl datorerna spelar (förval: heuristic)",
    "simulate.description": "Spela givar med bara datorspelare.",
    "simulate.deals": "antal givar att spela (färre där partiet slutar först)",
    "simulate.seed": "fröet för givarna och datorerna: samma frö spelar samma parti",
    "simulate.variant": "reglerna som spelas (förval: {default})",
    "simulate.db": "spela genom bordstjänsten in i den här SQLite-filen; körs det igen med "
    "samma fil och frö fortsätter en avbruten simulering",
    "simulate.json": 'skriv ut resultatet som JSON, med partiets spelfil under "record" (för en '
    "fil som replay läser, använd --record)",
    "simulate.record": "skriv också partiets spelfil (boston-record/1) till den här filen: "
    "python -m bot replay och /boston import läser tillbaka den till samma ställning",
    "simulate.record_is_db": "--record och --db anger samma fil: spelfilen skulle skriva över "
    "databasen",
    "terminal.help": "Spela Boston i terminalen: du mot tre datorspelare. Välj med nummer, "
    "eller skriv ett kort (KC, K♣, 10h). Medan du spelar: ? förklarar spelets ord, r visar "
    "reglerna, p visar protokollet (eller poängtabellen, där bordet inte för något protokoll), "
    "e avslutar spelet efter överenskommelse, q (eller Ctrl-D) sparar och går ur. Bordet "
    "sparas i filen --db: körs kommandot igen fortsätter det där det stod; när dess parti är "
    "slut börjar ett nytt bord med samma regler (om inte --variant ber om andra). python -m "
    "bot export skriver ett avslutat partis spelfil till en fil.",
    "terminal.help_db": "SQLite-filen bordet sparas i (förval: boston-play.sqlite3)",
    "terminal.help_name": "ditt namn vid bordet (förval: inloggningsnamnet)",
    "terminal.help_variant": "reglerna för ett nytt bord (förval: {default}, eller det "
    "avslutade bordets i --db); ett bord som fortfarande spelas fortsätter med sina egna",
    "terminal.help_lang": "spelets språk (förval: från LC_ALL, LC_MESSAGES eller LANG, annars en)",
    "terminal.help_seed": "givar som kan spelas om likadant (tester)",
    "terminal.help_deals": "hur många givar partiet varar (); förval {default}",
    "terminal.help_deals_default_in": "{value} i {variants}",
    "terminal.help_deals_range": "{low} till {high} i {variants}",
    "terminal.help_deals_from": "minst {low} i {variants}",
    "terminal.help_deals_upto": "högst {high} i {variants}",
    "terminal.document": "{label}: {name}.",
    "terminal.reconstructed": "{what} (r visar reglerna).",
    "terminal.suit_rank": "Färgernas rangordning, bästa först: {rank}.",
    "terminal.player_1": "Spelare 1",
    "terminal.cannot_open": "{path} kan inte vara bordets fil: den {reason}",
    "terminal.you": "du",
    "terminal.you_object": "dig",
    "terminal.you_listed": "Du",
    "terminal.saved": "Sparat; kör igen för att fortsätta.",
    "terminal.next_deal": "Tryck Enter för nästa giv",
    # the keys named as every prompt's legend names them (terminal.key_legend), in the words
    # a person may type for them (terminal_menu.KEY_WORDS: "avsluta", not "avsluta spelet")
    "terminal.next_deal_keys": " (? = ord, r = regler, p = {sheet}, e = avsluta, q = gå ur).",
    "terminal.next_deal_keys_short": " (?, r, p, e, q = gå ur).",
    "terminal.ends_after_deal": "Spelet slutar när den här given är slut.",
    "terminal.already_asked": "Redan begärt: spelet slutar när den här given är slut.",
    "terminal.end_now": "Avsluta spelet nu, med slutavräkningen? (j/n)",
    "terminal.end_now_plain": "Avsluta spelet nu? (j/n)",
    "terminal.end_after_deal": "Avsluta spelet när den här given är slut? (j/n)",
    "terminal.not_ended": "Inte avslutat: spelet fortsätter.",
    "terminal.yes_no": "Skriv j eller n (q = gå ur). {question}",
    "terminal.not_accepted": "Inte godtaget: {reason}",
    "terminal.not_allowed": "Inte tillåtet: {reason}",
    "terminal.end_not_saved": "Slutet kunde inte sparas; försök igen.",
    "terminal.try_again": "Tryck Enter för att försöka igen (q = gå ur).",
    "terminal.trick_to": "— stick {n} till {who}",
    "terminal.tricks": "Stick: {listed}",
    "terminal.you_deal": "Du ger",
    "terminal.deals": "{who} ger",
    "terminal.side_player.one": "{who} (1 stick)",
    "terminal.side_player.other": "{who} ({n} stick)",
    "terminal.deal_head": "Giv {n}: {dealer}",
    "terminal.turned": "{head}; vänt kort {card} — {classes}.",
    "terminal.turned_as": "{head}; {label}: {card} — {classes}.",
    "terminal.bids_so_far": "Bud hittills: {bids}.",
    "terminal.tricks_so_far": "Stick hittills: {won}",
    "terminal.contract": "Kontrakt: {bid} av {who}",
    "terminal.contract_trumps": ", trumf {suit}",
    "terminal.your_hand": "Din hand:",
    "terminal.trumps_mark": "  ← trumf",
    "terminal.open_hand": "{the_declarer}s öppna hand: {cards}",
    "terminal.own_hand_face_up": "Din hand ligger nu öppen på bordet, synlig för alla.",
    "terminal.hand_face_up": "{the_declarer} lägger sin hand öppen på bordet: {cards}",
    "terminal.claim_cards": "{the_declarer}s kort: {cards}",
    "terminal.top_trump": "★ {card} är {word}",
    "terminal.on_table": "På bordet: {played}",
    "terminal.choose": "Välj ett nummer",
    # korten visas med engelska bokstäver (Q♠, J♠): exemplet visar dem, och att Dh också går
    "terminal.or_card": " eller ett kort (Qh/Dh, K♣, 10h)",
    "terminal.enter_for": "; Enter = {choice}",
    "terminal.key_legend": " (? = ord, r = regler, p = {sheet}, e = avsluta, q = gå ur):",
    "terminal.key_legend_short": " (?, r, p, e, q = gå ur):",
    "terminal.retype": "Skriv ett nummer från 1 till {n}{card}, ?, r, p, e eller q.",
    "terminal.retype_card": ", ett kort som Qh eller Dh",
    "terminal.retype_only": "Tryck Enter eller skriv 1{card}, ?, r, p, e eller q.",
    "terminal.glossary_hint": "? visar ordlistan",
    "terminal.no_glossary": "Ordlistan finns inte här ({reason}).",
    "terminal.no_rules": "Reglerna finns inte här ({reason}).",
    "terminal.table_ended": "Bordet är avslutat.",
    "terminal.over_agreed": "Spelet är slut, avslutat efter överenskommelse.",
    "terminal.export": "Spara partiets spelfil: {command}",
    "terminal.over": "Spelet är slut.",
    "terminal.length_deals.one": "1 giv",
    "terminal.length_deals.other": "{n} givar",
    "terminal.length_most.one": "högst 1 giv",
    "terminal.length_most.other": "högst {n} givar",
    "terminal.length_tour": "en tur om {n} {betar}",
    "terminal.final_at": "Slutställning vid bord {id}:",
    "terminal.plain_level": "enkelt",
    # a kind of bid described once under a bidding menu, said of its bids ("Four–Twelve")
    "terminal.described_kind": "{bids}: {text}",
    "terminal.do.play": "spela {card}",
    "terminal.do.discard": "lägga bort {card} (dolt)",
    "terminal.do.name_trump": "göra {suit} till trumf",
    "terminal.do.name_trump_play": "göra {suit} till trumf och spela {contract}",
    "terminal.do.bid": "bjuda {bid}",
    "terminal.do.spoken": "{bid}",
    "terminal.do.laying": ", med {card} dolt",
    "terminal.do.invite": "bjuda in till whist",
    "terminal.do.alone": "spela ensam",
    "terminal.do.accept": "säga whist (bli partner)",
    "terminal.do.decline": "avböja whist",
    "terminal.do.merge": "slå ihop de två betarna",
    "terminal.do.no_merge": "hålla isär de två betarna",
    "terminal.do.concede": "ge upp (förlora med ett stick utan spel)",
    "terminal.do.claim": "kräva resten av sticken (visar din hand)",
    "terminal.do.claim_accept": "godta kravet",
    "terminal.do.claim_refuse": "avslå kravet (spela vidare)",
    "terminal.do.pass": "passa",
    "terminal.do.no_support": "inte stödja (passa)",
    "terminal.do.declare": "meddela {name} (före ditt första kort)",
    "terminal.do.support": "stödja demanden: {word}",
    # ekot av det egna valet: en mening, utan menyns förklaringar
    "terminal.did.play": "Du spelar {card}",
    "terminal.did.discard": "Du lägger bort {card} dolt",
    "terminal.did.name_trump": "Du gör {suit} till trumf",
    "terminal.did.name_trump_play": "Du gör {suit} till trumf och spelar {contract}",
    "terminal.did.bid": "Du bjuder {bid}",
    "terminal.did.spoken": "Du säger ”{bid}”",
    "terminal.did.laying": ", med {card} dolt",
    "terminal.did.invite": "Du bjuder in till whist",
    "terminal.did.alone": "Du spelar ensam",
    "terminal.did.accept": "Du säger whist",
    "terminal.did.decline": "Du avböjer whist",
    "terminal.did.merge": "Du slår ihop de två betarna",
    "terminal.did.no_merge": "Du håller isär de två betarna",
    "terminal.did.concede": "Du ger upp",
    "terminal.did.claim": "Du kräver resten av sticken",
    "terminal.did.claim_accept": "Du godtar kravet",
    "terminal.did.claim_refuse": "Du avslår kravet",
    "terminal.did.pass": "Du passar",
    "terminal.did.no_support": "Du stöder inte",
    "terminal.did.declare": "Du meddelar {name}",
    "terminal.did.support": "Du stöder demanden",
}
