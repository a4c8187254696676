// Secrets of network and data-store clients: VPN keys and profiles, tunnel and broker credentials, database login files.

/**
 * Files that hold a network or data-store client's login: a WireGuard config (its `PrivateKey`), an OpenVPN key, a cloudflared tunnel's credentials and origin certificate, ngrok's
 * and tailscale's auth state, NATS `.creds` files and contexts, MySQL's option and login files (`.my.cnf`,
 * `.mylogin.cnf`), redis-cli's auth file. Their public halves and the tools' plain settings are not secrets
 * (`wg0.conf.example`, `/etc/openvpn/ca.crt`, `nats.conf`, `cloudflared/config.yml`).
 */
export const NET_SECRET_PATH =
  /\/etc\/wireguard\/[^\s"'`|;&)]{1,60}\.(?:conf|key)\b(?!\.(?:example|sample|template))|\/etc\/wireguard\/(?:private|privatekey)\b|\bwg\d{0,3}[-_]?private(?:key)?\b|\/etc\/openvpn\/[^\s"'`|;&)]{0,60}\.key\b|\.cloudflared\/(?:[0-9a-f-]{36}\.json|cert\.pem)\b|\/etc\/cloudflared\/(?:[0-9a-f-]{36}\.json|cert\.pem)\b|\.config\/ngrok\/ngrok\.yml\b|\/var\/lib\/tailscale\/tailscaled\.state\b|[^\s"'`|;&)/]{1,60}\.creds\b|\.config\/nats\/context\b|\.my\.cnf\b|\.mylogin\.cnf\b|\.rediscli_auth\b/i;
