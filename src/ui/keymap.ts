// The one keymap of the control-center panels: actions with default keys, descriptions and availability; pi's keybindings
// supply the standard navigation keys and fleetKeybindings overrides both.

import { matchesKey, TUI_KEYBINDINGS, type KeyId } from "@earendil-works/pi-tui";
import type { Diagnostic, KeyBindings } from "../state/config-model.ts";
import {
  ACTION_NAMES,
  type ActionName,
  helpWord,
  KEY_ACTIONS,
  type KeyAction,
  type KeyState,
  NAVIGATION,
  type PanelName,
  type PiKeybindings,
  whyNot,
} from "./key-actions.ts";
import { keyLabel, keySyntaxError, normaliseKey } from "./key-syntax.ts";

export {
  ACTION_NAMES,
  type ActionName,
  KEY_ACTIONS,
  type KeyAction,
  type KeyState,
  type PanelName,
  type PiKeybindings,
  type PiSelectKey,
} from "./key-actions.ts";
export { keyLabel, keySyntaxError } from "./key-syntax.ts";

export interface Keymap {
  /** the effective keys of an action (defaults, or the fleetKeybindings override) */
  keysFor(action: ActionName): readonly string[];
  /** the action is on this panel and does something now */
  isAvailable(action: ActionName, state: KeyState): boolean;
  /** the action a key press means on this panel now (only available actions match) */
  match(data: string, state: KeyState): ActionName | undefined;
  /** the help line words for the panel's current state */
  help(state: KeyState): string[];
  /** why a key that matches no available action does nothing now ("steer: only sentinel audits take steering"), or undefined for an unbound key */
  explain(data: string, state: KeyState): string | undefined;
  /** the same reason for an action named directly (a test or a host driving the panel by action) */
  explainAction(action: ActionName, state: KeyState): string | undefined;
  /** every action of the panel with its keys, description and (when it does nothing now) why: the `?` help */
  entries(state: KeyState): HelpEntry[];
  diagnostics: Diagnostic[];
}

export interface HelpEntry {
  action: ActionName;
  /** printable key labels */
  keys: string[];
  description: string;
  /** set when the action does nothing now */
  why?: string;
}

function diag(message: string, path: string): Diagnostic {
  return { severity: "warning", scope: "global", path, message };
}

const asList = (k: string | readonly string[]): readonly string[] => (typeof k === "string" ? [k] : k);

/**
 * An action's keys before fleetKeybindings: its defaults, where pi's default keys for the matching pi keybinding
 * (`up` for `tui.select.up`) are replaced by the user's keys for it from pi's KeybindingsManager (keybindings.json).
 */
export function defaultKeysOf(action: ActionName, pi?: PiKeybindings): readonly string[] {
  const act: KeyAction = KEY_ACTIONS[action];
  if (!pi || !act.pi) return act.keys;
  const piDefaults = new Set(asList(TUI_KEYBINDINGS[act.pi].defaultKeys).map(normaliseKey));
  const extra = act.keys.filter((k) => !piDefaults.has(normaliseKey(k)));
  const mine = pi.getKeys(act.pi).filter((k) => keySyntaxError(k) === undefined);
  return [...new Set([...mine, ...extra])];
}

/**
 * Builds the effective keymap: defaults (standard navigation from pi's keybindings when `pi` is given), then
 * fleetKeybindings; bad entries and conflicts become diagnostics (the defaults stay).
 */
