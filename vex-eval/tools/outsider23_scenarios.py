#!/usr/bin/env python3
"""Turns an outsider's drafts23.tsv and offtopic23.tsv (src/test/resources/outsider23, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 33 for session 34, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q45 a story about a dragon hoarding bitcoin, Q47 Tether's peg, Q48 bitcoin's halving, Q55 ETH arithmetic: crypto;
# Q49 market cap, Q50 an index fund: stocks; Q20 the weather when Titanic sank, Q21 where Heideck lies, Q46 a poem
# about rain in Oslo, Q51 "feels like", Q52 dressing children for cold weather, Q53 London's rainfall: weather;
# Q54 the first Premier League season: sports).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q45 Q47 Q48 Q55',
                     'stocks': 'Q05 Q06 Q07 Q49 Q50',
                     'currency': 'Q08 Q09 Q10 Q11 Q12',
                     'weather': 'Q13 Q14 Q15 Q16 Q17 Q18 Q19 Q20 Q21 Q22 Q46 Q51 Q52 Q53',
                     'sports': 'Q23 Q24 Q25 Q26 Q27 Q28 Q29 Q30 Q54',
                     'recipes': 'Q31 Q32 Q33 Q34 Q35 Q36 Q37 Q38',
                     'news': 'Q39 Q40 Q41 Q42 Q43 Q44'})
convert(23, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 33 for session 34 (vex-eval/tools/outsider23_scenarios.py).")
