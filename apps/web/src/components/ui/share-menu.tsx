import { Code, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useMediaQuery } from '../../lib/use-media-query';
import { buttonClass } from './button';
import { CopyLinkButton } from './copy-link-button';
import { EmbedCode } from './embed-code';

const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** Where each network takes a link to share (Zalo has no such address: its item opens Zalo's web chat after copying). */
const NETWORKS = [
  {
    name: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'LinkedIn',
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  { name: 'X', href: (url: string) => `https://x.com/intent/post?url=${encodeURIComponent(url)}` },
  { name: 'Zalo', href: () => 'https://chat.zalo.me/' },
] as const;

/**
 * "Share" (docs/decisions/0047-shared-links.md): on a phone that has a system share sheet
 * (`navigator.share`, which reaches Zalo, Messenger and Facebook) the button opens it; elsewhere
 * it opens a menu of copy link, Facebook, LinkedIn, X and Zalo, and, given `embedPath`, "Embed"
 * with the iframe code (docs/decisions/0051-embedding-a-track.md). `onShared` runs once a link left
 * (the page records the member's share).
 */
export function ShareMenu({
  path,
  title,
  onShared,
  embedPath,
}: {
  path: string;
  title: string;
  onShared?: () => void;
  embedPath?: string;
}) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const isPhone = useMediaQuery('(max-width: 40rem)');
  const [isOpen, setIsOpen] = useState(false);
  const [isEmbedShown, setIsEmbedShown] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const canShareSheet = isHydrated && isPhone && typeof navigator.share === 'function';

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node))
        setIsOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [isOpen]);

  const open = async () => {
    if (!canShareSheet) {
      setIsEmbedShown(false);
      return setIsOpen((value) => !value);
    }
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.share({ title, url });
      onShared?.();
    } catch {
      // Closed without sharing.
    }
  };
  const url = isHydrated ? `${window.location.origin}${path}` : path;
  return (
    <div ref={wrapper} className="relative">
      <button
        type="button"
        className={buttonClass('secondary')}
        aria-haspopup={canShareSheet ? undefined : 'menu'}
        aria-expanded={canShareSheet ? undefined : isOpen}
        aria-controls={isOpen ? menuId : undefined}
        // Drawn by the server, it works once the page is taken over: until then a tap would be lost.
        disabled={!isHydrated}
        onClick={() => void open()}
      >
        <Share2 aria-hidden="true" className="size-4 shrink-0" /> {t('sharing.share')}
      </button>
      {isOpen && (
        <div
          id={menuId}
          className={`absolute right-0 z-20 mt-2 ${isEmbedShown ? 'w-80 sm:w-96' : 'w-56'} space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900`}
        >
          <CopyLinkButton path={path} onCopied={onShared} className={ITEM} />
          {NETWORKS.map((network) => (
            <a
              key={network.name}
              href={network.href(url)}
              target="_blank"
              rel="noopener noreferrer"
              className={ITEM}
              onClick={() => {
                if (network.name === 'Zalo') void navigator.clipboard?.writeText(url).catch(() => undefined);
                onShared?.();
                setIsOpen(false);
              }}
            >
              {t('sharing.share_on', { network: network.name })}
            </a>
          ))}
          {embedPath && (
            <button
              type="button"
              className={ITEM}
              aria-expanded={isEmbedShown}
              onClick={() => setIsEmbedShown((value) => !value)}
            >
              <Code aria-hidden="true" className="me-2 inline size-4" />
              {t('embed.menu_item')}
            </button>
          )}
          {embedPath && isEmbedShown && <EmbedCode path={embedPath} title={title} />}
        </div>
      )}
    </div>
  );
}
