export const accountKeys = {
  dataExport: ['data-export'] as const,
  deletionDate: ['deletion-date'] as const,
};
