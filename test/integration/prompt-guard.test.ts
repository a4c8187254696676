// Prompt guard through the real pi (SDK): rejected invocations never reach the model, valid ones expand, lint at start.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, vi } from "vitest";
import { test } from "../harness/fixture.ts";
import { reply } from "../harness/faux.ts";
import type { SdkSession } from "../harness/sdk.ts";

const TEMPLATES = {
  ".pi/prompts/deploy.md":
    '---\ndescription: Deploy a project\nargument-hint: "<project> [version]"\n---\nDeploy $1 at version ${2:-latest}.\n',
  ".pi/prompts/broken.md": '---\nargument-hint: "<project>"\n---\nDeploy $1\nwith version $2\n',
  ".pi/prompts/notes.md": '---\nargument-hint: "<topic>"\n---\nNotes on $1: $@\n',
  ".pi/prompts/badyaml.md": "---\ndescription: oops: a colon\nargument-hint: <x>\n---\nDo $1\n",
  ".pi/prompts/plain.md": "Review everything\n",
};

function lastUserText(h: SdkSession): string {
  const call = h.main.lastCall();
  const users = (call?.messages ?? []).filter((m) => (m as { role?: string }).role === "user");
  const content = (users.at(-1) as { content?: unknown } | undefined)?.content;
  if (typeof content === "string") return content;
  return Array.isArray(content) ? content.map((b: { text?: string }) => b.text ?? "").join("") : "";
}

function widgetText(h: SdkSession): string {
  return h.ui.widgets.get("pi-sentinel")?.render(200).join("\n") ?? "";
}

