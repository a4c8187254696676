// shell-ci-leak.ts: a program file that prints a secret transformed past the build log's masking (base64, reversed,
// one character at a time) leaks it to whoever reads the log; a secret decoded into a file, handed to a consumer or
// captured into a variable is ordinary CI work.

import { describe, expect, test } from "vitest";
import { ciLogLeakHits } from "../../../src/engine/injection/shell-ci-leak.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const write = (path: string, text: string): number => scan(text, "write", { agentFile: path, model: null }).score;
const leaks = (script: string): boolean => ciLogLeakHits(script, 0, script.length, "test").length > 0;

describe("ciLogLeakHits", () => {
  test.each([
    ['echo "$NPM_TOKEN" | base64', true],
    ["printf '%s' \"$AWS_SECRET_ACCESS_KEY\" | rev", true],
    ["printenv | sed 's/./& /g'", true],
    ["env | xxd -p", true],
    ["echo '$CI_ALL_SECRETS' | jq -r 'to_entries[] | (.value|split(\"\")|join(\" \"))'", true],
    ["node -e \"console.log('as', process.env.NPM_TOKEN.split('').join('.'))\"", true],
    ["python3 -c \"import os; print(os.environ['DEPLOY_TOKEN'][::-1])\"", true],
    ['echo "$GCP_KEY_B64" | base64 -d > key.json', false],
    ['echo "$REGISTRY_TOKEN" | docker login registry.example -u ci --password-stdin', false],
    ['AUTH=$(echo -n "$USER:$API_TOKEN" | base64)', false],
    ["env | sort | grep -v -i token", false],
    ["printenv | sed 's/=.*//'", false],
    ['echo "$VERSION" | base64', false],
    ["node -e \"console.log(process.env.npm_package_version.split('.').join('-'))\"", false],
    ['echo "${NPM_TOKEN:0:4} ${NPM_TOKEN:4}"', true],
    ['echo "${DEPLOY_TOKEN//?/& }"', true],
    ['echo "${API_TOKEN:-unset}"', false],
    ['echo "${GITHUB_SHA:0:7}"', false],
    ['PREFIX="${NPM_TOKEN:0:4}"', false],
  ])("%s → %s", (script, expected) => {
    expect(leaks(script)).toBe(expected);
  });
});

describe("names a workflow binds to a secret", () => {
  test("are secrets under any name; unbound names are not", () => {
    const script = 'echo "$DEPLOY" | base64';
    expect(ciLogLeakHits(script, 0, 1, "t", ["DEPLOY"]).length).toBe(1);
    expect(ciLogLeakHits(script, 0, 1, "t", []).length).toBe(0);
    expect(
      write(
        ".github/workflows/d.yml",
        'jobs:\n  d:\n    runs-on: ubuntu-latest\n    env:\n      DEPLOY: ${{ secrets.DEPLOY_KEY }}\n    steps:\n      - run: echo "$DEPLOY" | rev\n',
      ),
    ).toBeGreaterThanOrEqual(0.8);
  });
});

describe("through the write surface", () => {
  test("a workflow step printing secrets base64-encoded blocks; one logging in with a secret stays clean", () => {
    expect(
      write(
        ".github/workflows/deploy.yml",
        '      - name: Debug\n        run: |\n          echo "${{ secrets.AWS_SECRET_ACCESS_KEY }}" | base64\n',
      ),
    ).toBeGreaterThanOrEqual(0.8);
    expect(
      write(
        ".github/workflows/deploy.yml",
        '      - name: Log in\n        run: echo "${{ secrets.REGISTRY_TOKEN }}" | docker login registry.example -u ci --password-stdin\n',
      ),
    ).toBeLessThan(0.5);
  });
  test("toJSON(secrets) printed one character at a time blocks; a step decoding a key file stays clean", () => {
    expect(
      write(
        ".github/workflows/ci.yml",
        "      - run: echo '${{ toJSON(secrets) }}' | jq -r 'to_entries[] | (.value|split(\"\")|join(\" \"))'\n",
      ),
    ).toBeGreaterThanOrEqual(0.8);
    expect(
      write(
        ".github/workflows/ci.yml",
        '      - run: echo "${{ secrets.GCP_SA_KEY }}" | base64 -d > "$RUNNER_TEMP/sa.json"\n',
      ),
    ).toBeLessThan(0.5);
  });
});
