/**
 * The origin of a URL as a browser sends it in the Origin header, or undefined when `url`
 * names none. WHATWG URL gives non-web schemes (app://crewline of the desktop shell,
 * capacitor://localhost of iOS) the opaque origin 'null', so those are built from scheme
 * and host; a URL without a host (or with credentials) names no origin at all.
 */
export function parseOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.origin !== 'null') return parsed.origin;
  if (parsed.host === '' || parsed.username !== '' || parsed.password !== '') return undefined;
  return `${parsed.protocol}//${parsed.host}`.toLowerCase();
}
