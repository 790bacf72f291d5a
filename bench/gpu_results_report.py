#!/usr/bin/env python3
"""gpu_results_report.py - results.md and results.json from gpu-results.sh runs.

    python3 bench/gpu_results_report.py WORK_DIR [WORK_DIR...] --markdown results.md \
        --json results.json

Several work directories (calls of gpu-results.sh that together cover nets/,
the later ones with CALIBRATED_PROFILE from the first) are merged: the first
gives the calibration; each net and precision takes the latest cuDNN profile
and the most complete PyTorch column.

WORK_DIR is what bench/gpu-results.sh fills:
  meta.json                   date, device, versions, commands, per-step seconds
  calibration.json            netc-runtime calibrate --format json
  calibrate-report.txt        netc calibrate's before -> after table
  devices/KEY.json            the calibrated profile
  plans/NET-PRECISION.json    netc profile --emit-plan (predictions from that profile)
  profiles/NET-PRECISION.json netc-runtime profile --format json --framework ...
  pytorch/NET-PRECISION.json  bench/pytorch_column.py
Only the standard library: it runs on the GPU machine and anywhere else.
"""

import argparse
import json
import math
import os
import statistics


def load(path):
    try:
        with open(path) as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


def fmt(value, digits=3):
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    return f"{value:.{digits}f}"


def error_percent(predicted, measured):
    if predicted is None or not measured or measured <= 0:
        return None
    return abs(predicted - measured) / measured * 100.0


def algorithm(entry, key):
    choice = entry.get(key)
    if not choice:
        return "-"
    text = choice["name"]
    if choice.get("workspace_bytes"):
        text += f" ({choice['workspace_bytes'] / 2**20:.0f} MiB)"
    return text


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


PASSES = ("forward", "backward_data", "backward_filter")


def per_layer_rows(profile, torch_doc):
    """(layer, pass, predicted, heuristic, find, framework, algorithms, error).
    The PyTorch time comes from the profile's --framework column, else from
    the PyTorch column's own file (a call that ran it after the profile)."""
    for layer in profile["layers"]:
        for entry in layer["passes"]:
            find = (entry.get("find") or {}).get("median_ms")
            heuristic = (entry.get("heuristic") or {}).get("median_ms")
            framework = entry.get("framework_ms")
            if framework is None and torch_doc:
                framework = (torch_doc.get(layer["name"]) or {}).get(entry["pass"] + "_ms")
            yield {
                "layer": layer["name"], "op": layer["op"], "pass": entry["pass"],
                "predicted": entry.get("predicted_ms"),
                "predicted_algorithm": entry.get("predicted_algorithm") or "-",
                "heuristic": heuristic, "find": find,
                "framework": framework,
                "heuristic_algorithm": algorithm(entry, "heuristic_algorithm"),
                "find_algorithm": algorithm(entry, "find_algorithm"),
                "error": entry.get("error_percent"),
                "failure": entry.get("failure"),
            }


def summarize(values):
    values = [v for v in values if v is not None]
    if not values:
        return None
    return {"n": len(values), "median": statistics.median(values),
            "mean": statistics.fmean(values), "worst": max(values)}


