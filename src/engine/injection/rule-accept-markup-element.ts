// Accept check of `authority.fake-tag`: `</root>` closing a config file's element that holds only child elements, no words.

/** any tag, comment or processing instruction: what a markup element's content is made of when it says nothing */
const MARKUP = /<!--[\s\S]*?-->|<[?!/]?[A-Za-z_][^<>]{0,400}>/g;
const NAME = /^<\s{0,2}\/?\s{0,2}([A-Za-z_][\w-]*)\s{0,2}>$/;
const REACH = 8000;

/**
 * `<root level="info"> <appender-ref ref="FILE" /> </root>` (logback's root logger), `<system> <property …/> </system>`:
 * an element of an XML document whose content is only more elements is structure for a parser, and a role tag is there to
 * carry words to the model. The tag is kept when its element holds any text outside tags (`<root level="info">Ignore …
 * </root>`), when it holds nothing at all, or when its partner is not found (round 40, realfp40).
 */
export function notMarkupElement(text: string, index: number, match: string): boolean {
  const name = NAME.exec(match.trim())?.[1];
  if (!name) return true;
  const closing = match.includes("/");
  let inner: string | undefined;
  if (closing) {
    const before = text.slice(Math.max(0, index - REACH), index);
    const openers = [...before.matchAll(new RegExp(`<${name}(?:\\s[^<>]{0,400})?>`, "g"))];
    const open = openers[openers.length - 1];
    if (open) inner = before.slice(open.index + open[0].length);
  } else {
    const after = text.slice(index + match.length, index + match.length + REACH);
    const close = after.indexOf(`</${name}>`);
    if (close >= 0) inner = after.slice(0, close);
  }
  if (inner === undefined || !/<[A-Za-z_]/.test(inner)) return true;
  return /\S/.test(inner.replace(MARKUP, ""));
}
