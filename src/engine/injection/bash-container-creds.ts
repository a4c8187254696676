// A container given the credentials of the cloud CLI it runs (`docker run -v ~/.aws:/root/.aws amazon/aws-cli s3 ls`).

import type { Stage } from "./shell-words.ts";

/** A credential folder and the CLIs that read it; the image or the container's command must be one of them. */
const CLI_CREDENTIALS: { folder: RegExp; cli: RegExp }[] = [
  { folder: /^(?:~|\$HOME|\$\{HOME\})\/\.aws\/?(?::|$)/i, cli: /^(?:aws|aws-cli|awscli)$/ },
  {
    folder: /^(?:~|\$HOME|\$\{HOME\})\/\.config\/gcloud\/?(?::|$)/i,
    cli: /^(?:gcloud|gsutil|bq|google-cloud-cli|google-cloud-sdk|cloud-sdk)$/,
  },
  { folder: /^(?:~|\$HOME|\$\{HOME\})\/\.kube(?:\/config)?\/?(?::|$)/i, cli: /^(?:kubectl|helm|k9s|kubectx)$/ },
  { folder: /^(?:~|\$HOME|\$\{HOME\})\/\.azure\/?(?::|$)/i, cli: /^(?:az|azure-cli)$/ },
];
/** options of `docker run` that take a value as the next word */
const VALUE_OPTS =
  /^(?:-v|--volume|-e|--env|--env-file|--name|-p|--publish|-w|--workdir|-u|--user|--network|--net|--platform|-h|--hostname|-l|--label|--add-host|--mount|--cpus|-m|--memory|--pull|--restart|--log-driver|--dns|--device|--cap-add|--cap-drop|--security-opt|--tmpfs|--shm-size|--ulimit|--group-add|--runtime|--stop-signal|--stop-timeout|--health-cmd|--entrypoint)$/;
/** what in the container's command would do more than call the CLI: a shell, a network tool, a credential file named */
const MORE_THAN_CLI =
  /^(?:sh|bash|ash|dash|zsh|-c|curl|wget|nc|ncat|socat|python3?|node|perl|ruby|cat|cp|tar)$|credentials|\.ssh|id_(?:rsa|ed25519|ecdsa)|\.env\b|config\.json|accessTokens|application_default/;

function unquote(t: string): string {
  return t.replace(/^["']|["']$/g, "");
}

/**
 * True when stage `s` runs a container (`docker|podman|nerdctl run`) whose only secret is a credential folder mounted
 * for the CLI the container is (its image's name, or the first word of its command): the CLI reads its own config. The
 * mount must be the folder itself; the command after the image may not start a shell or a network tool, override the
 * entrypoint, or name a credential file (the CLI told to upload it: `s3 cp /root/.aws/credentials …`).
 */
export function containerOwnCredentials(s: Stage): boolean {
  if (!/^(?:docker|podman|nerdctl)$/.test(s.name)) return false;
  const a = s.argv.slice(1).map((w) => unquote(w.text));
  if (a[0] !== "run") return false;
  const mounts: string[] = [];
  let i = 1;
  for (; i < a.length; i++) {
    const t = a[i];
    if (!t.startsWith("-")) break;
    if (t === "--entrypoint" || t.startsWith("--entrypoint=") || t === "--env-file" || t.startsWith("--env-file="))
      return false;
    if (/^(?:-v|--volume)$/.test(t)) mounts.push(a[i + 1] ?? "");
    else if (/^--volume=/.test(t)) mounts.push(t.slice(9));
    else if (t === "--mount" || t.startsWith("--mount=")) return false;
    if (VALUE_OPTS.test(t)) i++;
  }
  const image = a[i];
  if (!image) return false;
  const command = a.slice(i + 1);
  const imageName = image
    .replace(/[@:][^/]*$/, "")
    .split("/")
    .pop()
    ?.toLowerCase();
  const secretMounts = mounts.filter((m) => /^(?:~|\$HOME|\$\{HOME\})\/\./i.test(m));
  if (secretMounts.length === 0) return false;
  if (command.some((t) => MORE_THAN_CLI.test(t))) return false;
  return secretMounts.every((m) => {
    const entry = CLI_CREDENTIALS.find((c) => c.folder.test(m));
    return !!entry && (entry.cli.test(imageName ?? "") || entry.cli.test(command[0] ?? ""));
  });
}
