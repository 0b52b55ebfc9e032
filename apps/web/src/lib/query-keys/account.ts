export const accountKeys = {
  dataExport: ['data-export'] as const,
  deletionDate: ['deletion-date'] as const,
  /** Who sees one's follow lists, likes and comments, skills and goals. */
  privacy: ['privacy-settings'] as const,
};
