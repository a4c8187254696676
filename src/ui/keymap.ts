// The one keymap of the control-center panels: actions with default keys, descriptions and availability; pi's keybindings
// supply the standard navigation keys and fleetKeybindings overrides both.

import { matchesKey, TUI_KEYBINDINGS, type Keybinding, type KeyId } from "@earendil-works/pi-tui";
import type { AuditStatusKind } from "../state/audits.ts";
import type { Diagnostic, KeyBindings } from "../state/config-model.ts";

export type PanelName = "fleet" | "list";

/** What a panel tells the keymap about itself, so availability (`when`) and help text follow the current state. */
export interface KeyState {
  panel: PanelName;
  /** a text input (steer, filter) has the keyboard */
  editing: boolean;
  /** rows in the (filtered) list */
  count: number;
  index: number;
  /** the detail pane is open (fleet) */
  details: boolean;
  /** detail lines beyond the pane's height */
  detailOverflow: boolean;
  /** status of the selected fleet record */
  status?: AuditStatusKind;
  cancelRequested?: boolean;
  /** the guard of the selected fleet record (the reason steer or cancel does not apply) */
  guard?: string;
  /** what the selected record supports from its guard (capabilitiesOf) */
  steerable?: boolean;
  cancellable?: boolean;
  /** selected list row: a sentinel rule (shadow applies), and whether it was added in this session (remove applies) */
  ruleKind?: "sentinel" | "reviewer" | "guard";
  removable?: boolean;
  /** where the selected list row comes from (an inherited rule cannot be removed, only disabled) */
  rowScope?: string;
  /** a filter (text or status) is set */
  filtered: boolean;
}

export interface KeyAction {
  keys: readonly string[];
  /** one line for docs and the help overlay */
  description: string;
  /** the short word in the help line; a function when it depends on state */
  help: string | ((s: KeyState) => string);
  panels: readonly PanelName[];
  /** the action does something now; help lines show only these */
  when: (s: KeyState) => boolean;
  /** shown in help lines (navigation keys are folded into one "move" hint) */
  inHelp?: boolean;
  /** why the action does nothing now (when `when` is false): one short clause for the panel footer and the full help */
  why?: (s: KeyState) => string;
  /**
   * pi's keybinding for the same thing (keybindings.md, e.g. `tui.select.up`): with pi's injected KeybindingsManager,
   * the user's keys for it replace pi's default keys among `keys` (the extra keys, such as `k`, stay)
   */
  pi?: PiSelectKey;
}

/** pi-tui's own keybindings (the ones every pi list and input uses); pi's app bindings are not panel navigation. */
export type PiSelectKey = Extract<keyof typeof TUI_KEYBINDINGS, Keybinding>;

/** What the keymap reads from pi's injected KeybindingsManager: the user's keys for one of pi's keybindings. */
export interface PiKeybindings {
  getKeys(keybinding: PiSelectKey): readonly string[];
}

const navigating = (s: KeyState): boolean => !s.editing;
const hasRows = (s: KeyState): boolean => !s.editing && s.count > 0;
const typingOnly = (): string => "only while typing";
const noRows = (s: KeyState): string =>
  s.panel === "fleet" ? (s.filtered ? "nothing matches the filter" : "no records yet") : "no rules or guards";
const whyUp = (s: KeyState): string => (s.count === 0 ? noRows(s) : "already at the first row");
const whyDown = (s: KeyState): string => (s.count === 0 ? noRows(s) : "already at the last row");
const whyPage =
  (up: boolean) =>
  (s: KeyState): string =>
    s.panel === "fleet" && s.details ? "the details fit the pane" : up ? whyUp(s) : whyDown(s);
const notLive = (s: KeyState): string | undefined => {
  if (s.count === 0) return noRows(s);
  if (s.cancelRequested) return "cancel already requested";
  if (s.status !== "queued" && s.status !== "running") return `nothing is running (this one is ${s.status ?? "done"})`;
  return undefined;
};

