/** The bench run's progress lines, and the one size format of its report. */
export const log = (...a) => console.log('[bench]', ...a);
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
