import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { text } from 'node:stream/consumers';
import { assertSafeKey, localMediaStore } from './media-store';

// Node's fs, counted (the store itself is the real one): which folders does an upload create?
vi.mock('node:fs/promises', async (original) => {
  const actual = await original<typeof fs>();
  return { ...actual, mkdir: vi.fn(actual.mkdir) };
});

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  vi.mocked(fs.mkdir).mockClear();
});

const newStore = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ladder-media-store-'));
  roots.push(root);
  return { root, store: localMediaStore(root, () => null) };
};
const key = () => `posts/${randomUUID()}/${randomUUID()}.jpg`;
/** This process's journal folder: the one folder under `.incoming`. */
const journalFolder = (root: string) => {
  const [owner] = readdirSync(path.join(root, '.incoming'));
  return path.join(root, '.incoming', owner ?? '');
};

describe('the local media store', () => {
  it('makes its journal folder once, not at every upload', async () => {
    const { root, store } = newStore();
    await Promise.all([
      store.put(key(), Buffer.from('a'), 'image/jpeg'),
      store.put(key(), Buffer.from('b'), 'image/jpeg'),
    ]);
    await store.put(key(), Buffer.from('c'), 'image/jpeg');
    const journal = journalFolder(root);
    expect(readdirSync(journal)).toHaveLength(3);
    const made = vi.mocked(fs.mkdir).mock.calls.filter(([folder]) => folder === journal);
    expect(made).toHaveLength(1);
  });

  it('makes it again when it was removed by hand', async () => {
    const { root, store } = newStore();
    const first = key();
    await store.put(first, Buffer.from('a'), 'image/jpeg');
    const journal = journalFolder(root);
    rmSync(journal, { recursive: true });
    const second = key();
    await store.put(second, Buffer.from('b'), 'image/jpeg');
    expect(readdirSync(journal)).toEqual([second.replaceAll('/', '~')]);
    expect((await store.get(second)).toString()).toBe('b');
    await store.settle([first, second]);
    expect(readdirSync(journal)).toEqual([]);
    expect(existsSync(path.join(root, ...first.split('/')))).toBe(true);
  });

  it('stores a file as it is (the file stays), journaled until settled, and reads it back as a stream', async () => {
    const { root, store } = newStore();
    const source = path.join(root, '..', `${path.basename(root)}.zip`);
    writeFileSync(source, 'PK archive');
    roots.push(source);
    const archive = `users/${randomUUID()}/exports/${randomUUID()}.zip`;
    await store.putFile(archive, source, 'application/zip');
    expect(readFileSync(source, 'utf8')).toBe('PK archive');
    expect(readdirSync(journalFolder(root))).toEqual([archive.replaceAll('/', '~')]);
    await store.settle([archive]);
    const { body, size } = await store.getStream(archive);
    expect(size).toBe(10);
    expect(await text(body)).toBe('PK archive');
  });
});

describe('safe keys', () => {
  it('take a zip only as a member’s data export', () => {
    const id = randomUUID();
    expect(() => assertSafeKey(`users/${id}/exports/${randomUUID()}.zip`)).not.toThrow();
    for (const unsafe of [
      `posts/${id}/exports/${randomUUID()}.zip`,
      `users/${id}/${randomUUID()}.zip`,
      `users/${id}/profile_photo/${randomUUID()}.zip`,
      `users/${id}/exports/../${randomUUID()}.zip`,
    ])
      expect(() => assertSafeKey(unsafe)).toThrow(/unsafe/);
  });
});
