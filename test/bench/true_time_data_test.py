#!/usr/bin/env python3
"""Unit tests of bench/true_time_data.py and bench/reference_crosscheck.py:
ratio statistics, outlier flagging, the geometric mean over convolution
launches and the JSON readers, on small hand-made documents. ctest runs this
file (test/CMakeLists.txt: bench-true-time-data); no GPU and no PyTorch."""

import json
import os
import subprocess
import sys
import tempfile
import unittest

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench")
sys.path.insert(0, BENCH)

import true_time_data as data  # noqa: E402


def timing(ms):
    return {"median_ms": ms, "min_ms": ms, "max_ms": ms, "mean_ms": ms, "runs": 5}


def profile_document(passes_by_layer, precision="fp32"):
    """A netc-runtime profile document as runtime/Report.cpp writes it."""
    layers = []
    for name, (op, passes) in passes_by_layer.items():
        layers.append({"name": name, "op": op, "passes": [
            dict({"pass": p, "predicted_ms": None, "heuristic": timing(99.0)}, **fields)
            for p, fields in passes.items()]})
    return {"plan": {"network": "tiny"}, "run": {"precision": precision},
            "layers": layers, "full_pass": {"measured": True, "forward": timing(3.0)}}


class StatisticsTest(unittest.TestCase):
    def test_geomean_of_two_and_eight_is_four(self):
        self.assertAlmostEqual(data.geomean([2.0, 8.0]), 4.0)

    def test_geomean_ignores_missing_and_non_positive(self):
        self.assertAlmostEqual(data.geomean([None, 0, -1, float("nan"), 9.0, 1.0]), 3.0)
        self.assertIsNone(data.geomean([None, 0]))

    def test_ratio_needs_two_measurements(self):
        self.assertAlmostEqual(data.ratio(3.0, 2.0), 1.5)
        self.assertIsNone(data.ratio(3.0, None))
        self.assertIsNone(data.ratio(0.0, 2.0))
        self.assertIsNone(data.ratio(True, 2.0))

    def test_outlier_bounds_are_symmetric_on_a_log_scale(self):
        self.assertFalse(data.is_outlier(1.15))
        self.assertFalse(data.is_outlier(1 / 1.15 + 1e-12))
        self.assertTrue(data.is_outlier(1.151))
        self.assertTrue(data.is_outlier(1 / 1.151))
        self.assertTrue(data.is_outlier(1.3, tolerance=1.2))
        self.assertFalse(data.is_outlier(1.3, tolerance=1.5))
        with self.assertRaises(ValueError):
            data.is_outlier(1.0, tolerance=1.0)

    def test_summary_median_and_outliers_worst_first(self):
        summary = data.ratio_summary({"a": 1.0, "b": 1.1, "c": 0.5, "d": 1.5, "e": None})
        self.assertEqual(summary["count"], 4)
        self.assertAlmostEqual(summary["median"], 1.05)
        self.assertAlmostEqual(summary["min"], 0.5)
        self.assertAlmostEqual(summary["max"], 1.5)
        self.assertEqual([o["key"] for o in summary["outliers"]], ["c", "d"])

    def test_summary_of_nothing(self):
        summary = data.ratio_summary({})
        self.assertEqual(summary["count"], 0)
        self.assertIsNone(summary["median"])
        self.assertEqual(summary["outliers"], [])


