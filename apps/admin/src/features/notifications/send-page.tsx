import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SegmentForm } from './components/segment-form';
import { SingleForm } from './components/single-form';

/** System notifications from the back office: to one player, or to a segment. */
export default function SendPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <PageHeader title={t('title')} />
      <SingleForm />
      <SegmentForm />
    </>
  );
}
