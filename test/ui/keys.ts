// Raw terminal bytes for a key id (as the keymap names keys), so tests press keys by action name: press(keyData(keysFor("steer")[0])).

import { matchesKey, type KeyId } from "@earendil-works/pi-tui";

const SPECIAL: Record<string, string> = {
  up: "\x1b[A",
  down: "\x1b[B",
  right: "\x1b[C",
  left: "\x1b[D",
  home: "\x1b[H",
  end: "\x1b[F",
  pageup: "\x1b[5~",
  pagedown: "\x1b[6~",
  delete: "\x1b[3~",
  insert: "\x1b[2~",
  escape: "\x1b",
  esc: "\x1b",
  enter: "\r",
  return: "\r",
  tab: "\t",
  space: " ",
  backspace: "\x7f",
};

export function keyData(key: string): string {
  const lower = key.toLowerCase();
  let data: string | undefined;
  if (SPECIAL[lower]) data = SPECIAL[lower];
  else if (key.length === 1) data = key;
  else if (/^ctrl\+[a-z]$/.test(lower)) data = String.fromCharCode(lower.charCodeAt(5) - 96);
  else if (/^alt\+.$/.test(lower)) data = `\x1b${key.slice(4)}`;
  else if (/^shift\+[a-z]$/.test(lower)) data = key.slice(6).toUpperCase();
  if (data === undefined) throw new Error(`keyData: no byte sequence for "${key}" in the test helper`);
  if (!matchesKey(data, key as KeyId)) throw new Error(`keyData: ${JSON.stringify(data)} does not match "${key}"`);
  return data;
}

/** tmux send-keys names for a key id. */
export function tmuxKey(key: string): string {
  const map: Record<string, string> = {
    up: "Up",
    down: "Down",
    left: "Left",
    right: "Right",
    home: "Home",
    end: "End",
    pageup: "PPage",
    pagedown: "NPage",
    delete: "DC",
    escape: "Escape",
    esc: "Escape",
    enter: "Enter",
    return: "Enter",
    tab: "Tab",
    space: "Space",
    backspace: "BSpace",
  };
  const lower = key.toLowerCase();
  if (map[lower]) return map[lower];
  if (/^ctrl\+[a-z]$/.test(lower)) return `C-${lower.slice(5)}`;
  if (key.length === 1) return key;
  throw new Error(`tmuxKey: no tmux name for "${key}"`);
}
