// Round 27 (bashrec27): a secret tool's output saved into the tree and then committed and pushed, or into a web root
// (ops-secret-staged.ts); decrypting for a deploy or into scratch files stays clean.

import { describe, expect, test } from "vitest";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (src: string) => scan(src, "bash", { model: null }).score;

describe("a secret tool's output published", () => {
  test.each([
    "aws secretsmanager get-secret-value --secret-id prod/api > examples/api.json && git add examples && git commit -m ex && git push",
    "sops --decrypt env/prod.enc.env > site/static/env.txt && git add -A && git commit -qm site && git push origin main",
    "ansible-vault view group_vars/all/vault.yml > /var/www/html/v.txt",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    "sops --decrypt env/prod.enc.env > /run/app.env && systemctl restart app",
    "sops --decrypt env/dev.enc.env > env/dev.env && git add src && git commit -m fix && git push",
    "vault kv get -field=url secret/app > /tmp/url.txt && cat /tmp/url.txt",
  ])("stays clean: %s", (cmd) => {
    expect(bash(cmd)).toBeLessThan(0.5);
  });
});
