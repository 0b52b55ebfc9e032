import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { HASHTAG_TOKEN } from '@ladder/shared/values/posts';
import { shortenUrl } from '../../../lib/format';

const PREVIEW_CHARACTERS = 300;
const PREVIEW_LINES = 3;
const TOKEN = new RegExp(`(https?://[^\\s<>"]+[^\\s<>".,;:!?)\\]])|(${HASHTAG_TOKEN})`, 'gu');

/** Text with hashtags as links to the filtered feed and URLs as shortened links. */
function RichText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    const [whole, url] = match;
    if (url) {
      parts.push(
        <a
          key={index}
          href={url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          title={url}
          className="text-brand-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-brand-300"
        >
          {shortenUrl(url)}
        </a>,
      );
    } else {
      parts.push(
        <Link
          key={index}
          to={`/feed?hashtag=${encodeURIComponent(whole.slice(1))}`}
          className="font-medium text-brand-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-brand-300"
        >
          {whole}
        </Link>,
      );
    }
    last = index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** SPEC.md §9: long posts show 300 characters or 3 lines, then "see more". */
export function PostContent({ content, isWhole = false }: { content: string; isWhole?: boolean }) {
  const { t } = useTranslation();
  // The post's own page shows the text whole; lists show a preview.
  const [isExpanded, setIsExpanded] = useState(isWhole);
  const lines = content.split('\n');
  const isLong = content.length > PREVIEW_CHARACTERS || lines.length > PREVIEW_LINES;
  const shown =
    isExpanded || !isLong
      ? content
      : `${lines.slice(0, PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARACTERS).trimEnd()}...`;
  return (
    <div className="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
      <RichText text={shown} />
      {isLong && !isExpanded && (
        <>
          {' '}
          <button
            type="button"
            onClick={() => setIsExpanded(true)}
            className="font-semibold text-slate-700 hover:underline dark:text-slate-300"
          >
            {t('post.see_more')}
          </button>
        </>
      )}
    </div>
  );
}
