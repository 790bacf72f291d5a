#!/usr/bin/env python3
# ===- multi_gpu_report_test.py - issue 18's report from hand-made files ----===#
"""bench/multi_gpu_report.py on work directories written here: two device
calls' directories read as one, the error split into the cost model's
(compute) and the scaling model's (exposed communication), a DDP file
skipped past its deadline counted as not measured."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench")


def write(root, name, document):
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        json.dump(document, file)


def train_dp(batch, runs):
    """runs: (gpus, measured compute, measured iteration, predicted compute,
    predicted exposed)."""
    return {"runs": [{
        "gpus": n, "batch_per_gpu": batch, "timing": "graph",
        "compute": {"median_ms": compute}, "iteration": {"median_ms": iteration},
        "exposed_ms": iteration - compute,
        "prediction": {"compute_ms": predicted, "exposed_ms": exposed,
                       "iteration_ms": predicted + exposed,
                       "interconnect_source": "measured" if n > 1 else "none"}}
        for n, compute, iteration, predicted, exposed in runs]}


class MultiGpuReportTest(unittest.TestCase):
    def run_report(self, *works):
        return subprocess.run([sys.executable, os.path.join(BENCH, "multi_gpu_report.py"),
                               *works], capture_output=True, text=True)

    def test_two_calls_read_as_one_with_the_error_split(self):
        with tempfile.TemporaryDirectory() as root:
            first, second = os.path.join(root, "a"), os.path.join(root, "b")
            write(first, "collectives.json", {
                "gpu": "NVIDIA H200", "gpus_on_machine": 2, "date": "2026-11-28",
                "nccl_version": "2.28.9", "nvls": "NCCL_NVLS_ENABLE=0",
                "timing": "CUDA graphs",
                "measurements": [{"collective": "all_reduce", "gpus": 2, "bytes": 1024,
                                  "bus_bandwidth_gbs": 0.5}]})
            # Call a: resnet50 b32. Predicted compute 10% over; the scaling
            # model alone (11 + 0.5 against 11.5) exact.
            write(first, "train-dp/resnet50-b32.json",
                  train_dp(32, [(1, 10.0, 10.0, 11.0, 0.0), (2, 10.0, 10.5, 11.0, 0.5)]))
            # Call b: vgg16 b128, and a DDP file that hit its deadline.
            write(second, "train-dp/vgg16-b128.json",
                  train_dp(128, [(2, 100.0, 102.0, 80.0, 1.0)]))
            write(second, "ddp/vgg16-b128-ddp2.json",
                  {"net": "vgg16", "gpus": 2, "error": "skipped: past --deadline-s"})
            write(first, "ddp/resnet50-b32-ddp2.json",
                  {"net": "resnet50", "gpus": 2, "iteration": {"median_ms": 12.0},
                   "exposed_ms": 0.7})
            result = self.run_report(first, second)
            self.assertEqual(result.returncode, 0, result.stderr)
            text = result.stdout
            self.assertIn("| resnet50 | 32 | 2 | 11.500 | 10.500 | 9.5 |", text)
            self.assertIn("| 12.000 | 0.700 |", text)  # the DDP column
            self.assertIn("| vgg16 | 128 | 2 | 81.000 | 102.000 | -20.6 |", text)
            self.assertIn("over 3 cases", text)
            # compute errors 10, 10, 20: median 10; the scaling model alone
            # 0% (resnet50) and |100 + 1 - 102| / 102 = 0.98% (vgg16).
            self.assertIn("median 10.0% (max 20.0%)", text)
            self.assertIn("median 0.5% (max 1.0%)", text)
            self.assertIn("| 1024 | 0.5 |", text)
            # vgg16 b128 on 1 GPU: neither train-dp nor DDP; the skipped DDP
            # file does not count as measured.
            self.assertIn("vgg16 b128 on 1 GPU(s)", text)
            self.assertNotIn("resnet50 b32 on 2 GPU(s)", text.split("Not measured")[1])

    def test_malformed_files_read_as_not_measured(self):
        # A run without its iteration, a GPU count that is not a number, a
        # collectives entry without its size, a DDP file that is a list, a
        # prediction of the wrong type: each reads as not measured, and the
        # report still comes out.
        with tempfile.TemporaryDirectory() as root:
            work = os.path.join(root, "work")
            write(work, "collectives.json", {"gpu": "G", "measurements": [
                {"collective": "all_reduce", "gpus": 2, "bus_bandwidth_gbs": 1.0},
                {"collective": "all_reduce", "gpus": 2, "bytes": 2048, "bus_bandwidth_gbs": 2.0},
                "not an entry"]})
            write(work, "train-dp/resnet50-b32.json", {"runs": [
                {"gpus": 1, "compute": {"median_ms": 10.0}},
                {"gpus": "2", "iteration": {"median_ms": 11.0}},
                {"gpus": 4, "iteration": {"median_ms": 12.0}, "compute": {"median_ms": "x"},
                 "prediction": "none"}]})
            write(work, "ddp/resnet50-b32-ddp4.json", [1, 2])
            write(work, "train-dp/vgg16-b32.json", {"runs": "none"})
            result = self.run_report(work)
            self.assertEqual(result.returncode, 0, result.stderr)
            text = result.stdout
            self.assertIn("| 2048 | 2.0 |", text)
            self.assertIn("| resnet50 | 32 | 4 | - | 12.000 | - | - |", text)
            self.assertIn("resnet50 b32 on 1 GPU(s)", text)
            self.assertIn("resnet50 b32 on 2 GPU(s)", text)
            self.assertIn("vgg16 b32 on 4 GPU(s)", text)
            self.assertIn("No case has both a prediction and a measurement.", text)

    def test_bad_arguments(self):
        self.assertNotEqual(self.run_report().returncode, 0)
        result = self.run_report("/nonexistent-work")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("not a directory", result.stderr)


if __name__ == "__main__":
    unittest.main()
