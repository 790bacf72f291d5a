#!/usr/bin/env python3
"""train_fashion.py - train netc's Fashion-MNIST networks in PyTorch: the
framework's weights, accuracy and predictions that `netc run` must reproduce.

    python3 bench/train_fashion.py DATASET_DIR -o OUT_DIR \\
        [--nets nets/ece408.json,nets/fashion_cnn.json] [--epochs 8] [--seed 408]

DATASET_DIR holds the four IDX files of Fashion-MNIST under their standard
names (train-images-idx3-ubyte, train-labels-idx1-ubyte, t10k-images-idx3-ubyte,
t10k-labels-idx1-ubyte), each gzipped (.gz) or not; Debian's package
dataset-fashion-mnist installs them in /usr/share/datasets/fashion-mnist.
Nothing is downloaded.

The model is built from the net's JSON (Paleo's format, a chain of Input,
Convolution, Pooling, InnerProduct and Softmax layers) and every PyTorch
module is named after its layer, so the state dict's names ("conv1.weight",
"fc1.bias") bind to netc's weights ("conv1.filter", "fc1.bias") by layer name.

Preprocessing (netc must do the same; docs/data.md): each pixel, a byte
0..255, becomes the float32 value byte / 255.0 (range [0, 1]); no mean or
standard-deviation normalisation; the image is one channel, 28x28, so NCHW
and NHWC hold the same bytes. Labels are the IDX label bytes 0..9.

Per net, in OUT_DIR:
  <net>.safetensors          the trained weights, PyTorch names and layouts
                             (conv OIHW, Linear [out, in] with `in` flattened
                             in NCHW (c, h, w) order), fp32, metadata
                             {"layout": "pytorch", "net": ..., ...}
  <net>-framework.json       accuracy and the 10,000 predicted classes in fp32
                             (TF32 off), tf32, bf16 autocast and fp64, the
                             agreement between them, the training log and the
                             sha256 of the weights' content (names + fp32 bytes)
  <net>-logits.safetensors   the test set's logits [10000, 10] per precision
                             (fp32, bf16, tf32 as F32; fp64 as F64)

Training: Adam (lr 1e-3), batch 128, cross-entropy, --epochs epochs over the
60,000 training images in an order drawn from --seed; deterministic
algorithms (torch.use_deterministic_algorithms, cuDNN deterministic, no
benchmark), fp32 with TF32 off. The test set is never used for training.
"""

import argparse
import gzip
import hashlib
import json
import os
import platform
import struct
import sys
import time

# Deterministic cuBLAS needs this before CUDA starts.
os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")

import numpy as np

FILES = {
    "train": ("train-images-idx3-ubyte", "train-labels-idx1-ubyte"),
    "test": ("t10k-images-idx3-ubyte", "t10k-labels-idx1-ubyte"),
}


# ---------------------------------------------------------------------------
# IDX files (the MNIST format): big-endian header, u8 payload.

def read_idx(path):
    """Returns a numpy array from an IDX file, gzipped or not (by its magic
    bytes). Only unsigned-byte payloads (type 0x08), as MNIST uses."""
    with open(path, "rb") as f:
        raw = f.read()
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError) as e:
            sys.exit(f"{path}: corrupt or truncated gzip stream: {e}")
    if len(raw) < 4 or raw[0] != 0 or raw[1] != 0:
        sys.exit(f"{path}: not an IDX file (magic {raw[:4].hex()})")
    if raw[2] != 0x08:
        sys.exit(f"{path}: IDX type 0x{raw[2]:02x} is not unsigned byte (0x08)")
    ndim = raw[3]
    if len(raw) < 4 + 4 * ndim:
        sys.exit(f"{path}: truncated IDX header")
    dims = struct.unpack(">" + "I" * ndim, raw[4:4 + 4 * ndim])
    count = int(np.prod(dims, dtype=np.int64))
    body = raw[4 + 4 * ndim:]
    if len(body) != count:
        sys.exit(f"{path}: IDX payload is {len(body)} bytes, dimensions {list(dims)} "
                 f"need {count}")
    return np.frombuffer(body, dtype=np.uint8).reshape(dims)


