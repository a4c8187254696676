// Where an anchored calibration line sits on a surface's benign out-of-fold logits: the k-th row rule, and its bootstrap mean that a few rows cannot move.

/**
 * The line that lets the k highest of `v` (logits sorted from the highest) through and not the (k+1)-th: midway to the
 * next higher logit and at least 0.01 above the first row left out (scores are rounded to 3 decimals); 0.25 above it
 * when every row above ties with it. -Infinity when k reaches past the rows (every row may pass).
 */
export function orderCut(v: readonly number[], k: number): number {
  if (k >= v.length) return -Infinity;
  const above = v.slice(0, k).filter((x) => x > v[k]);
  return Math.max(v[k] + 0.01, above.length > 0 ? (v[k] + above[above.length - 1]) / 2 : v[k] + 0.25);
}

/** log C(n, i) + i log p + (n - i) log(1 - p): one binomial term in logs. */
function logBinomTerm(n: number, i: number, p: number, logFact: readonly number[]): number {
  return logFact[n] - logFact[i] - logFact[n - i] + i * Math.log(p) + (n - i) * Math.log1p(-p);
}

/** P(Binomial(n, p) ≤ k), summed in logs (k is small: a bar of a few rows). */
export function binomCdf(n: number, p: number, k: number, logFact: readonly number[]): number {
  if (p <= 0) return 1;
  if (p >= 1) return k >= n ? 1 : 0;
  let s = 0;
  for (let i = 0; i <= Math.min(k, n); i++) s += Math.exp(logBinomTerm(n, i, p, logFact));
  return Math.min(1, s);
}

/**
 * The bootstrap distribution of "the (k+1)-th highest row" when n rows are drawn with replacement from n rows whose
 * highest `v.length` are `v` (the others can never pass: the rules flag them already): P(it is v[j]). It is v[j] or
 * higher when at least k+1 draws fall among the j+1 highest rows, a Binomial(n, (j+1)/n) count, so P = the difference
 * of two binomial tails. Exact, no random numbers: the same pool always gives the same weights.
 */
export function orderWeights(n: number, len: number, k: number): number[] {
  const logFact = [0];
  for (let i = 1; i <= n; i++) logFact.push(logFact[i - 1] + Math.log(i));
  const atLeast = (j: number): number => 1 - binomCdf(n, Math.min(1, j / n), k, logFact); // P(count among the top j ≥ k+1)
  const w: number[] = [];
  let prev = 0;
  for (let j = 0; j < len; j++) {
    const cur = atLeast(j + 1);
    w.push(Math.max(0, cur - prev));
    prev = cur;
    // the rest of the mass lies further down than any line we would keep (1e-9 of it)
    if (1 - cur < 1e-9) break;
  }
  return w;
}

/**
 * The k-th row rule averaged over the bootstrap resamples of the anchor rows (orderCut at v[j], weighted by the
 * chance that a resample's (k+1)-th highest row is v[j]; `n` is every benign row the bar reads, `v` those the model
 * could lift, highest first). One row more or less, or a row whose logit moves, shifts the k-th row rule by a whole
 * gap between neighbours in the sparse tail; here it shifts one weight among ~4√k rows. Mass that falls past the last
 * candidate (fewer than k+1 rows could pass in that resample) is left out and the rest renormalised; -Infinity when
 * the k-th row rule is (k ≥ v.length).
 */
export function smoothCut(v: readonly number[], k: number, n: number): number {
  if (k >= v.length) return -Infinity;
  const w = orderWeights(Math.max(n, v.length), v.length, k);
  let num = 0;
  let den = 0;
  // a resample's (k+1)-th highest row can sit above v[k] too (top rows drawn twice): its line is that row's own cut
  for (let j = 0; j < w.length; j++) {
    if (w[j] <= 0) continue;
    num += w[j] * orderCut(v, j);
    den += w[j];
  }
  return den > 0 ? num / den : orderCut(v, k);
}
