import { createStore, useStore } from './external-store';

/**
 * The language dates are shown in (docs/product.md#dates-and-times).
 * The device's language by default; a choice made in About is kept on the device.
 */
export const STORAGE_LANGUAGE = 'crewline_language';

/** The languages offered in About: those most spoken by the agency's employees. */
const OFFERED = ['en', 'es', 'zh', 'ru', 'bn', 'ko', 'ar', 'fr', 'it', 'pl', 'ur'] as const;

/** The offered languages this device can format dates in. */
export function languageChoices(): string[] {
  return OFFERED.filter((code) => Intl.DateTimeFormat.supportedLocalesOf([code]).length > 0);
}

export function deviceLanguage(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en';
}

function readStored(): string | undefined {
  try {
    const value = localStorage.getItem(STORAGE_LANGUAGE);
    return value && Intl.DateTimeFormat.supportedLocalesOf([value]).length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The employee's choice; undefined follows the device. */
export const languageChoiceStore = createStore<string | undefined>(readStored());

/** Chooses a language (undefined: the device's again) and keeps the choice on the device. */
export function chooseLanguage(code: string | undefined): void {
  try {
    if (code === undefined) localStorage.removeItem(STORAGE_LANGUAGE);
    else localStorage.setItem(STORAGE_LANGUAGE, code);
  } catch {
    // Storage refused (private mode): the choice lasts for this run only.
  }
  languageChoiceStore.set(code);
}

/** The language to format in now. */
export function currentLanguage(): string {
  return languageChoiceStore.get() ?? deviceLanguage();
}

/** The language to format in, re-rendering when the employee changes it. */
export function useLanguage(): string {
  return useStore(languageChoiceStore) ?? deviceLanguage();
}

/** A language's name in that language itself ('es' → 'Español'). */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
