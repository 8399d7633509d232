export function installedFromYarnLock(text: string): Record<string, string>;
export function installedFromPnpmLock(text: string): Record<string, string>;
export function installedFromPackageLock(text: string): Record<string, string>;
