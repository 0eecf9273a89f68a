/*
 * corpus_main.c — the corpus runner binary: the harness of corpus_runner.c
 * over the table of corpus_kernels.c (one row per IR file of kernels/corpus).
 */
#include "corpus_runner.h"

int main(int argc, char **argv) {
    const rt_suite suite = {"corpus_runner", corpus_kernels, corpus_kernel_count, "kernels/corpus"};
    return rt_main(argc, argv, &suite);
}
