/**
 * English texts of the tracks feature, a section of the core catalog (`tracks.*`), kept in its
 * own file so that the feature's texts live together. vi mirrors every key.
 */
export const tracksEn = {
  placeholder: 'tracks',
} as const;
