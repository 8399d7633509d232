import StarterSubmissionForm from '@site/src/components/starters/StarterSubmissionForm';
import SectionPreview from '../_components/SectionPreview';

export default function Page() {
  return (
    <SectionPreview
      name="StarterSubmissionForm"
      summary="Preview of the starter submission form, which behaves as on the submissions page."
    >
      <StarterSubmissionForm />
    </SectionPreview>
  );
}
