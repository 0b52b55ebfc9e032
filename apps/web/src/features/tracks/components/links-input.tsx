import { X } from 'lucide-react';
import { isHttpUrl } from '@ladder/shared/values/urls';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { controlClass, Field } from '../../../components/ui/field';
import { shortenUrl } from '@ladder/shared/values/post-text';

/**
 * docs/product.md "Layout and parts": a resource link is added on Enter (a blank one is ignored, one that is not a
 * web address is refused) and removed by clicking its label.
 */
export function LinksInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (links: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const message = isInvalid ? 'validation.url_invalid' : error;

  const add = () => {
    const link = text.trim();
    if (!link) return;
    if (!isHttpUrl(link)) {
      setIsInvalid(true);
      return;
    }
    if (!value.includes(link)) onChange([...value, link]);
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
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((link) => (
            <li key={link}>
              <button
                type="button"
                title={link}
                aria-label={t('tracks.ui.remove_link', { url: link })}
                onClick={() => onChange(value.filter((other) => other !== link))}
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {shortenUrl(link)} <X aria-hidden="true" className="size-3.5 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
