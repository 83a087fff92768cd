#!/usr/bin/env python3
"""Turns an outsider's drafts21.tsv and offtopic21.tsv (src/test/resources/outsider21, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 31 for session 32, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q38 "Hvor mange mennesker bor i Moskva?" and Q40 "Hvor ligger Heideck?" a place: weather; Q42 a share's rise
# stocks; Q43 bitcoin doubled crypto; Q45/Q46 a rainy day, cold weather (fiction) weather; Q51 coin prices crypto;
# Q55 wind and rain weather). H043 repeats outsider20's H042 word for word (question and draft): no scenario, so that
# the eval counts that pair once.
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q35 Q36 Q37 Q43 Q51',
                     'stocks': 'Q05 Q06 Q07 Q08 Q42 Q52 Q54',
                     'currency': 'Q09 Q10 Q11 Q12',
                     'sports': 'Q13 Q14 Q15 Q16 Q17 Q48 Q49',
                     'weather': 'Q18 Q19 Q20 Q21 Q22 Q23 Q24 Q25 Q38 Q39 Q40 Q44 Q45 Q46 Q55',
                     'recipes': 'Q26 Q27 Q28 Q29 Q30 Q41 Q47 Q50 Q53',
                     'news': 'Q31 Q32 Q33 Q34'})
convert(21, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 31 for session 32 (vex-eval/tools/outsider21_scenarios.py).", skip=('H043',))
