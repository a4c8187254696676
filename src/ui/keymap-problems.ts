// The config's fleetKeybindings problems, each snapshot's once: the keymap is rebuilt when the config changes, its diagnostics handed out when the files did.

import type { ConfigState } from "../state/config.ts";
import type { Diagnostic } from "../state/config-model.ts";
import { buildKeymap, type Keymap } from "./keymap.ts";

/** The keymap's diagnostics placed in the first loaded config file (their path is inside it). */
export function keymapDiagnostics(keymap: Keymap, config: Pick<ConfigState, "base">): Diagnostic[] {
  const file = config.base?.files.find((f) => f.status === "loaded");
  return keymap.diagnostics.map((d) => ({ ...d, file: d.file ?? file?.file, scope: file?.scope ?? d.scope }));
}

/** `fresh(config)`: the diagnostics not yet handed out (a session op alone rebuilds the keymap but reports nothing new). */
export function createKeymapProblems() {
  let base: ConfigState["base"] | undefined;
  let ops: unknown;
  return {
    fresh(config: Pick<ConfigState, "base" | "ops" | "settings">): Diagnostic[] {
      if (config.base === base && config.ops === ops) return [];
      const changed = config.base !== base;
      base = config.base;
      ops = config.ops;
      const keymap = buildKeymap(config.settings.fleetKeybindings);
      return changed ? keymapDiagnostics(keymap, config) : [];
    },
  };
}
