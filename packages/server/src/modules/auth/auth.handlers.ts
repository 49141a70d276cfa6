import type { AUTH_SERVICES, ENROL_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { loginTicket, logout, signIn } from './auth.service';
import { changePassword } from './change-password.service';
import { enrolFinish, enrolStart } from './enrolment.service';
import { endOtherSessions, endSignedInSession, signedInSessions } from './signed-in-devices.service';

export const AUTH_HANDLERS: HandlersOf<typeof AUTH_SERVICES & typeof ENROL_SERVICES> = {
  mta_login: signIn,
  mta_loginTicket: loginTicket,
  mta_logout: logout,
  mta_sessions: signedInSessions,
  mta_sessionEnd: endSignedInSession,
  mta_sessionsEndOthers: endOtherSessions,
  mta_changePassword: changePassword,
  mta_enrolStart: enrolStart,
  mta_enrolFinish: enrolFinish,
};
