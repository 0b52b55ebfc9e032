/**
 * Intl's formatters in the reader's language, each made once per language and options: making one
 * costs far more than using it, and a track's dates or a feed's counts ask for hundreds.
 */
const localeOf = (language: string) => (language === 'vi' ? 'vi-VN' : 'en-US');

function kept<T>(made: Map<string, T>, language: string, options: object, make: (locale: string) => T): T {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = made.get(key);
  if (found === undefined) {
    found = make(localeOf(language));
    made.set(key, found);
  }
  return found;
}

const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();
const relative = new Map<string, Intl.RelativeTimeFormat>();

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  kept(dates, language, options, (locale) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  kept(numbers, language, options, (locale) => new Intl.NumberFormat(locale, options));

/** "5 minutes ago", "yesterday". */
export const relativeTimeFormat = (language: string) =>
  kept(relative, language, {}, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
