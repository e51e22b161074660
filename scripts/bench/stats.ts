/** Percentiles over recorded samples (milliseconds), computed once at the end. */
export class Samples {
  readonly #values: number[] = [];

  add(value: number): void {
    this.#values.push(value);
  }

  get count(): number {
    return this.#values.length;
  }

  percentile(p: number): number {
    if (this.#values.length === 0) return Number.NaN;
    const sorted = [...this.#values].sort((a, b) => a - b);
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[index]!;
  }
}

export const fmt = (n: number, digits = 1): string => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
