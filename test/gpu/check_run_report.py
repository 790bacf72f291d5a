#!/usr/bin/env python3
"""check_run_report.py - pass only a `netc-runtime run` report in which every launch was checked.

    python3 test/gpu/check_run_report.py [--label TEXT] REPORT.json...

A run passes when checks were on (no --no-check), the plan had launches, every launch has a check
that ran and passed, no launch failed or went unchecked, every network output was written, and
the report's summary counts agree with its launches (launches == checked, unchecked == 0,
failed_launches == 0). The launches themselves are read, not only the summary, so a summary that
disagrees with them fails too. One line per report:

    ok   LABEL: 13/13 launches checked, all passed
    FAIL LABEL: 12/13 launches checked; unchecked: netc_norm1 (norm1): cuDNN reference: ...

Exit status: 0 when every report passed, 1 otherwise (2: usage).
"""
import argparse
import json
import sys

SUMMARY_FIELDS = ("launches", "checked", "unchecked", "check_failures", "launch_failures",
                  "failed_launches")


def problems_of(report):
    """(checked, launches, problems) of one parsed report."""
    problems = []
    run = report.get("run") or {}
    summary = report.get("summary") or {}
    launches = report.get("launches")
    if not isinstance(launches, list):
        return 0, 0, ["no 'launches' list: not a `netc-runtime run --format json` report"]
    if run.get("check") is not True:
        problems.append("checks were off (--no-check): nothing was checked")
    if not launches:
        problems.append("the plan has no launches: nothing was checked")
    checked = 0
    for position, launch in enumerate(launches):
        name = f"{launch.get('kernel', f'launches[{position}]')} ({launch.get('layers', '?')})"
        check = launch.get("check")
        if not isinstance(check, dict):
            reason = launch.get("unchecked") or launch.get("failure") or "no check ran"
            problems.append(f"unchecked: {name}: {reason}")
            continue
        checked += 1
        if check.get("passed") is not True:
            problems.append(f"check failed: {name}: {check.get('failure') or 'not passed'}")
        elif launch.get("failure"):
            problems.append(f"launch failed: {name}: {launch['failure']}")
        elif launch.get("passed") is not True:
            problems.append(f"not passed: {name}")
    missing = [field for field in SUMMARY_FIELDS if not isinstance(summary.get(field), int)]
    if missing:
        problems.append("summary lacks " + ", ".join(missing) +
                        " (a report of a netc-runtime without the check accounting?)")
    else:
        expected = {"launches": len(launches), "checked": len(launches), "unchecked": 0,
                    "check_failures": 0, "launch_failures": 0, "failed_launches": 0}
        for field, value in expected.items():
            if summary[field] != value:
                problems.append(f"summary.{field} is {summary[field]}, expected {value}")
    if summary.get("network_outputs_written") is False:
        problems.append("network output not written: " +
                        str(summary.get("network_output_failure") or "?"))
    return checked, len(launches), problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", metavar="REPORT.json")
    parser.add_argument("--label", help="name printed for the report (default: its path)")
    args = parser.parse_args()
    failed = 0
    for path in args.reports:
        label = args.label or path
        try:
            with open(path) as file:
                report = json.load(file)
            checked, launches, problems = problems_of(report)
        except (OSError, ValueError) as error:
            checked, launches, problems = 0, 0, [f"cannot read the report: {error}"]
        if problems:
            failed += 1
            print(f"FAIL {label}: {checked}/{launches} launches checked; " + "; ".join(problems))
        else:
            print(f"ok   {label}: {checked}/{launches} launches checked, all passed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
