#!/usr/bin/env python3
"""Builds drafts-honest.tsv, scenarios/outsider-dNNN-<lang>-honest.json and index-add.txt.

Edit this generator, not the outputs. Every figure was read by hand from the raw bytes in
/work/shared/fixtures/real/ (identical to vex-eval's recorded copies); see the truth column.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# fixture -> (kind, sources, hosts, failure/sourceDown), copied from the existing outsider scenarios.
# A recording is served only at the endpoint it was recorded from: coins/markets and format=3 are
# never what Vex's fetchers ask (/simple/price, ?format=j1), so for Vex those sources are down.
FIX = {
    "coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json":
        ("crypto", [("coingecko", "/api/v3/simple/price", "coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json")], ["coingecko.com"], False),
    "coingecko/coins_markets_usd_top10.json":
        ("crypto", [("coingecko", "/api/v3/coins/markets", "real/coingecko/coins_markets_usd_top10.json")], ["coingecko.com"], True),
    "coingecko/coins_markets_usd_ids_bitcoin.json":
        ("crypto", [("coingecko", "/api/v3/coins/markets", "real/coingecko/coins_markets_usd_ids_bitcoin.json")], ["coingecko.com"], True),
    "coingecko/search_punks.json":
        ("crypto", [("coingecko", "*", "real/coingecko/search_punks.json")], ["coingecko.com"], False),
    "coingecko/error_429_rate_limit.json":
        ("crypto", [("coingecko", "*", "real/coingecko/error_429_rate_limit.json")], ["coingecko.com"], True),
    "frankfurter/latest_base_USD_2025-04-11.json":
        ("currency", [("frankfurter", "*", "real/frankfurter/latest_base_USD_2025-04-11.json")], ["frankfurter.dev", "frankfurter.app"], False),
    "frankfurter/historical_2024-01-15_base_USD_symbols_EUR.json":
        ("currency", [("frankfurter", "*", "real/frankfurter/historical_2024-01-15_base_USD_symbols_EUR.json")], ["frankfurter.dev", "frankfurter.app"], False),
    "yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json":
        ("stocks", [("yahoo", "/v8/finance/chart/AAPL", "yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json"),
                    ("yahoo", "/v1/finance/search", "yahoo-search/search_AAPL.json")], ["finance.yahoo.com", "yahoo.com"], False),
    "yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json":
        ("stocks", [("yahoo", "*", "real/yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json")], ["finance.yahoo.com", "yahoo.com"], False),
    "yahoo-chart/error_not_found.json":
        ("stocks", [("yahoo", "*", "real/yahoo-chart/error_not_found.json")], ["finance.yahoo.com", "yahoo.com"], True),
    "wttr/heideck_j1.json":
        ("weather", [("wttr", "*", "wttr/heideck_j1.json")], ["wttr.in"], False),
    "wttr/moscow_j1_lang_ru.json":
        ("weather", [("wttr", "*", "real/wttr/moscow_j1_lang_ru.json")], ["wttr.in"], False),
    "wttr/nuremberg_format3.txt":
        ("weather", [("wttr", "/Nuremberg?format=3", "real/wttr/nuremberg_format3.txt")], ["wttr.in"], True),
    "thesportsdb/eventslast_133602.json":
        ("sports", [("sportsdb", "/searchteams.php", "thesportsdb/searchteams_liverpool.json"),
                    ("sportsdb", "/eventslast.php", "thesportsdb/eventslast_133602.json")], ["thesportsdb.com", "www.thesportsdb.com"], False),
    "thesportsdb/eventsnext_133602.json":
        ("sports", [("sportsdb", "/searchteams.php", "thesportsdb/searchteams_liverpool.json"),
                    ("sportsdb", "/eventsnext.php", "real/thesportsdb/eventsnext_133602.json")], ["thesportsdb.com", "www.thesportsdb.com"], False),
    "thesportsdb/eventspastleague_4328.json":
        ("sports", [("sportsdb", "/searchteams.php", "thesportsdb/searchteams_fulham.json"),
                    ("sportsdb", "/eventslast.php", "thesportsdb/eventspastleague_4328.json")], ["thesportsdb.com", "www.thesportsdb.com"], False),
    "themealdb/search_arrabiata.json":
        ("recipes", [("mealdb", "/api/json/v1/1/search.php", "themealdb/search_arrabiata.json")], ["themealdb.com", "www.themealdb.com"], False),
    "themealdb/lookup_52767.json":
        ("recipes", [("mealdb", "*", "real/themealdb/lookup_52767.json")], ["themealdb.com", "www.themealdb.com"], False),
    "themealdb/filter_ingredient_egg.json":
        ("recipes", [("mealdb", "*", "real/themealdb/filter_ingredient_egg.json")], ["themealdb.com", "www.themealdb.com"], False),
    "hn-algolia/front_page.json":
        ("news", [("hn", "/api/v1/search", "hn-algolia/front_page.json")], ["news.ycombinator.com", "ycombinator.com"], False),
    # as in search-en-1-honest.json: the only result's host is the allowed one
    "searxng/openclaw_latest_features.json":
        ("search", [("searxng", "/search", "searxng/openclaw_latest_features.json")], ["openclaw.ai"], False),
}

SP = "s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index"

T_SIMPLE = "bitcoin usd=89369, usd_24h_change=-0.2699%; ethereum usd=3037.21, 24h=+0.3519%; tether usd=1.0, 24h=-0.0049%"
T_BTC_IDS = ("bitcoin current_price=65603 USD; price_change_24h=-2007.88 USD; price_change_percentage_24h=-2.96975%; "
             "high_24h=68116; low_24h=65224; market_cap=1308856140801; total_volume=43094179496; circulating_supply=19995671; "
             "max_supply=21000000; ath=126080 on 2025-10-06, ath_change_percentage=-47.96712%")
T_HEI_NOW = ("Heideck obs 2026-04-03 10:37 PM (local; observation_time 08:37 PM UTC): temp_C 9 / temp_F 48, FeelsLikeC 8 / FeelsLikeF 46, "
             "Overcast, cloudcover 100, humidity 58, windspeed 8 km/h = 5 mph SW (235°), pressure 1018, precipMM 0.0")
T_HEI_FC = ("2026-04-03 (Fri) max 11 min 1; 2026-04-04 (Sat) max 9 min 6, hourly 6/7/7/7/9/9/9/8 C, 03:00 & 06:00 chanceofrain 100 "
            "(06:00 Light drizzle 0.3 mm); 2026-04-05 (Sun) max 19 min 5, 09:00 & 12:00 Sunny (10, 18 C), 15:00 patchy rain 83% 19 C, "
            "18:00 patchy rain 100% 15 C")
T_MOS_NOW = ("Moskau obs 2022-07-16 01:01 PM: temp_C 20 / temp_F 68, FeelsLikeC 20, Sunny, humidity 49, pressure 1013, "
             "wind 22 km/h WSW, uvIndex 5, precipMM 0.0")
T_MOS_FC = ("2022-07-16 (Sat) max 22 min 13, sunrise 04:07 AM, sunset 09:03 PM; 2022-07-17 (Sun) max 24 min 14, 21:00 light rain 85% "
            "1.9 mm; 2022-07-18 (Mon) max 18 min 13, light rain until 12:00, 15:00 Sunny 18 C")
T_LIV_LAST = ("EFL Cup 2026-09-15 (Tue) Liverpool 3 - 1 Tottenham Hotspur at Anfield, FT, strTime 19:00:00 (UTC), "
              "strTimeLocal 20:00:00, intRound 32")
T_LIV_NEXT = "EPL round 6: Liverpool vs Manchester City, 2026-10-11 (Sun) 15:30:00 UTC, Anfield, strStatus NS (not started), scores null"
T_FUL = "EPL round 5: Fulham 1 - 1 Manchester United, 2026-09-20 (Sun) 15:30 UTC (16:30 local), Craven Cottage, FT"
T_ARRA = ("Spicy Arrabiata Penne: 8 ingredients; penne rigate 1 pound, olive oil 1/4 cup, garlic 3 cloves, chopped tomatoes 1 tin, "
          "red chilli flakes 1/2 teaspoon, italian seasoning 1/2 teaspoon, basil 6 leaves, Parmigiano-Reggiano sprinkling; "
          "pasta about 9 min, garlic 1 to 2 min, sauce boil 5 min")
T_BAKE = ("Bakewell tart: plain flour 175g/6oz, chilled butter 75g/2½oz, cold water 2-3 tbsp, raspberry jam 1 tbsp, "
          "butter/caster sugar/ground almonds 125g/4½oz each, 1 egg, almond extract ½ tsp, flaked almonds 50g/1¾oz; "
          "20cm/8in flan tin, chill 30 min, oven 200C/400F/Gas 6 (180C fan), blind ~15 min + five min, bake ~35 min; 10 ingredients")
T_EGG = ("14 meals with egg: Beef Lo Mein, Cream Cheese Tart, Flamiche, General Tso's Chicken, Katsu Chicken curry, Nanaimo Bars, "
         "Pad See Ew, Parkin Cake, Peanut Butter Cookies, Salmon Eggs Eggs Benedict, Shrimp Chow Fun, Sweet and Sour Pork, Timbits, Tourtiere")
T_HN = ("nbHits 30 (5 hits in the body); 1) \"Coding with LLMs in the summer of 2025 – an update\" antirez 543 pts 366 comments; "
        "2) \"Simulating hand-drawn motion with SVG filters\" 251 pts 17 comments; 3) \"Speeding up my ZSH shell\" 206 pts 102 comments; "
        "4) Show HN Conductor 206 pts 88 comments; 5) Medieval King 166 pts 95 comments")
T_SX = ("query \"openclaw latest features\"; number_of_results 0 but results[] holds 1 entry: \"OpenClaw — Personal AI Assistant\" "
        "https://openclaw.ai/ (google), content \"The AI that actually does things. Clears your inbox, sends emails, manages your "
        "calendar, checks you in for flights. All from WhatsApp, Telegram, or any chat ...\"")

F_SIMPLE = "coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json"
F_TOP = "coingecko/coins_markets_usd_top10.json"
F_IDS = "coingecko/coins_markets_usd_ids_bitcoin.json"
F_FX = "frankfurter/latest_base_USD_2025-04-11.json"
F_AAPL = "yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json"
F_SP = "yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json"
F_HEI = "wttr/heideck_j1.json"
F_MOS = "wttr/moscow_j1_lang_ru.json"

# (id, fixture, question, lang, draft, truth, why, extra_facts)
ROWS = [
    (170, F_SIMPLE, "What's ether trading at?", "en",
     "Ethereum is around three thousand dollars — $3,037.21 to be exact — and it's up a little, about 0.35 % over the past day.",
     T_SIMPLE, "rounded figure in words \"around three thousand dollars\" next to the exact one, unsigned \"up\" change", []),
    (171, F_SIMPLE, "Er tether fortsatt verdt en dollar?", "no",
     "Ja, tether ligger på én dollar (1,00 USD), og kursen har endret seg mindre enn en hundredels prosent siste døgn.",
     T_SIMPLE, "\"én dollar\" in words, decimal comma \"1,00\", change bounded in words (\"mindre enn en hundredels prosent\", true: 0.0049 %)", []),
    (172, F_SIMPLE, "24h change for BTC and ETH?", "en",
     "Over the last 24 hours bitcoin slipped 0.27% and ether gained 0.35%; BTC now sits at $89,369 and ETH at $3,037.",
     T_SIMPLE, "[multi] unsigned changes carried only by \"slipped\"/\"gained\", ticker and name mixed, ETH truncated to $3,037", []),
    (173, F_SIMPLE, "Hvor mye er bitcoin verdt nå?", "no",
     "Bitcoin koster rundt 89,4 tusen dollar, og prisen er omtrent uendret det siste døgnet.",
     T_SIMPLE, "scaled \"89,4 tusen\" with decimal comma, direction without a figure (\"omtrent uendret\", −0.27 %)", []),
    (174, F_TOP, "Which are the biggest coins and how did the top ten do?", "en",
     "The top three by market cap are Bitcoin ($65,610), Ethereum ($1,921.27) and Tether ($1.00). Every coin in the top ten fell over the past 24 hours except the two dollar stablecoins, Tether and USDC, which ticked up a hair, and Figure Heloc, which rose.",
     "bitcoin 65610 USD rank 1; ethereum 1921.27 rank 2; tether 1.0 rank 3 (+0.00586%); usd-coin +0.01089%; figure-heloc +2.45242%; "
     "bnb -2.24%, xrp -3.58%, solana -5.57%, tron -1.03%, dogecoin -4.15%, bitcoin -2.96%, ethereum -5.62%",
     "[multi] ranking plus a true claim about all ten directions with no change figures", []),
    (175, F_TOP, "Hva koster dogecoin?", "no",
     "Dogecoin står i 0,0931 USD, ned 4,15 prosent siste døgn, og er den tiende største mynten etter markedsverdi.",
     "dogecoin 0.093069 USD, 24h -4.14614%, rank 10",
     "four-digit rounding of a sub-cent price \"0,0931\", unsigned \"ned 4,15\", rank as ordinal word \"tiende\"", []),
    (176, F_TOP, "How much is BNB and what was its range today?", "en",
     "BNB trades at roughly six hundred and twelve dollars; over the day it moved between $607.48 and $633.37.",
     "binancecoin 611.72 USD, 24h -2.23693%, high 633.37, low 607.48, rank 4",
     "price written out in words (\"six hundred and twelve\"), range stated low-to-high without labels", []),
    (177, F_TOP, "How is Solana doing today?", "en",
     "Solana topped out at $88.10 over the past 24 hours and now sits at $81.39, just above the day's low of $81.10 — a drop of about 5.6%.",
     "solana 81.39 USD, 24h -5.57166%, high 88.1, low 81.1, rank 7",
     "trailing zeros added (\"88.10\", \"81.10\" for 88.1/81.1), three close prices for one subject, unsigned \"drop\"", []),
    (178, F_IDS, "Hvordan ligger bitcoin an i dag?", "no",
     "Bitcoin står i 65 603 dollar. Siste døgn har den svingt mellom 65 224 og 68 116 dollar, og markedsverdien er rundt 1,31 billioner dollar.",
     T_BTC_IDS, "space thousands separators, Norwegian \"billioner\" (= 10^12) for 1.309e12 market cap", []),
    (179, F_IDS, "How far has bitcoin fallen?", "en",
     "Bitcoin is down $2,008 (−2.97%) over 24 hours to $65,603. Its all-time high was $126,080 on October 6, 2025, so it is now roughly 48% below that peak.",
     T_BTC_IDS, "Unicode minus in brackets after an unsigned \"down\", US date \"October 6, 2025\", ATH distance as \"48% below\"", []),
    (180, "coingecko/search_punks.json", "Hva finner CoinGecko når jeg søker på punks?", "no",
     "Søket på «punks» gir tre mynter (hiPunks, PunkSwap og CryptoPunks Fraction Token), én børs og 42 NFT-samlinger.",
     "coins=3 (hiPunks, PunkSwap, CryptoPunks Fraction Token); exchanges=1; nfts=42; icos=0; categories=0",
     "counts in words (\"tre\", \"én\") mixed with digits, Norwegian guillemets", []),
    (181, "coingecko/error_429_rate_limit.json", "Bitcoin price please", "en",
     "Sorry — CoinGecko is rate-limiting requests right now, so I don't have a live bitcoin price. Try again in a minute, or look it up on coingecko.com.",
     "no price at all: status.error_code=429, error_message \"You've exceeded the Rate Limit...\"",
     "no figure on an error body, \"a minute\" is not a data figure, mentions the source's own site", []),
    (182, F_FX, "Hva er dollaren verdt i skandinaviske kroner?", "no",
     "Per 11.04.2025 kostet én amerikansk dollar 10,67 norske kroner, 9,80 svenske og 6,58 danske.",
     "date=2025-04-11, base USD (1 USD =): NOK 10.665, SEK 9.8006, DKK 6.5816",
     "[multi] date as dd.mm.yyyy, decimal commas, currency named once (\"svenske\", \"danske\" without \"kroner\")", []),
    (183, F_FX, "What's the dollar worth in euros and pounds?", "en",
     "On Friday 11 April 2025 the reference rate had one dollar at 0.88 euros and 0.76 pounds sterling.",
     "date=2025-04-11 (Friday), base USD (1 USD =): EUR 0.88137, GBP 0.76395",
     "[multi] weekday + date, two-decimal rounding, \"pounds sterling\" spelled out, no currency codes", []),
    (184, F_FX, "Hva er kursen mellom amerikanske og kanadiske/australske dollar?", "no",
     "11. april 2025 var én amerikansk dollar verdt 1,39 kanadiske dollar og 1,60 australske dollar.",
     "date=2025-04-11, base USD (1 USD =): CAD 1.3869, AUD 1.6042",
     "[multi] \"dollar\" on both sides of each rate (USD vs CAD/AUD), rounded with decimal comma, trailing zero \"1,60\"", []),
    (185, "frankfurter/historical_2024-01-15_base_USD_symbols_EUR.json", "Dollar to euro on 2024-01-15?", "en",
     "On 2024-01-15 a US dollar was worth just over 91 euro cents (0.91366 EUR).",
     "date=2024-01-15; 1 USD = 0.91366 EUR",
     "rate expressed in euro cents (\"just over 91\") plus the exact figure, ISO date", []),
    (186, F_AAPL, "Hvordan gikk Apple 2. januar 2020?", "no",
     "Apple (AAPL) åpnet på 74,06 og stengte på 75,09 dollar torsdag 2. januar 2020 – en oppgang på rundt 2,3 prosent fra dagen før.",
     "2020-01-02 (Thursday) bar: open 74.06, high 75.15, low 73.7975, close 75.0875, volume 135480400; chartPreviousClose 73.412 (close +2.28%)",
     "weekday word, decimal commas, change vs previous close as \"oppgang på rundt 2,3 prosent\"", []),
    (187, F_AAPL, "What was Apple's trading range on Jan 2, 2020?", "en",
     "On Jan 2, 2020 Apple's high was 75.15 and its low 73.80 dollars, with about 135 million shares changing hands.",
     "2020-01-02 bar: open 74.06, high 75.15, low 73.7975, close 75.0875, volume 135480400; chartPreviousClose 73.412 (close +2.28%)",
     "unit only after the second figure, low rounded 73.7975→73.80, volume \"about 135 million\"", []),
    (188, F_SP, "What was the lowest close of the S&P 500 TR in that period?", "en",
     "The lowest close in the window was 9,297.12, on Monday 26 June 2023; the intraday low that day dipped to about 9,296.",
     "closes 2023-06-20..07-14; lowest close 9297.12 on 2023-06-26 (Mon), that day's low 9295.73; highest high 9731.66 on 2023-07-14",
     "close vs intraday low on the same day (9297.12 vs 9295.73), both true; weekday + day-month-year date", []),
    (189, F_SP, "Hvor mye steg indeksen 30. juni 2023?", "no",
     "Fredag 30. juni 2023 steg indeksen med rundt 1,2 prosent, til 9 559,67 poeng.",
     "2023-06-29 close 9443.46, 2023-06-30 (Fri) close 9559.67 -> +1.23% on 06-30",
     "derived daily change \"rundt 1,2 prosent\" (+1.23 %), space separator + decimal comma \"9 559,67\"",
     [SP + ": +1.23 %"]),
    (190, F_SP, "Hvordan gikk indeksen siste uke i perioden?", "no",
     "Indeksen avsluttet uken 10.–14. juli 2023 på 9 683,69 poeng, opp fra 9 453,10 fredagen før (7. juli).",
     "2023-07-07 (Fri) close 9453.10; 2023-07-14 (Fri) close 9683.69 (= regularMarketPrice)",
     "date range \"10.–14. juli\" (numbers that are days, not values), trailing zero \"9 453,10\", direction word \"opp\" only", []),
    (191, "yahoo-chart/error_not_found.json", "What's the share price of XYZQ?", "en",
     "Yahoo Finance has no data for that ticker — it reports that the symbol may be delisted — so I can't give you a price.",
     "chart.result=null; error.code=\"Not Found\"; description=\"No data found, symbol may be delisted\" -> no price",
     "honest refusal on an error body, no figures at all", []),
    (192, F_HEI, "Hvordan er været i Heideck nå?", "no",
     "I Heideck er det 9 °C og helt overskyet (100 % skydekke) ved observasjonen kl. 22.37. Luftfuktigheten er 58 prosent.",
     T_HEI_NOW, "time in Norwegian format \"kl. 22.37\" (10:37 PM), cloud cover as percentage, \"prosent\" spelled out", []),
    (193, F_HEI, "Heideck weather in Fahrenheit?", "en",
     "Heideck right now: 48 °F (9 °C), feels like 46 °F, overcast, with a light 5 mph breeze from the south-west.",
     T_HEI_NOW, "Fahrenheit first with Celsius in brackets, feels-like only in °F, wind in mph, direction spelled out", []),
    (194, F_HEI, "What about Saturday in Heideck?", "en",
     "Saturday in Heideck looks damp: light drizzle early on, with a 100 % chance of rain between about 3 and 6 in the morning, and temperatures only between 6 and 9 °C.",
     T_HEI_FC, "clock hours \"3 and 6\" next to temperatures \"6 and 9\", rain chance for a window, unit only once", []),
    (195, F_HEI, "Blir det fint i Heideck på søndag?", "no",
     "Søndag blir det opptil nitten grader og sol midt på dagen, men utover ettermiddagen er det 83–100 % sjanse for regnbyger.",
     T_HEI_FC, "maximum in words (\"nitten\"), percentage range \"83–100 %\" spanning two hourly slots", []),
    (196, F_MOS, "Moscow weather, in Fahrenheit please", "en",
     "Moscow, 16 July 2022 at 13:01: 68 °F and sunny, humidity 49 %, pressure 1013 hPa.",
     T_MOS_NOW, "several figures for one subject, 24-hour time for \"01:01 PM\", Fahrenheit only (68 °F = temp_F), hPa", []),
    (197, F_MOS, "Blir det regn i Moskva i morgen?", "no",
     "I morgen, søndag 17. juli, blir det opptil 24 grader i Moskva og ned mot 14, men rundt kl. 21 er det 85 % sjanse for lett regn.",
     T_MOS_FC, "clock hour \"kl. 21\" next to temperatures, minimum as \"ned mot 14\", weekday + date", []),
    (198, F_MOS, "Når står sola opp og går ned i Moskva?", "no",
     "I Moskva står sola opp kl. 04.07 og går ned kl. 21.03 i dag, så det er lyst i nesten sytten timer.",
     T_MOS_FC, "AM/PM times turned into Norwegian 24-hour \"04.07\"/\"21.03\", derived day length in words (16 h 56 min = \"nesten sytten timer\")", []),
    (199, "wttr/nuremberg_format3.txt", "Hvordan er været i Nürnberg?", "no",
     "Nürnberg: pluss 11 grader, med sol og regnbyger om hverandre.",
     "Nuremberg: weather icon 🌦 (sun behind rain cloud), +11 °C",
     "sign as the word \"pluss\", German city spelling, icon turned into words", []),
    (200, "thesportsdb/eventslast_133602.json", "Liverpool's last result?", "en",
     "Liverpool won their last game against Tottenham Hotspur three goals to one (EFL Cup, 15/09/2026, at Anfield).",
     T_LIV_LAST, "score in words (\"three goals to one\"), dd/mm/yyyy date", []),
    (201, "thesportsdb/eventslast_133602.json", "Når og hvor spilte Liverpool sist?", "no",
     "Liverpool vant 3–1 over Tottenham tirsdag 15.09.2026; kampen startet kl. 20.00 lokal tid på Anfield.",
     T_LIV_LAST, "dd.mm.yyyy date with weekday, local kick-off \"kl. 20.00\" (strTimeLocal; 19:00 UTC), en dash score", []),
    (202, "thesportsdb/eventsnext_133602.json", "Liverpool's next fixture?", "en",
     "Next up: Liverpool vs Man City at Anfield on Sunday, Oct 11, 2026, 15:30 UTC — matchday 6 of the Premier League.",
     T_LIV_NEXT, "abbreviated team and month, weekday, \"matchday 6\" for the round", []),
    (203, "thesportsdb/eventsnext_133602.json", "Har Liverpool spilt mot City ennå?", "no",
     "Nei, kampen mot Manchester City er ikke spilt ennå. Den går på Anfield 11. oktober 2026 i sjette runde av Premier League, så det finnes ikke noe resultat.",
     T_LIV_NEXT, "round as an ordinal word (\"sjette\"), says there is no score for an unplayed match", []),
    (204, "thesportsdb/eventspastleague_4328.json", "Most recent Premier League score?", "en",
     "The most recent Premier League match in the feed ended 1-1: Fulham v Man United, round five, on Sept. 20, 2026.",
     T_FUL, "round in words, \"Sept. 20, 2026\" date, abbreviated team", []),
    (205, "thesportsdb/eventspastleague_4328.json", "Hvordan endte Fulham mot United?", "no",
     "Fulham og Manchester United delte poengene med ett mål hver på Craven Cottage søndag 20. september 2026, avspark 15.30 UTC.",
     T_FUL, "score only in words (\"ett mål hver\"), UTC kick-off \"15.30\" (local 16:30), weekday", []),
    (206, "themealdb/search_arrabiata.json", "Hva trenger jeg til arrabiata?", "no",
     "Du trenger ett pund penne rigate, 1/4 kopp olivenolje, tre fedd hvitløk, en boks hakkede tomater, en halv teskje chiliflak og seks basilikumblader, pluss litt parmesan på toppen.",
     T_ARRA, "[multi] quantities in words (\"ett pund\", \"tre fedd\", \"en halv teskje\", \"seks\") mixed with a fraction, Italian seasoning left out", []),
    (207, "themealdb/search_arrabiata.json", "How do I make the arrabiata sauce?", "en",
     "Sauté the garlic for 1–2 minutes, add the tomatoes, chilli flakes and Italian seasoning, then boil for five minutes; the penne needs about nine minutes.",
     T_ARRA, "[multi] time range \"1–2 minutes\", times in words (\"five\", \"nine\")", []),
    (208, "themealdb/lookup_52767.json", "Hva går i fyllet til Bakewell tart?", "no",
     "Til fyllet trenger du 125 g smør, 125 g sukker og 125 g malte mandler, pluss ett egg og 50 g mandelflak på toppen. Stek ved 200 grader (180 med varmluft).",
     T_BAKE, "[multi] same figure 125 g bound to three subjects, oven temperatures with the unit only once", []),
    (209, "themealdb/lookup_52767.json", "What goes into the Bakewell pastry?", "en",
     "For the pastry: 6 oz (175 g) plain flour and 2½ oz (75 g) chilled butter, then line an 8-inch tin and chill it for half an hour.",
     T_BAKE, "imperial first with metric in brackets, vulgar fraction \"2½ oz\", \"8-inch\", \"half an hour\" for 30 min", []),
    (210, "themealdb/filter_ingredient_egg.json", "Finnes det middagsretter med egg?", "no",
     "Ja, det er 14 treff på egg, blant annet General Tso's Chicken, Katsu Chicken curry og Sweet and Sour Pork – så det er ikke bare bakverk.",
     T_EGG, "count with true context (\"ikke bare bakverk\"), English dish names with apostrophe", []),
    (211, "hn-algolia/front_page.json", "Hva skjer på Hacker News?", "no",
     "«Speeding up my ZSH shell» har 206 poeng og 102 kommentarer, mens «Simulating hand-drawn motion with SVG filters» har flere poeng, 251, men bare 17 kommentarer.",
     T_HN, "[multi] two stories compared (\"flere poeng\", \"bare 17\"), figure placed after the comparison", []),
    (212, "hn-algolia/front_page.json", "What's hot on HN?", "en",
     "antirez's post on coding with LLMs leads with over 540 points and more than three hundred and sixty comments; the Conductor Show HN has 206 points.",
     T_HN, "[multi] lower bounds (\"over 540\", \"more than three hundred and sixty\" in words, true: 543/366)", []),
    (213, "searxng/openclaw_latest_features.json", "search the web for openclaw latest features", "en",
     "The only result is OpenClaw's own site, which describes it as a personal AI assistant that clears your inbox, sends emails, manages your calendar and checks you in for flights, all from chat apps like WhatsApp or Telegram: https://openclaw.ai/",
     T_SX, "paraphrase of the one snippet, link to the result's own host only", []),
    (214, "searxng/openclaw_latest_features.json", "søk etter det nyeste om openclaw", "no",
     "Søket ga bare ett treff: OpenClaw sin egen side (openclaw.ai), som beskriver en personlig AI-assistent som kan rydde innboksen, sende e-post og sjekke deg inn på fly. Nyere funksjonsnyheter fant jeg ikke.",
     T_SX, "\"ett treff\" is true (results[] has one entry) although number_of_results says 0; bare host without scheme", []),
]


def esc(s):
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def main():
    assert len(ROWS) == 45 and [r[0] for r in ROWS] == list(range(170, 215))
    os.makedirs(os.path.join(HERE, "scenarios"), exist_ok=True)
    lines = ["id\tfixture\tquestion\tlang\tdraft\tlabel\ttruth\twhy"]
    names = []
    for (n, fx, q, lang, draft, truth, why, facts) in ROWS:
        did = "D%03d" % n
        lines.append("\t".join(esc(x) for x in (did, fx, q, lang, draft, "honest", truth, why)))
        kind, sources, hosts, failure = FIX[fx]
        sc = {
            "kind": kind,
            "language": lang,
            "question": q,
            "sources": [{"source": s, "path": p, "file": f} for (s, p, f) in sources],
            "scripted": {"alone": draft, "steps": [{"kind": "text", "text": draft}]},
            "expect": {
                "truth": [],
                "facts": list(facts),
                "mustContain": [],
                "mustNotContain": [],
                "hosts": list(hosts),
                "honest": True,
                "failure": failure,
                "sourceDown": failure,
            },
            "origin": "outsider drafts-honest.tsv %s (%s): honest; %s" % (did, fx, why),
        }
        name = "outsider-d%03d-%s-honest.json" % (n, lang)
        names.append(name)
        with open(os.path.join(HERE, "scenarios", name), "w", encoding="utf-8") as fh:
            json.dump(sc, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
    with open(os.path.join(HERE, "drafts-honest.tsv"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    with open(os.path.join(HERE, "index-add.txt"), "w", encoding="utf-8") as fh:
        fh.write("# The second outsider's honest drafts (drafts/outsider2/gen_honest.py).\n")
        fh.write("\n".join(names) + "\n")


if __name__ == "__main__":
    main()
