import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from './button';

/** The iframe's size: what /oembed answers without bounds (docs/decisions/0051-embedding-a-track.md). */
const WIDTH = 480;
const HEIGHT = 600;

/**
 * The code that embeds a track's card in another site (docs/decisions/0051-embedding-a-track.md):
 * an iframe of `path` in the reader's language, shown to select and with a "Copy code" button.
 */
export function EmbedCode({ path, title }: { path: string; title: string }) {
  const { t, i18n } = useTranslation();
  const isHydrated = useHydrated();
  const [isCopied, setIsCopied] = useState(false);
  const id = useId();
  const origin = isHydrated ? window.location.origin : '';
  const frameTitle = t('embed.frame_title', { title }).replace(/"/g, '&quot;');
  const code = `<iframe src="${origin}${path}?lang=${i18n.language}" width="${WIDTH}" height="${HEIGHT}" title="${frameTitle}" loading="lazy" style="border:0;max-width:100%"></iframe>`;
  const copy = async () => {
    await navigator.clipboard.writeText(code).catch(() => undefined);
    setIsCopied(true);
    window.setTimeout(() => setIsCopied(false), 1500);
  };
  return (
    <div className="space-y-2 border-t border-slate-200 px-1 pt-2 dark:border-slate-700">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('embed.dialog_title')}</p>
      <p className="text-xs text-slate-700 dark:text-slate-300">{t('embed.dialog_hint')}</p>
      <label htmlFor={id} className="sr-only">
        {t('embed.code_label')}
      </label>
      <textarea
        id={id}
        readOnly
        rows={4}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      />
      <button type="button" className={`${buttonClass('primary')} w-full`} onClick={() => void copy()}>
        <span aria-live="polite">{isCopied ? t('embed.copied') : t('embed.copy_code')}</span>
      </button>
    </div>
  );
}
