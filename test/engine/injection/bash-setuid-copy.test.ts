// A setuid target that the script copied from a system program is that program; a package's own built file is not.

import { expect, test } from "vitest";
import { copiedSystemProgram } from "../../../src/engine/injection/bash-setuid-copy.ts";

test.each([
  ["/usr/local/sbin/ff", "cp /usr/bin/find /usr/local/sbin/ff && chmod 4755 /usr/local/sbin/ff", "/usr/bin/find"],
  ["/opt/t/v", "install -m 0755 /usr/bin/vim /opt/t/v; chmod u+s /opt/t/v", "/usr/bin/vim"],
  ["/var/tmp/.p", "dd if=/bin/dash of=/var/tmp/.p && chmod +s /var/tmp/.p", "/bin/dash"],
  ["/usr/local/bin/helper", "cp build/helper /usr/local/bin/helper && chmod 4755 /usr/local/bin/helper", null],
  ["/usr/lib/x/helper", "chmod u+s /usr/lib/x/helper", null],
  ["", "cp /bin/sh /tmp/s", null],
])("%s", (target, src, from) => {
  expect(copiedSystemProgram(target, src)).toBe(from);
});
