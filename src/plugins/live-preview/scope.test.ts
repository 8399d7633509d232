import * as FastStoreUI from '@faststore/ui';
import {describe, expect, it} from 'vitest';
import {LIVE_SCOPE} from '../../components/live-frame/scope';
import {liveScope, renderLivePreview} from './render';

describe('the names live code runs with', () => {
  it('let an example use React, its hooks and @faststore/ui without importing them', () => {
    const result = renderLivePreview(
      `() => {
        const [count] = useState(2);
        const ref = React.useRef(null);
        return <Badge ref={ref}>{count} items</Badge>;
      }`,
    );
    expect(result).toEqual({html: expect.stringContaining('2 items')});
  });

  it('reach every @faststore/ui export, hooks included', () => {
    for (const name of Object.keys(FastStoreUI).filter((n) => n !== 'default')) {
      expect(renderLivePreview(`() => <>{typeof ${name}}</>`), name).toEqual({
        html: typeof (FastStoreUI as Record<string, unknown>)[name],
      });
    }
  });

  it('are the same names for the previews the build renders and the code a reader edits', () => {
    expect(Object.keys(liveScope()).sort()).toEqual(Object.keys(LIVE_SCOPE).sort());
  });
});
