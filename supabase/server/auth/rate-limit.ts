/** Fixed-window counters keyed by e.g. `signin:1.2.3.4:a@b.c`. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly windowMs: number) {}

  /** Counts one hit; false when the key already reached `limit` in this window. */
  hit(key: string, limit: number): boolean {
    const now = Date.now();
    if (this.hits.size > 50_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    const cur = this.hits.get(key);
    if (!cur || cur.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    if (cur.count >= limit) return false;
    cur.count++;
    return true;
  }

  blocked(key: string, limit: number): boolean {
    const cur = this.hits.get(key);
    return !!cur && cur.resetAt > Date.now() && cur.count >= limit;
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}
