import { LANGUAGES, type Language } from '@ladder/shared/constants';
import { X } from 'lucide-react';
import { isHttpUrl } from '@ladder/shared/values/urls';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { controlClass, Field } from '../../../components/ui/field';
import { shortenUrl } from '@ladder/shared/values/post-text';

/**
 * docs/product.md "Layout and parts": a resource link is added on Enter (a blank one is ignored, one that is not a
 * web address is refused) and removed by clicking its label. Each carries the language chosen
 * beside the box when it was added, so that readers see theirs first (docs/decisions/0063).
 */
export function LinksInput({
  value,
  languages,
  onChange,
  error,
}: {
  value: string[];
  /** Each link's language, in the same order (null: not said). */
  languages: (Language | null)[];
  onChange: (links: string[], languages: (Language | null)[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');
  const [isInvalid, setIsInvalid] = useState(false);
  const message = isInvalid ? 'validation.url_invalid' : error;
  const languageOf = (index: number) => languages[index] ?? null;

  const add = () => {
    const link = text.trim();
    if (!link) return;
    if (!isHttpUrl(link)) {
      setIsInvalid(true);
      return;
    }
    if (!value.includes(link))
      onChange([...value, link], [...value.map((_url, index) => languageOf(index)), language || null]);
    setText('');
  };

  return (
    <div>
      <Field label={t('tracks.ui.links')} hint={t('tracks.ui.links_hint')} error={message}>
        {(control) => (
          <input
            {...control}
            type="url"
            inputMode="url"
            value={text}
            placeholder="https://"
            onChange={(event) => {
              setText(event.target.value);
              setIsInvalid(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            className={controlClass(Boolean(message))}
          />
        )}
      </Field>
      <label className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        {t('languages.link_language')}
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language | '')}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          <option value="">{t('languages.link_language_none')}</option>
          {LANGUAGES.map((one) => (
            <option key={one} value={one}>
              {t(`languages.option_${one}`)}
            </option>
          ))}
        </select>
      </label>
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((link, index) => (
            <li key={link}>
              <button
                type="button"
                title={link}
                aria-label={t('tracks.ui.remove_link', { url: link })}
                onClick={() =>
                  onChange(
                    value.filter((other) => other !== link),
                    value.map((_url, at) => languageOf(at)).filter((_language, at) => at !== index),
                  )
                }
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {languageOf(index) && (
                  <span className="font-semibold uppercase">{t(`languages.short_${languageOf(index)}`)}</span>
                )}
                {shortenUrl(link)} <X aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
