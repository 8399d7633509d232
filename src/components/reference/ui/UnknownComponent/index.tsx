/** Under `npm start`, what PropsTable and StylingHooks show for a name the package does not export. */
import type {ReactNode} from 'react';
import {unknownComponentMessage} from '@site/src/plugins/ui-reference/data';

export default function UnknownComponent({of, usedBy}: {of: string; usedBy: string}): ReactNode {
  return (
    <div className="alert alert--danger" role="alert" data-markdown="skip">
      {unknownComponentMessage(of, usedBy)} The production build fails on this.
    </div>
  );
}
