#!/usr/bin/env python3
"""Turns an outsider's drafts22.tsv and offtopic22.tsv (src/test/resources/outsider22, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 32 for session 33, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q43 a poem about rain in London, Q44 a story about cold weather, Q45 fog in San Francisco, Q46 Moscow and Bergen
# in winter, Q53 the midnight sun in Tromsø: weather; Q51 a share's profit: stocks; Q52 a rate's arithmetic:
# currency; Q47/Q48 converting or freezing a recipe: recipes; Q54 "nyheter": news).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q05 Q06 Q49 Q50',
                     'stocks': 'Q07 Q08 Q09 Q10 Q11 Q51',
                     'currency': 'Q12 Q13 Q14 Q15 Q52',
                     'sports': 'Q31 Q32 Q33 Q34 Q35 Q36 Q37 Q38 Q55',
                     'weather': 'Q23 Q24 Q25 Q26 Q27 Q28 Q29 Q30 Q43 Q44 Q45 Q46 Q53',
                     'recipes': 'Q16 Q17 Q18 Q19 Q20 Q21 Q22 Q47 Q48',
                     'news': 'Q39 Q40 Q41 Q42 Q54'})
# H123 repeats set 20's H138 and Q33 set 18's Q43 word for word (question and draft): no scenario for them.
convert(22, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 32 for session 33 (vex-eval/tools/outsider22_scenarios.py).",
        skip=('H123', 'Q33'))
