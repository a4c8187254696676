// Secrets an operator holds outside home: cluster tokens and PKI keys, vault and ansible-vault secrets, database password lists, and the tools that print them.

/**
 * Files that hold an operator's credentials outside the home folder: a pod's service-account token, the cluster's
 * PKI keys and admin kubeconfigs, k3s' kubeconfig, vault's tokens and unseal keys, ansible-vault's password file,
 * the host's ssh keys (the folder or a private key), pgbouncer's password list, MySQL's maintenance account, TLS private keys,
 * the host's own logins (apt's repository passwords, Kerberos keytabs, sssd's bind password, saved network and VPN
 * secrets, the daily copy of shadow in /var/backups). Certificates, namespaces and CA bundles
 * beside them are not secrets (`apiserver.crt`, `serviceaccount/namespace`, `ca.crt`).
 */
export const OPS_SECRET_PATH =
  /\/run\/secrets\/kubernetes\.io\/serviceaccount\/token\b|\/etc\/kubernetes\/(?:pki\/[^\s"'`|;&)]{0,60}\.key\b|(?:super-)?admin\.conf\b|(?:controller-manager|scheduler|kubelet)\.conf\b)|\/var\/lib\/kubelet\/pki\/[^\s"'`|;&)]{0,60}\.key\b|\/etc\/rancher\/k3s\/k3s\.yaml\b|\/etc\/(?:vault|openbao)(?:\.d)?\/[^\s"'`|;&)]{0,60}(?:token|unseal|recovery)[^\s"'`|;&)]{0,30}|\.vault[-_]pass(?:word)?(?:\.txt)?\b|\/etc\/ssh\/?(?=$|[\s"'`|;&)])|\/etc\/ssh\/ssh_host_[\w*]+_key\b(?!\.pub)|\/etc\/pgbouncer\/userlist\.txt\b|\/etc\/mysql\/debian\.cnf\b|\/etc\/ssl\/private\/[^\s"'`|;&)]{1,60}|\/etc\/letsencrypt\/(?:live|archive)\/[^\s"'`|;&)]{1,80}privkey\d*\.pem\b|\/etc\/apt\/auth\.conf(?:\.d\/[^\s"'`|;&)]{0,60})?(?=$|[\s"'`|;&)])|\.keytab\b|\/etc\/sssd\/sssd\.conf\b|\/etc\/NetworkManager\/system-connections\/|\/etc\/(?:ipsec\.secrets|ppp\/(?:chap|pap)-secrets)\b|\/var\/backups\/g?shadow\.bak\b/;

/**
 * Operator tools whose output is a decrypted secret or a secret store's content: sops decrypting, ansible-vault
 * viewing or decrypting to stdout, terraform's outputs (sensitive values included with `-json`/`-raw`), etcd's and
 * consul's key-value reads. Their output is a secret wherever it goes (a deploy that applies it keeps it local).
 */
export const OPS_SECRET_TOOLS =
  /^(?:sops\s+(?:.*\s)?(?:-d|--decrypt|decrypt)\b|ansible-vault\s+(?:view\b|decrypt\b.*--output[=\s]+-(?:\s|$))|terraform\s+(?:-chdir=\S+\s+)?output\b|(?:ETCDCTL_API=3\s+)?etcdctl\s+(?:.*\s)?get\b|consul\s+kv\s+(?:get|export)\b)/;