class ReplaySizingTest(unittest.TestCase):
    def test_rotation_copies_reach_twice_the_l2(self):
        mib = 1 << 20
        self.assertEqual(data.rotation_copies(200 * mib, 50 * mib), 1)
        self.assertEqual(data.rotation_copies(100 * mib, 50 * mib), 1)
        self.assertEqual(data.rotation_copies(30 * mib, 50 * mib), 4)  # 3 would do: powers of 2
        self.assertEqual(data.rotation_copies(1, 50 * mib), 32)  # capped
        self.assertEqual(data.rotation_copies(1, 50 * mib, most=12), 8)
        self.assertEqual(data.rotation_copies(0, 50 * mib), 1)

    def test_launches_are_at_least_the_minimum_and_a_multiple_of_the_copies(self):
        self.assertEqual(data.launches_per_replay(1), 20)
        self.assertEqual(data.launches_per_replay(8), 24)
        self.assertEqual(data.launches_per_replay(32), 32)
        self.assertEqual(data.launches_per_replay(4, minimum=20), 20)
        with self.assertRaises(ValueError):
            data.launches_per_replay(0)

    def test_fair_share_splits_the_time_left_by_weight(self):
        self.assertEqual(data.fair_share(100.0, 400.0, 1, 3, 0.5), (200.0, 150.0))
        self.assertEqual(data.fair_share(100.0, 400.0, 2, 3, 0.5), (300.0, 200.0))
        self.assertEqual(data.fair_share(100.0, 400.0, 3, 3, 1.0), (400.0, 400.0))
        self.assertEqual(data.fair_share(500.0, 400.0, 1, 2, 0.5), (500.0, 500.0))
        self.assertEqual(data.fair_share(0.0, float("inf"), 1, 2, 0.5),
                         (float("inf"), float("inf")))
        with self.assertRaises(ValueError):
            data.fair_share(0.0, 10.0, 0, 1, 0.5)
        with self.assertRaises(ValueError):
            data.fair_share(0.0, 10.0, 2, 1, 0.5)

    def test_plan_weight_counts_set_up_per_layer_and_the_timed_calls(self):
        plan = {"layers": [
            {"name": "data"},
            {"name": "conv", "predicted": {"forward": {"ms": 1.5}, "backward_data": None,
                                           "backward_filter": {"ms": 2.5}}},
            {"name": "pool", "predicted": {"forward": {"ms": None}}}]}
        self.assertAlmostEqual(data.plan_weight(plan), data.PLAN_SETUP_S + 3 * data.LAYER_SETUP_S +
                               data.TIMED_CALLS_PER_PASS * 4.0 / 1000)
        # A net of many cheap layers weighs more than its kernels' time says.
        many = {"layers": [{"name": str(i), "predicted": {"forward": {"ms": 0.01}}}
                           for i in range(100)]}
        few = {"layers": [{"name": "big", "predicted": {"forward": {"ms": 1.0}}}]}
        self.assertGreater(data.plan_weight(many), data.plan_weight(few))
        self.assertAlmostEqual(data.plan_weight({}), data.PLAN_SETUP_S)

    def test_per_launch_is_the_median_replay_over_the_launches(self):
        self.assertAlmostEqual(data.per_launch_ms([4.0, 2.0, 100.0, 2.2, 2.1], 20), 0.11)
        self.assertIsNone(data.per_launch_ms([], 20))
        self.assertIsNone(data.per_launch_ms([None], 20))


class ProfileReaderTest(unittest.TestCase):
    def test_kernel_only_field_wins_over_the_event_median(self):
        document = profile_document({
            "conv1": ("conv2d", {
                "forward": {"find": dict(timing(2.0), kernel_ms=1.5)},
                "backward_filter": {"find": timing(4.0)}}),
            "pool1": ("max_pool", {"forward": {"find": None}})})
        profile = data.read_profile(document)
        self.assertEqual(profile["layers"][("conv1", "forward")], 1.5)
        self.assertEqual(profile["paths"][("conv1", "forward")], "find.kernel_ms")
        self.assertEqual(profile["layers"][("conv1", "backward_filter")], 4.0)
        self.assertEqual(profile["paths"][("conv1", "backward_filter")], "find")
        self.assertNotIn(("pool1", "forward"), profile["layers"])
        self.assertEqual(profile["ops"], {"conv1": "conv2d", "pool1": "max_pool"})
        self.assertEqual(profile["precision"], "fp32")
        self.assertEqual(profile["full_pass"]["forward"], 3.0)

    def test_a_reference_object_is_read_and_heuristic_never(self):
        document = profile_document({"fc": ("inner_product", {
            "forward": {"reference": {"kernel": timing(0.25)}, "find": timing(0.9)},
            "backward_data": {}})})
        profile = data.read_profile(document)
        self.assertEqual(profile["layers"], {("fc", "forward"): 0.25})

    def test_malformed_profiles_name_the_problem(self):
        with self.assertRaisesRegex(data.InputError, "no 'layers' array"):
            data.read_profile({"layers": {}}, "p.json")
        with self.assertRaisesRegex(data.InputError, r"layers\[0\]"):
            data.read_profile({"layers": [{"op": "conv2d"}]}, "p.json")
        with self.assertRaisesRegex(data.InputError, "layer 'c'.*known 'pass'"):
            data.read_profile({"layers": [{"name": "c", "passes": [{"pass": "sideways"}]}]})

    def test_timing_method_is_found_where_stated(self):
        self.assertEqual(data.timing_method({"run": {"timing_method": "cuda-graph"}}),
                         "cuda-graph")
        self.assertEqual(data.timing_method({"run": {"timing": {"method": "graph"}}}), "graph")
        self.assertIsNone(data.timing_method({"run": {}}))


