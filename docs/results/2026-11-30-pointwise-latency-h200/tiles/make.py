import subprocess, os, sys
kernels = [("fp32", f"implicit_gemm_simt {t}") for t in
           ("128x128x8 t256", "128x64x8 t256", "64x128x8 t256", "64x64x16 t256", "64x32x16 t128", "32x64x16 t128", "32x32x16 t64")]
kernels += [("bf16", "implicit_gemm_mma 64x64x64 t128"), ("bf16", "implicit_gemm_wgmma_tma 64x64x64 t128"),
            ("bf16", "implicit_gemm_wgmma_tma 64x128x64 t128"), ("bf16", "implicit_gemm_wgmma_tma 128x128x64 t256")]
netc = sys.argv[1]
for precision, key in kernels:
    tile = key.split()[1]; m, n, k = map(int, tile.split("x"))
    images = 132 * m // 64  # 8x8 images: 64 rows each; one block per SM
    name = key.replace(" ", "_") + "-" + precision
    lines = [f'net.network "{name}" {{']
    for i, (tag, f, cin) in enumerate((("c3x3", 3, 2 * k), ("c1x1", 1, 18 * k))):
        x = f"tensor<{images}x8x8x{cin}xf32>"; y = f"tensor<{images}x8x8x{n}xf32>"
        pad = f // 2
        lines += [f'  %{2*i} = net.input "{tag}/in" : {x}',
                  f'  %{2*i+1} = net.conv2d "{tag}" %{2*i} {{bias = true, filter = array<i64: {f}, {f}, {cin}, {n}>, '
                  f'pad = array<i64: {pad}, {pad}>, padding = #net<padding explicit>, strides = array<i64: 1, 1>}} : {x} -> {y}']
    lines.append("}")
    os.makedirs(name, exist_ok=True)
    open(f"{name}/net.mlir", "w").write("\n".join(lines) + "\n")
    r = subprocess.run([netc, "lower", f"{name}/net.mlir", "--target", "sm_90", "--device", "h200",
                        "--precision", precision, "--force-kernel", key, "-o", f"{name}/lowered"],
                       capture_output=True, text=True)
    print(name, r.returncode, r.stderr.strip().splitlines()[-1] if r.stderr.strip() else "")
