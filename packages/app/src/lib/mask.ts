/** Keys whose values are secrets: passwords (docs/product.md#logging) and session tickets. */
const SECRET_KEY = /socsec|password|passwd|pwd|ticket/i;

/** Keeps only the first and last characters ('transit-demo' → 't**********o'). */
export function maskSecret(value: string): string {
  if (value.length <= 2) return '*'.repeat(value.length);
  return `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`;
}

/** A deep copy of `value` with every secret string field masked. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = typeof v === 'string' && SECRET_KEY.test(key) ? maskSecret(v) : maskSecrets(v);
  }
  return out;
}