class CrosscheckTest(unittest.TestCase):
    def setUp(self):
        self.profile = data.read_profile(profile_document({
            "conv1": ("conv2d", {"forward": {"find": timing(1.0)},
                                 "backward_filter": {"find": timing(2.0)}}),
            "conv2": ("conv2d", {"forward": {"find": timing(1.3)},
                                 "backward_data": {"find": timing(1.0)}}),
            "pool": ("max_pool", {"forward": {"find": timing(0.5)}})}))
        self.pytorch = data.read_pytorch_column({
            "conv1": {"forward_ms": 1.0, "backward_data_ms": None, "backward_filter_ms": 2.0},
            "conv2": {"forward_ms": 1.0, "backward_data_ms": 1.0, "backward_filter_ms": None},
            "network": {"framework": "pytorch", "precision": "fp32",
                        "timing_method": "kernel-only: CUDA graph replays"}})

    def test_ratios_per_layer_and_outliers(self):
        result = data.crosscheck(self.profile, self.pytorch)
        rows = {(r["layer"], r["pass"]): r for r in result["rows"]}
        self.assertAlmostEqual(rows[("conv2", "forward")]["ratio"], 1.3)
        self.assertTrue(rows[("conv2", "forward")]["outlier"])
        self.assertFalse(rows[("conv1", "forward")]["outlier"])
        self.assertIsNone(rows[("pool", "forward")]["ratio"])  # PyTorch has no time
        self.assertEqual([r["layer"] for r in result["rows"]],
                         ["conv1", "conv1", "conv2", "conv2", "pool"])
        forward = result["passes"]["forward"]
        self.assertEqual(forward["count"], 2)
        self.assertAlmostEqual(forward["median"], 1.15)
        self.assertEqual([o["key"] for o in forward["outliers"]], ["conv2"])
        self.assertEqual(result["passes"]["backward_filter"]["outliers"], [])

    def test_a_fused_reference_is_compared_with_pytorchs_fused_call(self):
        profile = data.read_profile(profile_document({
            "conv1": ("conv2d", {"forward": {"find": timing(0.6),
                                             "find_algorithm": {"name": "eng39",
                                                                "epilogue": "bias+relu fused"}},
                                 "backward_data": {"find": timing(1.0)}}),
            "conv2": ("conv2d", {"forward": {"find": timing(0.9),
                                             "find_algorithm": {"name": "eng0",
                                                                "epilogue": "separate"}}})}))
        pytorch = data.read_pytorch_column({
            "conv1": {"forward_ms": 1.0, "backward_data_ms": 1.0},
            "conv2": {"forward_ms": 1.0},
            "network": {"precision": "bf16", "timing_method": "kernel-only: CUDA graph",
                        "fused_forward_ms": {"conv1": 0.5, "conv2": 0.25, "gone": None}}})
        self.assertEqual(pytorch["fused_forward"], {"conv1": 0.5, "conv2": 0.25})
        rows = {(r["layer"], r["pass"]): r for r in data.crosscheck(profile, pytorch)["rows"]}
        fused = rows[("conv1", "forward")]
        self.assertAlmostEqual(fused["ratio"], 1.2)  # 0.6 / 0.5, not 0.6 / 1.0
        self.assertEqual(fused["pytorch_field"], "network.fused_forward_ms")
        self.assertTrue(fused["reference_fused"])
        # A separate epilogue keeps PyTorch's plain forward; other passes too.
        self.assertAlmostEqual(rows[("conv2", "forward")]["ratio"], 0.9)
        self.assertEqual(rows[("conv2", "forward")]["pytorch_field"], "forward_ms")
        self.assertAlmostEqual(rows[("conv1", "backward_data")]["ratio"], 1.0)

    def test_the_filter_gradients_cudnn_call_alone_is_its_own_row(self):
        # conv1's whole pass (cuDNN + the runtime's bias gradient) is 0.5 of
        # PyTorch's (whose bias reduction is slow); the calls alone agree.
        profile = data.read_profile(profile_document({
            "conv1": ("conv2d", {"backward_filter": {"find": timing(1.0),
                                                     "library_call": timing(0.8)}}),
            "conv2": ("conv2d", {"backward_filter": {"find": timing(1.0)}})}))
        pytorch = data.read_pytorch_column({
            "conv1": {"backward_filter_ms": 2.0},
            "conv2": {"backward_filter_ms": 1.0},
            "network": {"precision": "bf16", "timing_method": "kernel-only: CUDA graph",
                        "filter_gradient_alone_ms": {"conv1": 0.79, "conv2": 0.5,
                                                     "bad": -1.0}}})
        self.assertEqual(pytorch["filter_alone"], {"conv1": 0.79, "conv2": 0.5})
        result = data.crosscheck(profile, pytorch)
        rows = {(r["layer"], r["pass"]): r for r in result["rows"]}
        self.assertAlmostEqual(rows[("conv1", "backward_filter")]["ratio"], 0.5)
        self.assertTrue(rows[("conv1", "backward_filter")]["outlier"])
        alone = rows[("conv1", data.FILTER_ALONE)]
        self.assertAlmostEqual(alone["ratio"], 0.8 / 0.79)
        self.assertFalse(alone["outlier"])
        self.assertEqual(alone["reference_field"], "library_call.median_ms")
        # conv2's reference has no library_call (no epilogue): no alone row.
        self.assertNotIn(("conv2", data.FILTER_ALONE), rows)
        self.assertEqual(result["passes"][data.FILTER_ALONE]["count"], 1)
        self.assertEqual([r["pass"] for r in result["rows"]][:2],
                         ["backward_filter", data.FILTER_ALONE])

    def test_pytorch_reader_rejects_a_non_column(self):
        with self.assertRaisesRegex(data.InputError, "no 'network' object"):
            data.read_pytorch_column({"conv1": {"forward_ms": 1.0}})
        with self.assertRaisesRegex(data.InputError, "layer 'conv1'"):
            data.read_pytorch_column({"conv1": 3, "network": {}})

    def test_old_pytorch_files_are_labelled_as_events(self):
        column = data.read_pytorch_column({"network": {"precision": "bf16"}})
        self.assertIn("events", column["method"])


