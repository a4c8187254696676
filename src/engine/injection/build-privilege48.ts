// A build machine's rights opened to any build or any user: BuildKit's insecure entitlements allowed, macOS debugging rights for everyone.

import { hit } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/** Literal gate */
const GATE = /security\.insecure|taskport|_developer/;

/**
 * Each way a build host hands out its rights: a BuildKit daemon started with `security.insecure` allowed and a build
 * that takes it (its RUN steps run privileged, as root on the host's kernel); the macOS `taskport` right (attach a
 * debugger to any process) set to `allow` for everyone, or `everyone` added to the `_developer` or `admin` group.
 */
const OPENS: readonly { re: RegExp; why: string }[] = [
  {
    re: /--allow-insecure-entitlement[= ]["']?security\.insecure\b[\s\S]{0,400}?--allow[= ]["']?(?:[\w.]+,)*security\.insecure\b/,
    why: "BuildKit's insecure entitlement allowed and taken: the build's steps run privileged",
  },
  {
    re: /\bauthorizationdb\s+write\s+system\.privilege\.taskport\s+allow\b/,
    why: "the right to attach to any process given to every user",
  },
  {
    re: /\bdseditgroup\b[^\n;&|]{0,120}-a\s+everyone\b[^\n;&|]{0,80}\b(?:_developer|admin)\b/,
    why: "everyone added to the developer or admin group",
  },
];

/** Hits for a build host's rights opened to any build or any user (see OPENS). A named user added stays quiet. */
export function buildPrivilegeHits48(text: string): Hit[] {
  if (text.length > 200_000 || !GATE.test(text)) return [];
  for (const { re, why } of OPENS) {
    const m = re.exec(text);
    if (m) return [hit("bash.build-privilege", "bash_persistence", 0.86, m.index, m.index + m[0].length, why)];
  }
  return [];
}
