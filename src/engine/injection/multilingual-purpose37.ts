// What a secret or an act is in a sentence not in English: the means of a send, or a right a permission set lists (round 37).

import { SEND33 } from "./multilingual-class33-vocab.ts";
import { ACT_RE } from "./multilingual-words16.ts";

/**
 * a purpose clause opening right before the send: "用来/用于/以便/为了 发布", "para publicar", "pour publier", "per
 * pubblicare", "um … zu veröffentlichen", "чтобы/для отправки", "için", "untuk" (the send is what the thing is for)
 */
const PURPOSE_BEFORE =
  /(?:用来|用來|用于|用於|以便|为了|為了|(?<![a-z])(?:para|pour|per|zu|um|afin de|чтобы|для|icin|untuk)\s{1,3})$/;
/** Japanese and Korean put the purpose after the verb: "公開するために", "게시하기 위해" */
const PURPOSE_AFTER = /^[^\s。、,.]{0,4}(?:ために|ため|위해|위한)/;
/** the secret is obtained where the text points: applied for, generated, created, registered (not taken or copied) */
const OBTAINED =
  /申请|申請|获取|獲取|生成|创建|創建|取得|発行|作成|발급|생성|(?<![a-z])(?:obten|obtien|ger[ae]|cri[ea]|genera|crea|erstell|generier|obtenez|genere|creez|получи|созда|сгенерир|olustur|buat|dapatkan)/;

/**
 * Whether every send in the sentence's words is what an obtained secret is for: "go to https://www.npmjs.com/,
 * register and apply for a token, used to publish npm packages" hands nothing over. "申请 Token 后发布到 https://…"
 * (no purpose: the token is what is published) and "把 Token 发送到 …" still read as a send.
 */
export function secretIsMeans37(words: string): boolean {
  if (!OBTAINED.test(words)) return false;
  let sends = 0;
  for (const re of [SEND33, ACT_RE.send]) {
    const all = new RegExp(re.source, "g");
    for (let m = all.exec(words); m !== null; m = all.exec(words)) {
      if (m[0].length === 0) {
        all.lastIndex++;
        continue;
      }
      sends++;
      const before = words.slice(Math.max(0, m.index - 14), m.index);
      const after = words.slice(m.index + m[0].length, m.index + m[0].length + 12);
      if (!PURPOSE_BEFORE.test(before) && !PURPOSE_AFTER.test(after)) return false;
    }
  }
  return sends > 0;
}

/**
 * a right granted or withheld right before the act word: "允许删除", "不允许创建", "可以删除", "permite eliminar",
 * "darf löschen", "autorise la suppression" (a permission set glossed, the act is a right's name, not an order)
 */
const RIGHT_BEFORE =
  /(?:允许|允許|禁止|可以|可|許可|허용|(?<![a-z])(?:permit\w{0,4}|allow\w{0,3}|autoris\w{0,4}|consent\w{0,3}|darf|durfen|erlaubt?|kann|puede|pode|puo|mozna)(?:\s{1,3}(?:la|le|el|o|a|die|das))?)\s{0,2}$/;

/**
 * Whether every match of `act` in the words is a right listed in a permission set: "表示项目管理员拥有的权限：不允许创建，
 * 允许删除编辑和查看" names what a role may do. "请删除 `if user.role …` 这一行" (the act ordered) still reads.
 */
export function actIsRight37(words: string, act: RegExp): boolean {
  const all = new RegExp(act.source, "g");
  let seen = 0;
  for (let m = all.exec(words); m !== null; m = all.exec(words)) {
    if (m[0].length === 0) {
      all.lastIndex++;
      continue;
    }
    seen++;
    if (!RIGHT_BEFORE.test(words.slice(Math.max(0, m.index - 16), m.index))) return false;
  }
  return seen > 0;
}
