#!/usr/bin/env python3
"""Turns the session-26 outsider's drafts15.tsv and offtopic15.tsv (src/test/resources/outsider15, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q18 "Regn ut" carries "regn" and kroner (currency, as set 14's Q55), Q19 degrees, Q47 Tromsø cold, Q55 Heideck a
# place, Q48 an oven's gas mark, Q49 eggs, Q56 the Premier League, Q57 crypto, Q58 "in the red" about stocks).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q50 Q51',
                     'stocks': 'Q03 Q04 Q05 Q06 Q43 Q44 Q45 Q46 Q58',
                     'crypto': 'Q07 Q08 Q09 Q10 Q11 Q12 Q38 Q39 Q40 Q41 Q42 Q52 Q53 Q54 Q57',
                     'weather': 'Q13 Q14 Q15 Q16 Q17 Q19 Q47 Q55',
                     'recipes': 'Q20 Q21 Q22 Q23 Q24 Q25 Q48 Q49',
                     'sports': 'Q26 Q27 Q28 Q29 Q30 Q31 Q32 Q56',
                     'currency': 'Q18 Q33 Q34 Q35 Q36 Q37'})
convert(15, OFF_KIND, OFF_RECORDINGS, "# The session-26 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider15_scenarios.py).")
