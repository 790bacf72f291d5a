#!/usr/bin/env python3
# ===- conv_sweep_test.py - The designed sweep of convolution shapes -------===#
#
# bench/conv_sweep.py without a GPU: the sampler's determinism, its coverage
# of the ranges issue 15 names and its limits; every chunk accepted by netc
# (when NETC_BIN names a build); `run` resuming where it stopped and never
# keeping a half-written result, with fake netc and netc-runtime; `collect`
# giving one row per shape and pass.
# ===----------------------------------------------------------------------===#

import json
import os
import stat
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "bench", "conv_sweep.py")
sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
import conv_sweep  # noqa: E402

# A fake netc (writes a plan naming the chunk) and netc-runtime (a profile
# with every layer of that chunk and three passes, or a failure when the
# chunk's name is in FAIL_CHUNKS).
FAKE_NETC = """#!/usr/bin/env python3
import json, sys
args = sys.argv[1:]
plan = args[args.index("--emit-plan") + 1]
json.dump({"source": args[1]}, open(plan, "w"))
"""
FAKE_RUNTIME = """#!/usr/bin/env python3
import json, os, re, sys
args = sys.argv[1:]
plan, output = args[1], args[args.index("-o") + 1]
source = json.load(open(plan))["source"]
if any(name in source for name in os.environ.get("FAIL_CHUNKS", "").split(",") if name):
    open(output, "w").write("{half")  # a half-written result, then a failure
    sys.exit(3)
names = re.findall(r'net.conv2d "([^"]+)"', open(source).read())
layers = [{"name": n, "passes": [{"pass": p, "find": {"median_ms": 1.5},
           "find_algorithm": {"name": "eng0"}, "predicted_ms": 2.0}
          for p in ("forward", "backward_data", "backward_filter")]} for n in names]
json.dump({"device": {"name": "fake"}, "layers": layers}, open(output, "w"))
"""


def read_json(path):
    with open(path) as f:
        return json.load(f)


def run_script(*args, env=None):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          env=env)


