/**
 * The player listener's limits (issue 21): a token bucket per socket for frames and per remote
 * address for HTTP requests. Pure apart from the clock, which is passed in.
 */

/** `burst` tokens, refilled at `perSecond`; `take()` answers false once they are spent. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(private readonly burst: number, private readonly perSecond: number, private readonly now: () => number = () => performance.now()) {
    this.tokens = burst;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * One bucket per remote address. Buckets are forgotten after a quiet minute and the map is
 * capped, so a scan from many addresses cannot grow it without bound.
 */
export class AddressBuckets {
  private readonly buckets = new Map<string, { bucket: TokenBucket; seen: number }>();

  constructor(private readonly burst: number, private readonly perSecond: number, private readonly now: () => number = () => performance.now(), private readonly max = 4096) {}

  take(address: string): boolean {
    const t = this.now();
    let entry = this.buckets.get(address);
    if (!entry) {
      if (this.buckets.size >= this.max) this.sweep(t);
      // Still full of busy addresses: refuse newcomers rather than grow.
      if (this.buckets.size >= this.max) return false;
      entry = { bucket: new TokenBucket(this.burst, this.perSecond, this.now), seen: t };
      this.buckets.set(address, entry);
    }
    entry.seen = t;
    return entry.bucket.take();
  }

  private sweep(t: number): void {
    for (const [address, entry] of this.buckets) if (t - entry.seen > 60_000) this.buckets.delete(address);
  }
}
