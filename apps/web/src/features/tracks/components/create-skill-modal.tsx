import { schemaResolver } from '../../../lib/schema-resolver';
import { newSkillSchema, type NewSkillInput, type Skill } from '@ladder/shared/schemas/career-tracks';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { serverDetail } from '../../../lib/api-client';
import { useCreateSkill } from '../api/skills';

/** The create-skill modal (docs/product.md "Layout and parts"): a skill that is missing is added for everyone. */
export function CreateSkillModal({
  name,
  onClose,
  onCreated,
}: {
  /** What was typed in the picker; null when closed. */
  name: string | null;
  onClose: () => void;
  onCreated: (skill: Skill) => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateSkill();
  const form = useForm<NewSkillInput>({ resolver: schemaResolver(newSkillSchema), defaultValues: { name: '' } });
  const { reset } = form;

  useEffect(() => {
    if (name !== null) reset({ name });
  }, [name, reset]);

  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (skill) => onCreated(skill),
      onError: (error) =>
        form.setError('name', { type: 'server', message: serverDetail(error) ?? t('toast.generic_error') }),
    }),
  );

  return (
    <Modal
      isOpen={name !== null}
      title={t('tracks.ui.create_skill_title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} isLoading={create.isPending}>
            {t('tracks.ui.create')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('tracks.ui.skill_name')}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
      </form>
    </Modal>
  );
}
