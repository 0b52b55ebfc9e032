import { pickLanguage, translate } from '@ladder/shared/i18n/translate';

/** A holding page until the web shell lands (issue 3): the product name and the API reference. */
export function App() {
  const language = pickLanguage(navigator.languages.join(','));
  const t = (key: string) => translate(language, key);
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24, lineHeight: 1.5 }}
    >
      <h1>Ladder</h1>
      <p>{t('app.tagline')}</p>
      <p>
        <a href="/api/docs/">{t('app.api_docs')}</a>
      </p>
    </main>
  );
}
