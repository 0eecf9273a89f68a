/* vm_switch.cu — a tiny bytecode interpreter: every thread runs the same
 * random program (written by the host into __constant__ memory) on its own
 * registers. Dispatch is a dense switch (a jump table or a compare chain);
 * the loop carries state in phis.
 * Covers: switch with many cases and a default, loops with phis, ld.const
 * with computed addresses, select, i32 arithmetic, dynamic local indexing of
 * a small register file. Also built at -O0 (vm_switch_O0.ll). */
#include "ptxsel_device.h"

#define VM_MAXPROG 64
#define VM_NREG 4

__constant__ unsigned c_prog[VM_MAXPROG];   /* op:8 | dst:8 | src:8 | imm:8 */
__constant__ int c_proglen;

KERNEL void vm_run(const int *in, int *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    int r[VM_NREG];
    r[0] = in[t];
    r[1] = t;
    r[2] = 1;
    r[3] = in[t] ^ 0x5555;
    int pc = 0, steps = 0;
    while (pc < c_proglen && steps < 256) {
        unsigned ins = c_prog[pc];
        unsigned op = ins >> 24, d = (ins >> 16) & 3, s = (ins >> 8) & 3;
        int imm = (int)(signed char)(ins & 0xff);
        pc++;
        steps++;
        switch (op) {
        case 0: r[d] = (int)((unsigned)r[d] + (unsigned)r[s]); break;
        case 1: r[d] = (int)((unsigned)r[d] - (unsigned)r[s]); break;
        case 2: r[d] = (int)((unsigned)r[d] * (unsigned)r[s]); break;
        case 3: r[d] ^= r[s]; break;
        case 4: r[d] = (int)((unsigned)r[d] << (imm & 31)); break;
        case 5: r[d] = (int)((unsigned)r[d] >> (imm & 31)); break;
        case 6: r[d] = imm; break;
        case 7: r[d] = (int)((unsigned)r[d] + (unsigned)imm); break;
        case 8: r[d] = r[d] < r[s] ? r[d] : r[s]; break;
        case 9: r[d] = r[d] > r[s] ? r[d] : r[s]; break;
        case 10: /* conditional backward branch, bounded by 'steps' */
            if ((r[d] & 1) && pc > (imm & 7))
                pc -= (imm & 7) + 1;
            break;
        case 11: {
            int q = r[s] | 1;
            r[d] = q == -1 ? (int)(0u - (unsigned)r[d]) : r[d] / q;
            break;
        }
        default: r[d] = ~r[d]; break;
        }
    }
    out[t] = r[0] ^ (r[1] * 3) ^ (r[2] * 5) ^ (r[3] * 7) ^ steps;
}
