// pi's key syntax (keybindings.md): validating a key string, normalising and labelling key ids.

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

export function normaliseKey(k: string): string {
  const lower = k.toLowerCase();
  return lower === "esc" ? "escape" : lower === "return" ? "enter" : lower;
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
