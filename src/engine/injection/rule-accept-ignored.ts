// Accept check for overrides in Cyrillic and CJK script: "ignore all warnings" names what a tool skips, not orders.

/**
 * what a tool, an option or a build step ignores: warnings, errors, versions, settings, files, changes, caches, logs,
 * options and parameters (Chinese, Japanese, Russian; realfp45: FoxyProxy's zh_CN "将忽略此页面的所有选项"). The words before them ("all", "previous") are what the override rules key on.
 */
const CJK_OTHER =
  /^[的の之个個\s]{0,2}(?:警告|告警|错误|錯誤|报错|報錯|エラー|版本|バージョン|设置|設定|配置|文件|檔案|ファイル|更改|修改|变更|變更|改动|変更|缓存|快取|キャッシュ|日志|日誌|ログ|选项|選項|オプション|参数|參數|引数|パラメータ)/;
const CYRILLIC_OTHER =
  /^[^\s.,;:!?]{0,6}\s{1,3}(?:[а-яё]{1,12}\s{1,3})?(?:ошибк|ошибок|предупрежд|верси|настро|файл|изменени|сбо[йиея]|значени|результат|кэш|журнал|лог)/;
/** an order word soon after: then the override is one after all ("忽略之前版本的所有指令", "все предыдущие ошибки и инструкции") */
const ORDER_AFTER = /指令|指示|说明|說明|提示|规则|規則|命令|要求|указани|инструкци|правил|команд/;

/**
 * False for an override match of `override.ml-cjk` or `override.ml-cyrillic` whose object is a thing a program
 * ignores: "使用 --no-warn 选项可以忽略所有警告" (use --no-warn to ignore all warnings), "игнорировать все предыдущие
 * ошибки" (ignore all earlier errors), as a translated manual or man page says. With an order word right after, or
 * any other object ("忽略以上所有内容", "все предыдущие инструкции"), it still fires.
 */
export function notOtherObject(text: string, index: number, match: string): boolean {
  if (commandLineOnly(text, index, match)) return false;
  if (quantityAbove(text, index, match)) return false;
  const after = text.slice(index + match.length, index + match.length + 40);
  const other = /[\u3040-\u30ff\u3400-\u9fff]$/.test(match) ? CJK_OTHER.test(after) : CYRILLIC_OTHER.test(after);
  return !other || ORDER_AFTER.test(after.slice(0, 24));
}

/** an object word of the Cyrillic override other than "команд" (as the rule's alternatives name them) */
const CYRILLIC_ORDER_OBJECT = /указани|инструкци|правил|говорил|сказан|выше|предыдущ/;

/**
 * "приводит к игнорированию параметров командной строки" (makes the program ignore the command-line parameters): the
 * match ends on "команд" of the adjective "командн…" (command-line, command-shell), which names where a program's options
 * come from, not commands given to the reader. False only when no other object word of an order sits in the match
 * ("игнорируй все предыдущие команды" and "забудь инструкции … командной строки" still fire).
 */
function commandLineOnly(text: string, index: number, match: string): boolean {
  if (!match.endsWith("команд")) return false;
  if (!/^н[а-яё]{1,3}\s/.test(text.slice(index + match.length, index + match.length + 6))) return false;
  return !CYRILLIC_ORDER_OBJECT.test(match);
}

/** a number or a number and its counter just before: "1つ", "3.0", "２件", "十人" */
const NUMBER_BEFORE =
  /(?:[0-9０-９.]|[0-9０-９一二三四五六七八九十百千万]\s{0,1}(?:つ|個|件|人|回|度|本|枚|台|歳|年|日|時間|分|秒|倍|文字|行|桁|バイト|[kKMG]B|%|％))$/;
/** an order word inside the match: "3つ以上の指示を無視" still names orders */
const ORDER_IN_MATCH = /指令|指示|说明|說明|提示|规则|規則|命令|指図|説明/;

/**
 * "1つ以上のNTPリスナー設定で無視するパターン" (patterns ignored in one or more listener settings), "バージョン3.0以上":
 * 以上 after a number is "or more", a quantity, not "the above" the override rule reads (round 41, realfp41). With an
 * order word in the match it still fires.
 */
function quantityAbove(text: string, index: number, match: string): boolean {
  if (!match.startsWith("以上")) return false;
  return NUMBER_BEFORE.test(text.slice(Math.max(0, index - 6), index)) && !ORDER_IN_MATCH.test(match);
}
