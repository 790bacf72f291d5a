#!/usr/bin/env python3
"""bench/sanitizer_errors.py: cuDNN's own leaks left out, everything else
counted (ctest: bench-sanitizer-errors)."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
import sanitizer_errors  # noqa: E402

LEAK = """========= Leaked 512 bytes at 0x7f00
=========     Saved host backtrace up to driver entry point at allocation time
=========         Host Frame: cuMemAlloc_v2 [0x32b91f] in libcuda.so.1
=========         Host Frame: cudaMalloc [0x1] in {library}
=========         Host Frame: main [0x6a426] in netc-runtime
"""
ACCESS = """========= Invalid __global__ read of size 4 bytes
=========     at netc_conv+0x90
=========     by thread (0,0,0) in block (0,0,0)
"""


class SanitizerErrorsTest(unittest.TestCase):
    def test_the_h100_log_has_only_cudnns_leaks(self):
        # compute-sanitizer's log of bench/hostile-gpu.sh's wide-padding run on
        # an H100 (cuDNN 9.19): ERROR SUMMARY 3 errors, all cuDNN's handle.
        with open(os.path.join(HERE, "Inputs", "sanitizer-cudnn-leaks.log")) as log:
            errors, left_out = sanitizer_errors.count(log.read())
        self.assertEqual(errors, 0)
        self.assertEqual(len(left_out), 3)

    def test_our_leaks_and_bad_accesses_count(self):
        text = "\n========= \n".join([
            LEAK.format(library="libcudnn_graph.so.9"),
            LEAK.format(library="netc-runtime"),
            ACCESS,
            "========= ERROR SUMMARY: 3 errors\n"])
        errors, left_out = sanitizer_errors.count(text)
        self.assertEqual(errors, 2)
        self.assertEqual(left_out, ["512 bytes allocated in libcudnn_graph.so.9"])

    def test_a_log_without_a_summary_is_not_clean(self):
        self.assertIsNone(sanitizer_errors.count("========= COMPUTE-SANITIZER\n")[0])


if __name__ == "__main__":
    unittest.main()