class RunReaderTest(unittest.TestCase):
    def run_document(self):
        return {"plan": {"network": "tiny", "precision": "bf16", "batch": 8},
                "launches": [
                    {"index": 0, "layers": "conv1+bn1", "op": "conv2d",
                     "ours": timing(1.0), "cudnn": timing(2.0)},
                    {"index": 1, "layers": "pool1", "op": "max_pool",
                     "ours": timing(1.0), "cudnn": timing(9.0)},
                    {"index": 2, "layers": "fc", "op": "conv2d",
                     "ours": timing(1.0), "cudnn": timing(5.0)},
                    {"index": 3, "layers": "conv2", "op": "conv2d",
                     "ours": dict(timing(4.0), kernel_ms=2.0),
                     "reference": {"kernel_ms": 1.0}, "cudnn": timing(7.0)},
                    {"index": 4, "layers": "conv3", "op": "conv2d", "ours": None,
                     "cudnn": timing(1.0)}],
                "summary": {"forward": timing(10.0), "reference_forward": timing(12.0),
                            "cudnn_sum_ms": 20.0}}

    def test_conv_launches_come_from_the_plan_ops(self):
        ops = {"conv1": "conv2d", "bn1": "batch_norm", "pool1": "max_pool",
               "fc": "inner_product", "conv2": "conv2d", "conv3": "conv2d"}
        run = data.read_run(self.run_document(), ops)
        self.assertEqual([l["conv"] for l in run["launches"]], [True, False, False, True, True])
        # conv1: 2/1; conv2 kernel-only: 1/2; conv3 has no time of ours.
        self.assertEqual(data.conv_ratios(run), [2.0, 0.5])
        self.assertAlmostEqual(data.geomean(data.conv_ratios(run)), 1.0)
        self.assertTrue(run["launches"][3]["kernel_only"])
        self.assertFalse(run["launches"][0]["kernel_only"])
        self.assertEqual(run["forward"], {"forward": 10.0, "reference_forward": 12.0})
        self.assertEqual(run["precision"], "bf16")

    def test_whole_forward_prefers_kernel_only_fields(self):
        self.assertEqual(data.whole_forward(data.read_run(self.run_document())), (10.0, 12.0))
        self.assertEqual(data.whole_forward({"forward": {
            "forward": 9.0, "forward_graph": 8.0, "cudnn_forward": 11.0,
            "reference_forward_graph": 10.0}}), (8.0, 10.0))
        self.assertEqual(data.whole_forward({"forward": {"forward": 9.0}}), (9.0, None))
        self.assertEqual(data.whole_forward({}), (None, None))

    def test_the_runtime_stated_method_makes_plain_fields_kernel_only(self):
        # netc-runtime run's JSON as it is written: plain ours/cudnn medians,
        # the method in run.timing, host ms and counts beside the forward.
        document = self.run_document()
        document["run"] = {"timing": "kernel-only: CUDA graph, 20 launches/replay"}
        document["summary"] = {"forward": timing(10.0), "cudnn_forward": timing(12.0),
                               "forward_host_ms_per_call": 0.07,
                               "cudnn_forward_host_ms_per_call": 0.44,
                               "forward_passes_per_replay": 2}
        run = data.read_run(document)
        self.assertTrue(all(l["kernel_only"] for l in run["launches"]))
        self.assertEqual(run["forward"], {"forward": 10.0, "cudnn_forward": 12.0})
        self.assertEqual(data.whole_forward(run), (10.0, 12.0))
        document["run"] = {"timing": "events: host-inclusive"}
        self.assertFalse(data.read_run(document)["launches"][0]["kernel_only"])

    def test_without_ops_the_launch_op_decides(self):
        run = data.read_run(self.run_document())
        self.assertEqual([l["conv"] for l in run["launches"]], [True, False, True, True, True])

    def test_plan_ops_and_bad_runs(self):
        self.assertEqual(data.plan_ops({"layers": [{"name": "a", "op": "conv2d"}]}),
                         {"a": "conv2d"})
        with self.assertRaises(data.InputError):
            data.plan_ops({"layers": 1})
        with self.assertRaisesRegex(data.InputError, "no 'launches' array"):
            data.read_run({"summary": {}}, None, "r.json")


