import { i18n } from './i18n';

/**
 * The long texts of the static pages are loaded only when such a page opens, so the
 * sign-in screen does not carry them. Both languages come together (a switch is instant).
 */
export async function loadPageTexts(): Promise<void> {
  if (i18n.exists('pages.about.title')) return;
  const [{ pagesEn }, { pagesVi }] = await Promise.all([
    import('@ladder/shared/i18n/pages.en'),
    import('@ladder/shared/i18n/pages.vi'),
  ]);
  i18n.addTexts('en', { pages: pagesEn });
  i18n.addTexts('vi', { pages: pagesVi });
}
