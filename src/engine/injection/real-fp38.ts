// Benign readings of round 38's real files (realfp38): a chat template's special tokens written in a program's own source.

import { lineAround } from "./corroborate.ts";
import type { Hit } from "./types.ts";

/** a chat model's special tokens, as `authority.fake-tag` finds them (not `<system>` or `<admin>` tags) */
const CHAT_TOKEN =
  /^(?:<\|\s{0,2}(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\s{0,2}\|>|\[\/?inst\]|<<\s{0,2}\/?sys\s{0,2}>>)$/i;
/** the hit's line, up to the hit, opens a string literal or a comment */
const IN_LITERAL_OR_COMMENT = /["'`]|\/\/|\/\*|^\s{0,12}(?:#|\*|--)\s/;
/** marks of program source: declarations, functions, returns, imports, arrows, statement ends */
const CODE_MARKS =
  /\b(?:const|let|var|function|return|import|export|def|class|async|await|require|elif|self)\b|=>|;\s*$/gm;
/** what a template's own text must not reach for its tokens to be a format: a secret, a place, an override */
const REACH =
  /~\/|\/etc\/|\.env\b|\bid_(?:rsa|ed25519)|https?:\/\/|[\w.+-]{1,40}@[\w-]{1,40}\.[a-z]{2,}|\b(?:api[\s_-]?keys?|secrets?|tokens?|passwords?|credentials?|private\s{1,4}keys?|ignore|disregard|forget|override|unrestricted|no\s{1,4}(?:rules|restrictions|limits)|developer\s{1,4}mode|jailbr\w*|curl|wget|exfiltrat\w*)\b/i;

/**
 * `'<|im_start|>system\nYou are an advanced mathematician.\n<|im_end|>'` in a comment, `IM_START = "<|im_start|>"` in
 * a tokenizer: an AI package's source spells its model's chat format, to its own model. The token is dropped when it
 * sits in a string or a comment of a text that is program source, and the template text after it (to the next token,
 * at most 300 characters) reaches no secret, place or override and carries no other hit. A chat token in prose, or one
 * that opens a message with an order to an outside place, keeps its hit.
 */
function chatTokenInSource(text: string, h: Hit, hits: Hit[], code: boolean): boolean {
  if (!code || h.rule !== "authority.fake-tag" || !CHAT_TOKEN.test(text.slice(h.start, h.end).trim())) return false;
  const { from, line } = lineAround(text, h.start, h.end);
  if (!IN_LITERAL_OR_COMMENT.test(line.slice(0, h.start - from))) return false;
  const rest = text.slice(h.end, h.end + 300);
  const next = /<\|\s{0,2}\w{2,20}\s{0,2}\|>|\[\/?inst\]|<<\s{0,2}\/?sys\s{0,2}>>/i.exec(rest);
  const segment = next ? rest.slice(0, next.index) : rest;
  if (REACH.test(segment)) return false;
  const until = h.end + segment.length;
  return !hits.some(
    (o) =>
      o !== h &&
      o.rule !== "authority.fake-tag" &&
      !o.rule.startsWith("extraction.prompt-identifier") &&
      o.start < until &&
      o.end > h.start - 300,
  );
}

/** The hits of `hits` left once round 38's benign readings drop theirs. Pure. */
export function dropRealFileHits38(text: string, hits: Hit[]): Hit[] {
  if (!hits.some((h) => h.rule === "authority.fake-tag")) return hits;
  const code = (text.slice(0, 20_000).match(CODE_MARKS)?.length ?? 0) >= 5;
  const kept = hits.filter((h) => !chatTokenInSource(text, h, hits, code));
  return kept.length === hits.length ? hits : kept;
}
