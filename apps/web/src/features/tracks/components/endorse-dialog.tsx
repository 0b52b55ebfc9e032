import type { endorsementInputSchema } from '@ladder/shared/schemas/endorsements';
import { ENDORSEMENT_LIMITS, ENDORSEMENT_RELATIONS } from '@ladder/shared/values/endorsements';
import type { DesiredLevel } from '@ladder/shared/values/career-tracks';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { controlClass, Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import { useEndorse } from '../api/endorsements';
import { LevelSelect } from './level-select';

type Input = z.input<typeof endorsementInputSchema>;
type Output = z.output<typeof endorsementInputSchema>;
/** zod and the schema load when the page is first touched, not with the track (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() =>
  import('@ladder/shared/schemas/endorsements').then((m) => m.endorsementInputSchema),
);

/**
 * Endorsing another member's skill (docs/api/profile.md "Endorsements"): how the endorser knows
 * them and the level they saw are required; a line about it is not. The shared schema checks
 * the form before it is sent, and the server's field errors land on the same fields.
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
  const endorse = useEndorse(member.id, skill.skill_id);
  const form = useForm<Input, unknown, Output>({
    resolver,
    // No relation is chosen for the endorser: "how do you know them" must be their answer.
    defaultValues: { relation: '' as Input['relation'], level: skill.level, note: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await endorse.mutateAsync({ ...input, note: input.note ?? null });
      toast.success(t('endorsements.sent', { name: member.name }));
      onClose();
    } catch (error) {
      if (applyServerErrors(error, form.setError, ['relation', 'level', 'note'])) return;
      toast.failure(error, t('endorsements.send_failed'));
    }
  });

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
      <form id={formId} noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('endorsements.dialog_hint', { name: member.name })}
        </p>
        <Field
          id={`${formId}-relation`}
          label={t('endorsements.relation_label', { name: member.name })}
          error={errors.relation?.message}
          isRequired
        >
          {(control) => (
            <select
              {...control}
              {...form.register('relation')}
              required
              className={controlClass(Boolean(errors.relation))}
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
        <Controller
          control={form.control}
          name="level"
          render={({ field }) => (
            <LevelSelect label={t('endorsements.level_label')} value={field.value} onChange={field.onChange} />
          )}
        />
        <Field label={t('endorsements.note_label')} error={errors.note?.message}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('note')}
              rows={2}
              maxLength={ENDORSEMENT_LIMITS.note}
              className={controlClass(Boolean(errors.note))}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
