#!/usr/bin/env python3
"""Turns an outsider's drafts20.tsv and offtopic20.tsv (src/test/resources/outsider20, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 30 for session 31, never shown to any
helper that changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when
wrong, with the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q12 "$100 a month into an S&P 500 index fund" stocks; Q15 "fra dollar til kroner" currency; Q30 "20 degrees
# Celsius in Paris ... Fahrenheit" weather; Q34/Q35 a cold (illness) weather; Q48 "bought bitcoin" crypto; Q49 a
# share's fall and rise stocks; Q52 "rain in London" weather; Q53 bitcoin crypto; Q55 pasta in a recipe recipes).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q05 Q06 Q48 Q53',
                     'stocks': 'Q07 Q08 Q09 Q10 Q11 Q12 Q49',
                     'currency': 'Q13 Q14 Q15 Q16 Q17 Q18 Q50 Q51',
                     'sports': 'Q19 Q20 Q21 Q22 Q23 Q24 Q25',
                     'weather': 'Q26 Q27 Q28 Q29 Q30 Q31 Q32 Q33 Q34 Q35 Q52 Q54',
                     'recipes': 'Q36 Q37 Q38 Q39 Q40 Q41 Q42 Q55',
                     'news': 'Q43 Q44 Q45 Q46 Q47'})
convert(20, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 30 for session 31 (vex-eval/tools/outsider20_scenarios.py).")
