#!/usr/bin/env python3
"""Turns the session-23 outsider's drafts12.tsv and offtopic12.tsv (src/test/resources/outsider12, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q28 "Regn ut" carries "regn", rain, Q36 "is" ice, Q33 a place, Q13/Q49 temperature units, Q10 "ripple",
# Q08 Tether, Q27 "buck", Q29 "$", Q14 an oven's gas mark, Q50 "oppskrift" a recipe, Q40 market value).
OFF_KIND = off_kinds({'news': 'Q23 Q24 Q51',
                     'stocks': 'Q04 Q05 Q06 Q07 Q30 Q40 Q41 Q42 Q46 Q52 Q53',
                     'crypto': 'Q01 Q02 Q03 Q08 Q09 Q10 Q37 Q38 Q55',
                     'currency': 'Q25 Q26 Q27 Q29 Q35 Q54',
                     'recipes': 'Q14 Q15 Q16 Q17 Q18 Q34 Q50 Q57',
                     'weather': 'Q11 Q12 Q13 Q28 Q31 Q32 Q33 Q36 Q45 Q47 Q49 Q56',
                     'sports': 'Q19 Q20 Q21 Q22 Q39 Q43 Q44 Q48'})
convert(12, OFF_KIND, OFF_RECORDINGS, "# The session-23 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider12_scenarios.py).")
