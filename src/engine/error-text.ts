// The one way pi-sentinel turns a thrown value into a message for the user: errors by message, strings as they are, the rest as JSON.

export function errorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === "string") return e;
  try {
    return JSON.stringify(e) ?? String(e);
  } catch {
    return String(e);
  }
}
