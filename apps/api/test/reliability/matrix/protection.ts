import { members, open, type Entry } from './kit';
import { warnedOwnerPost } from './safety';

/** Appeals and the transparency report (docs/api/safety.md): a decision is its author's alone. */
export const PROTECTION: Entry[] = [
  {
    route: 'GET /moderation/decisions/:decision_id',
    variant: 'a warning on the owner’s post',
    make: warnedOwnerPost,
    request: (o) => ({ url: `/moderation/decisions/${o.decisionId}` }),
    expect: members(200, { other: 404, superuser: 404 }),
  },
  { route: 'GET /transparency', request: () => ({ url: '/transparency' }), expect: open(200) },
];
