import { useParams } from 'react-router';
import { EventPage } from '@/features/sportsbook/pages/event-page';

/** `/spor/mac/:eventId`: one event with all its markets. */
export default function SportsEventRoute() {
  const { eventId = '' } = useParams();
  return <EventPage key={eventId} eventId={eventId} />;
}
