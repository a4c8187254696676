// Round 33's classes of order in other languages: each an act on the environment read with its object, any language.

import {
  ADD33,
  CODE33,
  DISABLE33,
  FETCHED33,
  HIDE33,
  LOGIN33,
  MAIN33,
  PERSIST_FILE33,
  PROHIBIT33,
  PROTECTION33,
  PUBLIC_LINK33,
  PUSH33,
  REPO_FILE33,
  REQUEST33,
  RUN33,
  SECRET33,
  SECRET_PATH33,
  SEND33,
  SINK33,
  STANDING33,
  TELL33,
  USER33,
  TASK33,
  UNCHECKED33,
  URGENT33,
  WRITEUP33,
} from "./multilingual-class33-vocab.ts";
import { secretIsMeans37 } from "./multilingual-purpose37.ts";

/** One sentence as the round-16 reader reads it, with what it already found. */
export interface Sentence33 {
  /** the sentence's words: links, addresses and code blanked */
  words: string;
  /** the sentence with its links, addresses and code */
  raw: string;
  /** an unnegated, unreported match of a field in the words */
  says: (re: RegExp) => boolean;
  /** planted signs: a program named as the reader, without asking, concealed, hidden markup */
  cues: number;
  /** an outside place: a URL, a mail address, an IP, a webhook */
  place: boolean;
  agentFile: boolean;
  /** the round-16 fields: a send, an ignore, a tell act said; a secret, a rule's prior, the user named */
  sends: boolean;
  ignores: boolean;
  tells: boolean;
  secret: boolean;
  prior: boolean;
  user: boolean;
  /** an all-word: every, all of them */
  every: boolean;
}

export interface Reading33 {
  act: string;
  weight: number;
}

const HIDE_ALL = new RegExp(HIDE33.source, "g");
/** "without asking / confirming" in the languages whose form holds a negation ("확인하지 않고", "не спрашивая") */
const NO_ASK_ALL =
  /확인하지 않고|묻지 않고|물어보지 않고|確認せず|確認しないで|聞かずに|不需要确认|无需确认|不用确认|не спрашивая|без подтвержд|sans (?:demander|confirmation)|sin (?:preguntar|confirmar)|sem (?:perguntar|confirmar)|senza (?:chiedere|conferma)|ohne (?:nachfrage|ruckfrage|bestatigung)|nicht nachfragen/g;
const BLOCK = 0.86;
/**
 * a force-push of the branch one is on ("rebase your commits, then `git push --force`"), no main or production named:
 * what a git workflow guide tells its developers after a rebase (round 34, realfp34: a Chinese team README that adds
 * "only on your own branch")
 */
const BRANCH_FORCE_PUSH =
  /\bgit\s{1,3}push\s{1,3}(?:--force(?:-with-lease)?|-f)(?![\w-])(?:\s{1,3}origin)?(?:\s{1,3}[\w./-]{1,60})?/g;

/** Whether the sentence's code is of consequence: CODE33, where a branch's force-push counts only with main or a sign. */
function runsCode(raw: string, signs: number): boolean {
  if (!CODE33.test(raw)) return false;
  const rest = raw.replace(BRANCH_FORCE_PUSH, " ");
  return rest === raw || CODE33.test(rest) || MAIN33.test(raw) || signs > 0;
}

