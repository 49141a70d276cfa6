import { afterEach, describe, expect, it } from 'vitest';
import { formatDisplayDate } from './date-format';
import {
  chooseLanguage,
  currentLanguage,
  deviceLanguage,
  languageChoices,
  languageName,
  STORAGE_LANGUAGE,
} from './language';

afterEach(() => chooseLanguage(undefined));

describe('the date language', () => {
  it("follows the device's language until the employee chooses one", () => {
    expect(currentLanguage()).toBe(deviceLanguage());
    chooseLanguage('ru');
    expect(currentLanguage()).toBe('ru');
    expect(localStorage.getItem(STORAGE_LANGUAGE)).toBe('ru');
    chooseLanguage(undefined);
    expect(localStorage.getItem(STORAGE_LANGUAGE)).toBeNull();
    expect(currentLanguage()).toBe(deviceLanguage());
  });

  it('is what date formatting reads', () => {
    chooseLanguage('es');
    expect(formatDisplayDate('2026-12-07')).toBe('07-Dic-26');
    chooseLanguage('en');
    expect(formatDisplayDate('2026-12-07')).toBe('07-Dec-26');
  });

  it('offers languages by their own names', () => {
    expect(languageChoices()).toContain('es');
    expect(languageName('es')).toBe('Español');
    expect(languageName('en')).toBe('English');
  });
});
