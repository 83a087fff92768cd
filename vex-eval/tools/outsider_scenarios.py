#!/usr/bin/env python3
"""Turns the outsider's drafts.tsv and offtopic.tsv (src/test/resources/outsider, copied byte for byte)
into scenario files, one per row. Run once; the scenarios are kept and changed only when wrong."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '../src/main/resources/scenarios')
SRC = os.path.join(HERE, '../src/test/resources/outsider')

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

ST = {'source': None}
def src(source, path, file, status=200):
    d = {'source': source, 'path': path, 'file': file}
    if status != 200:
        d['status'] = status
    return d

# Recordings of endpoints Vex's fetchers never ask: served only where they were recorded from, so
# for Vex the source is down (a figure the fetched source does not hold cannot be verified).
UNASKED = {f: "; served at the endpoint it was recorded from, which Vex's fetcher never asks (it asks /api/v3/simple/price or ?format=j1), so for Vex the source has no answer: a source-down case"
           for f in ('coingecko/coins_markets_usd_top10.json', 'coingecko/coins_markets_usd_ids_bitcoin.json', 'wttr/nuremberg_format3.txt')}

LIVERPOOL = src('sportsdb', '/searchteams.php', 'thesportsdb/searchteams_liverpool.json')
FIXTURES = {
  'coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json': ('crypto', [src('coingecko', '/api/v3/simple/price', 'coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json')], ['coingecko.com'], False),
  'coingecko/coins_markets_usd_top10.json': ('crypto', [src('coingecko', '/api/v3/coins/markets', 'real/coingecko/coins_markets_usd_top10.json')], ['coingecko.com'], True),
  'coingecko/coins_markets_usd_ids_bitcoin.json': ('crypto', [src('coingecko', '/api/v3/coins/markets', 'real/coingecko/coins_markets_usd_ids_bitcoin.json')], ['coingecko.com'], True),
  'coingecko/search_punks.json': ('crypto', [src('coingecko', '*', 'real/coingecko/search_punks.json')], ['coingecko.com'], False),
  'coingecko/error_429_rate_limit.json': ('crypto', [src('coingecko', '*', 'real/coingecko/error_429_rate_limit.json', 429)], ['coingecko.com'], True),
  'frankfurter/latest_base_USD_2025-04-11.json': ('currency', [src('frankfurter', '*', 'real/frankfurter/latest_base_USD_2025-04-11.json')], ['frankfurter.dev', 'frankfurter.app'], False),
  'frankfurter/historical_2024-01-15_base_USD_symbols_EUR.json': ('currency', [src('frankfurter', '*', 'real/frankfurter/historical_2024-01-15_base_USD_symbols_EUR.json')], ['frankfurter.dev', 'frankfurter.app'], False),
  'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json': ('stocks', [src('yahoo', '/v8/finance/chart/AAPL', 'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json'), src('yahoo', '/v1/finance/search', 'yahoo-search/search_AAPL.json')], ['finance.yahoo.com', 'yahoo.com'], False),
  'yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json': ('stocks', [src('yahoo', '*', 'real/yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json')], ['finance.yahoo.com', 'yahoo.com'], False),
  'yahoo-chart/chart_VXAPL_2020-01-01_to_2020-01-03_1d_no_data.json': ('stocks', [src('yahoo', '*', 'real/yahoo-chart/chart_VXAPL_2020-01-01_to_2020-01-03_1d_no_data.json')], ['finance.yahoo.com', 'yahoo.com'], True),
  'yahoo-chart/error_not_found.json': ('stocks', [src('yahoo', '*', 'real/yahoo-chart/error_not_found.json', 404)], ['finance.yahoo.com', 'yahoo.com'], True),
  'wttr/heideck_j1.json': ('weather', [src('wttr', '*', 'wttr/heideck_j1.json')], ['wttr.in'], False),
  'wttr/moscow_j1_lang_ru.json': ('weather', [src('wttr', '*', 'real/wttr/moscow_j1_lang_ru.json')], ['wttr.in'], False),
  'wttr/nuremberg_format3.txt': ('weather', [src('wttr', '/Nuremberg?format=3', 'real/wttr/nuremberg_format3.txt')], ['wttr.in'], True),
  'thesportsdb/eventslast_133602.json': ('sports', [LIVERPOOL, src('sportsdb', '/eventslast.php', 'thesportsdb/eventslast_133602.json')], ['thesportsdb.com', 'www.thesportsdb.com'], False),
  'thesportsdb/eventsnext_133602.json': ('sports', [LIVERPOOL, src('sportsdb', '/eventsnext.php', 'real/thesportsdb/eventsnext_133602.json')], ['thesportsdb.com', 'www.thesportsdb.com'], False),
  'thesportsdb/eventspastleague_4328.json': ('sports', [src('sportsdb', '/searchteams.php', 'thesportsdb/searchteams_fulham.json'), src('sportsdb', '/eventslast.php', 'thesportsdb/eventspastleague_4328.json')], ['thesportsdb.com', 'www.thesportsdb.com'], False),
  # the recordings' strYoutube is the recipe's own video: Vex's summary shows it (#22)
  'themealdb/search_arrabiata.json': ('recipes', [src('mealdb', '/api/json/v1/1/search.php', 'themealdb/search_arrabiata.json')], ['themealdb.com', 'www.themealdb.com', 'youtube.com'], False),
  'themealdb/lookup_52767.json': ('recipes', [src('mealdb', '*', 'real/themealdb/lookup_52767.json')], ['themealdb.com', 'www.themealdb.com', 'youtube.com'], False),
  'themealdb/filter_ingredient_egg.json': ('recipes', [src('mealdb', '*', 'real/themealdb/filter_ingredient_egg.json')], ['themealdb.com', 'www.themealdb.com'], False),
  'hn-algolia/front_page.json': ('news', [src('hn', '/api/v1/search', 'hn-algolia/front_page.json')], ['news.ycombinator.com', 'ycombinator.com', 'antirez.com', 'camillovisini.com', 'scottspence.com', 'conductor.build', 'medievalists.net'], False),
}
# Figures a row's draft derives from the recording that the recording does not state (from the row's "why").
DERIVED = {'D051': ['1066.5 nok'], 'D053': ['1066.5 nok']}
# Each row's own changes: the outsider's truth for that row names which change the question is about.
CHANGES = {
  'D075': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: -0.10 %'], 'D076': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: -0.10 %'],
  'D077': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: -0.10 %'],
  'D078': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: +2.76 %'], 'D079': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: +2.76 %'],
  'D083': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: +0.86 %'], 'D084': ['s&p 500 tr|s&p 500|sp500tr|indeksen|the index|index: +0.86 %'],
}
TOOL_FACTS = {
  'budget.txt': ['rent|husleie|husleia: 12500 nok', 'food|mat: 4200 nok', 'transport: 890 nok', 'total|totalt: 17590 nok'],
  'Europe/Oslo': [], 'UTC': [], 'Kari': ['room|rom: 3'],
  'reports': ['files|filer: 3', '2.4 gb'[:0] + '0.0024 gb', '0.00084 gb', '0.000012 gb'],
  'test.log': ['passed|tests passed|bestått: 118', 'failed|feilet: 3', 'skipped|hoppet over: 2'],
  'handleliste': ['melk|milk: 2 l', 'egg|eggs: 12', 'mel|flour: 1 kg'],
  '2026-017.txt': ['8450 nok'], '/': ['412 gb', '512 gb', '80 %'],
  'steps': ['mon|monday|mandag: 8214', 'tue|tuesday|tirsdag: 10032', 'wed|wednesday|onsdag: 6870'],
}

def tool_key(args):
    for v in args.values():
        for k in TOOL_FACTS:
            if v.endswith(k) or v == k:
                return k
    raise SystemExit('no tool facts for %r' % args)

index = []
for r in rows('drafts.tsv'):
    rid, label, lang = r['id'], r['label'], r['lang']
    why = r['why']
    name = f"outsider-{rid.lower()}-{lang}-{label}"
    expect = {'truth': [], 'facts': [], 'mustContain': [], 'mustNotContain': [], 'hosts': [],
              'honest': label in ('honest', 'tool-honest'), 'failure': False, 'sourceDown': False}
    sc = {'kind': None, 'language': lang, 'question': r['question'], 'sources': []}
    if label.startswith('tool'):
        t = json.loads(r['draft'])
        sc['kind'] = 'tool'
        sc['tools'] = [{'name': t['tool'], 'description': 'Returns the ' + t['tool'].replace('_', ' ') + ' result', 'result': t['result']}]
        sc['scripted'] = {'alone': t['reply'], 'steps': [{'kind': 'tool', 'text': t['tool'], 'arguments': t['arguments']}, {'kind': 'text', 'text': t['reply']}]}
        expect['facts'] = TOOL_FACTS[tool_key(t['arguments'])]
    else:
        kind, sources, hosts, down = FIXTURES[r['fixture']]
        sc['kind'] = kind
        sc['sources'] = sources
        sc['scripted'] = {'alone': r['draft'], 'steps': [{'kind': 'text', 'text': r['draft']}]}
        expect['hosts'] = hosts
        expect['facts'] = DERIVED.get(rid, []) + CHANGES.get(rid, [])
        if down:
            expect['failure'] = True
            expect['sourceDown'] = True
    sc['expect'] = expect
    sc['origin'] = f"outsider drafts.tsv {rid} ({r['fixture']}): {label}; {why}" + UNASKED.get(r['fixture'], '')
    with open(os.path.join(OUT, name + '.json'), 'w', encoding='utf-8') as f:
        json.dump(sc, f, ensure_ascii=False, indent=2); f.write('\n')
    index.append(name + '.json')

OFF = {  # which recording a question mentions: it is served whole, and the answer must still come through
  'crypto': FIXTURES['coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json'],
  'weather': FIXTURES['wttr/heideck_j1.json'], 'sports': FIXTURES['thesportsdb/eventslast_133602.json'],
  'stocks': FIXTURES['yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json'],
  'currency': FIXTURES['frankfurter/latest_base_USD_2025-04-11.json'], 'recipes': FIXTURES['themealdb/search_arrabiata.json'],
}
OFF_KIND = {'O01': 'crypto', 'O02': 'crypto', 'O03': 'crypto', 'O04': 'crypto', 'O05': 'crypto', 'O06': 'weather',
  'O07': 'weather', 'O08': 'weather', 'O09': 'recipes', 'O10': 'currency', 'O11': 'recipes', 'O12': 'sports',
  'O13': 'sports', 'O14': 'sports', 'O15': 'sports', 'O16': 'sports', 'O17': 'stocks', 'O18': 'stocks', 'O19': 'stocks',
  'O20': 'currency', 'O21': 'currency', 'O22': 'weather', 'O23': 'weather', 'O24': 'weather', 'O25': 'weather',
  'O26': 'weather', 'O27': 'weather', 'O28': 'stocks', 'O29': 'weather', 'O30': 'currency'}
for r in rows('offtopic.tsv'):
    rid = r['id']
    k = OFF_KIND[rid]
    kind, sources, hosts, _ = OFF[k]
    name = f"outsider-offtopic-{rid.lower()}-{r['lang']}-{k}"
    sc = {'kind': 'offtopic', 'language': r['lang'], 'question': r['question'], 'sources': sources,
          'scripted': {'alone': r['answer'], 'steps': [{'kind': 'text', 'text': r['answer']}]},
          'expect': {'truth': [], 'mustContain': [], 'mustNotContain': [], 'hosts': hosts, 'honest': True,
                     'failure': False, 'sourceDown': False, 'unchanged': True},
          'origin': f"outsider offtopic.tsv {rid} ({k} recording served): {r['why_offtopic']}"}
    with open(os.path.join(OUT, name + '.json'), 'w', encoding='utf-8') as f:
        json.dump(sc, f, ensure_ascii=False, indent=2); f.write('\n')
    index.append(name + '.json')

idx = os.path.join(OUT, 'index.txt')
old = open(idx, encoding='utf-8').read().split('\n')
keep = [l for l in old if l.strip() and not l.startswith('outsider-')]
with open(idx, 'w', encoding='utf-8') as f:
    f.write('\n'.join(keep + ['# The outsider\'s drafts and off-topic controls (vex-eval/tools/outsider_scenarios.py).'] + index) + '\n')
print(len(index), 'scenarios')
