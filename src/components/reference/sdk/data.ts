/** The SDK reference data the sdk-reference plugin created for this build (typed in ../generatedData.d.ts). */
import sdkReference from '@generated/faststore-sdk-reference/default/sdk-reference.json';

export {sdkReference};
