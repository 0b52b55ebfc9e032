import {
  PUSH_GROUPS,
  PUSH_LIMITS,
  type PushSettings,
  type PushSettingsInput,
  type PushSubscriptionInput,
} from '@ladder/shared/schemas/push';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';
import { checkPushEndpoint } from './endpoint-check';
import { pushRepository } from './push.repository';

/** A browser's keys are base64url: a P-256 point (65 bytes) and a 16-byte secret. */
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : 0);

/** Subscriptions and the groups a member wants pushed (docs/api/push.md). */
export function createPushService(deps: { db: Db; publicKey: string; allowPrivateEndpoints: boolean }) {
  const { db, publicKey, allowPrivateEndpoints } = deps;
  return {
    publicKey: () => ({ public_key: publicKey }),

    /**
     * Saves this browser's subscription for the signed-in session (signing out removes it). A
     * member keeps at most PUSH_LIMITS.perMember: a new one pushes the oldest out.
     */
    async subscribe(actor: Pick<Actor, 'id'>, sessionId: string, input: PushSubscriptionInput): Promise<void> {
      await checkPushEndpoint(input.endpoint, allowPrivateEndpoints);
      if (decodedLength(input.keys.p256dh) !== 65) throw AppError.field('keys.p256dh', 'push.errors.keys_invalid');
      if (decodedLength(input.keys.auth) !== 16) throw AppError.field('keys.auth', 'push.errors.keys_invalid');
      await db.transaction(async (tx) => {
        await pushRepository.subscribe(tx, {
          id: uuidv7(),
          userId: actor.id,
          sessionId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
        });
        if ((await pushRepository.count(tx, actor.id)) > PUSH_LIMITS.perMember)
          await pushRepository.dropOldest(tx, actor.id);
      });
    },

    /** Removes this browser's subscription; one already gone is not an error. */
    unsubscribe: (actor: Pick<Actor, 'id'>, endpoint: string) => pushRepository.unsubscribe(db, actor.id, endpoint),

    async settings(actor: Pick<Actor, 'id'>): Promise<PushSettings> {
      const off = await pushRepository.groupsOff(db, actor.id);
      return {
        groups: Object.fromEntries(PUSH_GROUPS.map((group) => [group, !off.includes(group)])) as PushSettings['groups'],
      };
    },

    /** Changes only the groups the input names. */
    async saveSettings(actor: Pick<Actor, 'id'>, input: PushSettingsInput): Promise<PushSettings> {
      const groups = { ...(await this.settings(actor)).groups, ...input.groups };
      await pushRepository.saveGroupsOff(
        db,
        actor.id,
        PUSH_GROUPS.filter((group) => !groups[group]),
      );
      return this.settings(actor);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
