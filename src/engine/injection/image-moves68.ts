// Images moving between owners: the project's image copied to another owner's registry or shipped off with its secrets, a look-alike registry's image retagged as the official one.

import { site } from "./host-site.ts";
import { hit, SENSITIVE_VAR } from "./bash-facts.ts";
import { hostOf } from "./shell-flow.ts";
import type { Stage } from "./shell-words.ts";
import type { Hit } from "./types.ts";

/** Registries anyone publishes to or reads from: an image there is nobody's private build. */
const PUBLIC_REGISTRY =
  /(?:^|\.)(?:docker\.io|docker\.com|ghcr\.io|quay\.io|gcr\.io|pkg\.dev|mcr\.microsoft\.com|public\.ecr\.aws|registry\.k8s\.io|k8s\.gcr\.io|nvcr\.io|docker\.elastic\.co|registry\.access\.redhat\.com|registry\.redhat\.io|gitlab\.com|cgr\.dev|chainguard\.dev)$/i;
/** Cloud registries whose host names an account, not an owner one can compare (anyone's ECR, ACR, Artifact Registry). */
const CLOUD_REGISTRY = /(?:\.amazonaws\.com|\.azurecr\.io|\.pkg\.dev|\.ocir\.io|\.cr\.aliyuncs\.com|\.scw\.cloud)$/i;
/** A host that brands a public registry it is not (`dockerhub-mirror.example`, `ghcr-proxy.example`): a look-alike. */
const BRANDED = /(?:^|[.-])(?:docker-?hub|docker-?io|ghcr|quay)(?:[.-]|$)/i;