describe("prompt guard (SDK)", () => {
  let h: SdkSession;
  const phases: string[] = [];
  test.beforeAll(async ({ fileSdk }) => {
    h = await fileSdk({
      files: TEMPLATES,
      mainResponses: Array.from({ length: 20 }, () => reply.text("ok")),
      listen: ["pi-sentinel:loaded", "pi-prompt-guard:loaded"],
      extensions: [
        (pi) => {
          // loaded after the package: sees the phase the guard just set
          pi.on("input", () => void phases.push(`input:${widgetText(h)}`));
          pi.on("before_agent_start", () => void phases.push(`start:${widgetText(h)}`));
          pi.registerCommand("hello", {
            description: "test command",
            handler: async () => void phases.push("hello ran"),
          });
        },
      ],
    });
  });

  test("emits pi-prompt-guard:loaded with a name", async () => {
    expect(await h.waitForPiEvent("pi-prompt-guard:loaded")).toEqual({ name: "pi-sentinel" });
  });

  test("lints every template at session start, once, as one warning (including the one pi skipped)", () => {
    const warnings = h.notifications("warning").filter((n) => n.message.startsWith("prompt guard:"));
    expect(warnings).toHaveLength(1);
    const text = warnings[0].message;
    expect(text).toMatch(/^prompt guard: 2 errors in 2 templates\n/);
    expect(text).toMatch(/\.pi\/prompts\/badyaml\.md:2: frontmatter is not valid YAML .*so \/badyaml is not a command/);
    expect(text).toMatch(/\.pi\/prompts\/broken\.md:5: \$2 is past the declared arguments \(<project>: 1\)/);
  });

  test("missing argument: handled, error notify with usage, zero model calls, record persisted", async () => {
    const before = h.main.calls.length;
    await h.prompt("/deploy");
    expect(h.main.calls.length).toBe(before);
    expect(h.notifications("error").at(-1)?.message).toBe(
      "/deploy: missing required argument <project>. Usage: /deploy <project> [version]",
    );
    const records = h
      .customEntries("pi-sentinel:action")
      .map((e) => e.data as { type: string; command?: string; reason?: string });
    expect(records.at(-1)).toMatchObject({
      type: "prompt/rejected",
      command: "deploy",
      reason: "missing required argument <project>",
    });
    expect(widgetText(h)).toContain("ready");
  });

  test("a valid quoted invocation expands; phases go guarding -> executing -> ready", async () => {
    phases.length = 0;
    await h.prompt('/deploy "my project" 1.0.0');
    expect(lastUserText(h)).toBe("Deploy my project at version 1.0.0.");
    expect(phases[0]).toMatch(/^input:.*guarding \/deploy/);
    expect(phases[1]).toMatch(/^start:.*executing \/deploy/);
    expect(widgetText(h)).toMatch(/ready/);
  });

  test("$2 with a one-argument hint is a template error naming file and line", async () => {
    const before = h.main.calls.length;
    await h.prompt("/broken web");
    expect(h.main.calls.length).toBe(before);
    expect(h.notifications("error").at(-1)?.message).toMatch(
      /^\/broken: the template has an error, so it was not sent\. \.pi\/prompts\/broken\.md:5: \$2 is past the declared arguments/,
    );
  });

  test("extra arguments are rejected; $@ accepts them", async () => {
    const before = h.main.calls.length;
    await h.prompt("/deploy my project 1.0.0");
    expect(h.main.calls.length).toBe(before);
    expect(h.notifications("error").at(-1)?.message).toMatch(
      /^\/deploy: too many arguments: got 3, takes at most 2; "1\.0\.0" would be dropped/,
    );
    await h.prompt("/notes a b c");
    expect(h.main.calls.length).toBe(before + 1);
    expect(lastUserText(h)).toBe("Notes on a: a b c");
  });

  test("a template pi skipped for bad frontmatter: the guard says why /name is missing", async () => {
    const before = h.main.calls.length;
    await h.prompt("/badyaml x");
    expect(h.main.calls.length).toBe(before);
    expect(h.notifications("error").at(-1)?.message).toMatch(
      /^\/badyaml is not a command: pi skipped its template \.pi\/prompts\/badyaml\.md:2 because its frontmatter is not valid YAML/,
    );
  });

  test("arguments to a template that takes none are rejected", async () => {
    await h.prompt("/plain concurrency");
    expect(h.notifications("error").at(-1)?.message).toMatch(
      /^\/plain: takes no arguments, but got 1 \("concurrency"\)/,
    );
  });

  test("unknown /word is stopped with a suggestion; paths, built-ins, extension commands pass", async () => {
    const before = h.main.calls.length;
    await h.prompt("/deplyo web");
    expect(h.main.calls.length).toBe(before);
    expect(h.notifications("error").at(-1)?.message).toMatch(/^unknown command \/deplyo — did you mean \/deploy\?/);
    const errors = h.notifications("error").length;
    await h.prompt("/etc/hosts is broken");
    await h.prompt("/model");
    await h.prompt("/hello there");
    expect(h.notifications("error")).toHaveLength(errors);
    expect(phases).toContain("hello ran");
    expect(h.main.calls.length).toBe(before + 2);
  });

  test("an unreadable template is reported like a bad invocation (fails closed for the template)", async () => {
    rmSync(join(h.cwd, ".pi/prompts/notes.md"));
    const before = h.main.calls.length;
    await h.prompt("/notes a");
    expect(h.main.calls.length).toBe(before);
    expect(h.notifications("error").at(-1)?.message).toMatch(
      /^\/notes: cannot read the template \.pi\/prompts\/notes\.md \(ENOENT/,
    );
  });
});

describe("prompt guard settings (SDK)", () => {
  test("promptGuard.enabled false lets everything through; unknownCommands warn warns and sends", async ({ sdk }) => {
    const h = await sdk({
      files: { ...TEMPLATES, ".pi/sentinel.json": { promptGuard: { enabled: false } } },
      mainResponses: Array.from({ length: 5 }, () => reply.text("ok")),
      dialogs: { confirm: [true] }, // the edit below loosens (strict off, unknown commands warn): the user confirms it
    });
    await h.prompt("/deploy");
    expect(h.main.calls).toHaveLength(1);
    expect(lastUserText(h)).toBe("Deploy  at version latest.");
    h.writeFile(".pi/sentinel.json", { promptGuard: { unknownCommands: "warn", strict: false } });
    // the runtime re-stats config at most once per event-loop turn: let one pass, as between two typed prompts
    await new Promise((r) => setTimeout(r, 5));
    // the next event asks about the loosening change; that prompt still runs under the config in force (guard off)
    await h.prompt("/deploy");
    expect(h.main.calls).toHaveLength(2);
    expect(h.ui.calls.filter((c) => c.method === "confirm")).toHaveLength(1);
    await h.prompt("/deplyo x");
    expect(h.main.calls).toHaveLength(3);
    expect(h.notifications("warning").at(-1)?.message).toMatch(
      /^unknown command \/deplyo — did you mean \/deploy\? Sent to the model as plain text\./,
    );
    await h.prompt("/deploy");
    expect(h.main.calls).toHaveLength(3);
  });
});

describe("prompt locations (SDK)", () => {
  test("an untrusted project's templates are neither loaded by pi nor linted; settings prompt paths are", async ({
    sdk,
  }) => {
    const extra = mkdtempSync(join(tmpdir(), "pg-extra-"));
    mkdirSync(join(extra, "prompts"));
    writeFileSync(join(extra, "prompts", "ship.md"), '---\nargument-hint: "<what>"\n---\nShip $1 $3\n');
    writeFileSync(join(extra, "prompts", "bad.md"), "---\ndescription: x: y\n---\nhi\n");
    const h = await sdk({
      files: TEMPLATES,
      trusted: false,
      settings: { prompts: [join(extra, "prompts")] },
      mainResponses: [reply.text("ok")],
    });
    try {
      const warning = h.notifications("warning").find((n) => n.message.startsWith("prompt guard:"))?.message ?? "";
      expect(warning).toMatch(/^prompt guard: 2 errors in 2 templates\n/);
      expect(warning).toMatch(/ship\.md:4: \$3 is past the declared arguments/);
      expect(warning).toMatch(/bad\.md:2: frontmatter is not valid YAML/);
      expect(warning).not.toMatch(/broken\.md/);
      await h.prompt("/ship it");
      expect(h.notifications("error").at(-1)?.message).toMatch(/^\/ship: the template has an error/);
      await h.prompt("/deploy web");
      expect(h.notifications("error").at(-1)?.message).toMatch(/^unknown command \/deploy\./);
      expect(h.main.calls).toHaveLength(0);
    } finally {
      await h.dispose();
      rmSync(extra, { recursive: true, force: true });
    }
  });
});

describe("fail open (SDK)", () => {
  test("a bug inside the guard lets the prompt through with a visible error", async ({ sdk }) => {
    const h = await sdk({ files: TEMPLATES, mainResponses: [reply.text("ok")] });
    // pi's shared extension runtime: make getCommands throw for every extension, i.e. inside the guard
    const runtime = (h.session.extensionRunner as unknown as { runtime: { getCommands: () => unknown } }).runtime;
    const original = runtime.getCommands;
    runtime.getCommands = () => {
      throw new Error("simulated guard bug");
    };
    try {
      await h.prompt("/deploy");
      expect(h.main.calls).toHaveLength(1);
      expect(h.notifications("error")).toEqual([
        { level: "error", message: "prompt guard failed (simulated guard bug); the prompt was sent unchecked." },
      ]);
      expect(h.errors).toEqual([]);
    } finally {
      runtime.getCommands = original;
      await h.dispose();
    }
  });
});

describe("print mode (SDK, no UI)", () => {
  test("a stopped prompt says why on stderr", async ({ sdk }) => {
    const h = await sdk({ files: TEMPLATES, mode: "print", mainResponses: [reply.text("ok")] });
    const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await h.prompt("/deploy");
      expect(h.main.calls).toHaveLength(0);
      expect(spy.mock.calls.map((c) => String(c[0]))).toContain(
        "pi-sentinel: /deploy: missing required argument <project>. Usage: /deploy <project> [version]\n",
      );
    } finally {
      spy.mockRestore();
      await h.dispose();
    }
  });
});
