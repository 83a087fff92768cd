#!/usr/bin/env python3
"""Turns the session-19 outsider's drafts8.tsv and offtopic8.tsv (src/test/resources/outsider8, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q47 "regn ut 15 % av 2400" carries "regn", rain, as its only trigger word).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q44',
                     'stocks': 'Q03 Q04 Q05 Q06 Q19 Q25 Q26 Q27',
                     'crypto': 'Q07 Q08 Q09 Q22 Q23 Q28 Q29 Q30 Q46',
                     'currency': 'Q10 Q11 Q24 Q31 Q32 Q33 Q45',
                     'recipes': 'Q12 Q34 Q35 Q36 Q48',
                     'weather': 'Q13 Q14 Q20 Q21 Q37 Q38 Q39 Q47',
                     'sports': 'Q15 Q16 Q17 Q18 Q40 Q41 Q42 Q43'})
convert(8, OFF_KIND, OFF_RECORDINGS, "# The session-19 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider8_scenarios.py).")
