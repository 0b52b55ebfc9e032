/**
 * English texts of the people feature, a section of the core catalog (`people.*`), kept in its
 * own file so that the feature's texts live together. vi mirrors every key.
 */
export const peopleEn = {
  placeholder: 'people',
} as const;
