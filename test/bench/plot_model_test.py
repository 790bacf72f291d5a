#!/usr/bin/env python3
"""Tests of bench/plot_model.py on small hand-made documents: the SVG files
are well-formed XML with one point per layer and pass, the printed median
and p90 errors are the hand-computed ones, and bad input exits with status 2
naming the file and the field. ctest runs this file (test/CMakeLists.txt:
bench-plot-model); no GPU, no matplotlib."""

import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "bench", "plot_model.py")
SVG = "{http://www.w3.org/2000/svg}"


def timing(ms):
    return {"median_ms": ms, "min_ms": ms, "max_ms": ms, "mean_ms": ms, "runs": 5}


def profile_pass(name, predicted, measured):
    entry = {"pass": name, "predicted_ms": predicted, "heuristic": timing(99.0)}
    if measured is not None:
        entry["find"] = timing(measured)
    return entry


# Forward errors: |2.0 - 1.0| / 1.0 = 100%, |0.9 - 1.0| / 1.0 = 10%,
# |1.5 - 2.0| / 2.0 = 25%: median 25, p90 at rank 0.9 * 2 = 1.8 of
# [10, 25, 100] = 25 + 0.8 * 75 = 85. backward_data: one layer, |3 - 4| / 4 = 25%.
# conv2's backward_filter has no measurement: it gets no point.
PROFILE = {
    "device": {"name": "NVIDIA H100 80GB HBM3"},
    "plan": {"device": "h100", "network": "tiny net"},
    "run": {"precision": "fp32", "timing": "kernel-only: CUDA graph"},
    "layers": [
        {"name": "conv1", "op": "conv2d", "passes": [profile_pass("forward", 2.0, 1.0)]},
        # A name with XML's special characters: the SVG must still parse.
        {"name": "pool<1> & co", "op": "max_pool",
         "passes": [profile_pass("forward", 0.9, 1.0)]},
        {"name": "conv2", "op": "conv2d", "passes": [
            profile_pass("forward", 1.5, 2.0), profile_pass("backward_data", 3.0, 4.0),
            profile_pass("backward_filter", 3.0, None)]},
    ],
}
POINTS_IN_PROFILE = 4


def plan_cost(flops, moved):
    return {"ms": 1.0, "algorithm": "implicit_gemm", "flops": flops, "bytes": moved}


PLAN = {
    "format": "netc-plan", "version": 1, "network": "tiny net", "precision": "fp32",
    "device": "h100",
    "layers": [
        {"name": "data", "op": "input"},
        {"name": "conv1", "op": "conv2d", "predicted": {
            "forward": plan_cost(2e9, 1e7), "backward_data": None,
            "backward_filter": plan_cost(2e9, 1e7)}},
        {"name": "pool<1> & co", "op": "max_pool", "predicted": {
            "forward": plan_cost(1e6, 1e7), "backward_data": plan_cost(1e6, 2e7)}},
        {"name": "conv2", "op": "conv2d", "predicted": {
            "forward": plan_cost(4e9, 2e7), "backward_data": plan_cost(4e9, 2e7),
            "backward_filter": plan_cost(4e9, 2e7)}},
    ],
}

# Ours: |0.6 - 0.5| / 0.5 = 20% and |0.1 - 0.2| / 0.2 = 50%: median 35.
RUN = {
    "device": {"name": "NVIDIA H100 80GB HBM3"},
    "plan": {"network": "tiny net", "precision": "fp32"},
    "run": {"timing": "kernel-only: CUDA graph"},
    "launches": [
        {"index": 0, "layers": "conv1", "variant": "direct", "predicted_ms": 0.6,
         "ours": timing(0.5)},
        {"index": 1, "layers": "pool1", "variant": "max_pool", "predicted_ms": 0.1,
         "ours": timing(0.2)},
    ],
}


