// The demo's offline model: a pi extension registering scripted faux providers for the agent and for the auditors.

import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { fauxProvider, type FauxResponseFactory } from "@earendil-works/pi-ai";
import { agentReply, auditorReply } from "./script.ts";

export default function demoModel(pi: ExtensionAPI): void {
  const agent = fauxProvider({
    provider: "demo",
    models: [{ id: "agent", name: "Demo agent (scripted, offline)" }],
    tokensPerSecond: 400,
  });
  const auditor = fauxProvider({
    provider: "demo-auditor",
    models: [{ id: "auditor", name: "Demo auditor (scripted, offline)" }],
    tokensPerSecond: 400,
  });
  // a factory step that re-appends itself makes an endless scripted model
  const agentStep: FauxResponseFactory = (context) => {
    agent.appendResponses([agentStep]);
    return agentReply(context.messages);
  };
  const auditorStep: FauxResponseFactory = async (context) => {
    auditor.appendResponses([auditorStep]);
    // a short pause so the fleet inspector shows audits running
    await new Promise((r) => setTimeout(r, 900));
    return auditorReply(context.messages);
  };
  agent.setResponses([agentStep]);
  auditor.setResponses([auditorStep]);
  pi.registerProvider(agent.provider);
  pi.registerProvider(auditor.provider);
}
