#!/usr/bin/env python3
# ===- kstruct_test.py - The structure microbenchmark and its model mirror ---===#
#
# bench/kstruct/kstruct.py without a GPU: the model's arithmetic on the same
# hand-derived figures as test/unit/KernelStructureTest.cpp; the generated
# resource table read back; the fit recovering known constants from
# launches timed by the model itself; compact/ingest round trips; and, when
# NETC_BIN names a build, the mirror against the C++ model (a bench network
# lowered with structure entries: every launch's plan predicted_ms) and
# `netc lower --force-kernel`'s error for a kernel the catalog does not offer.
# ===----------------------------------------------------------------------===#

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(ROOT, "bench", "kstruct"))
import kstruct  # noqa: E402

ROUND_PROFILE = {
    "sm_version": "sm_90", "sm_count": 100, "max_threads_per_sm": 2048,
    "registers_per_sm": 65536, "shared_memory_per_sm_kib": 200,
    "peak_gflops": {"fp32": 20000}, "memory_bandwidth_gbs": 2000,
    "calibrated": {"achieved_fraction": {"fp32": 0.5}, "bandwidth_fraction": 0.5,
                   "launch_overhead_us": 5},
}


def simt64(blocks, reduction=576):
    return dict(index=0, kernel="netc_k", variant="implicit_gemm_simt", tile=[64, 64, 16],
                threads=256, blocks=blocks, dynamic_shared=0, bytes=1_000_000,
                reduction=reduction, rows_per_item=0, images=0)


class ModelMirror(unittest.TestCase):
    def test_occupancy_matches_the_hand_figures(self):
        limits = kstruct.sm_limits(ROUND_PROFILE)
        self.assertEqual(kstruct.occupancy(256, 64, 0, limits), (4, "registers"))
        self.assertEqual(kstruct.occupancy(256, 65, 0, limits)[0], 3)
        self.assertEqual(kstruct.occupancy(128, 32, 48 * 1024, limits), (4, "shared memory"))
        self.assertEqual(kstruct.occupancy(128, 32, 49 * 1024 + 1, limits)[0], 3)
        self.assertEqual(kstruct.occupancy(1024, 16, 0, limits), (2, "threads"))
        self.assertEqual(kstruct.occupancy(32, 16, 0, limits), (32, "blocks"))
        self.assertEqual(kstruct.occupancy(1024, 128, 0, limits)[0], 1)

    def test_waves_and_iteration(self):
        self.assertEqual(kstruct.waves(1000, 100, 4), (2, 200, 2))
        self.assertEqual(kstruct.waves(1001, 100, 4), (2, 201, 3))
        c = dict(iteration_ns=300, latency_ns=1000, block_ns=500)
        self.assertAlmostEqual(kstruct.iteration_ns(c, 1), 1002.0189, places=3)
        self.assertAlmostEqual(kstruct.iteration_ns(c, 4), 1324.0727, places=3)

    def test_time_is_waves_of_trips_plus_blocks(self):
        table = kstruct.read_table()
        entries = {("implicit_gemm_simt 64x64x16 t256", "fp32"):
                   dict(iteration_ns=300, latency_ns=1000, block_ns=500)}
        ms, s, c = kstruct.predict(simt64(1000), ROUND_PROFILE, "fp32", table, entries)
        self.assertEqual((s["per_sm"], s["trips"], s["full"], s["tail_per_sm"]), (4, 36, 2, 2))
        self.assertAlmostEqual(ms, 0.005 + 0.1374469, places=6)
        self.assertFalse(c["estimated"])

    def test_derived_costs(self):
        c = kstruct.costs(simt64(1), ROUND_PROFILE, "fp32", {})
        self.assertTrue(c["estimated"])
        self.assertAlmostEqual(c["iteration_ns"], 1456.3556, places=3)
        self.assertAlmostEqual(c["latency_ns"], 2912.7111, places=3)
        self.assertAlmostEqual(c["block_ns"], 5825.4222, places=3)

    def test_table_reads_back(self):
        table = kstruct.read_table()
        self.assertGreaterEqual(len(table), 60)
        keys = {(kstruct.structure_key(dict(r, images=r["images"])), r["precision"]) for r in table}
        self.assertIn(("implicit_gemm_mma 128x128x32 t256", "bf16"), keys)
        self.assertIn(("direct r2 i1", "fp32"), keys)
        for r in table:
            self.assertTrue(0 < r["registers"] <= 255, r)


