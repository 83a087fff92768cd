#!/usr/bin/env python3
"""Turns the session-22 outsider's drafts11.tsv and offtopic11.tsv (src/test/resources/outsider11, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q17 and Q37 "regn ut" carry "regn", rain, Q40 a city, Q05 "ripple", Q28 "pound", Q36 "buck", Q38 "$",
# Q29 "oppskrift" a recipe, Q39 "Brann" a club).
OFF_KIND = off_kinds({'news': 'Q30 Q31 Q32',
                     'stocks': 'Q06 Q07 Q08 Q09 Q10 Q11 Q41 Q42 Q43 Q44',
                     'crypto': 'Q01 Q02 Q03 Q04 Q05 Q49 Q50 Q51',
                     'currency': 'Q28 Q33 Q34 Q35 Q36 Q38 Q48 Q55',
                     'recipes': 'Q24 Q25 Q26 Q27 Q29',
                     'weather': 'Q12 Q13 Q14 Q15 Q16 Q17 Q37 Q40 Q45 Q46 Q47 Q52 Q54',
                     'sports': 'Q18 Q19 Q20 Q21 Q22 Q23 Q39 Q53'})
convert(11, OFF_KIND, OFF_RECORDINGS, "# The session-22 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider11_scenarios.py).")
