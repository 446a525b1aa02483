import { ADMIN_QUEUES, STAFF_HUB_METHOD, type StaffQueuesChanged } from '@lalebet/shared';
import type { Hub } from '../infra/hub/hub.ts';

export type StaffQueue = (typeof ADMIN_QUEUES)[number];

/**
 * Tells every back-office tab, on every server process, that a work queue changed
 * (`QueuesChanged {queue}` to the staff group of the staff hub, STAFF_HUB_PATH): the admin app
 * refetches that queue's lists and counts. Call it after the change commits (a tab refetching
 * before the commit would see the old queue). Best effort: a bus outage delivers on this
 * process only (Hub.publish), and this never rejects, so a failed push fails no staff action.
 */
export async function notifyStaffQueue(target: Hub | { hub: Hub }, queue: StaffQueue): Promise<void> {
  const hub = 'hub' in target ? target.hub : target;
  if (!hub) return; // an app built without the hub plugin (some unit tests)
  const message: StaffQueuesChanged = { queue };
  await hub.sendStaff(STAFF_HUB_METHOD, [message]).catch(() => {});
}
