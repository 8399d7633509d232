import StarterDetail from '@site/src/components/StarterDetail';
import {starterBySlug} from '@site/src/data/starters';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview name="StarterComponentPage" summary="Preview of a starter detail section, shown with the Base Store entry.">
      <StarterDetail starter={starterBySlug('base')} />
    </SectionPreview>
  );
}
