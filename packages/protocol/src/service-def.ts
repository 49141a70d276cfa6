import type { z } from 'zod';
import type { Role } from './roles';

export interface ServiceDef {
  /** Who may call it (see roles.ts). */
  role: Role;
  summary: string;
  request: z.ZodType;
  elements: z.ZodType;
  /** The app keeps responses in memory per payload (docs/product.md#caching). */
  cached?: boolean;
  /** Never written to the app log (the app-log service itself). */
  unlogged?: boolean;
  /** The largest request body in bytes, for a payload that may rightly exceed the server's BODY_LIMIT. */
  bodyLimit?: number;
}
