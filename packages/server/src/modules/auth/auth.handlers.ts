import type { AUTH_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { loginTicket, logout, signIn } from './auth.service';

export const AUTH_HANDLERS: HandlersOf<typeof AUTH_SERVICES> = {
  mta_login: signIn,
  mta_loginTicket: loginTicket,
  mta_logout: logout,
};
