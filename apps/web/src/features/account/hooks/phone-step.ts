import { PhonePageStep } from '@lalebet/shared';

export type PhoneStep = (typeof PhonePageStep)[keyof typeof PhonePageStep];

/** What can happen on the phone verification page. */
export type PhoneEvent = 'codeSent' | 'updateNumber' | 'verified';

/** A verified number opens Verified; anything else starts at NotVerified (docs/product.md §4). */
export const initialPhoneStep = (smsVerified: boolean): PhoneStep =>
  smsVerified ? PhonePageStep.Verified : PhonePageStep.NotVerified;

/**
 * The page's state machine (docs/product.md §4):
 * - NotVerified or Update -> VerificationCode once a code has been sent;
 * - NotVerified -> Update with Update Number (also from VerificationCode, to fix a mistyped number,
 *   and from Verified, to replace the number: the server then asks for the account password);
 * - VerificationCode -> Verified after a successful Verify.
 * Any other event leaves the step as it is.
 */
export function phoneStepReducer(step: PhoneStep, event: PhoneEvent): PhoneStep {
  switch (event) {
    case 'codeSent':
      return step === PhonePageStep.Verified ? step : PhonePageStep.VerificationCode;
    case 'updateNumber':
      return PhonePageStep.Update;
    case 'verified':
      return step === PhonePageStep.VerificationCode ? PhonePageStep.Verified : step;
  }
}

/** The phone number may be typed only in Update. */
export const isPhoneEditable = (step: PhoneStep) => step === PhonePageStep.Update;
