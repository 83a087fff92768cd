#!/usr/bin/env python3
"""Checks a frozen intent test TSV: exactly two TABs per case line, a known kind, no duplicates."""
import sys, re
KINDS = {"weather","crypto","stocks","currency","sports","news","recipes","search","translate"}
errors = 0
for path in sys.argv[1:]:
    seen = {}
    asks = nonasks = 0
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                print(f"{path}:{n}: expected 3 fields, got {len(parts)}"); errors += 1; continue
            msg, exp, why = parts
            if not msg.strip() or not why.strip():
                print(f"{path}:{n}: empty message or reason"); errors += 1
            key = msg.strip().lower()
            if key in seen:
                print(f"{path}:{n}: duplicate of line {seen[key]}"); errors += 1
            seen[key] = n
            if exp == "-":
                nonasks += 1; continue
            asks += 1
            for part in exp.split(" & "):
                kind, sep, subj = part.partition(":")
                if kind not in KINDS or not sep:
                    print(f"{path}:{n}: bad intent {part!r}"); errors += 1
                elif kind == "currency" and not re.fullmatch(r"[A-Z]{3}/[A-Z]{3}", subj):
                    print(f"{path}:{n}: currency subject must be FROM/TO ISO: {subj!r}"); errors += 1
    print(f"{path}: {asks} asks, {nonasks} non-asks")
print(f"{errors} errors")
sys.exit(1 if errors else 0)
