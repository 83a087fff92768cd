#!/usr/bin/env python3
"""Checks a frozen follow-up test TSV: exactly three TABs per case line, known kinds, no duplicate pairs."""
import sys, re
KINDS = {"weather","crypto","stocks","currency","sports","news","recipes","search","translate"}
errors = 0
for path in sys.argv[1:]:
    seen = {}
    asks = nonasks = 0
    section = None
    per = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.startswith("# ---"):
                section = line[5:].strip(); continue
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 4:
                print(f"{path}:{n}: expected 4 fields (3 TABs), got {len(parts)}"); errors += 1; continue
            prev, cur, exp, why = parts
            if not prev.strip() or not cur.strip() or not why.strip():
                print(f"{path}:{n}: empty previous, current or reason"); errors += 1
            key = (prev.strip().lower(), cur.strip().lower())
            if key in seen:
                print(f"{path}:{n}: duplicate pair of line {seen[key]}"); errors += 1
            seen[key] = n
            c = per.setdefault(section, {})
            if exp == "-":
                nonasks += 1; c["-"] = c.get("-", 0) + 1; continue
            asks += 1
            for part in exp.split(" & "):
                kind, sep, subj = part.partition(":")
                if kind not in KINDS or not sep:
                    print(f"{path}:{n}: bad intent {part!r}"); errors += 1
                elif kind == "currency" and not re.fullmatch(r"[A-Z]{3}/[A-Z]{3}", subj):
                    print(f"{path}:{n}: currency subject must be FROM/TO ISO: {subj!r}"); errors += 1
                else:
                    c[kind] = c.get(kind, 0) + 1
    print(f"{path}: {asks} asks, {nonasks} non-asks")
    for sec, c in per.items():
        print(f"  [{sec}] " + ", ".join(f"{k}={v}" for k, v in sorted(c.items())))
print(f"{errors} errors")
sys.exit(1 if errors else 0)
