import type { SearchCounts } from '@ladder/shared/schemas/people';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { Tabs } from '../../components/ui/tabs';
import { useSearchCounts, useSearchPosts } from '../../features/people/api/search';
import { HashtagResults, PeopleResults, TrackResults } from '../../features/people/components/search-results';
import { formatCount } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PostFeed } from '../posts/post-feed';
import { PeopleFilterBar, usePeopleFilters } from '../search/people-filters';

const GROUPS = ['people', 'posts', 'tracks', 'hashtags'] as const;
type Group = (typeof GROUPS)[number];
const COUNTED: Record<Group, keyof SearchCounts> = {
  people: 'people',
  posts: 'posts',
  tracks: 'career_tracks',
  hashtags: 'hashtags',
};

/** The tab with the most results (the first of equals): the one the page opens on. */
const bestOf = (counts: SearchCounts): Group =>
  GROUPS.reduce((best, group) => (counts[COUNTED[group]] > counts[COUNTED[best]] ? group : best), GROUPS[0]);

/**
 * The full results page the search box opens on Enter: `?q=` the term (the box keeps it), `?tab=`
 * the group shown once chosen; until then the group with the most results. Each tab shows its count.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim().slice(0, 100);
  const counts = useSearchCounts(term);
  const filters = usePeopleFilters();
  const isNarrowed = filters.organization !== '' || filters.skillId !== '';
  useDocumentTitle(term ? t('people.ui.search_page_title', { term }) : t('people.ui.search_results'));

  if (!term) {
    // Without keywords the people filters alone may list members (/search?org=FPT).
    return (
      <>
        <PageHeader title={t(isNarrowed ? 'people.ui.filters_title' : 'people.ui.search_results')} />
        <PeopleFilterBar />
        {isNarrowed ? <PeopleResults term="" filters={filters} /> : <EmptyState title={t('screens.search.prompt')} />}
      </>
    );
  }
  const asked = GROUPS.find((group) => group === params.get('tab'));
  const header = <PageHeader title={t('people.ui.search_page_title', { term })} />;
  if (!asked && counts.isPending) {
    return (
      <>
        {header}
        <div className="flex justify-center py-10">
          <Spinner label={t('people.ui.search_loading')} />
        </div>
      </>
    );
  }
  const tab = asked ?? (counts.data ? bestOf(counts.data) : GROUPS[0]);
  const select = (group: Group) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', group);
        return next;
      },
      { replace: true },
    );
  const label = (group: Group, text: string) => (
    <>
      {text}
      {counts.data && <CountBadge count={counts.data[COUNTED[group]]} reach={counts.data.reach} />}
    </>
  );
  return (
    <>
      {header}
      {counts.isError && (
        <p role="alert" className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {t('screens.search.counts_failed')}
          <Button variant="secondary" onClick={() => void counts.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      )}
      <Tabs
        label={t('people.ui.search_results')}
        selected={tab}
        onSelect={select}
        tabs={[
          { key: 'people', label: label('people', t('people.ui.search_people')) },
          { key: 'posts', label: label('posts', t('screens.search.tab_posts')) },
          { key: 'tracks', label: label('tracks', t('people.ui.search_tracks')) },
          { key: 'hashtags', label: label('hashtags', t('people.ui.search_hashtags')) },
        ]}
      >
        {tab === 'people' && (
          <>
            <PeopleFilterBar />
            <PeopleResults key={term} term={term} filters={filters} />
          </>
        )}
        {tab === 'posts' && <PostResults key={term} term={term} />}
        {tab === 'tracks' && <TrackResults key={term} term={term} />}
        {tab === 'hashtags' && <HashtagResults key={term} term={term} />}
      </Tabs>
    </>
  );
}

/** A tab's count: the number, or "60+" once it reaches what a search reaches; read out in words. */
function CountBadge({ count, reach }: { count: number; reach: number }) {
  const { t, i18n } = useTranslation();
  const formatted = formatCount(count, i18n.language);
  const isMore = count >= reach;
  return (
    <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      <span aria-hidden="true">{isMore ? t('screens.search.count_more', { count: formatted }) : formatted}</span>
      <span className="sr-only">
        {' '}
        {isMore
          ? t('screens.search.count_label_more', { count: formatted })
          : t('screens.search.count_label', { count, formatted })}
      </span>
    </span>
  );
}

function PostResults({ term }: { term: string }) {
  const { t } = useTranslation();
  return <PostFeed query={useSearchPosts(term)} empty={t('screens.search.none_posts', { term })} />;
}
