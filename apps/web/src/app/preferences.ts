import type { Language, Theme } from '@ladder/shared/constants';
import { toast } from '../lib/toast';
import { useUpdateMe } from '../features/account/api/update-me';
import { applyLanguage, useTranslation } from '../lib/i18n';
import { useSession } from '../lib/session';
import { storage } from '../lib/storage';
import { applyTheme, useTheme } from '../lib/theme';

/**
 * Theme and language: a visitor's choice is remembered in the browser; a member's is saved
 * to the profile (default_theme, default_language) and follows them to other devices.
 */
export function usePreferences() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const updateMe = useUpdateMe();
  const theme = useTheme();
  const language = (i18n.language === 'vi' ? 'vi' : 'en') satisfies Language;

  const save = (change: { default_theme?: Theme; default_language?: Language }) => {
    if (!user) return;
    updateMe.mutate(change, { onError: () => toast.error(t('toast.generic_error')) });
  };

  return {
    theme,
    language,
    setTheme: (next: Theme) => {
      applyTheme(next);
      storage.write('theme', next);
      save({ default_theme: next });
    },
    setLanguage: (next: Language) => {
      applyLanguage(next);
      storage.write('language', next);
      save({ default_language: next });
    },
  };
}
