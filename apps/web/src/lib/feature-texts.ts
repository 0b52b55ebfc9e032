import { i18n } from './i18n';

let loading: Promise<void> | null = null;

/**
 * The English texts of the features (tracks, people, notifications, goals…) are loaded with the
 * first route that needs them, so the sign-in screens carry only the core catalog. Vietnamese
 * comes whole with its own chunk (i18n.ts). The router's `page` waits for this before a screen
 * draws, on the server and before the browser hydrates, so both draw the same words.
 */
export function loadFeatureTexts(): Promise<void> {
  loading ??= import('@ladder/shared/i18n/en').then(({ en }) => {
    i18n.addTexts('en', en);
  });
  return loading;
}
