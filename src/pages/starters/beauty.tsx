import StarterDetailPage from './_components/StarterDetailPage';

export default function Page() {
  return <StarterDetailPage slug="beauty" />;
}
