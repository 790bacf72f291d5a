#!/usr/bin/env python3
"""The reference's filter-gradient epilogue kernels, fitted on call 2's probe.

Reads netc-runtime profile documents (--format json) of the probe networks
(probe/*.mlir: 1x1 convolutions C -> C with bias + ReLU (a), bias (b), ReLU
(c), bias + hard sigmoid (d), none (e)) and takes, per layer, the filter
gradient's pass less its library_call: the epilogue kernels alone. (c) is
the activation gradient, (b) the bias gradient's clear, sum and conversion.
Fits per precision, by grid search on the sum of squared log errors:
    activation gradient = L + 3 E / (s B)
    bias gradient       = G + (E + (8 + e) C) / (s B) + blocks x C / A
E = output bytes, e = bytes an element, B = the profile's copy bandwidth
(4,800 GB/s x 0.888), blocks = min(2048, ceil(elements / (256 x 16 / e))).
Prints L (the activation gradient's latency; devices/h200.json's
epilogue_launch_us is refitted on the streaming sweep's inner products), s
(epilogue_stream), G (bias_gradient_us), A (bias_gradient_atomics_per_us),
and the errors.

  tar xzf call2.tgz && python3 epilogue-fit.py profiles/*.json
"""
import json, math, re, sys, statistics

BANDWIDTH = 4800 * 0.888 * 1e3  # bytes a microsecond, devices/h200.json


def epilogues(path):
    """{layer: (filter pass - library call) us} of one profile document."""
    doc = json.load(open(path))
    out = {}
    for layer in doc["layers"]:
        for p in layer["passes"]:
            if p["pass"] == "backward_filter" and "library_call" in p:
                out[layer["name"]] = (p["find"]["median_ms"] - p["library_call"]["median_ms"]) * 1e3
    return out


def blocks(elements, element_bytes):
    lanes = 16 // element_bytes
    return min(2048, max(1, -(-elements // (256 * lanes))))


def activation_us(elements, eb, L, s):
    return L + 3 * eb * elements / (s * BANDWIDTH)


def bias_us(elements, channels, eb, G, s, A):
    return (G + (eb * elements + (8 + eb) * channels) / (s * BANDWIDTH)
            + blocks(elements, eb) * channels / A)


def main():
    probes = sys.argv[1:]
    samples = {}
    for path in probes:
        m = re.search(r"ep_n(\d+)_(\d+)x(\d+)_c(\d+)-(\w+)\.json$", path)
        n, h, w, c, precision = int(m[1]), int(m[2]), int(m[3]), int(m[4]), m[5]
        e = epilogues(path)
        samples.setdefault(precision, []).append((n * h * w * c, c, e["b"], e["c"], e["a"]))
    for precision, rows in sorted(samples.items()):
        eb = 2 if precision == "bf16" else 4
        grid_s = [x / 100 for x in range(70, 131, 2)]
        sq = lambda v: sum(math.log(x) ** 2 for x in v)
        best_a = min(((sq(activation_us(el, eb, L, s) / act for el, _, _, act, _ in rows), L, s)
                      for L in [x / 20 for x in range(0, 61)] for s in grid_s))
        _, L, s = best_a
        best_b = min(((sq(bias_us(el, c, eb, G, s, A) / b for el, c, b, _, _ in rows), G, A)
                      for G in [x / 10 for x in range(20, 160)]
                      for A in [x * 1000 for x in range(5, 201)]))
        _, G, A = best_b
        worst_a = max(abs(activation_us(el, eb, L, s) / act - 1) for el, _, _, act, _ in rows)
        worst_b = max(abs(bias_us(el, c, eb, G, s, A) / b - 1) for el, c, b, _, _ in rows)
        both = [abs((activation_us(el, eb, L, s) + bias_us(el, c, eb, G, s, A)) / a - 1)
                for el, c, _, _, a in rows]
        print(f"{precision}: activation-gradient latency {L:.2f} us, epilogue_stream {s:.2f}, "
              f"bias_gradient_us {G:.1f}, bias_gradient_atomics_per_us {A:.0f}; "
              f"activation gradient worst {worst_a:.1%}, bias gradient worst {worst_b:.1%}, "
              f"both (layer a, held out of the fit) median {statistics.median(both):.1%}, "
              f"worst {max(both):.1%} ({len(rows)} sizes)")


if __name__ == "__main__":
    main()
