export { type AccountFound, findEmployeeAccounts } from './accounts';
export { AUTH_HANDLERS } from './auth.handlers';
export {
  COMMAND_ACTOR,
  ENROL_CODE_TEXTS,
  EnrolmentCodeRefused,
  makeEnrolmentCode,
  makeEnrolmentCodeInServer,
} from './enrolment-codes';
export { checkPassword, hashPassword } from './password';
export { MESSAGE_ID as SECOND_FACTOR_MESSAGE_ID } from './second-factor.page';
export { secondFactorRoutes } from './second-factor.route';
export { authenticate, forgetAllSessions, forgetSession, SESSIONS_ENDED_CHANNEL } from './sessions.service';
export { pruneSignInRecords } from './sign-in-retention';
export { sessionRef } from './signed-in-devices.service';
export { resealTotpSecrets } from './totp-secrets';
