/**
 * The app shell's words (docs/product.md#side-menu), letter for letter. The app shows them; tests
 * compare against them. (The error catalogue, docs/product.md#error-messages, is MESSAGES in errors.ts.)
 */
export const SHELL_TEXTS = {
  welcome: 'Welcome',
  passwordExpiresToday: 'Password expires today',
  passwordExpiresIn: (days: number) => `Password expires in ${days} days`,
  passwordExpiresOn: (monthDay: string) => `(on ${monthDay})`,
} as const;
