import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

const key = () => randomBytes(32).toString('base64');

/** A production environment loadConfig accepts (fresh keys each call); a test spoils one setting. */
export function productionEnv(): Record<string, string> {
  const vapid = webpush.generateVAPIDKeys();
  return {
    CREWLINE_MODE: 'production',
    GATEWAY_API_KEY: 'a-gateway-key-of-the-agency',
    PUBLIC_URL: 'https://crew.agency.example',
    DATABASE_URL: 'postgres://crewline_app@db.agency.example/crewline',
    SECRET_KEY: key(),
    LEDGER_SIGNING_KEY: key(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:it@agency.example',
  };
}
