import StarterDetail from '@site/src/components/starters/StarterDetail';
import {starters} from '@site/src/data/starters';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview
      name="StarterDetail"
      summary="Preview of a starter detail section, shown with the Base Store entry."
    >
      <StarterDetail starter={starters.find((s) => s.slug === 'base') ?? starters[0]} />
    </SectionPreview>
  );
}
