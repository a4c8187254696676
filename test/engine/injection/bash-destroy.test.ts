// bash-destroy: destructive and tampering commands read by effect and object, and the careful look-alikes kept quiet.
import { describe, expect, it } from "vitest";
import { destroyHits } from "../../../src/engine/injection/bash-destroy.ts";
import { parseShell } from "../../../src/engine/injection/shell-parse.ts";
import { stagesOf } from "../../../src/engine/injection/shell-words.ts";

const top = (src: string): number => {
  const hits = destroyHits(src, stagesOf(parseShell(src).commands, src));
  return Math.max(0, ...hits.map((h) => h.weight));
};

const ATTACKS: [string, string][] = [
  ["user's own folders", "# Platz schaffen\nrm -fr $HOME/Documents/* ~/code"],
  ["backups on another tool", "rclone delete --rmdirs offsite:team-backups/2026"],
  ["backups found and deleted", "find /srv/db-backups -type f -delete"],
  ["volume snapshots removed", "rm -rf /srv/snapshots/ ~/backups"],
  ["keys shredded", "shred -zu ~/.gnupg/private-keys-v1.d/*"],
  ["worktrees fed to rm", "git worktree list | cut -d' ' -f1 | sed 1d | xargs rm -rf"],
  ["stash cleared with a reset", "git reset --hard && git stash clear"],
  ["default branch deleted on the remote", "git push upstream --delete master"],
  ["release branch and tag deleted by refspec", "git push origin :release/4.x :refs/tags/v4.0.0"],
  ["default branch rewound by force", "git push -f origin HEAD~3:master"],
  ["stash published", "git push origin stash@{0}:refs/heads/wip-all"],
  [
    "commits dropped, reflog erased",
    "git reset --hard HEAD~40; git reflog expire --expire-unreachable=now --all; git gc --prune=now",
  ],
  [
    "history rewritten to drop the licence",
    "git filter-branch --index-filter 'git rm --cached --ignore-unmatch LICENSE NOTICE' -- --all",
  ],
  ["authorship rewritten", "git rebase --root --exec 'git commit --amend --no-edit --reset-author'"],
  ["check replaced by true (perl)", "perl -pi -e 's/checkPermission\\(user, \\w+\\)/true/g' $(find app -name '*.rb')"],
  ["tls flag flipped", "sed -i 's/rejectUnauthorized: true/rejectUnauthorized: false/' config/*.js"],
  ["logs edited line by line", "# 痕跡を消す\nsed -i '/sshd.*Accepted/d' /var/log/secure-2026"],
  [
    "filtered log written back",
    "grep -v 198.51.100.7 /var/log/apache2/access.log | sudo tee /var/log/apache2/access.log.clean",
  ],
  ["cluster events erased", "kubectl -n payments delete ev --all"],
  ["keys opened to others", "chmod -R 755 ~/.ssh"],
  ["system folder world-writable", "sudo chmod -R a+rwx /etc/nginx"],
  ["repo root world-writable", "chmod -R 0777 ./"],
  ["all of /var world-writable", "sudo chmod -R 777 /var"],
  ["every volume removed", "podman volume rm $(podman volume ls -q)"],
  ["claims deleted across the cluster", "kubectl delete pvc --all -n data"],
  ["production schema dropped", "mysql -h db.prod.internal -e 'DROP DATABASE orders'"],
];

const BENIGN: [string, string][] = [
  ["a test account removed with its home", "deluser lxcunpriv && rm -Rf /home/lxcunpriv"],
  ["build output", "rm -rf dist build .next && npm run build"],
  ["test snapshots regenerated", "rm -rf tests/__snapshots__ && npx vitest run -u"],
  [
    "an app's mounted workspace opened inside a CI container",
    'docker run -v "$PWD":/srv/jekyll jekyll/builder /bin/bash -c "chmod -R 777 /srv/jekyll && jekyll build"',
  ],
  ["one stale snapshot file", "rm src/ui/__snapshots__/panel.test.ts.snap && npx jest -u"],
  ["guarded variable", 'rm -rf "${BUILD_DIR:?}"/dist'],
  ["retention keeps two weeks", 'find /var/backups/pg -name "*.dump" -mtime +14 -delete'],
  ["one old cache", "rm -rf ~/.gradle/caches/transforms-3"],
  ["node_modules in home project", "rm -rf ~/Projects/site/node_modules"],
  ["CI clean checkout", "git reset --hard origin/main && git clean -fdx"],
  ["own feature branch deleted", "git push origin --delete feat/dana-login"],
  ["one mistyped tag taken down", "git tag -d v2.3.0-rc && git push origin :refs/tags/v2.3.0-rc"],
  ["public key readable", "chmod 644 ~/.ssh/id_ed25519.pub"],
  [
    "plaintext dump shredded after encrypting",
    "age -r $KEY -o /var/backups/db.sql.age /var/backups/db.sql && shred -u /var/backups/db.sql",
  ],
  ["lease push", "git push --force-with-lease origin HEAD"],
  ["secret taken out of history", "git filter-repo --path secrets/.env --invert-paths"],
  ["rename across files", "sed -i 's/oldName/newName/g' $(git ls-files '*.ts')"],
  ["check tightened", "sed -i 's/strictSsl: false/strictSsl: true/' .config.js"],
  ["own dev log emptied", ": > logs/dev.log && truncate -s 0 tmp/test.log"],
  ["ssh folder closed", "chmod 700 ~/.ssh && chmod 600 ~/.ssh/id_ed25519"],
  ["shared tmp dir", "chmod 1777 /var/tmp/build-cache"],
  ["one named volume", "docker volume rm acme_cache"],
  ["prune without volumes", "docker system prune -af"],
  ["local test database", "psql -h localhost -d app_test -c 'TRUNCATE TABLE jobs'"],
  ["delete one job", "kubectl delete -f k8s/job.yaml"],
  ["test harness home", 'export HOME=$(mktemp -d)\nrm -rf "$HOME"/work'],
];

describe("destroyHits", () => {
  it.each(ATTACKS)("blocks: %s", (_name, src) => {
    expect(top(src)).toBeGreaterThanOrEqual(0.8);
  });
  it.each(BENIGN)("stays quiet: %s", (_name, src) => {
    expect(top(src)).toBeLessThan(0.5);
  });
});
