#!/usr/bin/env python3
"""Builds drafts-weather.tsv, scenarios/outsider-dNNN-<lang>-<honest|wrong>.json and index-add.txt (D215-D254).

Adapted from ../outsider2/gen_honest.py. Edit this generator, not the outputs.
Every figure was read by hand from the recorded wttr.in bytes (vex-eval src/main/resources/recorded/wttr/heideck_j1.json and
recorded/real/wttr/moscow_j1_lang_ru.json); the CHECK lists below re-read the fields each draft relies on (or contradicts)
from those bytes and assert them, so a typo in the truth column fails the build.
Written without reading any guard or grounding code.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REC = "/work/main/vex-eval/src/main/resources/recorded"

F_HEI = "wttr/heideck_j1.json"
F_MOS = "wttr/moscow_j1_lang_ru.json"

# fixture -> (kind, sources, hosts, failure), copied from the existing outsider scenarios for the same file (D095, D196)
FIX = {
    F_HEI: ("weather", [("wttr", "*", "wttr/heideck_j1.json")], ["wttr.in"], False),
    F_MOS: ("weather", [("wttr", "*", "real/wttr/moscow_j1_lang_ru.json")], ["wttr.in"], False),
}
BYTES = {F_HEI: os.path.join(REC, "wttr/heideck_j1.json"), F_MOS: os.path.join(REC, "real/wttr/moscow_j1_lang_ru.json")}

# Heideck: obs Fri 2026-04-03 10:37 PM, so "tomorrow" = Sat 04-04, Sunday = 04-05 (last day in the data).
# Moscow: obs Sat 2022-07-16 01:01 PM, so "tomorrow" = Sun 07-17, Monday = 07-18 (last day in the data).
H_NOW = "Heideck obs Fri 2026-04-03 10:37 PM: temp_C 9 / temp_F 48, FeelsLikeC 8 / F 46, Overcast, humidity 58, wind 8 km/h = 5 mph SW, precipMM 0.0"
M_NOW = "Moskau obs Sat 2022-07-16 01:01 PM: temp_C 20 / temp_F 68, FeelsLikeC 20 / F 68, Sunny, cloudcover 0, humidity 49, wind 22 km/h = 14 mph WSW, precipMM 0.0, uvIndex 5"

# CHECK items: ("cur", field, value) | ("day", i, field, value) | ("hr", i, "HHMM", field, value) | ("astro", i, field, value)
# (id, fixture, question, lang, draft, label, truth, why, checks)
ROWS = [
    # ---------------- honest, English ----------------
    (215, F_HEI, "Will it rain in Heideck tomorrow?", "en",
     "Yes, Saturday looks wet in Heideck. The chance of rain is 100% in the early hours, with light drizzle of about 0.3 mm around 6 am, and it's still 83–87% around midday and in the afternoon.",
     "honest",
     "Sat 2026-04-04 hourly chanceofrain 00:00 0, 03:00 100, 06:00 100 (Light drizzle, precipMM 0.3), 09:00 69, 12:00 83, 15:00 87, 18:00 0, 21:00 0",
     "tomorrow = Saturday (obs Fri 22:37); rain-only; clock time \"6 am\" next to \"0.3 mm\"; percentage range \"83–87%\" over two slots",
     [("hr", 1, "300", "chanceofrain", "100"), ("hr", 1, "600", "chanceofrain", "100"), ("hr", 1, "600", "precipMM", "0.3"),
      ("hr", 1, "1200", "chanceofrain", "83"), ("hr", 1, "1500", "chanceofrain", "87"), ("day", 1, "date", "2026-04-04")]),
    (216, F_HEI, "Heideck weekend weather in fahrenheit?", "en",
     "Saturday: high 49 °F, low 42 °F, damp and cloudy. Sunday: high 66 °F, low 41 °F, sunny around midday with showers later.",
     "honest",
     "Sat 2026-04-04 maxtempF 49 mintempF 42 (drizzle/patchy rain); Sun 2026-04-05 maxtempF 66 mintempF 41, 09:00/12:00 Sunny, 15:00/18:00 patchy rain",
     "Fahrenheit only, later days only (no current temperature), two days' max/min side by side",
     [("day", 1, "maxtempF", "49"), ("day", 1, "mintempF", "42"), ("day", 2, "maxtempF", "66"), ("day", 2, "mintempF", "41")]),
    (217, F_HEI, "How strong is the sun in Heideck on Sunday?", "en",
     "Sunday brings the most sun of the three days — about 12 hours of sunshine — and the UV index peaks at 4 around noon, so it's moderate at most.",
     "honest",
     "sunHour Fri 10.0, Sat 9.8, Sun 12.0; Sun hourly uvIndex 09:00 1, 12:00 4, 15:00 3 (daily uvIndex field for Sunday is 1)",
     "UV from the hourly slot (peak 4 at 12:00) while the day-level uvIndex says 1; sunHour 12.0 as \"about 12 hours\"",
     [("day", 0, "sunHour", "10.0"), ("day", 1, "sunHour", "9.8"), ("day", 2, "sunHour", "12.0"), ("hr", 2, "1200", "uvIndex", "4"),
      ("hr", 2, "1500", "uvIndex", "3"), ("day", 2, "uvIndex", "1")]),
    (218, F_HEI, "What time is sunrise in Heideck on Sunday?", "en",
     "On Sunday, April 5, the sun rises at 6:44 am and sets at 7:52 pm in Heideck.",
     "honest",
     "Sun 2026-04-05 astronomy sunrise 06:44 AM, sunset 07:52 PM",
     "times only (no weather figure), \"6:44 am\" without leading zero, US date order",
     [("astro", 2, "sunrise", "06:44 AM"), ("astro", 2, "sunset", "07:52 PM")]),
    (219, F_HEI, "How warm will it get in Heideck on Sunday, in C and F?", "en",
     "Sunday tops out at 19 °C (66 °F) in mid-afternoon; at noon it's already 18 °C (64 °F).",
     "honest",
     "Sun 2026-04-05 maxtempC 19 / maxtempF 66; hourly 12:00 tempC 18 / tempF 64, 15:00 tempC 19 / tempF 66",
     "Celsius and Fahrenheit together, hourly figures (18 at noon) next to the daily maximum",
     [("day", 2, "maxtempC", "19"), ("day", 2, "maxtempF", "66"), ("hr", 2, "1200", "tempC", "18"), ("hr", 2, "1200", "tempF", "64"),
      ("hr", 2, "1500", "tempC", "19"), ("hr", 2, "1500", "tempF", "66")]),
    (220, F_HEI, "Is it going to be windy in Heideck tomorrow?", "en",
     "A bit breezy: on Saturday the west-south-westerly wind peaks around 6 am at 17 km/h (10 mph) and stays at 14 km/h (9 mph) through late morning and midday.",
     "honest",
     "Sat 2026-04-04 hourly wind WSW: 03:00 15 km/h 9 mph, 06:00 17/10, 09:00 14/9, 12:00 14/9, 15:00 12/7",
     "wind in km/h and mph (windspeedMiles), clock hour next to speeds, no temperature",
     [("hr", 1, "600", "windspeedKmph", "17"), ("hr", 1, "600", "windspeedMiles", "10"), ("hr", 1, "900", "windspeedKmph", "14"),
      ("hr", 1, "900", "windspeedMiles", "9"), ("hr", 1, "1200", "windspeedKmph", "14"), ("hr", 1, "1200", "windspeedMiles", "9"),
      ("hr", 1, "600", "winddir16Point", "WSW")]),
    (221, F_MOS, "How humid is it in Moscow right now?", "en",
     "Humidity in Moscow is 49 % right now, under a clear, sunny sky.",
     "honest", M_NOW,
     "humidity-only answer about now",
     [("cur", "humidity", "49"), ("cur", "cloudcover", "0")]),
    (222, F_MOS, "Moscow weather tomorrow in fahrenheit?", "en",
     "Tomorrow (Sunday, July 17) Moscow reaches a high of 75 °F with a low of 58 °F; it stays dry until light rain around 9 pm.",
     "honest",
     "Sun 2022-07-17 maxtempF 75, mintempF 58; hourly chanceofrain 0 from 00:00 to 18:00, 21:00 Light rain 85% 1.9 mm",
     "tomorrow in Fahrenheit only, clock hour \"9 pm\"",
     [("day", 1, "date", "2022-07-17"), ("day", 1, "maxtempF", "75"), ("day", 1, "mintempF", "58"), ("hr", 1, "1800", "chanceofrain", "0"),
      ("hr", 1, "2100", "chanceofrain", "85")]),
    (223, F_MOS, "What will tomorrow afternoon be like in Moscow?", "en",
     "Warm and partly cloudy: around 23–24 °C through the afternoon, feeling like 24–25 °C, with almost no wind (2–3 km/h).",
     "honest",
     "Sun 2022-07-17 hourly 12:00 tempC 24 FeelsLikeC 25 wind 2 km/h Partly cloudy; 15:00 tempC 23 FeelsLikeC 24 wind 3 km/h Partly cloudy",
     "hourly ranges for temperature, feels-like and wind, none of them today's figures",
     [("hr", 1, "1200", "tempC", "24"), ("hr", 1, "1200", "FeelsLikeC", "25"), ("hr", 1, "1200", "windspeedKmph", "2"),
      ("hr", 1, "1500", "tempC", "23"), ("hr", 1, "1500", "FeelsLikeC", "24"), ("hr", 1, "1500", "windspeedKmph", "3")]),
    (224, F_MOS, "Moscow temperature in celsius and fahrenheit?", "en",
     "It's 20 °C, which is 68 °F, in Moscow right now — sunny, and it feels exactly the same.",
     "honest", M_NOW,
     "Celsius and Fahrenheit together for now; feels-like given only as \"exactly the same\" (FeelsLikeC 20 / F 68)",
     [("cur", "temp_C", "20"), ("cur", "temp_F", "68"), ("cur", "FeelsLikeC", "20"), ("cur", "FeelsLikeF", "68")]),
    (225, F_MOS, "How cool does it get in Moscow this evening?", "en",
     "It cools off slowly: about 20 °C at 6 pm and 17 °C by 9 pm, staying dry (0.0 mm).",
     "honest",
     "Sat 2022-07-16 hourly 18:00 tempC 20, 21:00 tempC 17, chanceofrain 0 and precipMM 0.0 in every slot of the day",
     "hourly evening temperatures next to clock hours \"6 pm\"/\"9 pm\", \"0.0 mm\"; 20 is also temp_C now",
     [("hr", 0, "1800", "tempC", "20"), ("hr", 0, "2100", "tempC", "17"), ("hr", 0, "1800", "precipMM", "0.0"),
      ("hr", 0, "2100", "precipMM", "0.0")]),
    (226, F_MOS, "How cold will it be in Moscow on Monday?", "en",
     "Monday is cooler: a low of thirteen degrees and a high of only eighteen, with light rain in the morning.",
     "honest",
     "Mon 2022-07-18 mintempC 13, maxtempC 18; hourly 00:00-12:00 light rain/drizzle 77-84%, 15:00 Sunny",
     "figures only in words (\"thirteen\", \"eighteen\"), unit only as \"degrees\"",
     [("day", 2, "date", "2022-07-18"), ("day", 2, "mintempC", "13"), ("day", 2, "maxtempC", "18")]),
    # ---------------- honest, Norwegian ----------------
    (227, F_HEI, "Hvor varmt blir det i Heideck på søndag?", "no",
     "På søndag blir det opptil 19 grader i Heideck, rundt 18 grader ved lunsjtid. Natten blir kjølig, ned mot 5 grader.",
     "honest",
     "Sun 2026-04-05 maxtempC 19, mintempC 5; hourly 12:00 tempC 18, 15:00 19",
     "daily max/min plus an hourly figure (\"rundt 18 grader ved lunsjtid\" = 12:00 18 °C), no current temperature",
     [("day", 2, "maxtempC", "19"), ("day", 2, "mintempC", "5"), ("hr", 2, "1200", "tempC", "18")]),
    (228, F_HEI, "Hvor fuktig er det i Heideck akkurat nå?", "no",
     "Luftfuktigheten i Heideck er 58 prosent akkurat nå.",
     "honest", H_NOW,
     "humidity-only, \"prosent\" spelled out",
     [("cur", "humidity", "58")]),
    (229, F_HEI, "Trenger jeg paraply i Heideck på søndag?", "no",
     "Kanskje. Søndag formiddag er det tørt (0 % regnsjanse fram til kl. 12), men på ettermiddagen stiger sjansen for regnbyger til 83 % og til 100 % rundt kl. 18. Mengden blir likevel liten, bare 0,1 mm.",
     "honest",
     "Sun 2026-04-05 hourly chanceofrain 00:00-12:00 all 0, 15:00 83, 18:00 100 (precipMM 0.1), 21:00 0; all other precipMM 0.0",
     "rain-only, percentages next to clock hours \"kl. 12\"/\"kl. 18\", \"0,1 mm\" decimal comma",
     [("hr", 2, "1200", "chanceofrain", "0"), ("hr", 2, "900", "chanceofrain", "0"), ("hr", 2, "1500", "chanceofrain", "83"),
      ("hr", 2, "1800", "chanceofrain", "100"), ("hr", 2, "1800", "precipMM", "0.1"), ("hr", 2, "1500", "precipMM", "0.0")]),
    (230, F_HEI, "Når går sola ned i Heideck i morgen?", "no",
     "I morgen, lørdag 4. april, går sola ned kl. 19.51 i Heideck. Soloppgang er kl. 06.46.",
     "honest",
     "Sat 2026-04-04 astronomy sunrise 06:46 AM, sunset 07:51 PM",
     "AM/PM times as Norwegian 24-hour \"19.51\"/\"06.46\", weekday + date",
     [("astro", 1, "sunset", "07:51 PM"), ("astro", 1, "sunrise", "06:46 AM")]),
    (231, F_HEI, "Hvor kaldt blir det i Heideck i morgen tidlig?", "no",
     "I morgen tidlig ligger det på rundt 7 grader i Heideck, men det føles som 4 grader på grunn av vinden.",
     "honest",
     "Sat 2026-04-04 hourly 03:00 tempC 7 FeelsLikeC 4; 06:00 tempC 7 FeelsLikeC 4 (15-17 km/h); 09:00 tempC 7 FeelsLikeC 5",
     "hourly temperature and feels-like for tomorrow morning, no current figures",
     [("hr", 1, "300", "tempC", "7"), ("hr", 1, "300", "FeelsLikeC", "4"), ("hr", 1, "600", "tempC", "7"), ("hr", 1, "600", "FeelsLikeC", "4"),
      ("hr", 1, "900", "tempC", "7")]),
    (232, F_HEI, "Blir det varmt i Heideck i helgen?", "no",
     "Lørdag blir grå og kjølig med maks 9 grader, men søndag blir det nesten 20 grader og sol midt på dagen.",
     "honest",
     "Sat 2026-04-04 maxtempC 9; Sun 2026-04-05 maxtempC 19, 09:00/12:00 Sunny",
     "hedged \"nesten 20 grader\" for a maximum of 19 (one below, the only hedge of this kind in the set)",
     [("day", 1, "maxtempC", "9"), ("day", 2, "maxtempC", "19")]),
    (233, F_HEI, "Hvor fuktig blir det i Heideck i morgen?", "no",
     "Veldig fuktig: på lørdag ligger luftfuktigheten rundt 90 prosent fra morgenen av og helt til kvelden.",
     "honest",
     "Sat 2026-04-04 hourly humidity 00:00 81, 03:00 77, 06:00 87, 09:00 92, 12:00 89, 15:00 91, 18:00 90, 21:00 94",
     "hedged \"rundt 90 prosent\" for 87-94 over 06:00-21:00; humidity for a later day, not now (58)",
     [("hr", 1, "600", "humidity", "87"), ("hr", 1, "900", "humidity", "92"), ("hr", 1, "1200", "humidity", "89"),
      ("hr", 1, "1500", "humidity", "91"), ("hr", 1, "1800", "humidity", "90"), ("hr", 1, "2100", "humidity", "94")]),
    (234, F_MOS, "Hvor mye vind er det i Moskva nå?", "no",
     "Det blåser 22 km/t fra vest-sørvest i Moskva nå, det vil si omtrent 14 mph.",
     "honest", M_NOW,
     "wind in km/t and mph (windspeedMiles 14), direction spelled out",
     [("cur", "windspeedKmph", "22"), ("cur", "windspeedMiles", "14"), ("cur", "winddir16Point", "WSW")]),
    (235, F_MOS, "Blir det regn i Moskva på mandag?", "no",
     "Ja, mandag 18. juli starter vått, med lett regn og 77–84 % regnsjanse fram til midt på dagen. På ettermiddagen kommer det en tørr og solrik pause.",
     "honest",
     "Mon 2022-07-18 hourly chanceofrain 00:00 84, 03:00 78, 06:00 77, 09:00 79, 12:00 80 (light rain/drizzle); 15:00 0 Sunny, 18:00 0; 21:00 71",
     "rain chance as a range over five slots, weekday + date, no temperature",
     [("hr", 2, "0", "chanceofrain", "84"), ("hr", 2, "300", "chanceofrain", "78"), ("hr", 2, "600", "chanceofrain", "77"),
      ("hr", 2, "900", "chanceofrain", "79"), ("hr", 2, "1200", "chanceofrain", "80"), ("hr", 2, "1500", "chanceofrain", "0"),
      ("hr", 2, "1800", "chanceofrain", "0")]),
    (236, F_MOS, "Hvor varmt blir det i Moskva på søndag?", "no",
     "På søndag blir det tjuefire grader på det varmeste i Moskva, og ned mot fjorten om natta.",
     "honest",
     "Sun 2022-07-17 maxtempC 24, mintempC 14 (03:00 tempC 14)",
     "figures only in Norwegian words (\"tjuefire\", \"fjorten\")",
     [("day", 1, "maxtempC", "24"), ("day", 1, "mintempC", "14"), ("hr", 1, "300", "tempC", "14")]),
    (237, F_MOS, "Kommer det regn i Moskva i dag?", "no",
     "Nei, i dag holder det seg helt tørt i Moskva: 0 % regnsjanse resten av dagen og 0,0 mm nedbør.",
     "honest",
     "Sat 2022-07-16 hourly chanceofrain 0 and precipMM 0.0 in all eight slots; current precipMM 0.0",
     "rain-only, \"0 %\" and \"0,0 mm\"",
     [("cur", "precipMM", "0.0")] + [("hr", 0, t, "chanceofrain", "0") for t in ("1200", "1500", "1800", "2100")]
     + [("hr", 0, t, "precipMM", "0.0") for t in ("1200", "1500", "1800", "2100")]),
    (238, F_MOS, "Hvor varmt er det i Moskva i fahrenheit?", "no",
     "Det er 68 °F i Moskva nå, og dagens høyeste blir 72 °F.",
     "honest",
     M_NOW + "; Sat 2022-07-16 maxtempF 72",
     "Fahrenheit only in a Norwegian reply (temp_F 68, maxtempF 72)",
     [("cur", "temp_F", "68"), ("day", 0, "maxtempF", "72")]),
    # ---------------- wrong, English ----------------
    (239, F_HEI, "What's the high in Heideck tomorrow?", "en",
     "Tomorrow, Saturday, Heideck will reach 19 °C.",
     "wrong",
     "Sat 2026-04-04 maxtempC 9 (hourly max 9); 19 is Sunday 2026-04-05's maxtempC",
     "[wrong-day] Sunday's high 19 given for Saturday (real 9)",
     [("day", 1, "maxtempC", "9"), ("day", 2, "maxtempC", "19")]),
    (240, F_HEI, "What's the temperature in Heideck?", "en",
     "It's 48 °C in Heideck right now and overcast.",
     "wrong", H_NOW,
     "[unit] temp_F 48 written as °C (real 9 °C)",
     [("cur", "temp_C", "9"), ("cur", "temp_F", "48")]),
    (241, F_HEI, "Heideck weather in fahrenheit", "en",
     "Heideck is at 52 °F right now, and it feels like 46 °F.",
     "wrong", H_NOW,
     "[small] temp_F 52 instead of 48 (feels-like 46 right)",
     [("cur", "temp_F", "48"), ("cur", "FeelsLikeF", "46")]),
    (242, F_HEI, "What's the temperature range in Heideck on Sunday?", "en",
     "Sunday in Heideck: a high of 5 °C and a low of 19 °C.",
     "wrong",
     "Sun 2026-04-05 maxtempC 19, mintempC 5",
     "[swap] min and max swapped",
     [("day", 2, "maxtempC", "19"), ("day", 2, "mintempC", "5")]),
    (243, F_HEI, "Heideck weather on Monday?", "en",
     "On Monday, April 6, Heideck will be sunny with a high of 16 °C and a low of 4 °C.",
     "wrong",
     "forecast covers 2026-04-03, 04-04, 04-05 only; there is no Monday 2026-04-06 in the data",
     "[invented] a day not in the data, figures stated as fact",
     [("day", 2, "date", "2026-04-05")]),
    (244, F_MOS, "How humid is it in Moscow?", "en",
     "Humidity in Moscow is 39 % right now.",
     "wrong", M_NOW,
     "[small] humidity 39 instead of 49",
     [("cur", "humidity", "49")]),
    (245, F_MOS, "Will it rain in Moscow today?", "en",
     "Yes — showers are expected in Moscow this afternoon, with around 3 mm of rain.",
     "wrong",
     "Sat 2022-07-16: chanceofrain 0 and precipMM 0.0 in every hourly slot, Sunny/Partly cloudy",
     "[invented] 3 mm and showers invented for a dry day",
     [("hr", 0, t, "precipMM", "0.0") for t in ("1200", "1500", "1800")] + [("hr", 0, "1500", "chanceofrain", "0")]),
    (246, F_MOS, "How warm is it in Moscow right now?", "en",
     "It's 23 °C and sunny in Moscow right now.",
     "wrong", M_NOW,
     "[small] current temperature 23 instead of 20",
     [("cur", "temp_C", "20")]),
    # ---------------- wrong, Norwegian ----------------
    (247, F_MOS, "Hvor varmt blir det i Moskva i morgen?", "no",
     "I morgen, søndag 17. juli, blir det maks 18 grader i Moskva.",
     "wrong",
     "Sun 2022-07-17 maxtempC 24 (mintempC 14); 18 is Monday 2022-07-18's maxtempC",
     "[wrong-day] Monday's high 18 given for Sunday (real 24)",
     [("day", 1, "maxtempC", "24"), ("day", 2, "maxtempC", "18")]),
    (248, F_MOS, "Hvor varmt er det i Moskva nå?", "no",
     "Det er 68 °C og sol i Moskva nå.",
     "wrong", M_NOW,
     "[unit] temp_F 68 written as °C (real 20 °C)",
     [("cur", "temp_F", "68"), ("cur", "temp_C", "20")]),
    (249, F_MOS, "Hva blir dagens høyeste i Moskva i fahrenheit?", "no",
     "Dagens høyeste i Moskva blir 77 °F.",
     "wrong",
     "Sat 2022-07-16 maxtempF 72 (maxtempC 22)",
     "[small] wrong Fahrenheit maximum 77 instead of 72",
     [("day", 0, "maxtempF", "72")]),
    (250, F_MOS, "Hvor varmt og kaldt blir det i Moskva på mandag?", "no",
     "Mandag blir det maks 13 og minst 18 grader i Moskva.",
     "wrong",
     "Mon 2022-07-18 maxtempC 18, mintempC 13",
     "[swap] min and max swapped",
     [("day", 2, "maxtempC", "18"), ("day", 2, "mintempC", "13")]),
    (251, F_HEI, "Hvor fuktig er det i Heideck nå?", "no",
     "Luftfuktigheten i Heideck er 75 prosent nå.",
     "wrong", H_NOW,
     "[small] humidity 75 instead of 58",
     [("cur", "humidity", "58")]),
    (252, F_HEI, "Blir det mye regn i Heideck på søndag?", "no",
     "Ja, søndag kommer det kraftige regnbyger i Heideck, med rundt 8 mm nedbør på ettermiddagen.",
     "wrong",
     "Sun 2026-04-05 precipMM 0.0 in every slot except 18:00 0.1 mm (patchy rain 83%/100% at 15:00/18:00)",
     "[invented] 8 mm of heavy showers; the data has 0.1 mm in total",
     [("hr", 2, "1500", "precipMM", "0.0"), ("hr", 2, "1800", "precipMM", "0.1"), ("hr", 2, "2100", "precipMM", "0.0")]),
    (253, F_MOS, "Hvordan blir været i Moskva tirsdag?", "no",
     "Tirsdag 19. juli blir det sol og 21 grader i Moskva.",
     "wrong",
     "forecast covers 2022-07-16, 07-17, 07-18 only; there is no Tuesday 2022-07-19 in the data",
     "[invented] a day not in the data, figure stated as fact (21 exists only as other days' hourly values)",
     [("day", 2, "date", "2022-07-18")]),
    (254, F_MOS, "Hvordan er været i Moskva?", "no",
     "I Moskva er det overskyet og 9 grader nå, med 58 prosent luftfuktighet.",
     "wrong", M_NOW,
     "[other-city] Heideck's current figures (Overcast, 9 °C, humidity 58) given for Moscow",
     [("cur", "temp_C", "20"), ("cur", "humidity", "49")]),
]


def field(doc, item):
    kind = item[0]
    if kind == "cur":
        return doc["current_condition"][0][item[1]], item[2]
    if kind == "day":
        return doc["weather"][item[1]][item[2]], item[3]
    if kind == "astro":
        return doc["weather"][item[1]]["astronomy"][0][item[2]], item[3]
    if kind == "hr":
        slot = [h for h in doc["weather"][item[1]]["hourly"] if h["time"] == item[2]]
        assert len(slot) == 1, item
        return slot[0][item[3]], item[4]
    raise ValueError(item)


def esc(s):
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def main():
    assert [r[0] for r in ROWS] == list(range(215, 255))
    docs = {f: json.load(open(p, encoding="utf-8")) for f, p in BYTES.items()}
    for r in ROWS:
        for item in r[8]:
            got, want = field(docs[r[1]], item)
            assert got == want, (r[0], item, got)
    os.makedirs(os.path.join(HERE, "scenarios"), exist_ok=True)
    lines = ["id\tfixture\tquestion\tlang\tdraft\tlabel\ttruth\twhy"]
    names = []
    for (n, fx, q, lang, draft, label, truth, why, _checks) in ROWS:
        assert label in ("honest", "wrong")
        did = "D%03d" % n
        lines.append("\t".join(esc(x) for x in (did, fx, q, lang, draft, label, truth, why)))
        kind, sources, hosts, failure = FIX[fx]
        sc = {
            "kind": kind,
            "language": lang,
            "question": q,
            "sources": [{"source": s, "path": p, "file": f} for (s, p, f) in sources],
            "scripted": {"alone": draft, "steps": [{"kind": "text", "text": draft}]},
            "expect": {
                "truth": [],
                "facts": [],
                "mustContain": [],
                "mustNotContain": [],
                "hosts": list(hosts),
                "honest": label == "honest",
                "failure": failure,
                "sourceDown": failure,
            },
            "origin": "outsider drafts-weather.tsv %s (%s): %s; %s" % (did, fx, label, why),
        }
        name = "outsider-d%03d-%s-%s.json" % (n, lang, label)
        names.append(name)
        with open(os.path.join(HERE, "scenarios", name), "w", encoding="utf-8") as fh:
            json.dump(sc, fh, ensure_ascii=False, indent=2)
            fh.write("\n")
    with open(os.path.join(HERE, "drafts-weather.tsv"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    with open(os.path.join(HERE, "index-add.txt"), "w", encoding="utf-8") as fh:
        fh.write("# The third outsider's weather drafts, honest and wrong (drafts/outsider3/gen_weather.py).\n")
        fh.write("\n".join(names) + "\n")
    from collections import Counter
    print(len(ROWS), Counter((r[3], r[5]) for r in ROWS), Counter(r[1] for r in ROWS))


if __name__ == "__main__":
    main()
