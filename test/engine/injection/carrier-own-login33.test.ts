// carrier-own-login33: the reader's own login added to a local group as a setup step, against grants that reach past it.

import { describe, expect, test } from "vitest";
import { ownLoginGroup33 } from "../../../src/engine/injection/carrier-own-login33.ts";

/** the words after the verb and the object in them, as carrier-effects.ts hands them over (lower case) */
const call = (sentence: string, verb: string, object: string): boolean => {
  const rest = sentence.slice(sentence.indexOf(verb) + verb.length);
  return ownLoginGroup33(sentence, rest, rest.indexOf(object), object);
};

describe("ownLoginGroup33", () => {
  test.each([
    [
      "a re-login after the group",
      "add your user to the podman group (`sudo usermod -ag podman $user`), then log out and back in",
      "podman group",
    ],
    ["an alternative offered", "add yourself to the dialout group or use the udev rule in contrib/", "dialout group"],
    ["$USER and newgrp", "add $user to the libvirt group and run newgrp libvirt", "libvirt group"],
  ])("setup step: %s", (_, sentence, object) => {
    expect(call(sentence, "add", object)).toBe(true);
  });
  test.each([
    ["an admin group", "add your user to the sudo group, then log out and back in", "sudo group"],
    ["wheel", "add your user to the wheel group or use doas", "wheel group"],
    ["another account", "add the deploy account to the docker group, then log out and in", "docker group"],
    ["no re-login, no alternative", "add your user to the docker group before the next build", "docker group"],
  ])("not a setup step: %s", (_, sentence, object) => {
    expect(call(sentence, "add", object)).toBe(false);
  });
});
