#!/usr/bin/env python3
"""Turns the session-21 outsider's drafts10.tsv and offtopic10.tsv (src/test/resources/outsider10, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard and intent changes were merged and never shown to the helpers that made them) into scenario
files, one per row. Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import convert

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone;
# Q24 "regn ut 15 % av 640" carries "regn", rain, Q16, Q37 and Q49 a city, Q06 "oppskriften" a recipe, Q28 and
# Q53 "Brann" a club, Q53 also "aksjemarknaden").
OFF_KIND = {}
for k, ids in {'news': 'Q01',
               'stocks': 'Q04 Q05 Q19 Q26 Q27 Q39 Q47 Q51 Q53',
               'crypto': 'Q03 Q18 Q20 Q33 Q35 Q45 Q52',
               'currency': 'Q11 Q12 Q23 Q34 Q40 Q50',
               'recipes': 'Q06 Q13 Q14 Q38',
               'weather': 'Q07 Q08 Q16 Q17 Q24 Q25 Q29 Q30 Q36 Q37 Q41 Q42 Q46 Q49',
               'sports': 'Q02 Q09 Q10 Q15 Q21 Q22 Q28 Q31 Q32 Q43 Q44 Q48'}.items():
    for i in ids.split():
        OFF_KIND[i] = k
OFF = {'stocks': 'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json', 'weather': 'wttr/heideck_j1.json',
       'recipes': 'themealdb/search_arrabiata.json', 'news': 'hn-algolia/front_page.json',
       'crypto': 'coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json',
       'sports': 'thesportsdb/eventslast_133602.json', 'currency': 'frankfurter/latest_base_USD_2025-04-11.json'}
convert(10, OFF_KIND, OFF, "# The session-21 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider10_scenarios.py).")
