import type { SkillEvidence, SkillEvidenceInput } from '@ladder/shared/schemas/skill-evidence';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { growthKeys } from '../../../lib/query-keys/growth';
import { useSession } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload-file';

/**
 * Evidence on one's own skill (docs/api/profile.md "Evidence on a skill"). The skills lists and
 * every comparison with a track carry it, so they are all read again after a change.
 */
function useRefreshEvidence() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: growthKeys.all });
}

/** A link, or a file under its title (the file's name when the title is left empty). */
export type NewEvidence = ({ kind: 'link' } & SkillEvidenceInput) | { kind: 'file'; title: string; file: File };

export function useAddEvidence(skillId: string) {
  const { user } = useSession();
  const refresh = useRefreshEvidence();
  return useMutation({
    mutationFn: (evidence: NewEvidence) =>
      evidence.kind === 'link'
        ? api<SkillEvidence>(`/users/current/me/skills/${skillId}/evidence`, {
            method: 'POST',
            body: { title: evidence.title, url: evidence.url },
          })
        : uploadFile<SkillEvidence>(
            `users/${user?.id ?? ''}/skills/${skillId}/evidence`,
            evidence.file,
            evidence.file.name,
            evidence.title ? { title: evidence.title } : {},
          ),
    onSettled: () => refresh(),
  });
}

export function useDeleteEvidence() {
  const refresh = useRefreshEvidence();
  return useMutation({
    mutationFn: (evidenceId: string) =>
      api<void>(`/users/current/me/skill-evidence/${evidenceId}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}
