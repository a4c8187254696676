// A database grant to a throwaway test account (`openstack_citest`) that the script names itself: a CI set-up, not a backdoor.

/** the account a grant or role statement names: `TO 'name'@…`, `ROLE name`, `USER name`, or a `$VARIABLE` */
const GRANTEE = /\b(?:to|role|user)\s{1,3}['"`]?(\$\{?[A-Za-z_]\w{0,40}\}?|[A-Za-z_][\w-]{0,40})['"`]?/gi;
/** SQL's own words after `user`/`role`/`to` (`mysql.user WHERE …`), no account */
const SQL_WORD =
  /^(?:all|public|with|where|if|identified|set|from|on|to|by|and|or|not|exists|password|login|mapping|for)$/i;
/** a test account's name: `citest`, `test_user`, `ci_db`, `tests` (a word part, not any word holding "test") */
const TEST_NAME = /(?:^|[_-])(?:ci)?tests?(?:[_-]|$)|citest|^ci(?:[_-]|$)|[_-]ci$/i;

/** a client pointed at a named server elsewhere (`-h mysql.acme.example`, `--host=db.corp.example`): not a CI's own database */
const REMOTE_HOST =
  /(?:^|\s)(?:-h\s{0,2}|--host[=\s]{1,2})["']?(?!localhost\b)[A-Za-z][\w-]{0,62}(?:\.[\w-]{1,62}){1,6}\b/;

/** the literal value the script assigns to `name` (`DB_USER=openstack_citest`), or null */
function assigned(src: string, name: string): string | null {
  const m = new RegExp(`(?:^|[\\s;])${name}=['"]?([\\w-]{1,60})['"]?(?:\\s|;|$)`, "m").exec(src);
  return m?.[1] ?? null;
}

/**
 * True when every account the statement names is a test account, by its own name or by the literal the script
 * assigns to its variable (`DB_USER=openstack_citest` … `GRANT ALL PRIVILEGES ON *.* TO '$DB_USER'@'%'`): OpenStack's
 * and many projects' `tools/test-setup.sh` make the unit tests' database user that way. A grant to any other name, to a
 * variable the script never sets (the caller's), or with no name read, still counts.
 */
export function grantsTestAccount(stmt: string, src: string): boolean {
  if (REMOTE_HOST.test(src)) return false;
  const names = [...stmt.matchAll(GRANTEE)].map((m) => m[1] ?? "").filter((n) => !SQL_WORD.test(n));
  if (names.length === 0) return false;
  return names.every((n) => {
    const value = n.startsWith("$") ? assigned(src, n.replace(/[${}]/g, "")) : n;
    return value !== null && TEST_NAME.test(value);
  });
}
