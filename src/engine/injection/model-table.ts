// The second stage's weights as one-byte codes into a table of their distinct values: the same sums, a quarter of the memory.

/**
 * The weights as one-byte codes into a table of their distinct values (a quantised model has at most 256): a quarter of
 * the memory the hashed lookups touch, so more of it stays in cache. values[codes[i]] === weights[i] exactly, so the
 * sums are bit-identical. A model with more distinct weights gets no codes (null): model.ts then reads the plain weights.
 * The codes are always a Uint8Array, so the hot loop sees one array type.
 */
export interface WeightTable {
  codes: Uint8Array | null;
  values: Float64Array;
}
const TABLES = new WeakMap<Float32Array, WeightTable>();

export function tableOf(weights: Float32Array): WeightTable {
  const known = TABLES.get(weights);
  if (known) return known;
  const codeOf = new Map<number, number>();
  const codes = new Uint8Array(weights.length);
  let table: WeightTable | null = null;
  for (let i = 0; i < weights.length; i++) {
    let c = codeOf.get(weights[i]);
    if (c === undefined) {
      if (codeOf.size === 256) {
        table = { codes: null, values: Float64Array.from(weights) };
        break;
      }
      c = codeOf.size;
      codeOf.set(weights[i], c);
    }
    codes[i] = c;
  }
  table ??= { codes, values: Float64Array.from(codeOf.keys()) };
  TABLES.set(weights, table);
  return table;
}