export function buildKeymap(overrides: KeyBindings | undefined = {}, pi?: PiKeybindings): Keymap {
  const keys = new Map<ActionName, readonly string[]>(ACTION_NAMES.map((a) => [a, defaultKeysOf(a, pi)]));
  const diagnostics: Diagnostic[] = [];
  for (const [name, value] of Object.entries(overrides ?? {})) {
    const path = `/fleetKeybindings/${name}`;
    if (!(name in KEY_ACTIONS)) {
      diagnostics.push(diag(`fleetKeybindings: unknown action "${name}" (known: ${ACTION_NAMES.join(", ")})`, path));
      continue;
    }
    const list = typeof value === "string" ? [value] : Array.isArray(value) ? value : undefined;
    if (!list) {
      diagnostics.push(diag(`fleetKeybindings.${name}: expected a key or a list of keys`, path));
      continue;
    }
    const good: string[] = [];
    for (const k of list) {
      const err = keySyntaxError(k);
      if (err) diagnostics.push(diag(`fleetKeybindings.${name}: ${err}; ignored`, path));
      else good.push(k);
    }
    if (good.length > 0 || list.length === 0) keys.set(name as ActionName, good);
  }
  // conflicts: two actions of one panel sharing a key; submit/dismiss only apply while typing (when nothing else does), so they never clash
  const typing = new Set<ActionName>(["submit", "dismiss"]);
  for (const panel of ["fleet", "list"] as const) {
    const owner = new Map<string, ActionName>();
    for (const a of ACTION_NAMES) {
      if (!(KEY_ACTIONS[a].panels as readonly PanelName[]).includes(panel) || typing.has(a)) continue;
      for (const k of keys.get(a) ?? []) {
        const norm = normaliseKey(k);
        const prev = owner.get(norm);
        if (prev && prev !== a) {
          diagnostics.push(
            diag(
              `fleetKeybindings: "${k}" is bound to both ${prev} and ${a} on the ${panel} panel; ${prev} wins`,
              `/fleetKeybindings/${a}`,
            ),
          );
        } else owner.set(norm, a);
      }
    }
  }
  const keysFor = (a: ActionName): readonly string[] => keys.get(a) ?? [];
  const available = (a: ActionName, s: KeyState): boolean =>
    (KEY_ACTIONS[a].panels as readonly PanelName[]).includes(s.panel) && KEY_ACTIONS[a].when(s);
  return {
    keysFor,
    diagnostics,
    isAvailable: available,
    match(data, state) {
      for (const a of ACTION_NAMES) {
        if (!available(a, state)) continue;
        for (const k of keysFor(a)) if (matchesKey(data, k as KeyId)) return a;
      }
      return undefined;
    },
    explainAction(a, state) {
      if (state.editing || !(KEY_ACTIONS[a].panels as readonly PanelName[]).includes(state.panel)) return undefined;
      if (typing.has(a) || available(a, state) || keysFor(a).length === 0) return undefined;
      return `${helpWord(a, state)}: ${whyNot(a, state)}`;
    },
    explain(data, state) {
      if (state.editing) return undefined;
      for (const a of ACTION_NAMES) {
        if (
          !(KEY_ACTIONS[a].panels as readonly PanelName[]).includes(state.panel) ||
          typing.has(a) ||
          available(a, state)
        )
          continue;
        if (keysFor(a).some((k) => matchesKey(data, k as KeyId))) return `${helpWord(a, state)}: ${whyNot(a, state)}`;
      }
      return undefined;
    },
    entries(state) {
      return ACTION_NAMES.filter((a) => (KEY_ACTIONS[a].panels as readonly PanelName[]).includes(state.panel)).map(
        (a) => {
          const entry: HelpEntry = {
            action: a,
            keys: keysFor(a).map(keyLabel),
            description: KEY_ACTIONS[a].description,
          };
          if (!available(a, state)) entry.why = whyNot(a, state);
          return entry;
        },
      );
    },
    help(state) {
      const out: string[] = [];
      const nav = NAVIGATION.filter((a) => available(a, state) && keysFor(a).length > 0);
      const moveKeys = (["selectUp", "selectDown"] as const).filter((a) => nav.includes(a)).map((a) => keysFor(a)[0]);
      if (moveKeys.length > 0) out.push(`${moveKeys.map(keyLabel).join("/")} move`);
      const pages = (["pageUp", "pageDown"] as const).filter((a) => nav.includes(a));
      if (pages.length > 0 && state.details && state.panel === "fleet") {
        out.push(
          `${[...new Set(pages.map((a) => keysFor(a)[0]))].map(keyLabel).join("/")} ${helpWord("pageUp", state)}`,
        );
      }
      for (const a of ACTION_NAMES) {
        const act: KeyAction = KEY_ACTIONS[a];
        if (!act.inHelp || !available(a, state) || keysFor(a).length === 0) continue;
        out.push(`${keyLabel(keysFor(a)[0])} ${helpWord(a, state)}`);
      }
      return out;
    },
  };
}

/** The rows of the keys table in docs/control-center.md, generated from the keymap. */
export function keyTableMarkdown(keymap: Keymap = buildKeymap()): string {
  const rows = ACTION_NAMES.map((a) => {
    const act: KeyAction = KEY_ACTIONS[a];
    const keys =
      keymap
        .keysFor(a)
        .map((k) => `\`${k}\``)
        .join(", ") || "none";
    return `| \`${a}\` | ${keys} | ${act.pi ? `\`${act.pi}\`` : "-"} | ${act.panels.join(", ")} | ${act.description} |`;
  });
  return ["| action | default keys | pi keybinding | panels | what it does |", "|---|---|---|---|---|", ...rows].join(
    "\n",
  );
}
