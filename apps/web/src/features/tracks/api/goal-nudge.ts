import type { NudgeSettings, NudgeSettingsInput } from '@ladder/shared/schemas/goal-nudge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { growthKeys } from '../../../lib/query-keys/growth';

const PATH = '/users/current/me/goal-nudge';

/** The weekly nudge's settings (docs/api/goal-plan.md "The weekly nudge"). */
export const useGoalNudge = () => useQuery({ queryKey: growthKeys.nudge(), queryFn: () => api<NudgeSettings>(PATH) });

export function useSaveGoalNudge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NudgeSettingsInput) => api<NudgeSettings>(PATH, { method: 'PUT', body: input }),
    // The choice shows at once; a failure puts the saved one back.
    onMutate: (input) => {
      const before = queryClient.getQueryData<NudgeSettings>(growthKeys.nudge());
      if (before) queryClient.setQueryData(growthKeys.nudge(), { ...before, ...input });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(growthKeys.nudge(), context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(growthKeys.nudge(), saved),
  });
}
