#!/usr/bin/env python3
"""Turns the session-18 outsider's drafts7.tsv and offtopic7.tsv (src/test/resources/outsider7, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone).
OFF_KIND = off_kinds({'weather': 'Q01 Q02 Q15 Q16 Q23 Q24 Q25 Q40 Q41',
                     'sports': 'Q03 Q04 Q13 Q14 Q19 Q20 Q26 Q27 Q28 Q29 Q38',
                     'stocks': 'Q05 Q06 Q12 Q21 Q30 Q31 Q32',
                     'crypto': 'Q07 Q08 Q33 Q39 Q42 Q43',
                     'recipes': 'Q09 Q10 Q11 Q22 Q34 Q35 Q36',
                     'currency': 'Q17 Q18 Q37'})
convert(7, OFF_KIND, OFF_RECORDINGS, "# The session-18 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider7_scenarios.py).")
