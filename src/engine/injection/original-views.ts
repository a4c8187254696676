// The text as written, normalised and decoded once per scan: the plain form's screen, the hidden-order reader and the rule stage share these views instead of each building its own.

import { decodedViews } from "./decode.ts";
import { type Normalized, normalize, type View } from "./normalize.ts";

/**
 * The views of one text as written, each built on first use. The rule stage sets its probe bits on `normalized().main`
 * (`found`): it is the last to use them, so the plain form and the hidden-order reader read them as built.
 */
export interface OriginalViews {
  readonly text: string;
  normalized(): Normalized;
  /** decodedViews of the text with every pass on (a caller that skips ROT13 drops those views: they come last) */
  decoded(): View[];
}

export function originalViews(text: string, budget: number): OriginalViews {
  let n: Normalized | undefined;
  let views: View[] | undefined;
  const normalized = (): Normalized => (n ??= normalize(text));
  return {
    text,
    normalized,
    decoded: () => (views ??= decodedViews(text, normalized().main, budget)),
  };
}
