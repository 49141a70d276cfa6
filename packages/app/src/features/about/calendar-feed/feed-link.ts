/** The feed's address for calendar apps: webcal:// opens the device's calendar to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
