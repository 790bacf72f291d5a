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
text = open(source).read()
names = [n for n in re.findall(r'net\.(?:conv2d|max_pool|avg_pool|batch_norm|inner_product|'
                               r'elementwise) "([^"]+)"', text) if not n.endswith("/feed")]
layers = [{"name": n, "passes": [{"pass": p, "find": {"median_ms": 1.5},
           "find_algorithm": {"name": "eng0"}, "predicted_ms": 2.0}
          for p in ("forward", "backward_data", "backward_filter")]} for n in names]
json.dump({"device": {"name": "fake"}, "layers": layers}, open(output, "w"))
"""


def row_chunk(manifest, row):
    return next(s["chunk"] for s in manifest["shapes"] if s["id"] == row["id"])


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


    def test_the_nets_family_draws_what_networks_build(self):
        shapes = conv_sweep.sample(1000, 2, "nets")
        self.assertEqual(shapes, conv_sweep.sample(1000, 2, "nets"))
        self.assertTrue(all(s["cin"] == 3 or s["cin"] % 8 == 0 for s in shapes))
        self.assertTrue(all(s["cout"] % 8 == 0 for s in shapes))
        share = lambda f: sum(1 for s in shapes if f(s)) / len(shapes)
        self.assertGreater(share(lambda s: s["filter"] == [1, 1]), 0.3)
        self.assertGreater(share(lambda s: s["filter"] == [3, 3]), 0.3)
        self.assertGreater(share(lambda s: s["batch"] >= 16), 0.8)
        self.assertTrue(any(s["filter"] == [1, 7] for s in shapes))
        # VGG-16's conv3_2 neighbourhood, which the designed sweep lacked.
        self.assertTrue(any(s["filter"] == [3, 3] and s["strides"] == [1, 1] and
                            s["cin"] >= 128 and s["out"][0] >= 28 and s["batch"] >= 32
                            for s in shapes))
        for s in shapes:
            self.assertEqual(s["pad"], [s["filter"][0] // 2, s["filter"][1] // 2])
            self.assertIn(s["out"][0], conv_sweep.NET_SIZES)
            for i, k, st, p, o in zip(s["in"], s["filter"], s["strides"], s["pad"], s["out"]):
                self.assertEqual((i + 2 * p - k) // st + 1, o, s)
            self.assertLessEqual(s["multiply_adds"], conv_sweep.MAX_MULTIPLY_ADDS)

    def test_the_bottleneck_family_draws_blocks_and_never_the_held_out_batch(self):
        shapes = conv_sweep.sample(360, 31, "bottleneck")
        self.assertEqual(shapes, conv_sweep.sample(360, 31, "bottleneck"))
        # torchvision's nets score the model at batch 64: none of theirs.
        self.assertFalse(any(s["batch"] == 64 for s in shapes))
        ratios = {(s["filter"][0], max(s["cin"], s["cout"]) // min(s["cin"], s["cout"]))
                  for s in shapes}
        self.assertEqual(ratios, {(1, 1), (1, 2), (1, 4), (3, 1)})
        self.assertTrue(any(s["filter"] == [1, 1] and s["strides"] == [2, 2] for s in shapes))
        for s in shapes:
            self.assertEqual(s["cin"] % 32, 0, s)
            self.assertLessEqual(max(s["cin"], s["cout"]), 2048)
            self.assertEqual(s["pad"], [s["filter"][0] // 2] * 2)
            self.assertIn(s["out"][0], conv_sweep.BOTTLENECK_SIZES)
            for i, k, st, p, o in zip(s["in"], s["filter"], s["strides"], s["pad"], s["out"]):
                self.assertEqual((i + 2 * p - k) // st + 1, o, s)

    def test_the_streaming_family_draws_every_layer_kind(self):
        layers = conv_sweep.sample(600, 3, "streaming")
        self.assertEqual({l["kind"] for l in layers},
                         {"max_pool", "avg_pool", "batch_norm", "residual_add", "inner_product"})
        self.assertEqual({l.get("relu") for l in layers if l["kind"] == "batch_norm"},
                         {True, False})
        self.assertTrue(any(l["kind"] == "avg_pool" and l["window"] == l["in"][0]
                            for l in layers))  # global average pooling
        for l in layers:
            if l["kind"] in ("max_pool", "avg_pool"):
                size, window, stride = l["in"][0], l["window"], l["stride"]
                expected = -(-size // stride) if l["same"] else (size - window) // stride + 1
                self.assertEqual(l["out"], [expected, expected], l)
            if l["kind"] == "inner_product":
                self.assertLessEqual(l["batch"] * l["features"], conv_sweep.MAX_TENSOR_ELEMENTS)
            else:
                self.assertLessEqual(l["batch"] * l["in"][0] ** 2 * l["channels"],
                                     conv_sweep.MAX_TENSOR_ELEMENTS)

    def test_the_depthwise_family_draws_depthwise_layers_that_netc_reads(self):
        layers = conv_sweep.sample(300, 5, "depthwise")
        self.assertEqual({l["kind"] for l in layers}, {"depthwise"})
        self.assertEqual({l["window"] for l in layers}, {3, 5, 7})
        self.assertEqual({l["stride"] for l in layers}, {1, 2})
        self.assertTrue(any(l["channels"] % 16 for l in layers))  # not only powers of two
        for l in layers:
            self.assertEqual(l["out"], [-(-l["in"][0] // l["stride"])] * 2, l)  # SAME
            self.assertLessEqual(l["batch"] * l["in"][0] ** 2 * l["channels"],
                                 conv_sweep.MAX_TENSOR_ELEMENTS)
        lines = []
        conv_sweep.streaming_mlir(dict(layers[0], id="dw"), lines, 0)
        c = layers[0]["channels"]
        self.assertIn(f"groups = {c} : i64", lines[-1])
        self.assertIn(f"array<i64: {layers[0]['window']}, {layers[0]['window']}, 1, {c}>",
                      lines[-1])
        netc = os.path.join(os.environ.get("NETC_BIN", ""), "netc")
        if not os.path.exists(netc):
            return  # the text checks above stand without a build
        with tempfile.TemporaryDirectory() as work:
            result = run_script("sample", "-o", work, "--family", "depthwise", "--count", "12",
                                "--per-chunk", "12")
            self.assertEqual(result.returncode, 0, result.stderr)
            for chunk in read_json(os.path.join(work, "shapes.json"))["chunks"]:
                result = subprocess.run([netc, "summarize", os.path.join(work, chunk + ".mlir")],
                                        capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, chunk + ": " + result.stderr)

    def test_the_normalization_family_draws_batch_norms_between_the_blocks(self):
        layers = conv_sweep.sample(300, 17, "normalization")
        self.assertEqual({l["kind"] for l in layers}, {"batch_norm"})
        channels = {l["channels"] for l in layers}
        # Counts between cuDNN's 64-channel blocks and not multiples of 8.
        self.assertTrue(any(c % 64 and c > 64 for c in channels))
        self.assertTrue(any(c % 8 for c in channels))
        self.assertEqual({l["activation"] for l in layers},
                         {None, "relu", "relu6", "hard_swish", "silu"})
        for l in layers:
            self.assertLessEqual(l["batch"] * l["in"][0] ** 2 * l["channels"],
                                 conv_sweep.MAX_TENSOR_ELEMENTS)
        swish = next(l for l in layers if l["activation"] == "hard_swish")
        lines = []
        conv_sweep.streaming_mlir(dict(swish, id="bn"), lines, 0)
        self.assertIn('net.batch_norm "bn"', lines[-1])
        self.assertIn("activation = #net<activation hard_swish>", lines[-1])
        plain = next(l for l in layers if l["activation"] is None)
        lines = []
        conv_sweep.streaming_mlir(dict(plain, id="bn"), lines, 0)
        self.assertNotIn("activation", lines[-1])
        netc = os.path.join(os.environ.get("NETC_BIN", ""), "netc")
        if not os.path.exists(netc):
            return  # the text checks above stand without a build
        with tempfile.TemporaryDirectory() as work:
            result = run_script("sample", "-o", work, "--family", "normalization", "--count",
                                "12", "--per-chunk", "12")
            self.assertEqual(result.returncode, 0, result.stderr)
            for chunk in read_json(os.path.join(work, "shapes.json"))["chunks"]:
                result = subprocess.run([netc, "summarize", os.path.join(work, chunk + ".mlir")],
                                        capture_output=True, text=True)
                self.assertEqual(result.returncode, 0, chunk + ": " + result.stderr)

    def test_the_depthwise_pytorch_family_pads_both_sides(self):
        layers = conv_sweep.sample(200, 29, "depthwise-pytorch")
        self.assertEqual({l["kind"] for l in layers}, {"depthwise"})
        for l in layers:
            self.assertEqual(l["pad"], l["window"] // 2)
            self.assertEqual(l["out"][0], (l["in"][0] + 2 * l["pad"] - l["window"]) // l["stride"] + 1)
        lines = []
        conv_sweep.streaming_mlir(dict(layers[0], id="dw"), lines, 0)
        p = layers[0]["pad"]
        self.assertIn(f"pad = array<i64: {p}, {p}>, padding = #net<padding explicit>", lines[-1])
        # The SAME family keeps TensorFlow's pads.
        lines = []
        conv_sweep.streaming_mlir(dict(conv_sweep.sample(1, 5, "depthwise")[0], id="dw"), lines, 0)
        self.assertIn("padding = #net<padding same>", lines[-1])

    def test_the_pooling_and_broadcast_families_draw_what_networks_write(self):
        pools = conv_sweep.sample(300, 19, "pooling")
        self.assertEqual({l["kind"] for l in pools}, {"max_pool", "avg_pool"})
        forms = {(l["window"] == l["in"][0], l["stride"], l.get("pad", 0), l["same"])
                 for l in pools}
        self.assertIn((False, 2, 1, False), forms)   # ResNet's padded 3x3/2 stem
        self.assertTrue(any(g and s > 1 for g, s, _, _ in forms))  # ONNX's global pool
        self.assertTrue(any(g and s == 1 for g, s, _, _ in forms))  # Paleo's
        stem = next(l for l in pools if l.get("pad"))
        self.assertEqual(stem["out"][0], (stem["in"][0] + 2 - stem["window"]) // stem["stride"] + 1)
        lines = []
        conv_sweep.streaming_mlir(dict(stem, id="p"), lines, 0)
        self.assertIn("pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>", lines[-1])
        # Overlapping windows without a pad, on even and odd images.
        unpadded = conv_sweep.sample(200, 29, "unpadded-pooling")
        self.assertEqual({(l["window"], l.get("pad", 0), l["same"]) for l in unpadded},
                         {(3, 0, False)})
        self.assertEqual({l["stride"] for l in unpadded}, {1, 2})
        self.assertEqual({l["in"][0] % 2 for l in unpadded if l["stride"] == 2}, {0, 1})
        for l in unpadded:
            self.assertEqual(l["out"][0], (l["in"][0] - 3) // l["stride"] + 1)
        lines = []
        conv_sweep.streaming_mlir(dict(unpadded[0], id="u"), lines, 0)
        self.assertIn("padding = #net<padding valid>", lines[-1])
        products = conv_sweep.sample(100, 23, "broadcast")
        self.assertEqual({l["kind"] for l in products}, {"binary"})
        self.assertEqual({l["op"] for l in products if l["scale"] == "constant"}, {"mul"})
        se = next(l for l in products if l["scale"] == "input")
        lines = []
        conv_sweep.streaming_mlir(dict(se, id="b"), lines, 0)
        n, c = se["batch"], se["channels"]
        self.assertIn(f"tensor<{n}x1x1x{c}xf32> -> ", lines[-1])
        netc = os.path.join(os.environ.get("NETC_BIN", ""), "netc")
        if not os.path.exists(netc):
            return  # the text checks above stand without a build
        for family in ("pooling", "unpadded-pooling", "broadcast"):
            with tempfile.TemporaryDirectory() as work:
                result = run_script("sample", "-o", work, "--family", family, "--count", "24",
                                    "--per-chunk", "24")
                self.assertEqual(result.returncode, 0, result.stderr)
                for chunk in read_json(os.path.join(work, "shapes.json"))["chunks"]:
                    result = subprocess.run(
                        [netc, "summarize", os.path.join(work, chunk + ".mlir")],
                        capture_output=True, text=True)
                    self.assertEqual(result.returncode, 0, chunk + ": " + result.stderr)


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

    def test_streaming_layers_name_their_chunk_through_collect_and_fit_rows(self):
        sweep = os.path.join(self.work, "streaming")
        result = run_script("sample", "-o", sweep, "--family", "streaming", "--count", "40",
                            "--per-chunk", "8", "--seed", "5")
        self.assertEqual(result.returncode, 0, result.stderr)
        manifest = read_json(os.path.join(sweep, "shapes.json"))
        self.assertEqual(manifest["family"], "streaming")
        netc = os.path.join(os.environ.get("NETC_BIN", ""), "netc")
        if os.path.exists(netc):  # every chunk is a valid network whose layers have gradients
            for chunk in manifest["chunks"]:
                plan = os.path.join(self.work, "plan.json")
                checked = subprocess.run([netc, "profile", os.path.join(sweep, chunk + ".mlir"),
                                          "--device", "h100", "--precision", "fp32",
                                          "--emit-plan", plan], capture_output=True, text=True)
                self.assertEqual(checked.returncode, 0, chunk + ": " + checked.stderr)
                names = {s["id"] for s in manifest["shapes"] if s["chunk"] == chunk}
                layers = [l for l in read_json(plan)["layers"] if l["name"] in names]
                self.assertEqual(len(layers), len(names), chunk)
                self.assertTrue(all(l["backward_data_needed"] for l in layers), chunk)
        self.assertEqual(run_script("run", sweep, "--precision", "bf16", "--bin",
                                    self.bin).returncode, 0)
        rows_path = os.path.join(self.work, "streaming-rows.json")
        self.assertEqual(run_script("collect", sweep, "--precision", "bf16", "-o",
                                    rows_path).returncode, 0)
        rows = read_json(rows_path)["rows"]
        self.assertEqual(len(rows), 40 * 3)
        for row in rows:
            self.assertEqual(row["network"], os.path.join(sweep, row_chunk(manifest, row) + ".mlir"))
        csv_path = os.path.join(self.work, "streaming-rows.csv")
        converted = subprocess.run([sys.executable, os.path.join(HERE, "..", "..", "bench",
                                                                 "fit_rows.py"),
                                    "sweep", rows_path, "--device", "h100", "-o", csv_path],
                                   capture_output=True, text=True)
        self.assertEqual(converted.returncode, 0, converted.stderr)
        with open(csv_path) as f:
            lines = f.read().splitlines()
        self.assertTrue(lines[0].startswith("device,network,layer,precision,pass,measured_ms,"))
        self.assertTrue(all(line.split(",")[1].endswith(".mlir") for line in lines[1:]))

    def test_run_without_a_manifest_is_a_clear_error(self):
        result = run_script("run", self.work, "--precision", "fp32", "--bin", self.bin)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("shapes.json", result.stderr)
        self.assertIn("run `sample` first", result.stderr)


if __name__ == "__main__":
    unittest.main()
