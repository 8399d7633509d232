/** Looking an export up in the SDK reference data; shared by SdkSignature and the tests. */
import type {SdkExport, SdkReference} from './sdk';

/** Throws (failing the build during SSR) for a name the package does not export. */
export function sdkExport(reference: SdkReference, name: string): SdkExport {
  // Its own entries only: `constructor` is a name the package does not export, not Object's.
  const info = Object.hasOwn(reference.exports, name) ? reference.exports[name] : undefined;
  if (info) return info;
  throw new Error(
    `<SdkSignature of="${name}">: @faststore/sdk@${reference.version} exports nothing named "${name}". ` +
      `Known: ${Object.keys(reference.exports).join(', ')}`,
  );
}