def calibration_section(calibration, report_text, profile):
    out = ["## Calibration (`netc calibrate`)", ""]
    if not calibration:
        return out + ["Calibration did not run or failed; the predictions use the shipped "
                      "profile (see the log).", ""]
    s = calibration["summary"]
    out.append("GEMM ceilings, cublasGemmEx, "
               f"{calibration['settings']['gemm_size']}^3, random data, median of "
               f"{calibration['settings']['iterations']} after "
               f"{calibration['settings']['warmup']} warm-up:")
    out.append("")
    rows = []
    for gemm in calibration["gemm"]:
        timing = gemm.get("timing") or {}
        rows.append([gemm["unit"], gemm["precision"], gemm["compute_type"],
                     fmt(timing.get("median_ms")), fmt(gemm["gflops"] / 1000, 1),
                     gemm.get("failure", "")])
    simt = calibration["fp16_simt"]
    cublas = simt["cublas"]
    rows.append(["fp16 (CUDA cores)", "fp16", cublas["compute_type"] + ", pedantic math",
                 fmt((cublas.get("timing") or {}).get("median_ms")),
                 fmt(cublas["gflops"] / 1000, 1),
                 "ran on tensor cores (above the HFMA2 ceiling)" if cublas["used_tensor_cores"]
                 else cublas.get("failure", "")])
    out.append(table(["unit", "precision", "compute type", "median ms", "TFLOPS", "note"], rows))
    out.append("")
    for fma in calibration["fma_throughput"]:
        out.append(f"- {fma['instruction']} throughput kernel: {fma['gflops'] / 1000:.1f} TFLOPS")
    out.append(f"- fp16 on the CUDA cores for the profile: {simt['gflops'] / 1000:.1f} TFLOPS "
               f"({simt['source']})")
    copy = calibration["copy"]
    out.append(f"- device-to-device copy of {copy['bytes'] / 2**30:.1f} GiB: "
               f"{copy['timing']['median_ms']:.3f} ms, {copy['gb_per_s']:.0f} GB/s "
               "(bytes read + written)")
    launch = calibration["launch"]
    out.append(f"- launch overhead: {launch['back_to_back_us']['median']:.2f} µs per empty "
               f"kernel back to back ({launch['launches_per_round']} a round); "
               f"{launch['launch_and_sync_us']['median']:.2f} µs launch + synchronise")
    out.append("")
    rows = [[e["name"], e["precision"], fmt((e.get("timing") or {}).get("median_ms"), 4),
             fmt(e["gb_per_s"], 0), fmt(e["fraction_of_copy"])] for e in calibration["elementwise"]]
    out.append("Memory-bound cuDNN operations on 64 x 56 x 56 x 256 (NHWC), bytes as the "
               "model counts them, against the copy:")
    out.append("")
    out.append(table(["operation", "precision", "median ms", "GB/s", "of copy"], rows))
    out.append("")
    families = s.get("convolution_fraction_of_gemm", {})
    if families:
        out.append("Convolution sweep: per family, the fastest kernel of the family on each "
                   "(shape, pass, precision, layout), as 2 x MACs / time over the GEMM "
                   "ceiling of its precision (Winograd and FFT do fewer multiplies, so they "
                   "can exceed 1):")
        out.append("")
        out.append(table(["family", "cases", "median", "min", "max"],
                         [[f, v["samples"], fmt(v["median"]), fmt(v["min"]), fmt(v["max"])]
                          for f, v in sorted(families.items())]))
        out.append("")
        out.append(sweep_table(calibration))
        out.append("")
    if report_text:
        out.append("`netc calibrate`, profile before -> after (family efficiencies fitted with "
                   "the model's own FLOP counts and tiles, docs in lib/CostModel/Calibration.h):")
        out.append("")
        out.append("```")
        out.append(report_text.rstrip())
        out.append("```")
        out.append("")
    if profile:
        out.append("The calibrated profile (`calibrated` object):")
        out.append("")
        out.append("```json")
        out.append(json.dumps(profile.get("calibrated"), indent=2))
        out.append("```")
        out.append("")
    return out


def sweep_table(calibration):
    """Per (shape, precision, layout, pass): each family's best fraction and
    the fastest algorithm."""
    rows, order = {}, []
    for m in calibration["convolutions"]:
        key = (m["shape"], m["precision"], m["layout"], m["pass"])
        if key not in rows:
            rows[key] = {"families": {}, "fastest": None}
            order.append(key)
        if m["status"] != "ok":
            continue
        row = rows[key]
        family = m["family"]
        row["families"][family] = max(row["families"].get(family, 0), m["fraction_of_gemm"])
        ms = m["timing"]["median_ms"]
        if row["fastest"] is None or ms < row["fastest"][1]:
            row["fastest"] = (m["algorithm"], ms)
    families = ["implicit_gemm", "gemm", "direct", "winograd", "fft"]
    body = []
    for key in order:
        row = rows[key]
        fastest = row["fastest"]
        body.append(list(key) + [fmt(row["families"].get(f)) for f in families] +
                    [fastest[0] if fastest else "none", fmt(fastest[1] if fastest else None)])
    return table(["shape", "precision", "layout", "pass"] + families + ["fastest", "ms"], body)


def layers_timed(torch_doc):
    if not torch_doc:
        return -1
    return sum(1 for name, entry in torch_doc.items()
               if name != "network" and entry.get("forward_ms") is not None)


