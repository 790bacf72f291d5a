#!/usr/bin/env python3
# ===- kstruct_test.py - The structure microbenchmark's script ---------------===#
#
# bench/kstruct/kstruct.py without a GPU: the bench design (whole k-steps,
# the designed block counts), compact/ingest round trips and, when NETC_BIN
# names a build, the script driving netc: `make` lowering the designed
# networks from `netc calibrate --structure-kernels`, `score` through `netc
# calibrate --score-structure` giving back every plan's own prediction (the
# C++ model rebuilt from plan.json is the one the lowering priced with),
# `fit` through `netc calibrate --fit-structure` recovering the constants
# that timed a bench network (times from the C++ model itself), and `netc
# lower --force-kernel`'s error for a kernel the catalog does not offer.
# The fit's and the model's own tests are test/unit/StructureFitTest.cpp,
# KernelStructureTest.cpp and test/netc/calibrate-structure.test.
# ===----------------------------------------------------------------------===#

import csv
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(ROOT, "bench", "kstruct"))
import depthwise  # noqa: E402
import kstruct  # noqa: E402

NETC_BIN = os.environ.get("NETC_BIN")
GEMM_TILES = [("implicit_gemm_simt", [128, 128, 8]), ("implicit_gemm_simt", [64, 32, 16]),
              ("implicit_gemm_mma", [128, 128, 32]), ("implicit_gemm_mma", [64, 64, 64]),
              ("implicit_gemm_mma", [256, 128, 32])]


def netc():
    return os.path.join(NETC_BIN, "netc")


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


