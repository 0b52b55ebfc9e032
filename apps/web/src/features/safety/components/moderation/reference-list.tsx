import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { LoadError } from '../../../../components/ui/load-error';
import { NextPageButton } from '../../../../components/ui/next-page-button';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { useTranslation } from '../../../../lib/i18n';
import { useDebounced } from '../../../../lib/use-debounced';
import { useReferenceList, type ReferenceItem, type ReferenceKind } from '../../api/reference-data';
import { ReferenceForm } from './reference-form';
import { SkillMergeDialog } from './skill-merge-dialog';

const TEXTS = {
  industries: {
    title: 'safety_ui.ref_industries',
    search: 'safety_ui.ref_search_industries',
    add: 'safety_ui.ref_add_industry',
    empty: 'safety_ui.ref_empty_industries',
    more: 'safety_ui.ref_more_industries',
  },
  skills: {
    title: 'safety_ui.ref_skills',
    search: 'safety_ui.ref_search_skills',
    add: 'safety_ui.ref_add_skill',
    empty: 'safety_ui.ref_empty_skills',
    more: 'safety_ui.ref_more_skills',
  },
} as const;

type Open = { form: ReferenceItem | null } | { merge: ReferenceItem } | null;

/**
 * One list of reference data (industries or skills): a search on either language's name, the
 * names in both languages, Edit (and on a skill "Merge into…"), "Show more" on the API's keyset.
 */
export function ReferenceList({ kind }: { kind: ReferenceKind }) {
  const { t, i18n } = useTranslation();
  // The list is ordered by the reader's language: its name comes first, the other's below.
  const isVi = i18n.language === 'vi';
  const texts = TEXTS[kind];
  const headingId = useId();
  const [text, setText] = useState('');
  const keywords = useDebounced(text.trim(), 300);
  const list = useReferenceList(kind, keywords);
  const [open, setOpen] = useState<Open>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card aria-labelledby={headingId}>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {t(texts.title)}
          </h2>
          <Button variant="secondary" className="min-h-11" onClick={() => setOpen({ form: null })}>
            {t(texts.add)}
          </Button>
        </div>
        <div role="search">
          <TextField
            type="search"
            label={t(texts.search)}
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.isError && items.length === 0 ? (
          <LoadError onRetry={() => list.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t(texts.empty)}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-busy={list.isFetching}>
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2 py-2">
                {/* On a phone a skill's two buttons go below its names rather than squeeze them. */}
                <div className="min-w-48 flex-1">
                  <p lang={isVi ? 'vi' : 'en'} className="font-medium break-words">
                    {isVi ? item.name_vn : item.name_en}
                  </p>
                  <p lang={isVi ? 'en' : 'vi'} className="text-sm break-words text-slate-600 dark:text-slate-400">
                    {isVi ? item.name_en : item.name_vn}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11"
                    aria-label={t('safety_ui.ref_edit_name', { name: isVi ? item.name_vn : item.name_en })}
                    onClick={() => setOpen({ form: item })}
                  >
                    {t('safety_ui.ref_edit')}
                  </Button>
                  {kind === 'skills' && (
                    <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setOpen({ merge: item })}>
                      {t('safety_ui.merge_into_short')}
                      {/* The visible words begin the name (WCAG 2.5.3), the skill ends it. */}
                      <span className="sr-only"> {isVi ? item.name_vn : item.name_en}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <NextPageButton query={list}>{t(texts.more)}</NextPageButton>
      </div>
      {open && 'form' in open && <ReferenceForm kind={kind} item={open.form} onClose={() => setOpen(null)} />}
      {open && 'merge' in open && <SkillMergeDialog skill={open.merge} onClose={() => setOpen(null)} />}
    </Card>
  );
}
