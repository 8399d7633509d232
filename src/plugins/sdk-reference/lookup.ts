/** Looking an export up in the SDK reference data; shared by SdkSignature and the tests. */
import type {SdkExport, SdkReference} from './types';

/** Throws (failing the build during SSR) for a name the package does not export. */
export function sdkExport(reference: SdkReference, name: string): SdkExport {
  const info = reference.exports[name];
  if (info) return info;
  const known = reference.names ?? Object.keys(reference.exports);
  if (known.includes(name)) {
    throw new Error(
      `<SdkSignature of="${name}">: the sdk-reference plugin did not load "${name}"; it loads the names used ` +
        'in docs/**/*.mdx when the build starts. Restart the build or the dev server.',
    );
  }
  throw new Error(
    `<SdkSignature of="${name}">: @faststore/sdk@${reference.version} exports nothing named "${name}". ` +
      `Known: ${known.join(', ')}`,
  );
}
