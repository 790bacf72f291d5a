#!/usr/bin/env python3
"""Checks `netc lower --explain --format json` against the plan.json the
same lowering wrote: one entry per launch, in order; each launch's candidates
fastest first with consecutive ranks where nothing is skipped; exactly one
chosen; the chosen one's time is the plan's predicted_ms. With --unforced,
the chosen one is also rank 1 (the cost model's own choice).

usage: check_choices.py CHOICES.json PLAN.json [--unforced]
Prints "ok: N launches, M candidates shown" or the first mismatch (exit 1)."""
import json
import sys


def fail(message):
    print(f"check_choices.py: {message}")
    sys.exit(1)


choices = json.load(open(sys.argv[1]))
plan = json.load(open(sys.argv[2]))
unforced = "--unforced" in sys.argv[3:]
launches = choices["launches"]
if len(launches) != len(plan["launches"]):
    fail(f"{len(launches)} launches explained, the plan has {len(plan['launches'])}")
shown_total = 0
for i, (launch, planned) in enumerate(zip(launches, plan["launches"])):
    where = f"launch {i} ({'+'.join(launch['layers'])})"
    if launch["launch"] != i or launch["layers"] != planned["layers"]:
        fail(f"{where}: not the plan's launch {i} ({planned['layers']})")
    shown = launch["shown"]
    shown_total += len(shown)
    if not shown or len(shown) > launch["candidates"]:
        fail(f"{where}: {len(shown)} shown of {launch['candidates']} candidates")
    times = [c["predicted_ms"] for c in shown]
    ranks = [c["rank"] for c in shown]
    if times != sorted(times) or ranks != sorted(ranks) or ranks[0] != 1:
        fail(f"{where}: not fastest first: ranks {ranks}, times {times}")
    chosen = [c for c in shown if c["chosen"]]
    if len(chosen) != 1:
        fail(f"{where}: {len(chosen)} candidates marked chosen")
    if abs(chosen[0]["predicted_ms"] - planned["predicted_ms"]) > 1e-9 * planned["predicted_ms"]:
        fail(f"{where}: the chosen one's {chosen[0]['predicted_ms']} ms is not the plan's "
             f"{planned['predicted_ms']}")
    if unforced and chosen[0]["rank"] != 1:
        fail(f"{where}: the cost model's choice is rank {chosen[0]['rank']}")
    others = [c["predicted_ms"] for c in shown if not c["chosen"]]
    ratio = launch["runner_up_ratio"]
    if (ratio is None) != (not others) or (
            others and abs(ratio - others[0] / chosen[0]["predicted_ms"]) > 1e-9 * ratio):
        fail(f"{where}: runner_up_ratio {ratio} is not the fastest other candidate's "
             f"time over the chosen one's")
    if unforced and ratio is not None and ratio < 1:
        fail(f"{where}: a faster candidate than the cost model's choice ({ratio})")
    for c in shown:
        if c["priced_by"] == "structure" and c["structure"]["blocks_per_sm"] < 1:
            fail(f"{where}: {c['kernel']}: no block resident")
print(f"ok: {len(launches)} launches, {shown_total} candidates shown")
