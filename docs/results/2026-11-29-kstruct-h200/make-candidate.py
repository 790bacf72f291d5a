"""The candidate profile of call 3 (session 23): devices/h200.json plus the
wgmma entries of wgmma-structure-call2.json (fitted on call 2's tf32 and bf16
runs of the five nets) and the bf16 mma.sync and direct entries of
h200-structure.json (the H200 bench, call 2). Usage:
  python3 make-candidate.py OUT.json [FRAGMENT.json]
(FRAGMENT: wgmma-structure-calls23.json gives the refit on calls 2 and 3.)"""
import json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, "..", "..", "..")
fragment = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "wgmma-structure-call2.json")
profile = json.load(open(os.path.join(root, "devices", "h200.json")))
entries = profile["calibrated"]["generated_kernels"]["structure"]
added = [e for e in json.load(open(fragment))["structure"] if e["kernel"].startswith("implicit_gemm_wgmma")]
added += [e for e in json.load(open(os.path.join(here, "h200-structure.json")))["structure"]
          if e["precision"] == "bf16" and e["kernel"].split()[0] in ("implicit_gemm_mma", "direct")]
fields = ("kernel", "precision", "iteration_ns", "latency_ns", "block_ns")
entries += [{k: e[k] for k in fields} for e in added]
json.dump(profile, open(sys.argv[1], "w"), indent=2)
print(f"{sys.argv[1]}: {len(added)} entries added")
