import { X } from 'lucide-react';
import type { DesiredLevel } from '@ladder/shared/schemas/career-tracks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { LockedState } from '../../../components/ui/locked-state';
import { Link } from 'react-router';
import { useRemoveSkill, useSetSkill, useUserSkills } from '../api/growth';
import { localizedSkillName } from '../api/skills';
import { CreateSkillModal } from './create-skill-modal';
import { LevelScale } from './level-scale';
import { LevelSelect } from './level-select';
import { SkillEndorsements } from './skill-endorsements';
import { SkillEvidence } from './skill-evidence';
import { SkillPicker } from './skill-picker';

/** Adds a skill from the catalog (or a new one) at the level picked. */
function AddSkill() {
  const { t, i18n } = useTranslation();
  const [skill, setSkill] = useState({ id: '', name: '' });
  const [level, setLevel] = useState<DesiredLevel>('Beginner');
  const [creating, setCreating] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSetSkill();
  const add = () => {
    if (!skill.id) return setError('growth.validation.skill_required');
    save.mutate(
      { skill_id: skill.id, level },
      {
        onSuccess: () => {
          toast.success(t('growth.ui.skill_saved'));
          setSkill({ id: '', name: '' });
        },
        onError: () => toast.error(t('toast.generic_error')),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-xl border border-dashed border-slate-300 p-3 dark:border-slate-600">
      <div className="min-w-56 flex-1">
        <SkillPicker
          industryId=""
          skillId={skill.id}
          skillName={skill.name}
          onChange={(picked) => {
            setSkill(picked);
            setError(undefined);
          }}
          onCreate={setCreating}
          error={error}
        />
      </div>
      <LevelSelect label={t('growth.ui.your_level')} value={level} onChange={setLevel} />
      <Button isLoading={save.isPending} onClick={add}>
        {t('growth.ui.add_skill')}
      </Button>
      <CreateSkillModal
        name={creating}
        onClose={() => setCreating(null)}
        onCreated={(created) => {
          const name = localizedSkillName(created, i18n.language);
          setSkill({ id: created.id, name });
          setCreating(null);
        }}
      />
    </div>
  );
}

/**
 * A member's own skills and levels: read by anyone while public; the owner changes a level in
 * place, removes a skill, adds one and chooses who sees them.
 */
export function MySkillsPanel({ userId, ownerName, isOwner }: { userId: string; ownerName: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const skills = useUserSkills(userId);
  const save = useSetSkill();
  const remove = useRemoveSkill();
  const failed = () => toast.error(t('toast.generic_error'));

  if (skills.isPending) return <Spinner label={t('common.loading')} />;
  if (skills.isError) return <LoadError onRetry={skills.refetch} />;
  const { items, locked } = skills.data;
  if (locked) return <LockedState locked={locked} name={ownerName} />;
  return (
    <div className="space-y-3">
      {isOwner && (
        <Link
          to="/settings"
          className="inline-flex min-h-11 items-center text-sm text-brand-700 underline hover:no-underline dark:text-brand-300"
        >
          {t('privacy_settings.choose_link')}
        </Link>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(isOwner ? 'growth.ui.skills_empty_own' : 'growth.ui.skills_empty_other')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((skill) => (
            <li key={skill.skill_id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <span className="font-medium text-slate-900 dark:text-white">{skill.skill_name}</span>
                <SkillEndorsements member={{ id: userId, name: ownerName }} skill={skill} isOwner={isOwner} />
                <SkillEvidence skill={skill} isOwner={isOwner} />
              </div>
              {isOwner ? (
                <div className="flex items-center gap-2">
                  <LevelSelect
                    label={t('growth.ui.change_level', { name: skill.skill_name })}
                    value={skill.level}
                    isLabelHidden
                    onChange={(level) => save.mutate({ skill_id: skill.skill_id, level }, { onError: failed })}
                  />
                  <Button
                    variant="ghost"
                    aria-label={t('growth.ui.remove_skill', { name: skill.skill_name })}
                    onClick={() =>
                      remove.mutate(skill.skill_id, {
                        onSuccess: () => toast.success(t('growth.ui.skill_removed')),
                        onError: failed,
                      })
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              ) : (
                <LevelScale level={skill.level} />
              )}
            </li>
          ))}
        </ul>
      )}
      {isOwner && <AddSkill />}
    </div>
  );
}