def find_file(directory, stem):
    for name in (stem, stem + ".gz", stem.replace("-idx", ".idx"),
                 stem.replace("-idx", ".idx") + ".gz"):
        path = os.path.join(directory, name)
        if os.path.isfile(path):
            return path
    sys.exit(f"{directory}: no {stem} or {stem}.gz")


def load_split(directory, split):
    images_path, labels_path = (find_file(directory, s) for s in FILES[split])
    images = read_idx(images_path)
    labels = read_idx(labels_path)
    if images.ndim != 3 or labels.ndim != 1:
        sys.exit(f"{directory}: {split}: images must be [n, rows, cols] and labels [n]")
    if images.shape[0] != labels.shape[0]:
        sys.exit(f"{directory}: {split}: {images.shape[0]} images but {labels.shape[0]} labels")
    if labels.max() > 9:
        sys.exit(f"{labels_path}: label {labels.max()} out of range 0..9")
    return images, labels, (images_path, labels_path)


def preprocess(images):
    """u8 [n, 28, 28] -> float32 [n, 1, 28, 28] in [0, 1]: byte / 255."""
    return (images.astype(np.float32) / np.float32(255.0))[:, None, :, :]


# ---------------------------------------------------------------------------
# The model, from the net's JSON.

def topological(layers):
    order, seen = [], set()

    def visit(name):
        if name in seen:
            return
        for parent in layers[name].get("parents", []):
            visit(parent)
        seen.add(name)
        order.append(name)

    for name in layers:
        visit(name)
    return order


