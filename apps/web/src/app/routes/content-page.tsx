import { useParams } from 'react-router';
import { ContentPageView } from '@/features/content/components/content-page/content-page-view';

/** /pages/:id: a non-numeric or non-positive id shows the not-found state. */
export default function ContentPageRoute() {
  const { id } = useParams();
  return <ContentPageView id={Number(id)} />;
}
