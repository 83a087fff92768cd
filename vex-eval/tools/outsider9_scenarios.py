#!/usr/bin/env python3
"""Turns the session-20 outsider's drafts9.tsv and offtopic9.tsv (src/test/resources/outsider9, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q27 "regn ut 15 % av 640" carries "regn", rain, Q43 and Q51 a city, Q17 "apple pie" a dish and a company).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q03 Q04',
                     'stocks': 'Q13 Q14 Q15 Q16 Q18 Q19 Q20 Q52',
                     'crypto': 'Q05 Q06 Q07 Q08 Q09 Q10 Q11 Q12',
                     'currency': 'Q21 Q22 Q23 Q24 Q25 Q26',
                     'recipes': 'Q17 Q28 Q29 Q30 Q31 Q32 Q33 Q49',
                     'weather': 'Q27 Q34 Q35 Q36 Q37 Q38 Q39 Q40 Q41 Q42 Q43 Q51',
                     'sports': 'Q44 Q45 Q46 Q47 Q48 Q50'})
convert(9, OFF_KIND, OFF_RECORDINGS, "# The session-20 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider9_scenarios.py).")
