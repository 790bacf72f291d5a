#!/usr/bin/env python3
# ===- fit_rows_test.py - Measured layers as rows for netc calibrate -------===#
#
# bench/fit_rows.py without a GPU: the designed sweep's collected rows and a
# netc-runtime profile become CSV rows with the columns `netc calibrate
# --fit / --validate` reads; with NETC_BIN naming a build, every sampled
# shape (1, 3 and 4 channels, non-square filters, pads beyond the filter,
# stride 4) is accepted by netc's row reader and fitted.
# ===----------------------------------------------------------------------===#

import csv
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "bench", "fit_rows.py")
sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
import conv_sweep  # noqa: E402


def run_script(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True)


def read_csv(path):
    with open(path) as f:
        return list(csv.DictReader(f))


class SweepRows(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.mkdtemp()
        shapes = conv_sweep.sample(40, seed=3)
        rows = []
        for index, shape in enumerate(shapes):
            shape["id"] = f"s{index:05d}"
            for number, name in enumerate(("forward", "backward_data", "backward_filter")):
                # A measured-looking time that depends on the work; one row
                # unmeasured (a failed engine).
                ms = None if index == 0 and number == 0 else 1e-9 * shape["multiply_adds"] + 0.01
                rows.append({**shape, "pass": name, "measured_ms": ms, "engine": "eng0",
                             "predicted_ms": 1.0})
        self.collected = os.path.join(self.work, "rows.json")
        with open(self.collected, "w") as f:
            json.dump({"precision": "bf16", "device": {"name": "NVIDIA H100 80GB HBM3"},
                       "rows": rows, "chunks_missing": []}, f)
        self.shapes = shapes

    def test_every_shape_and_pass_becomes_a_row(self):
        output = os.path.join(self.work, "rows.csv")
        done = run_script("sweep", self.collected, "-o", output)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("120 rows (119 measured)", done.stdout)
        rows = read_csv(output)
        self.assertEqual(len(rows), 120)
        first = rows[0]
        self.assertEqual(first["device"], "h100")
        self.assertEqual(first["precision"], "bf16")
        self.assertEqual(first["measured_ms"], "")  # not measured: left for netc to skip
        shape = self.shapes[0]
        self.assertEqual(int(first["cin"]), shape["cin"])
        self.assertEqual([int(first["filter_h"]), int(first["filter_w"])], shape["filter"])
        self.assertEqual([int(first["pad_h"]), int(first["pad_w"])], shape["pad"])
        self.assertEqual([int(first["out_h"]), int(first["out_w"])], shape["out"])

    def test_netc_reads_and_fits_every_sampled_shape(self):
        netc = os.path.join(os.environ.get("NETC_BIN", ""), "netc")
        if not os.access(netc, os.X_OK):
            self.skipTest("NETC_BIN does not name a build with netc")
        output = os.path.join(self.work, "rows.csv")
        self.assertEqual(run_script("sweep", self.collected, "-o", output).returncode, 0)
        validated = subprocess.run([netc, "calibrate", "--validate", output, "--device", "h100",
                                    "--folds", "filter", "--rounds", "1", "--format", "csv"],
                                   capture_output=True, text=True)
        self.assertEqual(validated.returncode, 0, validated.stderr)
        self.assertIn("1 rows without a measurement", validated.stderr)
        lines = validated.stdout.splitlines()
        self.assertTrue(lines[0].startswith("precision,pass,rows,median,p90"))
        counted = sum(int(line.split(",")[2]) for line in lines[1:])
        self.assertEqual(counted, 119)  # every measured row scored once, held out
        profile = os.path.join(self.work, "fitted.json")
        fitted = subprocess.run([netc, "calibrate", "--fit", output, "--device", "h100",
                                 "--rounds", "1", "-o", profile], capture_output=True, text=True)
        self.assertEqual(fitted.returncode, 0, fitted.stderr)
        with open(profile) as f:
            self.assertIn("bf16", json.load(f)["calibrated"]["per_precision"])


class ProfileRows(unittest.TestCase):
    def test_the_faster_engine_per_layer_and_pass(self):
        work = tempfile.mkdtemp()
        path = os.path.join(work, "profile.json")
        with open(path, "w") as f:
            json.dump({"device": {"name": "NVIDIA H200"}, "run": {"precision": "fp32"},
                       "layers": [{"name": "conv1", "op": "conv2d", "passes": [
                           {"pass": "forward", "heuristic": {"median_ms": 2.0},
                            "find": {"median_ms": 1.5}},
                           {"pass": "backward_data", "heuristic": {"median_ms": 3.0},
                            "find": None},
                           {"pass": "weight_update", "heuristic": {"median_ms": 1.0}}]}]}, f)
        output = os.path.join(work, "rows.csv")
        done = run_script("profile", path, "--network", "vgg16", "-o", output)
        self.assertEqual(done.returncode, 0, done.stderr)
        rows = read_csv(output)
        self.assertEqual([(r["device"], r["network"], r["layer"], r["pass"], r["measured_ms"])
                          for r in rows],
                         [("h200", "vgg16", "conv1", "forward", "1.5"),
                          ("h200", "vgg16", "conv1", "backward_data", "3.0")])

    def test_a_profile_keeps_its_plans_batch(self):
        # An ONNX export made at batch 1 and profiled with `netc profile --batch 64`:
        # its rows must be priced at 64, not at the file's own batch.
        work = tempfile.mkdtemp()
        path = os.path.join(work, "profile.json")
        with open(path, "w") as f:
            json.dump({"device": {"name": "NVIDIA H200"}, "run": {"precision": "bf16"},
                       "plan": {"batch": 64},
                       "layers": [{"name": "conv1", "op": "conv2d", "passes": [
                           {"pass": "forward", "find": {"median_ms": 1.0}}]}]}, f)
        output = os.path.join(work, "rows.csv")
        done = run_script("profile", path, "--network", "m.onnx", "-o", output)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertEqual([r["batch"] for r in read_csv(output)], ["64"])

    def test_an_unknown_device_is_a_clear_error(self):
        work = tempfile.mkdtemp()
        path = os.path.join(work, "profile.json")
        with open(path, "w") as f:
            json.dump({"device": {"name": "Mystery GPU"}, "run": {"precision": "fp32"},
                       "layers": []}, f)
        done = run_script("profile", path, "--network", "vgg16", "-o",
                          os.path.join(work, "rows.csv"))
        self.assertNotEqual(done.returncode, 0)
        self.assertIn("cannot tell the device from 'Mystery GPU'; give --device", done.stderr)


if __name__ == "__main__":
    unittest.main()
