import {
  DEFAULT_PASSWORD_RESET_LINK,
  DEFAULT_WELCOME_TEXT,
  type Environment,
  type EnvironmentList,
  MOCK_ENV_TYPE,
  type WelcomeMessage,
} from '@crewline/protocol';

/**
 * The 'mock' environment of the browser-dev platform (docs/product.md#environment-start-up, step 2):
 * nothing is fetched; service calls read the generated files under assets/mocks/.
 */
export const MOCK_ENVIRONMENT: Environment = {
  type: MOCK_ENV_TYPE,
  host: '',
  port: '',
  user: '',
  pwd: '',
  supportEmail: '',
  androidVersion: '',
  androidUrl: '',
  iosVersion: '',
  iosUrl: '',
  index: 0,
  deptSuffix: '',
};

/** The built-in welcome text (docs/product.md#constants), as the mock environment's welcome message. */
const BUILT_IN_WELCOME: WelcomeMessage = { title: '', message: DEFAULT_WELCOME_TEXT, dismissible: true };

export const MOCK_ENVIRONMENT_LIST: EnvironmentList = {
  servers: [MOCK_ENVIRONMENT],
  defaultEnvType: MOCK_ENV_TYPE,
  welcomeMessage: BUILT_IN_WELCOME,
  welcomeMessage_desktop: BUILT_IN_WELCOME,
  passwordResetLink: DEFAULT_PASSWORD_RESET_LINK,
};
