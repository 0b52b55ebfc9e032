export const accountKeys = {
  dataExport: ['data-export'] as const,
};