class PlotModelTest(unittest.TestCase):
    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()
        self.addCleanup(self.directory.cleanup)

    def write(self, name, document):
        path = os.path.join(self.directory.name, name)
        with open(path, "w") as file:
            json.dump(document, file)
        return path

    def run_script(self, *arguments):
        out = os.path.join(self.directory.name, "out")
        return subprocess.run([sys.executable, SCRIPT, *arguments, "--out", out,
                               "--date", "2026-11-24"], capture_output=True, text=True), out

    def points_in(self, svg_path):
        """The markers of an SVG file, which must parse as XML."""
        root = ElementTree.parse(svg_path).getroot()
        self.assertEqual(root.tag, SVG + "svg")
        return [element for element in root.iter() if element.get("class") == "point"]

    def summary_row(self, stdout, first, second):
        match = re.search(rf"^\s+{first}\s+{second}\s+(\d+)\s+([\d.]+)\s+([\d.]+)$", stdout,
                          re.MULTILINE)
        self.assertIsNotNone(match, f"no row '{first} {second}' in:\n{stdout}")
        return int(match.group(1)), float(match.group(2)), float(match.group(3))

    def test_pictures_have_one_point_per_layer_and_pass(self):
        result, out = self.run_script(self.write("profile.json", PROFILE), "--plan",
                                      self.write("plan.json", PLAN))
        self.assertEqual(result.returncode, 0, result.stderr)
        scatter = self.points_in(os.path.join(out, "predicted-vs-measured-h100.svg"))
        self.assertEqual(len(scatter), POINTS_IN_PROFILE)
        tooltips = sorted(point.find(SVG + "title").text.split(" (")[0] for point in scatter)
        self.assertEqual(tooltips, ["conv1 forward fp32", "conv2 backward_data fp32",
                                    "conv2 forward fp32", "pool<1> & co forward fp32"])
        roofline = self.points_in(os.path.join(out, "roofline-h100.svg"))
        self.assertEqual(len(roofline), POINTS_IN_PROFILE)
        self.assertIn("conv2 backward_filter", result.stdout)  # the skipped pass is named

    def test_printed_errors_are_the_hand_computed_ones(self):
        result, out = self.run_script(self.write("profile.json", PROFILE))
        self.assertEqual(result.returncode, 0, result.stderr)
        count, median, ninetieth = self.summary_row(result.stdout, "forward", "fp32")
        self.assertEqual(count, 3)
        self.assertAlmostEqual(median, 25.0, places=1)
        self.assertAlmostEqual(ninetieth, 85.0, places=1)
        self.assertEqual(self.summary_row(result.stdout, "backward_data", "fp32")[:2], (1, 25.0))
        self.assertIn("no roofline", result.stdout)  # no --plan, no FLOPs
        # The picture's legend carries the same median.
        with open(os.path.join(out, "predicted-vs-measured-h100.svg")) as file:
            self.assertIn("forward (median |error|: fp32 25%)", file.read())

    def test_the_roofline_places_a_point_at_its_intensity_and_rate(self):
        result, out = self.run_script(self.write("profile.json", PROFILE), "--plan",
                                      self.write("plan.json", PLAN))
        self.assertEqual(result.returncode, 0, result.stderr)
        points = {p.find(SVG + "title").text.split(" (")[0]: p
                  for p in self.points_in(os.path.join(out, "roofline-h100.svg"))}
        conv1 = points["conv1 forward fp32"]
        # 2e9 FLOP / 1e7 B = 200 FLOP/B; 2e9 FLOP in 1 ms = 2000 GFLOP/s.
        self.assertIn("200 FLOP/B", conv1.find(SVG + "title").text)
        self.assertIn("2000 GFLOP/s", conv1.find(SVG + "title").text)
        # The pool (0.1 FLOP/B, 1 GFLOP/s) lies left of and below conv1
        # (SVG's y grows downwards).
        pool = points["pool<1> & co forward fp32"]
        self.assertLess(float(pool.get("cx")), float(conv1.get("cx")))
        self.assertGreater(float(pool.get("cy")), float(conv1.get("cy")))

    def test_our_kernels_get_their_own_picture(self):
        result, out = self.run_script(self.write("run.json", RUN))
        self.assertEqual(result.returncode, 0, result.stderr)
        picture = os.path.join(out, "ours-predicted-vs-measured-h100.svg")
        self.assertEqual(len(self.points_in(picture)), len(RUN["launches"]))
        count, median, _ = self.summary_row(result.stdout, "fp32", "all")
        self.assertEqual((count, median), (2, 35.0))
        self.assertFalse(os.path.exists(os.path.join(out, "predicted-vs-measured-h100.svg")))

    def test_an_older_document_does_not_pass_for_kernel_only(self):
        untimed = dict(RUN, run={})
        result, out = self.run_script(self.write("run.json", untimed))
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(os.path.join(out, "ours-predicted-vs-measured-h100.svg")) as file:
            picture = file.read()
        self.assertIn("not kernel-only", picture)
        self.assertNotIn("kernel-only timing", picture)
        self.assertIn("not kernel-only", result.stdout)

    def assert_refused(self, result, *fragments):
        self.assertEqual(result.returncode, 2, result.stdout + result.stderr)
        for fragment in fragments:
            self.assertIn(fragment, result.stderr)

    def test_a_missing_file_is_named(self):
        missing = os.path.join(self.directory.name, "absent.json")
        self.assert_refused(self.run_script(missing)[0], "absent.json", "cannot read")

    def test_a_wrong_shape_names_the_file_and_field(self):
        no_precision = dict(PROFILE, run={})
        self.assert_refused(self.run_script(self.write("a.json", no_precision))[0],
                            "a.json", "run.precision")
        layers_not_array = dict(PROFILE, layers={"conv1": {}})
        self.assert_refused(self.run_script(self.write("b.json", layers_not_array))[0],
                            "b.json", "'layers' must be list")
        self.assert_refused(self.run_script(self.write("c.json", [1, 2]))[0], "c.json")
        self.assert_refused(self.run_script(self.write("d.json", {"x": 1}))[0], "d.json",
                            "'layers'", "'launches'")

    def test_a_plan_without_a_measured_pass_is_refused(self):
        plan = json.loads(json.dumps(PLAN))
        plan["layers"][3]["predicted"]["backward_data"] = None
        result, _ = self.run_script(self.write("profile.json", PROFILE), "--plan",
                                    self.write("plan.json", plan))
        self.assert_refused(result, "plan.json", "conv2", "backward_data")

    def test_two_profiles_of_one_device_net_and_precision_are_refused(self):
        first, second = self.write("one.json", PROFILE), self.write("two.json", PROFILE)
        self.assert_refused(self.run_script(first, second)[0], "two.json", "one.json")

    # `netc calibrate --validate --scored-rows` output: two swept shapes
    # (no network) and one network layer that is not a convolution.
    SCORED = ("source,device,network,layer,precision,pass,batch,in_h,in_w,cin,cout,filter_h,"
              "filter_w,stride_h,stride_w,out_h,out_w,measured_ms,held_out_ms,given_ms,"
              "paleo_ms\n"
              '"rows.csv:2","h100","","s1",bf16,forward,2,10,10,8,16,3,3,1,1,8,8,1,1.5,2,\n'
              '"rows.csv:3","h100","","s2",bf16,backward_data,2,10,10,8,16,3,3,1,1,8,8,2,1,1,\n'
              '"n.csv:2","h100","vgg","pool1",bf16,forward,0,0,0,0,0,0,0,0,0,0,0,4,4.4,4,\n')

    def write_text(self, name, text):
        path = os.path.join(self.directory.name, name)
        with open(path, "w") as file:
            file.write(text)
        return path

    def test_scored_rows_are_the_held_out_model(self):
        result, out = self.run_script(self.write_text("scored.csv", self.SCORED))
        self.assertEqual(result.returncode, 0, result.stderr)
        # forward: |1.5 - 1| = 50% and |4.4 - 4| / 4 = 10%: median 30.
        count, median, _ = self.summary_row(result.stdout, "forward", "bf16")
        self.assertEqual((count, median), (2, 30.0))
        self.assertIn("held out on h100 (sweep, vgg; 3 rows)", result.stdout)
        scatter = self.points_in(os.path.join(out, "predicted-vs-measured-held-out-h100.svg"))
        self.assertEqual(len(scatter), 3)
        # The roofline places the two convolutions (the pool has no shape):
        # s1 forward is 2 x 2*8*8*16*8*9 = 294,912 FLOP in 1 ms.
        roofline = self.points_in(os.path.join(out, "roofline-held-out-h100.svg"))
        self.assertEqual(len(roofline), 2)
        titles = [p.find(SVG + "title").text for p in roofline]
        self.assertTrue(any("s1 forward bf16" in t and "2.949e+05 FLOP" in t for t in titles),
                        titles)

    def test_scored_rows_can_be_thinned_for_the_picture(self):
        rows = "".join(f'"r:{i}","h100","","s{i}",fp32,forward,1,8,8,4,4,1,1,1,1,8,8,1,1.1,1,\n'
                       for i in range(40))
        header = self.SCORED.split("\n")[0] + "\n"
        result, out = self.run_script(self.write_text("many.csv", header + rows),
                                      "--max-points", "10")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(self.summary_row(result.stdout, "forward", "fp32")[0], 40)
        self.assertEqual(
            len(self.points_in(os.path.join(out, "predicted-vs-measured-held-out-h100.svg"))), 10)

    def test_a_csv_that_is_not_scored_rows_is_refused(self):
        self.assert_refused(self.run_script(self.write_text("x.csv", "a,b\n1,2\n"))[0],
                            "x.csv", "--scored-rows", "'device'")
        bad = self.SCORED.replace("4,4.4,4", "4,fast,4")
        self.assert_refused(self.run_script(self.write_text("y.csv", bad))[0], "y.csv:4")

    # `netc calibrate --score-structure --scored-rows` output: three launches
    # of one run, one of them priced by rate (no structure key).
    STRUCTURE = ("source,network,precision,kernel,variant,structure_key,measured_ms,given_ms,"
                 "structure_ms,blocks_per_sm,occupancy_limit,full_waves,tail_blocks_per_sm,"
                 "trips,registers,estimated_costs,column_overrun,device\n"
                 '"r.json: launches[0]",mv3,bf16,netc_a,depthwise_direct,depthwise_direct,'
                 '0.02,0.03,0.025,6,registers,1,0,23,80,no,0,h200\n'
                 '"r.json: launches[1]",mv3,bf16,netc_b,elementwise,,0.01,0.011,0.011,'
                 ',,,,,,,,h200\n'
                 '"r.json: launches[2]",mv3,bf16,netc_c,direct,direct r1 i1,0.04,0.02,0.02,'
                 '2,registers,3,1,4,64,no,0,h200\n')

    def test_structure_rows_are_netc_kernels_priced_by_todays_model(self):
        result, out = self.run_script(self.write_text("structure.csv", self.STRUCTURE))
        self.assertEqual(result.returncode, 0, result.stderr)
        # |0.025 - 0.02| / 0.02 = 25%, 10%, 50%: median 25 (structure_ms, not given_ms).
        count, median, _ = self.summary_row(result.stdout, "bf16", "all")
        self.assertEqual((count, median), (3, 25.0))
        picture = os.path.join(out, "ours-predicted-vs-measured-h200.svg")
        self.assertEqual(len(self.points_in(picture)), 3)
        with open(picture) as file:
            self.assertIn("netc calibrate --score-structure", file.read())

    def test_two_runs_of_one_network_in_structure_rows_are_refused(self):
        second = self.STRUCTURE.split("\n")[1].replace("r.json", "s.json")
        result, _ = self.run_script(self.write_text("two.csv", self.STRUCTURE + second + "\n"))
        self.assert_refused(result, "two.csv:5", "s.json", "r.json")
        bad = self.STRUCTURE.replace("0.02,0.03,0.025", "0.02,0.03,")
        self.assert_refused(self.run_script(self.write_text("b.csv", bad))[0], "b.csv:2")


if __name__ == "__main__":
    unittest.main()
