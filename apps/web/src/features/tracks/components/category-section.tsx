import { ChevronRight } from 'lucide-react';
import type { SkillCategory } from '@ladder/shared/schemas/career-tracks';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { categoryName } from './levels';
import { SkillRowEditor } from './skill-row-editor';
import type { TrackForm } from './track-form';

/** One skill category of the track editor, folding on a phone, with its rows and an Add button. */
export function CategorySection({
  category,
  form,
  rows,
  industryId,
  onAdd,
  onRemove,
  onCreateSkill,
}: {
  category: SkillCategory;
  form: UseFormReturn<TrackForm>;
  rows: { key: string; index: number }[];
  industryId: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onCreateSkill: (index: number, name: string) => void;
}) {
  const { t, i18n } = useTranslation();
  // On a phone a track with skills opens with its categories folded (their counts show); a
  // category holding an error is always open, so the error can be seen and fixed.
  const [isOpen, setIsOpen] = useState(() => rows.length === 0 || !window.matchMedia('(max-width: 639px)').matches);
  const hasError = rows.some((row) => form.formState.errors.skills?.[row.index]);
  const isShown = isOpen || hasError;
  const panelId = useId();
  const list = useRef<HTMLUListElement>(null);
  // After "Add skill", focus moves to the new row's skill search (issue 41), once it is drawn.
  const [isAdding, setIsAdding] = useState(false);
  useEffect(() => {
    if (!isAdding) return;
    setIsAdding(false);
    list.current?.querySelector<HTMLInputElement>(':scope > li:last-child input[role=combobox]')?.focus();
  }, [isAdding, rows.length]);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3>
        <button
          type="button"
          aria-expanded={isShown}
          aria-controls={panelId}
          onClick={() => setIsOpen(!isShown)}
          className="flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
        >
          <ChevronRight
            aria-hidden="true"
            className={`size-4 shrink-0 transition-transform ${isShown ? 'rotate-90' : ''}`}
          />
          <span className="flex-1 font-semibold text-slate-900 dark:text-white">
            {categoryName(category, i18n.language)}
          </span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('tracks.ui.skills_count', { count: rows.length })}
            {category.min_skill_pick > 0 && ` · ${t('tracks.ui.min_pick', { count: category.min_skill_pick })}`}
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!isShown} className="space-y-3 px-5 pb-5">
        {rows.length > 0 && (
          <ul ref={list} className="space-y-3">
            {rows.map((row, position) => (
              <SkillRowEditor
                key={row.key}
                form={form}
                index={row.index}
                number={position + 1}
                industryId={industryId}
                onRemove={() => onRemove(row.index)}
                onCreateSkill={(name) => onCreateSkill(row.index, name)}
              />
            ))}
          </ul>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            onAdd();
            setIsAdding(true);
          }}
        >
          <span aria-hidden="true">+</span> {t('tracks.ui.add_skill')}
        </Button>
      </div>
    </section>
  );
}
