// learned20: which benign fresh tune files (as eval-benign --fresh --no-holdout reads them) the head's second grid lifts over 0.5 or 0.8.

import { freshCorpus } from "./benign-corpus.ts";
import { shippedModel } from "../src/engine/injection/model-asset.ts";
import { logit, type InjectionModel } from "../src/engine/injection/model.ts";
import { headProbability } from "../src/engine/injection/model-head.ts";
import { normalize } from "../src/engine/injection/normalize.ts";

const main = shippedModel().model as InjectionModel;
// the shipped head on its own grid, and the same head read on the second grid too
const one = main.head as InjectionModel;
const two: InjectionModel = { ...one, windows: { ...(one.windows ?? { length: 256, blocks: true }), shifted: true } };
const rows = freshCorpus(".").rows.filter((r) => !/holdout$/.test(r.group) && /-tune$|^fresh-tune$/.test(r.group));
let lifted = 0;
const cross = [0, 0];
for (const r of rows)
  for (const s of ["tool_result", "write"] as const) {
    const n = normalize(r.text).main.text;
    const [p1, p2] = [headProbability(two, logit(one, n, s), s), headProbability(two, logit(two, n, s), s)];
    if (p2 > p1) lifted++;
    for (const [k, t] of [0.5, 0.8].entries())
      if (p1 < t && p2 >= t) {
        cross[k]++;
        process.stdout.write(`${r.group} ${s} ${p1.toFixed(3)} -> ${p2.toFixed(3)} ${r.path}\n`);
      }
  }
process.stdout.write(
  `${rows.length} files x 2 surfaces: head lifted on ${lifted}; crossing 0.5: ${cross[0]}, 0.8: ${cross[1]}\n`,
);
