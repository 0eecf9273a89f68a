#!/usr/bin/env python3
"""bench.py — check and time ptxsel's Hopper GEMM against cuBLAS on the same
inputs in the same process (kernels/gemm/README.md).

For each variant and size: fresh random inputs; D poisoned (NaN) before each
checked run; relative Frobenius error against an fp32 reference computed on
the GPU by torch (fp32 matmul, TF32 off) on the same (bf16 / e4m3) inputs;
every element must be written (no NaN left). Then medians of event-timed
runs after warm-up: ptxsel's kernel, and cuBLAS (torch.matmul for bf16,
torch._scaled_mm for e4m3) on the very same tensors. A second check after
the timing runs (re-poisoned) catches races that show only under load.
"""
import argparse
import ctypes
import os
import statistics
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [(8192, 8192, 8192), (4096, 4096, 4096), (8192, 8192, 2048)]
# variant -> (image, kernel, cluster, elem_bytes)
VARIANTS = {
    "bf16_c2": ("gemm_bf16_c2.cubin", "gemm_bf16_sm90", 2, 2),
    "bf16_c1": ("gemm_bf16_c1.cubin", "gemm_bf16_sm90", 1, 2),
    "e4m3_c2": ("gemm_e4m3_c2.cubin", "gemm_e4m3_sm90", 2, 1),
    "bf16_c2_reg": ("gemm_bf16_c2_reg.cubin", "gemm_bf16_sm90", 2, 2),
    "e4m3_c2_reg": ("gemm_e4m3_c2_reg.cubin", "gemm_e4m3_sm90", 2, 1),
    "bf16_c2_g16": ("gemm_bf16_c2_g16.cubin", "gemm_bf16_sm90", 2, 2),
    "bf16_c2_g4": ("gemm_bf16_c2_g4.cubin", "gemm_bf16_sm90", 2, 2),
}


def load_lib(path):
    lib = ctypes.CDLL(path)
    lib.gemm_plan_create.restype = ctypes.c_void_p
    lib.gemm_plan_create.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_int]
    lib.gemm_plan_error.restype = ctypes.c_char_p
    lib.gemm_plan_error.argtypes = [ctypes.c_void_p]
    lib.gemm_plan_bind.argtypes = [ctypes.c_void_p] + [ctypes.c_ulonglong] * 3 + [ctypes.c_int] * 3
    lib.gemm_plan_launch.argtypes = [ctypes.c_void_p, ctypes.c_ulonglong]
    lib.gemm_plan_grid.restype = ctypes.c_uint
    lib.gemm_plan_grid.argtypes = [ctypes.c_void_p]
    lib.gemm_plan_destroy.argtypes = [ctypes.c_void_p]
    return lib


class Plan:
    def __init__(self, lib, image, kernel, cluster, eb):
        self.lib = lib
        self.p = lib.gemm_plan_create(image.encode(), kernel.encode(), cluster, eb)
        if not self.p:
            raise RuntimeError(lib.gemm_plan_error(None).decode())

    def ok(self, rc):
        if rc != 0:
            raise RuntimeError(self.lib.gemm_plan_error(self.p).decode())

    def bind(self, a, b, d):
        m, k = a.shape
        n = b.shape[0]
        self.ok(self.lib.gemm_plan_bind(self.p, a.data_ptr(), b.data_ptr(), d.data_ptr(), m, n, k))

    def launch(self):
        self.ok(self.lib.gemm_plan_launch(self.p, torch.cuda.current_stream().cuda_stream))


def inputs(fp8, m, n, k, gen):
    if fp8:
        a = (torch.randn(m, k, device="cuda", generator=gen) * 2).to(torch.float8_e4m3fn)
        b = (torch.randn(n, k, device="cuda", generator=gen) * 2).to(torch.float8_e4m3fn)
    else:
        a = torch.randn(m, k, device="cuda", generator=gen, dtype=torch.bfloat16)
        b = torch.randn(n, k, device="cuda", generator=gen, dtype=torch.bfloat16)
    return a, b


def check(plan, a, b, d, ref):
    d.fill_(float("nan"))
    plan.launch()
    torch.cuda.synchronize()
    unwritten = int(torch.isnan(d).sum().item())
    err = (torch.linalg.norm(d.float() - ref) / torch.linalg.norm(ref)).item()
    return err, unwritten


def time_ms(fn, warmup, reps):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        s = torch.cuda.Event(enable_timing=True)
        e = torch.cuda.Event(enable_timing=True)
        s.record()
        fn()
        e.record()
        ts.append((s, e))
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in ts)


def time_pair(f_ours, f_ref, warmup, reps, rounds):
    """Interleaved timing: `rounds` rounds, each `reps` event-timed runs of
    ptxsel's kernel and of cuBLAS back to back (order alternating by round),
    so that both see the same clock and temperature drift. Returns (median
    ms ours, median ms cuBLAS, median of the per-round ratios cuBLAS/ours)."""
    for _ in range(warmup):
        f_ours()
        f_ref()
    torch.cuda.synchronize()
    all_o, all_r, ratios = [], [], []
    for r in range(rounds):
        if r % 2 == 0:
            o = time_ms(f_ours, 0, reps)
            c = time_ms(f_ref, 0, reps)
        else:
            c = time_ms(f_ref, 0, reps)
            o = time_ms(f_ours, 0, reps)
        all_o.append(o)
        all_r.append(c)
        ratios.append(c / o)
    return statistics.median(all_o), statistics.median(all_r), statistics.median(ratios), min(ratios), max(ratios)


