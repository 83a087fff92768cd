#!/usr/bin/env python3
"""Shared by the held-out outsider sets' converters (outsider6_scenarios.py to outsider10_scenarios.py): reads a
writer's drafts and off-topic TSV files (copied byte for byte into src/test/resources/outsiderN) and writes one
scenario file per row. Each set is converted once; its scenarios are kept and changed only when wrong, with the
reason in the commit."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '../src/main/resources/scenarios')

def unescape(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == '\\' and i + 1 < len(s):
            out.append({'n': '\n', 't': '\t', '\\': '\\'}.get(s[i + 1], s[i + 1])); i += 2
        else:
            out.append(s[i]); i += 1
    return ''.join(out)

def rows(src_dir, name):
    lines = open(os.path.join(HERE, '../src/test/resources', src_dir, name), encoding='utf-8').read().split('\n')
    head = lines[0].split('\t')
    return [dict(zip(head, [unescape(c) for c in l.split('\t')])) for l in lines[1:] if l.strip()]

def src(source, path, file):
    return {'source': source, 'path': path, 'file': file}

# The same sources and hosts as the earlier outsider scenarios for the same recordings (outsider_scenarios.py).
HN_HOSTS = ['news.ycombinator.com', 'ycombinator.com', 'antirez.com', 'camillovisini.com', 'scottspence.com', 'conductor.build', 'medievalists.net']
SPORTSDB_HOSTS = ['thesportsdb.com', 'www.thesportsdb.com']
LIVERPOOL = src('sportsdb', '/searchteams.php', 'thesportsdb/searchteams_liverpool.json')
FIXTURES = {
  'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json': ('stocks', [src('yahoo', '/v8/finance/chart/AAPL', 'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json'), src('yahoo', '/v1/finance/search', 'yahoo-search/search_AAPL.json')], ['finance.yahoo.com', 'yahoo.com']),
  'yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json': ('stocks', [src('yahoo', '*', 'real/yahoo-chart/chart_SP500TR_1d_2023-06-20_to_2023-07-14.json')], ['finance.yahoo.com', 'yahoo.com']),
  'wttr/heideck_j1.json': ('weather', [src('wttr', '*', 'wttr/heideck_j1.json')], ['wttr.in']),
  'wttr/moscow_j1_lang_ru.json': ('weather', [src('wttr', '*', 'real/wttr/moscow_j1_lang_ru.json')], ['wttr.in']),
  'themealdb/search_arrabiata.json': ('recipes', [src('mealdb', '/api/json/v1/1/search.php', 'themealdb/search_arrabiata.json')], ['themealdb.com', 'www.themealdb.com', 'youtube.com']),
  'themealdb/lookup_52767.json': ('recipes', [src('mealdb', '*', 'real/themealdb/lookup_52767.json')], ['themealdb.com', 'www.themealdb.com', 'youtube.com']),
  'themealdb/filter_ingredient_egg.json': ('recipes', [src('mealdb', '*', 'real/themealdb/filter_ingredient_egg.json')], ['themealdb.com', 'www.themealdb.com']),
  'hn-algolia/front_page.json': ('news', [src('hn', '/api/v1/search', 'hn-algolia/front_page.json')], HN_HOSTS),
  'coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json': ('crypto', [src('coingecko', '/api/v3/simple/price', 'coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json')], ['coingecko.com']),
  'thesportsdb/eventslast_133602.json': ('sports', [LIVERPOOL, src('sportsdb', '/eventslast.php', 'thesportsdb/eventslast_133602.json')], SPORTSDB_HOSTS),
  # the same capture as eventslast_133602.json (the same JSON, see thesportsdb/PROVENANCE.md)
  'thesportsdb/eventslast_133602_raw.json': ('sports', [LIVERPOOL, src('sportsdb', '/eventslast.php', 'thesportsdb/eventslast_133602.json')], SPORTSDB_HOSTS),
  'thesportsdb/eventsnext_133602.json': ('sports', [LIVERPOOL, src('sportsdb', '/eventsnext.php', 'real/thesportsdb/eventsnext_133602.json')], SPORTSDB_HOSTS),
  'coingecko/coins_markets_usd_ids_bitcoin.json': ('crypto', [src('coingecko', '/api/v3/coins/markets', 'real/coingecko/coins_markets_usd_ids_bitcoin.json')], ['coingecko.com']),
  'coingecko/coins_markets_usd_top10.json': ('crypto', [src('coingecko', '/api/v3/coins/markets', 'real/coingecko/coins_markets_usd_top10.json')], ['coingecko.com']),
  'frankfurter/latest_base_USD_2025-04-11.json': ('currency', [src('frankfurter', '*', 'real/frankfurter/latest_base_USD_2025-04-11.json')], ['frankfurter.dev', 'frankfurter.app']),
  # served where it was recorded (?format=3), which Vex's fetcher never asks (?format=j1): for Vex the source is down
  'wttr/nuremberg_format3.txt': ('weather', [src('wttr', '/Nuremberg?format=3', 'real/wttr/nuremberg_format3.txt')], ['wttr.in'], True),
  'thesportsdb/eventspastleague_4328.json': ('sports', [src('sportsdb', '/searchteams.php', 'thesportsdb/searchteams_fulham.json'), src('sportsdb', '/eventslast.php', 'thesportsdb/eventspastleague_4328.json')], SPORTSDB_HOSTS),
}

# The recording each kind of off-topic question is served with (the same for every set from outsider7 on).
OFF_RECORDINGS = {'stocks': 'yahoo-chart/chart_AAPL_2020-01-01_to_2020-01-03_1d.json', 'weather': 'wttr/heideck_j1.json',
                  'recipes': 'themealdb/search_arrabiata.json', 'news': 'hn-algolia/front_page.json',
                  'crypto': 'coingecko/simple_price_bitcoin_ethereum_tether_usd_24h_change.json',
                  'sports': 'thesportsdb/eventslast_133602.json', 'currency': 'frankfurter/latest_base_USD_2025-04-11.json'}

def off_kinds(by_kind):
    """{kind: 'Q01 Q02 ...'} as {question id: kind}."""
    return {i: k for k, ids in by_kind.items() for i in ids.split()}

def convert(n, off_kind, off_fixture, heading, skip=()):
    """Writes set n's scenarios (outsiderN-...) and lists them in index.txt under heading; the draft and off-topic
    ids in skip (rows that repeat an earlier set's question with the same draft or answer) get no scenario."""
    tag, src_dir, index = f'outsider{n}', f'outsider{n}', []
    def write(name, sc):
        with open(os.path.join(OUT, name + '.json'), 'w', encoding='utf-8') as f:
            json.dump(sc, f, ensure_ascii=False, indent=2); f.write('\n')
        index.append(name + '.json')
    for r in rows(src_dir, f'drafts{n}.tsv'):
        rid, label, lang = r['id'], r['label'], r['lang']
        if rid in skip:
            continue
        kind, sources, hosts, *down = FIXTURES[r['fixture']]
        write(f"{tag}-{rid.lower()}-{lang}-{label}", {
            'kind': kind, 'language': lang, 'question': r['question'], 'sources': sources,
            'scripted': {'alone': r['draft'], 'steps': [{'kind': 'text', 'text': r['draft']}]},
            'expect': {'truth': [], 'facts': [], 'mustContain': [], 'mustNotContain': [], 'hosts': hosts,
                       'honest': label == 'honest', 'failure': bool(down), 'sourceDown': bool(down)},
            'origin': f"outsider drafts{n}.tsv {rid} ({r['fixture']}): {label}; truth: {r['truth']}; {r['why']}"})
    for r in rows(src_dir, f'offtopic{n}.tsv'):
        rid = r['id']; k = off_kind[rid]
        if rid in skip:
            continue
        _, sources, hosts, *_ = FIXTURES[off_fixture[k]]
        write(f"{tag}-offtopic-{rid.lower()}-{r['lang']}-{k}", {
            'kind': 'offtopic', 'language': r['lang'], 'question': r['question'], 'sources': sources,
            'scripted': {'alone': r['answer'], 'steps': [{'kind': 'text', 'text': r['answer']}]},
            'expect': {'truth': [], 'mustContain': [], 'mustNotContain': [], 'hosts': hosts, 'honest': True,
                       'failure': False, 'sourceDown': False, 'unchanged': True},
            'origin': f"outsider offtopic{n}.tsv {rid} ({k} recording served): {r['why_offtopic']}"})
    idx = os.path.join(OUT, 'index.txt')
    old = [l for l in open(idx, encoding='utf-8').read().split('\n')
           if l.strip() and not l.startswith(tag + '-') and l != heading]
    with open(idx, 'w', encoding='utf-8') as f:
        f.write('\n'.join(old + [heading] + index) + '\n')
    print(len(index), 'scenarios')
