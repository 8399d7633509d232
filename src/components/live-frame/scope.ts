/**
 * The names a live example (```tsx live) and the playground's code use without importing them: React
 * and its hooks, and every `@faststore/ui` export (hooks such as `useSlider` included). The one list:
 * the live-example frame runs reader-edited code with it, the build renders the examples' previews
 * with it, and the playground's test renders its examples with it.
 */
import React from 'react';
import * as FastStoreUI from '@faststore/ui';

export const LIVE_SCOPE: Readonly<Record<string, unknown>> = {React, ...React, ...FastStoreUI};
