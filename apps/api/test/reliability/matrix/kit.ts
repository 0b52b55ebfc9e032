import { randomUUID } from 'node:crypto';
import type { Role, World } from '../world';

/**
 * What each caller gets from every route of the API (docs/reliability.md). The test reads
 * Fastify's route table and fails when a route is missing here; it runs every cell against
 * objects made for that cell. "owner" is the member whose object the call names (for a call
 * that names none, any member); "other" is another member.
 */

export interface CellRequest {
  url: string;
  payload?: object;
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  /** A multipart upload of one JPEG. */
  upload?: true;
  /** The answer is a live stream: only its status is read. */
  stream?: true;
}

export interface Entry {
  /** As Fastify names it: `METHOD /path/:param`, without the /api/v1 prefix. */
  route: string;
  /** What makes this entry differ from another of the same route. */
  variant?: string;
  /** The objects of one cell, made fresh for it. */
  make?: (w: World) => Promise<Record<string, string>>;
  request: (objects: Record<string, string>, w: World) => CellRequest;
  /** Every cell's expected status. */
  expect: Record<Role, number>;
  /** The path is outside /api/v1 (health, the API reference). */
  bare?: true;
  /** Each member cell signs in anew (the call ends or changes the caller's session). */
  freshSessions?: true;
}

export type Expect = Record<Role, number>;
/** A route that reads no token at all. */
export const open = (status: number): Expect => ({
  visitor: status,
  owner: status,
  other: status,
  superuser: status,
  deactivated: status,
});
/**
 * Anyone may call; a token, when sent, must name a live session. Deactivating an account ends
 * its sessions, so a deactivated member's token is refused as unknown (401).
 */
export const everyone = (status: number, over: Partial<Expect> = {}): Expect => ({
  ...open(status),
  deactivated: 401,
  ...over,
});
/** Signed-in members only. */
export const members = (status: number, over: Partial<Expect> = {}): Expect =>
  everyone(status, { visitor: 401, ...over });
/** Only the owner of the object; anyone else gets `denied`: 404, as if the object were not there, or 403. */
export const ownerOnly = (status: number, denied: number, over: Partial<Expect> = {}): Expect =>
  members(status, { other: denied, superuser: denied, ...over });
export const superuserOnly = (status: number): Expect => members(403, { superuser: status });

export const page = { limit: 5 };
export const q = (path: string, params: Record<string, string | undefined>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, value ?? ''])).toString()}`;
export const token = () => randomUUID().replaceAll('-', '');

export const trackStatuses = ['new', 'completed', 'shared', 'outdated'] as const;
/** Tracks are read by members only; drafts and completed tracks are their author's alone, shared and outdated ones everyone's. */
export const trackRead = (status: (typeof trackStatuses)[number], ok: number, over: Partial<Expect> = {}) =>
  status === 'new' || status === 'completed' ? members(ok, { other: 404, superuser: 404, ...over }) : members(ok, over);
