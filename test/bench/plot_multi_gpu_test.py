#!/usr/bin/env python3
# ===- plot_multi_gpu_test.py - issue 18's pictures from hand-made work ----===#
"""bench/plot_multi_gpu.py: well-formed SVG, one marker per measurement and
per case, a fitted line per GPU count, the nominal rate, and a clear exit
when there is nothing to draw."""

import json
import os
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench")
SVG = "{http://www.w3.org/2000/svg}"


def write(root, name, document):
    path = os.path.join(root, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        json.dump(document, file)


def classes(path, name):
    tree = ElementTree.parse(path)
    return [e for e in tree.iter() if e.get("class") == name]


class PlotMultiGpuTest(unittest.TestCase):
    def run_plot(self, *args):
        return subprocess.run([sys.executable, os.path.join(BENCH, "plot_multi_gpu.py"), *args],
                              capture_output=True, text=True)

    def test_both_pictures(self):
        with tempfile.TemporaryDirectory() as root:
            work = os.path.join(root, "work")
            write(work, "collectives.json", {
                "gpu": "NVIDIA H200", "gpus_on_machine": 4, "date": "2026-11-28",
                "nccl_version": "2.28.9", "nvls": "NCCL_NVLS_ENABLE=0",
                "timing": "CUDA graphs: " + "a long method statement " * 10,
                "measurements": [{"collective": c, "gpus": n, "bytes": b,
                                  "bus_bandwidth_gbs": b / 1e6 * n}
                                 for c in ("all_reduce", "all_gather") for n in (2, 4)
                                 for b in (1024, 1 << 20, 1 << 30)]})
            write(work, "h200-interconnect.json", {"interconnect": {"measured": {"all_reduce": [
                {"gpus": 2, "latency_us": 20, "bus_bandwidth_gbs": 300},
                {"gpus": 4, "latency_us": 27, "bus_bandwidth_gbs": 360}]}}})
            write(work, "train-dp/resnet50-b32.json", {"runs": [
                {"gpus": n, "iteration": {"median_ms": 10.0 + n},
                 "prediction": {"iteration_ms": 11.0 + n}} for n in (1, 2, 4)]})
            out = os.path.join(root, "pictures")
            result = self.run_plot(work, "-o", out, "--title", "test <machine>")
            self.assertEqual(result.returncode, 0, result.stderr)
            bandwidth = os.path.join(out, "allreduce-bus-bandwidth.svg")
            iteration = os.path.join(out, "iteration-predicted-vs-measured.svg")
            # all-reduce only: 2 counts x 3 sizes; all-gather is not drawn.
            self.assertEqual(len(classes(bandwidth, "point")), 6)
            self.assertEqual(len(classes(bandwidth, "fit")), 2)
            self.assertEqual(len(classes(bandwidth, "nominal")), 1)
            self.assertEqual(len(classes(iteration, "point")), 3)
            self.assertEqual(len(classes(iteration, "identity")), 1)
            text = open(iteration).read()
            self.assertIn("test &lt;machine&gt;", text)  # names are escaped
            self.assertIn("measured 12.000 ms, predicted 13.000 ms (+8.3%)", text)
            # |errors| 1/11, 1/12 and 1/14 (9.1%, 8.3%, 7.1%): the median 8.3%.
            self.assertIn("3 cases (net, batch per GPU, GPU count); median |error| 8.3%", text)
            self.assertIn("resnet50 (median |error| 8.3%)", text)
            self.assertIn(" ...", open(bandwidth).read())  # the long method cut at a word

    def test_a_fit_with_two_lines_is_drawn_and_named(self):
        # 6 us + 125 GB/s for small messages, 20 us + 310 GB/s for large:
        # one curve (the faster line at each size), its legend naming both.
        with tempfile.TemporaryDirectory() as root:
            work = os.path.join(root, "work")
            write(work, "collectives.json", {
                "gpu": "NVIDIA H200", "gpus_on_machine": 2, "measurements": [
                    {"collective": "all_reduce", "gpus": 2, "bytes": b, "bus_bandwidth_gbs": 1.0}
                    for b in (1024, 1 << 30)]})
            write(work, "h200-interconnect.json", {"interconnect": {"measured": {"all_reduce": [
                {"gpus": 2, "latency_us": 6, "bus_bandwidth_gbs": 125,
                 "large_messages": {"from_bytes": 4194304, "latency_us": 20,
                                    "bus_bandwidth_gbs": 310}}]}}})
            out = os.path.join(root, "pictures")
            result = self.run_plot(work, "-o", out)
            self.assertEqual(result.returncode, 0, result.stderr)
            bandwidth = os.path.join(out, "allreduce-bus-bandwidth.svg")
            self.assertEqual(len(classes(bandwidth, "fit")), 1)
            self.assertIn("or 20 us + .. / 310 GB/s", open(bandwidth).read())
            import importlib.util
            spec = importlib.util.spec_from_file_location(
                "plot_multi_gpu", os.path.join(BENCH, "plot_multi_gpu.py"))
            module = importlib.util.module_from_spec(spec)
            sys.path.insert(0, BENCH)
            spec.loader.exec_module(module)
            fit = {"large_messages": {"latency_us": 0, "bus_bandwidth_gbs": 310}}
            self.assertEqual(len(module.large_lines(fit)), 1)  # a latency of 0 is a line
            self.assertEqual(module.large_lines({"large_messages": {"latency_us": 5}}), [])

    def test_malformed_entries_are_left_out(self):
        with tempfile.TemporaryDirectory() as root:
            work = os.path.join(root, "work")
            write(work, "collectives.json", {"measurements": [
                {"collective": "all_reduce", "gpus": 2, "bytes": "1024", "bus_bandwidth_gbs": 1},
                {"collective": "all_reduce", "gpus": 2, "bytes": 2048, "bus_bandwidth_gbs": 2.0},
                None]})
            write(work, "h200-interconnect.json", {"interconnect": {"measured": {
                "all_reduce": [{"gpus": 2, "latency_us": 20}, "x"]}}})
            write(work, "train-dp/resnet50-b32.json", {"runs": [
                {"gpus": 2, "iteration": {"median_ms": 11.0}, "prediction": [1]},
                {"gpus": 4, "iteration": {"median_ms": 12.0}, "prediction": {"iteration_ms": 13}},
                {"iteration": {"median_ms": 12.0}, "prediction": {"iteration_ms": 13}}]})
            out = os.path.join(root, "pictures")
            result = self.run_plot(work, "-o", out)
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(len(classes(os.path.join(out, "allreduce-bus-bandwidth.svg"),
                                         "point")), 1)
            self.assertEqual(len(classes(os.path.join(out, "allreduce-bus-bandwidth.svg"),
                                         "fit")), 0)
            self.assertEqual(len(classes(os.path.join(out, "iteration-predicted-vs-measured.svg"),
                                         "point")), 1)

    def test_nothing_to_draw(self):
        with tempfile.TemporaryDirectory() as root:
            result = self.run_plot(root, "-o", os.path.join(root, "out"))
            self.assertEqual(result.returncode, 2)
            self.assertIn("nothing to draw", result.stderr)
            result = self.run_plot(os.path.join(root, "missing"), "-o", root)
            self.assertEqual(result.returncode, 2)
            self.assertIn("not a directory", result.stderr)


if __name__ == "__main__":
    unittest.main()
