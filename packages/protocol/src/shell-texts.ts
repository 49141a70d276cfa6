/**
 * The app shell's words from spec §2 and §4, letter for letter. The app shows them; tests
 * compare against them. (The error catalogue of spec §8 is MESSAGES in errors.ts.)
 */
export const SHELL_TEXTS = {
  welcome: 'Welcome',
  passwordExpiresToday: 'Password expires today',
  passwordExpiresIn: (days: number) => `Password expires in ${days} days`,
  passwordExpiresOn: (monthDay: string) => `(on ${monthDay})`,
} as const;
