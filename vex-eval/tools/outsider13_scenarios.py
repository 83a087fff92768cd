#!/usr/bin/env python3
"""Turns the session-24 outsider's drafts13.tsv and offtopic13.tsv (src/test/resources/outsider13, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q14 "regn ut" carries "regn", rain, Q43 "Beach" a place, Q51 a temperature unit, Q04 proof of work/stake,
# Q46 "ripple"/XRP, Q47 "pound", Q50 a market crash, Q09 index funds, Q32 an oven's gas mark, Q33/Q34 kitchen
# measures, Q54 pasta water).
OFF_KIND = off_kinds({'news': 'Q15 Q16 Q37 Q38',
                     'stocks': 'Q05 Q06 Q07 Q08 Q09 Q39 Q40 Q41 Q49 Q50',
                     'crypto': 'Q01 Q02 Q03 Q04 Q10 Q35 Q36 Q46 Q48',
                     'currency': 'Q17 Q18 Q19 Q20 Q21 Q22 Q47 Q55',
                     'recipes': 'Q29 Q30 Q31 Q32 Q33 Q34 Q54',
                     'weather': 'Q11 Q12 Q13 Q14 Q42 Q43 Q44 Q45 Q51 Q53',
                     'sports': 'Q23 Q24 Q25 Q26 Q27 Q28 Q52'})
convert(13, OFF_KIND, OFF_RECORDINGS, "# The session-24 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider13_scenarios.py).")
