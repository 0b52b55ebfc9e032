import { X } from 'lucide-react';
import { GOAL_LINKS_MAX, GOAL_NOTE_MAX, type GoalLink, type GoalPlanItem } from '@ladder/shared/schemas/goal-plan';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextArea } from '../../../../components/ui/text-area';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useSetGoalNotes } from '../../api/goal-plan';

type Item = Pick<GoalPlanItem, 'skill_id' | 'skill_name' | 'note' | 'links' | 'is_shared'>;

/** The member's own note and titled links on a skill of their goal, private unless shared. */
export function GoalNotesEditor({ trackId, item }: { trackId: string; item: Item }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [note, setNote] = useState(item.note);
  const [links, setLinks] = useState<GoalLink[]>(item.links);
  const [isShared, setIsShared] = useState(item.is_shared);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetGoalNotes(trackId);
  const setLink = (index: number, change: Partial<GoalLink>) =>
    setLinks((all) => all.map((link, i) => (i === index ? { ...link, ...change } : link)));

  const submit = () =>
    save.mutate(
      { skillId: item.skill_id, note, links, is_shared: isShared },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t('goalPlan.ui.notes_saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0)
            setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
          else toast.failure(error, t('toast.generic_error'));
        },
      },
    );

  return (
    <div className="w-full">
      <Button
        size="sm"
        className="min-h-11"
        variant="ghost"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('goalPlan.ui.notes_toggle_label', { name: item.skill_name })}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('goalPlan.ui.notes_toggle')}
        {item.is_shared && <span className="text-xs font-normal">· {t('goalPlan.ui.shared')}</span>}
      </Button>
      {isOpen && (
        <form
          id={panelId}
          className="mt-2 space-y-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextArea
            label={t('goalPlan.ui.note_label', { name: item.skill_name })}
            value={note}
            maxLength={GOAL_NOTE_MAX}
            error={errors.note}
            onChange={(event) => setNote(event.target.value)}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('goalPlan.ui.note_hint')}</p>
          {links.map((link, index) => (
            // Links have no id of their own until saved; their place is their identity while editing.
            <div key={index} className="flex flex-wrap items-end gap-2">
              <TextField
                className="min-w-40 flex-1"
                label={t('goalPlan.ui.link_title')}
                value={link.title}
                error={errors[`links.${index}.title`]}
                onChange={(event) => setLink(index, { title: event.target.value })}
              />
              <TextField
                className="min-w-56 flex-[2]"
                label={t('goalPlan.ui.link_url')}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={link.url}
                error={errors[`links.${index}.url`]}
                onChange={(event) => setLink(index, { url: event.target.value })}
              />
              <Button
                type="button"
                size="sm"
                className="min-h-11 min-w-11"
                variant="ghost"
                aria-label={t('goalPlan.ui.remove_link', { title: link.title || link.url })}
                onClick={() => setLinks((all) => all.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          ))}
          {links.length < GOAL_LINKS_MAX && (
            <Button
              type="button"
              size="sm"
              className="min-h-11"
              variant="secondary"
              onClick={() => setLinks((all) => [...all, { title: '', url: '' }])}
            >
              {t('goalPlan.ui.add_link')}
            </Button>
          )}
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={isShared}
              onChange={(event) => setIsShared(event.target.checked)}
              className="size-5"
            />
            {t('goalPlan.ui.share_label')}
          </label>
          <Button type="submit" size="sm" className="min-h-11" isLoading={save.isPending}>
            {t('goalPlan.ui.notes_save')}
          </Button>
        </form>
      )}
    </div>
  );
}
