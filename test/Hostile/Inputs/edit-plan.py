#!/usr/bin/env python3
"""Writes a copy of a netc plan.json with one hostile edit (issue 14).

Usage: edit-plan.py PLAN EDIT OUTPUT
  pitch  the first launch's first tensor argument gets a pitch of 2^62: its
         byte span wraps past 2^63 and used to pass the arena check
  shape  the second layer's output shape becomes [2^32, 2^32, 1, 1]: its
         element count wraps to 0 in 64 bits
  block  the first launch's block becomes [2^32, 2^32, 1]: its thread count
         wraps to 0 in 64 bits and used to pass the 1024-thread check
The kernels and the header stay where the plan says (paths are relative to
the plan's directory, so OUTPUT goes beside PLAN's files through "source").
"""
import json
import os
import sys

plan_path, edit, output = sys.argv[1:4]
with open(plan_path) as f:
    plan = json.load(f)
if edit == "pitch":
    for arg in plan["launches"][0]["args"]:
        if arg.get("tensor"):
            arg["tensor"]["pitch"] = 2**62
            break
elif edit == "shape":
    plan["layers"][1]["output_shape"] = [2**32, 2**32, 1, 1]
elif edit == "block":
    plan["launches"][0]["block"] = [2**32, 2**32, 1]
else:
    sys.exit("unknown edit " + edit)
# The module's files are named relative to the plan; point them at the
# originals so only the edit differs.
base = os.path.relpath(os.path.dirname(os.path.abspath(plan_path)),
                       os.path.dirname(os.path.abspath(output)))
module = plan.get("module")
if isinstance(module, dict):
    for key in ("source", "header", "cubin", "ptx"):
        if isinstance(module.get(key), str) and module[key]:
            module[key] = os.path.join(base, module[key])
with open(output, "w") as f:
    json.dump(plan, f)
