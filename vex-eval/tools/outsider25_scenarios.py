#!/usr/bin/env python3
"""Turns an outsider's drafts25.tsv and offtopic25.tsv (src/test/resources/outsider25, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 35 for session 36, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q48 Tether, Q49 Dogecoin, Q50 a story about a bitcoin miner, Q55 a crypto exchange: crypto; Q46 the S&P 500 as
# an investment: stocks; Q47 buying and selling rates, Q52 15 % of 200 kroner, Q53 dollars to kroner by hand:
# currency; Q51 a poem about rain in Bergen, Q54 a phone battery in the cold: weather; Q45 the Bakewell pudding's
# history: recipes).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q48 Q49 Q50 Q55',
                     'stocks': 'Q04 Q05 Q06 Q07 Q08 Q46',
                     'currency': 'Q09 Q10 Q11 Q12 Q47 Q52 Q53',
                     'weather': 'Q18 Q19 Q20 Q21 Q22 Q23 Q24 Q25 Q26 Q27 Q28 Q51 Q54',
                     'sports': 'Q29 Q30 Q31 Q32 Q33 Q34 Q35',
                     'recipes': 'Q36 Q37 Q38 Q39 Q40 Q41 Q42 Q43 Q44 Q45',
                     'news': 'Q13 Q14 Q15 Q16 Q17'})
convert(25, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 35 for session 36 (vex-eval/tools/outsider25_scenarios.py).",
        # H037 repeats set 20's H032, H085 set 6's E014, H146 set 22's H137 and H147 set 20's H149, question and
        # draft word for word
        skip=('H037', 'H085', 'H146', 'H147'))
