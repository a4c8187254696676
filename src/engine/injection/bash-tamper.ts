// Tampering with the guard, by any command: a write, move or delete that reaches pi-sentinel's config, pi's settings.

import { type BashWrite, bashWrites, codeWrites, resolveIn, UNKNOWN_CWD } from "../protect/bash-writes.ts";
import { hit } from "./bash-facts.ts";
import { keepsGuardOn } from "./bash-tamper-kept.ts";
import type { Hit } from "./types.ts";

/**
 * What guards the agent, as a path: pi-sentinel's config in every scope (and the older guardrails files), pi's
 * settings, trust store and MCP config, pi's extension and session folders, and the pi-sentinel package itself.
 */
const GUARD_PATH =
  /(?:^|\/)(?:sentinel\.json|\.pi-guardrails\.json)$|(?:^|\/)\.pi\/(?:agent\/)?(?:settings|trust|mcp)\.json$|(?:^|\/)\.pi\/(?:agent\/)?(?:extensions|sessions)(?:\/|$)|(?:^|\/)pi-tool-supervisor\/config\.json$|(?:^|\/)node_modules\/pi-sentinel(?:\/|$)/i;
/** A folder that holds those paths, touched whole (`rm -rf ~/.pi`, `mv .pi /tmp/`). */
const GUARD_TREE = /(?:^|\/)\.pi(?:\/agent)?\/?$/i;
/** Code that changes files (for paths that are only string literals of a program): writes, deletes, moves. */
const WRITE_API =
  /\b(?:write|writeFile|writeFileSync|appendFile|appendFileSync|writeTextFile|rm|rmSync|rmdir|unlink|unlinkSync|remove|rmtree|rename|renameSync|replace|move|copyFile|copyFileSync|copy|copy2|copyfile|cp|cpSync|truncate|createWriteStream|symlink|symlinkSync|write_text|write_bytes|dump)\s{0,3}\(|\bopen\s{0,3}\([^)]{0,200},\s{0,3}["'][wax+]|\bshutil\.|\bDeno\.(?:writeTextFile|remove|rename)|\btools\.(?:write|edit)\s{0,3}\(/;

/**
 * What the new content does to the guard, when it says: switched off (`enabled: false`, `"mode": "off"`), told to allow
 * everything (`allow: ["**"]`, `allowPaths: ["**"]`, `allowPatterns: [".*"]`), protected paths emptied, an entry deleted
 * (`del(…)`, or the guard's entry filtered out of the package list: `[x for x in s['packages'] if 'sentinel' not in x]`,
 * `.filter((p) => !p.includes("sentinel"))`, `.reject { … sentinel … }`), a threshold at 1 or more (no score reaches it), scanning of calls or results off. A change that keeps or
 * tightens the guard (`"mode": "block"`, a band moved within [0, 1)) says none of this and stays a warning the user is
 * asked about.
 */
const GUARD_OFF =
  /\b(?:enabled|injectionDefense|active)\\?["']?\]?\s{0,3}[:=]\s{0,3}(?:false\b|0\b|\\?["']?off\b)|\bmode\\?["']?\]?\s{0,3}[:=]\s{0,3}\\?["']?(?:off|disabled|none)\b|\ballow\\?["']?\]?\s{0,3}[:=]\s{0,3}\[\s{0,3}\\?["']\*\*?\\?["']|\bprotectedPaths\\?["']?\]?\s{0,3}[:=]\s{0,3}\[\s{0,3}\]|\bdel\s{0,2}\(|\b(?:block|warn)(?:Threshold)?\\?["']?\]?\s{0,3}[:=]\s{0,3}(?:1(?:\.\d+)?|[2-9]\d{0,3}(?:\.\d+)?)(?![\d.])|\bscanTool(?:Calls|Results)\\?["']?\]?\s{0,3}[:=]\s{0,3}(?:false\b|\[\s{0,3}\])|\ballowPaths\\?["']?\]?\s{0,3}[:=]\s{0,3}\[\s{0,3}\\?["']\*\*?(?:\/\*\*?)?\\?["']|\ballowPatterns\\?["']?\]?\s{0,3}[:=]\s{0,3}\[\s{0,3}\\?["']\.\*?\\?["']|sentinel\\?["']\s{0,3}not\s+in\b|!\s{0,3}[\w.$]{1,40}\.(?:includes|startsWith|endsWith|match|test)\(\s{0,3}\\?["'/][^"'\n]{0,40}sentinel|\.(?:reject|delete_if)\b[^\n]{0,80}sentinel/i;
/** The guard's own package taken away: uninstalled by a package manager, or its folder removed. */
const GUARD_UNINSTALLED =
  /\b(?:npm|pnpm|yarn|bun)\s+(?:global\s+)?(?:uninstall|remove|rm|un|r)\b[^;&|\n]{0,80}?\bpi-sentinel\b|\bpi\s+(?:remove|uninstall)\s+[^;&|\n]{0,40}pi-sentinel\b/;
const REMOVAL_OPS = new Set(["rm", "unlink", "shred", "mv", "rmdir", "truncate"]);

const CWD = "/workspace/project";
const HOME = "/home/agent";

/** The guard path one write reaches, or null (`~`, `$HOME` and `./` read as the shell would). */
function reached(w: BashWrite): string | null {
  const word = w.word.replace(/^(?:\$HOME|\$\{HOME\})(?=\/|$)/, "~");
  const cwds = w.cwds.map((c) => (c === UNKNOWN_CWD ? CWD : c));
  for (const cwd of cwds.length > 0 ? cwds : [CWD]) {
    const abs = resolveIn(word, cwd, HOME);
    if (GUARD_PATH.test(abs) || (w.tree && GUARD_TREE.test(abs))) return word;
  }
  return null;
}

function judge(writes: BashWrite[], code: string, start: number, end: number, content = code): Hit[] {
  const writesFiles = WRITE_API.test(code);
  // pi's settings rewritten with the guard kept on, when that is the only guard file the command reaches
  const guardWrites = writes.filter((w) => !(w.literal && !writesFiles) && reached(w) !== null);
  if (
    guardWrites.length === 1 &&
    !REMOVAL_OPS.has(guardWrites[0].op) &&
    keepsGuardOn(reached(guardWrites[0]) ?? "", content, GUARD_OFF)
  )
    return [];
  // (the first write reached decides unless a later one removes the guard: `sed -i … settings.json && rm -rf …`)
  let tamper: Hit[] = [];
  for (const w of writes) {
    // a string literal of a program is a path only when the program writes files at all
    if (w.literal && !writesFiles) continue;
    const p = reached(w);
    if (p === null) continue;
    // the guard switched off or its code removed through a shell or a program (sed, jq, python, rm, a package manager):
    // the route an injected order takes around the write tool's diff dialog, where a user who means it turns it off
    const off = GUARD_OFF.exec(code);
    if (off || (REMOVAL_OPS.has(w.op) && /pi-sentinel/.test(p)))
      return [
        hit(
          "bash.guard-off",
          "bash_agent_file",
          0.9,
          start,
          end,
          `${w.op} on ${p.slice(0, 80)} ${off ? `switches the guard off (\`${off[0].trim().slice(0, 40)}\`)` : "removes the guard's code"}`,
        ),
      ];
    if (tamper.length > 0) continue;
    tamper = [
      // warn, not block: a write to the guard's files goes through the user (the protected-write guard asks, and
      // blocks when nobody can be asked); a block here would take the user's "yes" away. In the agent-file category,
      // so the write's own agent-file hit on the same path does not add up to a block; harmful content still blocks
      hit(
        "bash.guard-tamper",
        "bash_agent_file",
        0.72,
        start,
        end,
        `${w.op} on ${p.slice(0, 80)}: the guard's own config or code`,
      ),
    ];
  }
  return tamper;
}

/** A bash command that writes, moves or deletes what guards the agent (any writer: redirects, sed -i, rm, cp, tee …). */
export function tamperHits(command: string): Hit[] {
  if (!/\.pi\b|sentinel|guardrails|tool-supervisor/i.test(command)) return [];
  const uninstalled = GUARD_UNINSTALLED.exec(command);
  if (uninstalled)
    return [
      hit("bash.guard-off", "bash_agent_file", 0.9, 0, command.length, `the guard uninstalled (\`${uninstalled[0]}\`)`),
    ];
  return judge(bashWrites(command, CWD, { home: HOME }), command, 0, command.length);
}

/** The same for a program (a codemode script): its string literals as paths, its shell strings as commands. */
export function codeTamperHits(code: string): Hit[] {
  if (!/\.pi\b|sentinel|guardrails|tool-supervisor/i.test(code)) return [];
  const out: BashWrite[] = [];
  codeWrites(code, "codemode", [CWD], 0, out, { home: HOME });
  return judge(out, code, 0, code.length);
}

/**
 * A write or edit tool aimed straight at such a path. Its content is not judged: the protected-write guard shows the
 * user that diff and the user's answer decides, even for "turn the scanner off" (protect.test.ts); a bash or program
 * route to the same effect is judged by what it writes (`judge`).
 */
export function tamperPathHit(path: string, length: number, content = ""): Hit | null {
  return judge([{ word: path, op: "write", tree: false, cwds: [CWD] }], "", 0, length, content)[0] ?? null;
}

/** `git commit --no-verify`, `git -c core.hooksPath=/dev/null …`, `HUSKY=0 git …`: the repository's hooks skipped. */
const HOOKS_SKIPPED =
  /\bgit\b[^;&|\n]{0,200}?(?:\s--no-verify\b|\s-c\s{1,3}core\.hooksPath=(?:\/dev\/null|\S*tmp\S*)|\scommit\b[^;&|\n]{0,80}\s-[a-zA-Z]*n[a-zA-Z]*\b)|\b(?:HUSKY|SKIP_HOOKS|LEFTHOOK)=0\b/;
/** A force push (not --force-with-lease) onto the default or a release branch: history others build on rewritten. */
const FORCE_TO_MAIN =
  /\bgit\b[^;&|\n]{0,60}?\spush\b(?=[^;&|\n]{0,200}?(?:\s--force(?!-with-lease)\b|\s-[a-zA-Z]*f[a-zA-Z]*\b|\s\+\S))[^;&|\n]{0,200}?(?:\s|:|\+)(?:main|master|trunk|production|prod|release)(?=\s|$|[;&|])/;

/**
 * The repository's own safeguards switched off together: its hooks skipped and the default branch force-pushed in one
 * command line (each alone is sometimes routine: a slow hook, a solo repository's rebase).
 */
export function repoSafeguardHits(command: string): Hit[] {
  if (!/\bgit\b/.test(command)) return [];
  const hooks = HOOKS_SKIPPED.exec(command);
  const force = FORCE_TO_MAIN.exec(command);
  if (!hooks || !force) return [];
  return [
    hit(
      "bash.safeguards-off",
      "bash_persistence",
      0.86,
      0,
      command.length,
      `hooks skipped (\`${hooks[0].trim().slice(0, 40)}\`) and the default branch force-pushed (\`${force[0].trim().slice(0, 60)}\`)`,
    ),
  ];
}
