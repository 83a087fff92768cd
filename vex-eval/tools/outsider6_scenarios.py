#!/usr/bin/env python3
"""Turns the session-17 outsider's drafts6.tsv and offtopic6.tsv (src/test/resources/outsider6, copied byte
for byte from the writer's folder; written from DEFINITIONS.md and the recorded bytes only, before the
session's guard changes and never shown to the helpers that made them) into scenario files, one per row.
Run once; the scenarios are kept and changed only when wrong, with the reason in the commit."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '../src/main/resources/scenarios')
SRC = os.path.join(HERE, '../src/test/resources/outsider6')

def unescape(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == '\\' and i + 1 < len(s):
            out.append({'n': '\n', 't': '\t', '\\': '\\'}.get(s[i + 1], s[i + 1])); i += 2
        else:
            out.append(s[i]); i += 1
    return ''.join(out)

def rows(name):
    lines = open(os.path.join(SRC, name), encoding='utf-8').read().split('\n')
    head = lines[0].split('\t')
    return [dict(zip(head, [unescape(c) for c in l.split('\t')])) for l in lines[1:] if l.strip()]

def src(source, path, file):
    return {'source': source, 'path': path, 'file': file}

# The same sources and hosts as the earlier outsider scenarios for the same recordings (outsider_scenarios.py).
HN_HOSTS = ['news.ycombinator.com', 'ycombinator.com', 'antirez.com', 'camillovisini.com', 'scottspence.com', 'conductor.build', 'medievalists.net']
FIXTURES = {
  'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json': ('stocks', [src('yahoo', '/v8/finance/chart/AAPL', 'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json'), src('yahoo', '/v1/finance/search', 'yahoo-search/search_AAPL.json')], ['finance.yahoo.com', 'yahoo.com']),
  'yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json': ('stocks', [src('yahoo', '*', 'real/yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json')], ['finance.yahoo.com', 'yahoo.com']),
  'wttr/heideck_j1.json': ('weather', [src('wttr', '*', 'wttr/heideck_j1.json')], ['wttr.in']),
  'wttr/moscow_j1_lang_ru.json': ('weather', [src('wttr', '*', 'real/wttr/moscow_j1_lang_ru.json')], ['wttr.in']),
  'themealdb/search_arrabiata.json': ('recipes', [src('mealdb', '/api/json/v1/1/search.php', 'themealdb/search_arrabiata.json')], ['themealdb.com', 'www.themealdb.com']),
  'themealdb/lookup_52767.json': ('recipes', [src('mealdb', '*', 'real/themealdb/lookup_52767.json')], ['themealdb.com', 'www.themealdb.com']),
  'themealdb/filter_ingredient_egg.json': ('recipes', [src('mealdb', '*', 'real/themealdb/filter_ingredient_egg.json')], ['themealdb.com', 'www.themealdb.com']),
  'hn-algolia/front_page.json': ('news', [src('hn', '/api/v1/search', 'hn-algolia/front_page.json')], HN_HOSTS),
}

index = []
def write(name, sc):
    with open(os.path.join(OUT, name + '.json'), 'w', encoding='utf-8') as f:
        json.dump(sc, f, ensure_ascii=False, indent=2); f.write('\n')
    index.append(name + '.json')

for r in rows('drafts6.tsv'):
    rid, label, lang = r['id'], r['label'], r['lang']
    kind, sources, hosts = FIXTURES[r['fixture']]
    write(f"outsider6-{rid.lower()}-{lang}-{label}", {
        'kind': kind, 'language': lang, 'question': r['question'], 'sources': sources,
        'scripted': {'alone': r['draft'], 'steps': [{'kind': 'text', 'text': r['draft']}]},
        'expect': {'truth': [], 'facts': [], 'mustContain': [], 'mustNotContain': [], 'hosts': hosts,
                   'honest': label == 'honest', 'failure': False, 'sourceDown': False},
        'origin': f"outsider drafts6.tsv {rid} ({r['fixture']}): {label}; truth: {r['truth']}; {r['why']}"})

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
for r in rows('offtopic6.tsv'):
    rid = r['id']; k = OFF_KIND[rid]
    _, sources, hosts = FIXTURES[OFF[k]]
    write(f"outsider6-offtopic-{rid.lower()}-{r['lang']}-{k}", {
        'kind': 'offtopic', 'language': r['lang'], 'question': r['question'], 'sources': sources,
        'scripted': {'alone': r['answer'], 'steps': [{'kind': 'text', 'text': r['answer']}]},
        'expect': {'truth': [], 'mustContain': [], 'mustNotContain': [], 'hosts': hosts, 'honest': True,
                   'failure': False, 'sourceDown': False, 'unchanged': True},
        'origin': f"outsider offtopic6.tsv {rid} ({k} recording served): {r['why_offtopic']}"})

idx = os.path.join(OUT, 'index.txt')
old = [l for l in open(idx, encoding='utf-8').read().split('\n') if l.strip() and not l.startswith('outsider6-')
       and not l.startswith('# The session-17 outsider')]
with open(idx, 'w', encoding='utf-8') as f:
    f.write('\n'.join(old + ["# The session-17 outsider's held-out drafts and off-topic controls (vex-eval/tools/outsider6_scenarios.py)."] + index) + '\n')
print(len(index), 'scenarios')
