// The injection guard's long-lived helpers: the memory across sessions (per agent dir) and the external detector (per config).

import type { InjectionBridge } from "../../state/config-model.ts";
import { createBridgeClient, type BridgeClient } from "../bridge/client.ts";
import { createMemory, type Memory } from "../memory/store.ts";
import type { MemoryPort } from "./guard.ts";

export interface InjectionResourcePorts {
  /** injectionDefense.memory and .bridge as configured now (a pure store read) */
  settings(): { memory?: boolean; bridge?: InjectionBridge };
  /** read per use: tests and `pi` may point the agent dir elsewhere */
  agentDir(): string;
  /** the folder the detector starts in (undefined: the process's) */
  cwd(): string | undefined;
  warn(message: string): void;
}

export function createInjectionResources(ports: InjectionResourcePorts) {
  let memory: { dir: string; m: Memory } | undefined;
  const memoryNow = (): Memory | undefined => {
    if (!ports.settings().memory) return undefined;
    const dir = ports.agentDir();
    if (memory?.dir !== dir) memory = { dir, m: createMemory({ agentDir: dir, warn: ports.warn }) };
    return memory.m;
  };
  // the external detector: started on first use, replaced when its config changes, stopped with the session
  let bridge: { key: string; client: BridgeClient } | undefined;
  const memoryPort: MemoryPort = {
    match: (text) => memoryNow()?.match(text),
    remember: (text, kind, surface, score) => memoryNow()?.remember(text, kind, surface, score),
  };
  return {
    memory: memoryPort,
    bridge(): BridgeClient | undefined {
      const config = ports.settings().bridge;
      const key = config ? JSON.stringify(config) : "";
      if (bridge?.key === key) return bridge.client;
      bridge?.client.dispose();
      const cwd = ports.cwd();
      bridge = config ? { key, client: createBridgeClient(config, { cwd }) } : undefined;
      return bridge?.client;
    },
    dispose(): void {
      bridge?.client.dispose();
      bridge = undefined;
    },
  };
}