def gpu_state():
    """SM clock (MHz), power (W), temperature (C), clock-event reasons (hex), if pynvml is there."""
    try:
        import pynvml
        pynvml.nvmlInit()
        h = pynvml.nvmlDeviceGetHandleByIndex(0)
        sm = pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_SM)
        pw = pynvml.nvmlDeviceGetPowerUsage(h) / 1000.0
        tc = pynvml.nvmlDeviceGetTemperature(h, pynvml.NVML_TEMPERATURE_GPU)
        why = pynvml.nvmlDeviceGetCurrentClocksEventReasons(h)
        return f"sm {sm} MHz, {pw:.0f} W, {tc} C, reasons {why:#x}"
    except Exception as ex:  # noqa: BLE001 - informative only
        return f"(no nvml: {ex})"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=HERE, help="folder with the cubins and libgemm_runner.so")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--rounds", type=int, default=0,
                    help="interleave: this many rounds of --reps runs of each, ours and cuBLAS alternating")
    ap.add_argument("--seed", type=int, default=int.from_bytes(os.urandom(4), "little"))
    args = ap.parse_args()
    torch.backends.cuda.matmul.allow_tf32 = False
    gen = torch.Generator(device="cuda")
    gen.manual_seed(args.seed)
    lib = load_lib(os.path.join(args.dir, "libgemm_runner.so"))
    print(f"device: {torch.cuda.get_device_name()}  torch {torch.__version__}  seed {args.seed}")
    rows = []
    failed = False
    for v in args.variants.split(","):
        image, kernel, cluster, eb = VARIANTS[v]
        fp8 = eb == 1
        try:
            plan = Plan(lib, os.path.join(args.dir, image), kernel, cluster, eb)
        except RuntimeError as ex:
            print(f"{v}: load failed: {ex}")
            failed = True
            continue
        for (m, n, k) in SIZES:
            a, b = inputs(fp8, m, n, k, gen)
            d = torch.empty(m, n, device="cuda", dtype=torch.bfloat16)
            try:
                plan.bind(a, b, d)
            except RuntimeError as ex:
                print(f"{v} {m}x{n}x{k}: bind failed: {ex}")
                failed = True
                continue
            ref = a.float() @ b.float().t()
            err, unwritten = check(plan, a, b, d, ref)
            flops = 2.0 * m * n * k
            if fp8:
                one = torch.tensor(1.0, device="cuda")
                f_ref = lambda: torch._scaled_mm(a, b.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)  # noqa: E731
            else:
                f_ref = lambda: torch.matmul(a, b.t())  # noqa: E731
            rr = ""
            if args.rounds > 0:
                t_ours, t_ref, rmed, rmin, rmax = time_pair(plan.launch, f_ref, args.warmup, args.reps, args.rounds)
                rr = f" per-round ratio median {rmed:.3f} [{rmin:.3f}, {rmax:.3f}]"
            else:
                t_ours = time_ms(plan.launch, args.warmup, args.reps)
                t_ref = time_ms(f_ref, args.warmup, args.reps)
            err2, unwritten2 = check(plan, a, b, d, ref)
            ok = err < 1e-2 and err2 < 1e-2 and unwritten == 0 and unwritten2 == 0
            failed |= not ok
            tf_ours = flops / t_ours / 1e9
            tf_ref = flops / t_ref / 1e9
            rows.append((v, f"{m}x{n}x{k}", plan.lib.gemm_plan_grid(plan.p), err, err2, unwritten + unwritten2,
                         "ok" if ok else "FAIL", t_ours, tf_ours, t_ref, tf_ref, tf_ours / tf_ref))
            print(f"{v} {m}x{n}x{k}: err {err:.2e}/{err2:.2e} unwritten {unwritten}/{unwritten2} "
                  f"ptxsel {t_ours:.3f} ms {tf_ours:.1f} TF/s  cuBLAS {t_ref:.3f} ms {tf_ref:.1f} TF/s  "
                  f"ratio {tf_ours / tf_ref:.3f}{rr}; {gpu_state()}", flush=True)
            del a, b, d, ref
            torch.cuda.empty_cache()
    print()
    print(f"{'variant':8} {'size':16} {'grid':>4} {'rel_err':>9} {'rel_err2':>9} {'check':>5} "
          f"{'ptxsel ms':>9} {'TF/s':>7} {'cuBLAS ms':>9} {'TF/s':>7} {'ratio':>6}")
    for r in rows:
        print(f"{r[0]:8} {r[1]:16} {r[2]:4d} {r[3]:9.2e} {r[4]:9.2e} {r[6]:>5} {r[7]:9.3f} {r[8]:7.1f} "
              f"{r[9]:9.3f} {r[10]:7.1f} {r[11]:6.3f}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
