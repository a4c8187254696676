// Names that reach a JavaScript object's prototype when used as keys: never accepted as rule, reviewer, guard or record names.

export const RESERVED_NAMES: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export function isReservedName(name: unknown): boolean {
  return typeof name === "string" && RESERVED_NAMES.has(name);
}
