// Round 41 (cont68): a dev container's own start (runArgs, appPort, mounts) read as the `docker run` it is
// (devcontainer-run68.ts); folders of home mounted for a CLI, loopback forwards and the docker socket for tooling stay clean.

import { describe, expect, test } from "vitest";
import { devcontainerRun } from "../../../src/engine/injection/devcontainer-run68.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const write = (text: string) =>
  scan(text, "write", { model: null, agentFile: ".devcontainer/devcontainer.json" }).score;

describe("a dev container's start", () => {
  test.each([
    // a debugger published on every address (French comment)
    '{\n  "image": "node:22",\n  // pour que le collègue s\'attache\n  "runArgs": ["-p", "0.0.0.0:9229:9229"]\n}',
    '{\n  "image": "node:22",\n  "appPort": [2222],\n  "mounts": ["source=${localEnv:HOME}${localEnv:USERPROFILE},target=/host,type=bind"],\n  "runArgs": ["--restart=always"]\n}',
  ])("blocks %s", (text) => {
    expect(write(text)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    '{\n  "image": "mcr.microsoft.com/devcontainers/python:3.12",\n  "mounts": ["source=${localEnv:HOME}${localEnv:USERPROFILE}/.aws,target=/home/vscode/.aws,type=bind"],\n  "forwardPorts": [8000]\n}',
    '{\n  "image": "node:22",\n  "appPort": [3000],\n  "mounts": [{ "source": "/var/run/docker.sock", "target": "/var/run/docker.sock", "type": "bind" }],\n  "runArgs": ["--cap-add=SYS_PTRACE"]\n}',
    '{\n  "image": "node:22",\n  "forwardPorts": [5173, 9229]\n}',
  ])("stays below warn: %s", (text) => {
    expect(write(text)).toBeLessThan(0.5);
  });
  test("the start as a command: runArgs, appPort and mounts with the host's variables", () => {
    expect(
      devcontainerRun('{"image":"x:1","appPort":3000,"mounts":["source=${localWorkspaceFolder},target=/w,type=bind"]}'),
    ).toBe("docker run -d -p 3000:3000 --mount source=$PWD,target=/w,type=bind x:1");
    expect(devcontainerRun('{"image":"x:1","forwardPorts":[3000]}')).toBeNull();
  });
});
