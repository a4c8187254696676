// A conda/mamba/pixi channel or a pip/uv/poetry index pointed at another host with its checks off, and conda's own checks switched off.

import { hit, LOCAL_URL } from "./bash-facts.ts";
import type { Hit } from "./types.ts";

/**
 * A URL in a channel's or an index's place: conda-family `-c`/`--channel`/`channels` and `channel_alias`, pixi's
 * `channel add`, poetry's `source add`, pip's and uv's index options, the index variables, a `channel_alias:` line.
 */
const SOURCE_URL =
  /(?:\s-c\s+|\s--channel[=\s]+|\bchannels\s+|\bchannel_alias[\s:=]+|\bchannel\s+add\s+(?:--\S+\s+)*|\bsource\s+add\s+(?:--\S+\s+)*[\w.-]+\s+|\s(?:-i|--index-url|--extra-index-url|--index|--default-index|--find-links|-f)[=\s]+|\b(?:PIP_INDEX_URL|PIP_EXTRA_INDEX_URL|UV_INDEX_URL|UV_EXTRA_INDEX_URL|UV_INDEX|UV_DEFAULT_INDEX)=)["']?((?:https?|ftp):\/\/[^\s"'\\,]{1,200})/g;

/** A list item of a `.condarc` the script writes (`channels:\n  - https://…`). */
const CONDARC_ITEM = /(?:^|\\n|\n)\s*-\s+["']?((?:https?|ftp):\/\/[^\s"'\\,]{1,200})/g;

/**
 * Hosts whose channels and indexes are the public ones, and the public mirrors of PyPI and conda-forge that users in
 * China point at (Tsinghua, USTC, Aliyun, Douban, Huawei, Tencent, BFSU, SJTU, NJU), often over plain http.
 */
const PUBLIC_HOST =
  /^(?:https?):\/\/(?:[\w-]+\.)*(?:anaconda\.org|anaconda\.com|prefix\.dev|pypi\.org|pythonhosted\.org|pytorch\.org|nvidia\.com|tsinghua\.edu\.cn|ustc\.edu\.cn|aliyun\.com|douban\.com|doubanio\.com|huaweicloud\.com|tencent\.com|tencentyun\.com|bfsu\.edu\.cn|sjtu\.edu\.cn|nju\.edu\.cn)(?::\d+)?(?:[/?#]|$)/i;

/** An install that takes packages from the configured sources. */
const INSTALLS =
  /\b(?:(?:conda|mamba|micromamba)\s+(?:\S+\s+)*?(?:install|create|update|upgrade)|(?:conda|mamba|micromamba)\s+env\s+(?:create|update)|pixi\s+(?:add|install|run)|poetry\s+(?:add|install|lock|update)|uv\s+(?:sync|add|lock|pip\s+(?:install|sync)|tool\s+install|run)|pip3?\s+install|python3?\s+-m\s+pip\s+install)\b/;

/**
 * The checks on what the source serves switched off: TLS verification, conda's package verification, and conda's
 * channel priority (disabled, a package of the same name from the other host wins by a higher version number).
 */
const CHECKS_OFF =
  /(?:\b|(?<=\\n))ssl_verify[\s:=]+["']?(?:false|no|0|off)\b|(?:\b|(?<=\\n))safety_checks[\s:=]+["']?disabled\b|--insecure\b|--trusted-host\b|\bPIP_TRUSTED_HOST=|\bUV_INSECURE_HOST=|--allow-insecure-host\b|--no-verify-ssl\b|channel[_-]priority[\s:=]+["']?disabled\b/i;

/** A line of a package tool, its variables or its config. */
const PACKAGE_LINE =
  /\b(?:conda|mamba|micromamba|pixi|poetry|uv|pip3?|PIP_\w+|UV_\w+)\b|\.condarc\b|\bchannel_alias\b|\bssl_verify\b/;

/** conda's own checks switched off for every later install (TLS, the package's signature and hashes). */
const CONDA_CHECKS_OFF =
  /\b(?:conda|mamba|micromamba)\s+config\s+(?:--\S+\s+)*--set\s+(?:ssl_verify\s+["']?(?:false|no|0)\b|(?:extra_)?safety_checks\s+["']?(?:disabled|false)\b)/;

/** Hits for channels or indexes of another host with their checks off, over http, or made every channel's home. */
export function mlIndexHits(script: string): Hit[] {
  const hits: Hit[] = [];
  if (!INSTALLS.test(script) && !CONDA_CHECKS_OFF.test(script)) return hits;
  // only the lines of package tools (a flag like `-c URL` or a `--trusted-host` in prose about other tools is not one)
  const text = script
    .split("\n")
    .filter((l) => PACKAGE_LINE.test(l))
    .join("\n");
  if (INSTALLS.test(text)) {
    const condarc = /\.condarc\b/.test(text) ? [...script.matchAll(CONDARC_ITEM)] : [];
    for (const m of [...text.matchAll(SOURCE_URL), ...condarc]) {
      const url = m[1] as string;
      if (LOCAL_URL.test(url) || PUBLIC_HOST.test(url)) continue;
      const plain = /^(?:http|ftp):|^\w+:\/\/(?:\d{1,3}\.){3}\d{1,3}/i.test(url);
      const alias = /channel_alias/.test(m[0]);
      const why = plain
        ? "packages taken over plain http or from a bare address"
        : CHECKS_OFF.test(text)
          ? "packages taken with the source's checks off"
          : alias
            ? "every named conda channel now resolves to this host"
            : null;
      if (why) {
        hits.push(
          hit("bash.ml-index-redirect", "bash_supply_chain", 0.88, 0, script.length, `${why}: ${url.slice(0, 80)}`),
        );
        break;
      }
    }
  }
  const off = CONDA_CHECKS_OFF.exec(text);
  if (off && hits.length === 0)
    hits.push(
      hit(
        "bash.ml-checks-off",
        "bash_persistence",
        0.84,
        0,
        script.length,
        `conda's package checks switched off for every later install (\`${off[0]}\`)`,
      ),
    );
  return hits;
}
