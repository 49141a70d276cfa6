import { DEMO_GATEWAY_API_KEY, GATEWAY_PATH } from '@crewline/protocol';

/** The regional gateways the app was built with, tried in order (docs/architecture.md#wire-protocol). */
export function gatewayUrls(value: string | undefined = import.meta.env.VITE_GATEWAY_URLS): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  return urls.length > 0 ? urls : [GATEWAY_PATH('east'), GATEWAY_PATH('west')];
}

export function gatewayApiKey(value: string | undefined = import.meta.env.VITE_GATEWAY_API_KEY): string {
  return value?.trim() ? value.trim() : DEMO_GATEWAY_API_KEY;
}
