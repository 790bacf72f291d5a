#!/usr/bin/env python3
"""bench/wgmma/first_conv_padded.py: each net's first convolution alone, with
its own channels and padded to 8, and nothing else changed (ctest:
bench-first-conv-padded)."""
import json
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, os.path.join(ROOT, "bench", "wgmma"))
import first_conv_padded  # noqa: E402


class FirstConvPaddedTest(unittest.TestCase):
    def test_three_and_eight_channels_of_each_first_convolution(self):
        with tempfile.TemporaryDirectory() as out:
            first_conv_padded.main([out, "--nets", "resnet50,vgg16"])
            self.assertEqual(sorted(os.listdir(out)), ["resnet50-c3.json", "resnet50-c8.json",
                                                       "vgg16-c3.json", "vgg16-c8.json"])
            with open(os.path.join(ROOT, "nets", "resnet50.json")) as f:
                original = json.load(f)["layers"]["conv1"]
            for channels in (3, 8):
                with open(os.path.join(out, f"resnet50-c{channels}.json")) as f:
                    net = json.load(f)
                self.assertEqual(net["name"], f"resnet50-conv1-c{channels}")
                self.assertEqual(list(net["layers"]), ["data", "conv1"])
                self.assertEqual(net["layers"]["data"]["tensor"], [64, 224, 224, channels])
                conv = net["layers"]["conv1"]
                self.assertEqual(conv["filter"], [7, 7, channels, 64])
                # Strides, padding, activation and bias as the net has them.
                for key in ("strides", "padding", "activation_fn", "bias"):
                    self.assertEqual(conv[key], original[key], key)

    def test_a_first_convolution_not_on_the_input_is_refused(self):
        net = {"layers": {"data": {"parents": [], "type": "Input", "tensor": [1, 8, 8, 3]},
                          "pool": {"parents": ["data"], "type": "Pooling"},
                          "conv": {"parents": ["pool"], "type": "Convolution",
                                   "filter": [3, 3, 3, 8]}}}
        with self.assertRaisesRegex(ValueError, "does not read the input"):
            first_conv_padded.first_convolution(net)


if __name__ == "__main__":
    unittest.main()
