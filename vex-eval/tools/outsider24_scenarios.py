#!/usr/bin/env python3
"""Turns an outsider's drafts24.tsv and offtopic24.tsv (src/test/resources/outsider24, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 34 for session 35, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q31 bitcoin's 2017 high, Q45 Tether's peg, Q46 bitcoin's halving, Q51 a coin's market cap: crypto; Q09 a gain on
# AAPL shares, Q44 P/E for TSLA: stocks; Q28 why the krone, Q30 kroner per dollar arithmetic, Q52 decimals of
# rates: currency; Q10 colder in the mountains, Q33 running in the cold, Q34 headaches with rain, Q35 Moscow's July
# normal, Q47 a poem about rain in Heideck, Q50 water in hot weather: weather; Q48 a story about a Liverpool fan,
# Q54 United's longest manager: sports; Q15 oven temperatures, Q18 cups of flour, Q43 teaspoons, Q49 calories of
# arrabbiata, Q55 tart or pie: recipes; Q26 judging news online, Q27 Reuters, Q53 HN karma: news).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q31 Q32 Q45 Q46 Q51',
                     'stocks': 'Q05 Q06 Q07 Q08 Q09 Q44',
                     'currency': 'Q28 Q29 Q30 Q52',
                     'weather': 'Q10 Q11 Q12 Q13 Q14 Q33 Q34 Q35 Q36 Q37 Q38 Q47 Q50',
                     'sports': 'Q19 Q20 Q21 Q22 Q48 Q54',
                     'recipes': 'Q15 Q16 Q17 Q18 Q39 Q40 Q41 Q42 Q43 Q49 Q55',
                     'news': 'Q23 Q24 Q25 Q26 Q27 Q53'})
convert(24, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 34 for session 35 (vex-eval/tools/outsider24_scenarios.py).",
        # H021 repeats set 22's H018, H108 set 22's H098 and H110 set 21's H118, question and draft word for word
        skip=('H021', 'H108', 'H110'))
