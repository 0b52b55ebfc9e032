import { makers } from '../world';
import { open, trackStatuses, type Entry } from './kit';

/**
 * The embeddable card of a track and its oEmbed (docs/decisions/0051-embedding-a-track.md):
 * anyone's once the track is previewable; a token is read only to hide the card across a block,
 * and one that names no live session is a visitor's.
 */
export const EMBED: Entry[] = [
  ...trackStatuses.map((status): Entry => ({
    route: 'GET /embed/ladder/:id',
    variant: `a ${status} track`,
    bare: true,
    make: (w) => makers.track(w, status),
    request: (o) => ({ url: `/embed/ladder/${o.trackId}` }),
    expect: open(status === 'new' || status === 'completed' ? 404 : 200),
  })),
  ...trackStatuses.map((status): Entry => ({
    route: 'GET /oembed',
    variant: `a ${status} track`,
    bare: true,
    make: (w) => makers.track(w, status),
    request: (o) => ({
      url: `/oembed?url=${encodeURIComponent(`https://ladder.test/ladder/${o.trackId}`)}&format=json`,
    }),
    expect: open(status === 'new' || status === 'completed' ? 404 : 200),
  })),
  {
    route: 'GET /oembed',
    variant: 'the XML format',
    bare: true,
    make: (w) => makers.track(w, 'shared'),
    request: (o) => ({
      url: `/oembed?url=${encodeURIComponent(`https://ladder.test/ladder/${o.trackId}`)}&format=xml`,
    }),
    expect: open(501),
  },
];
