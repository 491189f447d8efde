/** Response times in a growing Float64Array (hundreds of thousands per measurement, no boxing). */
export class LatencyRecorder {
  private values = new Float64Array(1 << 16);
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(ms: number): void {
    if (this.count === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.count++] = ms;
  }

  /** Nearest-rank percentile; NaN when nothing was recorded. */
  percentile(p: number): number {
    if (this.count === 0) return NaN;
    const sorted = this.values.subarray(0, this.count).sort();
    return sorted[Math.min(this.count - 1, Math.ceil((p / 100) * this.count) - 1)] ?? NaN;
  }

  max(): number {
    return this.percentile(100);
  }
}

export const round = (n: number, digits = 0) => Number(n.toFixed(digits));
