#!/usr/bin/env python3
"""ratchet.py <target-dir> <test-dir> [--apply]: compares held-out reports with test floors; --apply raises floors."""
import re, sys, os, glob
tdir, jdir = sys.argv[1], sys.argv[2]; apply = '--apply' in sys.argv
def rd(path, line_key):
    s = open(path).read()
    m = re.search(r'^- ' + line_key + r': asks right (\d+)/(\d+).*?asks taken for mentions (\d+).*?false fires (\d+)/(\d+)', s, re.M)
    return tuple(int(x) for x in m.groups()) if m else None
rows = []
for rep in sorted(glob.glob(os.path.join(tdir, 'intent-holdout*.md')) + glob.glob(os.path.join(tdir, 'intent-followup*.md'))):
    base = os.path.basename(rep)
    m = re.fullmatch(r'intent-(holdout|followup)(\d*)\.md', base)
    if not m: continue
    kind, n = m.group(1), m.group(2)
    if kind == 'holdout':
        test = 'IntentHoldout%sTest.java' % n; vals = rd(rep, 'both')
    else:
        test = 'IntentFollowUpHoldout%sTest.java' % n; vals = rd(rep, 'with the previous turn')
    tp = os.path.join(jdir, test)
    retired = int(n or 1) <= 5
    if not os.path.exists(tp) or not vals: continue
    src = open(tp).read()
    ar, at, men, ff, ft = vals
    def const(name):
        mm = re.search(r'static final double ' + name + r' = (\d+) / (\d+)\.0;', src)
        return (int(mm.group(1)), int(mm.group(2))) if mm else None
    new = src; status = []
    for name, val, tot, better in (('MIN_ASKS_RIGHT', ar, at, lambda a, b: a > b), ('MAX_FALSE_FIRES', ff, ft, lambda a, b: a < b), ('MAX_ASKS_AS_MENTIONS', men, at, lambda a, b: a < b)):
        c = const(name)
        if not c: continue
        if c[1] != tot: status.append('%s total %d vs %d!' % (name, c[1], tot)); continue
        if val == c[0]: continue
        if better(val, c[0]):
            status.append('%s %d->%d' % (name, c[0], val))
            new = new.replace('static final double %s = %d / %d.0;' % (name, c[0], tot), 'static final double %s = %d / %d.0;' % (name, val, tot))
        else:
            status.append('FAIL %s %d (floor %d)' % (name, val, c[0]))
    print('%-36s asks %d/%d men %d ff %d/%d  %s' % (test, ar, at, men, ff, ft, ' '.join(status)))
    rows.append((kind, n, vals))
    if apply and new != src and not retired: open(tp, 'w').write(new)
for kind in ('holdout', 'followup'):
    for lo, hi in ((1, 99), (6, 99)):
        s = [0]*5
        for k, n, v in rows:
            nn = int(n or 1)
            if k == kind and lo <= nn <= hi:
                s = [a+b for a, b in zip(s, v)]
        print('%s parts %d-: asks %d/%d, mentions %d, ff %d/%d' % (kind, lo, s[0], s[1], s[2], s[3], s[4]))
