import StarterGallery from '@site/src/components/starters/StarterGallery';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview name="StarterGallery" summary="Preview of the starters gallery section with its group filter.">
      <StarterGallery />
    </SectionPreview>
  );
}
