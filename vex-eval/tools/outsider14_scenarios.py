#!/usr/bin/env python3
"""Turns the session-25 outsider's drafts14.tsv and offtopic14.tsv (src/test/resources/outsider14, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q26 a bitcoin percentage, Q29 "regnar", rain, Q38 Heideck a place, Q45/Q46 Premier League, Q49 eggs, Q50 an
# oven's gas mark, Q51 a kitchen measure, Q55 "regn ut" carries "regn" and kroner, Q52-Q54/Q56/Q57 currencies).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q03 Q04',
                     'stocks': 'Q05 Q06 Q07 Q08 Q09 Q10 Q11 Q12',
                     'crypto': 'Q13 Q14 Q15 Q16 Q17 Q18 Q19 Q20 Q21 Q22 Q23 Q24 Q25 Q26',
                     'weather': 'Q27 Q28 Q29 Q30 Q31 Q32 Q33 Q34 Q35 Q36 Q37 Q38',
                     'sports': 'Q39 Q40 Q41 Q42 Q43 Q44 Q45 Q46',
                     'recipes': 'Q47 Q48 Q49 Q50 Q51',
                     'currency': 'Q52 Q53 Q54 Q55 Q56 Q57'})
convert(14, OFF_KIND, OFF_RECORDINGS, "# The session-25 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider14_scenarios.py).")