class BenchDesign(unittest.TestCase):
    def test_every_layer_has_the_designed_blocks_and_whole_k_steps(self):
        for variant, tile in GEMM_TILES:
            row = dict(variant=variant, tile=tile)
            bm, bn, bk = tile
            for per_sm in (1, 2, 3, 8):
                layers = kstruct.bench_layers(row, 132, per_sm)
                tags = [l[0] for l in layers]
                self.assertIn("res1_t18", tags)
                self.assertIn("pw_res1_t18", tags)
                self.assertIn("w4_t72", tags)
                for tag, batch, image, cin, cout, kernel, pad in layers:
                    self.assertEqual(cin % bk, 0, (row, tag))
                    blocks = -(-batch * image * image // bm) * (cout // bn)
                    if tag.startswith("res") or tag.startswith("pw_res") or "_res" in tag:
                        k = int(tag.split("res")[1].split("_")[0])
                        self.assertEqual(blocks, 132 * k, (tile, tag))
                    if tag.startswith("pw_short"):
                        # Short k-loops: one tap, 1 to 4 k-steps.
                        self.assertEqual((kernel, cin // bk), (1, int(tag.split("_t")[1])), tag)
                    elif tag.startswith("pw_"):
                        # The 1x1 twin: one tap, the 3x3 layer's grid and trips.
                        twin = dict((l[0], l) for l in layers)[tag[3:]]
                        self.assertEqual((kernel, pad), (1, 0), tag)
                        self.assertEqual(cin, 9 * twin[3], tag)
                        self.assertEqual((batch, image, cout), (twin[1], twin[2], twin[4]), tag)
                    if tag.startswith("w"):
                        full = int(tag[1])
                        self.assertEqual(blocks, 132 * per_sm * full, (tile, tag))

    def test_the_channel_benches_cover_partial_steps_and_misaligned_pixels(self):
        # --design channels: whole-sector pixels (C x element bytes a multiple
        # of 32) with and without a step past C; --design pitch: every pixel
        # 16 bytes off a sector and a step past C. Both at the nets' grid.
        for variant, tile, element in (("implicit_gemm_wgmma_tma", [64, 128, 32], 4),
                                       ("implicit_gemm_wgmma_tma_persistent", [128, 64, 64], 2)):
            row = dict(variant=variant, tile=tile)
            bm, bn, bk = tile
            persistent = variant.endswith("_persistent")
            for design, sector_bytes in ((kstruct.channel_layers, 0), (kstruct.pitch_layers, 16)):
                layers = design(row, 132, 2)
                partial = whole = 0
                for tag, batch, image, cin, cout, kernel, pad in layers:
                    self.assertEqual(cin * element % 16, 0, (tag, cin))  # the maps' 16-byte strides
                    self.assertEqual(cin * element % 32, sector_bytes, (design.__name__, tag))
                    partial += cin % bk != 0
                    whole += cin % bk == 0
                    tiles = -(-batch * image * image // bm) * (cout // bn)
                    grid = 132 * (12 if persistent else 8)
                    self.assertEqual(tiles, grid * (4 if "_long_" in tag else 1), (tile, tag))
                    self.assertEqual((kernel, pad), (3, 1) if "3x3" in tag else (1, 0), tag)
                self.assertGreaterEqual(partial, 7, design.__name__)
                if design is kstruct.channel_layers:
                    self.assertGreaterEqual(whole, 4)  # the twins that tell a partial step apart

    def test_the_column_bench_fills_the_last_column_in_part_at_one_grid(self):
        # --design columns: K = BN x (1 + f); the tiles, k-steps and filter of
        # each partial layer equal its full twin's (f = 1), so that only the
        # second column's fill differs.
        for variant, tile, element in (("implicit_gemm_wgmma_tma_persistent", [128, 128, 32], 4),
                                       ("implicit_gemm_wgmma_tma", [64, 64, 64], 2)):
            row = dict(variant=variant, tile=tile)
            bm, bn, bk = tile
            grid = 132 * (12 if variant.endswith("_persistent") else 8)
            layers = {l[0]: l for l in kstruct.column_layers(row, 132, 2)}
            fills = set()
            for tag, batch, image, cin, cout, kernel, pad in layers.values():
                self.assertEqual(-(-cout // bn), 2, (tile, tag))  # two columns of tiles
                steps = 18 if "_k18_" in tag else 1 if "_s1_" in tag else 2
                self.assertEqual(cin, steps * bk, tag)  # whole k-steps: the channel benches price C
                self.assertEqual(cout * element % 16, 0, (tile, tag))  # whole 16-byte stores
                tiles = -(-batch * image * image // bm) * 2
                self.assertEqual(tiles, grid * (4 if "_long_" in tag else 1), (tile, tag))
                self.assertEqual((kernel, pad), (3, 1) if "3x3" in tag else (1, 0), tag)
                fill = float(tag.rsplit("_f", 1)[1])
                self.assertEqual(cout, int(bn * (1 + fill)), tag)
                fills.add(fill)
                twin = layers[tag.rsplit("_f", 1)[0] + "_f1"]
                self.assertEqual((batch, image, cin, kernel), twin[1:4] + (twin[5],), tag)
            self.assertGreaterEqual(len(fills - {1.0}), 4)

    def test_the_one_column_bench_pairs_one_column_with_two_at_one_grid(self):
        # --design onecolumn: K = BN (one column of tiles) or 2 BN (two), and
        # each one-column layer's twin has the same tiles, k-steps and filter.
        for variant, tile in (("implicit_gemm_wgmma_tma_persistent", [128, 256, 64]),
                              ("implicit_gemm_wgmma_tma", [64, 128, 32])):
            bm, bn, bk = tile
            grid = 132 * (12 if variant.endswith("_persistent") else 8)
            layers = {l[0]: l for l in kstruct.one_column_layers(dict(variant=variant, tile=tile),
                                                                  132, 2)}
            steps_seen = set()
            for tag, batch, image, cin, cout, kernel, pad in layers.values():
                columns = int(tag.split("_c")[1].split("_")[0])
                self.assertEqual(cout, columns * bn, tag)
                tiles = -(-batch * image * image // bm) * columns
                self.assertEqual(tiles, grid * (4 if "_long_" in tag else 1), tag)
                steps = int(tag.rsplit("_s", 1)[1])
                self.assertEqual(cin, steps * bk, tag)
                self.assertEqual((kernel, pad), (3, 1) if "3x3" in tag else (1, 0), tag)
                twin = layers[tag.replace(f"_c{columns}_", "_c2_" if columns == 1 else "_c1_")]
                self.assertEqual((cin, kernel), (twin[3], twin[5]), tag)
                self.assertEqual(-(-twin[1] * twin[2] * twin[2] // bm) * (3 - columns), tiles, tag)
                steps_seen.add(steps)
            self.assertEqual(steps_seen, {1, 2, 4, 8})
            self.assertEqual(sum(1 for t in layers if "_c1_" in t), sum(1 for t in layers if "_c2_" in t))

    def test_the_deep_bench_runs_short_k_loops_over_many_tiles_a_block(self):
        # --design deep: 12 and 48 tiles an SM's block (whole, so no tail),
        # 1, 2 and 4 k-steps of 1x1 and one of 3x3, and outputs at least as
        # large as the inputs (K = max(2 BN, 256) >= C).
        for variant, tile, per_sm in (("implicit_gemm_wgmma_tma_persistent", [128, 64, 64], 1),
                                      ("implicit_gemm_wgmma_tma", [256, 128, 64], 1),
                                      ("implicit_gemm_wgmma_tma", [64, 64, 64], 2)):
            bm, bn, bk = tile
            layers = kstruct.deep_layers(dict(variant=variant, tile=tile), 132, per_sm)
            seen = set()
            for tag, batch, image, cin, cout, kernel, pad in layers:
                per_block = int(tag.split("_w")[1].split("_")[0])
                steps = int(tag.rsplit("_s", 1)[1])
                self.assertEqual(cout, max(2 * bn, 256), tag)
                self.assertEqual(-(-batch * image * image // bm) * (cout // bn),
                                 132 * per_sm * per_block, (tile, tag))
                self.assertEqual(cin, steps * bk, tag)
                self.assertGreaterEqual(cout, cin, tag)
                self.assertEqual((kernel, pad), (3, 1) if "3x3" in tag else (1, 0), tag)
                seen.add((per_block, steps, kernel))
            self.assertEqual(seen, {(w, s, 1) for w in (12, 48) for s in (1, 2, 4)} |
                             {(w, 1, 3) for w in (12, 48)})

    def test_the_tail_bench_leaves_a_share_of_the_sms_idle_beside_a_full_twin(self):
        # --design tails: each layer's tiles fill about f of the SMs once
        # (never more than one tile an SM), and every sub-wave layer has a
        # twin at f = 1 with the same k-steps and filter.
        for variant, tile in (("implicit_gemm_wgmma_tma_persistent", [128, 64, 32]),
                              ("implicit_gemm_wgmma_tma", [64, 64, 64])):
            bm, bn, bk = tile
            layers = {l[0]: l for l in kstruct.tail_layers(dict(variant=variant, tile=tile), 132, 2)}
            shares = set()
            for tag, batch, image, cin, cout, kernel, pad in layers.values():
                tiles = -(-batch * image * image // bm) * -(-cout // bn)
                share = float(tag.split("_f")[1].split("_")[0])
                self.assertLessEqual(tiles, 132, tag)
                self.assertLess(abs(tiles - share * 132), 2, tag)
                self.assertEqual(cin % bk, 0, tag)  # whole k-steps
                twin = layers[tag.replace(f"_f{share:g}", "_f1")]
                self.assertEqual((cin, cout, kernel), (twin[3], twin[4], twin[5]), tag)
                shares.add(share)
            self.assertEqual(shares, {0.25, 0.5, 0.75, 1.0})

    def test_the_gather_bench_reads_pixels_on_and_off_a_sector_at_one_grid(self):
        # --design gather: 3x3 and 5x5 layers at 14 x 14 whose pixels are
        # whole 16-byte copies (the gathered kernels' rule), half of them
        # 16 bytes off a 32-byte sector, all at the same grid (4 full waves,
        # two column tiles), and a 1x1 pair.
        for tile, precision, element in (([64, 64, 64], "bf16", 2), ([128, 64, 32], "tf32", 4)):
            bm, bn, bk = tile
            row = dict(variant="implicit_gemm_mma", tile=tile, precision=precision)
            layers = kstruct.gather_layers(row, 132, 3)
            grids, offsets = set(), {}
            for tag, batch, image, cin, cout, kernel, pad in layers:
                pixel = cin * element
                self.assertEqual(pixel % 16, 0, tag)
                self.assertEqual(int(tag.rsplit("_b", 1)[1]), pixel, tag)
                self.assertEqual((image, cout, pad), (14, 2 * bn, kernel // 2), tag)
                grids.add(-(-batch * image * image // bm) * 2)
                offsets.setdefault(kernel, set()).add(pixel % 32)
            self.assertEqual(len(grids), 1)
            self.assertGreaterEqual(grids.pop(), 132 * 3 * 4)
            self.assertEqual(offsets, {3: {0, 16}, 5: {0, 16}, 1: {0, 16}})

    def test_the_reread_bench_grows_the_input_past_the_l2_for_one_to_four_columns(self):
        # --design rereads: 1x1 layers of 8 k-steps whose input runs from
        # under to twice the H200's 60 MB of L2, each size at 1-4 columns of
        # output tiles, the columns the only difference at one size.
        for tile, precision, element in (([128, 64, 32], "tf32", 4), ([256, 128, 64], "bf16", 2)):
            bm, bn, bk = tile
            row = dict(variant="implicit_gemm_wgmma_tma", tile=tile, precision=precision)
            sizes = {}
            for tag, batch, image, cin, cout, kernel, pad in kstruct.reread_layers(row, 132, 1):
                self.assertEqual((cin, kernel, pad), (8 * bk, 1, 0), tag)
                megabytes = batch * image * image * cin * element / 2**20
                self.assertLess(abs(megabytes / int(tag.split("_m")[1].split("_")[0]) - 1), 0.01, tag)
                columns = int(tag.rsplit("_c", 1)[1])
                self.assertEqual(cout, columns * bn, tag)
                sizes.setdefault(megabytes, set()).add(columns)
            self.assertTrue(all(c == {1, 2, 3, 4} for c in sizes.values()))
            self.assertLess(min(sizes), 16)
            self.assertGreater(max(sizes), 120)
        # A persistent tile only where the catalog offers it: never between
        # one and two tiles a block (132 blocks on the H200).
        row = dict(variant="implicit_gemm_wgmma_tma_persistent", tile=[128, 128, 64],
                   precision="bf16")
        layers = kstruct.reread_layers(row, 132, 1)
        self.assertTrue(layers)
        self.assertLess(len(layers), 28)
        for tag, batch, image, cin, cout, kernel, pad in layers:
            tiles = -(-batch * image * image // 128) * (cout // 128)
            self.assertFalse(132 < tiles < 264, tag)

    def test_the_direct_nets_bench_runs_the_nets_shapes_on_every_form(self):
        # The stems (3x3 stride 2 at 224x224), the 56x56 1x1 layers and the
        # SE layers of a 1x1 image, never at the models' batch of 64; each
        # form only where its rows an item fit the output (the catalog's
        # rule); the eight-image forms from batch 1024 on.
        for rows, images in ((1, 1), (2, 1), (4, 1), (2, 8), (4, 8)):
            row = {"rows_per_item": rows, "images": images}
            layers = kstruct.direct_net_layers(row)
            self.assertTrue(layers)
            for tag, n, image, cin, cout, kernel, pad, stride in layers:
                out = (image + 2 * pad - kernel) // stride + 1
                self.assertGreaterEqual(out, rows, tag)
                self.assertNotEqual(n, 64, tag)
                if images > 1:
                    self.assertGreaterEqual(n, 1024, tag)
            tags = {l[0].rsplit("_n", 1)[0] for l in layers}
            if images == 1:
                self.assertTrue({"stem16", "stem32", "pw24_72", "ece"} <= tags, tags)
                self.assertEqual(any(t.startswith("se") for t in tags), rows == 1)
        # The stride reaches the layer's text: a 224 stem gives 112 rows.
        text = "\n".join(kstruct.conv_line(0, "s", 8, 224, 3, 16, 3, 1, 2))
        self.assertIn("tensor<8x112x112x16xf32>", text)
        self.assertIn("strides = array<i64: 2, 2>", text)

    def test_the_model_mirror_is_gone(self):
        # One model: the arithmetic lives in lib/CostModel, not here.
        for name in ("read_table", "occupancy", "waves", "costs", "predict", "nelder_mead",
                     "fit_group", "describe", "rate_per_sm", "lookup_resources"):
            self.assertFalse(hasattr(kstruct, name), name)


class DepthwiseBench(unittest.TestCase):
    """bench/kstruct/depthwise.py: its draw holds the models' batch out, and
    its networks lower on the kernel named."""

    def test_the_draw_is_seeded_unique_and_never_at_batch_64(self):
        shapes = depthwise.draw_shapes(48, 1)
        self.assertEqual(shapes, depthwise.draw_shapes(48, 1))
        self.assertNotEqual(shapes, depthwise.draw_shapes(48, 2))
        self.assertEqual(len({s[1:] for s in shapes}), 48)
        for tag, n, image, channels, kernel, stride in shapes:
            self.assertNotEqual(n, 64, tag)
            self.assertLessEqual(n * image * image * channels, depthwise.MOST_ELEMENTS, tag)
            self.assertIn(kernel, depthwise.FILTERS)

    def test_the_draw_can_keep_only_layers_of_several_waves(self):
        # The first bench's 48 layers (seed 1) are mostly small; a floor on
        # the outputs keeps the models' regime, still never at batch 64.
        self.assertEqual(depthwise.draw_shapes(48, 1), depthwise.draw_shapes(48, 1, 0))
        floor = 5_600_000
        small = [s for s in depthwise.draw_shapes(48, 1)
                 if depthwise.output_elements(*s[1:]) < floor]
        self.assertGreater(len(small), 24)
        large = depthwise.draw_shapes(48, 3, floor)
        self.assertEqual(len({s[1:] for s in large}), 48)
        for tag, n, image, channels, kernel, stride in large:
            self.assertGreaterEqual(depthwise.output_elements(n, image, channels, kernel, stride),
                                    floor, tag)
            self.assertNotEqual(n, 64, tag)
        with self.assertRaises(ValueError):
            depthwise.draw_shapes(48, 1, depthwise.MOST_ELEMENTS + 1)

    def test_each_network_lowers_on_its_kernel(self):
        netc = os.path.join(os.environ.get("NETC_BIN", os.path.join(ROOT, "build", "bin")), "netc")
        with tempfile.TemporaryDirectory() as out:
            done = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "kstruct",
                                                                "depthwise.py"),
                                   "make", out, "--netc", netc, "--shapes", "6",
                                   "--precisions", "fp32", "--no-compile"],
                                  capture_output=True, text=True)
            self.assertEqual(done.returncode, 0, done.stderr)
            for variant in depthwise.VARIANTS:
                plan = json.load(open(os.path.join(out, f"dw_{variant}-fp32", "lowered",
                                                   "plan.json")))
                self.assertEqual(len(plan["launches"]), 6)
                # Seed 1's first six layers have no stride-2 3x3 layer (which
                # the catalog leaves to the grouped kernel): every one on the
                # kernel named, the strip's with its steps.
                self.assertEqual({l["variant"] for l in plan["launches"]}, {variant})
                if variant == "depthwise_direct":
                    self.assertTrue(all(l["thread_steps"] > 0 for l in plan["launches"]))


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
            run_json = {"device": {"name": "NVIDIA H100 80GB HBM3"},
                        "plan": {"path": os.path.join(lowered, "plan.json")},
                        "launches": [{"index": 0, "ours": {"median_ms": 0.123456}},
                                     {"index": 1, "ours": {"median_ms": 0.5}}]}
            first = os.path.join(tmp, "first.json")
            json.dump(run_json, open(first, "w"))
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
            self.assertEqual([l["index"] for l in back["launches"]], [0, 1])
            self.assertAlmostEqual(back["launches"][0]["ours"]["median_ms"], 0.12346)


@unittest.skipUnless(NETC_BIN, "NETC_BIN names no netc build")
class ThroughNetc(unittest.TestCase):
    def lower(self, out, net, profile, precision, force=None, conv_variant=None):
        command = [netc(), "lower", net, "--target", "sm_90", "--device", profile,
                   "--precision", precision, "--no-compile", "-o", out]
        if force:
            command += ["--force-kernel", force]
        if conv_variant:
            command += ["--conv-variant", conv_variant]
        return run(command)

    def kstruct(self, *arguments):
        return run([sys.executable, kstruct.__file__] + list(arguments))

    def write_run(self, path, plan_directory, times):
        launches = [dict(index=i, ours=dict(median_ms=t)) for i, t in enumerate(times)]
        with open(path, "w") as f:
            json.dump(dict(device=dict(name="NVIDIA H100 80GB HBM3"),
                           plan=dict(path=os.path.join(plan_directory, "plan.json")),
                           launches=launches), f)

    def test_score_gives_back_every_plans_own_prediction(self):
        # Plans lowered with the shipped H100 profile (fp32 and tf32 priced by
        # the structure): `netc calibrate --score-structure`, rebuilding each
        # launch from plan.json, must price every k-loop launch exactly as
        # the lowering did (the direct kernel, SIMT and tensor-core tiles).
        with tempfile.TemporaryDirectory() as tmp:
            plans, runs, variants = os.path.join(tmp, "plans"), [], set()
            for net in ("alexnet", "ece408"):
                for precision in ("fp32", "tf32"):
                    name = f"{net}-sm_90-{precision}"
                    out = os.path.join(plans, name)
                    # tf32 on the mma.sync tiles: sm_90's default, wgmma, has no
                    # structural model yet.
                    done = self.lower(out, os.path.join(ROOT, "nets", net + ".json"), "h100",
                                      precision, conv_variant="implicit_gemm_mma"
                                      if precision == "tf32" else None)
                    self.assertEqual(done.returncode, 0, done.stderr)
                    launches = kstruct.plan_launches(out)
                    path = os.path.join(tmp, name + ".json")
                    self.write_run(path, "/gpu/" + name,
                                   [1.07 * l["predicted_ms"] for l in launches])
                    runs.append(path)
            rows = os.path.join(tmp, "rows.csv")
            done = self.kstruct("score", *runs, "--plans", plans, "--netc", netc(),
                                "--scored-rows", rows)
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertIn("fp32       all", done.stdout)
            checked = 0
            with open(rows) as f:
                scored = list(csv.DictReader(f))
            narrow = 0
            for row in scored:
                if not row["structure_key"]:
                    continue
                if row["structure_key"].startswith("implicit_gemm_wgmma_narrow "):
                    # The narrow gather is a kernel of its own with no H100
                    # entry: the lowering priced it by its rate, the score by
                    # the structure's estimated costs, and says so.
                    self.assertEqual(row["estimated_costs"], "yes", row)
                    narrow += 1
                    continue
                self.assertEqual(row["estimated_costs"], "no", row)
                self.assertAlmostEqual(float(row["structure_ms"]) / float(row["given_ms"]), 1,
                                       delta=1e-5, msg=row)
                variants.add(row["variant"])
                checked += 1
            # alexnet's and ECE408's first layers in tf32 (3 and 1 channels,
            # which mma.sync's copies do not take) keep the cost model's
            # choice, the narrow wgmma gather, which has no H100 entry.
            self.assertEqual(narrow, 2)
            self.assertGreaterEqual(checked, 20)
            self.assertEqual(variants, {"direct", "implicit_gemm_simt", "implicit_gemm_mma",
                                        "winograd"})

    def test_make_then_fit_recovers_the_constants_that_timed_the_bench(self):
        key = "implicit_gemm_simt 64x32x16 t128"
        truth = dict(iteration_ns=350.0, latency_ns=1100.0, block_ns=900.0)
        with tempfile.TemporaryDirectory() as tmp:
            bench = os.path.join(tmp, "bench")
            done = self.kstruct("make", bench, "--netc", netc(), "--kernels", key,
                                "--precisions", "fp32", "--no-compile")
            self.assertEqual(done.returncode, 0, done.stderr)
            kernels = kstruct.structure_kernels(netc(), "h100")
            per_sm = next(k["blocks_per_sm"] for k in kernels
                          if k["kernel"] == key and k["precision"] == "fp32")
            self.assertIn(f"{per_sm} blocks/SM expected", done.stdout)
            name = key.replace(" ", "_") + "-fp32"
            lowered = os.path.join(bench, name, "lowered")
            launches = kstruct.plan_launches(lowered)
            self.assertEqual(len(launches), len(kstruct.bench_layers(
                dict(variant="implicit_gemm_simt", tile=[64, 32, 16]), 132, per_sm)))
            self.assertEqual({l["variant"] for l in launches}, {"implicit_gemm_simt"})
            # The bench timed by the C++ model at known constants: the scored
            # rows of a fragment holding them.
            fragment = os.path.join(tmp, "truth.json")
            with open(fragment, "w") as f:
                json.dump(dict(structure=[dict(kernel=key, precision="fp32", **truth)]), f)
            probe = os.path.join(tmp, "probe.json")
            self.write_run(probe, os.path.join("/gpu", name, "lowered"), [1.0] * len(launches))
            rows = os.path.join(tmp, "rows.csv")
            done = self.kstruct("score", probe, "--plans", bench, "--netc", netc(),
                                "--fragment", fragment, "--scored-rows", rows)
            self.assertEqual(done.returncode, 0, done.stderr)
            with open(rows) as f:
                times = [float(r["structure_ms"]) for r in csv.DictReader(f)]
            self.write_run(os.path.join(bench, name, "run.json"), lowered, times)
            out = os.path.join(tmp, "fragment.json")
            done = self.kstruct("fit", bench, "--netc", netc(), "-o", out)
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertIn(key, done.stdout)
            with open(out) as f:
                entries = json.load(f)["structure"]
            self.assertEqual([(e["kernel"], e["precision"]) for e in entries], [(key, "fp32")])
            for name_ in truth:
                self.assertAlmostEqual(entries[0][name_] / truth[name_], 1.0, delta=0.02,
                                       msg=name_)

    def test_force_kernel(self):
        with tempfile.TemporaryDirectory() as tmp:
            net = os.path.join(ROOT, "nets", "conv_L5.json")
            out = os.path.join(tmp, "out")
            done = self.lower(out, net, "h100", "fp32", "implicit_gemm_simt 64x32x16 t128")
            self.assertEqual(done.returncode, 0, done.stderr)
            plan = json.load(open(os.path.join(out, "plan.json")))
            self.assertEqual([(l["variant"], l["tile"]) for l in plan["launches"]],
                             [("implicit_gemm_simt", [64, 32, 16])])
            bad = self.lower(out, net, "h100", "fp32", "implicit_gemm_mma 128x128x32 t256")
            self.assertNotEqual(bad.returncode, 0)
            self.assertIn("no candidate is the forced kernel 'implicit_gemm_mma 128x128x32 t256'",
                          bad.stderr)
            self.assertIn("implicit_gemm_simt 64x32x16 t128", bad.stderr)


class MergeRuns(unittest.TestCase):
    """bench/kstruct/merge-runs.py: two benches whose networks share names
    into one runs and plans directory, each renamed apart by its tag (the
    run's network and plan path too, which the fit looks plans up by)."""

    def merge(self, *args):
        return subprocess.run([sys.executable, os.path.join(ROOT, "bench", "kstruct", "merge-runs.py"),
                               *args], capture_output=True, text=True)

    def test_benches_of_alike_names_are_renamed_apart(self):
        with tempfile.TemporaryDirectory() as tmp:
            benches = []
            for tag in ("channels", "pitch"):
                runs, plans = os.path.join(tmp, tag, "runs"), os.path.join(tmp, tag, "plans")
                os.makedirs(runs)
                os.makedirs(os.path.join(plans, "k-tf32", "lowered"))
                with open(os.path.join(runs, "k-tf32.json"), "w") as f:
                    json.dump({"plan": {"path": "/x/k-tf32/lowered/plan.json", "network": "k-tf32"},
                               "bench": tag}, f)
                benches.append(f"{tag}:{runs}:{plans}")
            out = os.path.join(tmp, "all")
            done = self.merge(out, *benches)
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertEqual(sorted(os.listdir(os.path.join(out, "runs"))),
                             ["channels-k-tf32.json", "pitch-k-tf32.json"])
            for tag in ("channels", "pitch"):
                with open(os.path.join(out, "runs", f"{tag}-k-tf32.json")) as f:
                    run = json.load(f)
                self.assertEqual(run["bench"], tag)
                self.assertEqual(run["plan"]["network"], f"{tag}-k-tf32")
                self.assertEqual(run["plan"]["path"], f"/bench/{tag}-k-tf32/lowered/plan.json")
                self.assertTrue(os.path.isdir(os.path.join(out, "plans", f"{tag}-k-tf32", "lowered")))

    def test_a_malformed_bench_is_named(self):
        with tempfile.TemporaryDirectory() as tmp:
            done = self.merge(os.path.join(tmp, "all"), "channels:only-two")
            self.assertNotEqual(done.returncode, 0)
            self.assertIn("'channels:only-two' is not TAG:RUNS_DIR:PLANS_DIR", done.stderr)
            done = self.merge(os.path.join(tmp, "all"), f"channels:{tmp}/none:{tmp}")
            self.assertNotEqual(done.returncode, 0)
            self.assertIn(f"no directory {tmp}/none", done.stderr)


class AddEntries(unittest.TestCase):
    """bench/kstruct/add-entries.py: a fragment's entries into a shipped
    profile, replaced where they stand, new ones at the end, every other
    line untouched, the note escaped into the source string."""

    def test_entries_replace_in_place_and_append(self):
        def read(path):
            with open(path) as f:
                return f.read()

        def write(path, text):
            with open(path, "w") as f:
                f.write(text)

        with tempfile.TemporaryDirectory() as tmp:
            profile = os.path.join(tmp, "h200.json")
            original = read(os.path.join(ROOT, "devices", "h200.json"))
            write(profile, original)
            before = json.loads(original)["calibrated"]["generated_kernels"]["structure"]
            replaced = dict(before[1], iteration_ns=123.45, partial_column_step_ns=67.5)
            added = {"kernel": "implicit_gemm_simt 8x8x8 t64", "precision": "bf16",
                     "iteration_ns": 1.5, "latency_ns": 2.0, "block_ns": 3.0}
            fragment = os.path.join(tmp, "fragment.json")
            write(fragment, json.dumps({"structure": [replaced, added]}))
            done = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "kstruct",
                                                                "add-entries.py"),
                                   fragment, profile, '; a "quoted" note'],
                                  capture_output=True, text=True)
            self.assertEqual(done.returncode, 0, done.stderr)
            text = read(profile)
            after = json.loads(text)["calibrated"]["generated_kernels"]
            self.assertEqual(after["structure"][0], before[0])
            self.assertEqual(after["structure"][1], replaced)  # where it stood
            self.assertEqual(after["structure"][2:-1], before[2:])
            self.assertEqual(after["structure"][-1], added)
            self.assertTrue(after["structure_source"].endswith('; a "quoted" note'))
            # Before the structure array (but its source) and after it, not a
            # line moved.
            start = original.index('"structure": [')
            lines = lambda t: [l for l in t.split("\n") if '"structure_source"' not in l]
            head = lines(original[:start])[:-1]
            self.assertEqual(lines(text)[:len(head)], head)
            self.assertTrue(text.endswith(original[original.index("\n      ]", start):]))


if __name__ == "__main__":
    unittest.main()
