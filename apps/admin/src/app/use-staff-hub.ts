import { STAFF_HUB_METHOD, STAFF_HUB_PATH, type StaffQueuesChanged } from '@lalebet/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '@/lib/session';

/**
 * Joins the staff group on the hub while signed in: when a work queue changes anywhere (a new
 * withdrawal, a colleague's approval), the counts and lists refetch without a reload. The
 * SignalR client loads on demand, outside the entry chunk.
 */
export function useStaffHub(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const token = session.token();
    if (!enabled || !token) return;
    let stopped = false;
    let stop: (() => Promise<void>) | null = null;
    void import('@microsoft/signalr').then(async ({ HubConnectionBuilder, HttpTransportType, LogLevel }) => {
      if (stopped) return;
      const connection = new HubConnectionBuilder()
        .withUrl(STAFF_HUB_PATH, {
          accessTokenFactory: () => session.token() ?? '',
          transport: HttpTransportType.WebSockets,
        })
        .withAutomaticReconnect([0, 2_000, 10_000, 30_000])
        .configureLogging(LogLevel.None)
        .build();
      connection.on(STAFF_HUB_METHOD, (msg: StaffQueuesChanged) => {
        void client.invalidateQueries({ queryKey: ['admin', 'queues'] });
        void client.invalidateQueries({ queryKey: ['admin', msg.queue] });
      });
      stop = () => connection.stop();
      // The hub being down costs live refresh only: the queues also refetch every minute.
      await connection.start().catch(() => undefined);
    });
    return () => {
      stopped = true;
      void stop?.();
    };
  }, [enabled, client]);
}
