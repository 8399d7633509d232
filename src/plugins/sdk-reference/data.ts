/**
 * Typed access to the generated SDK reference. The JSON exists once the plugin has run (any build or
 * start); `generated.d.ts` types the import so `tsc` also passes on a fresh checkout.
 */
import raw from './generated/sdk-reference.json';
import type {SdkReference} from './types';

export const sdkReference = raw as unknown as SdkReference;
