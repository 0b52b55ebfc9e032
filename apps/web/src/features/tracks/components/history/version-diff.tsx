import { SKILL_CATEGORIES } from '@ladder/shared/constants';
import type { TextPart, VersionComparison } from '@ladder/shared/schemas/track-history';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { LEVEL_KEYS } from '../levels';

/**
 * Words kept, added and removed, in order. Added words are underlined and removed ones struck
 * through (not only coloured), and a screen reader hears "Added:" or "Removed:" before each.
 */
export function WordDiff({ parts }: { parts: TextPart[] }) {
  const { t } = useTranslation();
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'added' ? (
          <ins
            key={index}
            className="rounded bg-emerald-100 px-0.5 text-emerald-900 underline decoration-2 dark:bg-emerald-900/60 dark:text-emerald-100"
          >
            <span className="sr-only">{t('history.added_mark')} </span>
            {part.text}
          </ins>
        ) : (
          <del
            key={index}
            className="rounded bg-red-100 px-0.5 text-red-900 line-through decoration-2 dark:bg-red-900/60 dark:text-red-100"
          >
            <span className="sr-only">{t('history.removed_mark')} </span>
            {part.text}
          </del>
        ),
      )}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{title}</h3>
      {children}
    </section>
  );
}

const List = ({ children }: { children: ReactNode }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>;

/** The comparison of two versions, section by section; only what changed is shown. */
export function VersionDiff({ diff }: { diff: Omit<VersionComparison, 'from' | 'to'> }) {
  const { t, i18n } = useTranslation();
  const level = (value: string) => t(LEVEL_KEYS[value as keyof typeof LEVEL_KEYS] ?? value);
  const category = (id: number) => {
    const known = SKILL_CATEGORIES.find((c) => c.id === id);
    return known ? (i18n.language === 'vi' ? known.name_vn : known.name_en) : String(id);
  };
  const isEmpty =
    !diff.title &&
    !diff.desc &&
    [
      diff.skills_added,
      diff.skills_removed,
      diff.levels,
      diff.categories,
      diff.texts,
      diff.resources_added,
      diff.resources_removed,
    ].every((list) => list.length === 0);
  if (isEmpty) return <p>{t('history.nothing_changed')}</p>;
  return (
    <div className="space-y-4 text-sm text-slate-900 dark:text-slate-100">
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('history.legend')}</p>
      {diff.title && (
        <Section title={t('history.section_title')}>
          <WordDiff parts={diff.title} />
        </Section>
      )}
      {diff.desc && (
        <Section title={t('history.section_desc')}>
          <WordDiff parts={diff.desc} />
        </Section>
      )}
      {diff.skills_added.length > 0 && (
        <Section title={t('history.section_added')}>
          <List>
            {diff.skills_added.map((s) => (
              <li key={s.skill_id}>
                {s.skill_name} · {category(s.skill_category_id)} · {level(s.desired_level)}
              </li>
            ))}
          </List>
        </Section>
      )}
      {diff.skills_removed.length > 0 && (
        <Section title={t('history.section_removed')}>
          <List>
            {diff.skills_removed.map((s) => (
              <li key={s.skill_id}>
                {s.skill_name} · {category(s.skill_category_id)} · {level(s.desired_level)}
              </li>
            ))}
          </List>
        </Section>
      )}
      {diff.levels.length > 0 && (
        <Section title={t('history.section_levels')}>
          <List>
            {diff.levels.map((s) => (
              <li key={s.skill_id}>
                {t(s.direction === 'raised' ? 'history.level_raised' : 'history.level_lowered', {
                  skill: s.skill_name,
                  from: level(s.from),
                  to: level(s.to),
                })}
              </li>
            ))}
          </List>
        </Section>
      )}
      {diff.categories.length > 0 && (
        <Section title={t('history.section_categories')}>
          <List>
            {diff.categories.map((s) => (
              <li key={s.skill_id}>
                {t('history.category_moved', { skill: s.skill_name, from: category(s.from), to: category(s.to) })}
              </li>
            ))}
          </List>
        </Section>
      )}
      {diff.texts.length > 0 && (
        <Section title={t('history.section_texts')}>
          {diff.texts.map((s) => (
            <div key={`${s.skill_id}-${s.field}`} className="space-y-1">
              <h4 className="font-medium">
                {t(s.field === 'what' ? 'history.field_what' : 'history.field_why', { skill: s.skill_name })}
              </h4>
              <WordDiff parts={s.parts} />
            </div>
          ))}
        </Section>
      )}
      {(
        [
          ['history.section_links_added', diff.resources_added],
          ['history.section_links_removed', diff.resources_removed],
        ] as const
      ).map(
        ([title, links]) =>
          links.length > 0 && (
            <Section key={title} title={t(title)}>
              <List>
                {links.map((link) => (
                  <li key={`${link.skill_id}-${link.url}`} className="break-all">
                    {link.skill_name}: {link.url}
                  </li>
                ))}
              </List>
            </Section>
          ),
      )}
    </div>
  );
}
