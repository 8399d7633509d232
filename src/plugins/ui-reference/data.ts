/** The UI reference data the ui-reference plugin created for this build (typed in ../generatedData.d.ts). */
import uiReference from '@generated/faststore-ui-reference/default/ui-reference.json';
import type {ComponentInfo} from './types';

export {uiReference};

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
