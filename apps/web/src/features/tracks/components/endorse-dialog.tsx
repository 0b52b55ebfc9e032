import {
  ENDORSEMENT_LIMITS,
  ENDORSEMENT_RELATIONS,
  type EndorsementRelation,
} from '@ladder/shared/schemas/endorsements';
import type { DesiredLevel } from '@ladder/shared/values/career-tracks';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError, serverDetail } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useEndorse } from '../api/endorsements';
import { LevelSelect } from './level-select';

/**
 * Endorsing another member's skill (docs/api/profile.md "Endorsements"): how the endorser knows
 * them and the level they saw are required; a line about it is not.
 */
export function EndorseDialog({
  member,
  skill,
  onClose,
}: {
  member: { id: string; name: string };
  skill: { skill_id: string; skill_name: string; level: DesiredLevel };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [relation, setRelation] = useState<EndorsementRelation | ''>('');
  const [level, setLevel] = useState<DesiredLevel>(skill.level);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const endorse = useEndorse(member.id, skill.skill_id);

  const submit = () => {
    if (!relation) return setErrors({ relation: 'endorsements.validation.relation' });
    endorse.mutate(
      { relation, level, note: note.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('endorsements.sent', { name: member.name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0)
            return setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
          toast.error(serverDetail(error) ?? t('endorsements.send_failed'));
        },
      },
    );
  };

  return (
    <Modal
      isOpen
      title={t('endorsements.dialog_title', { skill: skill.skill_name })}
      onClose={onClose}
      initialFocusId={`${formId}-relation`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={endorse.isPending}>
            {t('endorsements.endorse')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('endorsements.dialog_hint', { name: member.name })}
        </p>
        <Field
          id={`${formId}-relation`}
          label={t('endorsements.relation_label', { name: member.name })}
          error={errors['relation']}
          isRequired
        >
          {(control) => (
            <select
              {...control}
              required
              value={relation}
              onChange={(event) => {
                setRelation(event.target.value as EndorsementRelation);
                setErrors({});
              }}
              className={controlClass(Boolean(errors['relation']))}
            >
              <option value="" disabled>
                {t('endorsements.relation_placeholder')}
              </option>
              {ENDORSEMENT_RELATIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`endorsements.relation_${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <LevelSelect label={t('endorsements.level_label')} value={level} onChange={setLevel} />
        <Field label={t('endorsements.note_label')} error={errors['note']}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={ENDORSEMENT_LIMITS.note}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={controlClass(Boolean(errors['note']))}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