class CrosscheckScriptTest(unittest.TestCase):
    """bench/reference_crosscheck.py end to end: formats and exit status."""

    def run_script(self, *args):
        return subprocess.run([sys.executable, os.path.join(BENCH, "reference_crosscheck.py"),
                               *args], capture_output=True, text=True)

    def write(self, directory, name, document):
        path = os.path.join(directory, name)
        with open(path, "w") as file:
            file.write(document if isinstance(document, str) else json.dumps(document))
        return path

    def test_json_and_markdown_and_bad_input(self):
        with tempfile.TemporaryDirectory() as directory:
            profile = self.write(directory, "p.json", profile_document({
                "conv1": ("conv2d", {"forward": {"find": dict(timing(3.0), kernel_ms=2.0)}})}))
            column = self.write(directory, "t.json", {
                "conv1": {"forward_ms": 1.0},
                "network": {"precision": "fp32", "timing_method": "kernel-only: CUDA graph"}})
            result = self.run_script(profile, column, "--format", "json")
            self.assertEqual(result.returncode, 0, result.stderr)
            document = json.loads(result.stdout)
            self.assertAlmostEqual(document["rows"][0]["ratio"], 2.0)
            self.assertTrue(document["rows"][0]["outlier"])
            self.assertEqual(document["passes"]["forward"]["outliers"][0]["key"], "conv1")
            self.assertEqual(document["warnings"], [])
            markdown = self.run_script(profile, column)
            self.assertEqual(markdown.returncode, 0)
            self.assertIn("| conv1 | conv2d | forward | 2.0000 | 1.0000 | 2.000 ** |",
                          markdown.stdout)
            broken = self.write(directory, "broken.json", "{not json")
            failed = self.run_script(broken, column)
            self.assertEqual(failed.returncode, 2)
            self.assertIn("broken.json", failed.stderr)
            missing = self.run_script(profile, os.path.join(directory, "absent.json"))
            self.assertEqual(missing.returncode, 2)
            self.assertIn("absent.json", missing.stderr)


