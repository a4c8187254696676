// A host's site: the last two labels of its name, the part an owner registers (`mail.kestrel-freight.example` → `kestrel-freight.example`).

/** The last two labels of a host (`registry.acme.example` → `acme.example`). */
export function site(host: string): string {
  return host.split(".").slice(-2).join(".");
}
