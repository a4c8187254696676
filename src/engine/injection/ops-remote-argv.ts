// The command kubectl/oc, nomad, lxc/incus or multipass start in another pod, allocation, container or VM, as the stage's own command.

import { STARTED } from "./shell-runners.ts";

/** Options of kubectl/oc exec, run, debug and rsh that take a value (the pod's command follows the pod or `--`). */
const K8S_VALUE =
  /^(?:-c|--container|-n|--namespace|--context|--kubeconfig|--cluster|--user|--image|--shell|-f|--filename|--target|--profile|--overrides|--env|--labels|-l|--serviceaccount|--restart|--port|--pod-running-timeout|--request-timeout|-s|--server|--as)$/;
/** Readers whose output is the file they are given (round 41, cont68). */
const FILE_READERS = /^(?:cat|head|tail|tar|base64|xxd|printenv)$/;
/** Options of `nomad alloc exec` that take a value. */
const NOMAD_VALUE = /^-(?:task|job|address|namespace|region|token|escape)$/;

/**
 * Where the command that kubectl/oc exec, run or debug, lxc/incus exec or multipass exec (after `--`), `oc rsh` (after
 * the pod) or `nomad alloc exec` (after the allocation) starts in another pod or allocation begins, when it is an interpreter, a shell or a sender; -1
 * otherwise. Its pipeline is this one: `kubectl exec pod -- wget -qO- URL | sh` runs the download here.
 */
export function remoteCommandAt(ws: readonly { text: string }[], i: number, b: string): number {
  const words = ws.map((w) => w.text);
  let j = -1;
  if (b === "kubectl" || b === "oc") {
    const sub = words[i + 1] ?? "";
    if (sub === "exec" || sub === "run" || sub === "debug") {
      const dash = words.indexOf("--", i + 2);
      if (dash > i) j = dash + 1;
    } else if (b === "oc" && sub === "rsh") {
      let k = i + 2;
      while (k < words.length && (words[k] ?? "").startsWith("-")) k += K8S_VALUE.test(words[k] ?? "") ? 2 : 1;
      j = k + 1;
    }
  } else if ((b === "lxc" || b === "incus" || b === "multipass") && words[i + 1] === "exec") {
    // `lxc exec ct -- cmd`, `multipass exec vm -- cmd`: the instance's command follows `--`
    const dash = words.indexOf("--", i + 2);
    if (dash > i) j = dash + 1;
  } else if (b === "wsl" || b === "wsl.exe") {
    // `wsl.exe -d Ubuntu -u root -- cmd`, `wsl -e cmd`: the distribution runs the command after `--` or `-e`
    const k = words.findIndex((t, n) => n > i && (t === "--" || t === "-e" || t === "--exec"));
    if (k > i) j = k + 1;
  } else if (b === "nomad" && words[i + 1] === "alloc" && words[i + 2] === "exec") {
    let k = i + 3;
    while (k < words.length && (words[k] ?? "").startsWith("-")) k += NOMAD_VALUE.test(words[k] ?? "") ? 2 : 1;
    j = k + 1;
  }
  // (a file reader's output is the pod's file, as `docker exec ctr cat F` is: `kubectl exec pod -- cat F | nc …` sends F)
  return j > i && j < words.length && (STARTED.test(words[j] ?? "") || FILE_READERS.test(words[j] ?? "")) ? j : -1;
}
