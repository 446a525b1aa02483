import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** What a merchant sends to open a verification (the shape hosted-flow KYC vendors ask for). */
export const createApplicantSchema = z.strictObject({
  externalUserId: z.string().min(1).max(100),
  username: z.string().min(1).max(100),
  locale: z.enum(['tr', 'en']),
  notifyUrl: z.url({ protocol: /^https?$/ }).max(2000),
  returnUrl: z.url({ protocol: /^https?$/ }).max(2000),
});

export const choiceSchema = z.enum(['approve', 'reject', 'resubmission', 'manual_review']);
export type SimChoice = z.infer<typeof choiceSchema>;

/** The webhook body as it goes on the wire (Sumsub-style `applicantReviewed`). */
export type SimKycEvent = {
  id: string;
  type: 'applicantReviewed';
  createdAtMs: number;
  applicantId: string;
  externalUserId: string;
  reviewStatus: 'onHold' | 'completed';
  reviewResult: {
    reviewAnswer: 'GREEN' | 'RED';
    reviewRejectType: 'RETRY' | 'FINAL' | null;
    moderationComment: string | null;
  } | null;
};

export type SimApplicant = z.infer<typeof createApplicantSchema> & {
  id: string;
  lastChoice: SimChoice | null;
  /** Approved or rejected: the page stops offering choices. */
  final: boolean;
  events: SimKycEvent[];
};

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** The event a tester's choice produces. */
export function eventFor(a: SimApplicant, choice: SimChoice, at: Date): SimKycEvent {
  const result = (answer: 'GREEN' | 'RED', type: 'RETRY' | 'FINAL' | null, comment: string | null) => ({
    reviewAnswer: answer,
    reviewRejectType: type,
    moderationComment: comment,
  });
  return {
    id: newId('evt'),
    type: 'applicantReviewed',
    createdAtMs: at.getTime(),
    applicantId: a.id,
    externalUserId: a.externalUserId,
    reviewStatus: choice === 'manual_review' ? 'onHold' : 'completed',
    reviewResult:
      choice === 'manual_review'
        ? null
        : choice === 'approve'
          ? result('GREEN', null, null)
          : choice === 'resubmission'
            ? result('RED', 'RETRY', 'Document unreadable, please upload again')
            : result('RED', 'FINAL', 'Document does not match the applicant'),
  };
}

export function createApplicantStore(now: () => Date) {
  const applicants = new Map<string, SimApplicant>();
  return {
    applicants: applicants as ReadonlyMap<string, Readonly<SimApplicant>>,
    create(req: z.infer<typeof createApplicantSchema>): SimApplicant {
      const a: SimApplicant = { ...req, id: newId('app'), lastChoice: null, final: false, events: [] };
      applicants.set(a.id, a);
      return a;
    },
    /** null: unknown id or already final. */
    decide(id: string, choice: SimChoice): { applicant: SimApplicant; event: SimKycEvent } | null {
      const a = applicants.get(id);
      if (!a || a.final) return null;
      const event = eventFor(a, choice, now());
      a.lastChoice = choice;
      a.final = choice === 'approve' || choice === 'reject';
      a.events.push(event);
      return { applicant: a, event };
    },
  };
}
