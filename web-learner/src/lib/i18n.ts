import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'hi', label: 'हिन्दी', short: 'हिं' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/**
 * The interface in English and Hindi. Keys are the English texts themselves (the spec's words, verbatim), so
 * English needs no files; Hindi comes from `locales/hi/<namespace>.json`, loaded with the screen that uses it.
 */
void i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, namespace: string) =>
      language === 'hi' ? import(`../locales/hi/${namespace}.json`) : Promise.resolve({}),
    ),
  )
  .use(initReactI18next)
  .init({
    supportedLngs: ['en', 'hi'],
    fallbackLng: 'en',
    load: 'languageOnly',
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    // i18next's notice would print in the server's log, where the catalog draws the demo (issue 37).
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'language',
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  });

// (Not when the build renders a first screen in Node, where there is no document.)
if (typeof document !== 'undefined')
  i18n.on('languageChanged', (lng) => document.documentElement.setAttribute('lang', lng));

export default i18n;
