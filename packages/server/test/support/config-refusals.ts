import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

/** The lines of loadConfig's refusal of `env`, one a setting (it must refuse). */
export function configRefusals(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  }
  throw new Error('loadConfig accepted it');
}
