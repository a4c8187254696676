// Round 31 (net31): services that trust their callers opened to others (net-open-ports.ts): firewall rules for every
// address on a database's or cache's port, tunnels and frp proxies publishing such a port. `ufw allow 22`, rules with a
// source, web previews through a tunnel stay clean.

import { describe, expect, test } from "vitest";
import { frpConfigHits } from "../../../src/engine/injection/net-open-ports.ts";
import { scan } from "../../../src/engine/injection/scan.ts";

const bash = (src: string) => scan(src, "bash", { model: null }).score;

describe("ports opened to others", () => {
  test.each([
    "sudo iptables -I INPUT 1 -p tcp --dport 5432 -j ACCEPT",
    "sudo ufw allow 6379/tcp",
    "sudo ufw allow proto tcp from any to any port 27017",
    "sudo firewall-cmd --permanent --add-port=3306/tcp && sudo firewall-cmd --reload",
    "sudo firewall-cmd --permanent --add-service=redis",
    "sudo firewall-cmd --permanent --zone=public --add-port=5432/tcp",
    "sudo nft add rule inet filter input tcp dport 2375 accept",
    "ngrok tcp 5432 --region eu",
    "cloudflared tunnel --url tcp://localhost:6379",
    "bore local 3306 --to bore.example",
  ])("blocks %s", (cmd) => {
    expect(bash(cmd)).toBeGreaterThanOrEqual(0.8);
  });
  test.each([
    "sudo ufw allow 22",
    "sudo ufw allow 443/tcp",
    "sudo ufw allow from 10.20.0.0/16 to any port 5432 proto tcp",
    "sudo iptables -A INPUT -s 203.0.113.0/24 -p tcp --dport 5432 -j ACCEPT",
    "sudo iptables -A INPUT -p tcp --dport 5432 -j DROP",
    "sudo firewall-cmd --permanent --add-service=https",
    "sudo firewall-cmd --permanent --zone=internal --add-source=198.51.100.0/24 && sudo firewall-cmd --permanent --zone=internal --add-port=6379/tcp",
    "sudo nft add rule inet filter input ip saddr 10.0.0.0/8 tcp dport 3306 accept",
    "ngrok http 3000",
    "lt --port 5173",
  ])("stays clean: %s", (cmd) => {
    expect(bash(cmd)).toBeLessThan(0.5);
  });
  test("an frp client publishing ssh or a database through another's relay", () => {
    const cfg = 'serverAddr = "frp.relay.example"\n[[proxies]]\ntype = "tcp"\nlocalPort = 3306\nremotePort = 6306';
    expect(frpConfigHits("frpc.toml", cfg).map((h) => h.rule)).toEqual(["bash.reverse-tunnel"]);
    const web = 'serverAddr = "frp.acme.example"\n[[proxies]]\ntype = "http"\nlocalPort = 3000';
    expect(frpConfigHits("frpc.toml", web)).toEqual([]);
    expect(frpConfigHits("frpc.toml", cfg.replace("frp.relay.example", "127.0.0.1"))).toEqual([]);
  });
});
