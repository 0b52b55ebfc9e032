import type { CareerTrack, VoteOutdatedInput } from '@ladder/shared/schemas/career-tracks';
import { lazySchemaResolver } from '../../../lib/lazy-resolver';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextArea } from '../../../components/ui/text-area';
import { useVoteOutdated } from '../api/save-track';

/** zod and the schema load when the page is first touched, not with the track (lib/lazy-resolver.ts). */
const resolver = lazySchemaResolver(() =>
  import('@ladder/shared/schemas/career-tracks').then((m) => m.voteOutdatedSchema),
);

/**
 * docs/product.md "Validation rules" (outdated vote): a note is required ('* field is require'); Save is enabled
 * only when the note is valid and differs from the member's earlier one.
 */
export function VoteOutdatedModal({
  track,
  isOpen,
  onClose,
}: {
  track: CareerTrack;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const vote = useVoteOutdated();
  const previous = track.my_outdated_vote?.vote_notes ?? '';
  const form = useForm<VoteOutdatedInput>({
    resolver,
    mode: 'onChange',
    defaultValues: { career_track_id: track.id, vote_notes: previous },
  });
  const { reset } = form;
  useEffect(() => {
    if (isOpen) reset({ career_track_id: track.id, vote_notes: previous });
  }, [isOpen, previous, reset, track.id]);

  const notes = form.watch('vote_notes');
  const canSave = form.formState.isValid && notes.trim() !== previous.trim() && notes.trim() !== '';

  const submit = form.handleSubmit((input) =>
    vote.mutate(input, {
      onSuccess: () => {
        toast.success(t('tracks.ui.vote_success'));
        onClose();
      },
      onError: (error) => toast.failure(error, t('toast.generic_error')),
    }),
  );

  return (
    <Modal
      isOpen={isOpen}
      title={t('tracks.ui.vote_title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!canSave} isLoading={vote.isPending}>
            {t('tracks.ui.vote_save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextArea
          label={t('tracks.ui.vote_notes')}
          rows={4}
          error={form.formState.errors.vote_notes?.message}
          {...form.register('vote_notes')}
        />
      </form>
    </Modal>
  );
}
