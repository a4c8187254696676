// The one way pi-sentinel turns a thrown value into a message for the user: errors by message (with their code when the message lacks it), strings as they are, Go-style errors (the bash parser's) by Error(), the rest as JSON.

export function errorText(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return typeof code === "string" && code !== "" && !e.message.includes(code) ? `${code}: ${e.message}` : e.message;
  }
  if (typeof e === "string") return e;
  if (e !== null && typeof e === "object" && typeof (e as { Error?: unknown }).Error === "function") {
    try {
      return String((e as { Error: () => unknown }).Error());
    } catch {
      // fall through to JSON
    }
  }
  try {
    return JSON.stringify(e) ?? String(e);
  } catch {
    return String(e);
  }
}
