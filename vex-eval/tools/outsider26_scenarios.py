#!/usr/bin/env python3
"""Turns an outsider's drafts26.tsv and offtopic26.tsv (src/test/resources/outsider26, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 36 for session 37, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q49 Apple's founders: stocks; Q50 the yen against the dollar: currency; Q51 bitcoin halving: crypto; Q52 rain
# in London and Rome, Q53 rain in western Norway, Q54 whether Heideck is a place: weather; Q55 a "recipe" for
# keeping warm on a cold trip, figurative: recipes).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q05 Q06 Q51',
                     'stocks': 'Q07 Q08 Q09 Q10 Q11 Q12 Q49',
                     'currency': 'Q13 Q14 Q15 Q16 Q50',
                     'weather': 'Q26 Q27 Q28 Q29 Q30 Q31 Q32 Q33 Q34 Q52 Q53 Q54',
                     'sports': 'Q35 Q36 Q37 Q38 Q39 Q40 Q41 Q42 Q43',
                     'recipes': 'Q17 Q18 Q19 Q20 Q21 Q22 Q23 Q24 Q25 Q55',
                     'news': 'Q44 Q45 Q46 Q47 Q48'})
convert(26, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 36 for session 37 (vex-eval/tools/outsider26_scenarios.py).")
