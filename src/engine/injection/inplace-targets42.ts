// The files an in-place editor rewrites (xmlstarlet -L, yq -i, sed -i, dasel -f …): what it edits, never what it sends.

import type { Stage } from "./shell-words.ts";

/** Editors that rewrite a config file where it lies, with the flag that makes them do so (null: always in place). */
const IN_PLACE: Record<string, RegExp | null> = {
  xmlstarlet: /^(?:-L|--inplace)$/,
  xml: /^(?:-L|--inplace)$/,
  yq: /^(?:-i|--inplace|-[a-zA-Z]*i)$/,
  sed: /^(?:-[a-zA-Z]*i\S*|--in-place\S*)$/,
  perl: /^-[a-zA-Z0-9]*i\S*$/,
  dasel: null,
  crudini: null,
  toml: null,
  tomlq: /^(?:-i|--in-place)$/,
};

/**
 * The words naming the files a config editor rewrites in place: its file arguments (the last one, and `-f FILE` for
 * dasel). A URL among its other arguments is the value written into that file (`xmlstarlet ed -L -u … -v https://…
 * ~/.m2/settings.xml` points the team's mirror), so a credential file that is the target is edited, not handed to a host.
 */
export function inPlaceTargets(s: Stage): string[] {
  // own keys only: `in` would take a command named `constructor` or `toString` for an editor
  if (!Object.hasOwn(IN_PLACE, s.name)) return [];
  const flag = IN_PLACE[s.name];
  const args = s.argv.slice(1).map((w) => w.text);
  if (flag !== null && flag !== undefined && !args.some((a) => flag.test(a))) return [];
  const out: string[] = [];
  const file = args.findIndex((a) => a === "-f" || a === "--file");
  if (file >= 0 && args[file + 1] !== undefined) out.push(args[file + 1] as string);
  const last = args[args.length - 1];
  if (last !== undefined && !last.startsWith("-")) out.push(last);
  return out;
}