class BenchDesign(unittest.TestCase):
    def test_every_layer_has_the_designed_blocks_and_whole_k_steps(self):
        for row in kstruct.read_table():
            if row["variant"] not in kstruct.GEMM_VARIANTS:
                continue
            bm, bn, bk = row["tile"]
            for per_sm in (1, 2, 3, 8):
                layers = kstruct.bench_layers(row, 132, per_sm)
                tags = [l[0] for l in layers]
                self.assertIn("res1_t18", tags)
                self.assertIn("w4_t72", tags)
                for tag, batch, image, cin, cout, kernel, pad in layers:
                    self.assertEqual(cin % bk, 0, (row, tag))
                    blocks = -(-batch * image * image // bm) * (cout // bn)
                    if tag.startswith("res"):
                        k = int(tag[3:].split("_")[0])
                        self.assertEqual(blocks, 132 * k, (row["tile"], tag))
                    if tag.startswith("w"):
                        full = int(tag[1])
                        self.assertEqual(blocks, 132 * per_sm * full, (row["tile"], tag))


class Fit(unittest.TestCase):
    def test_fit_recovers_the_constants_it_was_timed_with(self):
        table = kstruct.read_table()
        truth = dict(iteration_ns=420.0, latency_ns=900.0, block_ns=1300.0)
        key = ("implicit_gemm_simt 64x64x16 t256", "fp32")
        samples = []
        # The bench's grid: residency 1, 2, 4 at 16 and 64 trips; 2 and 4
        # waves at 4, 16, 64 trips; a tail.
        for blocks, trips in [(100, 16), (100, 64), (200, 16), (200, 64), (400, 16), (400, 64),
                              (800, 4), (800, 16), (800, 64), (1600, 4), (1600, 16),
                              (1600, 64), (500, 16)]:
            launch = simt64(blocks, reduction=trips * 16)
            ms, s, _ = kstruct.predict(launch, ROUND_PROFILE, "fp32", table, {key: truth})
            samples.append((launch, s, ms, "bench"))
        fitted, loss = kstruct.fit_group(samples, ROUND_PROFILE, "fp32", table, 0.005)
        for name in truth:
            self.assertAlmostEqual(fitted[name] / truth[name], 1.0, delta=0.02, msg=name)


class CompactIngest(unittest.TestCase):
    def test_round_trip_through_a_log(self):
        with tempfile.TemporaryDirectory() as tmp:
            lowered = os.path.join(tmp, "bench", "k-fp32", "lowered")
            os.makedirs(lowered)
            plan = {"precision": "fp32", "target": "sm_90", "weights": [], "launches": [
                {"kernel": "netc_a", "variant": "implicit_gemm_simt", "tile": [64, 64, 16],
                 "block": [256, 1, 1], "grid": [10, 1, 1], "shared_bytes": 0, "args": [],
                 "predicted_ms": 0.1},
                {"kernel": "netc_b", "variant": "max_pool", "tile": None, "block": [256, 1, 1],
                 "grid": [10, 1, 1], "shared_bytes": 0, "args": [], "predicted_ms": 0.2}]}
            json.dump(plan, open(os.path.join(lowered, "plan.json"), "w"))
            run = {"device": {"name": "NVIDIA H100 80GB HBM3"},
                   "plan": {"path": os.path.join(lowered, "plan.json")},
                   "launches": [{"index": 0, "ours": {"median_ms": 0.123456}},
                                {"index": 1, "ours": {"median_ms": 0.5}}]}
            first = os.path.join(tmp, "first.json")
            json.dump(run, open(first, "w"))
            log = os.path.join(tmp, "log.txt")
            with open(log, "w") as f:
                f.write("noise\n")
                f.write(subprocess.run([sys.executable, kstruct.__file__, "compact", first],
                                       check=True, capture_output=True, text=True).stdout)
            self.assertIn("KS k-fp32 NVIDIA_H100_80GB_HBM3 0.12346,0.5", open(log).read())
            subprocess.run([sys.executable, kstruct.__file__, "ingest", log, "--bench",
                            os.path.join(tmp, "bench"), "--plans", tmp, "--nets-runs",
                            os.path.join(tmp, "nets")], check=True, capture_output=True)
            back = json.load(open(os.path.join(tmp, "bench", "k-fp32", "run.json")))
            self.assertEqual(back["device"]["name"], "NVIDIA H100 80GB HBM3")
            self.assertEqual([l["kernel"] for l in back["launches"]], ["netc_a", "netc_b"])
            self.assertAlmostEqual(back["launches"][0]["ours"]["median_ms"], 0.12346)


@unittest.skipUnless(os.environ.get("NETC_BIN"), "NETC_BIN names no netc build")
class AgainstTheCxxModel(unittest.TestCase):
    def lower(self, tmp, net, profile, precision, force=None):
        command = [os.path.join(os.environ["NETC_BIN"], "netc"), "lower", net, "--target",
                   "sm_90", "--device", profile, "--precision", precision, "--no-compile",
                   "-o", os.path.join(tmp, "out")]
        if force:
            command += ["--force-kernel", force]
        elif precision in ("bf16", "fp16"):
            # The mirror prices the k-loop kernels of KernelStructure; the
            # wgmma kernels, which the cost model picks on sm_90 in 16 bits,
            # have no structure entries yet.
            command += ["--conv-variant", "implicit_gemm_mma"]
        return subprocess.run(command, capture_output=True, text=True)

    def test_plans_predictions_equal_the_mirror(self):
        with tempfile.TemporaryDirectory() as tmp:
            nets = [os.path.join(ROOT, "nets", name) for name in ("alexnet.json", "ece408.json")]
            profile = json.load(open(os.path.join(ROOT, "devices", "h100.json")))
            # One measured entry per kernel the nets may choose in fp32 and
            # bf16, so that every k-loop launch is priced by the structure
            # (ECE408's first layer: the direct kernel).
            entries, named = [], set()
            for row in kstruct.read_table():
                launch = dict(variant=row["variant"], tile=row["tile"], threads=row["threads"],
                              rows_per_item=row["rows_per_item"], images=row["images"])
                if (kstruct.structure_key(launch), row["precision"]) in named:
                    continue  # the direct forms' rows for other tap counts
                named.add((kstruct.structure_key(launch), row["precision"]))
                entries.append(dict(kernel=kstruct.structure_key(launch),
                                    precision=row["precision"], iteration_ns=500 + row["threads"],
                                    latency_ns=1200, block_ns=700))
            profile["calibrated"]["generated_kernels"]["structure"] = entries
            path = os.path.join(tmp, "h100.json")
            json.dump(profile, open(path, "w"))
            for net, precision in [(n, p) for n in nets for p in ("fp32", "bf16")]:
                done = self.lower(tmp, net, path, precision)
                self.assertEqual(done.returncode, 0, done.stderr)
                launches, plan = kstruct.plan_launches(os.path.join(tmp, "out"))
                table = kstruct.read_table()
                checked = 0
                for launch in launches:
                    if launch["variant"] not in kstruct.STRUCTURAL:
                        continue
                    ms, _, c = kstruct.predict(launch, profile, precision, table,
                                               kstruct.profile_entries(profile))
                    self.assertFalse(c["estimated"])
                    self.assertAlmostEqual(ms / launch["predicted_ms"], 1.0, delta=1e-6,
                                           msg=launch["kernel"])
                    checked += 1
                self.assertGreater(checked, 1, net)

    def test_force_kernel(self):
        with tempfile.TemporaryDirectory() as tmp:
            net = os.path.join(ROOT, "nets", "conv_L5.json")
            done = self.lower(tmp, net, "h100", "fp32", "implicit_gemm_simt 64x32x16 t128")
            self.assertEqual(done.returncode, 0, done.stderr)
            plan = json.load(open(os.path.join(tmp, "out", "plan.json")))
            self.assertEqual([(l["variant"], l["tile"]) for l in plan["launches"]],
                             [("implicit_gemm_simt", [64, 32, 16])])
            bad = self.lower(tmp, net, "h100", "fp32", "implicit_gemm_mma 128x128x32 t256")
            self.assertNotEqual(bad.returncode, 0)
            self.assertIn("no candidate is the forced kernel 'implicit_gemm_mma 128x128x32 t256'",
                          bad.stderr)
            self.assertIn("implicit_gemm_simt 64x32x16 t128", bad.stderr)


if __name__ == "__main__":
    unittest.main()
