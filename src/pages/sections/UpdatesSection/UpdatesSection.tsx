import UpdatesSection from '@site/src/components/home/UpdatesSection';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview name="UpdatesSection" summary="Preview of the latest documentation updates, grouped by type.">
      <UpdatesSection headingLevel={2} />
    </SectionPreview>
  );
}
