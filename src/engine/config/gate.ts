// The config change gate: a change on disk that only tightens applies at once; one that loosens waits for the user.

import type { ConfigSnapshot } from "../../state/config-model.ts";
import { compareStrictness, type StrictnessChange } from "./strictness.ts";

export interface ConfigGatePorts {
  apply(snapshot: ConfigSnapshot): void;
  /** asks the user (TUI/RPC dialog); undefined when there is no UI */
  ask: ((title: string, message: string) => Promise<boolean>) | undefined;
  notify(message: string, level: "info" | "warning"): void;
}

export type GateOutcome =
  | { kind: "applied"; change: StrictnessChange }
  | { kind: "held"; change: StrictnessChange }
  | { kind: "unchanged" };

/** What the user reads: every loosening item, then the tightening ones that come with them. */
export function loosenDialog(change: StrictnessChange): { title: string; message: string } {
  const lines = [
    "pi-sentinel's configuration changed on disk while pi runs, and the change loosens protection:",
    ...change.loosens.map((l) => `  - ${l}`),
    ...(change.tightens.length > 0 ? ["It also tightens:", ...change.tightens.map((t) => `  + ${t}`)] : []),
    "",
    "Apply it now? If you did not make this change, choose No: the current configuration stays in force.",
  ];
  return { title: "pi-sentinel: apply a configuration change that loosens protection?", message: lines.join("\n") };
}

function keyOf(s: ConfigSnapshot): string {
  return JSON.stringify([s.settings, s.rules, s.reviewers]);
}

export function createConfigGate() {
  /** the new config being asked about, declined, or waiting for a restart: not asked again until it changes */
  let heldKey: string | undefined;

  /** Offers the re-read snapshot: applied when it only tightens (or changes nothing guard-related), held otherwise. */
  function offer(
    applied: ConfigSnapshot,
    next: ConfigSnapshot,
    ports: ConfigGatePorts,
    preapproved = false,
  ): GateOutcome {
    const change = compareStrictness(applied, next);
    if (change.loosens.length === 0 || preapproved) {
      heldKey = undefined;
      ports.apply(next);
      return { kind: "applied", change };
    }
    const key = keyOf(next);
    if (key === heldKey) return { kind: "held", change };
    heldKey = key;
    if (!ports.ask) {
      ports.notify(
        `pi-sentinel: a configuration change on disk loosens protection (${change.loosens.join("; ")}); it waits for a restart or /reload. The current configuration stays in force.`,
        "warning",
      );
      return { kind: "held", change };
    }
    const { title, message } = loosenDialog(change);
    ports.ask(title, message).then(
      (ok) => {
        if (heldKey !== key) return; // changed again meanwhile: that change is offered on its own
        if (ok) {
          heldKey = undefined;
          ports.apply(next);
          ports.notify("pi-sentinel: applied the configuration change", "info");
        } else
          ports.notify(
            "pi-sentinel: kept the current configuration; the change on disk applies after /reload or a restart",
            "warning",
          );
      },
      () =>
        ports.notify(
          "pi-sentinel: kept the current configuration (the dialog failed); the change applies after /reload or a restart",
          "warning",
        ),
    );
    return { kind: "held", change };
  }

  return { offer, reset: () => void (heldKey = undefined) };
}