def merge(works):
    """The first run's meta and calibration; per net and precision the latest
    profile and the most complete PyTorch column; every run's steps."""
    metas = [load(os.path.join(w, "meta.json")) or {} for w in works]
    meta = dict(metas[0])
    nets = list(meta.get("nets", []))
    precisions = list(meta.get("precisions", []))
    steps = [dict(s) for s in meta.get("steps", [])]
    skipped = dict(meta.get("skipped", {}))
    header = list(meta.get("header", []))
    for index, other in enumerate(metas[1:], start=2):
        nets += [n for n in other.get("nets", []) if n not in nets]
        precisions += [p for p in other.get("precisions", []) if p not in precisions]
        steps += [dict(s, step=f"run {index}: {s['step']}") for s in other.get("steps", [])]
        skipped.update(other.get("skipped", {}))
        header.append(f"Run {index} ({other.get('date', '?')}), to cover what run 1 had no "
                      f"time for, took {other.get('seconds', '?')} s:")
        header += ["    " + line for line in other.get("commands", [])]
    profiles, columns = {}, {}
    for net in nets:
        for precision in precisions:
            name = f"{net}-{precision}"
            for work in works:
                prof = load(os.path.join(work, "profiles", name + ".json"))
                if prof and "layers" in prof:
                    profiles[name] = prof
                doc = load(os.path.join(work, "pytorch", name + ".json"))
                if layers_timed(doc) > layers_timed(columns.get(name)):
                    columns[name] = doc
            if name in profiles:
                skipped.pop(name, None)
            if layers_timed(columns.get(name)) > 0:
                skipped.pop(f"{net} PyTorch", None)
    meta.update(nets=nets, precisions=precisions, steps=steps, skipped=skipped, header=header,
                runs=metas)
    return meta, profiles, columns


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("work", nargs="+")
    parser.add_argument("--markdown", required=True)
    parser.add_argument("--json", required=True)
    args = parser.parse_args()
    work = args.work[0]

    meta, profiles, columns = merge(args.work)
    calibration = load(os.path.join(work, "calibration.json"))
    report_text = None
    try:
        with open(os.path.join(work, "calibrate-report.txt")) as file:
            report_text = file.read()
    except OSError:
        pass
    key = meta.get("device_key", "h100")
    profile = load(os.path.join(work, "devices", key + ".json"))

    nets = meta.get("nets", [])
    precisions = meta.get("precisions", [])
    results = {"meta": meta, "calibration": calibration, "calibrated_profile": profile,
               "nets": {}, "error_summary": []}
    pooled = {}  # (precision, pass) -> per-layer errors over every net
    summary_rows, net_sections = [], []

    for net in nets:
        results["nets"][net] = {}
        section = [f"### {net}", ""]
        for precision in precisions:
            prof = profiles.get(f"{net}-{precision}")
            torch_doc = columns.get(f"{net}-{precision}")
            results["nets"][net][precision] = {"profile": prof, "pytorch": torch_doc}
            if not prof or "layers" not in prof:
                why = meta.get("skipped", {}).get(f"{net}-{precision}", "no profile (see the log)")
                section += [f"**{precision}**: not measured: {why}", ""]
                continue
            rows = list(per_layer_rows(prof, torch_doc))
            plan = prof["plan"]
            section.append(f"**{precision}**, batch {plan['batch']}, predictions: model "
                           f"'{plan['model']}' with the calibrated '{plan['device']}' profile")
            section.append("")
            body = []
            for r in rows:
                algorithms = f"{r['predicted_algorithm']} / {r['heuristic_algorithm']} / " \
                             f"{r['find_algorithm']}"
                body.append([r["layer"], r["pass"], fmt(r["predicted"], 4), fmt(r["heuristic"], 4),
                             fmt(r["find"], 4), fmt(r["framework"], 4), algorithms,
                             fmt(r["error"], 1) if not r["failure"] else
                             "failed: " + r["failure"][:80].replace("|", "/")])
            section.append(table(["layer", "pass", "predicted ms", "cuDNN heuristic ms",
                                  "cuDNN find ms", "PyTorch ms",
                                  "algorithm: predicted / heuristic / find", "error %"], body))
            section.append("")
            # Sums and the full pass.
            sums = prof.get("sums", {})
            framework_sums = {}
            for r in rows:
                if r["framework"] is not None:
                    framework_sums[r["pass"]] = framework_sums.get(r["pass"], 0) + r["framework"]
            lines = []
            for p in PASSES:
                if p not in sums or not sums[p]["measured_ms"]:
                    continue
                e = prof["error_summary"][p]
                lines.append([p, e["layers"], fmt(sums[p]["predicted_ms"]),
                              fmt(sums[p]["measured_ms"]), fmt(framework_sums.get(p)),
                              fmt(e["median_percent"], 1), fmt(e["mean_percent"], 1),
                              f"{fmt(e['worst_percent'], 1)} ({e['worst_layer']})",
                              fmt(e["sum_error_percent"], 1)])
                summary_rows.append([net, precision, p, e["layers"], fmt(e["median_percent"], 1),
                                     fmt(e["mean_percent"], 1),
                                     f"{fmt(e['worst_percent'], 1)} ({e['worst_layer']})",
                                     fmt(sums[p]["predicted_ms"]), fmt(sums[p]["measured_ms"]),
                                     fmt(framework_sums.get(p)), fmt(e["sum_error_percent"], 1)])
                results["error_summary"].append({"net": net, "precision": precision, "pass": p,
                                                 **e, "predicted_sum_ms": sums[p]["predicted_ms"],
                                                 "measured_sum_ms": sums[p]["measured_ms"],
                                                 "pytorch_sum_ms": framework_sums.get(p)})
                pooled.setdefault((precision, p), []).extend(
                    (r["error"], net, r["layer"]) for r in rows
                    if r["pass"] == p and r["error"] is not None)
            section.append(table(["pass", "layers", "predicted sum ms", "cuDNN find sum ms",
                                  "PyTorch sum ms", "median error %", "mean error %",
                                  "worst error % (layer)", "network-sum error %"], lines))
            section.append("")
            full = prof.get("full_pass", {})
            network = (torch_doc or {}).get("network", {})
            parts = []
            if full.get("measured"):
                # Kernel-only profiles have "training_step" (forward +
                # backward, one graph); older ones "backward" and "total".
                step = full.get("training_step") or full.get("total")
                parts.append("cuDNN (find's algorithms): forward "
                             f"{fmt(full['forward']['median_ms'])} ms" +
                             (f", training step {fmt(step['median_ms'])} ms" if step else ""))
            else:
                parts.append(f"cuDNN full pass not measured: {full.get('failure', '?')}")
            if network.get("eager_forward_ms") is not None:
                text = (f"PyTorch eager: forward {fmt(network['eager_forward_ms'])} ms")
                if network.get("eager_backward_ms") is not None:
                    text += (f", backward {fmt(network['eager_backward_ms'])} ms, total "
                             f"{fmt(network['eager_total_ms'])} ms")
                parts.append(text)
            if network.get("compiled_forward_ms") is not None:
                parts.append(f"torch.compile forward {fmt(network['compiled_forward_ms'])} ms "
                             f"(compiled in {network.get('compile_seconds')} s)")
            elif network.get("compile_error"):
                parts.append(f"torch.compile: {network['compile_error'][:200]}")
            if network.get("network_error"):
                parts.append(f"PyTorch network: {network['network_error'][:200]}")
            if network.get("error"):
                parts.append(f"PyTorch column failed: {network['error'][:200]}")
            section.append("Full pass: " + "; ".join(parts) + ".")
            section.append("")
        net_sections += section

    # The pooled per-layer error, every net together.
    pooled_rows = []
    order = lambda item: (precisions.index(item[0][0]) if item[0][0] in precisions else 99,
                          PASSES.index(item[0][1]))
    for (precision, p), errors in sorted(pooled.items(), key=order):
        values = [e for e, _, _ in errors]
        worst = max(errors)
        pooled_rows.append([precision, p, len(values), fmt(statistics.median(values), 1),
                            fmt(statistics.fmean(values), 1),
                            f"{fmt(worst[0], 1)} ({worst[1]} {worst[2]})"])
        results.setdefault("pooled_error", []).append(
            {"precision": precision, "pass": p, "layers": len(values),
             "median_percent": statistics.median(values), "mean_percent": statistics.fmean(values),
             "worst_percent": worst[0], "worst": f"{worst[1]} {worst[2]}"})

    out = []
    out.append(f"# netc on {meta.get('gpu', '?')}: calibration, per-layer profiles, PyTorch, "
               "and the cost model's error")
    out.append("")
    out += [f"- {line}" for line in meta.get("header", [])]
    out.append("")
    steps = meta.get("steps", [])
    if steps:
        out.append(table(["step", "seconds", "status"],
                         [[s["step"], s["seconds"], s["status"]] for s in steps]))
        out.append("")
    skipped = meta.get("skipped", {})
    if skipped:
        out.append("Not measured:")
        out.append("")
        out += [f"- {name}: {why}" for name, why in skipped.items()]
        out.append("")
    out += calibration_section(calibration, report_text, profile)
    out.append("## The model's error, all networks")
    out.append("")
    out.append("Per-layer error |predicted - measured| / measured, measured = cuDNN's "
               "exhaustive search (find), every layer of every network measured:")
    out.append("")
    out.append(table(["precision", "pass", "layers", "median %", "mean %", "worst % (net layer)"],
                     pooled_rows))
    out.append("")
    out.append("Per network:")
    out.append("")
    out.append(table(["net", "precision", "pass", "layers", "median %", "mean %",
                      "worst % (layer)", "predicted sum ms", "cuDNN find sum ms",
                      "PyTorch sum ms", "network-sum error %"], summary_rows))
    out.append("")
    out.append("## Per network and layer")
    out.append("")
    out.append("Columns: the model's prediction (netc, calibrated profile); cuDNN under its "
               "heuristic's algorithm and under its exhaustive search's; PyTorch eager "
               "(bench/pytorch_column.py); the algorithms (predicted / heuristic / find); the "
               "model's error against find.")
    out.append("")
    out += net_sections
    with open(args.markdown, "w") as file:
        file.write("\n".join(out) + "\n")
    with open(args.json, "w") as file:
        json.dump(results, file, indent=1)


if __name__ == "__main__":
    main()
