import type { Widen } from './en';
import type { tracksEn } from './tracks.en';

/** Vietnamese texts of the tracks feature: the same keys as tracks.en.ts. */
export const tracksVi: Widen<typeof tracksEn> = {
  placeholder: 'tracks',
};
