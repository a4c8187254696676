// Where the whole scan's CPU time goes in place: a CPU profile of scan over the short texts, each sample charged to the stage (the direct callee of scan, ruleStage, ruleStageText or ruleStageOnce) on its stack, so the rows add up to the scan.

import { Session } from "node:inspector/promises";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** the scanner's own frames: a sample under one of them is charged to the callee below the innermost */
const SCAN_FRAMES = new Set(["scan", "ruleStage", "ruleStageText", "ruleStageOnce"]);

/**
 * Runs `fn` `reps` times under the profiler and returns each stage's share of the time spent under `scan`: the frame
 * right below the scanner's own frames (a reader, runRules, combine), or "<frame> itself" for their own code. A callee
 * the engine inlined into ruleStageOnce is charged to ruleStageOnce itself, and a reader that discountReported re-runs
 * on a quotation's blanked text shows under ruleStage.
 */
export async function stageShares(fn: () => void, reps: number): Promise<{ total: number; rows: [string, number][] }> {
  fn(); // warm-up
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  for (let i = 0; i < reps; i++) fn();
  const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
  session.disconnect();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (id: number): string => byId.get(id)?.callFrame.functionName || "(anonymous)";
  const shares = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((leaf, i) => {
    const stack: number[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) stack.push(id);
    const outer = stack.findLastIndex((id) => nameOf(id) === "scan");
    if (outer < 0) return;
    let k = outer;
    while (k > 0 && SCAN_FRAMES.has(nameOf(stack[k - 1] as number))) k--;
    const label =
      k === 0
        ? `${nameOf(stack[0] as number)} itself`
        : `${nameOf(stack[k] as number)} > ${nameOf(stack[k - 1] as number)}`;
    const dt = profile.timeDeltas[i] ?? 0;
    shares.set(label, (shares.get(label) ?? 0) + dt);
    total += dt;
  });
  return { total: total / 1000, rows: [...shares].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / 1000]) };
}
