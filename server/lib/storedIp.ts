/** Width of every stored client-address column (admin sessions, audit log, impersonation sessions). */
export const IP_COLUMN_LENGTH = 64;

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * A client address as it is stored. Behind a trusted proxy `ctx.ip` comes from X-Forwarded-For,
 * text the client can make any length, and one value wider than the column fails the whole insert
 * (a 500 at admin login). IPv4 clients of a dual-stack socket (`::ffff:203.0.113.9`) are stored in
 * their plain IPv4 form, so the audit log shows one address one way.
 */
export function storedIp(ip: string | null | undefined): string | null {
  const trimmed = ip?.trim();
  if (!trimmed) return null;
  const plain = IPV4_MAPPED.exec(trimmed)?.[1] ?? trimmed;
  return plain.slice(0, IP_COLUMN_LENGTH);
}
