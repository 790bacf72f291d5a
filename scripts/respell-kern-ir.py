#!/usr/bin/env python3
"""Respells kernel IR written before the kern dialect was typed (issue 13,
item 2) into the typed spelling, so that `compare-lowering.sh compare` can
show that a lowering changed nothing but the spelling:

  precision = "fp32"              -> precision = #kern<precision fp32>
  activation = "relu"             -> activation = #kern<activation relu>
  kern.pool "max" / kern.elementwise "sum"
                                  -> kern.pool max / kern.elementwise sum
  kern.conv2d "V" ... and variant = "V", tile = array<i64: m, n, k>,
  threads = T : i64, direct_form = array<i64: r, i>, predicted_ms = X : f64
                                  -> config = #kern.config<V, tile = [m, n, k],
                                     threads = T, direct_form = [r, i],
                                     predicted_ms = X>

Usage: respell-kern-ir.py DIR   rewrites every kernels.mlir under DIR in place
(a tree that `compare-lowering.sh lower` wrote with a netc of that time).
"""
import pathlib
import re
import sys

# Ops whose text has no kernel attributes.
NOT_KERNELS = {"program", "input", "alloc", "weight", "output", "slice", "view"}


def split_top_level(text):
    """The items of an attribute dictionary's body, split at top-level ', '."""
    items, depth, current, i = [], 0, "", 0
    while i < len(text):
        c = text[i]
        if c == '"':  # a string may hold anything
            end = text.index('"', i + 1)
            current += text[i:end + 1]
            i = end + 1
            continue
        if c in "[<({":
            depth += 1
        elif c in "]>)}":
            depth -= 1
        if c == "," and depth == 0 and text[i + 1:i + 2] == " ":
            items.append(current)
            current, i = "", i + 2
            continue
        current += c
        i += 1
    items.append(current)
    return items


def array_items(value):
    """'array<i64: 1, 2>' -> '[1, 2]'."""
    assert value.startswith("array<i64: ") and value.endswith(">"), value
    return "[" + value[len("array<i64: "):-1] + "]"


def respell(line):
    line = re.sub(r'precision = "(\w+)"', r"precision = #kern<precision \1>", line)
    match = re.match(r'(\s*kern\.(\w+)) (?:"(\w*)" )?(.*)$', line)
    if not match or match.group(2) in NOT_KERNELS:
        return line
    prefix, op, leading, rest = match.groups()
    variant = None
    if op == "conv2d":
        variant = leading  # the variant was the conv2d's first word
    elif op in ("pool", "elementwise"):
        prefix += " " + leading  # the kind, now a bare keyword
    start, end = rest.index(" {") + 2, rest.index("} : ")
    attrs = dict(item.split(" = ", 1) for item in split_top_level(rest[start:end]))
    if "variant" in attrs:  # the other kernel ops' ("" until chosen)
        variant = attrs.pop("variant")[1:-1]
    tile, threads = attrs.pop("tile", None), attrs.pop("threads", None)
    form, predicted = attrs.pop("direct_form", None), attrs.pop("predicted_ms", None)
    if variant:  # chosen: every field moves into the config
        config = variant
        if tile:
            config += ", tile = " + array_items(tile)
        config += ", threads = " + threads.split(" ")[0]
        if form:
            config += ", direct_form = " + array_items(form)
        config += ", predicted_ms = " + predicted.split(" : ")[0]
        attrs["config"] = "#kern.config<" + config + ">"
    if "activation" in attrs:
        attrs["activation"] = "#kern<activation " + attrs["activation"][1:-1] + ">"
    body = ", ".join(f"{key} = {attrs[key]}" for key in sorted(attrs))
    return f"{prefix} {rest[:start - 2]} {{{body}{rest[end:]}"


def main():
    if len(sys.argv) != 2 or not pathlib.Path(sys.argv[1]).is_dir():
        sys.exit(__doc__)
    count = 0
    for path in sorted(pathlib.Path(sys.argv[1]).rglob("kernels.mlir")):
        text = path.read_text()
        path.write_text("\n".join(respell(line) for line in text.split("\n")))
        count += 1
    print(f"respell-kern-ir: respelt {count} kernels.mlir under {sys.argv[1]}")


if __name__ == "__main__":
    main()
