#!/usr/bin/env python3
"""Turns the session-21 outsider's drafts10.tsv and offtopic10.tsv (src/test/resources/outsider10, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q24 "regn ut 15 % av 640" carries "regn", rain, Q16, Q37 and Q49 a city, Q06 "oppskriften" a recipe, Q28 and
# Q53 "Brann" a club, Q53 also "aksjemarknaden").
OFF_KIND = off_kinds({'news': 'Q01',
                     'stocks': 'Q04 Q05 Q19 Q26 Q27 Q39 Q47 Q51 Q53',
                     'crypto': 'Q03 Q18 Q20 Q33 Q35 Q45 Q52',
                     'currency': 'Q11 Q12 Q23 Q34 Q40 Q50',
                     'recipes': 'Q06 Q13 Q14 Q38',
                     'weather': 'Q07 Q08 Q16 Q17 Q24 Q25 Q29 Q30 Q36 Q37 Q41 Q42 Q46 Q49',
                     'sports': 'Q02 Q09 Q10 Q15 Q21 Q22 Q28 Q31 Q32 Q43 Q44 Q48'})
convert(10, OFF_KIND, OFF_RECORDINGS, "# The session-21 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider10_scenarios.py).")
