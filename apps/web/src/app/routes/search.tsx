import { useTranslation } from '../../lib/i18n';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { Tabs } from '../../components/ui/tabs';
import { HashtagResults, PeopleResults, TrackResults } from '../../features/people/components/search-results';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTabParam } from '../../lib/use-tab-param';

const GROUPS = ['people', 'hashtags', 'tracks'] as const;

/** The full results page the search box opens on Enter: `?q=` the term, `?tab=` the group shown. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim().slice(0, 100);
  const [tab, selectTab] = useTabParam(GROUPS);
  useDocumentTitle(term ? t('people.ui.search_page_title', { term }) : t('people.ui.search_results'));

  if (!term) {
    return (
      <>
        <PageHeader title={t('people.ui.search_results')} />
        <EmptyState title={t('people.ui.search_page_prompt')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('people.ui.search_page_title', { term })}>{t('people.ui.search_reach')}</PageHeader>
      <Tabs
        label={t('people.ui.search_results')}
        selected={tab}
        onSelect={selectTab}
        tabs={[
          { key: 'people', label: t('people.ui.search_people') },
          { key: 'hashtags', label: t('people.ui.search_hashtags') },
          { key: 'tracks', label: t('people.ui.search_tracks') },
        ]}
      >
        {tab === 'people' && <PeopleResults key={term} term={term} />}
        {tab === 'hashtags' && <HashtagResults key={term} term={term} />}
        {tab === 'tracks' && <TrackResults key={term} term={term} />}
      </Tabs>
    </>
  );
}
