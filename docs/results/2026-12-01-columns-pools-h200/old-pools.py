"""The global pools of a lowered plan as they were before their pixels were
split over blocks (2026-12-01): each global_pool2d call with PixelSplits
back to one block an image and chunk (the same template with PixelSplits =
1 is the old kernel, line for line), its grid divided by the splits in
plan.json; then compiled as netc lower compiles (nvcc -ptx, ptxas).
usage: old-pools.py NEW_PLAN_DIR OLD_PLAN_DIR [DIR_OF_netc_kernels.cuh]"""
import json, os, re, shutil, subprocess, sys

new, old = sys.argv[1:3]
headers = sys.argv[3] if len(sys.argv) > 3 else old
shutil.copytree(new, old)
source = open(os.path.join(old, "kernels.cu")).read()
splits = {}
kernel = None
lines = []
for line in source.split("\n"):
    m = re.match(r'(\w+)\(', line)  # a kernel's name opens the line after __global__
    if m and lines and "__global__" in lines[-1]:
        kernel = m.group(1)
    if re.match(r"\s*(alignas\(16\) static float workspace\[\d+\]; // \d+ partial runs|static unsigned arrivals\[)", line):
        continue
    m = re.search(r", /\*PixelSplits=\*/(\d+)>\(x, y, workspace, arrivals\);", line)
    if m:
        splits[kernel] = int(m.group(1))
        line = line.replace(m.group(0), ">(x, y);")
    lines.append(line)
open(os.path.join(old, "kernels.cu"), "w").write("\n".join(lines))
plan = json.load(open(os.path.join(old, "plan.json")))
for launch in plan["launches"]:
    if launch["kernel"] in splits:
        launch["grid"][0] //= splits[launch["kernel"]]
json.dump(plan, open(os.path.join(old, "plan.json"), "w"), indent=1)
arch = "sm_90a" if os.path.exists(os.path.join(old, "kernels.sm_90a.cubin")) else "sm_90"
nvcc = "/usr/local/cuda/bin/nvcc"
subprocess.run([nvcc, "-std=c++17", "-O3", "-arch=" + arch, "-I", headers, os.path.join(old, "kernels.cu"),
                "-ptx", "-o", os.path.join(old, f"kernels.{arch}.ptx")], check=True)
subprocess.run(["/usr/local/cuda/bin/ptxas", "-O3", "-arch=" + arch, os.path.join(old, f"kernels.{arch}.ptx"),
                "-o", os.path.join(old, f"kernels.{arch}.cubin")], check=True)
print(f"old-pools.py: {old}: {len(splits)} pools back to unsplit ({sorted(set(splits.values()))} ways)")
