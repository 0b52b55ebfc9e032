import { Check, Link } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * "Copy link": copies this site's `path` and says "Link copied" for a moment (read out by screen
 * readers). `onCopied` runs after each copy, e.g. to record the member's share.
 */
export function CopyLinkButton({
  path,
  onCopied,
  className,
  isLabelHiddenOnPhone = false,
}: {
  path: string;
  onCopied?: (() => void) | undefined;
  className: string;
  /** In a post's action bar the label shows from the `sm` breakpoint only. */
  isLabelHiddenOnPhone?: boolean;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(`${window.location.origin}${path}`).catch(() => undefined);
    setIsCopied(true);
    window.setTimeout(() => setIsCopied(false), 1500);
    onCopied?.();
  };
  return (
    <button type="button" className={className} onClick={() => void copy()}>
      {isCopied ? (
        <Check aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <Link aria-hidden="true" className="size-4 shrink-0" />
      )}
      <span aria-live="polite" className={isLabelHiddenOnPhone ? 'sr-only sm:not-sr-only' : undefined}>
        {isCopied ? t('post.link_copied') : t('post.copy_link')}
      </span>
    </button>
  );
}