export const KEY_ACTIONS = {
  selectUp: {
    keys: ["up", "k"],
    pi: "tui.select.up",
    description: "Move the selection up",
    help: "up",
    panels: ["fleet", "list"],
    when: (s) => hasRows(s) && s.index > 0,
    why: whyUp,
  },
  selectDown: {
    keys: ["down", "j"],
    pi: "tui.select.down",
    description: "Move the selection down",
    help: "down",
    panels: ["fleet", "list"],
    when: (s) => hasRows(s) && s.index < s.count - 1,
    why: whyDown,
  },
  pageUp: {
    keys: ["pageUp"],
    pi: "tui.select.pageUp",
    description: "Page up (scrolls the detail pane while it is open)",
    help: (s) => (s.details && s.panel === "fleet" ? "scroll details" : "page"),
    panels: ["fleet", "list"],
    when: (s) => (s.panel === "fleet" && s.details ? !s.editing && s.detailOverflow : hasRows(s) && s.index > 0),
    why: whyPage(true),
  },
  pageDown: {
    keys: ["pageDown"],
    pi: "tui.select.pageDown",
    description: "Page down (scrolls the detail pane while it is open)",
    help: (s) => (s.details && s.panel === "fleet" ? "scroll details" : "page"),
    panels: ["fleet", "list"],
    when: (s) =>
      s.panel === "fleet" && s.details ? !s.editing && s.detailOverflow : hasRows(s) && s.index < s.count - 1,
    why: whyPage(false),
  },
  top: {
    keys: ["home"],
    description: "Jump to the first row",
    help: "top",
    panels: ["fleet", "list"],
    when: (s) => hasRows(s) && s.index > 0,
    why: whyUp,
  },
  bottom: {
    keys: ["end"],
    description: "Jump to the last row",
    help: "bottom",
    panels: ["fleet", "list"],
    when: (s) => hasRows(s) && s.index < s.count - 1,
    why: whyDown,
  },
  details: {
    keys: ["enter", "d"],
    pi: "tui.select.confirm",
    description: "Show or hide the details of the selected record",
    help: (s) => (s.details ? "hide details" : "details"),
    panels: ["fleet"],
    when: (s) => hasRows(s),
    inHelp: true,
    why: noRows,
  },
  steer: {
    keys: ["s"],
    description:
      "Send guidance to the selected queued or running sentinel audit (an in-flight model request is asked again with it)",
    help: "steer",
    panels: ["fleet"],
    when: (s) => hasRows(s) && s.steerable === true,
    inHelp: true,
    why: (s) => notLive(s) ?? "only sentinel audits take steering",
  },
  cancel: {
    keys: ["c"],
    description: "Cancel the selected queued or running audit or review",
    help: "cancel",
    panels: ["fleet"],
    when: (s) => hasRows(s) && s.cancellable === true,
    inHelp: true,
    why: (s) =>
      notLive(s) ??
      `a ${s.guard ?? "guard"} check finishes on its own; only sentinel audits and reviews can be cancelled`,
  },
  filter: {
    keys: ["/"],
    description: "Filter by text",
    help: "filter",
    panels: ["fleet"],
    when: navigating,
    inHelp: true,
  },
  statusFilter: {
    keys: ["f"],
    description: "Cycle the status filter (all, active, failed, warned, ...)",
    help: "status",
    panels: ["fleet"],
    when: navigating,
    inHelp: true,
  },
  clearFilter: {
    keys: ["x"],
    description: "Clear the text and status filters",
    help: "clear filter",
    panels: ["fleet"],
    when: (s) => navigating(s) && s.filtered,
    inHelp: true,
    why: () => "no filter is set",
  },
  refresh: {
    keys: ["r"],
    description: "Re-render now (and re-read the config files)",
    help: "refresh",
    panels: ["fleet", "list"],
    when: navigating,
    inHelp: true,
  },
  toggle: {
    keys: ["space", "t"],
    description: "Enable or disable the selected rule or guard",
    help: "toggle",
    panels: ["list"],
    when: hasRows,
    inHelp: true,
    why: noRows,
  },
  remove: {
    keys: ["delete", "backspace"],
    description: "Remove the selected session-added rule (inherited rules and guards can only be disabled)",
    help: "remove",
    panels: ["list"],
    when: (s) => hasRows(s) && s.removable === true,
    inHelp: true,
    why: (s) =>
      s.count === 0
        ? noRows(s)
        : s.ruleKind === "guard"
          ? "built-in guards can only be disabled"
          : `inherited from the ${s.rowScope ?? "file"} config; toggle disables it for this session`,
  },
  shadow: {
    keys: ["w"],
    description: "Toggle shadow mode (would-block only) of the selected sentinel rule",
    help: "shadow",
    panels: ["list"],
    when: (s) => hasRows(s) && s.ruleKind === "sentinel",
    inHelp: true,
    why: (s) => (s.count === 0 ? noRows(s) : "only sentinel rules have a shadow mode"),
  },
  submit: {
    keys: ["enter"],
    pi: "tui.input.submit",
    description: "Send the text being typed",
    help: "send",
    panels: ["fleet"],
    when: (s) => s.editing,
    inHelp: true,
    why: typingOnly,
  },
  dismiss: {
    keys: ["escape"],
    pi: "tui.select.cancel",
    description: "Leave the text input",
    help: "back",
    panels: ["fleet"],
    when: (s) => s.editing,
    inHelp: true,
    why: typingOnly,
  },
  help: {
    keys: ["?"],
    description: "Show every key of this panel with what it does (any key closes it)",
    help: "help",
    panels: ["fleet", "list"],
    when: navigating,
    inHelp: true,
  },
  close: {
    keys: ["escape", "q"],
    pi: "tui.select.cancel",
    description: "Close the detail pane, or the panel",
    help: (s) => (s.details && s.panel === "fleet" ? "back" : "close"),
    panels: ["fleet", "list"],
    when: navigating,
    inHelp: true,
  },
} as const satisfies Record<string, KeyAction>;

