/**
 * Typed access to the generated reference. The JSON exists once the plugin has run (any build or
 * start); `generated.d.ts` types the import so `tsc` also passes on a fresh checkout.
 */
import raw from './generated/ui-reference.json';
import type {ComponentInfo, UiReference} from './types';

export const uiReference = raw as unknown as UiReference;

/** Throws (failing the build during SSR) for a name the package does not export. */
export function componentInfo(name: string, usedBy: string): ComponentInfo {
  const info = uiReference.components[name];
  if (!info) {
    throw new Error(
      `<${usedBy} of="${name}">: @faststore/ui@${uiReference.version} exports no component named "${name}". ` +
        `Known: ${Object.keys(uiReference.components).join(', ')}`,
    );
  }
  return info;
}
