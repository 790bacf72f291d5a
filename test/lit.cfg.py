# -*- Python -*- lit configuration for netc.
import os
import sys

import lit.formats

config.name = "netc"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "unit", "bench", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.netc_obj_root, "test")

config.environment["PATH"] = os.pathsep.join(
    [config.netc_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])

# Networks are reached by substitution, never copied into test/.
config.substitutions.append(("%nets", os.path.join(config.netc_src_root, "nets")))
config.substitutions.append(("%paleo_nets", config.paleo_nets))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# Paleo's own files live beside the repository (../shared); tests that read
# them are UNSUPPORTED (not passed) where they are absent.
if os.path.isdir(config.paleo_nets):
    config.available_features.add("paleo-nets")

# The CUDA toolkit's nvcc compiles emitted kernels for sm_75 and later (no GPU
# needed); clang's NVPTX back end makes PTX for older targets. Tests that need
# one are UNSUPPORTED where it is missing.
import shutil
nvcc = os.environ.get("NETC_NVCC") or shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
if os.access(nvcc, os.X_OK):
    config.available_features.add("nvcc")
    config.environment["NETC_NVCC"] = nvcc
# cuobjdump (with nvdisasm beside it) shows the SASS a cubin holds: the wgmma
# kernels' HGMMA instructions. Not every toolkit install carries it.
cuobjdump = os.environ.get("NETC_CUOBJDUMP") or shutil.which("cuobjdump") or os.path.join(
    os.path.dirname(nvcc), "cuobjdump")
if os.access(cuobjdump, os.X_OK):
    config.available_features.add("cuobjdump")
    config.substitutions.append(("%cuobjdump", cuobjdump))
    config.environment["PATH"] = os.path.dirname(cuobjdump) + os.pathsep + config.environment.get(
        "PATH", os.environ.get("PATH", ""))
clang = os.environ.get("NETC_CLANG") or shutil.which("clang++-22")
if clang and os.access(nvcc, os.X_OK):
    config.available_features.add("clang-cuda")
    config.environment["NETC_CLANG"] = clang

# %python runs the tests' helper scripts: lit's own Python, or the one with
# the onnx package where a test needs it (below).
script_python = sys.executable

# ONNX fixtures are protobuf text (test/Inputs/onnx/*.textproto) that protoc
# encodes at test time with the onnx.proto netc was built against; tests that
# need them are UNSUPPORTED where netc was built without ONNX support.
if config.netc_have_onnx:
    config.available_features.add("onnx")
    # Whole architectures are written by generators that use the onnx Python
    # package (test/Inputs/onnx/make_torchvision_model.py); without it those tests are
    # UNSUPPORTED. lit's own Python may lack it where python3 on the PATH
    # has it (a pip install): either will do.
    import subprocess
    for python in (sys.executable, shutil.which("python3")):
        if python and subprocess.run([python, "-c", "import onnx"],
                                     capture_output=True).returncode == 0:
            config.available_features.add("onnx-python")
            script_python = python
            break
    config.substitutions.append(
        ("%onnx-encode", "%s --encode=onnx.ModelProto -I %s onnx.proto"
         % (config.netc_protoc, config.onnx_proto_dir)))
config.substitutions.append(("%python", script_python))

# netc-runtime is built where the CUDA toolkit and cuDNN are, netc-data-inspect
# beside it; their command-line tests need no GPU (reading and refusing files)
# and are UNSUPPORTED where the tool was not built.
for tool, feature in (("netc-runtime", "netc-runtime"), ("netc-data-inspect", "netc-data")):
    if os.access(os.path.join(config.netc_tools_dir, tool), os.X_OK):
        config.available_features.add(feature)
