import FaqSection from '@site/src/components/home/FaqSection';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview
      name="FaqSection"
      summary="Preview of the FAQ section: a few questions, each linking to its answer on the FAQ page."
    >
      <FaqSection />
    </SectionPreview>
  );
}
