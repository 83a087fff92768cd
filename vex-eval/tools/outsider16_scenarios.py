#!/usr/bin/env python3
"""Turns the session-27 outsider's drafts16.tsv and offtopic16.tsv (src/test/resources/outsider16, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q32 baht and Q33 "Regn ut ... kroner" carry currency words (as set 15's Q18), Q58 "pund" (the weight) the pound,
# Q43 Fahrenheit and Q44 "det regner" weather words, Q59 an oven's gas mark a recipe, Q50 the Premier League).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q03 Q04 Q05',
                     'stocks': 'Q06 Q07 Q08 Q09 Q21 Q22 Q23 Q24 Q25 Q26 Q27 Q28',
                     'crypto': 'Q10 Q11 Q12 Q13 Q14 Q15 Q16 Q17 Q18 Q19 Q20',
                     'currency': 'Q29 Q30 Q31 Q32 Q33 Q34 Q35 Q36 Q58',
                     'weather': 'Q37 Q38 Q39 Q40 Q41 Q42 Q43 Q44',
                     'sports': 'Q45 Q46 Q47 Q48 Q49 Q50 Q51 Q52 Q53',
                     'recipes': 'Q54 Q55 Q56 Q57 Q59'})
convert(16, OFF_KIND, OFF_RECORDINGS, "# The session-27 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider16_scenarios.py).")
