"""The structure's signed error of the wgmma launches (unsplit) by whether the
output channels fill whole N tiles, by the tiles' count and by the last
tile's fill (session 25; analysis only).

  python3 partial-tiles.py ROWS.csv PLANS_DIR [ROWS.csv PLANS_DIR ...]

ROWS.csv: `netc calibrate --score-structure RUN... --plans PLANS_DIR --device
h200 --scored-rows ROWS.csv`; error = (structure - measured) / measured."""
import collections, csv, json, math, os, statistics, sys


def launches(rows_path, plans):
    for row in csv.DictReader(open(rows_path)):
        if "wgmma" not in row["variant"]:
            continue
        run, index = row["source"].rsplit(": launches[", 1)
        name = os.path.basename(run)[: -len(".json")]
        launch = json.load(open(os.path.join(plans, name, "plan.json")))["launches"][int(index.rstrip("]"))]
        if (launch.get("split_k") or 1) > 1:
            continue
        channels = next(a for a in launch["args"] if a["role"] == "y")["tensor"]["shape"][3]
        tile_n = launch["tile"][1]
        error = (float(row["structure_ms"]) - float(row["measured_ms"])) / float(row["measured_ms"]) * 100
        yield row["precision"], math.ceil(channels / tile_n), channels % tile_n, tile_n, error


args = sys.argv[1:]
rows = [r for i in range(0, len(args), 2) for r in launches(args[i], args[i + 1])]
by_tiles, by_fill = collections.defaultdict(list), collections.defaultdict(list)
for precision, tiles, rest, tile_n, error in rows:
    by_tiles[(precision, min(tiles, 4), rest == 0)].append(error)
    if rest:
        by_fill[(precision, round(rest / tile_n, 2))].append(error)
print("precision  N tiles  whole  launches  median signed error %")
for key in sorted(by_tiles):
    print("%-9s  %7s  %5s  %8d  %6.1f" % (key[0], "4+" if key[1] == 4 else key[1], key[2], len(by_tiles[key]),
                                          statistics.median(by_tiles[key])))
print("precision  last tile's fill  launches  median signed error %")
for key in sorted(by_fill):
    print("%-9s  %16.2f  %8d  %6.1f" % (key[0], key[1], len(by_fill[key]), statistics.median(by_fill[key])))
