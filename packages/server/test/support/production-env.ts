import { randomBytes } from 'node:crypto';

const key = () => randomBytes(32).toString('base64');

/** A production environment loadConfig accepts (fresh keys each call); a test spoils one setting. */
export function productionEnv(): Record<string, string> {
  return {
    CREWLINE_MODE: 'production',
    GATEWAY_API_KEY: 'a-gateway-key-of-the-agency',
    PUBLIC_URL: 'https://crew.agency.example',
    DATABASE_URL: 'postgres://crewline_app@db.agency.example/crewline',
    SECRET_KEY: key(),
    LEDGER_SIGNING_KEY: key(),
  };
}
