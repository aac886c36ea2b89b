/** One benchmark: `run` does the work and returns a one-line figure such as "6.1 M d8/s". */
export type Bench = { name: string; target: string; run: () => string | Promise<string> };
