import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { postTextParts } from '@ladder/shared/values/post-text';

const PREVIEW_CHARACTERS = 300;
const PREVIEW_LINES = 3;
// The server's first paint of a shared post uses the same classes (apps/api's web-pages.ts).
const URL_CLASS = 'text-brand-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-brand-300';
const HASHTAG_CLASS = `font-medium ${URL_CLASS}`;
/** Text with hashtags as links to the filtered feed and URLs as shortened links. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {postTextParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : part.kind === 'url' ? (
          <a
            key={index}
            href={part.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            title={part.url}
            className={URL_CLASS}
          >
            {part.label}
          </a>
        ) : (
          <Link key={index} to={`/feed?hashtag=${encodeURIComponent(part.tag)}`} className={HASHTAG_CLASS}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

/** docs/product.md "Fixed values and limits": long posts show 300 characters or 3 lines, then "see more". */
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