# Just enough of a torch module for bench/pytorch_column.py to import and parse
# its arguments on a machine without PyTorch; CUDA is reported absent.
FAKE_TORCH = """
class cuda:
    @staticmethod
    def is_available():
        return False
float32 = "float32"
bfloat16 = "bfloat16"
float16 = "float16"
"""


class PytorchColumnArgumentsTest(unittest.TestCase):
    """bench/pytorch_column.py's command line, with a stand-in torch."""

    def run_column(self, *args):
        with tempfile.TemporaryDirectory() as directory:
            os.makedirs(os.path.join(directory, "torch", "nn"))
            with open(os.path.join(directory, "torch", "__init__.py"), "w") as file:
                file.write(FAKE_TORCH)
            with open(os.path.join(directory, "torch", "nn", "__init__.py"), "w") as file:
                file.write("class Module:\n    pass\n")
            with open(os.path.join(directory, "torch", "nn", "functional.py"), "w") as file:
                file.write("")
            environment = dict(os.environ, PYTHONPATH=directory)
            return subprocess.run([sys.executable, os.path.join(BENCH, "pytorch_column.py"),
                                   *args], capture_output=True, text=True, env=environment)

    def test_the_measurement_rules_are_enforced(self):
        result = self.run_column("plan.json", "-o", "x.json", "--launches", "10")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--launches must be at least 20", result.stderr)
        result = self.run_column("plan.json", "-o", "x.json", "--replays", "4")
        self.assertEqual(result.returncode, 2)

    def test_compile_modes_are_checked(self):
        result = self.run_column("plan.json", "-o", "x.json", "--compile-modes", "reduce-overhead")
        self.assertEqual(result.returncode, 2)
        self.assertIn("max-autotune-no-cudagraphs", result.stderr)

    def test_without_cuda_it_says_so(self):
        result = self.run_column("plan.json", "-o", "x.json")
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("no CUDA device", result.stderr)


