import { gatewayApiKey, gatewayUrls } from './gateway.config';

/**
 * The gateways this build was made with (VITE_GATEWAY_URLS / VITE_GATEWAY_API_KEY; the two
 * same-origin regional gateways and the demo key when unset). Native builds must set
 * absolute URLs: the app runs from the web view's own origin, not the agency's.
 */
export function buildGateway(): { urls: readonly string[]; apiKey: string } {
  return { urls: gatewayUrls(), apiKey: gatewayApiKey() };
}
