import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { Viewer } from '../users/actor';
import { lockedOf } from '../users/profile.policy';
import type { UsersService } from '../users/users.service';
import { endorsementsRepository } from './endorsements.repository';

/**
 * A member and one of the skills they claim, as the viewer may see them (endorsements and
 * evidence alike): the member must be one the viewer may read (active, no block either way:
 * else USER_NOT_FOUND) and their skills' privacy setting must let the viewer see skills; a skill
 * they do not have, or may not be seen, is SKILL_NOT_FOUND.
 */
export async function claimedSkill(
  deps: { db: Db; users: Pick<UsersService, 'visibleMember'> },
  viewer: Viewer,
  userId: string,
  skillId: string,
) {
  const member = await deps.users.visibleMember(viewer, userId);
  const id = skillId.toLowerCase();
  if (
    !isUuid(id) ||
    lockedOf(viewer, member, 'skills') ||
    !(await endorsementsRepository.hasSkill(deps.db, member.id, id))
  )
    throw new AppError('SKILL_NOT_FOUND');
  return { member, skillId: id };
}