class ReportTest(unittest.TestCase):
    """bench/true_time_report.py on a hand-made work directory of two nets."""

    def make_work(self, root):
        def write(name, document):
            path = os.path.join(root, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as file:
                file.write(document if isinstance(document, str) else json.dumps(document))
        write("device.json", {"name": "NVIDIA H100 80GB HBM3", "compute_capability": "9.0",
                              "multiprocessors": 132, "l2_cache_bytes": 52428800,
                              "cudnn_version": 91900})
        write("nvidia-smi.csv", "name, driver_version\nNVIDIA H100, 580.1\n")
        write("part.txt", "2/2")
        write("date.txt", "2026-11-24T12:00:00Z")
        write("steps.tsv", "device\t3\tok\n")
        write("skipped.tsv", "vgg16-bf16 profile\ttime budget\n")
        write("commands.txt", "bench/true-time.sh build")
        # alexnet fp32: two conv launches (ratios 2 and 0.5) and a pool launch.
        write("runs/alexnet-fp32.plan.json", {"layers": [
            {"name": "conv1", "op": "conv2d"}, {"name": "pool1", "op": "max_pool"},
            {"name": "conv2", "op": "conv2d"}, {"name": "fc6", "op": "inner_product"}]})
        write("runs/alexnet-fp32.json", {
            "plan": {"precision": "fp32"},
            "launches": [
                {"layers": "conv1", "op": "conv2d", "ours": timing(1.0), "cudnn": timing(2.0)},
                {"layers": "pool1", "op": "max_pool", "ours": timing(1.0),
                 "cudnn": timing(5.0)},
                {"layers": "conv2", "op": "conv2d", "ours": timing(2.0), "cudnn": timing(1.0)},
                {"layers": "fc6", "op": "conv2d", "ours": timing(1.0), "cudnn": timing(7.0)}],
            "summary": {"forward": timing(4.0)}})
        # resnet50 fp32: one conv launch with its batch norm, ratio 4.
        write("runs/resnet50-fp32.json", {
            "plan": {"precision": "fp32"},
            "launches": [{"layers": "conv1+bn1", "op": "conv2d", "ours": timing(0.5),
                          "cudnn": timing(2.0)}],
            "summary": {"forward": timing(8.0)}})
        write("runs/broken-fp32.json", "{")
        write("profiles/alexnet-fp32.json", profile_document({
            "conv1": ("conv2d", {"forward": {"find": timing(1.0)}}),
            "conv2": ("conv2d", {"forward": {"find": timing(2.0)}}),
            "pool1": ("max_pool", {"forward": {"find": timing(9.0)}})}))
        write("pytorch/alexnet-fp32.json", {
            "conv1": {"forward_ms": 1.05}, "conv2": {"forward_ms": 1.0},
            "pool1": {"forward_ms": 1.0},
            "network": {"precision": "fp32", "timing_method": "kernel-only: CUDA graph",
                        "eager_forward_ms": 6.0, "eager_total_ms": 15.0,
                        "graph_forward_ms": 5.0, "compiled_forward_ms": None}})

    def run_report(self, *args):
        return subprocess.run([sys.executable, os.path.join(BENCH, "true_time_report.py"),
                               *args], capture_output=True, text=True)

    def test_report_sections(self):
        with tempfile.TemporaryDirectory() as root:
            work = os.path.join(root, "work")
            self.make_work(work)
            tarball = os.path.join(root, "work.tar.gz")
            subprocess.run(["tar", "czf", tarball, "-C", work, "."], check=True)
            for source in (work, tarball):
                result = self.run_report(source, "--json", os.path.join(root, "r.json"),
                                         "--markdown", os.path.join(root, "r.md"))
                self.assertEqual(result.returncode, 0, result.stderr)
                self.assertIn("broken-fp32.json", result.stderr)
                with open(os.path.join(root, "r.json")) as file:
                    report = json.load(file)
                bar = report["bar"]["fp32"]
                # conv1 2.0, conv2 0.5, resnet's conv1 4.0; pool and fc left out.
                self.assertEqual(bar["count"], 3)
                self.assertAlmostEqual(bar["geomean"], 4.0 ** (1 / 3))
                self.assertEqual(bar["missing_nets"], ["vgg16", "googlenet"])
                forward = report["crosscheck"]["fp32"]["forward"]
                self.assertEqual(forward["count"], 2)  # conv layers only
                self.assertEqual([o["key"] for o in forward["outliers"]], ["alexnet/conv2"])
                alexnet = report["network"]["fp32"]["alexnet"]
                self.assertEqual(alexnet["ours_forward_ms"], 4.0)
                self.assertEqual(alexnet["reference_forward_ms"], 3.0)  # the profile's full pass
                self.assertEqual(alexnet["pytorch"]["eager"]["training_ms"], 15.0)
                self.assertAlmostEqual(alexnet["pytorch"]["CUDA graph"]["forward_over_ours"], 1.25)
                self.assertEqual(report["meta"][0]["part"], "2/2")
                with open(os.path.join(root, "r.md")) as file:
                    text = file.read()
                self.assertIn("NVIDIA H100 80GB HBM3", text)
                self.assertIn("skipped vgg16-bf16 profile: time budget", text)
                self.assertIn("| fp32 | forward | 2 |", text)

    def test_parts_that_ran_the_layers_and_the_network_are_merged(self):
        # One part ran alexnet's layers (--no-network), a later one its
        # network (--no-layers): the cross-check keeps the layers and the
        # network table the later part's figures.
        with tempfile.TemporaryDirectory() as root:
            layers, network = os.path.join(root, "a"), os.path.join(root, "b")
            self.make_work(layers)
            self.make_work(network)
            with open(os.path.join(network, "pytorch", "alexnet-fp32.json"), "w") as file:
                json.dump({"network": {"precision": "fp32", "timing_method": "kernel-only",
                                       "eager_forward_ms": 7.0, "graph_forward_ms": None}},
                          file)
            result = self.run_report(layers, network, "--json", os.path.join(root, "r.json"))
            self.assertEqual(result.returncode, 0, result.stderr)
            with open(os.path.join(root, "r.json")) as file:
                report = json.load(file)
            self.assertEqual(report["crosscheck"]["fp32"]["forward"]["count"], 2)
            alexnet = report["network"]["fp32"]["alexnet"]
            self.assertEqual(alexnet["pytorch"]["eager"]["forward_ms"], 7.0)
            self.assertAlmostEqual(alexnet["pytorch"]["CUDA graph"]["forward_over_ours"], 1.25)

    def test_not_a_work_directory(self):
        with tempfile.NamedTemporaryFile(suffix=".txt") as file:
            result = self.run_report(file.name)
            self.assertEqual(result.returncode, 2)
            self.assertIn("neither a work directory nor a tarball", result.stderr)


class ClocksTest(unittest.TestCase):
    """true-time.sh samples nvidia-smi each second; the report says when the
    GPU ran slowed (a hot or power-capped or shared GPU)."""

    def lines(self, rows):
        return "\n".join(f"2026/11/24 17:00:{i:02d}.000, {clock}, 1980, {temp}, 400.0, {reason}"
                         for i, (clock, temp, reason) in enumerate(rows))

    def test_a_full_speed_call_is_not_suspect(self):
        text = self.lines([(1980, 40, "0x0000000000000000")] * 9 +
                          [(345, 35, "0x0000000000000001")])  # one idle sample
        summary = data.summarize_clocks(text)
        self.assertEqual(summary["samples"], 10)
        self.assertEqual(summary["busy_samples"], 9)
        self.assertEqual(summary["median_sm_mhz"], 1980)
        self.assertEqual(summary["suspect"], [])
        self.assertNotIn("SUSPECT", data.clocks_text(summary))

    def test_power_capped_or_slow_samples_make_it_suspect(self):
        text = self.lines([(1980, 60, "0x0")] * 5 + [(1965, 60, "0x4")] +
                          [(1200, 70, "0x0000000000000004")] * 3 + [(1500, 70, "0x0")])
        summary = data.summarize_clocks(text)
        self.assertAlmostEqual(summary["slow_fraction"], 0.4)
        self.assertEqual(summary["slowing_reasons"], {"power cap": 4})
        self.assertEqual(summary["max_temperature_c"], 70)
        self.assertIn("SUSPECT: 40% of busy samples below 90% of 1980 MHz (reasons seen: "
                      "power cap: 4)", data.clocks_text(summary))

    def test_a_power_cap_reason_at_full_clock_is_not_slow(self):
        # The H100 of 2026-11-24: 25 of 235 busy samples said power cap at 1935-1965 MHz.
        text = self.lines([(1980, 45, "0x0")] * 9 + [(1965, 46, "0x4")])
        summary = data.summarize_clocks(text)
        self.assertEqual(summary["slow_fraction"], 0)
        self.assertEqual(summary["suspect"], [])

    def test_no_samples(self):
        self.assertIsNone(data.summarize_clocks(""))
        self.assertIsNone(data.summarize_clocks("garbage\n[N/A], [N/A]"))
        self.assertEqual(data.clocks_text(None), "clocks: not sampled")


if __name__ == "__main__":
    unittest.main()
