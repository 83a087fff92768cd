#!/usr/bin/env python3
"""Turns an outsider's drafts27.tsv and offtopic27.tsv (src/test/resources/outsider27, copied byte for byte from
the writer's folder; written from the recorded bytes only, during session 37, never shown to any helper that
changes Vex) into scenario files, one per row. Run once; the scenarios are kept and changed only when wrong, with
the reason in the commit."""
from outsider_sets import OFF_RECORDINGS, convert, off_kinds

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q51 a watched pot and penne: recipes; Q52 the name Wall Street: stocks; Q53 a novel where it rains in Moscow,
# Q54 Norway's coldest day: weather; Q55 why bitcoin crashed in 2022: crypto).
OFF_KIND = off_kinds({'crypto': 'Q01 Q02 Q03 Q04 Q05 Q06 Q55',
                     'stocks': 'Q07 Q08 Q09 Q10 Q11 Q52',
                     'currency': 'Q12 Q13 Q14 Q15 Q16 Q17 Q18',
                     'recipes': 'Q19 Q20 Q21 Q22 Q23 Q24 Q51',
                     'weather': 'Q25 Q26 Q27 Q28 Q29 Q30 Q31 Q32 Q33 Q34 Q35 Q36 Q37 Q53 Q54',
                     'sports': 'Q38 Q39 Q40 Q41 Q42 Q43 Q44 Q45 Q46',
                     'news': 'Q47 Q48 Q49 Q50'})
convert(27, OFF_KIND, OFF_RECORDINGS, "# An outsider's held-out drafts and off-topic controls, written during session 37 (vex-eval/tools/outsider27_scenarios.py).")
