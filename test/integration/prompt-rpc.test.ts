// Prompt guard through the real CLI in RPC mode: a bad invocation answers "handled" with an error notify and no model call.

import { describe, expect } from "vitest";
import { test } from "../harness/fixture.ts";
import type { PromptResult } from "../harness/rpc.ts";

const disposition = (r: PromptResult): string | undefined =>
  (r.response.data as { disposition?: string } | undefined)?.disposition;

describe("prompt guard (RPC)", () => {
  test("handled + error notify for a bad invocation; a valid one runs; built-ins are never unknown", async ({
    piRpc,
  }) => {
    const rpc = await piRpc({
      files: {
        ".pi/prompts/deploy.md": '---\nargument-hint: "<project> [version]"\n---\nDeploy $1 at version ${2:-latest}.\n',
      },
      script: { mainDefault: { echoPrefix: "GOT: " } },
    });
    const bad = await rpc.prompt("/deploy");
    expect(bad.response).toMatchObject({ success: true });
    expect(disposition(bad)).toBe("handled");
    expect(rpc.notifications("error").at(-1)?.message).toBe(
      "/deploy: missing required argument <project>. Usage: /deploy <project> [version]",
    );
    expect(rpc.fauxCalls("main")).toHaveLength(0);

    const good = await rpc.prompt('/deploy "my app"');
    expect(disposition(good)).toBe("started");
    expect(rpc.fauxCalls("main").at(-1)?.text).toContain("Deploy my app at version latest.");

    const errors = rpc.notifications("error").length;
    await rpc.prompt("/model");
    expect(rpc.notifications("error")).toHaveLength(errors);
    expect(rpc.networkLog()).toEqual([]);
    expect(await rpc.close()).toBe(0);
  });
});
