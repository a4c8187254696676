// What a payload left to run later reaches: the network words of rc files, hooks and cron entries, addresses kept as settings.

/** a payload written to run later (rc file, hook, cron entry) that fetches, decodes or opens a shell to the network */
export const CARRIES_NETWORK =
  /\b(?:curl|wget|nc|ncat|bash -i|base64|\/dev\/tcp|python3? -c)\b|https?:\/\/|\beval\s{1,3}["']?\$\(\s{0,3}(?:curl|wget|echo|printf|base64)/;
/** more a cron entry may do: other socket tools, interpreter one-liners, raw IP addresses, ftp */
export const CRON_REMOTE =
  /\b(?:socat|\/dev\/udp|socket|(?:python[\d.]*|perl|ruby|php|node|lua[\d.]*|crystal|awk)\s+(?:-[ecr]|eval)|(?:\d{1,3}\.){3}\d{1,3})\b|ftp:\/\//;

/** `export HTTPS_PROXY=http://proxy:3128`, `REGISTRY_URL="https://…"`: an address kept in a variable is a setting, not a fetch. */
export function settingsOff(text: string): string {
  return text.replace(
    /\b(?:export\s{1,3})?[a-z_][a-z0-9_]{0,40}=["']?(?:https?|socks5h?):\/\/[^\s"';|&]{1,300}["']?/gi,
    "setting",
  );
}
