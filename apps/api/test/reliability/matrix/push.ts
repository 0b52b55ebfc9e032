import { createECDH, randomBytes } from 'node:crypto';
import { members, open, token, type Entry } from './kit';

/** A browser's subscription at a public address (the matrix's app allows no private endpoint). */
function subscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://8.8.8.8/push/${token()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** Web Push (docs/api/push.md): the key is public; subscriptions and settings are one's own. */
export const PUSH: Entry[] = [
  {
    route: 'GET /manifest.webmanifest',
    request: () => ({ url: '/manifest.webmanifest' }),
    expect: open(200),
    bare: true,
  },
  {
    route: 'POST /share',
    request: () => ({ url: '/share', form: { text: 'Worth a read' } }),
    expect: open(303),
    bare: true,
  },
  { route: 'GET /push/key', request: () => ({ url: '/push/key' }), expect: open(200) },
  {
    route: 'POST /users/current/me/push-subscriptions',
    request: () => ({ url: '/users/current/me/push-subscriptions', payload: subscription() }),
    expect: members(200),
  },
  {
    route: 'POST /users/current/me/push-subscriptions/remove',
    request: () => ({
      url: '/users/current/me/push-subscriptions/remove',
      payload: { endpoint: subscription().endpoint },
    }),
    expect: members(200),
  },
  {
    route: 'GET /users/current/me/push-settings',
    request: () => ({ url: '/users/current/me/push-settings' }),
    expect: members(200),
  },
  {
    route: 'PUT /users/current/me/push-settings',
    request: () => ({ url: '/users/current/me/push-settings', payload: { groups: { likes: false } } }),
    expect: members(200),
  },
];
