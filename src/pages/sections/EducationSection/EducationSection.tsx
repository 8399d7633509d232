import EducationSection from '@site/src/components/home/EducationSection';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview name="EducationSection" summary="Preview of the learning entry points shown on the home page.">
      <EducationSection />
    </SectionPreview>
  );
}
