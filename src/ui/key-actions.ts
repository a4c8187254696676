// The panel actions table: each action's default keys, pi keybinding, description, help word, panels, availability and why not.

import type { Keybinding, TUI_KEYBINDINGS } from "@earendil-works/pi-tui";
import type { AuditStatusKind } from "../state/audits.ts";

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
    description: "Cancel the selected queued or running audit, review or judge",
    help: "cancel",
    panels: ["fleet"],
    when: (s) => hasRows(s) && s.cancellable === true,
    inHelp: true,
    why: (s) =>
      notLive(s) ??
      `a ${s.guard ?? "guard"} check finishes on its own; only sentinel audits, reviews and injection judgements can be cancelled`,
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
export const NAVIGATION: readonly ActionName[] = ["selectUp", "selectDown", "pageUp", "pageDown", "top", "bottom"];

export function whyNot(a: ActionName, s: KeyState): string {
  const why = (KEY_ACTIONS[a] as KeyAction).why;
  return why ? why(s) : "not available now";
}

export function helpWord(a: ActionName, s: KeyState): string {
  const h = (KEY_ACTIONS[a] as KeyAction).help;
  return typeof h === "function" ? h(s) : h;
}
