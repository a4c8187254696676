// An HTTP method named by a client's flag (`curl -X POST`, `-Method Put`) is a request's verb, not an order to send.

/** the flag before it: curl/wget/httpie's `-X`/`--request`/`--method`, PowerShell's `-Method` */
const METHOD_FLAG = /(?:^|\s)(?:-x|--request|--method|-method)(?:\s{1,3}|=)["']?$/i;

/**
 * Accept for a rule whose match starts with a sending verb: false when that verb is the method argument of an HTTP
 * client (`curl -X POST -H "Authorization: token $GITHUB_TOKEN" … https://uploads.github.com/…` is a CI publish step
 * the bash layer judges by its host); "post your token to https://…" and `-X POST -d "$(env)"` read by the bash layer
 * are untouched.
 */
export function notHttpMethod(text: string, index: number, match: string): boolean {
  if (!/^(?:post|put|patch)\b/i.test(match)) return true;
  return !METHOD_FLAG.test(text.slice(Math.max(0, index - 16), index));
}
