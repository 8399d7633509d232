/** Under `npm start`, what PropsTable and StylingHooks show for a name the package does not export. */
import type {ReactNode} from 'react';
import {unknownComponentMessage} from '@site/src/components/reference/ui/data';

export default function UnknownComponent({of, usedBy}: {of: string; usedBy: string}): ReactNode {
  return (
    <div className="alert alert--danger" role="alert" data-markdown="skip">
      <p>
        <strong>
          This page names a component that @faststore/ui does not export; the production build fails on it.
        </strong>
      </p>
      {unknownComponentMessage(of, usedBy)}
    </div>
  );
}
