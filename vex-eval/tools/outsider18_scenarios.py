#!/usr/bin/env python3
"""Turns an outsider's drafts18.tsv and offtopic18.tsv (src/test/resources/outsider18, copied byte for byte from
the writer's folder; written from DEFINITIONS.md and the recorded bytes only, at the end of session 28 for session
29, never shown to any helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept
and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q12 "markedsverdi for en aksje eller en kryptomynt" names a share first: stocks; Q13 Apple's market cap stocks;
# Q14 the OBX index stocks; Q22 "bitcoin for 10 000 kroner" crypto; Q35 "20 °C to Fahrenheit" a weather unit;
# Q41 "regn ut ... kroner" currency (as set 17's Q48); Q57 "amerikansk cup mel" and Q58 "selvhevende mel" recipes).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q03 Q04',
                     'stocks': 'Q05 Q06 Q07 Q08 Q09 Q10 Q11 Q12 Q13 Q14',
                     'crypto': 'Q15 Q16 Q17 Q18 Q19 Q20 Q21 Q22 Q23 Q24',
                     'weather': 'Q25 Q26 Q27 Q28 Q29 Q30 Q31 Q32 Q33 Q34 Q35',
                     'currency': 'Q36 Q37 Q38 Q39 Q40 Q41 Q42',
                     'sports': 'Q43 Q44 Q45 Q46 Q47 Q48 Q49 Q50 Q51',
                     'recipes': 'Q52 Q53 Q54 Q55 Q56 Q57 Q58'})
convert(18, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written at the end of session 28 for session 29 (vex-eval/tools/outsider18_scenarios.py).")