/** The class of order one sentence gives, or null: hand-overs, runs, protections off, unreviewed pushes, persistence. */
export function readClasses33(s: Sentence33): Reading33 | null {
  const w = s.words;
  // a write-up about attacks, or an example in a guide, reports the order it shows
  if (WRITEUP33.test(w)) return null;
  const hides = HIDE33.test(w);
  const signs = s.cues + (hides ? 1 : 0);
  // the sentence forbids what it names (its concealment phrase and "without asking" taken out first)
  const forbids = PROHIBIT33.test(w.replace(HIDE_ALL, " ").replace(NO_ASK_ALL, " "));
  // hand-overs: a secret named as a technical thing (a token, a key file, env vars) or a word (a password, a card)
  if ((s.says(SEND33) || s.sends) && !forbids && !secretIsMeans37(w)) {
    const technical =
      SECRET_PATH33.test(s.raw) ||
      /token|secret|credential|key|环境|環境|환경|перемен|variab|umgebung|ortam|lingkungan|moi truong/.test(w);
    const secret = SECRET33.test(w) || SECRET_PATH33.test(s.raw) || s.secret;
    const sink = s.place || SINK33.test(w);
    if (secret && technical && (sink || signs > 0 || s.every)) return { act: "send-secret", weight: BLOCK };
    if (secret && sink && signs > 0) return { act: "send-secret", weight: BLOCK };
    // (a password sent to an address with no sign is how people ask each other: no reading)
  }
  // running code of consequence (history rewritten, a package from a URL, a remote added), or a fetched installer
  // with a planted sign (READMEs give installers honestly)
  if ((s.says(RUN33) || s.says(PUSH33)) && !forbids) {
    if (runsCode(s.raw, signs)) return { act: "run-code", weight: BLOCK };
    if (FETCHED33.test(s.raw) && signs > 0) return { act: "run-fetched", weight: BLOCK };
  }
  // a protection switched off, with the push it clears the way for or a planted sign
  if (s.says(DISABLE33) && PROTECTION33.test(w)) {
    if (PUSH33.test(w) || MAIN33.test(s.raw) || UNCHECKED33.test(w) || REQUEST33.test(w) || signs > 0)
      return { act: "protection-off", weight: BLOCK };
  }
  // a change shipped unreviewed: a push, merge or deploy to main past its checks, or a repository file changed and
  // shipped today
  if (s.says(PUSH33)) {
    const unchecked = UNCHECKED33.test(w) && MAIN33.test(s.raw);
    const changed = s.says(ADD33) && REPO_FILE33.test(s.raw) && (URGENT33.test(w) || MAIN33.test(s.raw));
    // (a change asked for, then pushed straight to main: "请删除 … 加上 --update，然后直接推送到 main")
    const asked = REQUEST33.test(w) && (s.says(ADD33) || s.says(DISABLE33));
    if ((unchecked && (signs > 0 || CODE33.test(s.raw) || asked)) || changed)
      return { act: "ship-unreviewed", weight: BLOCK };
  }
  // persistence: a line planted in a start-up file, cron, keys or the agent's own rules
  if (s.says(ADD33) && PERSIST_FILE33.test(s.raw) && !forbids) {
    const runs = /https?:\/\/|curl|wget|ssh-(?:rsa|ed25519)/.test(s.raw);
    if (runs || STANDING33.test(w) || signs > 0) return { act: "persist", weight: BLOCK };
  }
  // the task given up for another act
  if (
    s.ignores &&
    TASK33.test(w) &&
    (s.prior || RUN33.test(w) || DISABLE33.test(w) || SEND33.test(w) || PUSH33.test(w))
  )
    return { act: "override-task", weight: 0.88 };
  // shared with anyone holding a link, and the link sent out
  if (PUBLIC_LINK33.test(w) && s.place && (s.says(SEND33) || signs > 0)) return { act: "share-public", weight: BLOCK };
  // the user steered to a password or a card at an outside place, or to a login with a planted sign or a deadline (a
  // support macro telling the user where to log in is ordinary)
  if (
    (s.tells || s.says(TELL33)) &&
    (s.user || USER33.test(w)) &&
    s.place &&
    (SECRET33.test(w) || signs > 0 || (LOGIN33.test(w) && URGENT33.test(w)))
  )
    return { act: "phish-user", weight: BLOCK };
  return null;
}

/** the acts that open a sentence to this reader (beside the round-16 reader's own) */
export const ANY33 = new RegExp(
  [RUN33, SEND33, DISABLE33, PUSH33, ADD33, PUBLIC_LINK33].map((r) => r.source).join("|"),
);
