#!/usr/bin/env python3
"""Session 41: the one-column probe's plans (call 2). For each persistent
tile, the one-column bench's network (`kstruct.py make --design onecolumn
--no-compile`, in SRC/src-PRECISION-TILE) copied four times with the
embedded kernel header patched:
  base       as shipped;
  unstaged   the epilogue from the registers (storeWgmmaTile), not staged
             through shared memory;
  nostore    the staged epilogue without its global stores (what the tile
             costs without writing y);
  rowsfirst  TileOrder's rows of one column first (kColumnsTogether false).
The plans name the cubin the call compiles (nvcc -ptx, ptxas, as netc
lower does). usage: make-probe.py SRC OUT (OUT: a directory, then packed)."""
import glob, json, os, shutil, sys

PATCHES = {
    "base": [],
    "unstaged": [("const bool staged = StagedEpilogue::fits<Shape, T>() &&",
                  "const bool staged = false && StagedEpilogue::fits<Shape, T>() &&")],
    "nostore": [("        if (m < Shape::GemmM && n < Shape::K)\n          *reinterpret_cast<Vec4u *>(out",
                 "        if (m < Shape::GemmM && n < Shape::K && pitch < 0)\n"
                 "          *reinterpret_cast<Vec4u *>(out")],
    "rowsfirst": [("static constexpr bool kColumnsTogether = kInputElements >= kFilterElements;",
                   "static constexpr bool kColumnsTogether = false;")],
}

src_root, out_root = sys.argv[1:3]
for src in sorted(glob.glob(f"{src_root}/src-*")):
    lowered = glob.glob(f"{src}/*/lowered")[0]
    tag = os.path.basename(src)[len("src-"):]
    for name, subs in PATCHES.items():
        out = f"{out_root}/{tag}-{name}"
        shutil.copytree(lowered, out)
        os.remove(f"{out}/kernels.mlir")
        header = open(f"{out}/netc_kernels.cuh").read()
        for old, new in subs:
            if header.count(old) != 1:
                sys.exit(f"make-probe.py: {name}: the patched text occurs {header.count(old)} times")
            header = header.replace(old, new)
        open(f"{out}/netc_kernels.cuh", "w").write(header)
        plan = json.load(open(f"{out}/plan.json"))
        plan["module"]["cubin"] = "kernels.sm_90a.cubin"
        plan["module"]["ptx"] = "kernels.sm_90a.ptx"
        json.dump(plan, open(f"{out}/plan.json", "w"), indent=2)
