import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pagesEn } from './pages.en';
import { pagesVi } from './pages.vi';
import { vi } from './vi';

/** A footer link reads as the title of the page it opens, so that a member knows they arrived. */
const NAMED = ['user_agreement', 'privacy_policy', 'cookie_policy', 'accessibility'] as const;

describe.each([
  ['en', en, pagesEn],
  ['vi', vi, pagesVi],
] as const)('the footer links in %s', (_language, catalog, pages) => {
  it.each(NAMED)('%s reads as its page title', (key) => {
    expect(catalog.footer[key]).toBe(pages[key].title);
  });
});