def build_model(net):
    import torch
    import torch.nn as nn

    layers = net["layers"]
    order = topological(layers)
    steps = []  # (kind, module name or None, extra)
    modules = nn.ModuleDict()
    shape = None  # (c, h, w) or (features,)
    for name in order:
        layer = layers[name]
        kind = layer["type"]
        parents = layer.get("parents", [])
        if kind != "Input" and len(parents) != 1:
            raise SystemExit(f"layer '{name}': only chains are supported here")
        if kind == "Input":
            n, h, w, c = layer["tensor"]
            shape = (c, h, w)
        elif kind == "Convolution":
            kh, kw, cin, cout = layer["filter"]
            c, h, w = shape
            if cin not in (-1, c):
                raise SystemExit(f"layer '{name}': cin {cin} vs input channels {c}")
            s = layer.get("strides", [1, 1, 1, 1])
            if s[1] != 1 or s[2] != 1:
                raise SystemExit(f"layer '{name}': only stride 1 is supported here")
            if layer.get("padding", "SAME") == "SAME":
                if kh % 2 == 0 or kw % 2 == 0:
                    raise SystemExit(f"layer '{name}': SAME with an even kernel is asymmetric")
                pad = (kh // 2, kw // 2)
                oh, ow = h, w
            else:
                pad = (0, 0)
                oh, ow = h - kh + 1, w - kw + 1
            modules[name] = nn.Conv2d(c, cout, (kh, kw), padding=pad,
                                      bias=layer.get("bias", True))
            steps.append(("module", name))
            act = layer.get("activation_fn")
            if act:
                steps.append((act, None))
            shape = (cout, oh, ow)
        elif kind == "Pooling":
            _, kh, kw, _ = layer["ksize"]
            _, sh, sw, _ = layer["strides"]
            if layer.get("padding", "VALID") != "VALID":
                raise SystemExit(f"layer '{name}': only VALID pooling is supported here")
            c, h, w = shape
            steps.append(("maxpool", ((kh, kw), (sh, sw))))
            shape = (c, (h - kh) // sh + 1, (w - kw) // sw + 1)
        elif kind == "InnerProduct":
            if len(shape) == 3:
                steps.append(("flatten", None))  # NCHW (c, h, w) order: PyTorch's
                features = shape[0] * shape[1] * shape[2]
            else:
                features = shape[0]
            out = layer["num_outputs"]
            modules[name] = nn.Linear(features, out, bias=layer.get("bias", True))
            steps.append(("module", name))
            act = layer.get("activation_fn")
            if act:
                steps.append((act, None))
            shape = (out,)
        elif kind == "Softmax":
            pass  # the model returns logits; argmax is the same
        else:
            raise SystemExit(f"layer '{name}': type {kind} is not supported here")

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            for key, module in modules.items():
                self.add_module(key, module)
            self.steps = steps

        def forward(self, x):
            import torch.nn.functional as F
            for kind, arg in self.steps:
                if kind == "module":
                    x = getattr(self, arg)(x)
                elif kind == "relu":
                    x = torch.relu(x)
                elif kind == "tanh":
                    x = torch.tanh(x)
                elif kind == "sigmoid":
                    x = torch.sigmoid(x)
                elif kind == "maxpool":
                    x = F.max_pool2d(x, arg[0], arg[1])
                elif kind == "flatten":
                    x = torch.flatten(x, 1)
                else:
                    raise RuntimeError(f"unknown step {kind}")
            return x

    return Net()


# ---------------------------------------------------------------------------

def evaluate(model, x, precision, batch=10000):
    import torch
    outs = []
    with torch.no_grad():
        for i in range(0, x.shape[0], batch):
            xb = x[i:i + batch]
            if precision == "bf16":
                with torch.autocast("cuda", dtype=torch.bfloat16):
                    outs.append(model(xb).float())
            elif precision == "fp64":
                outs.append(model(xb.double()))
            else:
                outs.append(model(xb))
    return torch.cat(outs)


def set_tf32(enabled):
    import torch
    torch.backends.cuda.matmul.allow_tf32 = enabled
    torch.backends.cudnn.allow_tf32 = enabled


def train_one(net_path, data, args):
    import torch
    import torch.nn.functional as F
    from safetensors.torch import save_file

    with open(net_path) as f:
        net = json.load(f)
    stem = os.path.splitext(os.path.basename(net_path))[0]
    device = torch.device("cuda")
    torch.manual_seed(args.seed)
    model = build_model(net).to(device)
    (x_train, y_train), (x_test, y_test) = data
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    gen = torch.Generator(device="cpu").manual_seed(args.seed)
    log = []
    set_tf32(False)
    t0 = time.time()
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(x_train.shape[0], generator=gen).to(device)
        total, seen = 0.0, 0
        for i in range(0, x_train.shape[0], args.batch):
            idx = perm[i:i + args.batch]
            logits = model(x_train[idx])
            loss = F.cross_entropy(logits, y_train[idx])
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            total += loss.item() * idx.numel()
            seen += idx.numel()
        model.eval()
        acc = (evaluate(model, x_test, "fp32").argmax(1) == y_test).float().mean().item()
        log.append({"epoch": epoch + 1, "train_loss": total / seen, "test_accuracy": acc,
                    "seconds": time.time() - t0})
        print(f"{stem}: epoch {epoch + 1} loss {total / seen:.4f} test accuracy {acc:.4f} "
              f"({time.time() - t0:.1f} s)", flush=True)
    train_seconds = time.time() - t0

    model.eval()
    results, logits_out = {}, {}
    for precision in ("fp32", "tf32", "bf16", "fp64"):
        set_tf32(precision == "tf32")
        if precision == "fp64":
            model.double()
        logits = evaluate(model, x_test, precision)
        if precision == "fp64":
            model.float()
        set_tf32(False)
        pred = logits.argmax(1)
        results[precision] = {
            "accuracy": (pred == y_test).float().mean().item(),
            "correct": int((pred == y_test).sum().item()),
            "predictions": pred.cpu().tolist(),
        }
        logits_out[precision] = logits.detach().cpu().contiguous()
    ref = results["fp32"]["predictions"]
    for precision, r in results.items():
        r["agree_with_fp32"] = sum(a == b for a, b in zip(ref, r["predictions"]))
    # How close the fp32 decisions are: the gap between the two largest logits.
    top2 = torch.topk(logits_out["fp64"], 2, dim=1).values
    margin = (top2[:, 0] - top2[:, 1]).double()
    margins = {"min": margin.min().item(), "below_1e-3": int((margin < 1e-3).sum()),
               "below_1e-2": int((margin < 1e-2).sum()), "below_1e-1": int((margin < 1e-1).sum())}

    weights_path = os.path.join(args.output, f"{stem}.safetensors")
    state = {k: v.detach().float().cpu().contiguous() for k, v in model.state_dict().items()}
    metadata = {"layout": "pytorch", "net": os.path.basename(net_path), "framework": "pytorch",
                "torch": torch.__version__, "preprocessing": "x = byte / 255.0, NCHW [n,1,28,28]",
                "flatten": "nchw"}
    save_file(state, weights_path, metadata=metadata)
    # The tensors' content (names and fp32 bytes, by name): the file's own
    # hash changes with the order safetensors writes the metadata in.
    digest = hashlib.sha256()
    for key in sorted(state):
        digest.update(key.encode() + b"\0" + state[key].numpy().tobytes())
    sha = digest.hexdigest()
    save_file({p: t.to(torch.float64 if p == "fp64" else torch.float32)
               for p, t in logits_out.items()},
              os.path.join(args.output, f"{stem}-logits.safetensors"),
              metadata={"net": os.path.basename(net_path), "weights_content_sha256": sha})

    report = {
        "net": net_path,
        "weights": os.path.basename(weights_path),
        "weights_content_sha256": sha,
        "parameters": {k: list(v.shape) for k, v in state.items()},
        "device": torch.cuda.get_device_name(0),
        "torch": torch.__version__,
        "cudnn": torch.backends.cudnn.version(),
        "python": platform.python_version(),
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "command": " ".join(sys.argv),
        "seed": args.seed, "epochs": args.epochs, "batch": args.batch, "lr": args.lr,
        "optimizer": "Adam", "train_seconds": train_seconds,
        "preprocessing": "float32 = byte / 255.0; no normalisation; labels 0..9",
        "eval_batch": 10000,
        "log": log,
        "fp64_top2_margin": margins,
        "results": results,
    }
    with open(os.path.join(args.output, f"{stem}-framework.json"), "w") as f:
        json.dump(report, f)
    return stem, report


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dataset", help="directory with the four Fashion-MNIST IDX files")
    parser.add_argument("-o", "--output", required=True, help="output directory")
    parser.add_argument("--nets", default="nets/ece408.json,nets/fashion_cnn.json")
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=408)
    parser.add_argument("--check-data", action="store_true",
                        help="read and describe the dataset, then stop (no GPU needed)")
    args = parser.parse_args()

    train = load_split(args.dataset, "train")
    test = load_split(args.dataset, "test")
    for split, (images, labels, paths) in (("train", train), ("test", test)):
        print(f"{split}: {images.shape[0]} images {images.shape[1]}x{images.shape[2]} "
              f"from {paths[0]}; label counts {np.bincount(labels, minlength=10).tolist()}")
    if args.check_data:
        return

    import torch
    torch.use_deterministic_algorithms(True, warn_only=True)
    torch.backends.cudnn.deterministic = True
    torch.backends.cudnn.benchmark = False
    set_tf32(False)
    os.makedirs(args.output, exist_ok=True)
    device = torch.device("cuda")
    data = ((torch.from_numpy(preprocess(train[0])).to(device),
             torch.from_numpy(train[1].astype(np.int64)).to(device)),
            (torch.from_numpy(preprocess(test[0])).to(device),
             torch.from_numpy(test[1].astype(np.int64)).to(device)))
    rows = []
    for net_path in args.nets.split(","):
        stem, report = train_one(net_path, data, args)
        rows.append((stem, report))
    print()
    print(f"{'net':<12} {'fp32':>7} {'tf32':>7} {'bf16':>7} {'fp64':>7}  "
          f"{'bf16=fp32':>9} {'fp64=fp32':>9}  train_s")
    for stem, r in rows:
        res = r["results"]
        print(f"{stem:<12} " + " ".join(f"{res[p]['accuracy']:7.4f}"
                                         for p in ("fp32", "tf32", "bf16", "fp64"))
              + f"  {res['bf16']['agree_with_fp32']:>9} {res['fp64']['agree_with_fp32']:>9}"
              + f"  {r['train_seconds']:.1f}")


if __name__ == "__main__":
    main()
