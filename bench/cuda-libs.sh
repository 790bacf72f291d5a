# Sourced by the GPU-machine scripts: puts the directories holding cuDNN and
# cuBLAS (and NCCL) from PyTorch's pip packages (nvidia/cudnn/lib, nvidia/cu13/lib, ...)
# on LD_LIBRARY_PATH, wherever the wheels put them.
netc_cuda_libdirs=$(python3 - <<'PY'
import os
try:
    import nvidia
except ImportError:
    raise SystemExit(0)
wanted = ("libcudnn.so.9", "libcublas.so.13", "libcublasLt.so.13", "libnvrtc.so.13",
          "libnccl.so.2")
found = []
for root in list(nvidia.__path__):
    for path, _, files in os.walk(root):
        if any(f in files for f in wanted) and path not in found:
            found.append(path)
print(":".join(found))
PY
)
export LD_LIBRARY_PATH="${netc_cuda_libdirs}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