export type ActionName = keyof typeof KEY_ACTIONS;
export const ACTION_NAMES = Object.keys(KEY_ACTIONS) as ActionName[];
const NAVIGATION: readonly ActionName[] = ["selectUp", "selectDown", "pageUp", "pageDown", "top", "bottom"];

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

const SPECIAL_KEYS = new Set([
  "escape",
  "esc",
  "enter",
  "return",
  "tab",
  "space",
  "backspace",
  "delete",
  "insert",
  "clear",
  "home",
  "end",
  "pageup",
  "pagedown",
  "up",
  "down",
  "left",
  "right",
  "f1",
  "f2",
  "f3",
  "f4",
  "f5",
  "f6",
  "f7",
  "f8",
  "f9",
  "f10",
  "f11",
  "f12",
]);
const SYMBOLS = "`-=[]\\;',./!@#$%^&*()_+|~{}:<>?";
const MODIFIERS = new Set(["ctrl", "shift", "alt", "super"]);

/** Why a key string is not valid pi key syntax (keybindings.md), or undefined when it is. */
export function keySyntaxError(key: string): string | undefined {
  if (typeof key !== "string" || key.length === 0) return "empty key";
  if (key.length === 1) {
    if (/[a-z0-9]/.test(key) || SYMBOLS.includes(key)) return undefined;
    if (/[A-Z]/.test(key)) return `uppercase "${key}" is written "shift+${key.toLowerCase()}"`;
    return `"${key}" is not a key pi can bind`;
  }
  const parts = key.split("+");
  // "+" itself and "ctrl++" style: the last "+" is the base key
  const base = key.endsWith("++") || key === "+" ? "+" : parts[parts.length - 1];
  const mods = key.endsWith("++") ? parts.slice(0, -2) : parts.slice(0, -1);
  const seen = new Set<string>();
  for (const m of mods) {
    if (!MODIFIERS.has(m)) return `unknown modifier "${m}" in "${key}" (use ctrl, shift, alt, super)`;
    if (seen.has(m)) return `modifier "${m}" repeated in "${key}"`;
    seen.add(m);
  }
  if (base.length === 1 && (/[a-z0-9]/.test(base) || SYMBOLS.includes(base))) return undefined;
  if (SPECIAL_KEYS.has(base.toLowerCase())) return undefined;
  return `unknown key "${base}" in "${key}"`;
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

function normaliseKey(k: string): string {
  const lower = k.toLowerCase();
  return lower === "esc" ? "escape" : lower === "return" ? "enter" : lower;
}

function whyNot(a: ActionName, s: KeyState): string {
  const why = (KEY_ACTIONS[a] as KeyAction).why;
  return why ? why(s) : "not available now";
}

function helpWord(a: ActionName, s: KeyState): string {
  const h = (KEY_ACTIONS[a] as KeyAction).help;
  return typeof h === "function" ? h(s) : h;
}

const LABELS: Record<string, string> = {
  escape: "esc",
  pageup: "pgup",
  pagedown: "pgdn",
  delete: "del",
  backspace: "bksp",
  enter: "enter",
  space: "space",
};

/** A short printable label for a key id ("pageDown" -> "pgdn"). */
export function keyLabel(k: string): string {
  return LABELS[k.toLowerCase()] ?? k;
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