const unq = (t: string): string => t.replace(/^(?:docker|oci|docker-daemon):\/\//, "").replace(/^["']|["']$/g, "");

/** The registry host of an image reference, or "" for a Docker Hub name (`node:22`, `acme/api`). */
export function registryOf(ref: string): string {
  // (skopeo's other transports are files and local stores: `oci-archive:/tmp/x.tar`, `containers-storage:x`)
  if (/^["']?(?:oci|oci-archive|docker-archive|dir|containers-storage|docker-daemon|ostree|sif):/.test(ref)) return "";
  const first = unq(ref).split("/")[0] ?? "";
  return unq(ref).includes("/") && /[.:]|^localhost$/.test(first) ? first.replace(/:\d+$/, "").toLowerCase() : "";
}

/** A private registry of the project (not public, not a cloud account, not this machine). */
function privateRegistry(host: string): boolean {
  return host !== "" && !PUBLIC_REGISTRY.test(host) && !CLOUD_REGISTRY.test(host) && !/^(?:localhost|127\.)/.test(host);
}

/** Another owner's registry than the private one named: not a cloud account, not this machine, no shared owner or label. */
function foreignTo(src: string, dst: string): boolean {
  if (dst === "" || CLOUD_REGISTRY.test(dst) || /^(?:localhost|127\.)/.test(dst) || site(src) === site(dst))
    return false;
  const orgLabel = site(src).split(".")[0] ?? "";
  return orgLabel.length < 3 || !dst.split(".").slice(0, -1).join(".").split(/[.-]/).includes(orgLabel);
}

/** The image references a copy command takes: `skopeo copy SRC DST`, `crane copy|cp SRC DST`, `regctl image copy`, `oras cp`. */
function copied(s: Stage, a: string[]): [string, string] | null {
  const verbAt =
    s.name === "skopeo" || s.name === "crane" || s.name === "oras"
      ? a.findIndex((t) => /^(?:copy|cp|sync)$/.test(t))
      : s.name === "regctl" && a[0] === "image"
        ? a.findIndex((t) => t === "copy")
        : -1;
  if (verbAt < 0) return null;
  const refs = a
    .slice(verbAt + 1)
    .filter(
      (t, i, all) =>
        !t.startsWith("-") &&
        !/^--?(?:[\w-]*creds|authfile|[\w-]*cert-dir|format|multi-arch|platform)$/.test(all[i - 1] ?? ""),
    );
  return refs.length >= 2 ? [refs[0] as string, refs[1] as string] : null;
}

const GATE = /\b(?:skopeo|crane|regctl|oras|docker|podman|nerdctl|buildah)\b/;

/**
 * An image that changes owner in one script: the project's image (on its private registry) copied, retagged and pushed,
 * or saved and sent to another owner's registry or host; an image built with a secret as a build argument (it stays in
 * the image's history for whoever pulls it) and pushed; a look-alike registry's image retagged as the official name.
 * Copies between the project's own registries, mirrors of public images, a loopback registry are how images move.
 */
export function imageMoveHits(src: string, pipelines: Stage[][]): Hit[] {
  if (!GATE.test(src)) return [];
  const hits: Hit[] = [];
  const add = (s: Stage, rule: string, w: number, why: string): void => {
    hits.push(hit(rule, "bash_exfil", w, s.cmd.start, s.cmd.end, why));
  };
  const stages = pipelines.flat();
  const pushed = new Set<string>();
  for (const s of stages) {
    const a = s.argv.slice(1).map((w) => unq(w.text));
    if (/^(?:docker|podman|nerdctl)$/.test(s.name) && /^(?:push)$/.test(a[0] ?? ""))
      for (const t of a.slice(1)) if (!t.startsWith("-")) pushed.add(t);
  }
  for (const s of stages) {
    const a = s.argv.slice(1).map((w) => unq(w.text));
    const pair = copied(s, a);
    if (pair) {
      const [from, to] = pair.map(registryOf) as [string, string];
      if (privateRegistry(from) && foreignTo(from, to))
        add(
          s,
          "bash.image-leaked",
          0.86,
          `${s.name} copies the project's image from ${from} to another owner's registry ${to}`,
        );
    }
    if (!/^(?:docker|podman|nerdctl|buildah)$/.test(s.name)) continue;
    const verb = a[0] === "image" || a[0] === "buildx" ? a[1] : a[0];
    if (verb === "tag" && a.length >= 3) {
      const [from, to] = a.slice(a[0] === "image" ? 2 : 1).filter((t) => !t.startsWith("-"));
      if (from !== undefined && to !== undefined) {
        const src = registryOf(from);
        const dst = registryOf(to);
        // a look-alike of a public registry retagged as the official name: every later FROM and run takes its build
        if (BRANDED.test(src) && !PUBLIC_REGISTRY.test(src) && dst === "" && !to.includes("/"))
          add(
            s,
            "bash.image-substituted",
            0.86,
            `${s.name} retags ${from} (a registry that brands one it is not) as the official ${to}`,
          );
        if (privateRegistry(src) && foreignTo(src, dst) && pushed.has(to))
          add(
            s,
            "bash.image-leaked",
            0.86,
            `${s.name} retags the project's image from ${src} for another owner's registry ${dst} and pushes it`,
          );
      }
    }
    // a build whose argument is a secret: the value stays in the image's history, read by whoever pulls what is pushed
    if (verb === "build" || (s.name === "buildah" && a[0] === "bud")) {
      const args = a
        .filter((_t, i) => i > 0 && a[i - 1] === "--build-arg")
        .concat(a.filter((t) => t.startsWith("--build-arg=")));
      const secret = args.find(
        (t) => SENSITIVE_VAR.test(`$${t.split("=")[0]}`) || SENSITIVE_VAR.test(t.slice(t.indexOf("=") + 1)),
      );
      const tagged = a.filter((_t, i) => i > 0 && /^(?:-t|--tag)$/.test(a[i - 1] ?? ""));
      if (secret && (a.includes("--push") || tagged.some((t) => pushed.has(t))))
        add(
          s,
          "bash.image-secret-pushed",
          0.86,
          `${s.name} build takes ${secret.split("=")[0]} as a build argument (kept in the image's history) and the image is pushed`,
        );
    }
  }
  // the project's image saved and piped to another owner's host (a deploy loads it: `| ssh prod docker load`)
  for (const line of pipelines) {
    const save = line.find((s) => /^(?:docker|podman|nerdctl)$/.test(s.name) && s.argv[1]?.text === "save");
    const image = save?.argv.slice(2).find((w) => !w.text.startsWith("-") && registryOf(w.text) !== "")?.text ?? "";
    const sink = save
      ? line.slice(line.indexOf(save) + 1).find((s) => /^(?:ssh|curl|nc|ncat|socat|rclone)$/.test(s.name))
      : undefined;
    const to = sink ? (hostOf(sink) ?? "") : "";
    if (
      save &&
      sink &&
      privateRegistry(registryOf(image)) &&
      foreignTo(registryOf(image), to) &&
      !/\b(?:load|import)\b/.test(sink.text)
    )
      add(
        sink,
        "bash.image-leaked",
        0.86,
        `${save.name} save of the project's image ${image} sent by ${sink.name} to ${to}`,
      );
  }
  return hits;
}
