// The command tables and word helpers bash-writes.ts reads a command with: wrappers, shells, interpreters, writers, copiers.

import type { Word } from "../injection/shell-parse.ts";

export const WRAPPERS = new Set([
  "sudo",
  "doas",
  "env",
  "command",
  "builtin",
  "exec",
  "nohup",
  "time",
  "nice",
  "ionice",
  "timeout",
  "stdbuf",
  "xargs",
  "unbuffer",
  "setsid",
  "chronic",
  "then",
  "do",
  "else",
  "!",
  "{",
  "(",
]);
export const SHELLS = /^(?:ba|da|k|z|fi|c|tc|mk|yash|)sh$|^busybox$/;
export const INTERPRETERS =
  /^(?:python[\d.]*|pypy[\d.]*|node(?:js)?|deno|bun|perl[\d.]*|ruby[\d.]*|php[\d.]*|lua[\d.]*|Rscript|osascript|awk|gawk|mawk|nawk)$/;
/** where an interpreter takes inline code */
export const CODE_FLAGS = new Set(["-c", "-e", "-E", "--eval", "-p", "--print", "-r", "--command"]);
/** writer commands: every operand is written (short options that take a value are listed so their value is skipped) */
export const ALL_OPERANDS: Record<string, { op: string; tree?: boolean; valueOpts?: string; skipFirst?: boolean }> = {
  tee: { op: "tee" },
  rm: { op: "rm", tree: true },
  unlink: { op: "unlink" },
  rmdir: { op: "rmdir", tree: true },
  shred: { op: "shred", valueOpts: "nsu" },
  truncate: { op: "truncate", valueOpts: "sr" },
  touch: { op: "touch", valueOpts: "dtr" },
  mkdir: { op: "mkdir", valueOpts: "m" },
  chmod: { op: "chmod", tree: true, skipFirst: true },
  chown: { op: "chown", tree: true, skipFirst: true },
  chgrp: { op: "chgrp", tree: true, skipFirst: true },
  chattr: { op: "chattr", tree: true, skipFirst: true },
  setfacl: { op: "setfacl", tree: true, valueOpts: "mxMX" },
  sponge: { op: "sponge" },
  patch: { op: "patch", valueOpts: "pFoidDrBVYz" },
};
export const COPIERS: Record<string, { op: string; move: boolean; valueOpts: string }> = {
  cp: { op: "cp", move: false, valueOpts: "tS" },
  mv: { op: "mv", move: true, valueOpts: "tS" },
  install: { op: "install", move: false, valueOpts: "tSmogb" },
  ln: { op: "ln", move: false, valueOpts: "tS" },
  rsync: { op: "rsync", move: false, valueOpts: "efT" },
  scp: { op: "scp", move: false, valueOpts: "cFiloPS" },
};

export function base(name: string): string {
  const i = name.lastIndexOf("/");
  return i >= 0 ? name.slice(i + 1) : name;
}

/** The words after wrappers (sudo, env X=1, timeout 5, xargs …) and leading assignments. */
export function commandWords(words: readonly Word[]): string[] {
  const w = words.map((x) => x.text);
  let i = 0;
  while (i < w.length) {
    const t = w[i];
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(t)) i++;
    else if (WRAPPERS.has(base(t))) {
      const name = base(t);
      i++;
      while (
        i < w.length &&
        (w[i].startsWith("-") ||
          (name === "timeout" && /^\d/.test(w[i])) ||
          (name === "env" && /^[A-Za-z_]\w*=/.test(w[i])))
      ) {
        if (name === "nice" && w[i] === "-n") i++;
        i++;
      }
    } else break;
  }
  return w.slice(i);
}

/** Operands (non-options) and the values of options, for simple getopt-like commands. */
export function splitArgs(
  args: readonly string[],
  valueOpts: string,
): { operands: string[]; values: Map<string, string[]> } {
  const operands: string[] = [];
  const values = new Map<string, string[]>();
  const put = (k: string, v: string): void => void values.set(k, [...(values.get(k) ?? []), v]);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      if (eq > 0) put(a.slice(0, eq), a.slice(eq + 1));
      else put(a, "");
    } else if (a.startsWith("-") && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        const c = a[j];
        if (valueOpts.includes(c)) {
          const v = j + 1 < a.length ? a.slice(j + 1) : (args[++i] ?? "");
          put(`-${c}`, v);
          break;
        }
        put(`-${c}`, "");
      }
    } else operands.push(a);
  }
  return { operands, values };
}

export function hasFlag(values: Map<string, string[]>, ...names: string[]): boolean {
  return names.some((n) => values.has(n));
}