class Sampler(unittest.TestCase):
    def test_the_same_seed_draws_the_same_shapes(self):
        self.assertEqual(conv_sweep.sample(200, 7), conv_sweep.sample(200, 7))
        self.assertNotEqual(conv_sweep.sample(200, 7), conv_sweep.sample(200, 8))

    def test_the_ranges_the_issue_names_are_covered_and_the_limits_kept(self):
        shapes = conv_sweep.sample(2000, 1)
        self.assertEqual({s["batch"] for s in shapes}, set(conv_sweep.BATCHES))
        self.assertTrue({1, 3, 4} <= {s["cin"] for s in shapes})
        self.assertTrue(any(s["cin"] & (s["cin"] - 1) for s in shapes))  # not powers of two
        self.assertTrue(any(s["filter"][0] != s["filter"][1] for s in shapes))
        self.assertEqual({s["strides"][0] for s in shapes}, {1, 2, 3, 4})
        self.assertTrue(any(s["pad"][0] >= s["filter"][0] for s in shapes))  # beyond it
        self.assertTrue(any(s["out"] == [1, 1] for s in shapes))
        self.assertTrue(any(max(s["out"]) >= 256 for s in shapes))
        self.assertTrue(any(max(s["filter"]) == 11 for s in shapes))
        for s in shapes:
            n, (ih, iw), (oh, ow) = s["batch"], s["in"], s["out"]
            for i, k, st, p, o in zip(s["in"], s["filter"], s["strides"], s["pad"], s["out"]):
                self.assertEqual((i + 2 * p - k) // st + 1, o, s)
            self.assertLessEqual(n * ih * iw * s["cin"], conv_sweep.MAX_TENSOR_ELEMENTS)
            self.assertLessEqual(n * oh * ow * s["cout"], conv_sweep.MAX_TENSOR_ELEMENTS)
            self.assertLessEqual(s["multiply_adds"], conv_sweep.MAX_MULTIPLY_ADDS)
            self.assertEqual(s["multiply_adds"],
                             n * oh * ow * s["cout"] * s["filter"][0] * s["filter"][1] * s["cin"])


class Commands(unittest.TestCase):
    def setUp(self):
        temporary = tempfile.TemporaryDirectory()
        self.addCleanup(temporary.cleanup)
        self.work = temporary.name
        self.sweep = os.path.join(self.work, "sweep")
        result = run_script("sample", "-o", self.sweep, "--count", "60", "--per-chunk", "4")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.manifest = read_json(os.path.join(self.sweep, "shapes.json"))
        self.bin = os.path.join(self.work, "bin")
        os.makedirs(self.bin)
        for name, text in (("netc", FAKE_NETC), ("netc-runtime", FAKE_RUNTIME)):
            path = os.path.join(self.bin, name)
            with open(path, "w") as f:
                f.write(text)
            os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)

    def test_chunks_hold_every_shape_once_in_one_batch(self):
        chunks = self.manifest["chunks"]
        self.assertEqual(self.manifest["count"], 60)
        for chunk in chunks:
            members = [s for s in self.manifest["shapes"] if s["chunk"] == chunk]
            self.assertTrue(1 <= len(members) <= 4)
            self.assertEqual(len({s["batch"] for s in members}), 1)
            with open(os.path.join(self.sweep, chunk + ".mlir")) as f:
                text = f.read()
            self.assertEqual(text.count("net.conv2d"), len(members))
            self.assertEqual(text.count("net.elementwise"), len(members))

    def test_netc_accepts_every_chunk(self):
        netc = os.path.join(os.environ.get("NETC_BIN", ""), "netc")
        if not os.path.exists(netc):
            self.skipTest("NETC_BIN does not name a build with netc")
        for chunk in self.manifest["chunks"]:
            result = subprocess.run([netc, "profile", os.path.join(self.sweep, chunk + ".mlir"),
                                     "--device", "h100", "--precision", "bf16", "--emit-plan",
                                     os.path.join(self.work, "plan.json")],
                                    capture_output=True, text=True)
            self.assertEqual(result.returncode, 0, chunk + ": " + result.stderr)
            plan = read_json(os.path.join(self.work, "plan.json"))
            convs = [l for l in plan["layers"] if l["op"] == "conv2d"]
            self.assertTrue(convs and all(l["backward_data_needed"] for l in convs), chunk)

    def test_run_resumes_and_keeps_no_half_result_then_collect(self):
        chunks = self.manifest["chunks"]
        env = dict(os.environ, FAIL_CHUNKS=chunks[1])
        first = run_script("run", self.sweep, "--precision", "bf16", "--bin", self.bin, env=env)
        self.assertEqual(first.returncode, 1, first.stdout + first.stderr)
        self.assertIn(f"[2/{len(chunks)}] {chunks[1]}", first.stdout)
        results = os.path.join(self.sweep, "results-bf16")
        self.assertFalse(os.path.exists(os.path.join(results, chunks[1] + ".json")))
        second = run_script("run", self.sweep, "--precision", "bf16", "--bin", self.bin)
        self.assertEqual(second.returncode, 0, second.stdout + second.stderr)
        self.assertIn(f"{len(chunks) - 1} of {len(chunks)} chunks measured before; 1 to go",
                      second.stdout)
        rows_path = os.path.join(self.work, "rows.json")
        collected = run_script("collect", self.sweep, "--precision", "bf16", "-o", rows_path)
        self.assertEqual(collected.returncode, 0, collected.stderr)
        rows = read_json(rows_path)["rows"]
        self.assertEqual(len(rows), 60 * 3)
        self.assertEqual({r["pass"] for r in rows},
                         {"forward", "backward_data", "backward_filter"})
        self.assertTrue(all(r["measured_ms"] == 1.5 and r["predicted_ms"] == 2.0 for r in rows))

    def test_shuffle_measures_every_chunk_once_in_another_order(self):
        chunks = self.manifest["chunks"]
        result = run_script("run", self.sweep, "--precision", "fp32", "--bin", self.bin,
                            "--shuffle", "3")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        order = [line.split("] ")[1].split(":")[0] for line in result.stdout.splitlines()
                 if line.startswith("  [")]
        self.assertEqual(sorted(order), sorted(chunks))
        self.assertNotEqual(order, chunks)

    def test_a_budget_too_small_starts_nothing_and_says_so(self):
        result = run_script("run", self.sweep, "--precision", "fp32", "--bin", self.bin,
                            "--budget-s", "5")
        self.assertEqual(result.returncode, 0)
        self.assertIn("stopped with", result.stdout)
        self.assertIn("run again to resume", result.stdout)

    def test_run_without_a_manifest_is_a_clear_error(self):
        result = run_script("run", self.work, "--precision", "fp32", "--bin", self.bin)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("shapes.json", result.stderr)
        self.assertIn("run `sample` first", result.stderr)


if __name__ == "__main__":
    unittest.main()
