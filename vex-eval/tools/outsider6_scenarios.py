#!/usr/bin/env python3
"""Turns the session-17 outsider's drafts6.tsv and offtopic6.tsv (src/test/resources/outsider6, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard changes and never shown to the helpers that made them) into scenario files, one per row.
Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
from outsider_sets import convert

# Which recording an off-topic question's trigger words would fetch (assigned by the lead from the question alone).
OFF_KIND = {}
for k, ids in {'stocks': 'P01 P06 P07 P08 P09 P17 P21 P23 P24 P37 P41',
               'weather': 'P02 P11 P12 P13 P14 P16 P18 P19 P28 P29 P30 P31 P34 P38 P39 P43',
               'recipes': 'P03 P04 P05 P15 P20 P25 P26 P27 P35 P36 P40 P42 P44',
               'news': 'P10 P22 P32 P33'}.items():
    for i in ids.split():
        OFF_KIND[i] = k
OFF = {'stocks': 'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json', 'weather': 'wttr/heideck_j1.json',
       'recipes': 'themealdb/search_arrabiata.json', 'news': 'hn-algolia/front_page.json'}
convert(6, OFF_KIND, OFF, "# The session-17 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider6_scenarios.py).")
