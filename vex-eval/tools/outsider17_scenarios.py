#!/usr/bin/env python3
"""Turns an outsider's drafts17.tsv and offtopic17.tsv (src/test/resources/outsider17, copied byte for byte from
the writer's folder; written from DEFINITIONS.md and the recorded bytes only, at the end of session 27 for session
28, never shown to any helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept
and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q19 "ripple" the coin's name, Q26/Q27 "raining"/"regner" weather words, Q48 "Regn ut ... kroner" and Q49 dollars
# currency (as set 15's Q18), Q52 Apple and Q53 "Apple pie" stocks, Q55 Nasdaq stocks, Q56 bitcoin, Q57 Coinbase
# crypto, Q58 "aksjesparekonto" stocks, Q42 boiling an egg a recipe).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q03',
                     'stocks': 'Q04 Q05 Q06 Q07 Q08 Q52 Q53 Q54 Q55 Q58',
                     'crypto': 'Q09 Q10 Q11 Q12 Q13 Q14 Q15 Q16 Q17 Q18 Q19 Q56 Q57',
                     'weather': 'Q20 Q21 Q22 Q23 Q24 Q25 Q26 Q27',
                     'sports': 'Q28 Q29 Q30 Q31 Q32 Q33 Q34',
                     'recipes': 'Q35 Q36 Q37 Q38 Q39 Q40 Q41 Q42',
                     'currency': 'Q43 Q44 Q45 Q46 Q47 Q48 Q49 Q50 Q51'})
convert(17, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written at the end of session 27 for session 28 (vex-eval/tools/outsider17_scenarios.py).")
