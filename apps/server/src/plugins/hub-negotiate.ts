import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import type { AnyTicketClaims, HubTicketStore } from '../infra/hub/tickets.ts';

/** What both hubs' negotiate answer (players' plugins/hub.ts, staff plugins/staff-hub.ts). */
export const negotiateResponseSchema = z.union([
  z.object({
    negotiateVersion: z.number().int(),
    connectionId: z.string(),
    connectionToken: z.string().optional(),
    availableTransports: z.array(z.object({ transport: z.string(), transferFormats: z.array(z.string()) })),
  }),
  // SignalR's redirect: the client negotiates again at `url` and connects with `accessToken`.
  z.object({ url: z.string(), accessToken: z.string() }),
]);

export const negotiateQuerySchema = z.looseObject({
  negotiateVersion: z.coerce.number().int().min(0).optional(),
});

/** The redirect of the first negotiate: back to the hub itself, with a single-use ticket (ADR 018). */
export async function redirectWithTicket(
  tickets: HubTicketStore,
  claims: AnyTicketClaims,
  path: string,
  publicUrl: string | undefined,
  req: FastifyRequest,
): Promise<{ url: string; accessToken: string }> {
  const accessToken = await issue(tickets, claims);
  // Absolute: the client parses it with new URL(). The site's address, else the one called.
  const url = new URL(path, publicUrl ?? `${req.protocol}://${req.host}`).toString();
  return { url, accessToken };
}

/** The second negotiate (with a ticket): how to connect, WebSockets only. */
export function connectAnswer(negotiateVersion: number | undefined) {
  const connectionId = randomBytes(16).toString('base64url');
  const v1 = (negotiateVersion ?? 0) >= 1;
  return {
    negotiateVersion: v1 ? 1 : 0,
    connectionId,
    // Only a correlation id: the socket is authorized by the ticket, not by this.
    ...(v1 ? { connectionToken: randomBytes(16).toString('base64url') } : {}),
    availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
  };
}

/** A ticket store that does not answer (Redis down) is a 503 the client retries, not a 500. */
async function issue(tickets: HubTicketStore, claims: AnyTicketClaims): Promise<string> {
  try {
    return await tickets.issue(claims);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE');
  }
}
