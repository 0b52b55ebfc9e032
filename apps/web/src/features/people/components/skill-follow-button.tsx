import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useFollowSkill } from '../api/follow-topic';

/** Follow / Unfollow of one skill (docs/product.md "Follows"), with the follow toasts. */
export function SkillFollowButton({
  skillId,
  name,
  isFollowed,
}: {
  skillId: string;
  name: string;
  isFollowed: boolean;
}) {
  const { t } = useTranslation();
  const [followed, setFollowed] = useState(isFollowed);
  const follow = useFollowSkill();
  const toggle = () => {
    const next = !followed;
    follow.mutate(
      { skillId, follow: next },
      {
        onSuccess: (answer) => {
          setFollowed(answer.is_followed);
          toast.success(t(next ? 'people.ui.follow_success' : 'people.ui.unfollow_success', { name }));
        },
        onError: () => toast.error(t(next ? 'people.ui.follow_failed' : 'people.ui.unfollow_failed', { name })),
      },
    );
  };
  return (
    <Button
      variant="secondary"
      isLoading={follow.isPending}
      aria-label={t(followed ? 'people.ui.unfollow_name' : 'people.ui.follow_name', { name })}
      onClick={toggle}
      size="sm"
    >
      {t(followed ? 'people.ui.unfollow' : 'people.ui.follow')}
    </Button>
  );
}
