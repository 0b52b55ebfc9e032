import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, setLanguageForRender } from './i18n';
import { loadPageTexts } from './page-texts';

describe('the catalogs', () => {
  it('load Vietnamese whole even when the long page texts came first (a policy page opened in English)', async () => {
    await loadPageTexts();
    await loadLanguage('vi');
    setLanguageForRender('vi');
    expect(i18n.t('common.skip_to_content')).toBe('Chuyển đến nội dung chính');
    expect(i18n.t('pages.about.title')).toBe('Về Ladder');
    setLanguageForRender('en');
    expect(i18n.t('common.skip_to_content')).toBe('Skip to content');
  });
});
