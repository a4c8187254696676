// Asking pi's trust question once per folder and process: the question, the user's choice, and what it changes.

import { dirname } from "node:path";
import { errorText } from "../error-text.ts";
import { trustChoices, trustQuestion, type TrustChoice, type TrustDecision } from "./decide.ts";
import { canonical, knownFolder, projectTrustFiles, type FolderState } from "./folders.ts";

export interface TrustAskPorts {
  select(question: string, labels: string[]): Promise<string | undefined>;
  /** saves decisions in pi's trust store; may throw */
  save(updates: TrustChoice["updates"]): void;
  notify(message: string): void;
}

/** What a chosen label does: nothing chosen is "not trusted, this session"; a saved choice writes pi's store. */
export function answerOf(
  choices: readonly TrustChoice[],
  selected: string | undefined,
): { sessionAnswer: boolean } | { save: TrustChoice["updates"]; trusted: boolean } {
  const choice = choices.find((c) => c.label === selected);
  if (!choice) return { sessionAnswer: false }; // dismissed: not trusted, nothing saved (pi does the same)
  if (choice.updates.length === 0) return { sessionAnswer: choice.trusted };
  return { save: choice.updates, trusted: choice.trusted };
}

/** Asks when the decision is "ask", the folder holds pi-sentinel files and nobody asked yet; true when it asked. */
export async function askProjectTrust(cwd: string, decision: TrustDecision, ports: TrustAskPorts): Promise<boolean> {
  if (decision.kind !== "ask") return false;
  const found = projectTrustFiles(cwd);
  if (found.length === 0) return false;
  const st: FolderState | undefined = knownFolder(cwd);
  if (!st || st.asked) return false;
  st.asked = true;
  const dir = canonical(cwd);
  const parent = dirname(dir) === dir ? undefined : dirname(dir);
  const choices = trustChoices(dir, parent);
  let selected: string | undefined;
  try {
    selected = await ports.select(
      trustQuestion(dir, found),
      choices.map((c) => c.label),
    );
  } catch {
    selected = undefined;
  }
  const answer = answerOf(choices, selected);
  if ("sessionAnswer" in answer) st.sessionAnswer = answer.sessionAnswer;
  else {
    try {
      ports.save(answer.save);
    } catch (e) {
      st.sessionAnswer = answer.trusted;
      ports.notify(`pi-sentinel: could not save the trust decision (${errorText(e)}); it holds for this session only`);
    }
  }
  return true;
}
