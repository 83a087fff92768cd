#!/usr/bin/env python3
"""Turns an outsider's drafts19.tsv and offtopic19.tsv (src/test/resources/outsider19, copied byte for byte from
the writer's folder; written from DEFINITIONS.md and the recorded bytes only, during session 29 for session 30,
never shown to any helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept
and changed only when wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q08 "market cap for a coin" crypto; Q09 "markedsverdi for en aksje" stocks; Q18 "ripple effect" crypto (XRP's
# name); Q39 "gas mark 6 in Celsius" an oven temperature: recipes; Q46 "regn ut 15 % av 2 400 kroner" currency (as
# set 18's Q41); Q47 Apple shares stocks; Q48 "Bør jeg kjøpe bitcoin nå?" crypto; Q52 "indeksfond" stocks).
OFF_KIND = off_kinds({'news': 'Q01 Q02 Q51',
                     'stocks': 'Q03 Q04 Q05 Q06 Q07 Q09 Q47 Q52 Q53',
                     'crypto': 'Q08 Q10 Q11 Q12 Q13 Q14 Q15 Q16 Q17 Q18 Q48 Q55',
                     'weather': 'Q19 Q20 Q21 Q22 Q23 Q24 Q54',
                     'currency': 'Q40 Q41 Q42 Q43 Q44 Q45 Q46',
                     'sports': 'Q25 Q26 Q27 Q28 Q29 Q30 Q31 Q32 Q33 Q49 Q50',
                     'recipes': 'Q34 Q35 Q36 Q37 Q38 Q39'})
convert(19, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 29 for session 30 (vex-eval/tools/outsider19_scenarios.py).")
