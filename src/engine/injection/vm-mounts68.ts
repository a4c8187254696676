// A VM's or system container's command as the host's: folders the script shared into it (`multipass mount`, `lxc config device add … disk`) read back as the host's paths.

import { escapeRegex } from "./multilingual-stems.ts";
import type { Stage } from "./shell-words.ts";
import type { Word } from "./shell-parse.ts";

/** host folder → the instance and the path it appears at inside */
export type VmMount = { instance: string; host: string; inside: string };

const MAX_MOUNTS = 16;
const unq = (t: string): string => t.replace(/^["']|["']$/g, "");

/**
 * The folders a script shares into a VM or system container: `multipass mount SRC VM[:DST]` (DST defaults to SRC),
 * `multipass launch --name VM --mount SRC:DST`, `lxc|incus config device add CT NAME disk source=SRC path=DST`.
 */
export function vmMountsOf(pipelines: Stage[][]): VmMount[] {
  const out: VmMount[] = [];
  for (const stages of pipelines)
    for (const s of stages) {
      if (out.length >= MAX_MOUNTS) return out;
      const a = s.argv.map((w) => unq(w.text));
      if (s.name === "multipass" && a[1] === "mount") {
        const [src, dst] = a.slice(2).filter((t) => !t.startsWith("-"));
        const m = /^([\w.-]+)(?::(.*))?$/.exec(dst ?? "");
        if (src && m) out.push({ instance: m[1] as string, host: src, inside: m[2] || src });
      } else if (s.name === "multipass" && a[1] === "launch") {
        const name = a[a.findIndex((t) => t === "--name" || t === "-n") + 1];
        a.forEach((t, i) => {
          const spec = t === "--mount" ? a[i + 1] : t.startsWith("--mount=") ? t.slice(8) : undefined;
          const m = /^([^:]+):(\/.*)$/.exec(spec ?? "");
          if (m && name) out.push({ instance: name, host: m[1] as string, inside: m[2] as string });
        });
      } else if ((s.name === "lxc" || s.name === "incus") && a[1] === "config" && a[2] === "device" && a[3] === "add") {
        const src = a.find((t) => t.startsWith("source="))?.slice(7);
        const path = a.find((t) => t.startsWith("path="))?.slice(5);
        if (src && path && a[4]) out.push({ instance: a[4], host: src, inside: path });
      }
    }
  return out;
}

/**
 * The command `multipass exec VM -- …` or `lxc|incus exec CT -- …` runs (`words`: the whole command, wrapper included), with the paths of folders shared into that
 * instance replaced by the host's; null when nothing maps (the instance's own files are its own).
 */
export function vmCommand(argv: Word[], src: string, mounts: VmMount[]): string | null {
  if (mounts.length === 0) return null;
  const a = argv.map((w) => unq(w.text));
  const base = (a[0] ?? "").replace(/^.*\//, "");
  if (!/^(?:multipass|lxc|incus)$/.test(base) || a[1] !== "exec") return null;
  const dash = a.indexOf("--");
  const instance = a.slice(2, dash < 0 ? undefined : dash).find((t) => !t.startsWith("-"));
  const mine = mounts.filter((m) => m.instance === instance && m.inside !== "/");
  if (dash < 0 || mine.length === 0) return null;
  let text = argv
    .slice(dash + 1)
    .map((w) => src.slice(w.start, w.end))
    .join(" ");
  const before = text;
  for (const m of mine.sort((x, y) => y.inside.length - x.inside.length))
    text = text.replace(
      new RegExp(`(^|[\\s'"=@:,(])${escapeRegex(m.inside.replace(/\/$/, ""))}(?=$|[/\\s'"),;|&*])`, "g"),
      (_, pre: string) => `${pre}${m.host.replace(/(.)\/$/, "$1")}`,
    );
  return text === before ? null : text;
}
