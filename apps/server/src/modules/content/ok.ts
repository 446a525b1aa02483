/** The success envelope with the empty message content calls answer with. */
export const ok = <T>(data: T) => ({ success: true as const, message: '', data });
