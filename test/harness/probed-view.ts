// The main view of a text with the probe bits the rule stage's pass finds there, as scan.ts sets them: what a reader gate sees.

import { normalize, type View } from "../../src/engine/injection/normalize.ts";
import { runRules } from "../../src/engine/injection/scan-rules.ts";

export function probedMainView(text: string): View {
  const main = normalize(text).main;
  const probes = runRules(main, text.length, 0, []);
  main.found = { text: main.text, probes };
  return main;
}
